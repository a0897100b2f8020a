package org.roundhouse.engine.bots;

import java.util.List;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;

/** A quick judgement of a move for the seat to act, higher is better: a search uses it to choose which moves to try. */
public interface MoveScorer<S extends GameState, M extends Move> {
    double score(S view, M move);

    /** The scores of several moves of one position, in their order (a scorer may work out what they share once). */
    default double[] scores(S view, List<M> moves) {
        double[] out = new double[moves.size()];
        for (int i = 0; i < out.length; i++) out[i] = score(view, moves.get(i));
        return out;
    }
}
