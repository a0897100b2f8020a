package org.roundhouse.engine.upfortwo;

import java.util.List;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.DividendPayment;

/**
 * What one seat knows at a moment of "Union Pacific for two": everything on the table, its
 * own hand, its own personal deck's cards (it saw every card it drew from it) and the cards
 * it traded away; of the other seat only how many cards it holds in hand and in its
 * personal deck; of no deck the order. Bots read this, never the full state.
 */
public final class UpForTwoView {
    private final UpForTwoState s;
    private final int me;

    UpForTwoView(UpForTwoState s, int me) {
        if (me < 0 || me >= s.players()) throw new IllegalArgumentException("no seat " + me);
        this.s = s;
        this.me = me;
    }

    public int seat() {
        return me;
    }

    public Board board() {
        return s.board();
    }

    public UpForTwoPhase phase() {
        return s.phase();
    }

    public int currentPlayer() {
        return s.currentPlayer();
    }

    public int turn() {
        return s.turn();
    }

    public boolean isOver() {
        return s.isOver();
    }

    /**
     * The decisions open to this seat now (empty when it is not this seat's decision). They
     * depend only on what the seat knows: its own hand and the table.
     */
    public List<Move> legalMoves() {
        if (s.isChanceNode() || s.isOver() || s.currentPlayer() != me) return List.of();
        return s.game().legalMoves(s);
    }

    public int cash(int player) {
        return s.cash(player);
    }

    public int playedShares(int player, int company) {
        return s.playedShares(player, company);
    }

    public int handSize(int player) {
        return s.table().handSize(player);
    }

    public int trackHandSize(int player) {
        return s.table().trackHandSize(player);
    }

    public int myHandShares(int company) {
        return s.handShares(me, company);
    }

    public int myTrackCards(int kind) {
        return s.trackCards(me, kind);
    }

    /** My first investment while still face down; the other's stays hidden. */
    public int myPendingInitial() {
        return s.table().pendingInitial(me);
    }

    public boolean hasChosenInitial(int player) {
        return s.table().pendingInitial(player) >= 0;
    }

    /** The face-up shares, oldest first. */
    public int[] display() {
        return s.display();
    }

    public int markers() {
        return s.markers();
    }

    public int mainDeckSize() {
        return s.mainDeckSize();
    }

    public int personalDeckSize(int player) {
        return s.personalDeckSize(player);
    }

    /** My own personal deck's cards (not their order). */
    public int myPersonalShares(int company) {
        return s.personalShares(me, company);
    }

    /** The shares I traded away that still lie under the main deck. */
    public int myTradedShares(int company) {
        return s.tradedShares(me, company);
    }

    /** Traded cards under the main deck, mine and the other's. */
    public int tradedCount() {
        return s.tradedUnderDeck().size();
    }

    public int unionPacificLeft() {
        return s.unionPacificLeft();
    }

    public int removedByMarkers(int company) {
        return s.removedByMarkers(company);
    }

    public int flushedShares(int company) {
        return s.table().flushedShares(company);
    }

    public int trackDeckSize() {
        return s.table().trackDeckSize();
    }

    public int trackDiscards(int kind) {
        return s.table().trackDiscards(kind);
    }

    public int trainsOn(int section) {
        return s.table().trainsOn(section);
    }

    public int[] companiesOn(int section) {
        return s.table().companiesOn(section);
    }

    public int companyValue(int company) {
        return s.table().companyValue(company);
    }

    public int trainsLeft(int company) {
        return s.table().trainsLeft(company);
    }

    public int dividendsPaid() {
        return s.dividendsPaid();
    }

    public int dividendsDrawn() {
        return s.dividendsDrawn();
    }

    public List<DividendPayment> payments() {
        return s.payments();
    }

    /**
     * Shares of the company this seat has not seen: in the main deck, in the other's hand
     * and personal deck, face down as the other's first investment, or traded away by the
     * other. For Union Pacific, the other's hand and pending choice only.
     */
    public int unseenShares(int company) {
        int other = 1 - me;
        int unseen = s.handShares(other, company);
        if (s.table().pendingInitial(other) == company) unseen++;
        if (company < s.board().companyCount()) {
            unseen += s.table().deckShares(company) + s.personalShares(other, company) + s.tradedShares(other, company);
        }
        return unseen;
    }
}
