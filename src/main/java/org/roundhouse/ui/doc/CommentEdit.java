package org.roundhouse.ui.doc;

import static org.roundhouse.text.Messages.UI;

import org.roundhouse.record.MoveNode;

/** Sets (or with "" removes) a node's comment. */
public final class CommentEdit extends NodeValueEdit<String> {
    public CommentEdit(MoveNode node, String comment) {
        super(node, comment == null ? "" : comment);
    }

    @Override
    public String name() {
        return value().isEmpty() ? UI.text("edit.name.removeComment") : UI.text("edit.name.comment");
    }

    @Override
    protected String read(MoveNode node) {
        return node.comment();
    }

    @Override
    protected void write(MoveNode node, String comment) {
        node.setComment(comment);
    }
}
