package org.roundhouse.record;

import java.util.SplittableRandom;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;

/**
 * Draws a card nobody saw, reproducibly: the card a seed gives at a chance position is
 * {@link Game#sampleChance} with a {@link SplittableRandom} made from the seed, so it
 * is drawn from exactly the cards that can still come up, with their weights (a fair
 * shuffle of the unseen cards). Records keep the seed beside the card
 * ({@link MoveNode#sampledSteps}), so a what-if line that sampled its cards replays, and
 * can be re-derived, identically.
 */
public final class ChanceSampler {
    private ChanceSampler() {
    }

    /**
     * The card the seed draws at the position.
     *
     * @throws IllegalArgumentException when no card is to be drawn at the position or the seed is negative
     */
    public static Move sample(Game game, GameState state, long seed) {
        if (!state.isChanceNode()) throw new IllegalArgumentException("no card is drawn at this position");
        if (seed < 0) throw new IllegalArgumentException("seeds are at least 0");
        return game.sampleChance(state, new SplittableRandom(seed));
    }

    /** A fresh seed (at least 0) for {@link #sample}. */
    public static long newSeed(SplittableRandom rng) {
        return rng.nextLong() & Long.MAX_VALUE;
    }
}
