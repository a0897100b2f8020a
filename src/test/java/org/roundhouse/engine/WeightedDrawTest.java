package org.roundhouse.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class WeightedDrawTest {
    @Test
    void takeDrawsAsIndexDoesAndRemovesTheCard() {
        int[] counts = {0, 3, 0, 2};
        SplittableRandom a = new SplittableRandom(7);
        SplittableRandom b = new SplittableRandom(7);
        int[] left = counts.clone();
        for (int i = 0; i < 5; i++) {
            int expected = WeightedDraw.index(left.clone(), a);
            assertThat(WeightedDraw.take(left, b)).isEqualTo(expected);
            assertThat(expected).isIn(1, 3);
        }
        assertThat(left).containsOnly(0);
        assertThatThrownBy(() -> WeightedDraw.take(left, b)).hasMessage("no unseen card left to draw");
    }
}
