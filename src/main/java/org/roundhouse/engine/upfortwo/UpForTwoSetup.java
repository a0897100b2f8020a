package org.roundhouse.engine.upfortwo;

import java.util.List;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.base.BaseSetup;

/**
 * The deal of a game of "Union Pacific for two": each seat's personal deck of one share of
 * every company, then the base game's deal (track cards, four shares and a Union Pacific
 * share each, the display, the main deck) from the share cards left.
 *
 * @param deal the base game's deal for two seats, from the cards left after the personal decks
 * @param personalDecks each seat's personal deck from the top down, or an empty list when its
 *     order is unknown (its cards are always one of each company)
 */
public record UpForTwoSetup(BaseSetup deal, List<List<Integer>> personalDecks) implements Deal {
    public UpForTwoSetup {
        personalDecks = personalDecks.stream().map(List::copyOf).toList();
    }

    @Override
    public int players() {
        return deal.players();
    }

    @Override
    public boolean knowsDeckOrders() {
        return deal.knowsDeckOrders() && personalDecks.stream().noneMatch(List::isEmpty);
    }

    /** The same deal with every deck order forgotten, as a record of a table game would have it. */
    @Override
    public UpForTwoSetup withoutDeckOrders() {
        return new UpForTwoSetup(deal.withoutDeckOrders(), personalDecks.stream().map(d -> List.<Integer>of()).toList());
    }
}
