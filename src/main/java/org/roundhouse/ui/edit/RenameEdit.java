package org.roundhouse.ui.edit;

import static org.roundhouse.text.Messages.UI;

import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.NodeValueEdit;

/** Names (or with "" unnames) the line that starts at a move, usually a variation. */
public final class RenameEdit extends NodeValueEdit<String> {
    public RenameEdit(MoveNode node, String name) {
        super(node, MoveNode.normalizeName(name));
    }

    @Override
    public String name() {
        return value().isEmpty() ? UI.text("edit.name.removeName") : UI.text("edit.name.rename");
    }

    @Override
    protected String read(MoveNode node) {
        return node.name();
    }

    @Override
    protected void write(MoveNode node, String name) {
        node.setName(name);
    }
}
