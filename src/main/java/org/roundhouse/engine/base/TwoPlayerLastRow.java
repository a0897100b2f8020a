package org.roundhouse.engine.base;

import static org.roundhouse.text.Messages.WORDS;

import java.util.Locale;
import java.util.Optional;

/**
 * Which row of the Union Pacific table pays the last dividend of the two-player rules.
 * The English rules end the game "with the third dividend payment" (so the third row,
 * 15/12/9/6/3); the Italian text calls that payment "il quarto pagamento" (the fourth),
 * and the English adds that "the largest dividend payments are earned in this last
 * dividend", which reads as the fourth row (20/16/12/8/4). See docs/rules-notes.md.
 */
public enum TwoPlayerLastRow {
    /** The third row, as for any third payment: the English reading and the default. */
    THIRD(3),
    /** The fourth row, the largest: the Italian reading. */
    FOURTH(4);

    private final int row;

    TwoPlayerLastRow(int row) {
        this.row = row;
    }

    /** The row of the Union Pacific table, 3 or 4. */
    public int row() {
        return row;
    }

    /** "third" or "fourth", as records write it. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** "the third Union Pacific row, 15/12/9/6/3": the row for people, as "the last payment on …" names it. */
    public String text() {
        int[] payments = BaseGame.unionPacificTable(row);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < payments.length; i++) b.append(i > 0 ? "/" : "").append(payments[i]);
        return this == THIRD ? WORDS.text("summary.lastRow.third", b) : WORDS.text("summary.lastRow.fourth", b);
    }

    /** The option written as {@link #word()} (any case), or empty. */
    public static Optional<TwoPlayerLastRow> byWord(String word) {
        for (TwoPlayerLastRow r : values()) {
            if (r.word().equalsIgnoreCase(word == null ? "" : word.trim())) return Optional.of(r);
        }
        return Optional.empty();
    }
}
