package org.roundhouse.engine.bots;

import java.util.List;
import java.util.random.RandomGenerator;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.RandomPlay;
import org.roundhouse.engine.Rules;

/** Chooses uniformly among the legal moves of its view. */
public final class RandomBot<S extends GameState, M extends Move> implements Bot<S, M> {
    private final Rules<S, M> rules;

    public RandomBot(Rules<S, M> rules) {
        this.rules = rules;
    }

    @Override
    public String name() {
        return "random";
    }

    @Override
    public M choose(S view, RandomGenerator rng) {
        List<M> moves = rules.legalMoves(view);
        if (moves.isEmpty()) throw new IllegalStateException("no legal move at " + view);
        return RandomPlay.uniform(moves, rng);
    }
}
