package org.roundhouse.engine;

/** What every variant's state can tell about itself. */
public interface GameState {
    int players();

    /** The seat to act now (for chance steps: the seat whose draw it is). */
    int currentPlayer();

    /** True when it is chance's turn: a card is to be turned up. */
    boolean isChanceNode();

    boolean isOver();

    /**
     * True while every seat decides at once (the base game's face-down first investments),
     * so no single seat is to move.
     */
    default boolean isSimultaneous() {
        return false;
    }

    /** Completed turns since the first investments: it changes exactly when a turn ends. */
    int turn();

    int cash(int player);

    /** The dividend cards turned up so far. */
    int dividendsDrawn();

    /** True when a house (the two-player rules' imaginary player) is paid and ranked beside the seats. */
    default boolean hasHouse() {
        return false;
    }

    /** Cash of a recipient: a seat, or {@code players()} for the house. */
    default int cashOf(int recipient) {
        return recipient == players() ? 0 : cash(recipient);
    }

    /** The seats (and {@code players()} for the house where there is one) from most to least cash; ties keep seat order. */
    default int[] ranking() {
        int r = players() + (hasHouse() ? 1 : 0);
        Integer[] order = new Integer[r];
        for (int i = 0; i < r; i++) order[i] = i;
        java.util.Arrays.sort(order, (a, b) -> Integer.compare(cashOf(b), cashOf(a)));
        return java.util.Arrays.stream(order).mapToInt(Integer::intValue).toArray();
    }

    /** The seats (and the house where there is one) with the most cash, in seat order; more than one on a tie. */
    default int[] winners() {
        return Winners.among(players() + (hasHouse() ? 1 : 0), this::cashOf);
    }
}
