package org.roundhouse.engine;

import java.util.List;
import java.util.function.IntFunction;

/**
 * A rule set's steps in words for people, as the move tree and the move panel show them.
 * What a description tells depends on who reads it: the all-seeing eye ({@link #ALL_SEEING})
 * sees every card; a seat sees its own draws and exchanges but not what the others drew.
 */
public interface StepWords {
    /** The viewer that knows everything. */
    int ALL_SEEING = -1;

    /**
     * A turn in one sentence (without a final full stop): "Anna builds DM Denver–Casper
     * (mountain), takes MS from the display".
     *
     * @param steps the turn's steps (the simultaneous opening steps make one turn)
     * @param dividendsDrawnBefore dividend cards turned up before this turn (to number the new ones)
     * @param viewer the seat reading, or {@link #ALL_SEEING}
     * @param names the player name of a seat
     */
    String turn(List<Move> steps, int dividendsDrawnBefore, int viewer, IntFunction<String> names);

    /** Every step, one per line, in order ("Anna draws a mountain card", "The deck turns up MS", ...). */
    List<String> steps(List<Move> steps, int viewer, IntFunction<String> names);

    /**
     * {@link #turn(List, int, int, IntFunction)} of a turn that may stop short, with the position
     * after its steps: a rule set whose last step reads differently while the turn waits (a
     * proposal still to be answered) tells it from there.
     */
    default String turn(List<Move> steps, int dividendsDrawnBefore, int viewer, IntFunction<String> names, GameState after) {
        return turn(steps, dividendsDrawnBefore, viewer, names);
    }

    /** {@link #steps(List, int, IntFunction)} with the position after the steps (see the other {@code turn}). */
    default List<String> steps(List<Move> steps, int viewer, IntFunction<String> names, GameState after) {
        return steps(steps, viewer, names);
    }
}
