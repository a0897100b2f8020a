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
}
