package org.roundhouse.ui.doc;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

import org.roundhouse.record.MoveNode;

/**
 * Where the stepping commands go. They follow the <em>current line</em>: the path from the
 * root to a node, then on through the main continuations (first children) to its end. In a
 * variation, "next" stays in the variation.
 */
public final class Navigator {
    private Navigator() {
    }

    /** The root: the position after the deal. */
    public static MoveNode first(MoveNode at) {
        MoveNode n = at;
        while (!n.isRoot()) n = n.parent().orElseThrow();
        return n;
    }

    /** The parent, or the node itself at the root. */
    public static MoveNode previous(MoveNode at) {
        return at.parent().orElse(at);
    }

    /** The main continuation, or the node itself at the end of its line. */
    public static MoveNode next(MoveNode at) {
        return at.next().orElse(at);
    }

    /** The end of the current line. */
    public static MoveNode last(MoveNode at) {
        MoveNode n = at;
        while (n.hasChildren()) n = n.children().get(0);
        return n;
    }

    /** The current line through the node, root first (index = move number + 1). */
    public static List<MoveNode> line(MoveNode at) {
        List<MoveNode> path = new ArrayList<>();
        for (MoveNode n = at; n != null; n = n.parent().orElse(null)) path.add(n);
        Collections.reverse(path);
        for (MoveNode n = at; n.hasChildren(); ) {
            n = n.children().get(0);
            path.add(n);
        }
        return path;
    }

    /** The next node after {@code at} on its line that draws a dividend card. */
    public static Optional<MoveNode> nextDividend(MoveNode at) {
        return forward(at, Navigator::drewDividend);
    }

    /** The nearest node before {@code at} on its line that drew a dividend card. */
    public static Optional<MoveNode> previousDividend(MoveNode at) {
        return backward(at, Navigator::drewDividend);
    }

    /** The next node after {@code at} on its line with a comment or a mark. */
    public static Optional<MoveNode> nextNote(MoveNode at) {
        return forward(at, Navigator::hasNote);
    }

    public static Optional<MoveNode> previousNote(MoveNode at) {
        return backward(at, Navigator::hasNote);
    }

    /** True when the node has a comment, a move mark or position marks. */
    public static boolean hasNote(MoveNode n) {
        return !n.comment().isEmpty() || n.mark().isPresent() || !n.positionMarks().isEmpty();
    }

    public static boolean drewDividend(MoveNode n) {
        return !n.isRoot() && n.turn().drewDividend();
    }

    private static Optional<MoveNode> forward(MoveNode at, Predicate<MoveNode> p) {
        for (MoveNode n = at; n.hasChildren(); ) {
            n = n.children().get(0);
            if (p.test(n)) return Optional.of(n);
        }
        return Optional.empty();
    }

    private static Optional<MoveNode> backward(MoveNode at, Predicate<MoveNode> p) {
        for (MoveNode n = at.parent().orElse(null); n != null; n = n.parent().orElse(null)) {
            if (p.test(n)) return Optional.of(n);
        }
        return Optional.empty();
    }
}
