package org.roundhouse.ui.doc;

import org.roundhouse.record.MoveNode;

/** Observes a {@link GameDocument}. Called on the event dispatch thread. */
public interface DocumentListener {
    /** The cursor moved from one node to another. */
    default void cursorMoved(GameDocument document, MoveNode from, MoveNode to) {
    }

    /**
     * The record changed (an edit was done, undone or redone): the tree, comments or marks
     * may differ. The cursor may have moved too; {@link #cursorMoved} is called after this.
     */
    default void recordChanged(GameDocument document) {
    }

    /** A listener that runs {@code refresh} on every change: a cursor move and an edit alike. */
    static DocumentListener onAnyChange(Runnable refresh) {
        return new DocumentListener() {
            @Override
            public void cursorMoved(GameDocument document, MoveNode from, MoveNode to) {
                refresh.run();
            }

            @Override
            public void recordChanged(GameDocument document) {
                refresh.run();
            }
        };
    }
}
