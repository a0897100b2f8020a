package org.roundhouse.engine;

import static org.roundhouse.text.Messages.WORDS;

/**
 * A rule set's deal, as it happened at the table: what each seat was dealt, what was turned
 * up, and the orders of the decks where they are known. Records hold it, the rule set reads
 * and writes it (see {@link StepNotation}); nothing above the engine looks inside.
 */
public interface Deal {
    /** In a deal: a card nobody recorded. It stays hidden; any card still unseen may later be played from it. */
    int UNKNOWN = -2;

    /** The number of seats dealt for. */
    int players();

    /** True when every deck's order is known, so the game can be replayed all-seeing. */
    boolean knowsDeckOrders();

    /** The same deal with every deck order forgotten, as a record of a table game would have it. */
    Deal withoutDeckOrders();

    /**
     * The seat that takes the first turn after the opening steps. Seat A (0) unless the rule set
     * chooses the starting player at random, as its deal; records write it only where it is not
     * seat A ({@code [First "C"]}, {@code <setup first-seat="3">}), and number the turns from it.
     */
    default int firstPlayer() {
        return 0;
    }

    /**
     * The same deal with another seat to start.
     *
     * @throws IllegalArgumentException when the seat is not one of the deal's, or the rule set
     *     always starts with seat A (the default)
     */
    default Deal withFirstPlayer(int seat) {
        if (seat == firstPlayer()) return this;
        throw new IllegalArgumentException(WORDS.text("deal.firstSeatA"));
    }
}
