package org.roundhouse.ui.edit;

import static org.roundhouse.text.Messages.UI;

import java.util.Objects;

import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.Edit;
import org.roundhouse.ui.doc.GameDocument;

/**
 * Removes a move with everything after it: a whole variation when the move starts one, the
 * rest of the line otherwise (the first variation at that point then becomes the main
 * continuation). A cursor on the removed moves goes to the move before them.
 */
public final class DeleteEdit implements Edit {
    private final MoveNode node;
    private final MoveNode parent;
    private int index;
    private MoveNode cursorBefore;

    public DeleteEdit(MoveNode node) {
        this.node = Objects.requireNonNull(node);
        this.parent = node.parent().orElseThrow(() -> new IllegalArgumentException("the start of the game cannot be deleted"));
    }

    @Override
    public String name() {
        return parent.indexOf(node) > 0 ? UI.text("edit.name.deleteVariation") : UI.text("edit.name.deleteMoves");
    }

    @Override
    public void apply(GameDocument document) {
        index = parent.indexOf(node);
        cursorBefore = document.cursor();
        parent.removeChild(node);
        // a cursor inside the removed moves goes to the move before them
    }

    @Override
    public void revert(GameDocument document) {
        parent.reattach(index, node);
        document.moveCursorAfterEdit(cursorBefore);
    }
}
