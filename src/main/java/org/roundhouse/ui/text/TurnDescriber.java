package org.roundhouse.ui.text;

import java.util.List;
import java.util.function.IntFunction;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.StepWords;
import org.roundhouse.record.Turn;

/**
 * A turn of a record in words, as the move tree and the status bar show it, in the rule
 * set's own words ({@link Game#words}) with the record's player names.
 */
public final class TurnDescriber {
    /** The viewer that knows everything. */
    public static final int ALL_SEEING = StepWords.ALL_SEEING;

    private final StepWords words;
    private final IntFunction<String> names;

    /**
     * @param names the player name of a seat
     */
    public TurnDescriber(Game game, IntFunction<String> names) {
        this.words = wordsOf(game);
        this.names = names;
    }

    /**
     * The rule set's words, or plain step names while a rule set has none yet (its
     * {@link Game#words} refuses): a game can still be opened and stepped through.
     */
    private static StepWords wordsOf(Game game) {
        try {
            return game.words();
        } catch (UnsupportedOperationException e) {
            return PLAIN;
        }
    }

    /** "Anna: DrawTrack, Build, TakeBlind, Reveal": the steps' own names. */
    private static final StepWords PLAIN = new StepWords() {
        @Override
        public String turn(List<org.roundhouse.engine.Move> steps, int dividendsDrawnBefore, int viewer, IntFunction<String> names) {
            return steps.isEmpty() ? "" : names.apply(steps.get(0).player()) + ": "
                    + String.join(", ", steps.stream().map(m -> m.getClass().getSimpleName()).toList());
        }

        @Override
        public List<String> steps(List<org.roundhouse.engine.Move> steps, int viewer, IntFunction<String> names) {
            return steps.stream().map(m -> names.apply(m.player()) + ": " + m.getClass().getSimpleName()).toList();
        }
    };

    /**
     * The turn in one sentence (without a final full stop).
     *
     * @param dividendsDrawnBefore dividend cards turned up before this turn (to number the new ones)
     * @param viewer the seat reading, or {@link #ALL_SEEING}
     */
    public String describe(Turn turn, int dividendsDrawnBefore, int viewer) {
        return words.turn(turn.steps(), dividendsDrawnBefore, viewer, names);
    }

    /** {@link #describe(Turn, int, int)} with the position after the turn's steps (a turn may stop short, waiting). */
    public String describe(Turn turn, int dividendsDrawnBefore, int viewer, org.roundhouse.engine.GameState after) {
        return words.turn(turn.steps(), dividendsDrawnBefore, viewer, names, after);
    }

    /** {@link #steps(Turn, int)} with the position after the turn's steps. */
    public List<String> steps(Turn turn, int viewer, org.roundhouse.engine.GameState after) {
        return words.steps(turn.steps(), viewer, names, after);
    }

    /** Every step of the turn, one per line, in order ("draws a mountain card", "turns up MS", ...). */
    public List<String> steps(Turn turn, int viewer) {
        return words.steps(turn.steps(), viewer, names);
    }
}
