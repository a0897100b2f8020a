package org.roundhouse.engine.upfortwo;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.GameSetup;
import org.roundhouse.record.Header;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.RecordSaver;

/**
 * Writes the games of "Union Pacific for two" in {@code sample-games/} (not a test): played
 * by a simple greedy player so that they look like games people play, from a seeded deal.
 * Run it with the test classpath (target/classes, target/test-classes and the project's jars):
 * {@code UpForTwoSampleGames SEED Recipe=german,RelativePayments=yes OUT.upn [table]}; the samples are seeds 1, 8
 * (recipe german, relative payments, dead-track rule, table) and 3 (annotated).
 * The annotated sample was made from {@code 2p-up-for-two.upn} by hand.
 */
public final class UpForTwoSampleGames {
    private UpForTwoSampleGames() {
    }

    /**
     * A greedy seat: builds for the companies it holds most of, invests pairs and more where
     * that gives it the lead, takes the face-up share it wants most or else draws blind (from
     * its personal deck for a company it lacks), trades away shares of companies it has given up.
     */
    static Move choose(UpForTwo game, UpForTwoState s, SplittableRandom rng) {
        List<Move> moves = game.legalMoves(s);
        Move best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (Move m : moves) {
            double score = score(game, s, m) + rng.nextDouble() * 0.5;
            if (score > bestScore) {
                bestScore = score;
                best = m;
            }
        }
        return best;
    }

    private static int stake(UpForTwoState s, int p, int c) {
        return 2 * s.playedShares(p, c) + s.handShares(p, c) - s.playedShares(1 - p, c);
    }

    private static double score(UpForTwo game, UpForTwoState s, Move m) {
        int p = s.currentPlayer();
        int companies = s.board().companyCount();
        if (m instanceof BaseMove.Initial i) return s.handShares(p, i.company()) + (i.company() == companies ? 0.5 : 0);
        if (m instanceof UpForTwoMove.ShowThree t) return t.kind() == s.board().wildKind() ? -1 : 1;
        if (m instanceof UpForTwoMove.KeepThree) return 0;
        if (m instanceof BaseMove.Build b) {
            return 2 + stake(s, p, b.company()) - (b.card() == s.board().wildKind() ? 1.5 : 0);
        }
        if (m instanceof BaseMove.Invest v) {
            int c = v.company();
            int count = v.isPair() ? 1 : v.count();
            double lead = s.playedShares(p, c) + count > s.playedShares(1 - p, c) ? 2 : 0;
            double value = c < companies ? s.table().companyValue(c) / 4.0 : 1;
            return v.isPair() ? 1 + lead : count * 1.2 + lead + value - 2.5;
        }
        if (m instanceof BaseMove.Forgo) return -5;
        if (m instanceof BaseMove.Discard d) return s.trackCards(p, d.card()) - (d.card() == s.board().wildKind() ? 3 : 0);
        if (m instanceof UpForTwoMove.TakeFaceUp t) return 1 + stake(s, p, t.company()) * 0.8;
        if (m instanceof UpForTwoMove.TakeBlind) return 2;
        if (m instanceof UpForTwoMove.TakePersonal) {
            int lacking = 0;
            for (int c = 0; c < companies; c++) if (s.playedShares(p, c) + s.handShares(p, c) == 0 && s.playedShares(1 - p, c) == 0) lacking++;
            return 1 + lacking * 0.4;
        }
        if (m instanceof BaseMove.Exchange x) {
            if (x.keeps()) return 0;
            int c = x.company();
            return s.playedShares(p, c) == 0 && s.playedShares(1 - p, c) >= 3 ? 2 : -1;
        }
        return 0;
    }

    /** A whole game from a seeded deal: the greedy player on both seats, chance from the same seed. */
    static List<Move> play(UpForTwo game, UpForTwoSetup setup, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        UpForTwoState s = game.newGame(setup);
        List<Move> steps = new ArrayList<>();
        while (!s.isOver()) {
            Move m = s.isChanceNode() ? game.sampleChance(s, rng) : choose(game, s, rng);
            steps.add(m);
            s = game.applyLegal(s, m);
        }
        return steps;
    }

    public static void main(String[] args) throws Exception {
        long seed = Long.parseLong(args[0]);
        Map<String, String> options = new java.util.LinkedHashMap<>();
        for (String o : args[1].split(",")) {
            if (o.isEmpty()) continue;
            String[] kv = o.split("=");
            options.put(kv[0], kv[1]);
        }
        Path out = Path.of(args[2]);
        boolean table = args.length > 3 && args[3].equals("table");
        UpForTwo game = UpForTwoRuleSet.INSTANCE.typed(Boards.unionPacific(), options);
        UpForTwoSetup setup = game.randomSetup(new SplittableRandom(seed));
        List<Move> steps = play(game, setup, seed + 1);
        GameSetup gs = GameSetup.of(UpForTwo.ID, options, List.of("Winton", "Dave"), setup);
        GameRecord record = GameRecord.fromSteps(Header.EMPTY, gs, steps);
        record.setHeader(new Header("Greedy players, seed " + seed, "", "", RandomGames.result(gs,
                org.roundhouse.record.Replay.of(record).finalState()), ""));
        if (table) {
            GameRecord t = new GameRecord(record.header(), gs.withDeal(setup.withoutDeckOrders()));
            var node = t.root();
            for (var n : record.mainLine()) node = node.addChild(n.turn());
            record = t;
        }
        RecordSaver.save(record, out);
        System.out.println(out + ": " + record.header().result() + ", " + record.mainLine().size() + " moves");
    }
}
