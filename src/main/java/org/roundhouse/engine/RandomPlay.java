package org.roundhouse.engine;

import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;

/**
 * The one random-play loop: until the game is over, a chance step drawn by the rules from the
 * generator, otherwise the chooser's decision, each step applied in turn. The generator is
 * consumed by the chance draws and by whatever the chooser draws from it, in the order of play.
 */
public final class RandomPlay {
    private RandomPlay() {
    }

    /** How a step is made at a position: a decision or a chance draw. */
    @FunctionalInterface
    public interface Step<S, M> {
        M at(S state, RandomGenerator rng);
    }

    /**
     * Plays from {@code start} to the end and returns the final position; {@code played}, when
     * not null, is handed every step in order.
     */
    public static <S extends GameState, M extends Move> S playOut(S start, RandomGenerator rng, Step<S, M> chance,
            Step<S, M> decide, BiFunction<S, M, S> apply, Consumer<? super M> played) {
        S s = start;
        while (!s.isOver()) {
            M m = s.isChanceNode() ? chance.at(s, rng) : decide.at(s, rng);
            if (played != null) played.accept(m);
            s = apply.apply(s, m);
        }
        return s;
    }

    /** {@link #playOut} by the rules: their chance draw and {@code applyLegal}. */
    public static <S extends GameState, M extends Move> S playOut(Rules<S, M> rules, S start, RandomGenerator rng,
            Step<S, M> decide, Consumer<? super M> played) {
        return playOut(start, rng, rules::sampleChance, decide, rules::applyLegal, played);
    }

    /** {@link #playOut} by a configured game: its chance draw and {@code applyLegal}. */
    public static GameState playOut(Game game, GameState start, RandomGenerator rng, Step<GameState, Move> decide,
            Consumer<? super Move> played) {
        return playOut(start, rng, game::sampleChance, decide, game::applyLegal, played);
    }

    /** The seeded random players' choice: uniform among the legal steps, from one {@code nextInt}. */
    public static <M> M uniform(List<M> legal, RandomGenerator rng) {
        if (legal.isEmpty()) throw new IllegalStateException("no legal move here");
        return legal.get(rng.nextInt(legal.size()));
    }
}
