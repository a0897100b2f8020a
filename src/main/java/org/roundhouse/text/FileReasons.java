package org.roundhouse.text;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.Locale;
import java.util.Map;

/**
 * Why a file could not be read or written, in the language, for the messages that quote an
 * {@link IOException}. The JDK's messages and the reasons a file system gives
 * ({@link FileSystemException#getReason}) are English text; in English they are quoted as before
 * (byte for byte), in another language the reason is said by the exception's type (no such file,
 * permission denied, the file exists, a folder not empty, not a folder) or, for the reasons a
 * system commonly gives (a read-only file system, a full disk…), by the reason's own key; only a
 * reason known by none of these is quoted as the system wrote it, inside a sentence of ours.
 * A message of our own (an {@link IOException} made with a text of the bundles) is passed on.
 */
public final class FileReasons {
    private static final Messages WORDS = Messages.WORDS;

    private FileReasons() {
    }

    /** The reasons Linux and macOS give (strerror), lower case, and the key saying them. */
    private static final Map<String, String> SYSTEM_REASONS = Map.ofEntries(
            Map.entry("no such file or directory", "io.noSuchFile"),
            Map.entry("permission denied", "io.denied"),
            Map.entry("operation not permitted", "io.notPermitted"),
            Map.entry("file exists", "io.exists"),
            Map.entry("directory not empty", "io.notEmpty"),
            Map.entry("not a directory", "io.notFolder"),
            Map.entry("is a directory", "io.isFolder"),
            Map.entry("read-only file system", "io.readOnlyFileSystem"),
            Map.entry("no space left on device", "io.noSpace"),
            Map.entry("disk quota exceeded", "io.quota"),
            Map.entry("file name too long", "io.nameTooLong"),
            Map.entry("too many levels of symbolic links", "io.linkLoop"),
            Map.entry("too many open files", "io.tooManyOpen"),
            Map.entry("device or resource busy", "io.busy"),
            Map.entry("text file busy", "io.busy"),
            Map.entry("input/output error", "io.ioError"),
            Map.entry("invalid cross-device link", "io.crossDevice"),
            Map.entry("stream closed", "io.closed"));

    private static boolean english() {
        return Messages.locale().getLanguage().equals(Locale.ENGLISH.getLanguage());
    }

    /**
     * The exception's message for a user: in English {@code e.getMessage()} as before (the
     * class's simple name when there is none); in another language the reason in words followed
     * by the file it is about ("permesso negato: /tmp/out.csv").
     */
    public static String message(IOException e) {
        if (english()) return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        if (!(e instanceof FileSystemException f)) return reasonInLanguage(e);
        String file = files(f);
        // our own sentence stands where the JDK puts a reason: "FILE: reason", as the JDK writes it
        if (ours(f)) return file == null ? f.getReason() : file + ": " + f.getReason();
        String reason = reasonInLanguage(e);
        return file == null ? reason : WORDS.text("io.withFile", reason, file);
    }

    /**
     * Why, without the file: in English the file system's reason in lower case as before
     * (or {@code e.getMessage()} when it gives none); in another language the reason in words.
     */
    public static String reason(IOException e) {
        if (english()) {
            if (e instanceof FileSystemException f && f.getReason() != null) return f.getReason().toLowerCase(Locale.ROOT);
            return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        }
        return reasonInLanguage(e);
    }

    /** The reason in the current language (never the JDK's English but where nothing better is known). */
    static String reasonInLanguage(IOException e) {
        if (e instanceof FileSystemException f && ours(f)) return f.getReason();
        if (e instanceof NoSuchFileException) return WORDS.text("io.noSuchFile");
        if (e instanceof AccessDeniedException) return WORDS.text("io.denied");
        if (e instanceof FileAlreadyExistsException) return WORDS.text("io.exists");
        if (e instanceof DirectoryNotEmptyException) return WORDS.text("io.notEmpty");
        if (e instanceof NotDirectoryException) return WORDS.text("io.notFolder");
        if (e instanceof CharacterCodingException) return WORDS.text("io.notText");
        if (e instanceof FileSystemException f) {
            if (f.getReason() == null) return WORDS.text("io.failed");
            return known(f.getReason());
        }
        if (e.getMessage() == null) return WORDS.text("io.failed");
        String key = SYSTEM_REASONS.get(stripped(e.getMessage()));
        // a message that is no reason of the system's is ours, already in the language
        return key != null ? WORDS.text(key) : e.getMessage();
    }

    /**
     * Whether the reason is a sentence of ours: the JDK gives no reason with the exceptions of
     * its own types (no such file, denied…), so a reason there that is no system's is ours.
     */
    private static boolean ours(FileSystemException f) {
        return f.getReason() != null && f.getClass() != FileSystemException.class && !SYSTEM_REASONS.containsKey(stripped(f.getReason()));
    }

    /** A system's reason by its key, or quoted inside a sentence of ours. */
    private static String known(String reason) {
        String key = SYSTEM_REASONS.get(stripped(reason));
        return key != null ? WORDS.text(key) : WORDS.text("io.system", reason);
    }

    /** "Read-only file system" and "Read-only file system (30)" alike, lower case. */
    private static String stripped(String reason) {
        return reason.replaceFirst("\\s*\\(\\d+\\)$", "").trim().toLowerCase(Locale.ROOT);
    }

    /** The file, and the other file of a move or copy ("a -> b"), or null when the exception names none. */
    private static String files(FileSystemException f) {
        if (f.getFile() == null) return f.getOtherFile();
        return f.getOtherFile() == null ? f.getFile() : f.getFile() + " -> " + f.getOtherFile();
    }
}
