package org.roundhouse.engine;

import java.util.List;

/**
 * A public view that gives another view's answers: for a rule set whose position keeps
 * another's table (Union Pacific for two keeps the base game's) and answers a few questions
 * its own way, overriding only those. {@link #winners} and {@link #extra} are not forwarded:
 * the winners follow from this view's own {@link #cashOf} and {@link #hasHouse}, and a series
 * of the other rule set's is not this one's.
 */
public abstract class ForwardingPublicView implements PublicView {
    private final PublicView table;

    protected ForwardingPublicView(PublicView table) {
        this.table = table;
    }

    @Override public int players() { return table.players(); }
    @Override public int cash(int seat) { return table.cash(seat); }
    @Override public boolean hasHouse() { return table.hasHouse(); }
    @Override public int houseCash() { return table.houseCash(); }
    @Override public int[] ranking() { return table.ranking(); }
    @Override public int cashOf(int recipient) { return table.cashOf(recipient); }
    @Override public int dividendsDrawn() { return table.dividendsDrawn(); }
    @Override public int dividendsPaid() { return table.dividendsPaid(); }
    @Override public List<DividendPayment> payments() { return table.payments(); }
    @Override public int playedShares(int seat, int company) { return table.playedShares(seat, company); }
    @Override public int totalPlayed(int company) { return table.totalPlayed(company); }
    @Override public int trainsPlaced(int company) { return table.trainsPlaced(company); }
    @Override public int trainsLeft(int company) { return table.trainsLeft(company); }
    @Override public int companyValue(int company) { return table.companyValue(company); }
    @Override public int[] display() { return table.display(); }
    @Override public int deckSize() { return table.deckSize(); }
    @Override public int unionPacificLeft() { return table.unionPacificLeft(); }
    @Override public int trainsOn(int section) { return table.trainsOn(section); }
    @Override public int trainOn(int section, int i) { return table.trainOn(section, i); }
}
