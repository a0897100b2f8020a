package org.roundhouse.record;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes records. {@link #save} is safe: the text is written to a temporary file beside
 * the target, read back and compared with the record (so a comment or variation that
 * would not survive is caught before anything is replaced), the previous file is kept
 * as {@code NAME.bak}, and the new file is moved into place atomically where the file
 * system allows (see {@link AtomicFiles}: synced, permissions kept, a symbolic link written
 * through).
 */
public final class RecordSaver {
    private RecordSaver() {
    }

    /** The file to save to is read-only, so it was left as it is. */
    public static final class ReadOnlyException extends IOException {
        public ReadOnlyException(Path file) {
            super(org.roundhouse.text.Messages.WORDS.text("record.readOnly"));
        }
    }

    /** The record as text in the format. */
    public static String write(GameRecord record, RecordFormat format) {
        return RecordCodec.of(format).write(record);
    }

    /**
     * Saves the record in the format of the file's extension. The messages of the exceptions do
     * not name the file (the caller says which file it was saving), so that no message names it twice.
     *
     * @throws IOException when the file cannot be written, the extension is unknown, or the
     *     written file would not read back as the same record (nothing is replaced then)
     */
    public static void save(GameRecord record, Path file) throws IOException {
        save(record, file, false);
    }

    /**
     * Saves the record; a read-only file is replaced only when {@code evenIfReadOnly} says so
     * (it stays read-only then).
     *
     * @throws ReadOnlyException when the file is read-only and {@code evenIfReadOnly} is false
     * @throws IOException as {@link #save(GameRecord, Path)}
     */
    public static void save(GameRecord record, Path file, boolean evenIfReadOnly) throws IOException {
        RecordFormat format = RecordFormat.forPath(file)
                .orElseThrow(() -> new IOException(org.roundhouse.text.Messages.WORDS.text("record.unknownKind")));
        if (!evenIfReadOnly && AtomicFiles.isReadOnly(file)) throw new ReadOnlyException(file);
        java.util.Optional<String> tooLarge = RecordLoader.sizeProblem(record);
        if (tooLarge.isPresent()) throw new IOException(org.roundhouse.text.Messages.WORDS.text("record.notSaved", tooLarge.get()));
        byte[] bytes = write(record, format).getBytes(StandardCharsets.UTF_8);
        String name = file.getFileName().toString();
        Path dir = file.toAbsolutePath().getParent();
        try {
            Files.createDirectories(dir);
        } catch (java.nio.file.FileAlreadyExistsException e) {
            throw new IOException(org.roundhouse.text.Messages.WORDS.text("record.folderIsFile", dir, e.getFile()), e);
        } catch (java.nio.file.FileSystemException e) {
            throw new IOException(org.roundhouse.text.Messages.WORDS.text("record.cannotMakeFolder", dir, AtomicFiles.why(e)), e);
        }
        AtomicFiles.write(file, bytes, (temp, target) -> {
            // read back with the record's own designed recipes (a game the Designer opened), as it was made
            LoadResult check = RecordLoader.read(Files.readAllBytes(temp), name, format, record.setup().recipes());
            // a record with an unread rest reads back with that rest and its error, and only then
            boolean same = check.record().isPresent() && check.record().get().sameContent(record)
                    && check.error().isPresent() == record.unread().isPresent();
            if (!same) {
                throw new IOException(check.error().map(e -> org.roundhouse.text.Messages.WORDS.text("record.notSameBecause", e))
                        .orElseGet(() -> org.roundhouse.text.Messages.WORDS.text("record.notSame")));
            }
            if (Files.exists(target)) {
                Files.copy(target, target.resolveSibling(target.getFileName() + ".bak"),
                        StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
            }
        });
    }
}
