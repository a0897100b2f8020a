package org.roundhouse.engine.strippeddown;

import static org.roundhouse.text.Messages.WORDS;

import java.util.List;
import org.roundhouse.engine.Deal;

/**
 * The deal of a stripped-down game.
 *
 * @param hands each seat's four shares as dealt: one Union Pacific share and three others
 *     (companies by board index, Union Pacific is {@code board.unionPacific()})
 * @param display the four shares dealt face up, slot 1 first
 * @param deck the draw deck from the top, {@link StrippedDownMove#MARKER} for a scoring marker;
 *     empty when its order is unknown (a game played at the table)
 * @param first the seat that takes the first building turn (the text's random starting player)
 */
public record StrippedDownSetup(List<List<Integer>> hands, List<Integer> display, List<Integer> deck, int first) implements Deal {
    public StrippedDownSetup {
        hands = hands.stream().map(List::copyOf).toList();
        display = List.copyOf(display);
        deck = List.copyOf(deck);
        if (first < 0 || first >= hands.size()) {
            throw new IllegalArgumentException(WORDS.text("deal.firstPlayer", hands.size(), first + 1));
        }
    }

    /** The deal as the notation and XML are handed it through the seam. */
    static StrippedDownSetup of(Deal deal) {
        if (deal instanceof StrippedDownSetup setup) return setup;
        throw new IllegalArgumentException(WORDS.text("sd.deal.notOurs", deal.getClass().getSimpleName()));
    }

    /** A deal where seat A starts. */
    public StrippedDownSetup(List<List<Integer>> hands, List<Integer> display, List<Integer> deck) {
        this(hands, display, deck, 0);
    }

    @Override
    public int firstPlayer() {
        return first;
    }

    @Override
    public StrippedDownSetup withFirstPlayer(int seat) {
        return new StrippedDownSetup(hands, display, deck, seat);
    }

    @Override
    public int players() {
        return hands.size();
    }

    @Override
    public boolean knowsDeckOrders() {
        return !deck.isEmpty();
    }

    @Override
    public StrippedDownSetup withoutDeckOrders() {
        return new StrippedDownSetup(hands, display, List.of(), first);
    }
}
