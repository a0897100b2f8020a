package org.roundhouse.engine;

/**
 * One step of a game: a player's decision, or a chance outcome (a card turned up).
 * Moves are values; a move that reveals a card names it, so a game replays from its
 * moves alone without knowing the order of the decks in advance.
 */
public interface Move {
    /** The seat whose turn it is when the move is made. */
    int player();

    /** True for outcomes of chance (cards drawn), false for decisions. */
    default boolean isChance() {
        return false;
    }

    /**
     * True for a step all seats make at once before the first turn (the base game's first
     * investments): records keep these steps together, apart from any seat's turn.
     */
    default boolean isSimultaneous() {
        return false;
    }

    /** True for a chance step that turned up a dividend card. */
    default boolean isDividendDraw() {
        return false;
    }
}
