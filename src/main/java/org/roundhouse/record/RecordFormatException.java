package org.roundhouse.record;

/** A record file that cannot be read: the message names the file and line. */
public final class RecordFormatException extends Exception {
    private final String source;
    private final int line;
    private final String problem;

    public RecordFormatException(String source, int line, String problem) {
        super(source + (line > 0 ? ":" + line : "") + ": " + problem);
        this.source = source;
        this.line = line;
        this.problem = problem;
    }

    public String source() {
        return source;
    }

    /** The line, or 0 when the problem is with the file as a whole. */
    public int line() {
        return line;
    }

    /** The problem without file and line. */
    public String problem() {
        return problem;
    }
}
