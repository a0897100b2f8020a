package org.roundhouse.record;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Files replaced in one step: a reader sees the old content or the new, never half of it.
 * The new content is written to a temporary file beside the target, forced to disk, given
 * the target's permissions and moved into place; a symbolic link is written through, so it
 * stays a link.
 */
public final class AtomicFiles {
    /** Longest part of the target's name (in UTF-8 bytes) kept in the temporary file's name. */
    private static final int NAME_BYTES = 200;

    private AtomicFiles() {
    }

    /** A look at the finished temporary file before it replaces the target; throwing stops the replacement. */
    @FunctionalInterface
    public interface BeforeMove {
        /**
         * @param temp the temporary file, written and synced
         * @param target the file it will replace (a link's real file)
         */
        void check(Path temp, Path target) throws IOException;
    }

    /** Moves a finished temporary file over the target (atomically where the file system can). */
    private static void moveIntoPlace(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Writes the text as UTF-8 (see {@link #write(Path, byte[])}). */
    public static void writeString(Path target, String text) throws IOException {
        write(target, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Replaces the file's content with the bytes in one step. */
    public static void write(Path file, byte[] bytes) throws IOException {
        write(file, bytes, (temp, target) -> { });
    }

    /**
     * Replaces the file's content with the bytes in one step, after {@code before} has
     * looked at the written temporary file.
     *
     * @throws IOException when the file is a folder (nothing is created then), cannot be
     *     written, or {@code before} refuses (the file is left as it was)
     */
    public static void write(Path file, byte[] bytes, BeforeMove before) throws IOException {
        Path target = target(file);
        Path dir = target.getParent();
        String name = target.getFileName().toString();
        removeLeftovers(dir, name);
        Path temp;
        try {
            temp = createTemp(dir, name);
        } catch (FileAlreadyExistsException e) {
            throw e;
        } catch (IOException e) {
            // the temporary file's name means nothing to the user: say which folder and why
            throw new IOException(org.roundhouse.text.Messages.WORDS.text("record.cannotWriteIn", dir, why(e)), e);
        }
        IN_PROGRESS.add(temp);
        try {
            try (FileChannel ch = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                copyPermissions(target, temp);
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) ch.write(buffer);
                ch.force(true);
            }
            before.check(temp, target);
            moveIntoPlace(temp, target);
            syncFolder(dir);
        } finally {
            Files.deleteIfExists(temp);
            IN_PROGRESS.remove(temp);
        }
    }

    /** Temporary files this program is writing now (never removed as leftovers). */
    private static final java.util.Set<Path> IN_PROGRESS = java.util.concurrent.ConcurrentHashMap.newKeySet();
    /**
     * How old a temporary file of the same target must be to count as left over by a write that
     * was killed (a write under way, perhaps by another program, keeps its file fresh).
     */
    static final java.time.Duration LEFTOVER_AGE = java.time.Duration.ofMinutes(1);

    /**
     * Removes temporary files of the same target left by writes that never finished (the
     * program was killed between writing and moving into place): {@code .NAME.random.tmp}.
     * Best effort: a leftover that cannot be removed stays.
     */
    private static void removeLeftovers(Path dir, String name) {
        String prefix = "." + truncate(name) + ".";
        long before = System.currentTimeMillis() - LEFTOVER_AGE.toMillis();
        try (java.nio.file.DirectoryStream<Path> files = Files.newDirectoryStream(dir,
                p -> isTempName(p.getFileName().toString(), prefix))) {
            for (Path p : files) {
                try {
                    if (IN_PROGRESS.contains(p) || !Files.isRegularFile(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)) continue;
                    if (Files.getLastModifiedTime(p, java.nio.file.LinkOption.NOFOLLOW_LINKS).toMillis() > before) continue;
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    // left for another time
                }
            }
        } catch (IOException | java.nio.file.DirectoryIteratorException e) {
            // a folder that cannot be listed cannot be written to either; the write says why
        }
    }

    private static boolean isTempName(String file, String prefix) {
        if (!file.startsWith(prefix) || !file.endsWith(".tmp")) return false;
        String random = file.substring(prefix.length(), file.length() - ".tmp".length());
        return random.matches("[0-9a-z]{1,13}");
    }

    /** "permission denied", "read-only file system": why a file could not be made, in words. */
    static String why(IOException e) {
        if (e instanceof java.nio.file.AccessDeniedException) return org.roundhouse.text.Messages.WORDS.text("record.why.denied");
        if (e instanceof java.nio.file.NoSuchFileException) return org.roundhouse.text.Messages.WORDS.text("record.why.noFolder");
        if (e instanceof java.nio.file.NotDirectoryException) return org.roundhouse.text.Messages.WORDS.text("record.why.notFolder");
        return org.roundhouse.text.FileReasons.reason(e);
    }

    /**
     * True when the file exists and may not be changed: no write permission for its owner (as
     * editors judge it, so even an administrator is told) or none for this program.
     */
    public static boolean isReadOnly(Path file) {
        if (!Files.isRegularFile(file)) return false;
        if (!Files.isWritable(file)) return true;
        try {
            PosixFileAttributeView view = Files.getFileAttributeView(file, PosixFileAttributeView.class);
            return view != null && !view.readAttributes().permissions().contains(java.nio.file.attribute.PosixFilePermission.OWNER_WRITE);
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }

    /** The file to replace: absolute, the real file behind a symbolic link; a folder is refused. */
    private static Path target(Path file) throws IOException {
        if (Files.isDirectory(file)) throw new IOException(org.roundhouse.text.Messages.WORDS.text("record.isFolder"));
        Path target = file.toAbsolutePath();
        if (Files.isSymbolicLink(target) && Files.exists(target)) target = target.toRealPath();
        return target;
    }

    /** A new empty file with the permissions a plain new file gets (not the 0600 of createTempFile). */
    private static Path createTemp(Path dir, String name) throws IOException {
        String prefix = "." + truncate(name) + ".";
        for (int attempt = 0; ; attempt++) {
            String random = Long.toString(ThreadLocalRandom.current().nextLong() >>> 24, 36);
            Path temp = dir.resolve(prefix + random + ".tmp");
            try {
                Files.newByteChannel(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
                return temp;
            } catch (FileAlreadyExistsException e) {
                if (attempt >= 10) throw e;
            }
        }
    }

    /** The name cut to whole characters within {@link #NAME_BYTES} bytes of UTF-8. */
    static String truncate(String name) {
        int bytes = 0;
        int end = 0;
        while (end < name.length()) {
            int cp = name.codePointAt(end);
            int size = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
            if (bytes + size > NAME_BYTES) break;
            bytes += size;
            end += Character.charCount(cp);
        }
        return name.substring(0, end);
    }

    private static void copyPermissions(Path target, Path temp) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(temp, PosixFileAttributeView.class);
        if (view == null || !Files.exists(target)) return;
        view.setPermissions(Files.getPosixFilePermissions(target));
    }

    /** Makes the rename itself durable; opening a folder fails on some platforms (Windows), so best effort. */
    private static void syncFolder(Path dir) {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // the file itself is on disk; only the rename may be lost in a power cut
        }
    }
}
