package org.roundhouse.engine;

/** A move the rules refuse; the message is the reason, written for a player. */
public final class IllegalMoveException extends Exception {
    private final transient Move move;

    public IllegalMoveException(Move move, String reason) {
        super(reason);
        this.move = move;
    }

    public Move move() {
        return move;
    }
}
