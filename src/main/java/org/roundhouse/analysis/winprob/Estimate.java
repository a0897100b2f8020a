package org.roundhouse.analysis.winprob;

import org.roundhouse.record.Chances;
import org.roundhouse.record.WinChances;

/**
 * Each recipient's chance to win at a position: the seats, then the house where the
 * two-player rules rank one. {@code se} is the standard error of the mean over the playouts
 * (0 where the game is over: the result is known). Unlike {@link WinChances}, the figures are
 * as the playouts made them, not rounded.
 */
public final class Estimate extends Chances {
    public Estimate(int playouts, double[] p, double[] se) {
        super(playouts, p, se);
    }

    /** The figures a record keeps, read back as an estimate. */
    public static Estimate of(WinChances kept) {
        return new Estimate(kept.playouts(), kept.p(), kept.se());
    }

    /** This estimate as a record keeps it (playouts may stray a hair outside 0 to 1). */
    public WinChances kept() {
        double[] chances = p();
        double[] errors = se();
        for (int r = 0; r < chances.length; r++) {
            chances[r] = Math.min(1, Math.max(0, chances[r]));
            errors[r] = Math.min(1, Math.max(0, errors[r]));
        }
        return new WinChances(playouts(), chances, errors);
    }
}
