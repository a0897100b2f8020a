package org.roundhouse.engine.bots;

import java.util.List;
import java.util.function.ToDoubleFunction;
import java.util.random.RandomGenerator;

/** The heuristic bots' choice: the best score with a little noise, so that near ties are broken at random. */
public final class NoisyArgmax {
    private NoisyArgmax() {
    }

    /**
     * The move whose score plus {@code rng.nextDouble() * noise} (one draw a move, in the list's
     * order, after its score) is highest, the first of equals; null when there is none.
     */
    public static <M> M best(List<M> moves, ToDoubleFunction<? super M> score, double noise, RandomGenerator rng) {
        M best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (M m : moves) {
            double v = score.applyAsDouble(m) + rng.nextDouble() * noise;
            if (v > bestScore) {
                bestScore = v;
                best = m;
            }
        }
        return best;
    }
}
