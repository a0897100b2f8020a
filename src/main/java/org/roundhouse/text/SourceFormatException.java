package org.roundhouse.text;

/**
 * A file (or other named text) a user gave that cannot be read, at a line of it: a board, a
 * record, a deck recipe. The message has the form {@code name:57: problem}, or
 * {@code name: problem} when the problem is with the source as a whole (line 0), so every
 * reader names where in the same way.
 */
public abstract class SourceFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String source;
    private final int line;
    private final String problem;

    protected SourceFormatException(String source, int line, String problem) {
        super(source + (line > 0 ? ":" + line : "") + ": " + problem);
        this.source = source;
        this.line = line;
        this.problem = problem;
    }

    /** The name of the file or resource, as given to the reader. */
    public String source() {
        return source;
    }

    /** The 1-based line the problem is on, or 0 when it is with the source as a whole. */
    public int line() {
        return line;
    }

    /** What is wrong, without the source and line. */
    public String problem() {
        return problem;
    }
}
