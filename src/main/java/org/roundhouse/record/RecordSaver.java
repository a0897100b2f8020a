package org.roundhouse.record;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.roundhouse.record.notation.NotationWriter;
import org.roundhouse.record.xml.XmlRecordCodec;

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

    /** The record as text in the format. */
    public static String write(GameRecord record, RecordFormat format) {
        return switch (format) {
            case XML -> XmlRecordCodec.write(record);
            case NOTATION -> NotationWriter.write(record);
        };
    }

    /**
     * Saves the record in the format of the file's extension.
     *
     * @throws IOException when the file cannot be written, the extension is unknown, or the
     *     written file would not read back as the same record (nothing is replaced then)
     */
    public static void save(GameRecord record, Path file) throws IOException {
        RecordFormat format = RecordFormat.forPath(file)
                .orElseThrow(() -> new IOException(file.getFileName() + ": records end in .xml or .upn"));
        byte[] bytes = write(record, format).getBytes(StandardCharsets.UTF_8);
        String name = file.getFileName().toString();
        Files.createDirectories(file.toAbsolutePath().getParent());
        AtomicFiles.write(file, bytes, (temp, target) -> {
            LoadResult check = RecordLoader.read(Files.readAllBytes(temp), name, format);
            // a record with an unread rest reads back with that rest and its error, and only then
            boolean same = check.record().isPresent() && check.record().get().sameContent(record)
                    && check.error().isPresent() == record.unread().isPresent();
            if (!same) {
                throw new IOException(name + ": not saved: the written file does not read back as the same record"
                        + check.error().map(e -> " (" + e + ")").orElse(""));
            }
            if (Files.exists(target)) {
                Files.copy(target, target.resolveSibling(target.getFileName() + ".bak"),
                        StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
            }
        });
    }
}
