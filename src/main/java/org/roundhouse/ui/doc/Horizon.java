package org.roundhouse.ui.doc;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.roundhouse.record.MoveMark;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.PositionMark;

/**
 * What a view may show of the record while the cursor stands where it stands: everything, or,
 * in a player's eyes with "Hide the Future", nothing of a move later than the cursor's (in any
 * line), and, with "Hide All Comments", none of the annotator's comments and marks. Every view
 * asks this one object what it may show (the move tree, the comment, the timeline, the find box,
 * Compare, the Move tab, the charts, win chances, the status bar), so a new view that asks it
 * inherits the rule. A value: a new one is made for each cursor and setting.
 */
public final class Horizon {
    /** The all-seeing view: the whole record. */
    public static final Horizon EVERYTHING = new Horizon(Integer.MAX_VALUE, false, false);

    private final int lastMove;
    private final boolean futureHidden;
    private final boolean commentsHidden;

    private Horizon(int lastMove, boolean futureHidden, boolean commentsHidden) {
        this.lastMove = lastMove;
        this.futureHidden = futureHidden;
        this.commentsHidden = commentsHidden;
    }

    /**
     * The horizon at the cursor: with {@code futureHidden} nothing after the cursor's move
     * number, with {@code commentsHidden} no comment or mark at all.
     */
    public static Horizon at(MoveNode cursor, boolean futureHidden, boolean commentsHidden) {
        if (!futureHidden && !commentsHidden) return EVERYTHING;
        return new Horizon(futureHidden ? cursor.moveNumber() : Integer.MAX_VALUE, futureHidden, commentsHidden);
    }

    /** True when the moves after the cursor are hidden. */
    public boolean hidesFuture() {
        return futureHidden;
    }

    /** True when every comment and mark is hidden. */
    public boolean hidesComments() {
        return commentsHidden;
    }

    /** The last move number a view may show ({@link Integer#MAX_VALUE}: all). */
    public int lastMove() {
        return lastMove;
    }

    /** True when a view may show the move (it is not later than the cursor's). */
    public boolean shows(MoveNode n) {
        return n.moveNumber() <= lastMove;
    }

    /** The part of a line (root or first move first) a view may show. */
    public List<MoveNode> cut(List<MoveNode> line) {
        if (!futureHidden) return line;
        int i = 0;
        while (i < line.size() && shows(line.get(i))) i++;
        return i == line.size() ? line : new ArrayList<>(line.subList(0, i));
    }

    /** The end of the line from the node on through main continuations, as far as a view may show it. */
    public MoveNode end(MoveNode from) {
        MoveNode n = from;
        while (n.hasChildren() && shows(n.children().get(0))) n = n.children().get(0);
        return n;
    }

    /** The node's comment, or "" where it is hidden. */
    public String comment(MoveNode n) {
        return commentsHidden || !shows(n) ? "" : n.comment();
    }

    /** The node's mark, unless hidden. */
    public Optional<MoveMark> mark(MoveNode n) {
        return commentsHidden || !shows(n) ? Optional.empty() : n.mark();
    }

    /** The sections the annotator marked at the node, unless hidden. */
    public List<PositionMark> positionMarks(MoveNode n) {
        return commentsHidden || !shows(n) ? List.of() : n.positionMarks();
    }

    /** True when a view may show that the node has a comment or a mark. */
    public boolean hasNote(MoveNode n) {
        return !comment(n).isEmpty() || mark(n).isPresent() || !positionMarks(n).isEmpty();
    }

    @Override
    public String toString() {
        return futureHidden ? "up to move " + lastMove + (commentsHidden ? ", no comments" : "")
                : commentsHidden ? "no comments" : "everything";
    }
}
