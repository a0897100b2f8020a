package org.roundhouse.ui.rules;

import java.util.List;

import javax.swing.JComponent;
import javax.swing.JPanel;

import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Move;

/**
 * The deal of a rule set as the New Game dialog enters it: what each seat was dealt (a card
 * may stay unknown where the rule set allows it), what was turned up, and the opening
 * steps the seats made before the first turn (the base game's first investments), if any.
 */
public interface DealForm {
    /** Adds its rows (a label in the first column, the content in the second) to the dialog's form. */
    void layOut(JPanel form);

    /** The choice of a seat's opening step, shown on the seat's row, or null when the rule set has none (the default). */
    default JComponent opening(int seat) {
        return null;
    }

    /** Rows for the seats (their names as labels), keeping what was entered for seats that stay. */
    void setSeats(List<String> names);

    /** True when the form asks who starts (the rule set draws its starting player); else seat A starts. */
    default boolean asksStartingPlayer() {
        return false;
    }

    /** Renames the seats; by default nothing, for a form that shows no names. */
    default void setNames(List<String> names) {
    }

    /** Shows a deal (one dealt at random). */
    void show(Deal deal);

    /** Every card that may be unknown set to unknown. */
    void clear();

    /** False when the rule set's deal must be named card by card, so that {@link #clear} leaves nothing a game can start from. */
    default boolean leavesCardsUnknown() {
        return true;
    }

    /**
     * The deal as entered.
     *
     * @throws Missing when something is still to be filled in
     */
    Deal deal() throws Missing;

    /**
     * The opening steps chosen: one per seat, or none to enter them with the moves; by default
     * none, for a rule set without opening steps.
     *
     * @throws Missing when some seats have one and others not
     */
    default List<Move> openingSteps() throws Missing {
        return List.of();
    }

    void addChangeListener(Runnable r);

    /** What the form still needs before the game can start (not a mistake). */
    final class Missing extends Exception {
        public Missing(String text) {
            super(text, null, false, false);
        }
    }
}
