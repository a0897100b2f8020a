package org.roundhouse.engine.nineteenth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.SeatFact;

/**
 * The variant's own facts for the learned evaluator: named as the rule set names them, the same for
 * every viewer (they lie open), never all zero, moved by the share prices, and the next scoring's
 * pay is what the scoring round pays.
 */
class NineteenthSeatFactsTest {
    private static final NineteenthCentury GAME = new NineteenthCentury(Boards.unionPacific(), NineteenthOptions.DEFAULT);

    /** The positions of a game of four {@code heuristic2}, chance nodes included. */
    private static List<NineteenthState> game(long seed) {
        NineteenthHeuristic2Bot bot = new NineteenthHeuristic2Bot(GAME);
        SplittableRandom rng = new SplittableRandom(seed);
        NineteenthState s = GAME.newGame(GAME.randomDeal(4, new SplittableRandom(seed)));
        List<NineteenthState> positions = new java.util.ArrayList<>();
        while (!s.isOver()) {
            positions.add(s);
            s = GAME.applyLegal(s, s.isChanceNode() ? GAME.sampleChance(s, rng) : bot.choose(s, rng));
        }
        positions.add(s);
        return positions;
    }

    private static double[] values(PositionFacts f, String name) {
        for (SeatFact fact : f.seatFacts) if (fact.name().equals(name)) return fact.values();
        throw new AssertionError("no fact " + name);
    }

    @Test
    void everyPositionGivesTheNamedFactsForEverySeatTheSameForEveryViewerAndNoneIsAlwaysZero() {
        assertThat(NineteenthRuleSet.INSTANCE.seatFactNames()).isEqualTo(NineteenthSeatFacts.NAMES).hasSize(12);
        boolean[] nonZero = new boolean[NineteenthSeatFacts.NAMES.size()];
        List<NineteenthState> positions = new java.util.ArrayList<>();
        for (long seed = 1; seed <= 3; seed++) positions.addAll(game(seed));
        for (NineteenthState s : positions) {
            PositionFacts all = GAME.facts(s, PositionFacts.ALL_SEEING);
            assertThat(all.seatFacts.stream().map(SeatFact::name).toList()).isEqualTo(NineteenthSeatFacts.NAMES);
            for (int i = 0; i < nonZero.length; i++) {
                double[] v = all.seatFacts.get(i).values();
                assertThat(v).hasSize(4);
                for (double x : v) {
                    assertThat(x).isFinite().isBetween(-40.0, 40.0);
                    nonZero[i] |= x != 0;
                }
            }
            for (int seat = 0; seat < 4; seat++) {
                PositionFacts view = GAME.facts(s, seat);
                for (int i = 0; i < nonZero.length; i++) assertThat(view.seatFacts.get(i).values()).isEqualTo(all.seatFacts.get(i).values());
            }
        }
        assertThat(positions.size()).isGreaterThan(100);
        assertThat(nonZero).containsOnly(true);
    }

    @Test
    void theNextScoringsPayIsWhatTheScoringRoundPays() {
        int scorings = 0;
        for (long seed = 1; seed <= 3; seed++) {
            for (NineteenthState s : game(seed)) {
                if (!s.isChanceNode()) continue;
                for (Outcome<NineteenthMove> o : GAME.chanceOutcomes(s)) {
                    if (!(o.move() instanceof NineteenthMove.Reveal r) || r.card() != NineteenthMove.DIVIDEND) continue;
                    NineteenthState after = GAME.applyLegal(s, o.move());
                    assertThat(after.dividendsPaid()).isEqualTo(s.dividendsPaid() + 1);
                    double[] pay = NineteenthSeatFacts.scoringPay(s);
                    for (int q = 0; q < 4; q++) assertThat(after.cash(q) - s.cash(q)).as("seat %d", q).isEqualTo((int) pay[q]);
                    scorings++;
                }
            }
        }
        assertThat(scorings).isGreaterThan(10);
    }

    /**
     * A company's share price is its trains on the map: two more trains raise what its holders' shares fetch, nobody
     * else's, and the lead of its largest holder.
     */
    @Test
    void twoPositionsDifferingInASharePriceGiveDifferentFacts() {
        NineteenthState s = null;
        int company = -1;
        int holder = -1;
        for (NineteenthState p : game(4)) {
            if (p.isChanceNode() || p.dividendsPaid() < 2) continue;
            for (int c = 0; c < GAME.board().unionPacific() && company < 0; c++) {
                for (int q = 0; q < 4; q++) {
                    boolean most = p.shares(q, c) > 0;
                    for (int r = 0; r < 4; r++) most &= r == q || p.shares(r, c) < p.shares(q, c);
                    if (most && p.trainsLeft(c) >= 2) {
                        company = c;
                        holder = q;
                    }
                }
            }
            if (company >= 0) {
                s = p;
                break;
            }
        }
        assertThat(s).isNotNull();
        NineteenthState dearer = s.copy();
        dearer.placed = s.placed.clone();
        dearer.placed[company] += 2;
        assertThat(dearer.price(company)).isEqualTo(s.price(company) + 2);
        PositionFacts before = GAME.facts(s, PositionFacts.ALL_SEEING);
        PositionFacts after = GAME.facts(dearer, PositionFacts.ALL_SEEING);
        for (int q = 0; q < 4; q++) {
            double rise = 2.0 * s.shares(q, company) / 50;
            assertThat(values(after, "sale_value")[q]).isCloseTo(values(before, "sale_value")[q] + rise, within(1e-9));
        }
        assertThat(values(after, "market_lead")[holder]).isGreaterThan(values(before, "market_lead")[holder]);
        assertThat(values(after, "worth_lead")[holder]).isGreaterThan(values(before, "worth_lead")[holder]);
    }
}
