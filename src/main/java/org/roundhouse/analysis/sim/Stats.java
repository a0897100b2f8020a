package org.roundhouse.analysis.sim;

import java.util.Arrays;
import org.roundhouse.engine.bots.Tournament;

/** The statistics of a simulation summary: running moments, integer histograms, intervals and tests. */
public final class Stats {
    /** The two-sided 95% point of the standard normal. */
    public static final double Z95 = 1.959963984540054;

    private Stats() {
    }

    /** Count, mean and variance kept as values arrive (Welford), in constant memory. */
    public static final class Moments {
        private long n;
        private double mean;
        private double m2;
        private double min = Double.NaN;
        private double max = Double.NaN;

        public void add(double x) {
            n++;
            double d = x - mean;
            mean += d / n;
            m2 += d * (x - mean);
            min = n == 1 ? x : Math.min(min, x);
            max = n == 1 ? x : Math.max(max, x);
        }

        public long n() {
            return n;
        }

        public double mean() {
            return n == 0 ? Double.NaN : mean;
        }

        /** The sample standard deviation (n − 1). */
        public double sd() {
            return n < 2 ? Double.NaN : Math.sqrt(m2 / (n - 1));
        }

        public double min() {
            return min;
        }

        public double max() {
            return max;
        }

        /** The 95% interval of the mean (normal approximation; the counts here are in the thousands). */
        public double[] interval() {
            if (n < 2) return new double[] {Double.NaN, Double.NaN};
            double half = Z95 * sd() / Math.sqrt(n);
            return new double[] {mean - half, mean + half};
        }
    }

    /** Counts of integer values, grown as needed: a distribution kept exactly in memory bounded by its range. */
    public static final class Histogram {
        private long[] counts = new long[0];
        private int offset;
        private long total;

        public void add(int value) {
            if (counts.length == 0) {
                counts = new long[16];
                offset = value;
            }
            if (value < offset) {
                int grow = offset - value;
                long[] c = new long[counts.length + grow];
                System.arraycopy(counts, 0, c, grow, counts.length);
                counts = c;
                offset = value;
            } else if (value - offset >= counts.length) {
                counts = Arrays.copyOf(counts, Math.max(counts.length * 2, value - offset + 1));
            }
            counts[value - offset]++;
            total++;
        }

        public long total() {
            return total;
        }

        public long count(int value) {
            int i = value - offset;
            return i < 0 || i >= counts.length ? 0 : counts[i];
        }

        /** Values at or below {@code value}. */
        public long atMost(int value) {
            long s = 0;
            for (int i = 0; i < counts.length && i + offset <= value; i++) s += counts[i];
            return s;
        }

        public int min() {
            for (int i = 0; i < counts.length; i++) if (counts[i] > 0) return i + offset;
            return 0;
        }

        public int max() {
            for (int i = counts.length - 1; i >= 0; i--) if (counts[i] > 0) return i + offset;
            return 0;
        }

        /** The smallest value with at least the fraction {@code q} of the values at or below it. */
        public int quantile(double q) {
            long need = Math.max(1, (long) Math.ceil(q * total));
            long s = 0;
            for (int i = 0; i < counts.length; i++) {
                s += counts[i];
                if (s >= need) return i + offset;
            }
            return max();
        }
    }

    /** The 95% Wilson score interval of {@code successes} in {@code n} trials (fractional successes allowed, for shared wins). */
    public static double[] wilson(double successes, double n) {
        return Tournament.wilson(successes, n);
    }

    /** Pearson's chi-square statistic of observed counts against equal expected shares. */
    public static double chiSquareEqual(double[] observed) {
        double total = 0;
        for (double o : observed) total += o;
        if (total == 0) return 0;
        double expected = total / observed.length;
        double x = 0;
        for (double o : observed) x += (o - expected) * (o - expected) / expected;
        return x;
    }

    /** P(X ≥ x) for a chi-square variable of {@code df} degrees of freedom. */
    public static double chiSquareUpper(double x, int df) {
        if (x <= 0) return 1;
        return upperGamma(df / 2.0, x / 2);
    }

    /** The regularised upper incomplete gamma function Q(a, x): a series below a + 1, a continued fraction above. */
    static double upperGamma(double a, double x) {
        if (x < a + 1) {
            double term = 1 / a;
            double sum = term;
            for (int k = 1; k < 1000; k++) {
                term *= x / (a + k);
                sum += term;
                if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
            }
            return Math.max(0, 1 - sum * Math.exp(-x + a * Math.log(x) - logGamma(a)));
        }
        double b = x + 1 - a;
        double c = 1 / 1e-300;
        double d = 1 / b;
        double h = d;
        for (int i = 1; i < 1000; i++) {
            double an = -i * (i - a);
            b += 2;
            d = an * d + b;
            if (Math.abs(d) < 1e-300) d = 1e-300;
            c = b + an / c;
            if (Math.abs(c) < 1e-300) c = 1e-300;
            d = 1 / d;
            double delta = d * c;
            h *= delta;
            if (Math.abs(delta - 1) < 1e-15) break;
        }
        return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
    }

    /** ln Γ(a) by the Lanczos approximation (g = 7, n = 9), good to about 15 digits. */
    static double logGamma(double a) {
        double[] g = {0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
            -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7};
        if (a < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * a))) - logGamma(1 - a);
        a -= 1;
        double x = g[0];
        for (int i = 1; i < 9; i++) x += g[i] / (a + i);
        double t = a + 7.5;
        return 0.5 * Math.log(2 * Math.PI) + (a + 0.5) * Math.log(t) - t + Math.log(x);
    }
}
