package org.roundhouse.engine.base;

import java.util.List;
import org.roundhouse.board.Board;
import org.roundhouse.engine.DividendPayment;

/**
 * What one seat knows of a base table: everything on it, its own hand and face-down first
 * investment, how many cards the others hold, and nothing of the others' hands or the deck
 * order. The base game's {@link PlayerView} and the view of a variant that keeps a base table
 * (Union Pacific for two) extend it with what their rules add, instead of declaring these
 * reads again; what a seat has not seen depends on where a rule set puts cards, so each says
 * it in {@link #unseenShares}.
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

    public Board board() {
        return table.board();
    }

    public int players() {
        return table.players();
    }

    public int currentPlayer() {
        return table.currentPlayer();
    }

    public int turn() {
        return table.turn();
    }

    public int cash(int player) {
        return table.cash(player);
    }

    public int playedShares(int player, int company) {
        return table.playedShares(player, company);
    }

    public int handSize(int player) {
        return table.handSize(player);
    }

    public int trackHandSize(int player) {
        return table.trackHandSize(player);
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

    /** The face-up shares, oldest first. */
    public int[] display() {
        return table.display();
    }

    public int unionPacificLeft() {
        return table.unionPacificLeft();
    }

    public int trackDeckSize() {
        return table.trackDeckSize();
    }

    public int trackDiscards(int kind) {
        return table.trackDiscards(kind);
    }

    public int trainsOn(int section) {
        return table.trainsOn(section);
    }

    public int[] companiesOn(int section) {
        return table.companiesOn(section);
    }

    public int companyValue(int company) {
        return table.companyValue(company);
    }

    public int trainsLeft(int company) {
        return table.trainsLeft(company);
    }

    public int dividendsPaid() {
        return table.dividendsPaid();
    }

    public int dividendsDrawn() {
        return table.dividendsDrawn();
    }

    public List<DividendPayment> payments() {
        return table.payments();
    }

    public int flushedShares(int company) {
        return table.flushedShares(company);
    }

    /**
     * Shares of the company this seat has not seen (in a deck, in the others' hands, face
     * down, given away unseen); for Union Pacific, the others' hands and pending choices only.
     */
    public abstract int unseenShares(int company);
}
