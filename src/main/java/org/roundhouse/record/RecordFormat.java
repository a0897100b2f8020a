package org.roundhouse.record;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/** The two file formats of a record, chosen by file extension. */
public enum RecordFormat {
    /** Full-fidelity XML ({@code docs/record-xml.md}). */
    XML(".xml"),
    /** The readable notation ({@code docs/notation.md}). */
    NOTATION(".upn");

    private final String extension;

    RecordFormat(String extension) {
        this.extension = extension;
    }

    /** ".xml" or ".upn". */
    public String extension() {
        return extension;
    }

    /**
     * The format for a file name: {@code .xml} or {@code .upn} (case ignored), also under a
     * backup's {@code .bak} ({@code game.upn.bak}).
     */
    public static Optional<RecordFormat> forPath(Path file) {
        Path name = file.getFileName();
        if (name == null) return Optional.empty();
        String n = name.toString().toLowerCase(Locale.ROOT);
        if (n.endsWith(".bak")) n = n.substring(0, n.length() - 4);
        for (RecordFormat f : values()) {
            if (n.endsWith(f.extension)) return Optional.of(f);
        }
        return Optional.empty();
    }
}
