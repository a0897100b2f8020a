package org.roundhouse.ui.map;

import java.util.List;
import java.util.Set;

import org.roundhouse.board.Board;

/**
 * What the {@link MapView} shows: a board and, for one position, the trains on it and
 * what to point out. The view only reads it; an implementation should be immutable (or at
 * least not change while the view paints) and is replaced with
 * {@link MapView#setContent(MapContent)} when the position changes.
 */
public interface MapContent {

    /** The board to draw. */
    Board board();

    /**
     * Companies (board company indices) with a train on the section, in the order they
     * were placed, start trains first. Never null; at most {@code spaces} entries are drawn.
     */
    List<Integer> companiesOn(int section);

    /** Section to draw with a glow, usually the last move's build; -1 for none. */
    default int highlightedSection() {
        return -1;
    }

    /** Company whose train on the highlighted section gets a ring; -1 for none. */
    default int highlightedCompany() {
        return -1;
    }

    /**
     * Sections to mark, e.g. where a chosen company may build. When not empty, the other
     * sections are drawn a little fainter so the marked ones stand out.
     */
    default Set<Integer> emphasisedSections() {
        return Set.of();
    }

    /**
     * A build the move review found better than the move played, drawn as a dashed outline
     * with its words beside it; null for none.
     */
    default BetterBuild betterBuild() {
        return null;
    }

    /**
     * A build to point out: the section (board index), the company that would build it, and
     * the words shown beside it ("Better: …").
     */
    record BetterBuild(int section, int company, String label) {
        public BetterBuild {
            java.util.Objects.requireNonNull(label);
        }
    }
}
