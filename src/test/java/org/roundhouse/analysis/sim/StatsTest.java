package org.roundhouse.analysis.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The statistics of the summaries against values from tables and textbooks. */
class StatsTest {
    @Test
    void wilsonIntervalsMatchPublishedValues() {
        // Newcombe (1998), Statistics in Medicine 17: 81 of 263 → 0.2553–0.3662; 8 of 10 → 0.4902–0.9433
        double[] a = Stats.wilson(81, 263);
        assertThat(a[0]).isCloseTo(0.2553, within(1e-4));
        assertThat(a[1]).isCloseTo(0.3662, within(1e-4));
        double[] b = Stats.wilson(8, 10);
        assertThat(b[0]).isCloseTo(0.4902, within(1e-4));
        assertThat(b[1]).isCloseTo(0.9433, within(1e-4));
        double[] none = Stats.wilson(0, 30);
        assertThat(none[0]).isZero();
        assertThat(none[1]).isCloseTo(0.1135, within(1e-4));
    }

    @Test
    void chiSquareTailsMatchTheTables() {
        assertThat(Stats.chiSquareUpper(3.841459, 1)).isCloseTo(0.05, within(1e-6));
        assertThat(Stats.chiSquareUpper(7.814728, 3)).isCloseTo(0.05, within(1e-6));
        assertThat(Stats.chiSquareUpper(11.34487, 3)).isCloseTo(0.01, within(1e-6));
        assertThat(Stats.chiSquareUpper(15.08627, 5)).isCloseTo(0.01, within(1e-6));
        assertThat(Stats.chiSquareUpper(2, 2)).isCloseTo(Math.exp(-1), within(1e-12));
        assertThat(Stats.chiSquareUpper(0.5, 4)).isCloseTo(0.973500, within(1e-6));
        assertThat(Stats.chiSquareUpper(0, 3)).isEqualTo(1);
    }

    @Test
    void seatFairnessIsPearsonsStatisticAgainstEqualShares() {
        assertThat(Stats.chiSquareEqual(new double[] {30, 20, 25, 25})).isCloseTo(2.0, within(1e-12));
        assertThat(Stats.chiSquareEqual(new double[] {25, 25, 25, 25})).isZero();
        // shared wins count as fractions
        assertThat(Stats.chiSquareEqual(new double[] {10.5, 9.5})).isCloseTo(0.05, within(1e-12));
    }

    @Test
    void momentsAndHistogramsKeepTheDistribution() {
        Stats.Moments m = new Stats.Moments();
        Stats.Histogram h = new Stats.Histogram();
        for (int x : new int[] {2, 4, 4, 4, 5, 5, 7, 9}) {
            m.add(x);
            h.add(x);
        }
        assertThat(m.mean()).isEqualTo(5.0);
        assertThat(m.sd()).isCloseTo(Math.sqrt(32.0 / 7), within(1e-12));
        assertThat(m.interval()[0]).isCloseTo(5 - Stats.Z95 * Math.sqrt(32.0 / 7) / Math.sqrt(8), within(1e-12));
        assertThat(h.quantile(0.5)).isEqualTo(4);
        assertThat(h.quantile(0.9)).isEqualTo(9);
        assertThat(h.atMost(4)).isEqualTo(4);
        h.add(-3);
        assertThat(h.min()).isEqualTo(-3);
        assertThat(h.count(4)).isEqualTo(3);
        assertThat(h.max()).isEqualTo(9);
    }
}
