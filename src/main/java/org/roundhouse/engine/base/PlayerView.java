package org.roundhouse.engine.base;

/**
 * What one seat knows at a moment of the game: everything on the table, its own hand,
 * how many cards the others hold, and nothing of the others' hands or the deck order.
 * Bots and the player's-eye view of the workbench read this, never the full state.
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
