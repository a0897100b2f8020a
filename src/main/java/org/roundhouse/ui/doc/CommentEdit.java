package org.roundhouse.ui.doc;

import static org.roundhouse.text.Messages.UI;

import java.util.Objects;

import org.roundhouse.record.MoveNode;

/** Sets (or with "" removes) a node's comment. */
public final class CommentEdit implements Edit {
    private final MoveNode node;
    private final String comment;
    private String before;

    public CommentEdit(MoveNode node, String comment) {
        this.node = Objects.requireNonNull(node);
        this.comment = comment == null ? "" : comment;
    }

    @Override
    public String name() {
        return comment.isEmpty() ? UI.text("edit.name.removeComment") : UI.text("edit.name.comment");
    }

    @Override
    public void apply(GameDocument document) {
        before = node.comment();
        node.setComment(comment);
    }

    @Override
    public void revert(GameDocument document) {
        node.setComment(before);
    }
}
