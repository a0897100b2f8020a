package org.roundhouse.ui.edit;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.zip.CRC32;

import javax.swing.SwingUtilities;
import javax.swing.Timer;

import org.roundhouse.record.AtomicFiles;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.LoadResult;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.record.Replay;
import org.roundhouse.text.Messages;
import org.roundhouse.ui.doc.GameDocument;

/**
 * Keeps a copy of unsaved work in the user's data folder, so that after a crash or a kill
 * the next start can offer to restore it.
 *
 * <p>A timer on the event thread looks at the open document every few seconds; when it
 * has unsaved changes it did not write yet, the record is turned into notation text there
 * (a snapshot: the record is only touched on the event thread) and a background thread
 * writes it, atomically (a temporary file moved into place), as
 * {@code autosave-<pid>.upn} beside {@code autosave-<pid>.properties} (the title, the file
 * the record came from, the cursor, the time, and a checksum of the record). The record is
 * written first and the properties last, and properties whose checksum does not match the
 * record are ignored, so a crash between the two writes cannot pair a record with another
 * document's file. When the document is saved, or the
 * application closes normally ({@link #stop} with {@code true}), the files are removed.
 * Files whose process is no longer running are {@link #orphans} of a session that ended
 * without closing.
 */
public final class Autosave {
    private static final Messages UI = Messages.UI;
    public static final String PREFIX = "autosave-";
    /** How often the timer looks, unless {@code -Droundhouse.autosaveMillis} says otherwise. */
    public static final int DEFAULT_DELAY = 2000;
    /** The property with the checksum of the record the properties belong to. */
    static final String CHECKSUM = "record-crc32";

    private final Path dir;
    private final long pid = ProcessHandle.current().pid();
    private final Path record;
    private final Path meta;
    private final Supplier<GameDocument> source;
    private final Timer timer;
    private final ExecutorService writer = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "roundhouse-autosave");
        t.setDaemon(true);
        return t;
    });
    private Supplier<Optional<Typing>> typing = Optional::empty;
    private GameDocument written;
    private int writtenVersion = -1;
    private String writtenTyping = "";
    private boolean present;
    private volatile IOException lastProblem;

    /**
     * @param dir the folder to write to (made when needed)
     * @param source the document to keep (null when none is open); read on the event thread
     */
    public Autosave(Path dir, Supplier<GameDocument> source) {
        this.dir = dir;
        this.source = source;
        this.record = dir.resolve(PREFIX + pid + ".upn");
        this.meta = dir.resolve(PREFIX + pid + ".properties");
        this.timer = new Timer(Integer.getInteger("roundhouse.autosaveMillis", DEFAULT_DELAY), e -> check());
        timer.setRepeats(true);
    }

    /** A comment being typed and not yet kept as the node's comment. */
    public record Typing(MoveNode node, String text) {
    }

    /**
     * Where to find a comment still being typed (read on the event thread). It is written with
     * the copy, so a crash while typing loses nothing, without making the typing an edit.
     */
    public void watchTyping(Supplier<Optional<Typing>> typing) {
        this.typing = typing;
    }

    /** Starts looking (event thread). */
    public void start() {
        timer.start();
    }

    /** The file this session writes. */
    public Path file() {
        return record;
    }

    /** The last write that failed, if any (autosave never interrupts the user). */
    public Optional<IOException> lastProblem() {
        return Optional.ofNullable(lastProblem);
    }

    /** Looks at the document now and writes or removes the copy as needed (event thread). */
    public void check() {
        if (!SwingUtilities.isEventDispatchThread()) throw new IllegalStateException("call on the event dispatch thread");
        GameDocument doc = source.get();
        Optional<Typing> typed = doc == null ? Optional.empty()
                : typing.get().filter(t -> t.node().isAttached() && rootOf(t.node()) == doc.record().root());
        if (doc == null || !doc.isModified() && typed.isEmpty()) {
            if (present) {
                present = false;
                written = null;
                writtenVersion = -1;
                writtenTyping = "";
                writer.execute(this::remove);
            }
            return;
        }
        String typedKey = typed.map(t -> cursorPath(t.node()) + "\n" + t.text()).orElse("");
        if (doc == written && doc.version() == writtenVersion && typedKey.equals(writtenTyping) && present) return;
        String text = RecordSaver.write(doc.record(), RecordFormat.NOTATION);
        Properties p = new Properties();
        p.setProperty("title", doc.title());
        doc.file().ifPresent(f -> p.setProperty("file", f.toAbsolutePath().toString()));
        p.setProperty("cursor", cursorPath(doc.cursor()));
        p.setProperty("time", Instant.now().toString());
        p.setProperty("pid", Long.toString(pid));
        p.setProperty("version", Integer.toString(doc.version()));
        typed.ifPresent(t -> {
            p.setProperty("typing.node", cursorPath(t.node()));
            p.setProperty("typing.text", t.text());
        });
        written = doc;
        writtenVersion = doc.version();
        writtenTyping = typedKey;
        present = true;
        writer.execute(() -> write(text, p));
    }

    /**
     * Stops the timer. With {@code removeFiles} (a normal exit) the copy is removed; waits
     * briefly for the background writer to finish either way.
     */
    public void stop(boolean removeFiles) {
        timer.stop();
        if (removeFiles) writer.execute(this::remove);
        writer.shutdown();
        try {
            writer.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void write(String text, Properties p) {
        try {
            Files.createDirectories(dir);
            byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
            p.setProperty(CHECKSUM, checksum(bytes));
            StringWriter props = new StringWriter();
            p.store(props, "Roundhouse autosave");
            AtomicFiles.write(record, bytes);
            AtomicFiles.writeString(meta, props.toString());
            lastProblem = null;
        } catch (IOException e) {
            lastProblem = e;
        }
    }

    static String checksum(byte[] bytes) {
        CRC32 crc = new CRC32();
        crc.update(bytes);
        return Long.toHexString(crc.getValue());
    }

    private void remove() {
        try {
            Files.deleteIfExists(record);
            Files.deleteIfExists(meta);
        } catch (IOException e) {
            lastProblem = e;
        }
    }

    /** "0,0,1": the child indices from the root to the node. */
    static String cursorPath(MoveNode node) {
        List<Integer> path = new ArrayList<>();
        for (MoveNode n = node; !n.isRoot(); n = n.parent().orElseThrow()) path.add(0, n.parent().orElseThrow().indexOf(n));
        StringBuilder b = new StringBuilder();
        for (int i : path) {
            if (b.length() > 0) b.append(',');
            b.append(i);
        }
        return b.toString();
    }

    private static MoveNode rootOf(MoveNode node) {
        MoveNode n = node;
        while (!n.isRoot()) n = n.parent().orElseThrow();
        return n;
    }

    static MoveNode follow(MoveNode root, String path) {
        MoveNode n = root;
        if (path == null || path.isBlank()) return n;
        for (String s : path.split(",")) {
            try {
                int i = Integer.parseInt(s.trim());
                if (i < 0 || i >= n.children().size()) break;
                n = n.children().get(i);
            } catch (NumberFormatException e) {
                break;
            }
        }
        return n;
    }

    // ---- after a crash

    /**
     * Unsaved work left by a session that did not close normally.
     *
     * @param file the autosaved record
     * @param title what the window called the document
     * @param original the file the record belongs to, if it had one
     * @param time when it was written
     * @param cursor where the cursor was ({@link #cursorPath})
     * @param typingNode where a comment was being typed, if one was
     * @param typingText what had been typed there
     */
    public record Orphan(Path file, Path meta, String title, Optional<Path> original, Instant time, String cursor,
                         Optional<String> typingNode, String typingText) {
    }

    /** The autosaves in the folder whose process is no longer running (not this one's), newest first. */
    public static List<Orphan> orphans(Path dir) {
        List<Orphan> out = new ArrayList<>();
        if (dir == null || !Files.isDirectory(dir)) return out;
        long me = ProcessHandle.current().pid();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, PREFIX + "*.upn")) {
            for (Path f : files) {
                String name = f.getFileName().toString();
                long pid;
                try {
                    pid = Long.parseLong(name.substring(PREFIX.length(), name.length() - ".upn".length()));
                } catch (NumberFormatException e) {
                    continue;
                }
                if (pid == me || ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) continue;
                Path m = dir.resolve(PREFIX + pid + ".properties");
                Properties p = new Properties();
                if (Files.isRegularFile(m)) {
                    try {
                        Properties read = new Properties();
                        read.load(new StringReader(Files.readString(m, StandardCharsets.UTF_8)));
                        // properties of another version of the record (a crash between the two writes) are left out
                        if (checksum(Files.readAllBytes(f)).equals(read.getProperty(CHECKSUM))) p = read;
                    } catch (IOException | IllegalArgumentException e) {
                        // the record alone is enough
                    }
                }
                Instant time;
                try {
                    time = Instant.parse(p.getProperty("time", ""));
                } catch (RuntimeException e) {
                    time = Files.getLastModifiedTime(f).toInstant();
                }
                String original = p.getProperty("file");
                out.add(new Orphan(f, m, p.getProperty("title", UI.text("autosave.untitled")),
                        original == null ? Optional.empty() : Optional.of(Path.of(original)), time, p.getProperty("cursor", ""),
                        Optional.ofNullable(p.getProperty("typing.node")), p.getProperty("typing.text", "")));
            }
        } catch (IOException e) {
            return out;
        }
        out.sort((a, b) -> b.time().compareTo(a.time()));
        return out;
    }

    /**
     * The unsaved work as a document: the record, belonging to the file it came from, with
     * the cursor where it was, marked as not saved.
     *
     * @throws IOException when the copy cannot be read (the message says why)
     */
    public static GameDocument restore(Orphan o) throws IOException {
        LoadResult r = RecordLoader.load(o.file());
        if (r.record().isEmpty()) throw new IOException(r.error().map(Object::toString).orElseGet(() -> UI.text("autosave.unreadable")));
        GameRecord record = r.record().get();
        String title = restoredTitle(o.title());
        GameDocument doc = new GameDocument(record, Replay.of(record), o.original().orElse(null), title);
        doc.markUnsaved();
        doc.setCursor(follow(record.root(), o.cursor()));
        // a comment that was still being typed becomes the node's comment, as one edit that can be undone
        o.typingNode().ifPresent(path -> {
            MoveNode n = follow(record.root(), path);
            if (cursorPath(n).equals(path) && !MoveNode.normalizeComment(o.typingText()).equals(n.comment())) {
                doc.execute(new org.roundhouse.ui.doc.CommentEdit(n, MoveNode.normalizeComment(o.typingText())));
            }
        });
        return doc;
    }

    /**
     * The title of a restored document: the copy's title followed by " (restored)" in the
     * language, unless it already ends so in any language (a copy of a restored copy).
     */
    static String restoredTitle(String title) {
        for (java.util.Locale language : Messages.LANGUAGES) {
            if (title.endsWith(UI.text(language, "autosave.restored", ""))) return title;
        }
        return UI.text("autosave.restored", title);
    }

    /** Removes the files of unsaved work (after it was restored or turned down). */
    public static void discard(Orphan o) {
        try {
            Files.deleteIfExists(o.file());
            Files.deleteIfExists(o.meta());
        } catch (IOException e) {
            // nothing more to do: it will be offered again
        }
    }
}
