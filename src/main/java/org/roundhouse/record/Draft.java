package org.roundhouse.record;

import java.util.ArrayList;
import java.util.List;
import org.roundhouse.engine.Move;

/**
 * A record as a parser read it, before the rules have seen it: what both formats produce
 * and {@link RecordValidator} checks. Every node and step remembers its line in the file.
 * Parsers that stop at a syntax error hand over the nodes they finished, with the error.
 */
public final class Draft {
    /** The file name used in messages. */
    public final String source;
    public Header header = Header.EMPTY;
    public GameSetup setup;
    /** The designed deck recipes the record may name (a saved record's own, when it is read back to check it). */
    public org.roundhouse.engine.RecipeBook recipes = org.roundhouse.engine.RecipeBook.shipped();
    /** Line of the setup (for errors in the deal). */
    public int setupLine = 1;
    /** The line a setup error is about, from the exception (a format can point at the tag a {@code SetupException} names). */
    public java.util.function.ToIntFunction<RuntimeException> setupErrorLine = e -> setupLine;
    public final Node root = new Node(0);
    /** The syntax error that stopped the parser, or null when it read the whole file. */
    public RecordFormatException stoppedBy;
    /** The move being read when {@link #stoppedBy} struck, or -1; with the name of its player (or ""). */
    public int stoppedMove = -1;
    public String stoppedPlayer = "";
    /**
     * The text the draft was read from and its format, so that what could not be read is kept
     * ({@link UnreadRest}); null when the parser does not keep it.
     */
    public String text;
    public RecordFormat syntax;
    /** Where in {@link #text} the part left unread by {@link #stoppedBy} starts, or -1. */
    public int stoppedAt = -1;
    /** An unread rest written by an earlier save (the reader stopped at its mark), or null. */
    public UnreadRest carried;
    /** The line of the file on which the carried rest's text starts. */
    public int carriedLine;
    /** How the win chances the nodes carry were estimated, or null when the file keeps none. */
    public Evaluation evaluation;
    /** How the decisions the nodes carry were reviewed, or null when the file keeps no review. */
    public Review review;
    /** What the file holds that the record does not keep, at its line (see {@link LoadResult#warnings()}). */
    public final List<LoadError> warnings = new ArrayList<>();

    public Draft(String source) {
        this.source = source;
    }

    /** One step with its line, and the dividend number the file wrote with it (0 = none). */
    public record Step(Move move, int line, int dividendNumber) {
        public Step(Move move, int line) {
            this(move, line, 0);
        }
    }

    /** A node as read: its seat, steps, annotations and children (first = main continuation). */
    public static final class Node {
        public final int line;
        /**
         * Where in the draft's text the node starts (with a name before it, or the opening
         * of the variation it is the first node of), or -1.
         */
        public int start = -1;
        public int player = Turn.ALL_SEATS;
        public final List<Step> steps = new ArrayList<>();
        public String comment = "";
        public MoveMark mark;
        public List<PositionMark> positionMarks = new ArrayList<>();
        /** The line's name ("" for none). */
        public String name = "";
        /** The chances of an evaluation at the position after this node, or null. */
        public WinChances chances;
        /** The decisions of a review, by step index. */
        public final java.util.Map<Integer, ReviewedStep> reviewed = new java.util.TreeMap<>();
        /** Seeds of sampled chance steps, by step index. */
        public final java.util.Map<Integer, Long> sampled = new java.util.TreeMap<>();
        public final List<Node> children = new ArrayList<>(1);

        public Node(int line) {
            this.line = line;
        }

        public Node addChild(int line) {
            Node n = new Node(line);
            children.add(n);
            return n;
        }
    }

    /**
     * Notes that reading stopped inside {@code node}, move {@code number} of the line: the unread
     * part starts where the node does, and the stop names the move and its player (the initial
     * investments for move 0, "" for a seat that is none of the {@code players}).
     */
    public void stopIn(Node node, int number, int players) {
        stoppedAt = node.start;
        stoppedMove = number;
        stoppedPlayer = number == 0 ? LoadError.INITIAL_INVESTMENTS
                : node.player >= 0 && node.player < players ? setup.players().get(node.player) : "";
    }

    /** Adds to a node's comment: a second comment on the same node follows the first after a blank line. */
    public static String joinComments(String a, String b) {
        if (a.isEmpty()) return b;
        if (b.isEmpty()) return a;
        return a + "\n\n" + b;
    }

    /** Turns a node's steps into moves. */
    static List<Move> moves(Node n) {
        List<Move> m = new ArrayList<>(n.steps.size());
        for (Step s : n.steps) m.add(s.move());
        return m;
    }
}
