package org.roundhouse.record;

import java.util.Objects;

/**
 * The part of a record file that could not be read, kept word for word so that nothing the
 * user wrote is lost: a record that opened only in part carries it ({@link GameRecord#unread()}),
 * and both writers put it back after the part that was read, in a marked block
 * ({@code %%unread} in notation, {@code <unread>} in XML) that the readers take back as it
 * stands, with the same error. See {@code docs/notation.md} and {@code docs/record-xml.md}.
 *
 * @param syntax the format the text is written in (where it came from)
 * @param text the file's text from the first move that could not be read to the end of the file
 * @param moveNumber the move at fault, or -1 when no move is at fault
 * @param player the player whose move it is, or ""
 * @param reason why reading stopped
 * @param errorLine the line of the error counted from the first line of the text (0 = that line)
 */
public record UnreadRest(RecordFormat syntax, String text, int moveNumber, String player, String reason, int errorLine) {
    public UnreadRest {
        Objects.requireNonNull(syntax, "syntax");
        Objects.requireNonNull(text, "text");
        player = oneLine(Objects.requireNonNull(player, "player"));
        reason = oneLine(Objects.requireNonNull(reason, "reason"));
        if (errorLine < 0) errorLine = 0;
        if (moveNumber < -1) moveNumber = -1;
    }

    /** The rest as it stood in a file: from {@code start} to the end, with the error that stopped reading there. */
    public static UnreadRest of(RecordFormat syntax, String fileText, int start, LoadError error) {
        String text = fileText.substring(start);
        int startLine = lineAt(fileText, start);
        return new UnreadRest(syntax, text, error.moveNumber(), error.player(), error.reason(),
                Math.max(0, error.line() - startLine));
    }

    /** The error this rest stands for, in a file where its text starts on {@code firstLine}. */
    public LoadError error(String source, int firstLine) {
        return new LoadError(source, firstLine + errorLine, moveNumber, player, reason);
    }

    /** How many lines the text has. */
    public int lineCount() {
        if (text.isEmpty()) return 0;
        int lines = 1;
        for (int i = 0; i < text.length() - 1; i++) if (text.charAt(i) == '\n') lines++;
        return lines;
    }

    /** "move 13 (Anna): XYZ is not a section" or just the reason: what stopped reading, without the line. */
    public String describe() {
        if (moveNumber < 0) return reason;
        return LoadError.moveAndPlayer(moveNumber, player) + ": " + reason;
    }

    /** The 1-based line of a character offset. */
    public static int lineAt(String text, int offset) {
        int line = 1;
        int end = Math.min(offset, text.length());
        for (int i = 0; i < end; i++) if (text.charAt(i) == '\n') line++;
        return line;
    }

    private static String oneLine(String s) {
        return s.replace("\r\n", " ").replace('\n', ' ').replace('\r', ' ');
    }
}
