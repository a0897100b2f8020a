package org.roundhouse.analysis.evaluator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The Brier score, the calibration error and the reliability table, on forecasts worked out by hand. */
class CalibrationTest {
    @Test
    void brierIsTheMeanOverPositionsOfTheMeanOverSeats() {
        Calibration c = new Calibration();
        // (0.7-1)² + (0.2-0)² + (0.1-0)² = 0.09 + 0.04 + 0.01 = 0.14, over 3 seats
        c.add(new double[] {0.7, 0.2, 0.1}, new double[] {1, 0, 0});
        // a tie of seats 1 and 2: (0.5-0.5)² + (0.5-0.5)² + 0 = 0
        c.add(new double[] {0, 0.5, 0.5}, new double[] {0, 0.5, 0.5});
        assertThat(c.brier()).isCloseTo((0.14 / 3 + 0) / 2, within(1e-12));
        assertThat(c.positions()).isEqualTo(2);
        assertThat(c.forecasts()).isEqualTo(6);
    }

    @Test
    void eceWeighsEachBinsGapByItsShareOfTheForecasts() {
        Calibration c = new Calibration();
        // two seats, four positions: forecasts 0.75/0.25 each time, the favourite wins twice of four
        c.add(new double[] {0.75, 0.25}, new double[] {1, 0});
        c.add(new double[] {0.75, 0.25}, new double[] {1, 0});
        c.add(new double[] {0.75, 0.25}, new double[] {0, 1});
        c.add(new double[] {0.75, 0.25}, new double[] {0, 1});
        // bin 0.7-0.8: mean 0.75, observed 0.5, gap 0.25; bin 0.2-0.3: mean 0.25, observed 0.5, gap 0.25; each half the forecasts
        assertThat(c.ecePoints()).isCloseTo(25, within(1e-9));
        List<Calibration.Bin> bins = c.reliability();
        assertThat(bins).hasSize(10);
        assertThat(bins.get(7).count()).isEqualTo(4);
        assertThat(bins.get(7).meanPredicted()).isCloseTo(0.75, within(1e-12));
        assertThat(bins.get(7).observed()).isCloseTo(0.5, within(1e-12));
        assertThat(bins.get(2).count()).isEqualTo(4);
        assertThat(bins.get(5).count()).isZero();
        assertThat(bins.get(5).meanPredicted()).isNaN();
        // (0.25² + 0.25²)/2 on two positions, (0.75² + 0.75²)/2 on the other two
        assertThat(c.brier()).isCloseTo((0.0625 + 0.5625) / 2, within(1e-12));
    }

    @Test
    void perfectForecastsScoreZeroAndOneFallsInTheLastBin() {
        Calibration c = new Calibration();
        c.add(new double[] {1, 0, 0, 0}, new double[] {1, 0, 0, 0});
        c.add(new double[] {0, 0, 1, 0}, new double[] {0, 0, 1, 0});
        assertThat(c.brier()).isZero();
        assertThat(c.ecePoints()).isZero();
        assertThat(c.reliability().get(9).count()).isEqualTo(2);
        assertThat(c.reliability().get(0).count()).isEqualTo(6);
    }

    @Test
    void aWellCalibratedForecasterHasNoCalibrationErrorButABrierAboveZero() {
        Calibration c = new Calibration();
        for (int i = 0; i < 10; i++) c.add(new double[] {0.3, 0.7}, i < 3 ? new double[] {1, 0} : new double[] {0, 1});
        assertThat(c.ecePoints()).isCloseTo(0, within(1e-9));
        assertThat(c.brier()).isCloseTo(0.21, within(1e-12));
    }

    @Test
    void mismatchedOrImpossibleInputIsRefused() {
        Calibration c = new Calibration();
        assertThatThrownBy(() -> c.add(new double[] {0.5, 0.5}, new double[] {1, 0, 0})).hasMessageContaining("2 forecasts for 3 outcomes");
        assertThatThrownBy(() -> c.add(new double[] {1.5, -0.5}, new double[] {1, 0})).hasMessageContaining("outside 0 to 1");
        assertThat(c.brier()).isNaN();
    }
}
