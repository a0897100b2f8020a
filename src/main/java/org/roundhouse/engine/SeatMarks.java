package org.roundhouse.engine;

import java.util.function.IntFunction;

/**
 * A seat named in a rule set's words, for a reader that knows the players' names: the engine
 * knows seats only, so it writes "seat 2" between two invisible marks, and the workbench puts
 * the player's name there ({@link #named}); every other reader gets "seat 2" ({@link #plain}).
 * {@link Refusal#sentence()} is plain; {@link Refusal#sentence(IntFunction)} and the workbench's
 * {@link FactTable}s are named.
 */
public final class SeatMarks {
    private static final char OPEN = '\u2063';
    private static final char CLOSE = '\u2064';

    private SeatMarks() {
    }

    /** "seat 2" for seat 1 (counted from 0), marked so that a reader with names can put the player's name there. */
    public static String seat(int seat) {
        return OPEN + "seat " + (seat + 1) + CLOSE;
    }

    /** The text with every marked seat as "seat N". */
    public static String plain(String text) {
        if (text == null || text.indexOf(OPEN) < 0) return text;
        return text.replace(String.valueOf(OPEN), "").replace(String.valueOf(CLOSE), "");
    }

    /** The text with every marked seat as the player's name ({@code names} of the seat, from 0). */
    public static String named(String text, IntFunction<String> names) {
        if (text == null || text.indexOf(OPEN) < 0) return text;
        StringBuilder b = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            int open = text.indexOf(OPEN, i);
            int close = open < 0 ? -1 : text.indexOf(CLOSE, open);
            if (close < 0) {
                b.append(text, i, text.length());
                break;
            }
            b.append(text, i, open);
            String inner = text.substring(open + 1, close);
            String name = null;
            if (inner.startsWith("seat ")) {
                try {
                    name = names.apply(Integer.parseInt(inner.substring(5)) - 1);
                } catch (RuntimeException e) {
                    name = null;
                }
            }
            b.append(name == null || name.isBlank() ? inner : name);
            i = close + 1;
        }
        return b.toString();
    }
}
