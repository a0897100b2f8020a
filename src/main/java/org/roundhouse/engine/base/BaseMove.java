package org.roundhouse.engine.base;

import static org.roundhouse.text.Messages.WORDS;

import org.roundhouse.engine.Move;

/**
 * The steps of the base game. A turn is a track draw, then either a build, a share take
 * (with the cards it turns up) and an optional exchange for a Union Pacific share, or an
 * investment and a track discard. Company indices run 0..9; Union Pacific is
 * {@code board.unionPacific()} (10). Track card kinds are track types, and
 * {@code board.wildKind()} for wild cards.
 */
public sealed interface BaseMove extends Move {
    /** A dividend card, as turned up from the share deck. */
    int DIVIDEND = 99;
    /**
     * For a track draw: no card was left anywhere to draw. For a discard or a pass: the hand
     * held no track card (possible only once the unplayable-card rule has taken cards out).
     */
    int NO_CARD = -1;
    /** In a deal: a card nobody recorded. It stays hidden; any card still unseen may later be played from it. */
    int UNKNOWN = org.roundhouse.engine.Deal.UNKNOWN;

    /** The point of a turn at which this kind of step is made: elsewhere it is out of place. */
    default Phase phase() {
        if (this instanceof Initial) return Phase.INITIAL_INVESTMENT;
        if (this instanceof DrawTrack) return Phase.DRAW_TRACK;
        if (this instanceof Take) return Phase.TAKE_SHARE;
        if (this instanceof Reveal) return Phase.REVEAL;
        if (this instanceof Exchange) return Phase.EXCHANGE;
        if (this instanceof Discard) return Phase.DISCARD;
        return Phase.ACTION; // Build, Invest, Forgo, ReplaceDead
    }

    /**
     * This kind of step as the records' notation and the refusal codes name it, lower case and always English: "build",
     * "share take", "card turned up" ({@code illegal-share-take}). People read {@link #stepName()}.
     */
    default String kindOfStep() {
        if (this instanceof Initial) return "first investment";
        if (this instanceof DrawTrack) return "track draw";
        if (this instanceof Build) return "build";
        if (this instanceof Invest) return "investment";
        if (this instanceof Discard) return "discard";
        if (this instanceof Forgo) return "pass";
        if (this instanceof ReplaceDead) return "card replacement";
        if (this instanceof Take) return "share take";
        if (this instanceof Reveal) return "card turned up";
        return "exchange";
    }

    /** This kind of step for people, in the current language, as a name: "Share Take" ("Presa di un'azione"). */
    default String stepName() {
        if (this instanceof Initial) return WORDS.text("base.stepName.initial");
        if (this instanceof DrawTrack) return WORDS.text("base.stepName.drawTrack");
        if (this instanceof Build) return WORDS.text("base.stepName.build");
        if (this instanceof Invest) return WORDS.text("base.stepName.invest");
        if (this instanceof Discard) return WORDS.text("base.stepName.discard");
        if (this instanceof Forgo) return WORDS.text("base.stepName.pass");
        if (this instanceof ReplaceDead) return WORDS.text("base.stepName.replaceDead");
        if (this instanceof Take) return WORDS.text("base.stepName.take");
        if (this instanceof Reveal) return WORDS.text("base.stepName.reveal");
        return WORDS.text("base.stepName.exchange");
    }

    /** The simultaneous first investment: the share each player lays face down. */
    record Initial(int player, int company) implements BaseMove {
        @Override
        public boolean isSimultaneous() {
            return true;
        }
    }

    /** The track card drawn at the start of a turn (or to replace a dead card). */
    record DrawTrack(int player, int kind) implements BaseMove {
        @Override
        public boolean isChance() {
            return true;
        }
    }

    /** Play a track card and place a train of the company on the section. */
    record Build(int player, int card, int company, int section) implements BaseMove {
    }

    /** Lay shares face up: {@code count} of one company, or one each of {@code company} and {@code second}. */
    record Invest(int player, int company, int count, int second) implements BaseMove {
        public static final int NONE = -1;

        public static Invest of(int player, int company, int count) {
            return new Invest(player, company, count, NONE);
        }

        public static Invest pair(int player, int company, int second) {
            return new Invest(player, company, 1, second);
        }

        public boolean isPair() {
            return second != NONE;
        }
    }

    /** The track card discarded after investing. */
    record Discard(int player, int card) implements BaseMove {
    }

    /**
     * Neither a build nor an investment is possible: discard a track card and take a
     * share as after a build. Not in the printed rules; Roundhouse's answer to a hand
     * that cannot move, so that every game ends.
     */
    record Forgo(int player, int card) implements BaseMove {
    }

    /** Optional later rule: a card whose track type is full everywhere leaves the game and is replaced. */
    record ReplaceDead(int player, int card) implements BaseMove {
    }

    /** Where a share card is taken from after building. */
    enum Source { DISPLAY, DECK, UNION_PACIFIC }

    /** Take a share: a face-up card of {@code company}, the top of the deck, or a Union Pacific share. */
    record Take(int player, Source source, int company) implements BaseMove {
        public static Take display(int player, int company) {
            return new Take(player, Source.DISPLAY, company);
        }

        public static Take deck(int player) {
            return new Take(player, Source.DECK, -1);
        }

        public static Take unionPacific(int player) {
            return new Take(player, Source.UNION_PACIFIC, -1);
        }
    }

    /** A card turned up from the share deck: a company index or {@link #DIVIDEND}. */
    record Reveal(int player, int card) implements BaseMove {
        @Override
        public boolean isChance() {
            return true;
        }

        public boolean isDividend() {
            return card == DIVIDEND;
        }

        @Override
        public boolean isDividendDraw() {
            return isDividend();
        }
    }

    /** After taking a share: give a share from hand ({@code company}) for a Union Pacific share, or {@link #KEEP}. */
    record Exchange(int player, int company) implements BaseMove {
        public static final int KEEP = -1;

        public static Exchange keep(int player) {
            return new Exchange(player, KEEP);
        }

        public boolean keeps() {
            return company == KEEP;
        }
    }
}
