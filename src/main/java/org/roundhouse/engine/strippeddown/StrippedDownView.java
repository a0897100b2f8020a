package org.roundhouse.engine.strippeddown;

import java.util.List;
import org.roundhouse.engine.DividendPayment;
import org.roundhouse.engine.PublicView;
import org.roundhouse.engine.SeriesSpec;

/** What everyone sees of a stripped-down position: no map, no house, hand sizes as a series of their own. */
final class StrippedDownView implements PublicView {
    /** Hand sizes are public: how many shares each seat still has to invest. */
    static final SeriesSpec SHARES_IN_HAND = new SeriesSpec("shares-in-hand", "Shares in hand", SeriesSpec.Per.SEAT,
            "Shares each player holds, not yet invested: a building turn adds one or more, an investing turn lays them");

    private final StrippedDown game;
    private final StrippedDownState s;

    StrippedDownView(StrippedDown game, StrippedDownState s) {
        this.game = game;
        this.s = s;
    }

    @Override public int players() { return s.players(); }
    @Override public int cash(int seat) { return s.cash(seat); }
    @Override public boolean hasHouse() { return false; }
    @Override public int houseCash() { return 0; }
    @Override public int[] ranking() { return s.ranking(); }
    @Override public int cashOf(int recipient) { return s.cashOf(recipient); }
    @Override public int dividendsDrawn() { return s.dividendsDrawn(); }
    @Override public int dividendsPaid() { return s.dividendsPaid(); }
    @Override public List<DividendPayment> payments() { return s.payments(); }
    @Override public int playedShares(int seat, int company) { return s.playedShares(seat, company); }
    @Override public int totalPlayed(int company) { return s.totalPlayed(company); }
    @Override public int trainsPlaced(int company) { return s.trains(company); }
    @Override public int trainsLeft(int company) { return game.trainsLeft(s, company); }
    @Override public int companyValue(int company) { return s.trains(company); }
    @Override public int[] display() { return s.display(); }
    @Override public int deckSize() { return s.deckSize(); }
    @Override public int trainsOn(int section) { return 0; }
    @Override public int trainOn(int section, int i) { return -1; }

    /** The Union Pacific shares waiting on the face-up piles (the supply itself has no end). */
    @Override
    public int unionPacificLeft() {
        int t = 0;
        for (int i = 0; i < StrippedDown.PILES; i++) t += s.bribes(i);
        return t;
    }

    @Override
    public int[] extra(String key) {
        if (!key.equals(SHARES_IN_HAND.key())) return PublicView.super.extra(key);
        int[] hands = new int[s.players()];
        for (int p = 0; p < hands.length; p++) hands[p] = s.handSize(p);
        return hands;
    }
}
