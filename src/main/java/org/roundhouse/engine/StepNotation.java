package org.roundhouse.engine;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How a rule set's steps and deal are written in the Roundhouse notation
 * ({@code docs/notation.md}). The record layer owns everything around them: the header
 * tags of players and options, move numbers, comments, marks, variations, seeds.
 *
 * <p>Steps are read without a position (the rules check them afterwards), only knowing
 * whose turn it is and the steps of the turn read so far.
 */
public interface StepNotation {
    /**
     * The token of one step.
     *
     * @param dividendNumber for a step that turns up a dividend card ({@link Move#isDividendDraw}),
     *     which dividend card of the line it is (1 for the first); otherwise 0
     */
    String write(Move step, int dividendNumber);

    /** "an exchange (<)": the kind of step in words with the sign its token starts with, for messages. */
    String kindOfStep(Move step);

    /** True when the step is not written as the last step of a turn, because the rules add it back ({@link Game#closeTurn}). */
    boolean omittedAtEnd(Move step);

    /** What a turn's reader knows when it reads a token. */
    record Context(int seat, boolean opening, int players, List<Move> stepsSoFar) {
    }

    /** A step read, with the dividend number written with it (0 when none was). */
    record Read(Move step, int dividendNumber) {
    }

    /** True when the token begins a new turn rather than continuing the one with these steps. */
    boolean startsTurn(String token, List<Move> stepsSoFar);

    /**
     * Reads one step token.
     *
     * @throws NotationException saying what is wrong with the token (the reader adds where)
     */
    Read read(String token, Context context) throws NotationException;

    /** The oldest notation version that can hold the step (1 unless the step needs a later addition). */
    default int versionNeeded(Move step) {
        return 1;
    }

    /** The oldest notation version that can hold the deal (1 unless the deal needs a later addition). */
    default int versionNeeded(Deal deal) {
        return 1;
    }

    /** The header tags of the deal for this many seats, in the order they are written. */
    Set<String> dealTags(int players);

    /** The deal as header tags and values, in order (tags of unknown deck orders left out). */
    Map<String, String> writeDeal(Deal deal);

    /**
     * The deal from its header tags.
     *
     * @throws NotationException naming the tag that is wrong or missing
     */
    Deal readDeal(int players, Map<String, String> tags) throws NotationException;
}
