package org.roundhouse.cli;

import static org.roundhouse.text.Messages.CLI;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.LoadError;
import org.roundhouse.record.LoadResult;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.record.UnreadRest;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code convert IN OUT}: between XML and notation, by extension. */
@Command(name = "convert", mixinStandardHelpOptions = true,
        usageHelpAutoWidth = true,
        description = {"Convert a game record between XML (.xml) and notation (.upn), by file extension.",
            "The input must load without error (see --keep-rest). An existing OUT is kept as OUT.bak;"
                    + " a read-only OUT is left alone (see --force)."})
public final class ConvertCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "IN", description = "The record to read (.upn or .xml).")
    private Path in;

    @Parameters(index = "1", paramLabel = "OUT", description = "The file to write (.upn or .xml).")
    private Path out;

    @Option(names = "--keep-rest", description = "When IN can be read only in part, convert the part that reads and keep"
            + " the rest of IN word for word at the end of OUT, in a block marked unread.")
    private boolean keepRest;

    @Option(names = "--force", description = "Replace OUT even when it is read-only (it stays read-only).")
    private boolean force;

    @Override
    public Integer call() {
        // the lines name the files and may carry the record's text: nothing of either reaches the terminal raw
        PrintWriter err = CliText.escaping(spec.commandLine().getErr());
        PrintWriter stdout = CliText.escaping(spec.commandLine().getOut());
        if (RecordFormat.forPath(out).isEmpty()) {
            err.println(CLI.text("convert.unknownKind", String.valueOf(out)));
            err.flush();
            return 1;
        }
        LoadResult r = RecordLoader.load(in);
        if (r.record().isEmpty() || !r.isOk() && !keepRest) {
            err.println(r.error().orElseThrow());
            r.record().flatMap(GameRecord::unread).ifPresent(rest ->
                    err.println("  " + CLI.text("convert.restNotRead", String.valueOf(in.getFileName()), lines(rest), firstLine(r, rest))));
            err.println("  " + (r.record().isPresent() ? CLI.text("convert.nothingWritten.keepRest", String.valueOf(out.getFileName()))
                    : CLI.text("convert.nothingWritten")));
            err.flush();
            return 1;
        }
        GameRecord record = r.record().orElseThrow();
        try {
            RecordSaver.save(record, out, force);
        } catch (RecordSaver.ReadOnlyException e) {
            err.println(CLI.text("convert.readOnly", String.valueOf(out), e.getMessage()));
            err.flush();
            return 1;
        } catch (IOException e) {
            err.println(out + ": " + org.roundhouse.text.FileReasons.message(e));
            err.flush();
            return 1;
        }
        r.error().ifPresent(e -> {
            err.println(e);
            record.unread().ifPresent(rest -> err.println("  " + CLI.text("convert.restKept", String.valueOf(in.getFileName()), lines(rest),
                    firstLine(r, rest), String.valueOf(out.getFileName()))));
            err.flush();
        });
        for (LoadError w : r.warnings()) err.println(CLI.text("convert.warning", in + (w.line() > 0 ? ":" + w.line() : ""), String.valueOf(out.getFileName()), w.reason()));
        err.flush();
        stdout.println(in + " -> " + out);
        stdout.flush();
        return 0;
    }

    private static String lines(UnreadRest rest) {
        return ValidateCommand.lines(rest.lineCount());
    }

    private static int firstLine(LoadResult r, UnreadRest rest) {
        return r.error().orElseThrow().line() - rest.errorLine();
    }
}
