package org.roundhouse.ui.edit;

import static org.roundhouse.text.Messages.UI;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.Edit;
import org.roundhouse.ui.doc.GameDocument;

/**
 * Makes the line through a move the main line: at every point where the line branches off,
 * it becomes the main continuation and the former main continuation the first variation.
 */
public final class PromoteEdit implements Edit {
    private final MoveNode node;
    /** The nodes moved to the front, deepest first, with where they stood. */
    private final List<MoveNode> moved = new ArrayList<>();
    private final List<Integer> from = new ArrayList<>();

    public PromoteEdit(MoveNode node) {
        this.node = Objects.requireNonNull(node);
    }

    /** True when the move is on a variation, so that promoting changes something. */
    public static boolean applies(MoveNode node) {
        return !node.isMainLine();
    }

    @Override
    public String name() {
        return UI.text("edit.name.promote");
    }

    @Override
    public void apply(GameDocument document) {
        moved.clear();
        from.clear();
        for (MoveNode n = node; !n.isRoot(); n = n.parent().orElseThrow()) {
            MoveNode parent = n.parent().orElseThrow();
            int i = parent.indexOf(n);
            if (i > 0) {
                moved.add(n);
                from.add(i);
                parent.promote(n);
            }
        }
    }

    @Override
    public void revert(GameDocument document) {
        for (int i = moved.size() - 1; i >= 0; i--) {
            MoveNode n = moved.get(i);
            MoveNode parent = n.parent().orElseThrow();
            parent.removeChild(n);
            parent.reattach(from.get(i), n);
        }
    }
}
