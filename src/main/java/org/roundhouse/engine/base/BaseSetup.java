package org.roundhouse.engine.base;

import java.util.List;
import org.roundhouse.engine.Deal;

/**
 * The deal of a base game, as it happened at the table.
 *
 * @param players number of seats, in turn order (seat 0 starts)
 * @param trackHands each seat's three track cards (kinds)
 * @param shareHands each seat's four company shares (company indices); every seat also gets one Union Pacific share
 * @param display the cards turned up for the face-up display, in order; more than four when
 *     four of a kind were turned up and replaced
 * @param shareDeck the share deck from the top down with {@link BaseMove#DIVIDEND} cards, or empty when unknown
 * @param trackDeck the track deck from the top down, or empty when unknown
 */
public record BaseSetup(int players, List<List<Integer>> trackHands, List<List<Integer>> shareHands,
                        List<Integer> display, List<Integer> shareDeck, List<Integer> trackDeck) implements Deal {
    public BaseSetup {
        trackHands = trackHands.stream().map(List::copyOf).toList();
        shareHands = shareHands.stream().map(List::copyOf).toList();
        display = List.copyOf(display);
        shareDeck = List.copyOf(shareDeck);
        trackDeck = List.copyOf(trackDeck);
    }

    public boolean knowsShareDeck() {
        return !shareDeck.isEmpty();
    }

    public boolean knowsTrackDeck() {
        return !trackDeck.isEmpty();
    }

    @Override
    public boolean knowsDeckOrders() {
        return knowsShareDeck() && knowsTrackDeck();
    }

    /** The same deal with the deck orders forgotten, as a record of a table game would have it. */
    @Override
    public BaseSetup withoutDeckOrders() {
        return new BaseSetup(players, trackHands, shareHands, display, List.of(), List.of());
    }
}
