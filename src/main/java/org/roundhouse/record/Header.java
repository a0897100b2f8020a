package org.roundhouse.record;

/**
 * The descriptive data of a record, none of which affects the game. Values are single
 * lines of text ("" when unknown): line breaks become spaces, other control characters
 * are dropped and the ends are trimmed.
 *
 * @param event the event or occasion, e.g. "Club night"
 * @param date when the game was played, free text (the notation suggests {@code 2025-03-14})
 * @param place where it was played
 * @param result the result as the players wrote it down, free text
 * @param annotator who wrote the comments and variations
 */
public record Header(String event, String date, String place, String result, String annotator) {
    public static final Header EMPTY = new Header("", "", "", "", "");

    public Header {
        event = clean(event);
        date = clean(date);
        place = clean(place);
        result = clean(result);
        annotator = clean(annotator);
    }

    public Header withEvent(String v) {
        return new Header(v, date, place, result, annotator);
    }

    public Header withDate(String v) {
        return new Header(event, v, place, result, annotator);
    }

    public Header withPlace(String v) {
        return new Header(event, date, v, result, annotator);
    }

    public Header withResult(String v) {
        return new Header(event, date, place, v, annotator);
    }

    public Header withAnnotator(String v) {
        return new Header(event, date, place, result, v);
    }

    /** A single trimmed line without control characters; {@code null} becomes "". */
    public static String clean(String s) {
        if (s == null) return "";
        String one = MoveNode.normalizeComment(s).replace('\n', ' ').replace('\t', ' ');
        return one.strip();
    }
}
