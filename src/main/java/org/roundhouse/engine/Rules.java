package org.roundhouse.engine;

import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * The rules of one game variant. States are immutable from the outside: {@link #apply}
 * returns a new state. Every rule set answers the same questions, so records, replay,
 * bots and the workbench work with any of them.
 *
 * @param <S> the state type of the variant
 * @param <M> the move type of the variant
 */
public interface Rules<S extends GameState, M extends Move> {
    /** Short stable identifier used in files, e.g. {@code base}. */
    String id();

    /** The moves allowed now. At a chance node these are the possible outcomes. */
    List<M> legalMoves(S state);

    /** Why the move is not allowed here, in words for a player; empty if it is legal. */
    Optional<String> explainIllegal(S state, M move);

    /** The state after the move. */
    S apply(S state, M move) throws IllegalMoveException;

    /** Applies a move the caller took from {@link #legalMoves} (or sampled), so knows to be legal. */
    default S applyLegal(S state, M move) {
        try {
            return apply(state, move);
        } catch (IllegalMoveException e) {
            throw new IllegalStateException("a generated move was refused: " + e.getMessage(), e);
        }
    }

    /** The possible chance outcomes with their weights; empty when a player decides. */
    List<Outcome<M>> chanceOutcomes(S state);

    /** Draws one chance outcome at random, as shuffled cards would give it. */
    default M sampleChance(S state, RandomGenerator rng) {
        return WeightedDraw.outcome(chanceOutcomes(state), rng);
    }
}
