package org.roundhouse.engine;

import static org.roundhouse.text.Messages.WORDS;

import java.util.Locale;
import java.util.function.IntFunction;
import org.roundhouse.text.Messages;

/**
 * A seat named in a rule set's words, for a reader that knows the players' names: the engine
 * knows seats only, so it writes "seat 2" (in Italian "Giocatore 2") between two invisible marks,
 * and the workbench puts the player's name there ({@link #named}); every other reader gets
 * "seat 2" ({@link #plain}). {@link #named} reads a seat written in any language Roundhouse speaks.
 * {@link Refusal#sentence()} is plain; {@link Refusal#sentence(IntFunction)} and the workbench's
 * {@link FactTable}s are named.
 */
public final class SeatMarks {
    private static final char OPEN = '\u2063';
    private static final char CLOSE = '\u2064';

    private SeatMarks() {
    }

    /** "seat 2" for seat 1 (counted from 0) in the current language, marked so that a reader with names can put the player's name there. */
    public static String seat(int seat) {
        return OPEN + WORDS.text("seat.marked", seat + 1) + CLOSE;
    }

    /** The seat (from 0) that a marked "seat 2" of any language names, or -1. */
    static int seatOf(String inner) {
        for (Locale l : Messages.LANGUAGES) {
            String pattern = WORDS.text(l, "seat.marked", "#");
            String before = pattern.substring(0, pattern.indexOf('#'));
            String after = pattern.substring(pattern.indexOf('#') + 1);
            if (inner.length() < before.length() + after.length() || !inner.startsWith(before) || !inner.endsWith(after)) continue;
            String digits = inner.substring(before.length(), inner.length() - after.length());
            if (!digits.isEmpty() && digits.length() < 9 && digits.chars().allMatch(Character::isDigit)) return Integer.parseInt(digits) - 1;
        }
        return -1;
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
            int seat = seatOf(inner);
            if (seat >= 0) {
                try {
                    name = names.apply(seat);
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
