package org.roundhouse.ui.edit;

import static org.roundhouse.text.Messages.UI;

import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.Edit;
import org.roundhouse.ui.doc.GameDocument;

/**
 * A turn entered step by step turned out to be a move the record already holds: the
 * unfinished node is dropped and the cursor goes to the existing move. Undo brings the
 * unfinished node back.
 */
final class FollowEdit implements Edit {
    private final MoveNode unfinished;
    private final MoveNode existing;
    private int index;

    FollowEdit(MoveNode unfinished, MoveNode existing) {
        this.unfinished = unfinished;
        this.existing = existing;
    }

    @Override
    public String name() {
        return UI.text("edit.name.move");
    }

    @Override
    public void apply(GameDocument document) {
        MoveNode parent = unfinished.parent().orElseThrow();
        index = parent.indexOf(unfinished);
        parent.removeChild(unfinished);
        document.moveCursorAfterEdit(existing);
    }

    @Override
    public void revert(GameDocument document) {
        unfinished.parent().orElseThrow().reattach(index, unfinished);
        document.moveCursorAfterEdit(unfinished);
    }
}
