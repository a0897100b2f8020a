package org.roundhouse.engine.upfortwo;

import static org.roundhouse.text.Messages.WORDS;

import org.roundhouse.engine.Move;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.upfortwo.UpForTwoMove.KeepThree;
import org.roundhouse.engine.upfortwo.UpForTwoMove.RevealPersonal;
import org.roundhouse.engine.upfortwo.UpForTwoMove.ShowThree;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeBlind;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeFaceUp;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakePersonal;

/** Where in a turn of "Union Pacific for two" the game stands, with the steps each point admits and how it is named. */
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
    GAME_OVER;

    /** Whether the step is of a kind that may come at this point (legal or not). */
    public boolean admits(Move step) {
        return switch (this) {
            case INITIAL_INVESTMENT -> step instanceof BaseMove.Initial;
            case THREE_OF_A_KIND -> step instanceof ShowThree || step instanceof KeepThree;
            case DRAW_TRACK -> step instanceof BaseMove.DrawTrack;
            case ACTION -> step instanceof BaseMove.Build || step instanceof BaseMove.Invest || step instanceof BaseMove.Forgo
                    || step instanceof BaseMove.ReplaceDead;
            case DISCARD -> step instanceof BaseMove.Discard;
            case TAKE_SHARE -> step instanceof TakeFaceUp || step instanceof TakeBlind || step instanceof TakePersonal;
            case REVEAL -> step instanceof BaseMove.Reveal;
            case PERSONAL_REVEAL -> step instanceof RevealPersonal;
            case EXCHANGE -> step instanceof BaseMove.Exchange;
            case GAME_OVER -> false;
        };
    }

    /** The step a record should hold next, for a message naming what it holds instead. */
    public String expected(int seat) {
        return switch (this) {
            case INITIAL_INVESTMENT -> WORDS.text("next.initial", String.valueOf((char) ('A' + seat)));
            case THREE_OF_A_KIND -> WORDS.text("u42.next.threeOfAKind");
            case DRAW_TRACK -> WORDS.text("next.drawTrack");
            case ACTION -> WORDS.text("next.action");
            case DISCARD -> WORDS.text("next.discard");
            case TAKE_SHARE -> WORDS.text("u42.next.takeShare");
            case REVEAL -> WORDS.text("u42.next.reveal");
            case PERSONAL_REVEAL -> WORDS.text("u42.next.personalReveal");
            case EXCHANGE -> WORDS.text("u42.next.exchange");
            case GAME_OVER -> WORDS.text("sd.expected.over");
        };
    }

    /** What happens now, for a player whose step does not belong here. */
    public String happening() {
        return switch (this) {
            case INITIAL_INVESTMENT -> WORDS.text("base.expected.initial");
            case THREE_OF_A_KIND -> WORDS.text("u42.expected.threeOfAKind");
            case DRAW_TRACK -> WORDS.text("u42.expected.drawTrack");
            case ACTION -> WORDS.text("base.expected.action");
            case DISCARD -> WORDS.text("base.expected.discard");
            case TAKE_SHARE -> WORDS.text("u42.expected.takeShare");
            case REVEAL -> WORDS.text("u42.expected.reveal");
            case PERSONAL_REVEAL -> WORDS.text("u42.expected.personalReveal");
            case EXCHANGE -> WORDS.text("u42.expected.exchange");
            case GAME_OVER -> WORDS.text("refusal.gameOver");
        };
    }
}
