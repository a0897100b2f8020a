package org.roundhouse.engine.base;

/**
 * What one seat of the base game knows of the hands at a moment of the game: its own, and
 * which shares it has not seen. A seat's facts ({@link BaseFacts#of}, the player's-eye view of
 * the workbench) read its hands through this, never through the full state.
 */
public final class PlayerView extends TableView {

    PlayerView(BaseState s, int me) {
        super(s, me);
    }

    /**
     * Shares of the company this seat has not seen: in the deck, in the others' hands,
     * face down as the others' first investments, or given away by the others for Union
     * Pacific shares. For Union Pacific, the others' hands and pending choices only.
     */
    @Override
    public int unseenShares(int company) {
        int unseen = 0;
        for (int p = 0; p < table.n; p++) {
            if (p == seat()) continue;
            unseen += table.handShares(p, company) + table.exchangedShares(p, company);
            if (table.pendingInitial(p) == company) unseen++;
        }
        if (company < table.board.companyCount()) unseen += table.deckShares(company);
        return unseen;
    }
}
