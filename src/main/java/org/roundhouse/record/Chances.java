package org.roundhouse.record;

import java.util.Arrays;

/**
 * Each recipient's chance to win at a position (the seats, then the house where the two-player
 * rules rank one), with its standard error and the playouts it came from: the figures that
 * an estimate works out ({@code analysis.winprob.Estimate}) and a record keeps ({@link WinChances})
 * share, written once. Two figures are equal only when they are of the same kind.
 */
public abstract class Chances {
    private final int playouts;
    private final double[] p;
    private final double[] se;

    /** Keeps copies of the arrays, which must be as long as each other. */
    protected Chances(int playouts, double[] p, double[] se) {
        if (p.length != se.length) throw new IllegalArgumentException("p and se differ in length");
        this.playouts = playouts;
        this.p = p.clone();
        this.se = se.clone();
    }

    public int playouts() {
        return playouts;
    }

    public double[] p() {
        return p.clone();
    }

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
        return o != null && o.getClass() == getClass() && ((Chances) o).playouts == playouts
                && Arrays.equals(((Chances) o).p, p) && Arrays.equals(((Chances) o).se, se);
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
