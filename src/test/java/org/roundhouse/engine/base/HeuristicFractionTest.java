package org.roundhouse.engine.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;

/**
 * The heuristic's share of a dividend, worked out from the other seats' counts once a decision (#21, speed), is the
 * figure of counting every seat's shares again, for every company, count laid and seat, at every position of random
 * games of every player count, its Union Pacific payment kept a decision is the one worked out afresh, and the use of each kind of track card
 * worked out in one pass is the one of going over the sections for that kind alone: so the
 * heuristic plays the same games.
 */
class HeuristicFractionTest {
    private final BaseGame game = new BaseGame(Boards.unionPacific(), BaseOptions.standard());

    @Test
    void theShareOfADividendIsTheOneCountingEverySeatGives() {
        HeuristicBot bot = new HeuristicBot(game);
        int companies = game.board().companyCount();
        long compared = 0;
        long tiedOrSecond = 0;
        for (int players = 2; players <= 6; players++) {
            for (long seed = 1; seed <= 12; seed++) {
                BaseState s = game.newGame(game.randomSetup(players, new SplittableRandom(seed * 31 + players)));
                RandomPlayer random = new RandomPlayer(game, seed);
                while (!s.isOver()) {
                    if (!s.isChanceNode()) {
                        HeuristicBot.Context x = bot.new Context(s);
                        for (int kind = -1; kind <= game.board().trackCardKinds(); kind++) {
                            assertThat(x.usefulness(kind)).as("track kind %d at %s", kind, s).isEqualTo(usefulnessOfOneKind(x, kind));
                        }
                        int[] row = game.unionPacificRow(Math.min(s.dividendsPaid + 1, game.lastDividend(players)), players);
                        for (int mine = 0; mine <= 20; mine++) {
                            for (int twice = 0; twice < 2; twice++) {
                                assertThat(x.upPay(mine)).as("Union Pacific, %d laid, at %s", mine, s).isEqualTo(x.upPay(row, mine));
                            }
                        }
                        for (int c = 0; c < companies; c++) {
                            for (int mine = 0; mine <= 9; mine++) {
                                for (int seat = 0; seat < players; seat++) {
                                    double counted = fractionByCounting(x, c, mine, seat);
                                    assertThat(x.fraction(c, mine, seat)).as("company %d, %d laid, seat %d at %s", c, mine, seat, s)
                                            .isEqualTo(counted);
                                    if (counted > 0 && counted != 1.0 && counted != 1.5) tiedOrSecond++;
                                    compared++;
                                }
                            }
                        }
                    }
                    s = game.applyLegal(s, random.next(s));
                }
            }
        }
        assertThat(compared).isGreaterThan(1_000_000);
        assertThat(tiedOrSecond).as("ties and second places among the cases").isGreaterThan(10_000);
    }

    /** The share of a dividend by counting every seat's shares again, as the heuristic worked it out before. */
    private static double fractionByCounting(GreedyBaseBot.Judge x, int c, int mine, int seat) {
        int best = 0;
        int bestCount = 0;
        int second = 0;
        int secondCount = 0;
        for (int q = 0; q < x.n; q++) {
            int h = q == x.p ? mine : x.s.played[q * x.k + c];
            if (h > best) {
                second = best;
                secondCount = bestCount;
                best = h;
                bestCount = 1;
            } else if (h == best && h > 0) {
                bestCount++;
            } else if (h > second) {
                second = h;
                secondCount = 1;
            } else if (h == second && h > 0) {
                secondCount++;
            }
        }
        int h = seat == x.p ? mine : x.s.played[seat * x.k + c];
        if (h == 0) return 0;
        if (h == best) {
            if (bestCount > 1 || second == 0) return 1.5 / bestCount;
            return 1.0;
        }
        if (h == second && bestCount == 1) return 0.5 / secondCount;
        return 0;
    }

    /** The use of one kind of track card by going over every section for that kind alone, as it was worked out before. */
    private static double usefulnessOfOneKind(GreedyBaseBot.Judge x, int kind) {
        if (kind < 0) return 0;
        if (kind == x.s.board.wildKind()) return 100;
        double u = 0;
        for (int c = 0; c < x.companies; c++) {
            double g = x.trainGain(c);
            if (g <= 0) continue;
            for (int sec : x.s.buildableSections(c)) {
                if (x.s.board.section(sec).trackType() == kind) u += g;
            }
        }
        return u;
    }
}
