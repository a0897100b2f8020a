package org.roundhouse.ui.workbench;

import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

import org.roundhouse.engine.GameState;
import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.DocumentListener;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.doc.Horizon;
import org.roundhouse.engine.PositionFacts;

/**
 * What the workbench window shows: the open {@link GameDocument} (replaced when a file is
 * opened), whose eyes the position is seen through (all-seeing or one seat), whether a
 * player's eyes also stop at the cursor (the moves after it hidden), and the company picked
 * in the companies table. Views observe it and redraw from
 * {@link #facts()}; the facts of the current position are computed once per change and
 * shared by every view. For the event dispatch thread.
 */
public final class WorkbenchModel {
    /** What changed; views redraw what depends on it. */
    public enum Change {
        /** Another document was opened. */
        DOCUMENT,
        /** The record's content changed (edits). */
        RECORD,
        /** The cursor moved. */
        CURSOR,
        /** The viewer changed (all-seeing / a seat). */
        PERSPECTIVE,
        /** The selected company changed. */
        COMPANY,
        /**
         * What the views may show ({@link #horizon()}) changed other than by the cursor: Hide the
         * Future or Hide All Comments was turned on or off, or took effect or stopped with a change of viewer.
         */
        HORIZON
    }

    /** Observes the model. */
    public interface Listener {
        void changed(WorkbenchModel model, Set<Change> changes);
    }

    private final List<Listener> listeners = new CopyOnWriteArrayList<>();
    private final DocumentListener forward = new DocumentListener() {
        @Override
        public void cursorMoved(GameDocument d, MoveNode from, MoveNode to) {
            facts = null;
            if (!lineIndex.containsKey(to)) updateLine();
            fire(EnumSet.of(Change.CURSOR));
        }

        @Override
        public void recordChanged(GameDocument d) {
            facts = null;
            updateLine();
            fire(EnumSet.of(Change.RECORD));
        }
    };
    private GameDocument document;
    private int perspective = PositionFacts.ALL_SEEING;
    private int company = -1;
    private boolean hideFuture;
    private boolean hideComments;
    private PositionFacts facts;
    private List<MoveNode> line = List.of();
    private final java.util.Map<MoveNode, Integer> lineIndex = new java.util.IdentityHashMap<>();

    public GameDocument document() {
        return document;
    }

    public boolean hasDocument() {
        return document != null;
    }

    /** Shows another document (the cursor stays where the document has it). */
    public void setDocument(GameDocument doc) {
        if (doc == document) return;
        if (document != null) document.removeListener(forward);
        document = doc;
        if (doc != null) doc.addListener(forward);
        if (doc == null || perspective >= doc.record().setup().playerCount()) perspective = PositionFacts.ALL_SEEING;
        company = -1;
        facts = null;
        updateLine();
        fire(EnumSet.allOf(Change.class));
    }

    /** {@link PositionFacts#ALL_SEEING} or a seat. */
    public int perspective() {
        return perspective;
    }

    public void setPerspective(int seat) {
        if (seat != PositionFacts.ALL_SEEING && (document == null || seat < 0
                || seat >= document.record().setup().playerCount())) {
            throw new IllegalArgumentException("no seat " + seat);
        }
        if (seat == perspective) return;
        boolean hidden = futureHidden();
        boolean uncommented = commentsHidden();
        perspective = seat;
        facts = null;
        fire(hidden == futureHidden() && uncommented == commentsHidden() ? EnumSet.of(Change.PERSPECTIVE)
                : EnumSet.of(Change.PERSPECTIVE, Change.HORIZON));
    }

    /** The option "Hide the Future": in a player's-eye view, the charts and moves stop at the cursor. */
    public boolean hidesFuture() {
        return hideFuture;
    }

    public void setHideFuture(boolean hide) {
        if (hide == hideFuture) return;
        hideFuture = hide;
        fire(EnumSet.of(Change.HORIZON));
    }

    /**
     * True when the views show nothing after the cursor: "Hide the Future" is on and the
     * position is seen through a player's eyes (what the player knew then).
     */
    public boolean futureHidden() {
        return hideFuture && perspective != PositionFacts.ALL_SEEING;
    }

    /** The option "Hide All Comments": in a player's-eye view, no comment or mark of the annotator's. */
    public boolean hidesAllComments() {
        return hideComments;
    }

    public void setHideAllComments(boolean hide) {
        if (hide == hideComments) return;
        hideComments = hide;
        fire(EnumSet.of(Change.HORIZON));
    }

    /** True when the views show no comment or mark: "Hide All Comments" is on and the position is seen through a player's eyes. */
    public boolean commentsHidden() {
        return hideComments && perspective != PositionFacts.ALL_SEEING;
    }

    /**
     * What the views may show of the record now (from the cursor, the viewer and the two
     * options): the one place that decides it. Ask again after every change, the cursor's too.
     */
    public Horizon horizon() {
        if (document == null) return Horizon.EVERYTHING;
        return Horizon.at(document.cursor(), futureHidden(), commentsHidden());
    }

    /** The company picked in the companies table (its reach is shown on the map), or -1. */
    public int selectedCompany() {
        return company;
    }

    public void setSelectedCompany(int company) {
        if (company == this.company) return;
        this.company = company;
        fire(EnumSet.of(Change.COMPANY));
    }

    public MoveNode cursor() {
        return document.cursor();
    }

    public GameState state() {
        return document.state();
    }

    /** The current position as the current viewer knows it. */
    public PositionFacts facts() {
        if (facts == null && document != null) facts = document.replay().game().facts(document.state(), perspective);
        return facts;
    }

    // ---- the current line

    /**
     * The line being stepped through, root first: the path to the cursor and on through main
     * continuations. It stays the same while the cursor moves along it, so stepping back
     * out of a variation and forward again returns into the variation.
     */
    public List<MoveNode> line() {
        return line;
    }

    /** The cursor's index on {@link #line()} (0 = the root). */
    public int lineIndex() {
        Integer i = lineIndex.get(document.cursor());
        return i == null ? 0 : i;
    }

    /** Moves the cursor to the node at this index of the line (clamped). */
    public void goToLineIndex(int index) {
        if (document == null || line.isEmpty()) return;
        document.setCursor(line.get(Math.max(0, Math.min(line.size() - 1, index))));
    }

    /** The nearest node on the line after (direction 1) or before (-1) the cursor that passes the test. */
    public java.util.Optional<MoveNode> findOnLine(int direction, java.util.function.Predicate<MoveNode> test) {
        for (int i = lineIndex() + direction; i >= 0 && i < line.size(); i += direction) {
            if (test.test(line.get(i))) return java.util.Optional.of(line.get(i));
        }
        return java.util.Optional.empty();
    }

    private void updateLine() {
        lineIndex.clear();
        if (document == null) {
            line = List.of();
            return;
        }
        line = List.copyOf(org.roundhouse.ui.doc.Navigator.line(document.cursor()));
        for (int i = 0; i < line.size(); i++) lineIndex.put(line.get(i), i);
    }

    public void addListener(Listener l) {
        listeners.add(Objects.requireNonNull(l));
    }

    public void removeListener(Listener l) {
        listeners.remove(l);
    }

    private void fire(Set<Change> changes) {
        Set<Change> c = EnumSet.copyOf(changes);
        for (Listener l : listeners) l.changed(this, c);
    }
}
