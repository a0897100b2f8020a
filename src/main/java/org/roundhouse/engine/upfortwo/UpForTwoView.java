package org.roundhouse.engine.upfortwo;

import java.util.List;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.base.TableView;

/**
 * What one seat knows at a moment of "Union Pacific for two": everything on the table, its
 * own hand, its own personal deck's cards (it saw every card it drew from it) and the cards
 * it traded away; of the other seat only how many cards it holds in hand and in its
 * personal deck; of no deck the order. Bots read this, never the full state.
 */
public final class UpForTwoView extends TableView {
    private final UpForTwoState s;

    UpForTwoView(UpForTwoState s, int me) {
        super(s.table(), me);
        this.s = s;
    }

    /**
     * The decisions open to this seat now (empty when it is not this seat's decision). They
     * depend only on what the seat knows: its own hand and the table.
     */
    public List<Move> legalMoves() {
        if (s.isChanceNode() || s.isOver() || s.currentPlayer() != seat()) return List.of();
        return s.game().legalMoves(s);
    }

    public int personalDeckSize(int player) {
        return s.personalDeckSize(player);
    }

    /** My own personal deck's cards (not their order). */
    public int myPersonalShares(int company) {
        return s.personalShares(seat(), company);
    }

    /** The shares I traded away that still lie under the main deck. */
    public int myTradedShares(int company) {
        return s.tradedShares(seat(), company);
    }

    /**
     * Shares of the company this seat has not seen: in the main deck, in the other's hand
     * and personal deck, face down as the other's first investment, or traded away by the
     * other. For Union Pacific, the other's hand and pending choice only.
     */
    @Override
    public int unseenShares(int company) {
        int other = 1 - seat();
        int unseen = s.handShares(other, company);
        if (s.table().pendingInitial(other) == company) unseen++;
        if (company < s.board().companyCount()) {
            unseen += s.table().deckShares(company) + s.personalShares(other, company) + s.tradedShares(other, company);
        }
        return unseen;
    }
}
