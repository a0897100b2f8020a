package org.roundhouse.ui.edit;

import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Replay;
import org.roundhouse.record.Turn;
import org.roundhouse.ui.doc.Edit;
import org.roundhouse.ui.doc.GameDocument;

/**
 * Adds a whole line of turns after a node in one step: its main continuation when the node has
 * none, otherwise a new variation. The line's first move gets a comment; each turn keeps the
 * seeds of the cards it drew at random ({@link MoveNode#setSampledSteps}). The cursor goes to the
 * line's first move, and back to the node on undo. Used for the line the bots play to the end.
 */
public final class LineEdit implements Edit {
    private final String name;
    private final MoveNode parent;
    private final List<Turn> turns;
    private final List<Map<Integer, Long>> sampled;
    private final String comment;
    private MoveNode head;
    private int index;

    /**
     * @param turns the line, at least one complete turn each (checked with the rules when first applied)
     * @param sampled for each turn, the seeds of its steps drawn at random, by step index
     * @param comment the comment of the line's first move ("" for none)
     */
    public LineEdit(String name, MoveNode parent, List<Turn> turns, List<Map<Integer, Long>> sampled, String comment) {
        if (turns.isEmpty()) throw new IllegalArgumentException("a line has at least one turn");
        if (sampled.size() != turns.size()) throw new IllegalArgumentException(sampled.size() + " seed maps for " + turns.size() + " turns");
        this.name = Objects.requireNonNull(name);
        this.parent = Objects.requireNonNull(parent);
        this.turns = List.copyOf(turns);
        this.sampled = List.copyOf(sampled);
        this.comment = Objects.requireNonNull(comment);
    }

    @Override
    public String name() {
        return name;
    }

    /** The line's first move (after the first {@link #apply}). */
    public MoveNode head() {
        return head;
    }

    /**
     * @throws IllegalArgumentException when the rules refuse a turn of the line (the record is then left as it was)
     */
    @Override
    public void apply(GameDocument document) {
        if (head == null) {
            Replay replay = document.replay();
            MoveNode n = parent;
            MoveNode first = null;
            try {
                for (int i = 0; i < turns.size(); i++) {
                    n = replay.addTurn(n, turns.get(i));
                    n.setSampledSteps(sampled.get(i));
                    if (first == null) first = n;
                }
            } catch (IllegalArgumentException e) {
                if (first != null) parent.removeChild(first);
                throw e;
            }
            head = first;
            head.setComment(comment);
            index = parent.indexOf(head);
        } else {
            parent.reattach(index, head);
        }
        document.moveCursorAfterEdit(head);
    }

    @Override
    public void revert(GameDocument document) {
        parent.removeChild(head);
        document.moveCursorAfterEdit(parent);
    }
}
