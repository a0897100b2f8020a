package org.roundhouse.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.roundhouse.record.GameSummary;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.Replay;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code summary FILE [--json]}: the outcome of a record's main line. */
@Command(name = "summary", mixinStandardHelpOptions = true,
        usageHelpAutoWidth = true,
        description = {"Summarize a game record's main line.",
            "Gives the players, final cash and ranking, each dividend with what each player received, and the companies"
                    + " at the end. With --json the same as JSON for scripts (fields in docs/cli.md)."})
public final class SummaryCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "A record (.upn or .xml).")
    private Path file;

    @Option(names = "--json", description = "Write JSON instead of text.")
    private boolean json;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Optional<GameRecord> loaded = RecordFile.load(file, err, false);
        if (loaded.isEmpty()) return 1;
        GameSummary summary = GameSummary.of(Replay.of(loaded.get()));
        out.print(json ? summary.toJson(file.toString()) : CliText.escape(summary.toText()));
        out.flush();
        return 0;
    }
}
