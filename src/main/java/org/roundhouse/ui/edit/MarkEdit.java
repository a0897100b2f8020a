package org.roundhouse.ui.edit;

import static org.roundhouse.text.Messages.UI;

import java.util.Objects;

import org.roundhouse.record.MoveMark;
import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.Edit;
import org.roundhouse.ui.doc.GameDocument;

/** Sets or (with null) removes a move's mark: !, ?, !!, ??, !? or ?!. */
public final class MarkEdit implements Edit {
    private final MoveNode node;
    private final MoveMark mark;
    private MoveMark before;

    public MarkEdit(MoveNode node, MoveMark mark) {
        this.node = Objects.requireNonNull(node);
        if (node.isRoot()) throw new IllegalArgumentException("the start of the game has no move to mark");
        this.mark = mark;
    }

    @Override
    public String name() {
        return mark == null ? UI.text("edit.name.removeMark") : UI.text("edit.name.mark", mark.symbol());
    }

    @Override
    public void apply(GameDocument document) {
        before = node.mark().orElse(null);
        node.setMark(mark);
    }

    @Override
    public void revert(GameDocument document) {
        node.setMark(before);
    }
}
