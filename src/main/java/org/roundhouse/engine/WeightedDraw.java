package org.roundhouse.engine;

import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The one weighted draw: an outcome with probability proportional to its weight, from a single
 * call on the generator ({@code nextLong(total)} for outcomes, {@code nextInt(total)} for counts),
 * the first outcome whose running total passes the pick.
 */
public final class WeightedDraw {
    private WeightedDraw() {
    }

    /** A chance outcome drawn by weight, as shuffled cards would give it. */
    public static <M extends Move> M outcome(List<Outcome<M>> outcomes, RandomGenerator rng) {
        long total = 0;
        for (Outcome<M> o : outcomes) total += o.weight();
        if (total <= 0) throw new IllegalStateException("no chance outcome at this state");
        long pick = rng.nextLong(total);
        for (Outcome<M> o : outcomes) {
            pick -= o.weight();
            if (pick < 0) return o.move();
        }
        throw new AssertionError();
    }

    /** An index drawn with probability proportional to its count (a card of a pool of unseen cards). */
    public static int index(int[] counts, RandomGenerator rng) {
        int total = 0;
        for (int c : counts) total += c;
        if (total <= 0) throw new IllegalStateException("no unseen card left to draw");
        int pick = rng.nextInt(total);
        for (int i = 0; i < counts.length; i++) {
            pick -= counts[i];
            if (pick < 0) return i;
        }
        throw new AssertionError();
    }

    /** Takes a card out of a pool of unseen cards: drawn as {@link #index} draws it, its count one less. */
    public static int take(int[] counts, RandomGenerator rng) {
        int i = index(counts, rng);
        counts[i]--;
        return i;
    }
}
