package org.roundhouse.engine.base;

import org.roundhouse.engine.DividendPayment;
import org.roundhouse.board.Board;

/**
 * What one seat knows at a moment of the game: everything on the table, its own hand,
 * how many cards the others hold, and nothing of the others' hands or the deck order.
 * Bots and the player's-eye view of the workbench read this, never the full state.
 */
public final class PlayerView {
    private final BaseState s;
    private final int me;

    PlayerView(BaseState s, int me) {
        if (me < 0 || me >= s.n) throw new IllegalArgumentException("no seat " + me);
        this.s = s;
        this.me = me;
    }

    public int seat() {
        return me;
    }

    public Board board() {
        return s.board;
    }

    public int players() {
        return s.n;
    }

    public Phase phase() {
        return s.phase;
    }

    public int currentPlayer() {
        return s.current;
    }

    public int turn() {
        return s.turn;
    }

    public int cash(int player) {
        return s.cash[player];
    }

    public int playedShares(int player, int company) {
        return s.playedShares(player, company);
    }

    public int handSize(int player) {
        return s.handSize(player);
    }

    public int trackHandSize(int player) {
        return s.trackHandSize(player);
    }

    /** My own shares in hand. */
    public int myHandShares(int company) {
        return s.handShares(me, company);
    }

    /** My own track cards. */
    public int myTrackCards(int kind) {
        return s.trackCards(me, kind);
    }

    /** My first investment while still face down; the others' stay hidden. */
    public int myPendingInitial() {
        return s.pendingInitial(me);
    }

    /** Whether the seat has chosen its first investment (not what it chose). */
    public boolean hasChosenInitial(int player) {
        return s.pendingInitial(player) >= 0;
    }

    public int[] display() {
        return s.display();
    }

    public int deckSize() {
        return s.deckSize();
    }

    public int unionPacificLeft() {
        return s.unionPacificLeft();
    }

    public int trackDeckSize() {
        return s.trackDeckSize();
    }

    public int trackDiscards(int kind) {
        return s.trackDiscards(kind);
    }

    public int trainsOn(int section) {
        return s.trainsOn(section);
    }

    public int[] companiesOn(int section) {
        return s.companiesOn(section);
    }

    public int companyValue(int company) {
        return s.companyValue(company);
    }

    public int trainsLeft(int company) {
        return s.trainsLeft(company);
    }

    public int dividendsPaid() {
        return s.dividendsPaid();
    }

    public int dividendsDrawn() {
        return s.dividendsDrawn();
    }

    public java.util.List<DividendPayment> payments() {
        return s.payments();
    }

    public int flushedShares(int company) {
        return s.flushedShares(company);
    }

    /**
     * Shares of the company this seat has not seen: in the deck, in the others' hands,
     * face down as the others' first investments, or given away by the others for Union
     * Pacific shares. For Union Pacific, the others' hands and pending choices only.
     */
    public int unseenShares(int company) {
        int unseen = 0;
        for (int p = 0; p < s.n; p++) {
            if (p == me) continue;
            unseen += s.handShares(p, company) + s.exchangedShares(p, company);
            if (s.pendingInitial(p) == company) unseen++;
        }
        if (company < s.board.companyCount()) unseen += s.deckShares(company);
        return unseen;
    }
}
