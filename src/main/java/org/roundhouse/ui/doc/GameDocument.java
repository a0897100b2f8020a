package org.roundhouse.ui.doc;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.roundhouse.engine.GameState;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Replay;

/**
 * One open game: a record, its {@link Replay}, and a cursor on one node of the move tree.
 * Views observe it ({@link #addListener}) and read positions from it; they never change
 * it. Moving the cursor is navigation ({@link #setCursor}); every change to the record
 * goes through {@link #execute} as an {@link Edit}, which keeps an undo/redo history.
 *
 * <p>For the event dispatch thread (listeners are called on the caller's thread).
 */
public final class GameDocument {
    private final GameRecord record;
    private Replay replay;
    private Path file;
    private String title;
    private final List<DocumentListener> listeners = new CopyOnWriteArrayList<>();
    private final Deque<Edit> undo = new ArrayDeque<>();
    private final Deque<Edit> redo = new ArrayDeque<>();
    private MoveNode cursor;
    private int savedAt;
    private int version;

    /**
     * @param file the file it was read from, or null
     * @param title what the window calls it (usually the file name)
     */
    public GameDocument(GameRecord record, Replay replay, Path file, String title) {
        this.record = Objects.requireNonNull(record);
        this.replay = Objects.requireNonNull(replay);
        if (replay.record() != record) throw new IllegalArgumentException("the replay is of another record");
        this.file = file;
        this.title = Objects.requireNonNull(title);
        this.cursor = record.root();
    }

    /** A document for a record, with a new replay. */
    public static GameDocument of(GameRecord record, Path file, String title) {
        return new GameDocument(record, Replay.of(record), file, title);
    }

    public GameRecord record() {
        return record;
    }

    public Replay replay() {
        return replay;
    }

    public Optional<Path> file() {
        return Optional.ofNullable(file);
    }

    /**
     * Names the file the record now belongs to (after "Save As") and what the window calls
     * it. Listeners hear of it as a change of the record.
     */
    public void setFile(Path file, String title) {
        this.file = file;
        this.title = Objects.requireNonNull(title);
        fireRecordChanged();
    }

    /**
     * Makes a new {@link Replay} of the record, for an edit that changed the record's setup
     * (the old replay's positions are out of date). Views read {@link #replay()} anew on the
     * next change they hear of.
     */
    public void renewReplay() {
        this.replay = Replay.of(record);
    }

    public String title() {
        return title;
    }

    // ---- cursor

    public MoveNode cursor() {
        return cursor;
    }

    /** The position after the cursor's turn. */
    public GameState state() {
        return replay.stateAt(cursor);
    }

    /** Moves the cursor; listeners hear of it only if it really moved. */
    public void setCursor(MoveNode node) {
        Objects.requireNonNull(node, "node");
        if (node == cursor) return;
        MoveNode from = cursor;
        cursor = node;
        for (DocumentListener l : listeners) l.cursorMoved(this, from, node);
    }

    // ---- edits

    /**
     * For edits: where the cursor should stand once the edit is done, undone or redone (an
     * edit that adds a move puts it on the new move). The cursor moves after the listeners
     * heard of the change to the record.
     */
    public void moveCursorAfterEdit(MoveNode node) {
        pendingCursor = Objects.requireNonNull(node);
    }

    private MoveNode pendingCursor;

    /** Applies the edit, records it for undo and forgets what could be redone. */
    public void execute(Edit edit) {
        pendingCursor = null;
        edit.apply(this);
        undo.push(edit);
        redo.clear();
        if (savedAt > undo.size() - 1) savedAt = -1;
        version++;
        afterEdit();
    }

    /** Tells the listeners, then moves the cursor where the edit asked, or off a move that left the tree. */
    private void afterEdit() {
        MoveNode target = pendingCursor;
        pendingCursor = null;
        if (target == null || !target.isAttached()) target = cursor;
        while (!target.isAttached()) target = target.parent().orElseThrow();
        if (target != cursor && !cursor.isAttached()) {
            // views must never see a cursor that left the tree
            MoveNode from = cursor;
            cursor = target;
            fireRecordChanged();
            for (DocumentListener l : listeners) l.cursorMoved(this, from, target);
            return;
        }
        fireRecordChanged();
        setCursor(target);
    }

    public boolean canUndo() {
        return !undo.isEmpty();
    }

    public boolean canRedo() {
        return !redo.isEmpty();
    }

    /** The edit {@link #undo} would take back. */
    public Optional<Edit> undoable() {
        return Optional.ofNullable(undo.peek());
    }

    public Optional<Edit> redoable() {
        return Optional.ofNullable(redo.peek());
    }

    public void undo() {
        Edit e = undo.pop();
        pendingCursor = null;
        e.revert(this);
        redo.push(e);
        version++;
        afterEdit();
    }

    public void redo() {
        Edit e = redo.pop();
        pendingCursor = null;
        e.apply(this);
        undo.push(e);
        version++;
        afterEdit();
    }

    /** True when the record differs from the last {@link #markSaved} (or from the file). */
    public boolean isModified() {
        return savedAt != undo.size();
    }

    /**
     * Marks the record as not saved anywhere, though no edit was made (a new game, work
     * restored after a crash): {@link #isModified()} is true until {@link #markSaved}.
     */
    public void markUnsaved() {
        savedAt = -1;
        fireRecordChanged();
    }

    /** Call after saving the record. */
    public void markSaved() {
        savedAt = undo.size();
        fireRecordChanged();
    }

    /** Grows with every edit, undo and redo: lets views cache by version. */
    public int version() {
        return version;
    }

    // ---- listeners

    public void addListener(DocumentListener l) {
        listeners.add(Objects.requireNonNull(l));
    }

    public void removeListener(DocumentListener l) {
        listeners.remove(l);
    }

    private void fireRecordChanged() {
        for (DocumentListener l : listeners) l.recordChanged(this);
    }

    @Override
    public String toString() {
        return "GameDocument[" + title + ", cursor " + replay.label(cursor) + "]";
    }
}
