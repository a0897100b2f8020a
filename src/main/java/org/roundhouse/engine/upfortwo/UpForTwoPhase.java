package org.roundhouse.engine.upfortwo;

/** Where in a turn of "Union Pacific for two" the game stands. */
public enum UpForTwoPhase {
    /** Each seat in turn lays its first investment face down. */
    INITIAL_INVESTMENT,
    /** The seat holds three track cards of one kind and may show them. */
    THREE_OF_A_KIND,
    /** Chance: the seat draws a track card (two after showing three of a kind). */
    DRAW_TRACK,
    /** The seat builds or invests. */
    ACTION,
    /** After investing: discard a track card. */
    DISCARD,
    /** After building: take a share face up, blind from the main deck or blind from one's personal deck. */
    TAKE_SHARE,
    /** Chance: a card comes up from the main deck (to the hand, or to the display). */
    REVEAL,
    /** Chance: a card comes up from the seat's personal deck. */
    PERSONAL_REVEAL,
    /** After the draw: optionally trade a share from hand for a Union Pacific share. */
    EXCHANGE,
    GAME_OVER
}
