package org.roundhouse.engine.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.registry.RuleSets;

/** The playouts a rule set without bots gets: random legal steps through the seam alone, seeded. */
class RandomPlayoutsTest {
    private final Game game = RuleSets.base().configure(Boards.unionPacific(), Map.of());

    @Test
    void aPlayoutEndsTheGameSharesTheWinAndComesBackFromItsSeed() {
        GameState start = game.newGame(game.randomDeal(4, new SplittableRandom(8)));
        Playouts random = Playouts.random(game);
        assertThat(random.bot()).isEqualTo("random");
        assertThat(random.knowsSeatViews()).isFalse();
        Set<String> outcomes = new HashSet<>();
        for (long seed = 1; seed <= 40; seed++) {
            double[] wins = random.play(start, StepWords.ALL_SEEING, seed);
            assertThat(wins).hasSize(4);
            double sum = 0;
            for (double w : wins) sum += w;
            assertThat(sum).isBetween(0.0, 1.0 + 1e-9);
            assertThat(random.play(start, StepWords.ALL_SEEING, seed)).isEqualTo(wins);
            outcomes.add(java.util.Arrays.toString(wins));
        }
        assertThat(outcomes).as("different seeds, different winners").hasSizeGreaterThan(1);
        assertThatThrownBy(() -> random.play(start, 0, 1)).hasMessageContaining("cannot yet draw the hidden cards as one seat sees them");
    }

    @Test
    void aDecisionIsOneOfTheLegalStepsAndComesBackFromItsSeed() {
        GameState s = game.newGame(game.randomDeal(3, new SplittableRandom(2)));
        Playouts random = Playouts.random(game);
        for (long seed = 0; seed < 20; seed++) {
            assertThat(game.legalMoves(s)).contains(random.choose(s, seed));
            assertThat(random.choose(s, seed)).isEqualTo(random.choose(s, seed));
        }
    }
}
