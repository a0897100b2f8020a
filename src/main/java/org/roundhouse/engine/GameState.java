package org.roundhouse.engine;

/** What every variant's state can tell about itself. */
public interface GameState {
    int players();

    /** The seat to act now (for chance steps: the seat whose draw it is). */
    int currentPlayer();

    /** True when it is chance's turn: a card is to be turned up. */
    boolean isChanceNode();

    boolean isOver();

    int cash(int player);
}
