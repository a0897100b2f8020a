package org.roundhouse.engine.bots;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BiConsumer;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Rules;

/**
 * Plays a game to the end with one bot per seat. Each bot sees only its seat's redaction of
 * the state; chance steps are drawn from the true state. The same start, bots and seed give
 * the same game.
 */
public final class Match {
    private Match() {
    }

    /** The end of a game and how many decisions the bots made in it. */
    public record Result<S>(S end, int decisions) {
    }

    public static <S extends GameState, M extends Move> Result<S> play(Rules<S, M> rules, Hidden<S> hidden, S start,
                                                                       List<? extends Bot<S, M>> seats, long seed) {
        return play(rules, hidden, start, seats, seed, null);
    }

    /**
     * As {@link #play(Rules, Hidden, GameState, List, long)}, with {@code watch} (may be null)
     * seeing every step and the position after it.
     */
    public static <S extends GameState, M extends Move> Result<S> play(Rules<S, M> rules, Hidden<S> hidden, S start,
                                                                       List<? extends Bot<S, M>> seats, long seed,
                                                                       BiConsumer<? super M, ? super S> watch) {
        if (seats.size() != start.players()) {
            throw new IllegalArgumentException(seats.size() + " bots for " + start.players() + " seats");
        }
        SplittableRandom chance = new SplittableRandom(seed);
        S state = start;
        int decisions = 0;
        int step = 0;
        while (!state.isOver()) {
            M move;
            if (state.isChanceNode()) {
                move = rules.sampleChance(state, chance);
            } else {
                int seat = state.currentPlayer();
                // a generator per decision: a bot's choice cannot depend on how many numbers another bot drew
                move = seats.get(seat).choose(hidden.redact(state, seat), new SplittableRandom(mix(seed, step)));
                decisions++;
            }
            state = rules.applyLegal(state, move);
            if (watch != null) watch.accept(move, state);
            step++;
        }
        return new Result<>(state, decisions);
    }

    /** A well-spread 64-bit value for a pair of numbers (SplitMix64 finaliser). */
    public static long mix(long a, long b) {
        long z = a + 0x9E3779B97F4A7C15L * (b + 1);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
