package org.roundhouse.engine.upfortwo;

import java.util.List;
import org.roundhouse.board.Board;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.DividendPayment;

/** Conservation laws that hold after every step of every game of "Union Pacific for two". */
final class TwoInvariants {
    private TwoInvariants() {
    }

    /** The broken law in words, or null. */
    static String problem(UpForTwoState s) {
        Board b = s.board();
        BaseState t = s.table();
        int up = b.unionPacific();
        int[] display = t.display();
        int[] tradedUnder = new int[2 * (b.companyCount() + 1)];
        for (int[] card : s.tradedUnderDeck()) tradedUnder[card[0] * (b.companyCount() + 1) + card[1]]++;
        // every card is somewhere exactly once
        for (int c = 0; c < b.companyCount(); c++) {
            int count = t.deckShares(c) + t.flushedShares(c) + s.removedByMarkers(c);
            for (int p = 0; p < 2; p++) {
                count += t.handShares(p, c) + t.playedShares(p, c) + t.exchangedShares(p, c) + s.personalShares(p, c);
                if (t.pendingInitial(p) == c) count++;
                if (tradedUnder[p * (b.companyCount() + 1) + c] != t.exchangedShares(p, c)) {
                    return "seat " + p + " traded " + t.exchangedShares(p, c) + " " + b.companyAbbreviation(c) + " but "
                            + tradedUnder[p * (b.companyCount() + 1) + c] + " lie under the deck";
                }
                if (s.personalShares(p, c) < 0 || s.personalShares(p, c) > 1) return "personal deck count " + s.personalShares(p, c);
            }
            for (int d : display) if (d == c) count++;
            if (count != b.company(c).shares()) return b.companyAbbreviation(c) + " shares: " + count + " instead of " + b.company(c).shares();
        }
        int ups = t.unionPacificLeft();
        for (int p = 0; p < 2; p++) {
            ups += t.handShares(p, up) + t.playedShares(p, up) + t.exchangedShares(p, up);
            if (t.pendingInitial(p) == up) ups++;
        }
        if (ups != b.unionPacificShares()) return "UP shares: " + ups;
        // the main deck's stacks hold its share cards and the dividend cards not drawn
        int deckShares = 0;
        for (int c = 0; c < b.companyCount(); c++) deckShares += t.deckShares(c);
        if (t.deckSize() != deckShares + b.dividendCards() - t.dividendsDrawn()) {
            return "main deck of " + t.deckSize() + " cards but " + deckShares + " shares and " + (b.dividendCards() - t.dividendsDrawn()) + " dividends";
        }
        for (int kind = 0; kind < b.trackCardKinds(); kind++) {
            int count = t.trackDeckCards(kind) + t.trackDiscards(kind) + t.trackRemoved(kind);
            for (int p = 0; p < 2; p++) count += t.trackCards(p, kind);
            if (count != b.trackCards(kind)) return "track cards of kind " + kind + ": " + count;
        }
        for (int p = 0; p < 2; p++) {
            if (t.trackHandSize(p) > 4) return "seat " + p + " holds " + t.trackHandSize(p) + " track cards";
        }
        // the display keeps its cards oldest first, empty slots on the right; markers on the oldest
        boolean gap = false;
        for (int d : display) {
            if (d < 0) gap = true;
            else if (gap) return "a face-up card right of an empty slot";
        }
        if (s.markers() < 0 || s.markers() > s.displaySize()) return s.markers() + " markers on " + s.displaySize() + " cards";
        if (s.phase() != UpForTwoPhase.REVEAL && display[0] >= 0 && display[0] == display[1] && display[1] == display[2] && display[2] == display[3]) {
            return "four of a kind left in the display";
        }
        // cash is what was paid
        List<DividendPayment> payments = t.payments();
        if (payments.size() != t.dividendsPaid()) return "payments recorded: " + payments.size();
        if (t.dividendsPaid() > t.dividendsDrawn()) return "more dividends paid than drawn";
        long paid = 0;
        for (DividendPayment pay : payments) paid += pay.sum();
        if (s.cash(0) + s.cash(1) + s.houseCash() != paid) return "cash " + (s.cash(0) + s.cash(1) + s.houseCash()) + " but paid " + paid;
        if (s.cash(0) < 0 || s.cash(1) < 0) return "negative cash";
        return null;
    }
}
