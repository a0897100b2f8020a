package org.roundhouse.ui.edit;

import java.util.Map;
import java.util.Objects;

import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Turn;
import org.roundhouse.ui.doc.Edit;
import org.roundhouse.ui.doc.GameDocument;

/**
 * Puts a turn into the tree: as a new continuation of a node (the main one when the node
 * has none, otherwise a new variation), or in place of a leaf whose turn it extends or
 * amends (a turn entered step by step grows one step per edit). The node it replaces keeps
 * its comment, marks and name; the cursor goes to the new node, and back on undo. Built by
 * {@link MoveEntry}, which checks the turn with the rules first.
 */
public final class TurnEdit implements Edit {
    private final String name;
    private final MoveNode parent;
    private final MoveNode replaced;
    private final Turn turn;
    private final Map<Integer, Long> sampled;
    private int index;
    private MoveNode node;

    /**
     * @param parent the node the turn follows
     * @param replaced the leaf child of {@code parent} the new node takes the place of, or null to add a continuation
     * @param sampled the chance steps of the turn sampled with a seed, by step index
     */
    TurnEdit(String name, MoveNode parent, MoveNode replaced, Turn turn, Map<Integer, Long> sampled) {
        this.name = Objects.requireNonNull(name);
        this.parent = Objects.requireNonNull(parent);
        this.replaced = replaced;
        this.turn = Objects.requireNonNull(turn);
        this.sampled = Map.copyOf(sampled);
        if (replaced != null && (replaced.parent().orElse(null) != parent || replaced.hasChildren())) {
            throw new IllegalArgumentException("only a leaf child of the node can be replaced");
        }
    }

    @Override
    public String name() {
        return name;
    }

    /** The node the edit added (after the first {@link #apply}). */
    public MoveNode node() {
        return node;
    }

    @Override
    public void apply(GameDocument document) {
        if (node == null) {
            index = replaced != null ? parent.indexOf(replaced) : parent.children().size();
            if (replaced != null) parent.removeChild(replaced);
            node = parent.insertChild(index, turn);
            if (replaced != null) node.copyAnnotationsFrom(replaced);
            node.setSampledSteps(sampled);
        } else {
            if (replaced != null) parent.removeChild(replaced);
            parent.reattach(index, node);
        }
        document.moveCursorAfterEdit(node);
    }

    @Override
    public void revert(GameDocument document) {
        parent.removeChild(node);
        if (replaced != null) parent.reattach(index, replaced);
        document.moveCursorAfterEdit(replaced != null ? replaced : parent);
    }
}
