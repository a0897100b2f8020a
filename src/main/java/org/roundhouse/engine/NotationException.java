package org.roundhouse.engine;

/**
 * A step or deal a rule set cannot read from notation text. The record reader adds the
 * file and line; {@link #tag} names the header tag a deal error is about (empty for a step).
 */
public final class NotationException extends Exception {
    private final String tag;

    public NotationException(String message) {
        this("", message);
    }

    public NotationException(String tag, String message) {
        super(message);
        this.tag = tag;
    }

    /** The header tag the problem is in, or empty when it is about a step or the tag is missing. */
    public String tag() {
        return tag;
    }
}
