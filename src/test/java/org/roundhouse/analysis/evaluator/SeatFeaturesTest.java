package org.roundhouse.analysis.evaluator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.base.BaseHidden;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.registry.RuleSets;

/**
 * The hands' features count the shares held, the public ones read nothing hidden, the rows are
 * staged, and a rule set's own facts are read after the shared ones (the other rule sets read
 * exactly the shared ones).
 */
class SeatFeaturesTest {
    private static final Board BOARD = Boards.unionPacific();

    /** Three seats; seat 0 has laid two shares of company 0, seat 1 one, and seat 1 holds two more in hand. */
    private static PositionFacts facts(int[][] hand, int[] pendingInitial) {
        PositionFacts.Builder b = new PositionFacts.Builder(BOARD, 3, PositionFacts.ALL_SEEING);
        int k = b.companies;
        b.cash = new int[] {10, 10, 10};
        b.played = new int[3][k];
        b.played[0][0] = 2;
        b.played[1][0] = 1;
        b.hand = hand;
        b.pendingInitial = pendingInitial;
        b.value = new int[k];
        b.value[0] = 6;
        b.trainsLeft = new int[k];
        b.trainsLeft[0] = 5;
        b.majoritiesFromPlayed();
        return b.build();
    }

    @Test
    void sharesInHandAndTheFaceDownFirstInvestmentCountAsHeldAndTurnTheMajority() {
        int k = BOARD.companyCount() + 1;
        int[][] hand = new int[3][k];
        hand[1][0] = 1;
        PositionFacts f = facts(hand, new int[] {-1, 0, 3});
        int[][] held = SeatFeatures.held(f);
        assertThat(held[0][0]).isEqualTo(2);
        assertThat(held[1][0]).isEqualTo(3);
        assertThat(held[2][3]).isEqualTo(1);

        SeatFeatures.Majorities laid = SeatFeatures.Majorities.of(f, f.played, 1);
        SeatFeatures.Majorities kept = SeatFeatures.Majorities.of(f, held, 1);
        assertThat(laid.primaries()).isZero();
        assertThat(laid.secondaries()).isEqualTo(1);
        assertThat(kept.primaries()).isEqualTo(1);
        assertThat(kept.primaryValue()).isEqualTo(6);
        assertThat(kept.growth()).isEqualTo(5);
        assertThat(SeatFeatures.Majorities.of(f, held, 0).primaries()).isZero();
    }

    @Test
    void aHiddenHandCountsAsEmpty() {
        int k = BOARD.companyCount() + 1;
        int[][] hand = new int[3][];
        hand[0] = new int[k];
        PositionFacts f = facts(hand, new int[] {-1, PositionFacts.UNKNOWN, -1});
        assertThat(SeatFeatures.held(f)[1]).isEqualTo(f.played[1]);
    }

    @Test
    void thePublicFeaturesAreTheSameWhateverTheOthersHoldAndTheHandsOnesAreNot() throws Exception {
        Game game = RuleSets.base().configure(BOARD, Map.of());
        var samples = SelfPlay.play(game, List.of("heuristic", "heuristic", "heuristic", "heuristic"), 1, 3, 15, 1, null);
        BaseHidden hidden = new BaseHidden();
        SplittableRandom rng = new SplittableRandom(5);
        int differed = 0;
        for (SelfPlay.Sample s : samples) {
            BaseState twin = hidden.determinize(hidden.redact((BaseState) s.position(), 0), 0, rng);
            double[][] pub = SeatFeatures.of(game, s.position(), SeatFeatures.PUBLIC);
            double[][] all = SeatFeatures.of(game, s.position(), SeatFeatures.ALL_SEEING);
            assertThat(SeatFeatures.of(game, twin, SeatFeatures.PUBLIC)).isDeepEqualTo(pub);
            if (!java.util.Arrays.deepEquals(SeatFeatures.of(game, twin, SeatFeatures.ALL_SEEING), all)) differed++;
            for (double[] row : all) assertThat(row).hasSize(SeatFeatures.ALL_SEEING.size());
            for (double[] row : pub) assertThat(row).hasSize(SeatFeatures.PUBLIC.size());
        }
        assertThat(differed).isGreaterThan(samples.size() / 2);
    }

    @Test
    void eachFactIsRepeatedInTheBlockOfItsStageOnly() throws Exception {
        Game game = RuleSets.base().configure(BOARD, Map.of());
        var samples = SelfPlay.play(game, List.of("heuristic", "heuristic", "heuristic"), 1, 4, 1, 1, null);
        int facts = SeatFeatures.PUBLIC.size() / (SeatFeatures.STAGES + 1);
        boolean[] seen = new boolean[SeatFeatures.STAGES];
        for (SelfPlay.Sample s : samples) {
            double[] row = SeatFeatures.of(game, s.position(), SeatFeatures.PUBLIC)[0];
            int stage = SeatFeatures.stage(row[0]);
            seen[stage] = true;
            for (int k = 0; k < SeatFeatures.STAGES; k++) {
                for (int i = 0; i < facts; i++) {
                    assertThat(row[facts * (k + 1) + i]).isEqualTo(k == stage ? row[i] : 0);
                }
            }
        }
        assertThat(seen).containsOnly(true);
        assertThat(SeatFeatures.PUBLIC.get(facts)).isEqualTo("progress@0");
        assertThatThrownBy(() -> SeatFeatures.of(game, samples.get(0).position(), List.of("progress")))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theRuleSetsWithoutFactsOfTheirOwnReadExactlyTheSharedFeatures() {
        for (String id : List.of("base", "up-for-two", "stripped-down")) {
            RuleSet rules = RuleSets.require(id);
            assertThat(rules.seatFactNames()).as(id).isEmpty();
            assertThat(SeatFeatures.allSeeing(rules)).as(id).isSameAs(SeatFeatures.ALL_SEEING);
            assertThat(SeatFeatures.publicOf(rules)).as(id).isSameAs(SeatFeatures.PUBLIC);
        }
        assertThat(SeatFeatures.ALL_SEEING).hasSize(230).startsWith("progress", "cash_lead").endsWith("grown_log_chance@3");
        assertThat(SeatFeatures.PUBLIC).hasSize(150).endsWith("next_payout_lead_x_progress@3");
    }

    /** The nineteenth-century variant's facts come after the shared ones, in the row and in its stage's block, as the position gives them. */
    @Test
    void aRuleSetsOwnFactsAreReadAfterTheSharedOnesAndStaged() throws Exception {
        RuleSet rules = RuleSets.require("nineteenth-century");
        Game game = rules.configure(BOARD, Map.of());
        List<String> own = rules.seatFactNames();
        assertThat(own).contains("worth_lead", "market_lead", "scoring_pay_lead");
        int shared = SeatFeatures.ALL_SEEING.size() / (SeatFeatures.STAGES + 1);
        int facts = shared + own.size();
        List<String> names = SeatFeatures.allSeeing(rules);
        assertThat(names).hasSize(facts * (SeatFeatures.STAGES + 1));
        assertThat(names.subList(0, shared)).isEqualTo(SeatFeatures.ALL_SEEING.subList(0, shared));
        assertThat(names.subList(shared, facts)).isEqualTo(own);
        assertThat(names.get(facts)).isEqualTo("progress@0");
        assertThat(names.get(facts * 4 + shared)).isEqualTo(own.get(0) + "@3");
        int publicShared = SeatFeatures.PUBLIC.size() / (SeatFeatures.STAGES + 1);
        assertThat(SeatFeatures.publicOf(rules).subList(publicShared, publicShared + own.size())).isEqualTo(own);

        var samples = SelfPlay.play(game, List.of("heuristic2", "heuristic2", "heuristic2", "heuristic2"), 1, 3, 5, 1, null);
        int nonZero = 0;
        for (SelfPlay.Sample sample : samples) {
            PositionFacts f = game.facts(sample.position(), PositionFacts.ALL_SEEING);
            double[][] rows = SeatFeatures.of(game, sample.position(), names);
            double[][] sharedRows = SeatFeatures.of(game, sample.position(), SeatFeatures.ALL_SEEING);
            double[][] publicRows = SeatFeatures.of(game, sample.position(), SeatFeatures.publicOf(rules));
            for (int seat = 0; seat < rows.length; seat++) {
                double[] row = rows[seat];
                assertThat(row).hasSize(names.size());
                assertThat(java.util.Arrays.copyOf(row, shared)).isEqualTo(java.util.Arrays.copyOf(sharedRows[seat], shared));
                int stage = SeatFeatures.stage(row[0]);
                for (int i = 0; i < own.size(); i++) {
                    double value = f.seatFacts.get(i).of(seat);
                    assertThat(row[shared + i]).isEqualTo(value);
                    assertThat(row[facts * (stage + 1) + shared + i]).isEqualTo(value);
                    assertThat(publicRows[seat][publicShared + i]).isEqualTo(value);
                    if (value != 0) nonZero++;
                }
            }
        }
        assertThat(nonZero).isGreaterThan(samples.size() * 4);
        assertThatThrownBy(() -> SeatFeatures.of(RuleSets.base().configure(BOARD, Map.of()), samples.get(0).position(), names))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aRuleSetsFactNamedAsASharedOneOrTwiceIsRefused() {
        assertThatThrownBy(() -> SeatFeatures.allSeeing(ruleSetWithFacts(List.of("worth", "cash_lead"))))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("'cash_lead'");
        assertThatThrownBy(() -> SeatFeatures.publicOf(ruleSetWithFacts(List.of("worth", "worth"))))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("'worth'");
        assertThat(SeatFeatures.publicOf(ruleSetWithFacts(List.of("worth")))).contains("worth", "worth@2");
    }

    private static RuleSet ruleSetWithFacts(List<String> names) {
        return new RuleSet() {
            @Override
            public String id() {
                return "with-facts";
            }

            @Override
            public String title() {
                return "With facts";
            }

            @Override
            public List<org.roundhouse.engine.RuleOption> options() {
                return List.of();
            }

            @Override
            public Game configure(Board board, Map<String, String> options, org.roundhouse.engine.RecipeBook recipes) {
                throw new UnsupportedOperationException();
            }

            @Override
            public List<String> seatFactNames() {
                return names;
            }
        };
    }
}
