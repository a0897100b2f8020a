package org.roundhouse.engine;

/** A deck recipe file that cannot be read; the message names the source and line. */
public final class RecipeFormatException extends Exception {
    private final String source;
    private final int line;
    private final String problem;

    public RecipeFormatException(String source, int line, String problem) {
        super(source + ":" + line + ": " + problem);
        this.source = source;
        this.line = line;
        this.problem = problem;
    }

    /** A problem of the whole source (no line to name); {@link #line} is 0. */
    public RecipeFormatException(String source, String problem) {
        super(source + ": " + problem);
        this.source = source;
        this.line = 0;
        this.problem = problem;
    }

    /** What is wrong, without the source and line. */
    public String problem() {
        return problem;
    }

    public String source() {
        return source;
    }

    public int line() {
        return line;
    }
}
