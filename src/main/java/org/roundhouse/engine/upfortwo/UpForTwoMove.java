package org.roundhouse.engine.upfortwo;

import org.roundhouse.engine.Move;

/**
 * The steps "Union Pacific for two" adds to the base game's. The steps the two games share
 * are the base game's own {@link org.roundhouse.engine.base.BaseMove} records: the first
 * investment ({@code Initial}), a track draw ({@code DrawTrack}), {@code Build},
 * {@code Invest}, {@code Discard}, {@code Forgo}, {@code ReplaceDead}, a card turned up from
 * the main deck ({@code Reveal}) and the trade for a Union Pacific share ({@code Exchange}).
 */
public sealed interface UpForTwoMove extends Move {

    /** At the start of a turn: show three track cards of the kind, discard one, draw two instead of one. */
    record ShowThree(int player, int kind) implements UpForTwoMove {
    }

    /** At the start of a turn with three of a kind in hand: keep them and draw one track card as usual. */
    record KeepThree(int player) implements UpForTwoMove {
    }

    /** After building: take the face-up share in the slot (0 is the oldest, on the left), of the company. */
    record TakeFaceUp(int player, int slot, int company) implements UpForTwoMove {
    }

    /** After building: take the top card of the main deck, unseen. */
    record TakeBlind(int player) implements UpForTwoMove {
    }

    /** After building: take the top card of one's own personal deck, unseen. */
    record TakePersonal(int player) implements UpForTwoMove {
    }

    /** The card that came up from the seat's personal deck (a company; never a dividend card). */
    record RevealPersonal(int player, int company) implements UpForTwoMove {
        @Override
        public boolean isChance() {
            return true;
        }
    }
}
