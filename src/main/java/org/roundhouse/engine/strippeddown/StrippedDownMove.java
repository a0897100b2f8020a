package org.roundhouse.engine.strippeddown;

import org.roundhouse.engine.Move;

/**
 * The steps of the stripped-down variant. A building turn is {@link Build}, then
 * {@link TakePile} or {@link TakeTop}, the {@link Draw}s that refill the pile or give the
 * card (and replace a scoring marker), then {@link Bribe}; an investing turn is one
 * {@link Invest}.
 */
public sealed interface StrippedDownMove extends Move {
    /** The card of a {@link Draw} that is a scoring round marker. */
    int MARKER = 99;
    /** The company of a {@link Build} when every row is full (only with the train limit). */
    int NO_TRAIN = -1;

    /** Before the first turn, every seat at once: the share laid from the hand as first investment. */
    record Choose(int player, int company) implements StrippedDownMove {
        @Override
        public boolean isSimultaneous() {
            return true;
        }
    }

    /** A building turn begins: a train added to the company's row. */
    record Build(int player, int company) implements StrippedDownMove {
    }

    /** The face-up pile in the slot (0 to 3): its company share and every UP share on it. */
    record TakePile(int player, int slot, int company) implements StrippedDownMove {
    }

    /** The top card of the deck, unseen by the others. */
    record TakeTop(int player) implements StrippedDownMove {
    }

    /** A card off the deck: a company, or {@link #MARKER}; into the hand after a {@link TakeTop}, into the pile otherwise. */
    record Draw(int player, int card) implements StrippedDownMove {
        @Override
        public boolean isChance() {
            return true;
        }

        @Override
        public boolean isDividendDraw() {
            return card == MARKER;
        }

        public boolean isMarker() {
            return card == MARKER;
        }
    }

    /** A building turn ends: a Union Pacific share from the supply laid on the face-up pile in the slot. */
    record Bribe(int player, int slot) implements StrippedDownMove {
    }

    /**
     * An investing turn: {@code count} shares of one company (Union Pacific counts as one),
     * or one share each of {@code company} and {@code second} when {@code second >= 0}.
     */
    record Invest(int player, int company, int count, int second) implements StrippedDownMove {
        public static Invest of(int player, int company, int count) {
            return new Invest(player, company, count, -1);
        }

        public static Invest pair(int player, int company, int second) {
            return new Invest(player, company, 1, second);
        }

        public boolean isPair() {
            return second >= 0;
        }
    }
}
