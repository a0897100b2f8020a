package org.roundhouse.analysis.evaluator;

import org.roundhouse.engine.GameState;

/** A way to estimate each recipient's chance to win at a position (the seats, then a ranked house): chances that sum to 1. */
public interface ChanceMethod {
    /** Its name in tables and files, e.g. {@code playouts:heuristic:100}, {@code baseline}, {@code evaluator}. */
    String name();

    /**
     * The chances at the position. The same position and key give the same chances; safe to call
     * from several threads at once.
     *
     * @param key identifies the position within a run (seeds of playouts come from it)
     */
    double[] chances(GameState position, long key);
}
