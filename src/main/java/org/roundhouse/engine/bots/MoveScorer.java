package org.roundhouse.engine.bots;

import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;

/** A quick judgement of a move for the seat to act, higher is better: a search uses it to choose which moves to try. */
public interface MoveScorer<S extends GameState, M extends Move> {
    double score(S view, M move);
}
