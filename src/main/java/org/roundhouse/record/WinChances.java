package org.roundhouse.record;

/**
 * Each recipient's chance to win at a node's position (the seats, then the house where the
 * two-player rules rank one), with its standard error and the playouts it came from, as an
 * evaluation left it in the record ({@link GameRecord#evaluation()}, docs/bots.md). Figures are
 * kept to 6 decimals.
 */
public final class WinChances extends Chances {
    public WinChances(int playouts, double[] p, double[] se) {
        super(checked(playouts, p, se), kept(p), kept(se));
        double[] chances = p();
        double[] errors = se();
        for (int i = 0; i < chances.length; i++) {
            if (!(chances[i] >= 0 && chances[i] <= 1) || !(errors[i] >= 0 && errors[i] <= 1)) {
                throw new IllegalArgumentException("chances and errors are from 0 to 1, not " + chances[i] + " and " + errors[i]);
            }
        }
    }

    private static int checked(int playouts, double[] p, double[] se) {
        if (playouts < 0) throw new IllegalArgumentException("playouts must be at least 0");
        if (p.length != se.length || p.length < 2 || p.length > 7) {
            throw new IllegalArgumentException("a chance and an error for each of 2 to 7 recipients");
        }
        return playouts;
    }

    /** Kept to the 6 decimals the formats write, so that a record reads back as it was saved. */
    private static double[] kept(double[] figures) {
        double[] out = figures.clone();
        for (int i = 0; i < out.length; i++) out[i] = Double.parseDouble(Evaluation.Numbers.format(out[i]));
        return out;
    }
}
