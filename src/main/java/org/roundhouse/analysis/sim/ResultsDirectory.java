package org.roundhouse.analysis.sim;

import static org.roundhouse.text.Messages.WORDS;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.roundhouse.text.FileReasons;

/**
 * Publishes a set of result files ({@code games.csv.gz}, {@code summary.json}, and the Spark
 * job's {@code figures.json}) into a directory so that the old set or the new set is there,
 * never a mix and never neither (docs/simulation.md § Writing the files):
 * <ol>
 * <li>the new files are written into a fresh hidden directory {@code DIR/.simulation-staging-PID-N};</li>
 * <li>one atomic rename of that directory to {@value #PUBLISHING} publishes them: before it the
 * old files stand untouched, after it the new set is complete and is the result;</li>
 * <li>each file is then moved from there over its old namesake ({@code summary.json} last)
 * and the emptied directory removed.</li>
 * </ol>
 * A process killed during step 3 leaves {@value #PUBLISHING} behind; readers take each file from
 * there while it is there ({@link #resolve}), and the next run into the directory finishes the
 * moves ({@link #recover}) before it starts.
 */
public final class ResultsDirectory {
    /** The directory that holds a published set while its files are moved into place. */
    public static final String PUBLISHING = ".simulation-publishing";
    static final String STAGING = ".simulation-staging-";
    private static final long PID = ProcessHandle.current().pid();
    private static final java.util.concurrent.atomic.AtomicLong SERIAL = new java.util.concurrent.atomic.AtomicLong();

    /** Where a publication stands. */
    public enum State {
        /** The new files are being written; the directory holds the old set. */
        STAGING,
        /** Given up: the staged files are gone, the directory is as it was. */
        ABORTED,
        /** The new set is published; its files may still be on their way into place. */
        PUBLISHED,
        /** Published and every file in place. */
        IN_PLACE
    }

    /** Test hook: told each step of a publication by name, e.g. to stop the process there. */
    static volatile Consumer<String> steps = step -> { };

    private final Path dir;
    private final Path staging;
    private final List<Path> made;
    private final List<String> names;
    private State state = State.STAGING;

    private ResultsDirectory(Path dir, Path staging, List<Path> made, List<String> names) {
        this.dir = dir;
        this.staging = staging;
        this.made = made;
        this.names = names;
    }

    /**
     * Makes {@code dir} (and missing parents) if needed, finishes a publication a killed run left
     * there, and opens a staging directory for the files {@code names} (published in this order:
     * put the one that names the others last).
     *
     * @throws InTheWay when {@code dir}, or one of the files' places in it, is something the
     *     results cannot replace (a file, a directory, a link to nothing)
     * @throws IOException when the directory cannot be made or written
     */
    public static ResultsDirectory open(Path dir, List<String> names) throws IOException {
        if (dir.toString().isEmpty()) throw new InTheWay(WORDS.text("results.noName"));
        if (Files.isSymbolicLink(dir) && !Files.exists(dir)) {
            throw new InTheWay(WORDS.text("results.dirBrokenLink", dir, Files.readSymbolicLink(dir)));
        }
        if (Files.exists(dir) && !Files.isDirectory(dir)) throw new InTheWay(WORDS.text("results.dirIsFile", dir));
        List<Path> made = new ArrayList<>();
        for (Path p = dir.toAbsolutePath(); p != null && !Files.exists(p, LinkOption.NOFOLLOW_LINKS); p = p.getParent()) made.add(0, p);
        try {
            Files.createDirectories(dir);
            recover(dir);
            for (String name : names) checkPlace(dir, name);
            Path staging = dir.resolve(STAGING + PID + "-" + SERIAL.incrementAndGet());
            Files.createDirectory(staging);
            return new ResultsDirectory(dir, staging, made, List.copyOf(names));
        } catch (IOException | RuntimeException e) {
            removeMade(made);
            throw e;
        }
    }

    /** A file or directory where the results must go, or an output directory that cannot be one. */
    public static final class InTheWay extends IOException {
        private static final long serialVersionUID = 1L;

        InTheWay(String message) {
            super(message);
        }
    }

    private static void checkPlace(Path dir, String name) throws IOException {
        Path p = dir.resolve(name);
        if (Files.isDirectory(p)) throw new InTheWay(WORDS.text("results.placeIsDirectory", p));
        if (Files.isSymbolicLink(p) && !Files.exists(p)) {
            throw new InTheWay(WORDS.text("results.placeBrokenLink", p, Files.readSymbolicLink(p)));
        }
        if (Files.exists(p) && !Files.isRegularFile(p)) throw new InTheWay(WORDS.text("results.placeNotFile", p));
    }

    /** The directory the results go to. */
    public Path dir() {
        return dir;
    }

    /** Where to write file {@code name} of the new set. */
    public Path staged(String name) {
        if (!names.contains(name)) throw new IllegalArgumentException("no result file " + name);
        return staging.resolve(name);
    }

    public synchronized State state() {
        return state;
    }

    /**
     * Publishes the staged files (all of them must be written) and moves them into place.
     *
     * @throws java.util.concurrent.CancellationException when {@link #abort} came first: nothing was changed
     * @throws IOException when the set could not be published (nothing was changed: {@link #state} is
     *     {@link State#STAGING} or {@link State#ABORTED}) or, {@link State#PUBLISHED}, when a file could
     *     not be moved into place afterwards (the next run or {@link #recover} finishes it)
     */
    public synchronized void publish() throws IOException {
        if (state == State.ABORTED) throw new java.util.concurrent.CancellationException("stopped");
        if (state != State.STAGING) return;
        for (String name : names) {
            if (!Files.isRegularFile(staging.resolve(name), LinkOption.NOFOLLOW_LINKS)) {
                throw new IOException(WORDS.text("results.missing", name, staging));
            }
        }
        recover(dir); // a publication another process left half-way goes first
        for (String name : names) checkPlace(dir, name);
        steps.accept("staged");
        Files.move(staging, dir.resolve(PUBLISHING), StandardCopyOption.ATOMIC_MOVE);
        state = State.PUBLISHED;
        steps.accept("published");
        rollForward(dir, names);
        state = State.IN_PLACE;
    }

    /**
     * Gives up the new set unless it is published: the staged files go, and directories made by
     * {@link #open} go if they are empty. Safe to call more than once and from a shutdown hook.
     *
     * @return the state afterwards: {@link State#ABORTED} (nothing was changed), or
     *     {@link State#PUBLISHED} / {@link State#IN_PLACE} when the new set was published first
     */
    public synchronized State abort() {
        if (state == State.PUBLISHED) {
            try {
                rollForward(dir, names);
                state = State.IN_PLACE;
            } catch (IOException | UncheckedIOException e) {
                // published all the same: readers take the files from PUBLISHING, the next run moves them
            }
            return state;
        }
        if (state != State.STAGING) return state;
        state = State.ABORTED;
        deleteTree(staging);
        removeMade(made);
        return state;
    }

    /**
     * Finishes a publication that a killed process left in {@code dir}: moves the files of
     * {@value #PUBLISHING} into place ({@code summary.json} last) and removes it; removes the
     * staging directories of processes that no longer run.
     *
     * @return true when there was a publication to finish
     */
    public static boolean recover(Path dir) throws IOException {
        try (Stream<Path> entries = Files.list(dir)) {
            for (Path p : entries.toList()) {
                String n = p.getFileName().toString();
                if (!n.startsWith(STAGING)) continue;
                String pid = n.substring(STAGING.length()).replaceFirst("-.*", "");
                try {
                    if (ProcessHandle.of(Long.parseLong(pid)).map(ProcessHandle::isAlive).orElse(false)) continue;
                } catch (NumberFormatException e) {
                    continue;
                }
                deleteTree(p);
            }
        } catch (NoSuchFileException e) {
            return false;
        }
        if (!Files.isDirectory(dir.resolve(PUBLISHING), LinkOption.NOFOLLOW_LINKS)) return false;
        List<String> names = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir.resolve(PUBLISHING))) {
            files.map(p -> p.getFileName().toString()).sorted(Comparator.comparing((String n) -> n.equals(SimulationFiles.SUMMARY))
                    .thenComparing(Comparator.naturalOrder())).forEach(names::add);
        } catch (NoSuchFileException e) {
            return false; // another process finished it
        }
        rollForward(dir, names);
        return true;
    }

    /**
     * Where a reader finds file {@code name} of the directory's results: in {@value #PUBLISHING}
     * while a publication is being finished, else in the directory itself.
     */
    public static Path resolve(Path dir, String name) {
        Path pending = dir.resolve(PUBLISHING).resolve(name);
        return Files.isRegularFile(pending, LinkOption.NOFOLLOW_LINKS) ? pending : dir.resolve(name);
    }

    private static void rollForward(Path dir, List<String> names) throws IOException {
        Path from = dir.resolve(PUBLISHING);
        for (String name : names) {
            Path f = from.resolve(name);
            if (!Files.exists(f, LinkOption.NOFOLLOW_LINKS)) continue; // moved already
            steps.accept("moving " + name);
            try {
                Files.move(f, dir.resolve(name), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(f, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING);
            } catch (NoSuchFileException e) {
                // another process moved it
            }
        }
        try {
            Files.deleteIfExists(from);
        } catch (DirectoryNotEmptyException e) {
            throw new IOException(WORDS.text("results.notEmpty", from, describe(e)), e);
        }
        steps.accept("in place");
    }

    private static void removeMade(List<Path> made) {
        for (int i = made.size() - 1; i >= 0; i--) {
            try {
                Files.deleteIfExists(made.get(i));
            } catch (IOException e) {
                return; // not empty, or not ours to remove
            }
        }
    }

    static void deleteTree(Path root) {
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) return;
        try (Stream<Path> all = Files.walk(root)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        } catch (IOException | UncheckedIOException ignored) {
            // a hidden .simulation-staging- directory is left; the next run removes it
        }
    }

    /** An I/O failure in words: which file and why, without the exception's class name. */
    public static String describe(IOException e) {
        if (e instanceof AccessDeniedException a) return WORDS.text("results.denied", a.getFile());
        if (e instanceof NoSuchFileException n) return WORDS.text("results.noSuchFile", n.getFile());
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return FileReasons.reason(e) + (f.getFile() == null ? "" : ": " + f.getFile());
        }
        return e.getMessage() != null ? FileReasons.message(e) : e.toString();
    }
}
