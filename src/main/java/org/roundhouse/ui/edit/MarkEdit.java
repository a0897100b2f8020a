package org.roundhouse.ui.edit;

import static org.roundhouse.text.Messages.UI;

import org.roundhouse.record.MoveMark;
import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.NodeValueEdit;

/** Sets or (with null) removes a move's mark: !, ?, !!, ??, !? or ?!. */
public final class MarkEdit extends NodeValueEdit<MoveMark> {
    public MarkEdit(MoveNode node, MoveMark mark) {
        super(node, mark);
        if (node.isRoot()) throw new IllegalArgumentException("the start of the game has no move to mark");
    }

    @Override
    public String name() {
        return value() == null ? UI.text("edit.name.removeMark") : UI.text("edit.name.mark", value().symbol());
    }

    @Override
    protected MoveMark read(MoveNode node) {
        return node.mark().orElse(null);
    }

    @Override
    protected void write(MoveNode node, MoveMark mark) {
        node.setMark(mark);
    }
}
