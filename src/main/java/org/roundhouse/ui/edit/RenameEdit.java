package org.roundhouse.ui.edit;

import static org.roundhouse.text.Messages.UI;

import java.util.Objects;

import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.Edit;
import org.roundhouse.ui.doc.GameDocument;

/** Names (or with "" unnames) the line that starts at a move, usually a variation. */
public final class RenameEdit implements Edit {
    private final MoveNode node;
    private final String name;
    private String before;

    public RenameEdit(MoveNode node, String name) {
        this.node = Objects.requireNonNull(node);
        this.name = MoveNode.normalizeName(name);
    }

    @Override
    public String name() {
        return name.isEmpty() ? UI.text("edit.name.removeName") : UI.text("edit.name.rename");
    }

    @Override
    public void apply(GameDocument document) {
        before = node.name();
        node.setName(name);
    }

    @Override
    public void revert(GameDocument document) {
        node.setName(before);
    }
}
