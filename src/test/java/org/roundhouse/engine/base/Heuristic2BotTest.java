package org.roundhouse.engine.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.Match;

/** {@code heuristic2} plays whole games legally and judges majorities, Union Pacific and its wild cards better than {@code heuristic}. */
class Heuristic2BotTest extends GreedyBotContract {
    Heuristic2BotTest() {
        super("heuristic2", Heuristic2Bot::new, "heuristic", HeuristicBot::new, 3);
    }

    /** Its own decisions over whole four-player games: every exchange, discard and pass it made. */
    @Test
    void itNeverGivesAUnionPacificShareForOneAndNeverThrowsAWildCardAway() {
        int up = game.board().unionPacific();
        int wild = game.board().wildKind();
        int[] exchangesWithUnionPacificInHand = {0};
        int[] discardsWithWildInHand = {0};
        for (long seed = 1; seed <= 20; seed++) {
            List<Bot<BaseState, BaseMove>> seats = List.of(new Heuristic2Bot(game), new HeuristicBot(game), new Heuristic2Bot(game),
                    new HeuristicBot(game));
            BaseState start = game.newGame(game.randomSetup(4, new SplittableRandom(seed)));
            BaseState[] before = {start};
            Match.play(game, hidden, start, seats, seed, (m, s) -> {
                BaseState b = before[0];
                before[0] = s;
                if (m.isChance() || m.player() % 2 != 0) return;
                if (m instanceof BaseMove.Exchange e) {
                    if (b.handShares(m.player(), up) > 0) exchangesWithUnionPacificInHand[0]++;
                    assertThat(e.company()).as("exchange at %s", b).isNotEqualTo(up);
                }
                if (m instanceof BaseMove.Discard d) {
                    int kinds = 0;
                    for (int kind = 0; kind < b.board().trackCardKinds(); kind++) if (b.trackCards(m.player(), kind) > 0) kinds++;
                    if (b.trackCards(m.player(), wild) > 0 && kinds > 1) {
                        discardsWithWildInHand[0]++;
                        assertThat(d.card()).as("discard at %s", b).isNotEqualTo(wild);
                    }
                }
            });
        }
        assertThat(exchangesWithUnionPacificInHand[0]).isPositive();
        assertThat(discardsWithWildInHand[0]).isPositive();
    }

    @Test
    void itScoresAUnionPacificShareForAUnionPacificShareBelowKeeping() {
        BaseState s = position(4, 3);
        while (s.phase != Phase.EXCHANGE || s.handShares(s.current, game.board().unionPacific()) == 0) {
            s = game.applyLegal(s, new RandomPlayer(game, s.turn).next(s));
            if (s.isOver()) throw new AssertionError("no exchange with a Union Pacific share in hand");
        }
        Heuristic2Bot bot = new Heuristic2Bot(game);
        BaseState view = hidden.redact(s, s.current);
        assertThat(bot.score(view, new BaseMove.Exchange(s.current, game.board().unionPacific())))
                .isLessThan(bot.score(view, BaseMove.Exchange.keep(s.current)));
    }

    /**
     * A hand of four KCC against another seat's two laid, with a dividend card among the next four cards: heuristic2
     * lays three or more (the majority, which the others cannot take before the dividend if it comes at once), where
     * today's heuristic builds and leaves the majority to the other seat.
     */
    @Test
    void itLaysEnoughSharesToTakeAMajorityWhenADividendIsNear() {
        BaseState s = majorityFight(4, 2, 3);
        int kcc = Scenario.company("KCC");
        BaseMove mine = new Heuristic2Bot(game).choose(hidden.redact(s, s.current), new SplittableRandom(1));
        assertThat(mine).isInstanceOfSatisfying(BaseMove.Invest.class, i -> {
            assertThat(i.company()).isEqualTo(kcc);
            assertThat(i.isPair()).isFalse();
            assertThat(i.count()).isGreaterThanOrEqualTo(3);
        });
        BaseMove old = new HeuristicBot(game).choose(hidden.redact(s, s.current), new SplittableRandom(1));
        assertThat(old).isNotInstanceOf(BaseMove.Invest.class);
        // with the dividend far off it keeps its cards in hand, unseen by the others
        BaseState far = majorityFight(4, 2, 40);
        assertThat(new Heuristic2Bot(game).choose(hidden.redact(far, far.current), new SplittableRandom(1)))
                .isNotInstanceOf(BaseMove.Invest.class);
    }

    /** A position of a random four-player game at an action after turn 20, with the seat's shares, a rival's laid KCC and the top stack set. */
    private BaseState majorityFight(int inHand, int rivalLaid, int sharesAboveDividend) {
        BaseState t = position(4, 3).copy();
        int p = t.current;
        int k = t.k;
        int kcc = Scenario.company("KCC");
        Arrays.fill(t.hand, p * k, p * k + k, 0);
        for (int q = 0; q < t.n; q++) t.played[q * k + kcc] = 0;
        t.hand[p * k + kcc] = inHand;
        t.played[((p + 1) % t.n) * k + kcc] = rivalLaid;
        t.stackShares[t.stack] = sharesAboveDividend;
        t.stackDividends[t.stack] = 1;
        return t;
    }

    private BaseState position(int players, long seed) {
        BaseState s = game.newGame(game.randomSetup(players, new SplittableRandom(seed)));
        RandomPlayer r = new RandomPlayer(game, 1);
        while (!(s.phase == Phase.ACTION && s.turn >= 20)) s = game.applyLegal(s, r.next(s));
        return s;
    }
}
