package org.roundhouse.analysis.series;

import org.roundhouse.engine.Dividends;

/**
 * What Union Pacific pays at each dividend, by place ($M): nothing at the first dividend,
 * then 10/8/6/4/2, 15/12/9/6/3 and 20/16/12/8/4, as the engine pays it.
 */
public final class UpTable {
    private UpTable() {
    }

    /** The payments by place (first place first) at the dividend {@code number} (1-based; later ones use the last row). */
    public static int[] row(int number) {
        if (number < 1) throw new IllegalArgumentException("dividends are numbered from 1: " + number);
        return Dividends.unionPacificTable(number);
    }

    /** What the first place receives at the dividend: Union Pacific's "value" at that dividend. */
    public static int first(int number) {
        return row(number)[0];
    }

    /** "10/8/6/4/2". */
    public static String format(int[] row) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < row.length; i++) {
            if (i > 0) b.append('/');
            b.append(row[i]);
        }
        return b.toString();
    }
}
