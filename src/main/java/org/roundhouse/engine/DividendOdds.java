package org.roundhouse.engine;

/**
 * Where a deck recipe puts the dividend cards, computed exactly (no simulation): in each
 * stack the dividend cards take places chosen uniformly among the stack's cards, so the r-th
 * of d dividends of a stack of m cards lies at place q with probability
 * C(q−1, r−1)·C(m−q, d−r) / C(m, d).
 */
public final class DividendOdds {
    private DividendOdds() {
    }

    /**
     * {@code p[i][k]}: the probability that the (i+1)-th dividend card from the top is card k+1
     * of the share deck, for a deck of {@code shareCards} share cards stacked by the recipe.
     */
    public static double[][] positions(DeckRecipe recipe, int shareCards) {
        int[] shares = recipe.shareCounts(shareCards);
        int[] dividends = recipe.dividendCounts();
        int deck = shareCards + recipe.dividendCards();
        double[][] p = new double[recipe.dividendCards()][deck];
        int offset = 0;
        int before = 0;
        for (int j = 0; j < shares.length; j++) {
            int d = dividends[j];
            int m = shares[j] + d;
            double all = logChoose(m, d);
            for (int r = 1; r <= d; r++) {
                for (int q = r; q <= m - d + r; q++) {
                    p[before + r - 1][offset + q - 1] = Math.exp(logChoose(q - 1, r - 1) + logChoose(m - q, d - r) - all);
                }
            }
            offset += m;
            before += d;
        }
        return p;
    }

    /** The expected place (1 = top) of each dividend card, from {@link #positions}. */
    public static double[] meanPositions(DeckRecipe recipe, int shareCards) {
        double[][] p = positions(recipe, shareCards);
        double[] mean = new double[p.length];
        for (int i = 0; i < p.length; i++) for (int k = 0; k < p[i].length; k++) mean[i] += (k + 1) * p[i][k];
        return mean;
    }

    private static double logChoose(int n, int k) {
        if (k < 0 || k > n) return Double.NEGATIVE_INFINITY;
        double s = 0;
        for (int i = 1; i <= k; i++) s += Math.log(n - k + i) - Math.log(i);
        return s;
    }
}
