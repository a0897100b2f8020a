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
                            assertThat(x.usefulness(kind)).as("track kind %d at %s", kind, s).isEqualTo(x.usefulnessOfOneKind(kind));
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
                                    double counted = x.fractionByCounting(c, mine, seat);
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
}
