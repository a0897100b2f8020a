package org.roundhouse.analysis.evaluator;

import java.util.ArrayList;
import java.util.List;

/**
 * How well forecast chances match what happened: the Brier score, the expected calibration
 * error over ten equal bins, and the reliability table behind it. Each forecast is one
 * recipient's chance at one position ({@code p}) and its share of the win at the end
 * ({@code won}: 1, 0, or a tie's share).
 *
 * <p>Brier: the mean over positions of the mean over recipients of {@code (p - won)²}; with the
 * same number of recipients at every position, the mean over all forecasts. Expected
 * calibration error: the forecasts binned by {@code p} into [0, 0.1), [0.1, 0.2), … [0.9, 1]; per
 * bin the gap between the mean forecast and the mean outcome, weighted by the bin's share of
 * the forecasts; reported in points (×100).
 */
public final class Calibration {
    public static final int BINS = 10;

    /** One bin of the reliability table: forecasts with {@code low <= p < high} (the last bin takes p = 1). */
    public record Bin(double low, double high, double meanPredicted, double observed, int count) {
    }

    private final double[] sumP = new double[BINS];
    private final double[] sumWon = new double[BINS];
    private final int[] count = new int[BINS];
    private double brierSum;
    private int positions;

    /**
     * Adds one position: each recipient's forecast and share of the win.
     *
     * @throws IllegalArgumentException when the arrays differ in length, or a value is outside [0, 1]
     */
    public void add(double[] p, double[] won) {
        if (p.length != won.length || p.length == 0) {
            throw new IllegalArgumentException(p.length + " forecasts for " + won.length + " outcomes");
        }
        double sq = 0;
        for (int r = 0; r < p.length; r++) {
            if (!(p[r] >= 0 && p[r] <= 1) || !(won[r] >= 0 && won[r] <= 1)) {
                throw new IllegalArgumentException("a chance outside 0 to 1: forecast " + p[r] + ", outcome " + won[r]);
            }
            sq += (p[r] - won[r]) * (p[r] - won[r]);
            int b = bin(p[r]);
            sumP[b] += p[r];
            sumWon[b] += won[r];
            count[b]++;
        }
        brierSum += sq / p.length;
        positions++;
    }

    /** The bin of a forecast: 0 for [0, 0.1) up to 9 for [0.9, 1]. */
    static int bin(double p) {
        return Math.min(BINS - 1, (int) Math.floor(p * BINS));
    }

    public int positions() {
        return positions;
    }

    /** Forecasts added (positions × recipients). */
    public int forecasts() {
        int n = 0;
        for (int c : count) n += c;
        return n;
    }

    /** The mean squared error of the forecasts, 0 (perfect) to 1; NaN before any position. */
    public double brier() {
        return positions == 0 ? Double.NaN : brierSum / positions;
    }

    /** The expected calibration error in points (0 to 100); NaN before any position. */
    public double ecePoints() {
        int n = forecasts();
        if (n == 0) return Double.NaN;
        double e = 0;
        for (int b = 0; b < BINS; b++) {
            if (count[b] == 0) continue;
            e += (double) count[b] / n * Math.abs(sumP[b] / count[b] - sumWon[b] / count[b]);
        }
        return 100 * e;
    }

    /** The reliability table, every bin listed (mean forecast and frequency NaN for an empty one). */
    public List<Bin> reliability() {
        List<Bin> bins = new ArrayList<>();
        for (int b = 0; b < BINS; b++) {
            double m = count[b] == 0 ? Double.NaN : sumP[b] / count[b];
            double o = count[b] == 0 ? Double.NaN : sumWon[b] / count[b];
            bins.add(new Bin(b / (double) BINS, (b + 1) / (double) BINS, m, o, count[b]));
        }
        return bins;
    }
}
