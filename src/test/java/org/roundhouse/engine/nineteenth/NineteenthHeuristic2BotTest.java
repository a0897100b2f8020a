package org.roundhouse.engine.nineteenth;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.bots.RandomBot;

/**
 * The stronger heuristic of the nineteenth-century variant ({@code heuristic2}): it decides from its
 * view only, plays only legal steps over every player count and option, and does not churn Union
 * Pacific shares, which today's heuristic does.
 */
class NineteenthHeuristic2BotTest {
    private static final NineteenthCentury GAME = new NineteenthCentury(Boards.unionPacific(), NineteenthOptions.DEFAULT);
    private static final NineteenthHidden HIDDEN = new NineteenthHidden();
    private static final int UP = GAME.board().unionPacific();

    @Test
    void theRosterHandsItOutByNameAndTheOldHeuristicKeepsItsName() {
        assertThat(NineteenthBots.create(GAME, "heuristic2")).isInstanceOf(NineteenthHeuristic2Bot.class);
        assertThat(NineteenthBots.create(GAME, "heuristic")).isInstanceOf(NineteenthHeuristicBot.class);
        assertThat(NineteenthBots.create(GAME, "heuristic2").name()).isEqualTo("heuristic2");
    }

    /** Two positions that differ only in the track decks' order under the face-up cards get the same step. */
    @Test
    void itDecidesFromItsViewOnly() {
        NineteenthHeuristic2Bot bot = new NineteenthHeuristic2Bot(GAME);
        RandomBot<NineteenthState, NineteenthMove> random = new RandomBot<>(GAME);
        SplittableRandom rng = new SplittableRandom(5);
        int compared = 0;
        for (int g = 0; g < 4; g++) {
            NineteenthState s = GAME.newGame(GAME.randomDeal(2 + g % 3, new SplittableRandom(200 + g)));
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
                }
                s = GAME.applyLegal(s, (compared % 2 == 0 ? bot : random).choose(HIDDEN.redact(s, s.currentPlayer()), rng));
            }
        }
        assertThat(compared).isGreaterThan(100);
    }

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

    /** Whole games, every step checked against the true state's legal steps, over the player counts and the options. */
    @Test
    void itPlaysOnlyLegalStepsOverPlayerCountsAndOptions() {
        // each with an idle end (DEFAULT's ten rounds in a row, or IdleRoundEnds): without one a game in which nobody will build never ends
        List<NineteenthOptions> options = List.of(NineteenthOptions.DEFAULT, new NineteenthOptions(true, true, false, true, true),
                new NineteenthOptions(false, true, true, true, false));
        int games = 0;
        for (int players = NineteenthCentury.MIN_PLAYERS; players <= NineteenthCentury.MAX_PLAYERS; players++) {
            NineteenthCentury game = new NineteenthCentury(Boards.unionPacific(), options.get(players % options.size()));
            Bot<NineteenthState, NineteenthMove> strong = new NineteenthHeuristic2Bot(game);
            Bot<NineteenthState, NineteenthMove> old = new NineteenthHeuristicBot(game);
            SplittableRandom rng = new SplittableRandom(players);
            NineteenthState s = game.newGame(game.randomDeal(players, rng));
            int decisions = 0;
            while (!s.isOver()) {
                assertThat(decisions).as("%d players: the game goes on", players).isLessThan(20_000);
                NineteenthMove m;
                if (s.isChanceNode()) {
                    m = game.sampleChance(s, rng);
                } else {
                    int seat = s.currentPlayer();
                    m = (seat % 2 == 0 ? strong : old).choose(HIDDEN.redact(s, seat), new SplittableRandom(Match.mix(players, decisions++)));
                    assertThat(game.legalMoves(s)).as("%d players at %s", players, s).contains(m);
                }
                s = game.applyLegal(s, m);
            }
            games++;
        }
        assertThat(games).isEqualTo(NineteenthCentury.MAX_PLAYERS - NineteenthCentury.MIN_PLAYERS + 1);
    }

    /** Seat 0 at the start of its turn, $40M in hand; the three others hold {@code othersUp} Union Pacific shares, seat 0 {@code mineUp}. */
    private static NineteenthState unionPacificBoom(int othersUp, int mineUp) {
        NineteenthState s = GAME.newGame(GAME.randomDeal(4, new SplittableRandom(7)));
        s = GAME.applyLegal(s, new NineteenthMove.Begin(0)).copy();
        s.cash[0] = 40;
        for (int q = 1; q < 4; q++) {
            s.held[q][UP] += othersUp / 3;
            s.inCompany[UP] -= othersUp / 3;
        }
        s.held[0][UP] += mineUp;
        s.inCompany[UP] -= mineUp;
        return s;
    }

    /**
     * Holding three Union Pacific shares, with nine more out (price $13M) and a poor treasury, a share
     * bought now is only worth selling on to a later buyer.
     */
    @Test
    void itDoesNotBuyIntoAUnionPacificBoom() {
        NineteenthState s = unionPacificBoom(9, 3);
        NineteenthMove buy = new NineteenthMove.Buy(0, UP, false, 1, false);
        NineteenthMove done = new NineteenthMove.Done(0);
        assertThat(GAME.legalMoves(s)).contains(buy, done);
        assertThat(new NineteenthHeuristic2Bot(GAME).score(s, buy)).isLessThan(new NineteenthHeuristic2Bot(GAME).score(s, done));
        // today's heuristic rates the buy above ending the phase
        assertThat(new NineteenthHeuristicBot(GAME).score(s, buy)).isGreaterThan(new NineteenthHeuristicBot(GAME).score(s, done));
    }

    /** Holding three shares after the others bought nine, it sells into the rise (its first choice), before the others sell. */
    @Test
    void itSellsIntoTheOthersBuying() {
        NineteenthState s = unionPacificBoom(9, 3);
        assertThat(new NineteenthHeuristic2Bot(GAME).choose(s, new SplittableRandom(1))).isEqualTo(new NineteenthMove.Sell(0, UP, 3, false));
        assertThat(new NineteenthHeuristicBot(GAME).choose(s, new SplittableRandom(1))).isNotEqualTo(new NineteenthMove.Sell(0, UP, 3, false));
    }

    /** Union Pacific trades (buys and sells of its shares by players) in games of four bots of one kind. */
    private static int unionPacificTrades(Bot<NineteenthState, NineteenthMove> bot, long seed) {
        NineteenthState start = GAME.newGame(GAME.randomDeal(4, new SplittableRandom(seed)));
        int[] trades = {0};
        Match.play(GAME, HIDDEN, start, List.of(bot, bot, bot, bot), seed, (m, after) -> {
            if (m instanceof NineteenthMove.Buy b && b.company() == UP || m instanceof NineteenthMove.Sell x && x.company() == UP) trades[0]++;
        });
        return trades[0];
    }

    @Test
    void fourOfItTradeUnionPacificAFewTimesAGameWhereTodaysHeuristicChurns() {
        int strong = 0;
        int old = 0;
        for (long seed = 3; seed <= 4; seed++) {
            strong += unionPacificTrades(new NineteenthHeuristic2Bot(GAME), seed);
            old += unionPacificTrades(new NineteenthHeuristicBot(GAME), seed);
        }
        assertThat(strong).as("heuristic2's Union Pacific trades in 2 games").isLessThan(20);
        assertThat(old).as("today's heuristic's").isGreaterThan(60);
    }
}
