package org.roundhouse.record.xml.model;

import java.util.List;

/** {@code <roundhouse-record version="1">}: the root element of an XML record. */
public final class XRecord {
    public String version;
    public XHeader header;
    public XSetup setup;
    /** The comment on the whole game (on the position after the deal). */
    public String comment;
    public List<XPositionMark> marks;
    /** The main line. */
    public XLine moves;
    /** The win chances of an evaluation, or null. */
    public XEvaluation evaluation;
    /** The best moves of a review, or null. */
    public XReview review;
    /** The rest of the file a reader could not read, kept as it was. */
    public XUnread unread;
}
