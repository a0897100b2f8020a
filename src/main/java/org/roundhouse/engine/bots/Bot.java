package org.roundhouse.engine.bots;

import java.util.random.RandomGenerator;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;

/**
 * A player that chooses the move of the seat to act. It is handed the state as that seat
 * sees it ({@link Hidden#redact}) and a random generator; with the same view and the same
 * generator seed it makes the same choice.
 *
 * @param <S> the rule set's state type
 * @param <M> the rule set's move type
 */
public interface Bot<S extends GameState, M extends Move> {
    /** The name it is known by in a tournament line-up, e.g. {@code heuristic} or {@code search:200}. */
    String name();

    /** The move for {@code view.currentPlayer()}; {@code view} is never a chance step. */
    M choose(S view, RandomGenerator rng);
}
