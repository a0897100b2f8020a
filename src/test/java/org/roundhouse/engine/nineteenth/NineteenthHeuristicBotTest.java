package org.roundhouse.engine.nineteenth;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.bots.RandomBot;
import org.roundhouse.engine.bots.Tournament;
import org.roundhouse.engine.registry.RuleSets;

/**
 * The variant's heuristic bot: it plays legal steps of every kind (buys, sells, expands, asks for
 * and gives approval), the same with the same seed, from its view only (the track decks' order
 * under the face-up cards changes nothing), and beats random players; the arena hands it and the
 * search out by name.
 */
class NineteenthHeuristicBotTest {
    private static final NineteenthCentury GAME = new NineteenthCentury(Boards.unionPacific(), NineteenthOptions.DEFAULT);
    private static final NineteenthHidden HIDDEN = new NineteenthHidden();

    /** Steps the heuristic chose, by kind ("Buy", "Answer yes", "Expand asking", …), over several games against random players. */
    private static Map<String, Integer> stepsOfTheHeuristic(int games) {
        Map<String, Integer> kinds = new HashMap<>();
        NineteenthHeuristicBot heuristic = new NineteenthHeuristicBot(GAME);
        for (int g = 0; g < games; g++) {
            int players = 2 + g % 3;
            List<Bot<NineteenthState, NineteenthMove>> seats = new ArrayList<>();
            seats.add(heuristic);
            for (int p = 1; p < players; p++) seats.add(g % 2 == 0 ? heuristic : new RandomBot<>(GAME));
            NineteenthState start = GAME.newGame(GAME.randomDeal(players, new SplittableRandom(g)));
            NineteenthState[] before = {start};
            Match.play(GAME, HIDDEN, start, seats, g, (m, after) -> {
                NineteenthState s = before[0];
                if (!s.isChanceNode() && seats.get(s.currentPlayer()) == heuristic) {
                    String kind = m.getClass().getSimpleName();
                    if (m instanceof NineteenthMove.Answer a) kind += a.yes() ? " yes" : " no";
                    if (m instanceof NineteenthMove.Expand && after.answeringSeat() >= 0) kind += " asking";
                    if (m instanceof NineteenthMove.Buy b && b.forUp()) kind += " for UP";
                    kinds.merge(kind, 1, Integer::sum);
                }
                before[0] = after;
            });
        }
        return kinds;
    }

    @Test
    void itBuysSellsExpandsAsksForAndGivesApproval() {
        Map<String, Integer> kinds = stepsOfTheHeuristic(12);
        assertThat(kinds).containsKeys("Buy", "Sell", "Expand", "Expand asking", "Answer yes", "Flip", "Done");
    }

    @Test
    void theSameSeedMakesTheSameGame() {
        List<Bot<NineteenthState, NineteenthMove>> seats = List.of(new NineteenthHeuristicBot(GAME), new NineteenthHeuristicBot(GAME),
                new NineteenthHeuristicBot(GAME));
        NineteenthState start = GAME.newGame(GAME.randomDeal(3, new SplittableRandom(4)));
        List<NineteenthMove> a = new ArrayList<>();
        List<NineteenthMove> b = new ArrayList<>();
        Match.play(GAME, HIDDEN, start, seats, 17, (m, s) -> a.add(m));
        Match.play(GAME, HIDDEN, start, seats, 17, (m, s) -> b.add(m));
        assertThat(a).hasSizeGreaterThan(20).isEqualTo(b);
    }

    /** The track decks' order under the face-up cards is the one thing hidden: two positions differing only there get the same step. */
    @Test
    void itDecidesFromItsViewOnly() {
        NineteenthHeuristicBot bot = new NineteenthHeuristicBot(GAME);
        RandomBot<NineteenthState, NineteenthMove> random = new RandomBot<>(GAME);
        SplittableRandom rng = new SplittableRandom(5);
        int compared = 0;
        int flips = 0;
        for (int g = 0; g < 6; g++) {
            NineteenthState s = GAME.newGame(GAME.randomDeal(2 + g % 3, new SplittableRandom(100 + g)));
            while (!s.isOver()) {
                if (s.isChanceNode()) {
                    s = GAME.applyLegal(s, GAME.sampleChance(s, rng));
                    continue;
                }
                NineteenthState twin = reordered(s, rng);
                if (twin != null) {
                    int seat = s.currentPlayer();
                    NineteenthMove mine = bot.choose(HIDDEN.redact(s, seat), new SplittableRandom(compared));
                    NineteenthMove theirs = bot.choose(HIDDEN.redact(twin, seat), new SplittableRandom(compared));
                    assertThat(theirs).as("game %d at %s", g, s).isEqualTo(mine);
                    compared++;
                    if (mine instanceof NineteenthMove.Flip) flips++;
                }
                s = GAME.applyLegal(s, (compared % 2 == 0 ? bot : random).choose(HIDDEN.redact(s, s.currentPlayer()), rng));
            }
        }
        assertThat(compared).isGreaterThan(200);
        assertThat(flips).as("decisions on which track card to turn were compared").isPositive();
    }

    /**
     * The twin test for every bot the variant registers, the searches at a tiny budget (a playout of
     * this variant is a whole long game), so that a new one is held to its view as soon as it has a name.
     */
    @Test
    void theIsmctsDecidesFromItsViewOnly() {
        java.util.List<Bot<NineteenthState, NineteenthMove>> bots = NineteenthBots.roster(GAME).every(2);
        NineteenthHeuristicBot bot = new NineteenthHeuristicBot(GAME);
        SplittableRandom rng = new SplittableRandom(8);
        NineteenthState s = GAME.newGame(GAME.randomDeal(3, new SplittableRandom(7)));
        int compared = 0;
        for (int step = 0; compared < 4 && !s.isOver(); step++) {
            if (s.isChanceNode()) {
                s = GAME.applyLegal(s, GAME.sampleChance(s, rng));
                continue;
            }
            int seat = s.currentPlayer();
            NineteenthState twin = step % 7 == 3 && GAME.legalMoves(s).size() > 1 ? reordered(s, rng) : null;
            if (twin != null) {
                for (Bot<NineteenthState, NineteenthMove> search : bots) {
                    NineteenthMove mine = search.choose(HIDDEN.redact(s, seat), new SplittableRandom(step));
                    NineteenthMove theirs = search.choose(HIDDEN.redact(twin, seat), new SplittableRandom(step));
                    assertThat(theirs).as("%s at %s", search.name(), s).isEqualTo(mine);
                    assertThat(GAME.legalMoves(s)).contains(mine);
                }
                compared++;
            }
            s = GAME.applyLegal(s, bot.choose(HIDDEN.redact(s, seat), rng));
        }
        assertThat(compared).isEqualTo(4);
    }

    /** The position with the cards under each face-up card shuffled anew, or null when that changes nothing. */
    private static NineteenthState reordered(NineteenthState s, SplittableRandom rng) {
        if (s.script == null) return null;
        NineteenthState t = s.copy();
        t.script = s.script.clone();
        boolean changed = false;
        for (int d = 0; d < t.script.length; d++) {
            int[] order = t.script[d].clone();
            for (int i = order.length - 1; i > s.scriptAt[d]; i--) {
                int j = s.scriptAt[d] + rng.nextInt(i - s.scriptAt[d] + 1);
                int x = order[i];
                order[i] = order[j];
                order[j] = x;
            }
            if (!java.util.Arrays.equals(order, s.script[d])) changed = true;
            t.script[d] = order;
        }
        return changed ? t : null;
    }

    @Test
    void theArenaPlaysTheHeuristicAndTheSearchAndTheHeuristicBeatsRandomPlayers() throws InterruptedException {
        Game game = RuleSets.require(NineteenthCentury.ID).configure(Boards.unionPacific(), Map.of());
        Arena arena = RuleSets.arena(game).orElseThrow();
        arena.checkBot("heuristic");
        arena.checkBot("search:50ms");
        List<Tournament.Game> games = arena.play(List.of("heuristic", "random", "random"), 60, 3, 1, i -> { });
        double wins = 0;
        for (Tournament.Game g : games) for (int p = 0; p < 3; p++) if (g.seats().get(p).equals("heuristic")) wins += g.wins()[p];
        assertThat(wins / games.size()).as("the heuristic's win rate (a random seat's would be a third)").isGreaterThan(0.6);
        NineteenthState s = GAME.newGame(GAME.randomDeal(2, new SplittableRandom(6)));
        GameState end = arena.playOne(s, List.of("heuristic", "random"), 2, null);
        assertThat(end.isOver()).isTrue();
        // the search through the seam: a decision of the first investment, from heuristic playouts
        s = GAME.applyLegal(s, GAME.legalMoves(s).get(0));
        NineteenthMove m = NineteenthBots.create(GAME, "search:4").choose(HIDDEN.redact(s, 0), new SplittableRandom(1));
        assertThat(GAME.legalMoves(s)).contains(m);
    }
}
