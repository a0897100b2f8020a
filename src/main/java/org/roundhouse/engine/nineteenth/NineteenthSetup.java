package org.roundhouse.engine.nineteenth;

import static org.roundhouse.text.Messages.WORDS;

import java.util.List;
import org.roundhouse.engine.Deal;

/**
 * The deal of a nineteenth-century game: the card each track deck shows at the start (a
 * track card or an "A" card, never a dividend card), and where known the order of every deck
 * in every cycle.
 *
 * @param players the seats; seat 1 starts
 * @param tops the face-up card of each deck (one per track type), {@link NineteenthMove#TRACK} or {@link NineteenthMove#ACE}
 * @param orders for each cycle (four: the decks as dealt, then after each reshuffle), each deck
 *     from the top, face-up card first, in {@link NineteenthMove#TRACK} / {@link NineteenthMove#ACE} /
 *     {@link NineteenthMove#DIVIDEND}; empty when unknown (a game played at the table)
 */
public record NineteenthSetup(int players, List<Integer> tops, List<List<List<Integer>>> orders) implements Deal {
    public NineteenthSetup {
        tops = List.copyOf(tops);
        orders = orders.stream().map(c -> c.stream().map(List::copyOf).toList()).toList();
    }

    /** The deal as the notation is handed it through the seam. */
    static NineteenthSetup of(Deal deal) {
        if (deal instanceof NineteenthSetup setup) return setup;
        throw new IllegalArgumentException(WORDS.text("nt.deal.notOurs", deal.getClass().getSimpleName()));
    }

    @Override
    public boolean knowsDeckOrders() {
        return !orders.isEmpty();
    }

    @Override
    public NineteenthSetup withoutDeckOrders() {
        return new NineteenthSetup(players, tops, List.of());
    }
}
