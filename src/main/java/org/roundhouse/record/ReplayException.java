package org.roundhouse.record;

/**
 * A node of a record whose turn the rules refuse in its position. Records from
 * {@link RecordLoader} never raise it; a tree changed by hand (not via
 * {@link Replay#addTurn}) can.
 */
public final class ReplayException extends RuntimeException {
    private final transient MoveNode node;
    private final int step;

    public ReplayException(MoveNode node, int step, String message) {
        super(message);
        this.node = node;
        this.step = step;
    }

    /** The refused node. */
    public MoveNode node() {
        return node;
    }

    /** Index of the refused step in the node's turn, or -1 when the turn as a whole is at fault. */
    public int step() {
        return step;
    }
}
