package org.roundhouse.engine.nineteenth;

import java.util.List;
import org.roundhouse.engine.DividendPayment;
import org.roundhouse.engine.PublicView;

/**
 * What everyone sees of a nineteenth-century position: shares owned as the shares played, a
 * share's price as the company's value, no display, and Union Pacific's own deck as the deck.
 */
final class NineteenthView implements PublicView {
    private final NineteenthState s;
    private final int up;

    NineteenthView(NineteenthState s) {
        this.s = s;
        this.up = s.board().unionPacific();
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
    @Override public int playedShares(int seat, int company) { return s.shares(seat, company); }
    @Override public int totalPlayed(int company) { return s.ownedByPlayers(company); }
    @Override public int trainsPlaced(int company) { return s.trains(company); }
    @Override public int trainsLeft(int company) { return s.trainsLeft(company); }
    @Override public int companyValue(int company) { return s.price(company); }
    @Override public int[] display() { return new int[0]; }
    @Override public int deckSize() { return s.sharesInCompany(up); }
    @Override public int unionPacificLeft() { return s.sharesInCompany(up) + s.sharesInBank(up); }
    @Override public int trainsOn(int section) { return s.trainsOn(section); }
    @Override public int trainOn(int section, int i) { return s.trainOn(section, i); }
    @Override public int[] extra(String key) { return NineteenthTables.series(s, key); }
}
