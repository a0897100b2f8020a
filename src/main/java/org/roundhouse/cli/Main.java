package org.roundhouse.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The one entry point: no arguments opens the workbench, sub-commands work without a display. */
// Help texts: the first description line is what the command list shows, so it is one whole sentence;
// each further line is a paragraph that picocli wraps (no line breaks inside sentences).
@Command(name = "roundhouse", mixinStandardHelpOptions = true, version = "Roundhouse 0.1", usageHelpAutoWidth = true,
        description = {"A workbench for the board game Union Pacific.",
            "Without a command it opens the workbench on the file given, or on a bundled sample game."},
        commandListHeading = "%nCommands (roundhouse COMMAND --help for more):%n",
        subcommands = {BenchCommand.class, ValidateCommand.class, SummaryCommand.class, ConvertCommand.class, PlayCommand.class, ChartCommand.class,
            TournamentCommand.class, EvaluateCommand.class, ReviewCommand.class, CalibrateCommand.class, TrainCommand.class,
            SimulateCommand.class})
public final class Main implements Callable<Integer> {
    @CommandLine.Parameters(arity = "0..1", paramLabel = "FILE", description = "A game record to open in the workbench.")
    private java.nio.file.Path file;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs a command line and returns its exit status. */
    public static int run(String... args) {
        return new CommandLine(new Main()).execute(args);
    }

    @Override
    public Integer call() {
        return Workbench.open(file);
    }
}
