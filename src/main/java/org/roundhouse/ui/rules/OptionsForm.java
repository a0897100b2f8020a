package org.roundhouse.ui.rules;

import java.util.Map;

import javax.swing.JComponent;
import javax.swing.JPanel;

/** A rule set's options on the New Game dialog. */
public interface OptionsForm {
    /** What goes beside the board and rule set on the dialog's "Game" row, or null. */
    JComponent gameRow();

    /** Adds the option rows under the "Game" row. */
    void layOut(JPanel form);

    /** The number of players changed (some options only apply to some counts). */
    void setPlayers(int players);

    /** The options chosen, by tag (missing ones mean their defaults). */
    Map<String, String> options();

    void addChangeListener(Runnable r);
}
