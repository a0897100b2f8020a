package org.roundhouse.record;

import java.util.Arrays;

/**
 * Each recipient's chance to win at a node's position (the seats, then the house where the
 * two-player rules rank one), with its standard error and the playouts it came from, as an
 * evaluation left it in the record ({@link GameRecord#evaluation()}, docs/bots.md). Figures are
 * kept to 6 decimals.
 */
public record WinChances(int playouts, double[] p, double[] se) {
    public WinChances {
        if (playouts < 0) throw new IllegalArgumentException("playouts must be at least 0");
        if (p.length != se.length || p.length < 2 || p.length > 7) {
            throw new IllegalArgumentException("a chance and an error for each of 2 to 7 recipients");
        }
        p = p.clone();
        se = se.clone();
        for (int i = 0; i < p.length; i++) {
            // kept to the 6 decimals the formats write, so that a record reads back as it was saved
            p[i] = Double.parseDouble(Evaluation.Numbers.format(p[i]));
            se[i] = Double.parseDouble(Evaluation.Numbers.format(se[i]));
            if (!(p[i] >= 0 && p[i] <= 1) || !(se[i] >= 0 && se[i] <= 1)) {
                throw new IllegalArgumentException("chances and errors are from 0 to 1, not " + p[i] + " and " + se[i]);
            }
        }
    }

    @Override
    public double[] p() {
        return p.clone();
    }

    @Override
    public double[] se() {
        return se.clone();
    }

    public double p(int recipient) {
        return p[recipient];
    }

    public double se(int recipient) {
        return se[recipient];
    }

    public int recipients() {
        return p.length;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof WinChances w && w.playouts == playouts && Arrays.equals(w.p, p) && Arrays.equals(w.se, se);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * playouts + Arrays.hashCode(p)) + Arrays.hashCode(se);
    }

    @Override
    public String toString() {
        return playouts + " playouts, p " + Arrays.toString(p) + ", se " + Arrays.toString(se);
    }
}
