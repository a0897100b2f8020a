package org.roundhouse.record;

import static org.roundhouse.text.Messages.WORDS;

/**
 * Why a record stopped loading.
 *
 * @param source the file name
 * @param line the line in the file, or 0 for the file as a whole
 * @param moveNumber the move at fault (0 = initial investments), or -1 when no move is at fault
 * @param player the name of the player whose move it is, or "" when none
 * @param reason what is wrong, in the rule engine's words for illegal moves
 */
public record LoadError(String source, int line, int moveNumber, String player, String reason) {
    /**
     * The player of move 0 as readers note it: kept in English in the data (an unread rest's mark
     * writes it: {@code move 0 by "initial investments"}), shown in the current language.
     */
    public static final String INITIAL_INVESTMENTS = "initial investments";

    public static LoadError of(RecordFormatException e) {
        return new LoadError(e.source(), e.line(), -1, "", e.problem());
    }

    /** True when a move was refused by the rules (rather than the file being malformed). */
    public boolean isIllegalMove() {
        return moveNumber >= 0;
    }

    /** {@code game.upn:42: move 17 (Anna): DM has no train connected to Casper or Salt Lake City}. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(source);
        if (line > 0) b.append(':').append(line);
        b.append(": ");
        if (moveNumber >= 0) {
            b.append(moveAndPlayer(moveNumber, player)).append(": ");
        }
        return b.append(reason).toString();
    }

    /** "move 17 (Anna)", "move 3", "move 0 (initial investments)" in the current language. */
    public static String moveAndPlayer(int moveNumber, String player) {
        if (player.isEmpty()) return WORDS.text("record.move", moveNumber);
        return WORDS.text("record.move.player", moveNumber,
                moveNumber == 0 && player.equals(INITIAL_INVESTMENTS) ? WORDS.text("record.initial") : player);
    }
}
