package org.roundhouse.record.xml.model;

/**
 * {@code <unread format="notation" move="13" player="Anna" reason="...">text</unread>}: the
 * rest of a record that could not be read, kept as the text it was written in.
 */
public final class XUnread {
    /** {@code notation} or {@code xml}: what the text is written in. */
    public String format;
    public String move;
    public String player;
    /** The line of the error counted from the first line of the text (absent for 0). */
    public String line;
    public String reason;
    public String text;
}
