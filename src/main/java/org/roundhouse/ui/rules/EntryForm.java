package org.roundhouse.ui.rules;

import javax.swing.Icon;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JTextArea;

import org.roundhouse.engine.Move;

/**
 * What the move panel offers a rule set's {@link TableEntry} to lay out the steps of one
 * position: rows of a label and a content, buttons that make a step, notes, messages, and
 * the sections a build may go to (the map shows them). The panel makes the steps through
 * {@link org.roundhouse.ui.edit.MoveEntry}, as one undoable edit each, and says why a refused
 * one is refused.
 */
public interface EntryForm {
    /** A row: the label in the first column, the content beside it. */
    void row(String label, JComponent content);

    /** A row without a label (a note or a button under the row before). */
    void under(JComponent content);

    /** Content across both columns. */
    void wide(JComponent content);

    /** A button that makes the step. */
    JButton stepButton(String name, String text, Icon icon, Move step, String tip);

    /** A panel whose buttons wrap to the width. */
    JPanel flow();

    /** A small note that wraps to the panel's width. */
    JTextArea note(String text, String name);

    /** Makes the step; a refusal is shown as the message. */
    void play(Move step);

    /** Runs an action that may be refused (IllegalArgumentException, IllegalStateException): the reason is shown. */
    void run(Runnable action);

    /** Shows a message under the rows. */
    void say(String text, boolean problem);

    /** The sections of the map a build being chosen may go to (null: no build is being chosen). */
    void setTargets(int[] sections);

    /** The name of the seat. */
    String playerName(int seat);

    /** True when the cursor is on the main line (the record goes on as played). */
    boolean onMainLine();
}
