package org.roundhouse.engine.upfortwo;

import java.util.List;
import org.roundhouse.engine.DividendPayment;
import org.roundhouse.engine.PublicView;

/**
 * What everyone sees of a position of "Union Pacific for two": the map and the played shares
 * are the base game's table's, the display and the decks this game's own. The house is paid
 * but does not compete, so it is not shown beside the seats.
 */
final class UpForTwoPublicView implements PublicView {
    private final UpForTwoState s;

    UpForTwoPublicView(UpForTwoState s) {
        this.s = s;
    }

    public int players() { return s.players(); }
    public int cash(int seat) { return s.cash(seat); }
    public boolean hasHouse() { return false; }
    public int houseCash() { return s.houseCash(); }
    public int[] ranking() { return s.ranking(); }
    public int cashOf(int recipient) { return s.cashOf(recipient); }
    public int dividendsDrawn() { return s.dividendsDrawn(); }
    public int dividendsPaid() { return s.dividendsPaid(); }
    public List<DividendPayment> payments() { return s.payments(); }
    public int playedShares(int seat, int company) { return s.playedShares(seat, company); }
    public int totalPlayed(int company) { return s.table().totalPlayed(company); }
    public int trainsPlaced(int company) { return s.table().trainsPlaced(company); }
    public int trainsLeft(int company) { return s.table().trainsLeft(company); }
    public int companyValue(int company) { return s.table().companyValue(company); }
    public int[] display() { return s.display(); }
    public int deckSize() { return s.mainDeckSize(); }
    public int unionPacificLeft() { return s.unionPacificLeft(); }
    public int trainsOn(int section) { return s.table().trainsOn(section); }
    public int trainOn(int section, int i) { return s.table().trainOn(section, i); }
}
