package org.roundhouse.ui.doc;

import java.util.Objects;

import org.roundhouse.record.MoveNode;

/**
 * An edit that sets one value of a node (its comment, its mark, its line's name) and, undone,
 * puts back the value it found there.
 */
public abstract class NodeValueEdit<T> implements Edit {
    private final MoveNode node;
    private final T value;
    private T before;

    protected NodeValueEdit(MoveNode node, T value) {
        this.node = Objects.requireNonNull(node);
        this.value = value;
    }

    /** The value the edit sets. */
    protected final T value() {
        return value;
    }

    /** The node's value as it is. */
    protected abstract T read(MoveNode node);

    /** Sets the node's value. */
    protected abstract void write(MoveNode node, T value);

    @Override
    public final void apply(GameDocument document) {
        before = read(node);
        write(node, value);
    }

    @Override
    public final void revert(GameDocument document) {
        write(node, before);
    }
}
