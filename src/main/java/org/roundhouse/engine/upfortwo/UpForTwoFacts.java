package org.roundhouse.engine.upfortwo;

import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.base.BaseFacts;
import org.roundhouse.engine.base.BaseState;

/**
 * The {@link PositionFacts} of "Union Pacific for two": the base table's public part, the
 * seat's own cards read through its {@link UpForTwoView} only, and what the variant adds:
 * both personal decks' sizes (a seat knows its own deck's cards, never their order), the
 * markers on the display, the cards removed from the game, the traded cards under the
 * main deck, and the house.
 */
final class UpForTwoFacts {
    private UpForTwoFacts() {
    }

    static PositionFacts of(UpForTwoState s, int viewer) {
        BaseState table = s.table();
        PositionFacts.Builder f = BaseFacts.table(table, viewer);
        UpForTwoView v = viewer == PositionFacts.ALL_SEEING ? null : s.viewFor(viewer);
        f.simultaneous = s.isSimultaneous();
        f.over = s.isOver();
        f.currentPlayer = s.currentPlayer();
        f.turn = s.turn();
        int n = f.players;
        int k = f.companies;
        int companies = s.board().companyCount();
        int kinds = s.board().trackCardKinds();

        f.hand = new int[n][];
        f.track = new int[n][];
        f.pendingInitial = new int[n];
        f.personalDeckSize = new int[n];
        f.personalDeck = new int[n][];
        for (int p = 0; p < n; p++) {
            f.personalDeckSize[p] = s.personalDeckSize(p);
            if (v == null || p == viewer) {
                f.hand[p] = new int[k];
                f.track[p] = new int[kinds];
                f.personalDeck[p] = new int[k];
                for (int c = 0; c < k; c++) f.hand[p][c] = v == null ? s.handShares(p, c) : v.myHandShares(c);
                for (int t = 0; t < kinds; t++) f.track[p][t] = v == null ? s.trackCards(p, t) : v.myTrackCards(t);
                for (int c = 0; c < companies; c++) f.personalDeck[p][c] = v == null ? s.personalShares(p, c) : v.myPersonalShares(c);
                f.pendingInitial[p] = v == null ? table.pendingInitial(p) : v.myPendingInitial();
            } else {
                f.pendingInitial[p] = v.hasChosenInitial(p) ? PositionFacts.UNKNOWN : -1;
            }
        }

        f.deckSize = s.mainDeckSize();
        f.tradedUnderDeck = s.tradedUnderDeck().size();
        f.tradedKnown = new int[k];
        if (v == null) {
            for (int[] card : s.tradedUnderDeck()) f.tradedKnown[card[1]]++;
        } else {
            for (int c = 0; c < companies; c++) f.tradedKnown[c] = v.myTradedShares(c);
        }
        f.sharesInDeck = v == null ? new int[k] : null;
        f.sharesUnseen = v == null ? null : new int[k];
        for (int c = 0; c < k; c++) {
            // the traded cards lie in the main deck too, under its stacks
            if (v == null) f.sharesInDeck[c] = c == f.unionPacific ? 0 : table.deckShares(c) + f.tradedKnown[c];
            else f.sharesUnseen[c] = v.unseenShares(c);
        }
        f.cardsToNextDividend = v == null ? table.cardsToNextDividend() : -1;
        BaseFacts.unknownCards(f, table);

        f.markedSlots = new boolean[f.display.length];
        for (int slot = 0; slot < f.markedSlots.length; slot++) f.markedSlots[slot] = s.isMarked(slot) && f.display[slot] >= 0;
        f.removedByMarkers = new int[k];
        f.removedFourOfAKind = new int[k];
        for (int c = 0; c < companies; c++) {
            f.removedByMarkers[c] = s.removedByMarkers(c);
            f.removedFourOfAKind[c] = table.flushedShares(c);
        }

        UpForTwo game = s.game();
        f.lastDividend = game.lastDividend();
        // a monopoly is paid first place only before the last dividend; at the last only while the house holds none
        f.soleHolderPaidTwice = false;
        f.house = true;
        f.houseFirstDividend = 2;
        f.houseEarlierHoldings = "the UP shares left";
        f.houseHoldings = "the display, face-down shares";
        if (v == null) {
            f.houseShares = new int[k];
            for (int c = 0; c < k; c++) f.houseShares[c] = game.houseShares(s, c);
        }
        f.houseCash = s.houseCash();
        f.lastUnionPacificRow = org.roundhouse.engine.Dividends.unionPacificTable(f.lastDividend);
        f.lastUnionPacificRowNumber = f.lastDividend;
        return f.build();
    }
}
