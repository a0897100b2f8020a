package org.roundhouse.record;

import static org.roundhouse.text.Messages.WORDS;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Opens record files. Loading is validation: every step is checked by the rule engine,
 * and the first illegal one (or the first syntax error) stops the load. The result holds
 * the record up to that point and the error ({@code game.upn:42: move 17 (Anna): ...}).
 *
 * <p>No input makes these methods throw or hang: malformed, truncated, oversized, binary
 * or hostile files give a {@link LoadResult} with an error.
 */
public final class RecordLoader {
    private RecordLoader() {
    }

    /** Loads a {@code .xml} or {@code .upn} file; the error's source is the file name. */
    public static LoadResult load(Path file) {
        String source = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        RecordFormat format = RecordFormat.forPath(file).orElse(null);
        if (format == null) {
            return LoadResult.failed(new LoadError(source, 0, -1, "", WORDS.text("record.unknownKind")));
        }
        byte[] bytes;
        try {
            bytes = readBounded(file);
        } catch (java.nio.file.NoSuchFileException e) {
            return LoadResult.failed(new LoadError(source, 0, -1, "", brokenLink(file).orElseGet(() -> WORDS.text("record.noSuchFile"))));
        } catch (java.nio.file.AccessDeniedException e) {
            return LoadResult.failed(new LoadError(source, 0, -1, "", WORDS.text("record.permissionDenied")));
        } catch (IOException e) {
            return LoadResult.failed(new LoadError(source, 0, -1, "", WORDS.text("record.cannotRead",
                    org.roundhouse.text.FileReasons.message(e))));
        } catch (RecordFormatException e) {
            return LoadResult.failed(LoadError.of(e));
        }
        return read(bytes, source, format);
    }

    /** What a symbolic link that leads nowhere is, said as such; empty for anything else. */
    private static java.util.Optional<String> brokenLink(Path file) {
        try {
            if (!Files.isSymbolicLink(file)) return java.util.Optional.empty();
            return java.util.Optional.of(WORDS.text("record.brokenLink", Files.readSymbolicLink(file)));
        } catch (IOException | SecurityException e) {
            return java.util.Optional.empty();
        }
    }

    /** Reads a record from bytes in the given format. */
    public static LoadResult read(byte[] bytes, String source, RecordFormat format) {
        return read(bytes, source, format, org.roundhouse.engine.RecipeBook.shipped());
    }

    /** Reads a record from bytes in the given format; its deck recipe may be one of the book's designed recipes. */
    public static LoadResult read(byte[] bytes, String source, RecordFormat format, org.roundhouse.engine.RecipeBook recipes) {
        if (bytes.length > RecordLimits.MAX_FILE_BYTES) {
            return LoadResult.failed(new LoadError(source, 0, -1, "", tooLarge(bytes.length)));
        }
        if (isBlank(bytes)) {
            return LoadResult.failed(new LoadError(source, 0, -1, "", WORDS.text("record.empty")));
        }
        try {
            Draft draft = RecordCodec.of(format).read(bytes, source, recipes);
            return withinLimits(RecordValidator.validate(draft).withWarnings(draft.warnings), source);
        } catch (RecordFormatException e) {
            return LoadResult.failed(LoadError.of(e));
        } catch (StackOverflowError | OutOfMemoryError e) {
            return LoadResult.failed(new LoadError(source, 0, -1, "", WORDS.text("record.tooDeep")));
        }
    }

    /** The result, or a failure when its record is too large to save ({@link #sizeProblem}). */
    private static LoadResult withinLimits(LoadResult result, String source) {
        if (result.record().isPresent()) {
            java.util.Optional<String> tooLarge = sizeProblem(result.record().get());
            if (tooLarge.isPresent()) return LoadResult.failed(new LoadError(source, 0, -1, "", tooLarge.get()));
        }
        return result;
    }

    /**
     * Why the record is too large to keep, or empty: written in either format it must fit in
     * {@link RecordLimits#MAX_FILE_BYTES}, so that every record that opens also saves and
     * converts (a notation file of many deep variations is several times larger as XML,
     * whose lines are indented by depth).
     */
    public static java.util.Optional<String> sizeProblem(GameRecord record) {
        for (RecordFormat format : RecordFormat.values()) {
            long size = utf8Length(RecordSaver.write(record, format));
            if (size > RecordLimits.MAX_FILE_BYTES) {
                return java.util.Optional.of(WORDS.text("record.tooLargeToWrite",
                        format == RecordFormat.XML ? "XML" : WORDS.text("record.notation"),
                        String.format(org.roundhouse.text.Messages.locale(), "%.1f", size / (double) (1 << 20)), RecordLimits.MAX_FILE_BYTES >> 20));
            }
        }
        return java.util.Optional.empty();
    }

    private static long utf8Length(String s) {
        long n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                n++;
            } else if (c < 0x800) {
                n += 2;
            } else if (Character.isHighSurrogate(c)) {
                n += 4;
                i++;
            } else {
                n += 3;
            }
        }
        return n;
    }

    private static boolean isBlank(byte[] bytes) {
        for (byte b : bytes) if (b != ' ' && b != '\t' && b != '\n' && b != '\r') return false;
        return true;
    }

    /** Reads a notation record from text. */
    public static LoadResult readNotation(String text, String source) {
        try {
            Draft draft = RecordCodec.of(RecordFormat.NOTATION).read(text, source);
            return withinLimits(RecordValidator.validate(draft).withWarnings(draft.warnings), source);
        } catch (RecordFormatException e) {
            return LoadResult.failed(LoadError.of(e));
        }
    }

    /** Reads an XML record from text. */
    public static LoadResult readXml(String text, String source) {
        return read(text.getBytes(StandardCharsets.UTF_8), source, RecordFormat.XML);
    }

    private static byte[] readBounded(Path file) throws IOException, RecordFormatException {
        String source = String.valueOf(file.getFileName());
        if (Files.isDirectory(file)) throw new RecordFormatException(source, 0, WORDS.text("record.folder"));
        // a pipe or a device would be read forever
        if (Files.exists(file) && !Files.isRegularFile(file)) throw new RecordFormatException(source, 0, WORDS.text("record.notRegular"));
        long size = Files.size(file);
        if (size > RecordLimits.MAX_FILE_BYTES) throw new RecordFormatException(source, 0, tooLarge(size));
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes((int) RecordLimits.MAX_FILE_BYTES + 1);
            if (bytes.length > RecordLimits.MAX_FILE_BYTES) throw new RecordFormatException(source, 0, tooLarge(bytes.length));
            return bytes;
        }
    }

    private static String tooLarge(long size) {
        return WORDS.text("record.tooLarge", size, RecordLimits.MAX_FILE_BYTES >> 20);
    }

    /**
     * Decodes notation bytes: UTF-8 (a byte-order mark is skipped), no NUL characters.
     *
     * @throws RecordFormatException naming the line of the first bad byte
     */
    public static String decode(byte[] bytes, String source) throws RecordFormatException {
        if (TextBytes.isUtf16(bytes)) {
            throw new RecordFormatException(source, 1, WORDS.text("record.utf16"));
        }
        String text = TextBytes.decodeUtf8(bytes, source, WORDS.text("record.saveUtf8"));
        if (text.startsWith("\uFEFF")) text = text.substring(1);
        int nul = text.indexOf('\0');
        if (nul >= 0) {
            throw new RecordFormatException(source, lineOf(text, nul), WORDS.text("record.binary"));
        }
        return text.replace("\r\n", "\n").replace('\r', '\n');
    }

    private static int lineOf(String text, int index) {
        int line = 1;
        for (int i = 0; i < index; i++) if (text.charAt(i) == '\n') line++;
        return line;
    }
}
