package org.roundhouse.engine.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.TypedGame;
import org.roundhouse.engine.strippeddown.StrippedDown;
import org.roundhouse.engine.strippeddown.StrippedDownBots;
import org.roundhouse.engine.strippeddown.StrippedDownHidden;
import org.roundhouse.engine.upfortwo.UpForTwo;
import org.roundhouse.engine.upfortwo.UpForTwoBots;
import org.roundhouse.engine.upfortwo.UpForTwoHidden;
import org.roundhouse.engine.upfortwo.UpForTwoOptions;

/**
 * Speed of a variant's information-set search on its two paths (a plain {@code main}, not a timed
 * unit test; docs/performance.md): {@code ismcts:64} iterations per second on one thread, in place
 * and through the checked rules, over views taken from heuristic games. Arguments: the rule set
 * ({@code stripped-down} or {@code up-for-two}), seconds per round (default 4), rounds (default 3).
 * The base game's and the nineteenth century's are in {@link BotBench} and performance.md.
 */
public final class FastPathBench {
    private static final java.lang.management.ThreadMXBean THREAD_CPU = java.lang.management.ManagementFactory.getThreadMXBean();

    private FastPathBench() {
    }

    public static void main(String[] args) {
        String rules = args.length > 0 ? args[0] : "stripped-down";
        double seconds = args.length > 1 ? Double.parseDouble(args[1]) : 4;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        switch (rules) {
            case "stripped-down" -> {
                StrippedDown game = new StrippedDown(Boards.unionPacific(), true, true);
                run(game, new StrippedDownHidden(), StrippedDownBots.roster(game), StrippedDownBots.inPlace(game), 4, seconds, rounds);
            }
            case "up-for-two" -> {
                UpForTwo game = new UpForTwo(Boards.unionPacific(), UpForTwoOptions.standard());
                run(game, new UpForTwoHidden(), UpForTwoBots.roster(game), UpForTwoBots.inPlace(game), 2, seconds, rounds);
            }
            default -> throw new IllegalArgumentException("no fast path bench for " + rules + ": stripped-down or up-for-two");
        }
    }

    private static <S extends GameState, M extends Move, D extends org.roundhouse.engine.Deal> void run(TypedGame<S, M, D> game, Hidden<S> hidden,
            Roster<S, M> roster, Stepper<S, M> fast, int players, double seconds, int rounds) {
        List<S> views = new ArrayList<>();
        for (long g = 1; views.size() < 200; g++) {
            List<Bot<S, M>> seats = new ArrayList<>();
            for (int p = 0; p < players; p++) seats.add(roster.create("heuristic"));
            int[] step = {0};
            Match.play(game, hidden, game.newGame(game.randomDeal(players, new SplittableRandom(g))), seats, g, (m, s) -> {
                if (!s.isOver() && !s.isChanceNode() && step[0]++ % 7 == 0 && game.legalMoves(s).size() > 1) {
                    views.add(hidden.redact(s, s.currentPlayer()));
                }
            });
        }
        // the two paths take turns round by round, so the JIT's warm-up and the machine's load fall on both alike
        List<IsmctsBot<S, M>> searches = new ArrayList<>();
        for (boolean inPlace : new boolean[] {true, false}) {
            Bot<S, M> heuristic = roster.create("heuristic");
            @SuppressWarnings("unchecked")
            MoveScorer<S, M> prior = (MoveScorer<S, M>) heuristic;
            searches.add(new IsmctsBot<>("ismcts:64", game, hidden, inPlace ? fast : Stepper.checked(game), heuristic, prior,
                    Reward.winShare(), 64, 0, 1, IsmctsBot.Settings.DEFAULT));
        }
        for (int round = -1; round < rounds; round++) {
            for (int path = 0; path < 2; path++) {
                IsmctsBot<S, M> ismcts = searches.get(path);
                long before = ismcts.iterations();
                long cpu = THREAD_CPU.getCurrentThreadCpuTime();
                long start = System.nanoTime();
                long end = start + (long) (seconds * 1e9);
                int i = 0;
                while (System.nanoTime() < end) ismcts.choose(views.get(i++ % views.size()), new SplittableRandom(i));
                long done = ismcts.iterations() - before;
                double rate = done / ((System.nanoTime() - start) / 1e9);
                // a search of one thread runs on this one: its CPU time is what the machine's other load does not change
                double perCpuSecond = done / ((THREAD_CPU.getCurrentThreadCpuTime() - cpu) / 1e9);
                System.out.printf(Locale.ROOT, "%s ismcts iterations%s, 1 thread: %.0f iterations/s, %.0f per CPU second%n",
                        round < 0 ? "warm-up" : "round " + (round + 1), path == 0 ? "" : " (checked)", rate, perCpuSecond);
            }
        }
        for (IsmctsBot<S, M> ismcts : searches) ismcts.close();
    }
}
