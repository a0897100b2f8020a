package org.roundhouse.engine.bots;

import java.util.random.RandomGenerator;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Rules;

/**
 * How a search steps through positions it owns (a determinization it drew, never a state it was
 * handed): through the checked rules, a copy a step, or on a rule set's fast path, changed in
 * place. Both must give the same positions and draw the same chance outcomes from the same
 * generator, so a search plays the same game on either.
 */
public interface Stepper<S extends GameState, M extends Move> {
    /** The position after a move known to be legal there; may change {@code s} in place and return it. */
    S apply(S s, M move);

    /** A chance outcome drawn as {@link Rules#sampleChance} draws it from the same generator. */
    M chance(S s, RandomGenerator rng);

    /** A step applied in place: the position is changed, nothing is returned. */
    interface InPlace<S, M> {
        void apply(S s, M move);
    }

    /** A chance outcome drawn from a generator. */
    interface Chance<S, M> {
        M draw(S s, RandomGenerator rng);
    }

    /**
     * A rule set's fast path: every step applied in place on the position the search owns (so
     * {@link #apply} returns {@code s} itself), chance drawn as the rule set draws it.
     */
    static <S extends GameState, M extends Move> Stepper<S, M> inPlace(InPlace<S, M> applyInPlace, Chance<S, M> chance) {
        return new Stepper<>() {
            @Override
            public S apply(S s, M move) {
                applyInPlace.apply(s, move);
                return s;
            }

            @Override
            public M chance(S s, RandomGenerator rng) {
                return chance.draw(s, rng);
            }
        };
    }

    /** The checked path: {@link Rules#applyLegal} (a new state a step) and {@link Rules#sampleChance}. */
    static <S extends GameState, M extends Move> Stepper<S, M> checked(Rules<S, M> rules) {
        return new Stepper<>() {
            @Override
            public S apply(S s, M move) {
                return rules.applyLegal(s, move);
            }

            @Override
            public M chance(S s, RandomGenerator rng) {
                return rules.sampleChance(s, rng);
            }
        };
    }
}
