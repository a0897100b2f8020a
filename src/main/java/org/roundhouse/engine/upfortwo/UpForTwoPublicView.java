package org.roundhouse.engine.upfortwo;

import org.roundhouse.engine.ForwardingPublicView;

/**
 * What everyone sees of a position of "Union Pacific for two": the map and the played shares
 * are the base game's table's, the main deck (with the traded cards under it) this game's own.
 * The house is paid but does not compete, so it is not shown beside the seats.
 */
final class UpForTwoPublicView extends ForwardingPublicView {
    private final UpForTwoState s;

    UpForTwoPublicView(UpForTwoState s) {
        super(s.table());
        this.s = s;
    }

    @Override public boolean hasHouse() { return false; }
    @Override public int[] ranking() { return s.ranking(); }
    @Override public int cashOf(int recipient) { return s.cashOf(recipient); }
    @Override public int deckSize() { return s.mainDeckSize(); }
}
