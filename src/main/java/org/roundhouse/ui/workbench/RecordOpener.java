package org.roundhouse.ui.workbench;

import static org.roundhouse.text.Messages.UI;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

import javax.swing.SwingWorker;

import org.roundhouse.record.GameRecord;
import org.roundhouse.record.LoadError;
import org.roundhouse.record.LoadResult;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.Replay;
import org.roundhouse.record.ReplayException;
import org.roundhouse.ui.doc.GameDocument;

/**
 * Opens a record off the event thread: reads and checks the file, then computes the
 * position after every node of the move tree (so that stepping later costs no rules work),
 * reporting progress. The result arrives on the event thread.
 */
final class RecordOpener extends SwingWorker<RecordOpener.Opened, Void> {
    /** Where the bundled sample game is on the class path. */
    static final String SAMPLE = "/org/roundhouse/ui/sample/sample-game.upn";

    /**
     * What opening gave: the document (absent when not even the setup could be read), the
     * first error of the file, if any, and what the file holds that saving will not keep.
     */
    record Opened(Optional<GameDocument> document, Optional<LoadError> error, String source, List<LoadError> warnings) {
        Opened(Optional<GameDocument> document, Optional<LoadError> error, String source) {
            this(document, error, source, List.of());
        }
    }

    private final Path file;
    private final boolean sample;
    private final Consumer<Opened> done;
    private final Consumer<Integer> progress;
    /** Set on the event thread, read there in {@link #done()}. */
    private boolean abandoned;

    private RecordOpener(Path file, boolean sample, Consumer<Opened> done, Consumer<Integer> progress) {
        this.file = file;
        this.sample = sample;
        this.done = done;
        this.progress = progress;
        addPropertyChangeListener(e -> {
            if ("progress".equals(e.getPropertyName())) progress.accept((Integer) e.getNewValue());
        });
    }

    /** Opens a file; {@code done} and {@code progress} are called on the event thread. */
    static RecordOpener file(Path file, Consumer<Opened> done, Consumer<Integer> progress) {
        return new RecordOpener(file, false, done, progress);
    }

    /** Opens the bundled sample game. */
    static RecordOpener sample(Consumer<Opened> done, Consumer<Integer> progress) {
        return new RecordOpener(null, true, done, progress);
    }

    @Override
    protected Opened doInBackground() {
        return open(file, sample, this::setProgress, this::isCancelled);
    }

    /** The work itself, on the calling thread (also used by tests and the benchmark). */
    static Opened open(Path file, boolean sample, java.util.function.IntConsumer progress) {
        return open(file, sample, progress, () -> false);
    }

    /** The work, stopping early (returning null) once {@code stop} says so. */
    private static Opened open(Path file, boolean sample, java.util.function.IntConsumer progress, java.util.function.BooleanSupplier stop) {
        LoadResult result;
        String source;
        if (sample) {
            source = "sample-game.upn";
            result = readSample();
        } else {
            source = file.getFileName() == null ? file.toString() : file.getFileName().toString();
            result = RecordLoader.load(file);
        }
        progress.accept(20);
        if (stop.getAsBoolean()) return null;
        if (result.record().isEmpty()) return new Opened(Optional.empty(), result.error(), source);
        GameRecord record = result.record().get();
        Optional<LoadError> error = result.error();
        Replay replay;
        try {
            replay = Replay.of(record);
        } catch (IllegalArgumentException e) {
            return new Opened(Optional.empty(), Optional.of(new LoadError(source, 0, -1, "", e.getMessage())), source);
        }
        List<MoveNode> nodes = new ArrayList<>();
        List<MoveNode> stack = new ArrayList<>(List.of(record.root()));
        while (!stack.isEmpty()) {
            MoveNode n = stack.remove(stack.size() - 1);
            nodes.add(n);
            stack.addAll(n.children());
        }
        for (int i = 0; i < nodes.size(); i++) {
            if (stop.getAsBoolean()) return null;
            MoveNode node = nodes.get(i);
            try {
                replay.stateAt(node);
            } catch (ReplayException e) {
                // the loader checks every move, so only a tree edited elsewhere gets here: drop the bad branch
                if (error.isEmpty()) error = Optional.of(new LoadError(source, 0, node.moveNumber(), "", e.getMessage()));
                node.parent().ifPresent(p -> p.removeChild(node));
            }
            if (i % 16 == 0) progress.accept(20 + (int) (80L * i / nodes.size()));
        }
        progress.accept(100);
        GameDocument doc = new GameDocument(record, replay, sample ? null : file, sample ? UI.text("files.sample.title") : source);
        return new Opened(Optional.of(doc), error, source, result.warnings());
    }

    private static LoadResult readSample() {
        try (InputStream in = RecordOpener.class.getResourceAsStream(SAMPLE)) {
            if (in == null) {
                return LoadResult.failed(new LoadError("sample-game.upn", 0, -1, "", UI.text("files.sample.missing")));
            }
            return RecordLoader.read(in.readAllBytes(), "sample-game.upn", RecordFormat.NOTATION);
        } catch (IOException e) {
            return LoadResult.failed(new LoadError("sample-game.upn", 0, -1, "", UI.text("files.sample.unreadable", org.roundhouse.text.FileReasons.message(e))));
        }
    }

    /**
     * Stops the open and drops its result, on the event thread. Cancelling alone is not
     * enough: work that already finished in the background cannot be cancelled, and its
     * {@link #done()} is still queued behind the caller.
     */
    void abandon() {
        abandoned = true;
        cancel(true);
    }

    @Override
    protected void done() {
        // abandoned for another document (a restore), by the user, or as the window closed: nobody waits for it
        if (abandoned || isCancelled()) return;
        Opened o;
        try {
            o = get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        } catch (java.util.concurrent.ExecutionException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            String where = sample ? "sample-game.upn" : String.valueOf(file.getFileName());
            o = new Opened(Optional.empty(), Optional.of(new LoadError(where, 0, -1, "",
                    UI.text("files.openFailed", String.valueOf(cause)))), where);
        }
        done.accept(o);
    }
}
