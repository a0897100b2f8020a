package org.roundhouse.ui.text;

import org.roundhouse.text.Messages;

/**
 * Percentages and signed decimals on screen, written the language's way through
 * {@link Messages#decimal}: "41.5%" in English, "41,5%" in Italian; "+1.2" / "+1,2".
 */
public final class Percent {
    private Percent() {
    }

    /** {@code percent} (already times 100) with {@code digits} decimals and a % sign: "41.5%". */
    public static String of(double percent, int digits) {
        return Messages.decimal(percent, digits) + "%";
    }

    /** A decimal with its sign always written, as {@code %+.1f} writes it: "+3.0", "-0.4", "+0.0". */
    public static String signed(double x, int digits) {
        return (Math.copySign(1.0, x) > 0 ? "+" : "") + Messages.decimal(x, digits);
    }
}
