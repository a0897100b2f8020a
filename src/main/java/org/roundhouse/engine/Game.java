package org.roundhouse.engine;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.roundhouse.board.Board;

/**
 * A rule set configured for a board and options, as records, analysis, bots and the
 * workbench use it: everything is said in {@link GameState} and {@link Move}, so the
 * callers never name a rule set's own types. Each rule set implements it once, by
 * delegating to its {@link Ruleset}.
 */
public interface Game {
    RuleSet ruleSet();

    Board board();

    /** The options it was configured with (every option, canonical values, in the rule set's order). */
    Map<String, String> options();

    int minPlayers();

    int maxPlayers();

    /**
     * The position after the deal.
     *
     * @throws IllegalArgumentException with a reason when the deal is impossible or not of this rule set
     */
    GameState newGame(Deal deal);

    /** A random deal with every deck order known. */
    Deal randomDeal(int players, RandomGenerator rng);

    List<Move> legalMoves(GameState state);

    /** Why the step is refused here, or empty when it is legal. */
    Optional<Refusal> refusal(GameState state, Move step);

    /** The position after the step. */
    GameState apply(GameState state, Move step) throws IllegalMoveException;

    /** Applies a step known to be legal (taken from {@link #legalMoves} or sampled). */
    default GameState applyLegal(GameState state, Move step) {
        try {
            return apply(state, step);
        } catch (IllegalMoveException e) {
            throw new IllegalStateException("a generated move was refused: " + e.getMessage(), e);
        }
    }

    List<Outcome<Move>> chanceOutcomes(GameState state);

    /** One chance outcome drawn at random, as shuffled cards would give it. */
    Move sampleChance(GameState state, RandomGenerator rng);

    /** True when the turn that started at {@code turnStart} is over at {@code now}. */
    boolean turnEnded(GameState turnStart, GameState now);

    /**
     * Why a step cannot follow once the turn is over at {@code now} (the game ended, or the
     * next turn must start otherwise).
     */
    Refusal afterTurnEnd(GameState now, Move step);

    /**
     * The turn's steps with any step the rules imply at its end added (the base game's
     * closing "no exchange"), which records leave out.
     */
    List<Move> closeTurn(GameState after, List<Move> steps);

    /** What the rules expect next, for messages: "a track draw", "the exchange decision". */
    String expected(GameState state);

    /** How its steps and deal are written in the notation. */
    StepNotation notation();
}
