package org.roundhouse.engine.base;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * Plays uniformly at random among the legal moves, and draws chance outcomes as
 * shuffled cards would. Seeded, so a seed always gives the same game.
 */
public final class RandomPlayer {
    private final BaseGame game;
    private final RandomGenerator rng;
    private final List<BaseMove> buffer = new ArrayList<>(64);
    private final int[] builds;

    public RandomPlayer(BaseGame game, long seed) {
        this.game = game;
        this.rng = new SplittableRandom(seed);
        this.builds = new int[game.maxBuilds()];
    }

    /** The next step at this state: a sampled outcome at a chance node, otherwise a random decision. */
    public BaseMove next(BaseState state) {
        if (state.isChanceNode()) return game.sampleChance(state, rng);
        buffer.clear();
        if (state.phase() == Phase.ACTION) {
            // Uniform over all actions without making a move object for each of the many builds.
            int count = game.collectBuilds(state, builds);
            game.addNonBuildActions(state, buffer, count > 0);
            int pick = rng.nextInt(count + buffer.size());
            return pick < count ? BaseGame.decodeBuild(state.currentPlayer(), builds[pick]) : buffer.get(pick - count);
        }
        game.legalMoves(state, buffer);
        if (buffer.isEmpty()) throw new IllegalStateException("no legal move at " + state);
        return buffer.get(rng.nextInt(buffer.size()));
    }

    /** A complete game from a random deal with this seed (the fast path). */
    public static Playout play(BaseGame game, int players, long seed) {
        RandomPlayer player = new RandomPlayer(game, seed);
        BaseSetup setup = game.randomSetup(players, player.rng);
        return player.playFrom(setup);
    }

    /** The same game as {@link #play}, through the rules' checks (the referee). */
    public static Playout playChecked(BaseGame game, int players, long seed) {
        RandomPlayer player = new RandomPlayer(game, seed);
        BaseSetup setup = game.randomSetup(players, player.rng);
        return player.playChecked(setup);
    }

    /**
     * Plays the deal to the end on the fast path ({@link RandomPlayout}: steps applied in place,
     * unchecked): the same game as {@link #playChecked}, several times faster.
     */
    public Playout playFrom(BaseSetup setup) {
        BaseState state = game.newGame(setup);
        RandomPlayout fast = new RandomPlayout(game);
        List<BaseMove> moves = new ArrayList<>(512);
        while (!state.isOver()) {
            BaseMove move = fast.next(state, rng);
            moves.add(move);
            game.applyInPlace(state, move);
        }
        return new Playout(setup, moves, state);
    }

    /**
     * Plays the deal to the end through the rules' checks: every step chosen by {@link #next}
     * from the listed legal moves and applied by the checked {@link BaseGame#apply}, which
     * copies the state. The referee of {@link #playFrom}: a player with the same seed plays
     * the same game either way.
     */
    public Playout playChecked(BaseSetup setup) {
        BaseState state = game.newGame(setup);
        List<BaseMove> moves = new ArrayList<>();
        while (!state.isOver()) {
            BaseMove move = next(state);
            moves.add(move);
            state = game.applyLegal(state, move);
        }
        return new Playout(setup, moves, state);
    }

    /** Plays the deal to the end on the fast path without keeping the steps; returns how many there were. */
    public int countSteps(BaseSetup setup) {
        return new RandomPlayout(game).playOut(game.newGame(setup), rng);
    }

    /** A finished game: the deal, every step, and the final state. */
    public record Playout(BaseSetup setup, List<BaseMove> moves, BaseState end) {
        public Playout {
            moves = List.copyOf(moves);
        }
    }
}
