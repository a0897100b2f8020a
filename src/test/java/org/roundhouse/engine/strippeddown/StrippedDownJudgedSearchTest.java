package org.roundhouse.engine.strippeddown;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.TypedRuleSet;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.IsmctsBot;
import org.roundhouse.engine.bots.LeafJudge;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.bots.Reward;
import org.roundhouse.engine.bots.Roster;
import org.roundhouse.engine.registry.RuleSets;

/**
 * {@code ismcts-eval2}: the stripped-down variant's tree over {@code heuristic2}, unanchored, its
 * playouts judged a turn on by the evaluator learned from {@code heuristic2}'s games
 * ({@code stripped-down-heuristic2.json}), not the rule set's own model.
 */
class StrippedDownJudgedSearchTest {
    private static final Game GAME = RuleSets.require("stripped-down").configure(StrippedDownRulesTest.BOARD, Map.of());
    @SuppressWarnings("unchecked")
    private static final StrippedDown TYPED = ((TypedRuleSet<StrippedDown>) RuleSets.require("stripped-down")).typed(GAME);
    private static final StrippedDownHidden HIDDEN = new StrippedDownHidden();
    private static final LeafJudge SHIPPED = LeafJudge.of(GAME).orElseThrow();
    private static final Roster<StrippedDownState, StrippedDownMove> ROSTER = StrippedDownBots.roster(TYPED, Optional.of(SHIPPED));

    @Test
    void theVariantShipsAModelOfHeuristic2sGamesAndOffersTheSearchJudgedByIt() {
        LeafJudge learned = SHIPPED.trainedOn("heuristic2").orElseThrow();
        assertThat(RuleSets.arena(GAME).orElseThrow().botNames()).contains("ismcts-eval2:N");
        // a different model: at the same positions it gives other chances, each seat's summing to one
        int differing = 0;
        for (StrippedDownState s : positions(4, 3)) {
            double[] a = SHIPPED.chances(s);
            double[] b = learned.chances(s);
            assertThat(java.util.Arrays.stream(b).sum()).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
            if (!java.util.Arrays.equals(a, b)) differing++;
        }
        assertThat(differing).isPositive();
        // the rule sets that ship no such model do not offer the name; the nineteenth century ships one too
        for (String other : List.of("base", "up-for-two")) {
            Game game = RuleSets.require(other).configure(StrippedDownRulesTest.BOARD, Map.of());
            assertThat(LeafJudge.of(game).orElseThrow().trainedOn("heuristic2")).as(other).isEmpty();
            assertThat(RuleSets.arena(game).orElseThrow().botNames()).as(other).doesNotContain("ismcts-eval2");
        }
        Game nineteenth = RuleSets.require("nineteenth-century").configure(StrippedDownRulesTest.BOARD, Map.of());
        assertThat(LeafJudge.of(nineteenth).orElseThrow().trainedOn("heuristic2")).isPresent();
        assertThat(RuleSets.arena(nineteenth).orElseThrow().botNames()).contains("ismcts-eval2:N");
        // without a judge the variant has no judged search at all
        assertThat(StrippedDownBots.roster(TYPED).names()).doesNotContain("ismcts-eval2");
    }

    /** The roster's name is the unanchored tree over heuristic2 judged by the learned model: the same iterations as one built by hand, not as one judged by the shipped model. */
    @Test
    void itIsTheTreeOverHeuristic2JudgedByTheModelOfHeuristic2sGames() {
        LeafJudge learned = SHIPPED.trainedOn("heuristic2").orElseThrow();
        int judgedOtherwise = 0;
        List<StrippedDownState> views = views(4, 5);
        for (int i = 0; i < 6; i++) {
            StrippedDownState view = views.get(i * views.size() / 6);
            var named = (IsmctsBot<StrippedDownState, StrippedDownMove>) ROSTER.create("ismcts-eval2:40");
            IsmctsBot<StrippedDownState, StrippedDownMove> byHand = byHand(learned);
            IsmctsBot<StrippedDownState, StrippedDownMove> byShipped = byHand(SHIPPED);
            assertThat(named.choose(view, new SplittableRandom(i))).isEqualTo(byHand.choose(view, new SplittableRandom(i)));
            assertThat(named.lastDecision()).isEqualTo(byHand.lastDecision());
            byShipped.choose(view, new SplittableRandom(i));
            if (!byShipped.lastDecision().equals(named.lastDecision())) judgedOtherwise++;
        }
        assertThat(judgedOtherwise).isPositive();
    }

    @Test
    void itDecidesTheSameOnOneAndTwoThreads() {
        List<StrippedDownState> views = views(4, 7);
        for (int i = 0; i < 5; i++) {
            StrippedDownState view = views.get(i * views.size() / 5);
            var one = (IsmctsBot<StrippedDownState, StrippedDownMove>) ROSTER.create("ismcts-eval2:32");
            var two = (IsmctsBot<StrippedDownState, StrippedDownMove>) ROSTER.create("ismcts-eval2:32:2t");
            assertThat(two.choose(view, new SplittableRandom(i))).isEqualTo(one.choose(view, new SplittableRandom(i)));
            assertThat(two.lastDecision()).isEqualTo(one.lastDecision());
            two.close();
        }
    }

    /** The twin test for the judged searches: the judge reads the determinization, never the true hands. */
    @Test
    void theJudgedSearchesDecideTheSameInPositionsTheSeatCannotTellApart() {
        int pairs = 0;
        int differing = 0;
        for (long g = 1; g <= 2; g++) {
            SplittableRandom rng = new SplittableRandom(g);
            StrippedDownState s = TYPED.newGame(TYPED.randomDeal(2 + 2 * (int) g, rng));
            Bot<StrippedDownState, StrippedDownMove> driver = ROSTER.create("heuristic2");
            int step = 0;
            while (!s.isOver()) {
                if (s.isChanceNode()) {
                    s = TYPED.applyLegal(s, TYPED.sampleChance(s, rng));
                    continue;
                }
                int seat = s.currentPlayer();
                if (step++ % 11 == 0 && TYPED.legalMoves(s).size() > 1) {
                    StrippedDownState twin = HIDDEN.determinize(HIDDEN.redact(s, seat), seat, new SplittableRandom(100 + step));
                    for (int q = 0; q < s.players(); q++) if (!java.util.Arrays.equals(twin.hand[q], s.hand[q])) differing++;
                    for (String name : List.of("ismcts-eval:6", "ismcts2-eval:6", "ismcts-eval2:6")) {
                        StrippedDownMove a = ROSTER.create(name).choose(HIDDEN.redact(s, seat), new SplittableRandom(step));
                        StrippedDownMove b = ROSTER.create(name).choose(HIDDEN.redact(twin, seat), new SplittableRandom(step));
                        assertThat(b).as("%s at %s", name, s).isEqualTo(a);
                    }
                    pairs++;
                }
                s = TYPED.applyLegal(s, driver.choose(HIDDEN.redact(s, seat), rng));
            }
        }
        assertThat(pairs).isGreaterThan(10);
        assertThat(differing).as("twins with other hands").isGreaterThan(pairs / 2);
    }

    private static IsmctsBot<StrippedDownState, StrippedDownMove> byHand(LeafJudge judge) {
        StrippedDownHeuristic2Bot h2 = new StrippedDownHeuristic2Bot(TYPED);
        return new IsmctsBot<>("by hand", TYPED, HIDDEN, StrippedDownBots.inPlace(TYPED), h2, h2, Reward.winShare(), 40, 0, 1,
                IsmctsBot.Settings.DEFAULT).judgedBy(judge, IsmctsBot.JUDGED_AFTER_TURNS);
    }

    /** Every position of a game of heuristic2 bots where the seat to act has a choice (all-seeing). */
    private static List<StrippedDownState> positions(int players, long seed) {
        List<StrippedDownState> out = new ArrayList<>();
        List<Bot<StrippedDownState, StrippedDownMove>> seats = new ArrayList<>();
        for (int p = 0; p < players; p++) seats.add(ROSTER.create("heuristic2"));
        Match.play(TYPED, HIDDEN, TYPED.newGame(TYPED.randomDeal(players, new SplittableRandom(seed))), seats, seed, (m, s) -> {
            if (!s.isOver() && !s.isChanceNode() && TYPED.legalMoves(s).size() > 1) out.add(s);
        });
        return out;
    }

    /** The views of the seat to act at those positions. */
    private static List<StrippedDownState> views(int players, long seed) {
        List<StrippedDownState> out = new ArrayList<>();
        for (StrippedDownState s : positions(players, seed)) out.add(HIDDEN.redact(s, s.currentPlayer()));
        return out;
    }
}
