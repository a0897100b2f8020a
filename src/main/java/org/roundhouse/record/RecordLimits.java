package org.roundhouse.record;

/** Bounds that keep a malformed or hostile file from exhausting memory, stack or time. */
public final class RecordLimits {
    private RecordLimits() {
    }

    /** Most players a record may list. */
    public static final int MAX_PLAYERS = 6;
    /**
     * Largest file read: 16 MiB (a long annotated game is well under 1 MiB). A record must also
     * fit in it written in either format ({@link RecordLoader#sizeProblem}), so that whatever
     * opens also saves and converts.
     */
    public static final long MAX_FILE_BYTES = 16L << 20;
    /** Deepest nesting of variations inside variations. */
    public static final int MAX_VARIATION_DEPTH = 64;
    /** Most nodes in a move tree. */
    public static final int MAX_NODES = 100_000;
    /** Most steps in one node (a real turn has fewer than 20). */
    public static final int MAX_STEPS_PER_NODE = 200;
    /** Longest comment, in characters. */
    public static final int MAX_COMMENT_CHARS = 100_000;
    /** Longest header value or player name, in characters (the same in both formats, so that every record converts). */
    public static final int MAX_TAG_CHARS = 10_000;
    /** Most position marks on one position (the board has fewer than 200 cities and sections). */
    public static final int MAX_POSITION_MARKS = 1_000;
    /** Deepest XML element nesting (variations included). */
    public static final int MAX_XML_DEPTH = 4 * MAX_VARIATION_DEPTH + 16;
}
