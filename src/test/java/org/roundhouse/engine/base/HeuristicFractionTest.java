package org.roundhouse.engine.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;

/**
 * The heuristic's share of a dividend, worked out from the other seats' counts once a decision (#21, speed), is the
 * figure of counting every seat's shares again, for every company, count laid and seat, at every position of random
 * games of every player count, and so are the best share of the other seats taken at once and a train's gain; its Union Pacific payment
 * is the one the rules' table pays, a build's score from the sections' cities worked out once is the one from the
 * board's sections, and the use of each kind of track card worked out in one pass is the one of going over the
 * sections for that kind alone: so the heuristic plays the same games.
 */
class HeuristicFractionTest {
    private final BaseGame game = new BaseGame(Boards.unionPacific(), BaseOptions.standard());

    @Test
    void theShareOfADividendIsTheOneCountingEverySeatGives() {
        HeuristicBot bot = new HeuristicBot(game);
        int companies = game.board().companyCount();
        long compared = 0;
        long tiedOrSecond = 0;
        long bestOtherTiedOrSecond = 0;
        long builds = 0;
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
                        for (int mine = -1; mine <= 20; mine++) {
                            for (int twice = 0; twice < 2; twice++) {
                                assertThat(x.upPay(mine)).as("Union Pacific, %d laid, at %s", mine, s).isEqualTo(upPayByTable(x, row, mine));
                            }
                        }
                        for (int c = 0; c < companies; c++) {
                            int reach = s.played[x.p * x.k + c] + s.hand[x.p * x.k + c];
                            double others = 0;
                            for (int seat = 0; seat < players; seat++) {
                                if (seat != x.p) others = Math.max(others, fractionByCounting(x, c, reach, seat));
                            }
                            assertThat(x.trainGain(c)).as("a train of company %d at %s", c, s)
                                    .isEqualTo(x.remaining * (fractionByCounting(x, c, reach, x.p) - 0.5 * others));
                            for (int mine = 0; mine <= 9; mine++) {
                                double bestOther = 0;
                                for (int seat = 0; seat < players; seat++) {
                                    double counted = fractionByCounting(x, c, mine, seat);
                                    assertThat(x.fraction(c, mine, seat)).as("company %d, %d laid, seat %d at %s", c, mine, seat, s)
                                            .isEqualTo(counted);
                                    if (seat != x.p) bestOther = Math.max(bestOther, counted);
                                    if (counted > 0 && counted != 1.0 && counted != 1.5) tiedOrSecond++;
                                    compared++;
                                }
                                assertThat(x.bestOtherFraction(c, mine)).as("company %d, %d laid, the best other seat at %s", c, mine, s)
                                        .isEqualTo(bestOther);
                                if (bestOther > 0 && bestOther != 1.0 && bestOther != 1.5) bestOtherTiedOrSecond++;
                            }
                        }
                        if (s.phase == Phase.ACTION) {
                            int[] codes = new int[game.maxBuilds()];
                            int count = game.collectBuilds(s, codes);
                            for (int i = 0; i < count; i++) {
                                int card = codes[i] & 0xF;
                                int c = (codes[i] >>> 4) & 0xF;
                                int section = codes[i] >>> 8;
                                assertThat(x.build(card, c, section)).as("build %d on %d for %d at %s", card, section, c, s)
                                        .isEqualTo(buildBySection(x, card, c, section));
                                builds++;
                            }
                        }
                    }
                    s = game.applyLegal(s, random.next(s));
                }
            }
        }
        assertThat(compared).isGreaterThan(1_000_000);
        assertThat(tiedOrSecond).as("ties and second places among the cases").isGreaterThan(10_000);
        assertThat(bestOtherTiedOrSecond).as("ties and second places of the best other seat").isGreaterThan(1_000);
        assertThat(builds).as("builds judged").isGreaterThan(100_000);
    }

    /** The Union Pacific payment as the rules pay it, every seat's holding in a row, as the heuristic worked it out before. */
    private static double upPayByTable(GreedyBaseBot.Judge x, int[] row, int mine) {
        int[] holdings = new int[x.n];
        for (int q = 0; q < x.n; q++) holdings[q] = q == x.p ? mine : x.s.played[q * x.k + x.companies];
        return org.roundhouse.engine.Dividends.tablePayout(row, holdings)[x.p];
    }

    /** A build's score from the board's section, as the heuristic worked it out before. */
    private static double buildBySection(GreedyBaseBot.Judge x, int card, int c, int section) {
        org.roundhouse.board.Section sec = x.s.board.section(section);
        boolean newCity = (x.s.reach[c] & (1L << sec.cityA())) == 0 || (x.s.reach[c] & (1L << sec.cityB())) == 0;
        double v = 1.5 + x.trainGain(c) + (newCity ? 0.2 : 0);
        if (card == x.s.board.wildKind()) v -= 0.8;
        return v;
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
