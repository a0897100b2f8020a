package org.roundhouse.engine.nineteenth;

import org.roundhouse.engine.Move;

/**
 * The steps of the nineteenth-century variant. A turn is the investment ({@link Buy},
 * {@link Sell}, closed by {@link Done}), the expansion ({@link Expand}, the other seats'
 * {@link Answer}s when the player needs their approval, the track card turned with
 * {@link Flip} and what it shows, {@link Reveal}, or {@link TakeNoCard}; or {@link Done} for no train), and the
 * additional investment ({@link Invest}s, closed by {@link Done}).
 */
public sealed interface NineteenthMove extends Move {
    /** The track decks' cards: a track card of the deck's type. */
    int TRACK = 0;
    /** An "A" card. */
    int ACE = 1;
    /** A dividend card. */
    int DIVIDEND = 2;
    /** Nothing: the deck ran out (shown only where nobody knew whether a dividend card was left in it). */
    int EMPTY = 3;

    /**
     * Shares bought: {@code count} shares of the company, from the company's own deck or
     * from the bank, for the player or, with {@code forUp}, for Union Pacific's treasury
     * (by the player who controls Union Pacific).
     */
    record Buy(int player, int company, boolean fromBank, int count, boolean forUp) implements NineteenthMove {
    }

    /** Shares sold to the bank: the player's own or, with {@code byUp}, Union Pacific's. */
    record Sell(int player, int company, int count, boolean byUp) implements NineteenthMove {
    }

    /** The player ends the phase: the investment, the expansion (no train) or the turn. */
    record Done(int player) implements NineteenthMove {
    }

    /**
     * A train of the company placed on the section, paid $1 million by the company's treasury;
     * without control, a proposal the other seats answer first.
     */
    record Expand(int player, int company, int section) implements NineteenthMove {
    }

    /**
     * The {@code seat} asked approves ({@code yes}) or refuses the expansion proposed. A step of
     * the proposing player's turn ({@code player}), decided by the seat asked.
     */
    record Answer(int player, int seat, boolean yes) implements NineteenthMove {
    }

    /**
     * Move 0: the table is laid out and seat 1 begins. Records give every game a move 0 made by
     * all seats together; this variant has no decision there, so it is this one step.
     */
    record Begin(int player) implements NineteenthMove {
        @Override
        public boolean isSimultaneous() {
            return true;
        }
    }

    /** After a train: the top card of the track deck taken off (the section's type, or a deck showing an "A" card). */
    record Flip(int player, int deck) implements NineteenthMove {
    }

    /**
     * After a train on track whose deck has run out: no card taken off, the "A" card showing on
     * another deck left where it is (where the rules make that card optional).
     */
    record TakeNoCard(int player) implements NineteenthMove {
    }

    /** Chance: the card the deck now shows ({@link #TRACK}, {@link #ACE}, {@link #DIVIDEND}, {@link #EMPTY}). */
    record Reveal(int player, int deck, int card) implements NineteenthMove {
        @Override
        public boolean isChance() {
            return true;
        }

        @Override
        public boolean isDividendDraw() {
            return card == DIVIDEND;
        }
    }

    /** Additional investment: the player's cash moved into the company's treasury ($M). */
    record Invest(int player, int company, int amount) implements NineteenthMove {
    }
}
