package org.roundhouse.engine;

import java.util.List;

/**
 * Why a rule set refuses a step: a stable {@code code} a program may switch on, the
 * sentence a player reads, and the values the sentence names (seats, cards) for a
 * program that wants them without taking the words apart.
 *
 * <p>Codes every rule set uses where they fit: {@value #GAME_OVER}, {@value #NOT_YOUR_TURN},
 * {@value #OUT_OF_PLACE} (a kind of step the turn does not expect now), {@value #TURN_OVER};
 * the rest are the rule set's own (documented where it is).
 *
 * @param code a stable lower-case identifier, e.g. {@code not-your-turn}
 * @param sentence the reason in words, e.g. "it is seat 2's turn, not seat 1's"; a seat written with
 *     {@link SeatMarks#seat} is shown by the player's name where the names are known
 * @param arguments the values the sentence names, in its order; may be empty
 */
public record Refusal(String code, String sentence, List<Object> arguments) {
    public static final String GAME_OVER = "game-over";
    public static final String NOT_YOUR_TURN = "not-your-turn";
    public static final String OUT_OF_PLACE = "out-of-place";
    public static final String TURN_OVER = "turn-over";

    public Refusal {
        java.util.Objects.requireNonNull(code, "code");
        java.util.Objects.requireNonNull(sentence, "sentence");
        arguments = List.copyOf(arguments);
    }

    public Refusal(String code, String sentence) {
        this(code, sentence, List.of());
    }

    /** The reason in words, a seat it names as "seat 2" ({@link SeatMarks#plain}). */
    @Override
    public String sentence() {
        return SeatMarks.plain(sentence);
    }

    /** The reason in words, a seat it names by the player's name ({@link SeatMarks#named}). */
    public String sentence(java.util.function.IntFunction<String> names) {
        return SeatMarks.named(sentence, names);
    }

    /** The same refusal with the seats it names as the players' names. */
    public Refusal named(java.util.function.IntFunction<String> names) {
        return new Refusal(code, sentence(names), arguments);
    }

    @Override
    public String toString() {
        return sentence();
    }
}
