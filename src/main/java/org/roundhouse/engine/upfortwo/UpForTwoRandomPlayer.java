package org.roundhouse.engine.upfortwo;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.RandomPlay;

/**
 * Decides uniformly at random among the decisions its seat's view offers; it reads only
 * {@link UpForTwoView}, never the full state. Seeded, so a seed always gives the same game.
 * Chance (the cards that come up) is dealt by {@link #play}, as shuffled cards would give it.
 */
public final class UpForTwoRandomPlayer {
    private final RandomGenerator rng;

    public UpForTwoRandomPlayer(long seed) {
        this.rng = new SplittableRandom(seed);
    }

    /** A decision for the seat whose view this is. */
    public Move choose(UpForTwoView view) {
        List<Move> moves = view.legalMoves();
        if (moves.isEmpty()) throw new IllegalStateException("seat " + (view.seat() + 1) + " has no decision to make now");
        return RandomPlay.uniform(moves, rng);
    }

    /** A complete game from a random deal with this seed, both seats random players. */
    public static Playout play(UpForTwo game, long seed) {
        SplittableRandom dealer = new SplittableRandom(seed);
        return playFrom(game, game.randomSetup(dealer), dealer);
    }

    /** Plays the deal to the end: the seats' players are seeded from {@code dealer}, which then deals chance. */
    public static Playout playFrom(UpForTwo game, UpForTwoSetup setup, SplittableRandom dealer) {
        UpForTwoRandomPlayer[] seats = {new UpForTwoRandomPlayer(dealer.nextLong()), new UpForTwoRandomPlayer(dealer.nextLong())};
        List<Move> moves = new ArrayList<>();
        UpForTwoState end = RandomPlay.playOut(game, game.newGame(setup), dealer,
                (state, chance) -> seats[state.currentPlayer()].choose(state.viewFor(state.currentPlayer())), moves::add);
        return new Playout(setup, moves, end);
    }

    /** A finished game: the deal, every step, and the final state. */
    public record Playout(UpForTwoSetup setup, List<Move> moves, UpForTwoState end) {
        public Playout {
            moves = List.copyOf(moves);
        }
    }
}
