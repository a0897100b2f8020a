package org.roundhouse.cli;

import static org.roundhouse.text.Messages.CLI;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.roundhouse.analysis.evaluator.CalibrationRun;
import org.roundhouse.analysis.evaluator.ChanceMethod;
import org.roundhouse.analysis.evaluator.Methods;
import org.roundhouse.analysis.evaluator.SelfPlay;
import org.roundhouse.engine.Game;
import org.roundhouse.record.AtomicFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code calibrate}: how well each way of estimating win chances matches who really won, on held-out games of bots. */
@Command(name = "calibrate", mixinStandardHelpOptions = true, sortOptions = false, usageHelpAutoWidth = true,
        description = {"Measure how far win chances can be trusted: Brier score, calibration error and reliability table.",
            "Plays held-out games of the named bots (seeded, not the training games of 'train', whose seed is 1), takes"
                    + " the start and every N-th position after a turn, estimates each seat's chance to win there by each"
                    + " method and compares it with who won: the Brier score (mean over positions of the mean over seats"
                    + " of (chance - won)^2, a tie counted as shares) and the expected calibration error over ten bins, in"
                    + " points, with the reliability table (bin, mean predicted, observed frequency, count).",
            "Methods: baseline (cash plus what the current majorities would pay at the dividends to come, as a softmax),"
                    + " evaluator (the rule set's learned model), evaluator:FILE (a model 'train' wrote), playouts:BOT:N"
                    + " (N playouts a position by the bot, e.g. playouts:heuristic:100). The same seed gives the same"
                    + " figures on any number of threads. See docs/bots.md, \"Calibration\".", ""},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:the table was printed (and the file written)", "1:the file could not be written", "2:wrong arguments"})
final class CalibrateCommand implements Callable<Integer> {
    private static final List<String> FORMATS = List.of("csv", "json");

    @Spec
    CommandSpec spec;

    @Mixin
    SelfPlayOptions selfPlay;

    @Option(names = "--games", paramLabel = "N", defaultValue = "200", description = "Held-out games to play (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "2",
            description = "Seed of the games and the playouts (default: ${DEFAULT-VALUE}; 'train' uses 1 by default).")
    long seed;

    @Option(names = "--every", paramLabel = "N", defaultValue = "10", description = "Take every N-th position of a game (default: ${DEFAULT-VALUE}).")
    int every;

    @Option(names = "--method", paramLabel = "M,M...", split = ",",
            description = "The methods to compare (default: baseline, playouts:heuristic:100 and evaluator where one ships).")
    List<String> methodNames;

    @Option(names = {"-o", "--out"}, paramLabel = "OUT", description = "Also write the figures to OUT: .csv or .json.")
    Path out;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1", description = "Games and positions at once (default: ${DEFAULT-VALUE}).")
    int threads;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter o = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (games < 1 || games > 1_000_000) return usage(err, CLI.text("train.games"));
        if (every < 1) return usage(err, CLI.text("calibrate.every"));
        if (seed < 0) return usage(err, CLI.text("train.seed", seed));
        if (threads < 1 || threads > 64) return usage(err, CLI.text("train.threads"));
        String format = null;
        if (out != null) {
            format = OutFile.format(out, FORMATS);
            if (format == null) return usage(err, OutFile.formatRefusal(out, FORMATS));
            if (OutFile.folderRefusal(out) != null) return usage(err, OutFile.folderRefusal(out));
        }
        Game game;
        List<String> lineup;
        List<ChanceMethod> methods = new ArrayList<>();
        try {
            game = selfPlay.game();
            lineup = selfPlay.lineup(game);
            List<String> names = methodNames;
            if (names == null || names.isEmpty()) {
                names = new ArrayList<>(List.of("baseline", "playouts:heuristic:100"));
                if (org.roundhouse.analysis.evaluator.EvaluatorModel.shipped(game.ruleSet().id()).isPresent()
                        && !game.housePlays(lineup.size())) {
                    names.add("evaluator");
                }
            }
            for (String m : names) methods.add(Methods.parse(m, game, lineup.size(), seed));
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
        Progress progress = new Progress(err);
        List<SelfPlay.Sample> samples = SelfPlay.play(game, lineup, games, seed, every, threads,
                done -> progress.report(CLI.text("train.progress"), done, games));
        List<CalibrationRun.Result> results = new ArrayList<>();
        for (ChanceMethod m : methods) {
            results.add(CalibrationRun.measure(m, samples, threads,
                    done -> progress.report(CLI.text("calibrate.positions", m.name()), done, samples.size())));
        }
        CalibrationRun run = new CalibrationRun(new CalibrationRun.Setup(game.ruleSet().id(), lineup, games, seed, every, samples.size()),
                results);
        o.print(run.toTable());
        o.flush();
        if (out != null) {
            try {
                AtomicFiles.writeString(out, format.equals("csv") ? run.toCsv() : run.toJson());
            } catch (IOException e) {
                err.println(CLI.text("cli.couldNotWrite", out, org.roundhouse.text.FileReasons.message(e)));
                err.flush();
                return 1;
            }
            o.println(CLI.text("calibrate.wrote", out));
            o.flush();
        }
        return 0;
    }

    /** Progress on stderr, at most every two seconds. */
    static final class Progress {
        private final PrintWriter err;
        private long last = System.nanoTime();

        Progress(PrintWriter err) {
            this.err = err;
        }

        synchronized void report(String format, int done, int of) {
            long now = System.nanoTime();
            if (done < of && now - last < 2_000_000_000L) return;
            last = now;
            err.printf(Locale.ROOT, format + "%n", done, of);
            err.flush();
        }
    }

    private static int usage(PrintWriter err, String message) {
        return CliText.usage(err, "calibrate", message);
    }
}
