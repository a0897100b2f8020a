package org.roundhouse.analysis.winprob;

import java.util.Arrays;

/**
 * Each recipient's chance to win at a position: the seats, then the house where the
 * two-player rules rank one. {@code se} is the standard error of the mean over the playouts
 * (0 where the game is over: the result is known).
 */
public record Estimate(int playouts, double[] p, double[] se) {
    public Estimate {
        p = p.clone();
        se = se.clone();
        if (p.length != se.length) throw new IllegalArgumentException("p and se differ in length");
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
    public double[] p() {
        return p.clone();
    }

    @Override
    public double[] se() {
        return se.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Estimate e && e.playouts == playouts && Arrays.equals(e.p, p) && Arrays.equals(e.se, se);
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
