package org.roundhouse.engine.base;

/** Where in a turn the game stands. */
public enum Phase {
    /** Each seat in turn lays its first investment face down. */
    INITIAL_INVESTMENT,
    /** Chance: the current seat draws a track card. */
    DRAW_TRACK,
    /** The current seat builds or invests. */
    ACTION,
    /** After building: take a share. */
    TAKE_SHARE,
    /** Chance: a card is turned up from the share deck (to a hand or to refill the display). */
    REVEAL,
    /** After taking a share: optionally exchange a share for a Union Pacific share. */
    EXCHANGE,
    /** After investing: discard a track card. */
    DISCARD,
    GAME_OVER
}
