package org.roundhouse.analysis.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The game-quality measures on hand-made lead histories (cash after each dividend). */
class SimGameTest {
    @Test
    void aWinnerWhoLedThroughoutHasNoDramaAndFullSecurity() {
        int[][] after = {{10, 5, 3}, {20, 12, 8}, {30, 25, 9}};
        var q = SimGame.quality(after, after[2], new int[] {0}, new int[] {10, 20, 30}, 30);
        assertThat(q.drama()).isZero();
        assertThat(q.security()).isEqualTo(1.0);
        // the runner-up's most is 25, passed by the winner at the first dividend where it has more: the third
        assertThat(q.decisiveness()).isEqualTo(1.0);
    }

    @Test
    void aComebackIsDramaticAndInsecure() {
        // three players: the drama threshold is (1 + 1/2) / 2 = 0.75; seat 2 wins from last place
        int[][] after = {{10, 5, 3}, {20, 12, 18}, {30, 25, 40}};
        var q = SimGame.quality(after, after[2], new int[] {2}, new int[] {8, 16, 24}, 24);
        // rank scores of the winner: 0, 0.5, 1 → below the threshold twice, by 0.75 and 0.25
        assertThat(q.drama()).isCloseTo((Math.sqrt(0.75) + Math.sqrt(0.25)) / 2, within(1e-12));
        assertThat(q.security()).isCloseTo(1 - 2 / 3.0, within(1e-12));
        assertThat(q.decisiveness()).isEqualTo(1.0);
    }

    @Test
    void decisivenessIsWhenTheWinnerPassedTheBestTheOthersEverHad() {
        int[][] after = {{10, 5}, {30, 12}, {40, 20}, {50, 29}};
        var q = SimGame.quality(after, after[3], new int[] {0}, new int[] {10, 20, 30, 40}, 40);
        assertThat(q.decisiveness()).isCloseTo(20 / 40.0, within(1e-12));
    }

    @Test
    void tiesShareTheRank() {
        assertThat(SimGame.rankScore(new int[] {5, 5, 1}, 0)).isCloseTo(0.75, within(1e-12));
        assertThat(SimGame.rankScore(new int[] {5, 5, 1}, 2)).isZero();
        assertThat(SimGame.leaders(new int[] {5, 5, 1})).isEqualTo(0b011L);
    }
}
