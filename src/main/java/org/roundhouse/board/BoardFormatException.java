package org.roundhouse.board;

import org.roundhouse.text.SourceFormatException;

/**
 * A board file that cannot be loaded. The message has the form
 * {@code union-pacific.board:57: section DEN-ELP: unknown city 'ELP'}: the source name,
 * the 1-based line number and the problem. Problems about something that is missing
 * altogether (no {@code union-pacific} line, say) name the last line of the file.
 *
 * <p>When a file has several problems, the one on the earliest line is thrown and the
 * others are attached as {@linkplain #getSuppressed() suppressed} exceptions, in line order.
 */
public final class BoardFormatException extends SourceFormatException {
    private static final long serialVersionUID = 1L;

    public BoardFormatException(String source, int line, String problem) {
        super(source, line, problem);
    }
}
