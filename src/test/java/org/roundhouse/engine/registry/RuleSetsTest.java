package org.roundhouse.engine.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.RuleSet;

class RuleSetsTest {
    @Test
    void listsEveryRuleSetOnceWithTheBaseGameFirstAndFindsEachById() {
        List<String> ids = RuleSets.all().stream().map(RuleSet::id).toList();
        assertThat(ids).first().isEqualTo(RuleSets.base().id());
        assertThat(ids).doesNotHaveDuplicates().contains("base", "up-for-two", "stripped-down", "nineteenth-century");
        for (RuleSet r : RuleSets.all()) assertThat(RuleSets.byId(r.id())).containsSame(r);
        assertThat(RuleSets.byId("nineteenth")).isEmpty();
        assertThatThrownBy(() -> RuleSets.require("nope"))
                .hasMessage("unknown rule set 'nope' (this version knows "
                        + ids.stream().map(id -> "'" + id + "'").collect(java.util.stream.Collectors.joining(", ")) + ")");
    }

    @Test
    void optionsHaveDefaultsAndUnknownOnesAreRefused() {
        RuleSet base = RuleSets.base();
        assertThat(base.defaults()).containsExactly(Map.entry("Recipe", "standard"), Map.entry("TwoPlayerRules", "yes"),
                Map.entry("TwoPlayerLastRow", "third"), Map.entry("DeadTrackRule", "no"));
        Game game = base.configure(Boards.unionPacific(), Map.of("DeadTrackRule", "yes"));
        assertThat(game.options()).containsEntry("DeadTrackRule", "yes").containsEntry("Recipe", "standard");
        assertThat(base.configure(Boards.unionPacific(), Map.of("DeadTrackRule", "yes"))).isSameAs(game);
        assertThatThrownBy(() -> base.configure(Boards.unionPacific(), Map.of("Speed", "fast")))
                .hasMessage("rule set 'base' has no option Speed");
        assertThatThrownBy(() -> base.configure(Boards.unionPacific(), Map.of("Recipe", "odd")))
                .hasMessageStartingWith("unknown deck recipe 'odd'");
        RuleOption two = base.options().get(1);
        assertThat(two.canonical("On")).contains("yes");
        assertThat(two.canonical("maybe")).isEmpty();
        assertThat(two.problem("maybe")).isEqualTo("must be \"yes\" or \"no\", not \"maybe\"");
    }

    @Test
    void aGameOfUnionPacificForTwoPlaysThroughTheSeam() {
        Game game = RuleSets.require("up-for-two").configure(Boards.unionPacific(), Map.of());
        assertThat(game.minPlayers()).isEqualTo(2);
        assertThat(game.maxPlayers()).isEqualTo(2);
        assertThatThrownBy(() -> game.randomDeal(3, new SplittableRandom(1))).hasMessageContaining("for 2 players");
        SplittableRandom rng = new SplittableRandom(7);
        for (int g = 0; g < 50; g++) {
            GameState s = game.newGame(game.randomDeal(2, rng));
            GameState turnStart = s;
            List<Move> turn = new ArrayList<>();
            int turns = 0;
            while (!s.isOver()) {
                Move m = s.isChanceNode() ? game.sampleChance(s, rng)
                        : game.legalMoves(s).get(rng.nextInt(game.legalMoves(s).size()));
                assertThat(game.refusal(s, m)).isEmpty();
                s = game.applyLegal(s, m);
                turn.add(m);
                if (game.turnEnded(turnStart, s)) {
                    assertThat(turn.stream().allMatch(Move::isSimultaneous)).isEqualTo(turns == 0);
                    turn.clear();
                    turnStart = s;
                    turns++;
                }
            }
            assertThat(turn).isEmpty();
            assertThat(turns).isGreaterThan(10);
        }
    }
}
