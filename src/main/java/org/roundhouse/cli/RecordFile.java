package org.roundhouse.cli;

import static org.roundhouse.text.Messages.CLI;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.LoadResult;
import org.roundhouse.record.RecordLoader;

/** The record a command reads from its FILE argument, loaded and refused the same way by every command that reads one. */
final class RecordFile {
    private RecordFile() {
    }

    /**
     * The record in {@code file}, or empty when it does not load whole: then its error is printed on
     * {@code err}, escaped, followed by {@link #nothingWritten} for a command that writes files.
     */
    static Optional<GameRecord> load(Path file, PrintWriter err, boolean writesFiles) {
        LoadResult r = RecordLoader.load(file);
        if (r.isOk()) return r.record();
        err.println(CliText.escape(r.error().orElseThrow()));
        if (writesFiles) nothingWritten(err);
        err.flush();
        return Optional.empty();
    }

    /** "nothing written", indented under the error that stopped the command. */
    static void nothingWritten(PrintWriter err) {
        err.println("  " + CLI.text("convert.nothingWritten"));
    }
}
