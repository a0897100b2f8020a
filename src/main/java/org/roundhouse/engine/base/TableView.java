package org.roundhouse.engine.base;

/**
 * What one seat knows of a base table beyond what every seat sees: its own hand and face-down
 * first investment, whether the others chose theirs, and which shares it has not seen. The
 * base game's {@link PlayerView} and the view of a variant that keeps a base table (Union
 * Pacific for two) extend it; what a seat has not seen depends on where a rule set puts
 * cards, so each says it in {@link #unseenShares}. What every seat sees of the table is read
 * from the state itself ({@link BaseFacts#table}).
 */
public abstract class TableView {
    /** The table this view reads; a subclass reads only what its seat may know of it. */
    protected final BaseState table;
    private final int me;

    protected TableView(BaseState table, int me) {
        if (me < 0 || me >= table.players()) throw new IllegalArgumentException("no seat " + me);
        this.table = table;
        this.me = me;
    }

    public int seat() {
        return me;
    }

    /** My own shares in hand. */
    public int myHandShares(int company) {
        return table.handShares(me, company);
    }

    /** My own track cards. */
    public int myTrackCards(int kind) {
        return table.trackCards(me, kind);
    }

    /** My first investment while still face down; the others' stay hidden. */
    public int myPendingInitial() {
        return table.pendingInitial(me);
    }

    /** Whether the seat has chosen its first investment (not what it chose). */
    public boolean hasChosenInitial(int player) {
        return table.pendingInitial(player) >= 0;
    }

    /**
     * Shares of the company this seat has not seen (in a deck, in the others' hands, face
     * down, given away unseen); for Union Pacific, the others' hands and pending choices only.
     */
    public abstract int unseenShares(int company);
}
