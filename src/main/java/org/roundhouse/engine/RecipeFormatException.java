package org.roundhouse.engine;

/** A deck recipe file that cannot be read; the message names the source and line. */
public final class RecipeFormatException extends Exception {
    private final String source;
    private final int line;

    public RecipeFormatException(String source, int line, String problem) {
        super(source + ":" + line + ": " + problem);
        this.source = source;
        this.line = line;
    }

    public String source() {
        return source;
    }

    public int line() {
        return line;
    }
}
