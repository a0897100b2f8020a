package org.roundhouse.cli;

import static org.roundhouse.text.Messages.CLI;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.roundhouse.analysis.sim.CellSummary;
import org.roundhouse.analysis.sim.PairedSummary;
import org.roundhouse.analysis.sim.ResultsDirectory;
import org.roundhouse.analysis.sim.SimulationFiles;
import org.roundhouse.analysis.sim.Simulator;
import org.roundhouse.analysis.sim.Stats;
import org.roundhouse.analysis.sim.Sweep;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code simulate --recipes A,B --out DIR}: bots play the same deals under each configuration; rows and a summary to compare them. */
@Command(name = "simulate", mixinStandardHelpOptions = true, sortOptions = false, usageHelpAutoWidth = true,
        customSynopsis = "roundhouse simulate --out=DIR [--bots=BOT,BOT...]... [OPTIONS]",
        description = {"Let bots play thousands of games under several deck recipes or rules and compare them.",
            "Each combination of rule set, deck recipe, option values, player count and line-up of bots is a cell. Every cell plays the same deals"
                    + " (common random numbers: the same hands, display and order of share cards, the recipe deciding only"
                    + " where the dividend cards go), so the differences between cells are measured deal by deal and"
                    + " reported with their 95%% intervals.",
            "It writes DIR/games.csv.gz, a row per game, and DIR/summary.json, the figures of each cell and the paired"
                    + " differences; both appear only when the run is complete, and together: DIR holds the old pair or the"
                    + " new pair, even when the run is killed. The columns and fields are described in"
                    + " docs/simulation.md. Progress goes to stderr.", ""},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:the simulation ran and its files were written", "1:the simulation failed or was stopped (the message says whether anything was written)",
            "2:wrong arguments, a bad recipe file or an --out that cannot take the results; nothing was changed"})
final class SimulateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    SweepOptions sweepOptions = new SweepOptions();

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1", description = "Games played at once (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "The directory for games.csv.gz and summary.json.")
    Path out;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter o = spec.commandLine().getOut();
        if (threads < 1 || threads > 64) return usage(err, CLI.text("train.threads"));
        if (out.toString().isBlank()) return usage(err, CLI.text("simulate.emptyOut"));
        Sweep sweep;
        try {
            sweep = sweepOptions.sweep(threads, note -> CliText.complain(err, "simulate", note));
        } catch (SweepOptions.Invalid e) {
            return usage(err, e.getMessage());
        }
        Simulator.Layout layout = Simulator.check(sweep);
        return run(sweep, layout, o, err);
    }

    private int run(Sweep sweep, Simulator.Layout layout, PrintWriter o, PrintWriter err) {
        AtomicBoolean stop = new AtomicBoolean();
        SimulationFiles files;
        try {
            files = new SimulationFiles(out, sweep, layout);
        } catch (ResultsDirectory.InTheWay e) {
            return usage(err, CLI.text("simulate.inTheWay", e.getMessage()));
        } catch (IOException e) {
            return usage(err, CLI.text("simulate.cannotWrite", out, ResultsDirectory.describe(e)));
        }
        boolean terminal = System.console() != null;
        // Said once, by whoever sees the end first: this thread, or the shutdown hook of Ctrl-C or a kill
        AtomicBoolean told = new AtomicBoolean();
        java.util.concurrent.CountDownLatch toldAll = new java.util.concurrent.CountDownLatch(1); // this thread has said all it says
        AtomicBoolean lineOpen = new AtomicBoolean(); // a progress line without its newline on the terminal
        Thread hook = new Thread(() -> {
            stop.set(true);
            ResultsDirectory.State state = files.abort();
            if (!told.compareAndSet(false, true)) {
                // the run's own thread is telling: let it finish before the JVM stops
                try {
                    toldAll.await(10, java.util.concurrent.TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return;
            }
            if (lineOpen.get()) err.println();
            CliText.complain(err, "simulate", CLI.text("simulate.stopped", stoppedWith(state)));
            err.flush();
        }, "simulate-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        long start = System.nanoTime();
        long[] last = {start}; // the first figures after a moment, not from the first (slow, cold) game
        long total = sweep.totalGames();
        CliText.complain(err, "simulate", String.format(CliText.numbers(), CLI.text("simulate.playing"), total, sweep.cells().size(), threads,
                CliText.threads(threads)));
        err.flush();
        try {
            Simulator.Result result = Simulator.run(sweep, files::rowOf, (game, row) -> files.addRow(row), (done, all) -> {
                long now = System.nanoTime();
                if (done < all && now - last[0] < (terminal ? 250_000_000L : 5_000_000_000L)) return;
                last[0] = now;
                double secs = (now - start) / 1e9;
                String line = done == 0
                        ? String.format(CliText.numbers(), CLI.text("simulate.progress.start"), all, eta(secs))
                        : String.format(CliText.numbers(), CLI.text("simulate.progress"), done, all,
                                100.0 * done / all, done / Math.max(secs, 1e-9), eta(secs / done * (all - done)));
                if (told.get()) return;
                if (terminal) {
                    err.print("\r" + line + (done == all ? "\n" : ""));
                    lineOpen.set(done < all);
                } else {
                    err.println(line);
                }
                err.flush();
            }, stop::get);
            files.commit(result);
            if (!told.compareAndSet(false, true)) return 1;
            double secs = (System.nanoTime() - start) / 1e9;
            report(o, result, secs);
            o.println(CLI.text("simulate.wrote", out.resolve(SimulationFiles.GAMES), out.resolve(SimulationFiles.SUMMARY)));
            o.flush();
            toldAll.countDown();
            return 0;
        } catch (CancellationException e) {
            ResultsDirectory.State state = files.abort();
            if (told.compareAndSet(false, true)) CliText.complain(err, "simulate", CLI.text("simulate.stopped", stoppedWith(state)));
            err.flush();
            toldAll.countDown();
            return 1;
        } catch (IllegalArgumentException | IllegalStateException | IOException | java.io.UncheckedIOException e) {
            ResultsDirectory.State state = files.abort();
            String why = e instanceof IOException io ? ResultsDirectory.describe(io)
                    : e instanceof java.io.UncheckedIOException u ? ResultsDirectory.describe(u.getCause()) : e.getMessage();
            if (told.compareAndSet(false, true)) CliText.complain(err, "simulate", why + "; " + stoppedWith(state));
            err.flush();
            toldAll.countDown();
            return 1;
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException ignored) {
                // shutting down already: the hook runs
            }
            err.flush();
            toldAll.countDown();
        }
    }

    /** What a run that ends early leaves behind, in words. */
    private String stoppedWith(ResultsDirectory.State state) {
        return switch (state) {
            case IN_PLACE -> CLI.text("simulate.stopped.inPlace", out.resolve(SimulationFiles.GAMES), out.resolve(SimulationFiles.SUMMARY));
            case PUBLISHED -> CLI.text("simulate.stopped.published", out.resolve(ResultsDirectory.PUBLISHING), out);
            default -> CLI.text("simulate.stopped.nothing", out);
        };
    }

    private static String eta(double seconds) {
        if (!Double.isFinite(seconds)) return "?";
        long s = Math.round(seconds);
        return s >= 3600 ? String.format(Locale.ROOT, "%d h %02d min", s / 3600, s / 60 % 60)
                : s >= 60 ? String.format(Locale.ROOT, "%d min %02d s", s / 60, s % 60) : String.format(Locale.ROOT, "%d s", s);
    }

    private static void report(PrintWriter o, Simulator.Result r, double secs) {
        Sweep sweep = r.sweep();
        o.printf(CliText.numbers(), CLI.text(sweep.duplicate() ? "simulate.report.everySeat" : "simulate.report"), sweep.cells().size(),
                sweep.deals(), sweep.seed(), sweep.totalGames(), secs,
                sweep.totalGames() / Math.max(secs, 1e-9));
        int d = r.layout().maxDividends();
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-24s %7s %7s", CLI.text("simulate.column.cell"), CLI.text("simulate.column.games"),
                CLI.text("simulate.column.length")));
        for (int i = 1; i <= d; i++) head.append(String.format(Locale.ROOT, " %7s", CLI.text("simulate.column.dividend", i)));
        head.append(String.format(Locale.ROOT, " %7s %8s  %s", CLI.text("simulate.column.double"), CLI.text("simulate.column.fairP"),
                CLI.text("simulate.column.seatWins")));
        o.println(head);
        for (CellSummary c : r.cells()) {
            StringBuilder line = new StringBuilder(String.format(CliText.numbers(), "%-24s %7d %7.1f", c.cell().label(), c.games(),
                    c.length().mean()));
            for (int i = 1; i <= d; i++) {
                line.append(c.dividendTurn(i).n() > 0
                        ? String.format(CliText.numbers(), " %7.1f", c.dividendTurn(i).mean()) : String.format(Locale.ROOT, " %7s", "-"));
            }
            double p = c.seatFairnessP();
            line.append(String.format(CliText.numbers(), " %6.1f%% %8s ", 100 * c.doubleRate(),
                    p < 0.001 ? String.format(CliText.numbers(), "<%.3f", 0.001) : String.format(CliText.numbers(), "%.3f", p)));
            for (int s = 0; s < c.cell().players(); s++) line.append(String.format(CliText.numbers(), " %.1f%%", 100 * c.seatWins(s) / c.games()));
            o.println(line);
        }
        if (!r.paired().pairs().isEmpty()) {
            o.println(CLI.text("simulate.paired"));
            List<String> shown = List.of("length", "dividend1_turn", "double_dividend", "margin", "drama");
            for (PairedSummary.Pair p : r.paired().pairs()) {
                int players = r.cells().get(p.a()).cell().players();
                boolean baseline = true;
                for (int c = 0; c < p.a(); c++) if (r.cells().get(c).cell().players() == players) baseline = false;
                if (!baseline) continue;
                StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "  %s - %s:", r.cells().get(p.b()).cell().label(),
                        r.cells().get(p.a()).cell().label()));
                for (int i = 0; i < r.paired().measures().size(); i++) {
                    String name = r.paired().measures().get(i).name();
                    Stats.Moments m = p.differences()[i];
                    if (!shown.contains(name) || m.n() < 2) continue;
                    double[] ci = m.interval();
                    line.append(String.format(CliText.numbers(), CLI.text("simulate.pairedValue"), name, m.mean(), ci[0], ci[1]));
                }
                o.println(line);
            }
        }
    }

    private static int usage(PrintWriter err, String message) {
        CliText.complain(err, "simulate", message);
        err.flush();
        return 2;
    }
}
