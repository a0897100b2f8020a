package org.roundhouse.record;

import static org.roundhouse.text.Messages.WORDS;

import java.util.List;
import java.util.Objects;
import org.roundhouse.engine.Move;

/**
 * One node's move: all steps of one seat's turn, in the order they happened: the track
 * draw, the build and share take with the cards it turned up and the exchange, or the
 * investment and the discard. The first node of a game holds the initial investments of
 * all seats together ({@link #ALL_SEATS}), since they are made at the same time
 * ({@link Move#isSimultaneous}).
 *
 * <p>A turn in a record is complete (its last step ends the turn or the game), except
 * possibly the last node of a line. A closing step the rules imply (the base game's "no
 * exchange") is part of the steps; the notation leaves it out and the loader puts it back
 * ({@link org.roundhouse.engine.Game#closeTurn}).
 *
 * @param player the seat whose turn it is, or {@link #ALL_SEATS} for the initial investments
 * @param steps the steps, never empty
 */
public record Turn(int player, List<Move> steps) {
    /** The player of the initial-investment node. */
    public static final int ALL_SEATS = -1;

    public Turn {
        steps = List.copyOf(steps);
        if (steps.isEmpty()) throw new IllegalArgumentException(WORDS.text("turn.noSteps"));
        if (player < ALL_SEATS) throw new IllegalArgumentException("no seat " + player);
        for (Move m : steps) {
            Objects.requireNonNull(m);
            boolean initial = m.isSimultaneous();
            if (player == ALL_SEATS ? !initial : initial || m.player() != player) {
                throw new IllegalArgumentException(player == ALL_SEATS ? WORDS.text("turn.stepInInitial", m.player() + 1)
                        : initial ? WORDS.text("turn.firstInTurn", player + 1) : WORDS.text("turn.stepInTurn", m.player() + 1, player + 1));
            }
        }
    }

    public static Turn initial(List<? extends Move> steps) {
        return new Turn(ALL_SEATS, List.copyOf(steps));
    }

    /** The turn of the seat (or {@link #ALL_SEATS}) with the steps of any rule set's own step type. */
    public static Turn of(int player, List<? extends Move> steps) {
        return new Turn(player, List.copyOf(steps));
    }

    /** True for the node of initial investments. */
    public boolean isInitial() {
        return player == ALL_SEATS;
    }

    /** True when one of the steps turned up a dividend card. */
    public boolean drewDividend() {
        return steps.stream().anyMatch(Move::isDividendDraw);
    }

    public Move first() {
        return steps.get(0);
    }

    public Move last() {
        return steps.get(steps.size() - 1);
    }
}
