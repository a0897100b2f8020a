package org.roundhouse.ui.rules;

import javax.swing.JComponent;

import org.roundhouse.record.GameSetup;

/** The hands of a document's deal on Edit ▸ Fill In Hands: unknown cards to fill in, or known ones to correct. */
public interface HandsForm {
    JComponent component();

    /** The setup with the hands as shown now. */
    GameSetup setup();

    /** Back to the hands as the record has them (when the ones the moves showed do not fit a line). */
    void reset();

    /** Cards shown filled in beyond what the record's deal knows. */
    int filled();

    void addChangeListener(Runnable r);
}
