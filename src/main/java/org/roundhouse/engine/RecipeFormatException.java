package org.roundhouse.engine;

import org.roundhouse.text.SourceFormatException;

/** A deck recipe file that cannot be read; the message names the source and line. */
public final class RecipeFormatException extends SourceFormatException {
    private static final long serialVersionUID = 1L;

    public RecipeFormatException(String source, int line, String problem) {
        super(source, line, problem);
    }

    /** A problem of the whole source (no line to name); {@link #line} is 0. */
    public RecipeFormatException(String source, String problem) {
        super(source, 0, problem);
    }
}
