package org.roundhouse.engine;

/**
 * A setup the rules refuse (a deal, a deck recipe, a rule set), saying in no language what it is
 * about, so that a record reader can point at the line that holds it whatever language the
 * message is in.
 */
public final class SetupException extends IllegalArgumentException {
    /** What the refusal is about. */
    public enum About {
        /** The deck recipe an option names. */
        RECIPE,
        /** The rule set. */
        RULES,
        /** The share deck's order. */
        SHARE_DECK,
        /** The track decks' orders. */
        TRACK_DECKS,
        /** One seat's deal ({@link #seat()}). */
        SEAT
    }

    private final About about;
    private final int seat;

    public SetupException(About about, String message) {
        this(about, -1, message);
    }

    private SetupException(About about, int seat, String message) {
        super(message);
        this.about = about;
        this.seat = seat;
    }

    /** A refusal of seat {@code seat}'s deal (0 for seat A). */
    public static SetupException seat(int seat, String message) {
        return new SetupException(About.SEAT, seat, message);
    }

    public About about() {
        return about;
    }

    /** The seat the refusal is about (0 for seat A), or -1 when it is about no seat. */
    public int seat() {
        return seat;
    }
}
