package org.roundhouse.cli;

import static org.roundhouse.text.Messages.CLI;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.DeviationRenderer;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.roundhouse.analysis.evaluator.InstantChances;
import org.roundhouse.analysis.winprob.LineAnalysis;
import org.roundhouse.analysis.winprob.Settings;
import org.roundhouse.analysis.winprob.WinProbability;
import org.roundhouse.engine.StepWords;
import org.roundhouse.record.AtomicFiles;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.record.Replay;
import org.roundhouse.record.ReplayException;
import org.roundhouse.ui.charts.ChartExport;
import org.roundhouse.ui.charts.ChartStyle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code evaluate FILE --out X.csv|json|png|svg}: each player's chance to win at every position, by playouts. */
@Command(name = "evaluate", mixinStandardHelpOptions = true, sortOptions = false, usageHelpAutoWidth = true,
        customSynopsis = {"roundhouse evaluate FILE [-o=OUT] [--store] [--playouts=N]",
            "                           [--precision=SE] [--eval-after=K] [--bot=NAME]",
            "                           [--seed=S] [--threads=T] [--view=SEAT] [--line=LINE]",
            "                           [--swings=N] [--width=W] [--height=H]",
            "       roundhouse evaluate FILE --instant -o=OUT.csv|json",
            "                           [--view=SEAT] [--line=LINE]"},
        description = {"Estimate each player's chance to win at every position of a game by playouts.",
            "From the start and after every turn of the line, the hidden cards are drawn as the all-seeing eye knows them"
                    + " (every hand, the decks shuffled) or as one seat sees them (--view), a bot plays every seat to the"
                    + " end, and the wins are counted (a tie splits the win). Each estimate comes with its standard error.",
            "It then lists the biggest swings, each split into what came from the players' decisions and what from the"
                    + " cards that came up. The same seed gives the same figures on any number of threads.",
            "The format follows the extension of --out: CSV (a row per position), JSON (settings, positions and"
                    + " swings), PNG or SVG (a chart, one line per player in the seat colours, the band one standard error"
                    + " each side, the swings marked). Progress goes to stderr. Columns and the method: docs/cli.md and"
                    + " docs/bots.md.", ""},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:the files were written", "1:the record could not be read or a file not written",
            "2:wrong arguments"})
final class EvaluateCommand implements Callable<Integer> {
    private static final List<String> FORMATS = List.of("csv", "json", "png", "svg");

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "A record (.upn or .xml).")
    Path file;

    @Option(names = {"-o", "--out"}, paramLabel = "OUT", description = "The file to write: .csv, .json, .png or .svg.")
    Path out;

    @Option(names = "--store",
            description = "Keep the chances in the record: FILE is saved again, in its format, with them. Chances kept from"
                    + " an evaluation with the same settings are taken from the record, not played again.")
    boolean store;

    @Option(names = "--playouts", paramLabel = "N", defaultValue = "1000",
            description = "The most playouts per position (default: ${DEFAULT-VALUE}).")
    int playouts;

    @Option(names = "--precision", paramLabel = "SE", defaultValue = "0",
            description = "Stop early at a position once every player's standard error is below SE, e.g. 0.02"
                    + " (default: 0, never early).")
    double precision;

    @Option(names = "--bot", paramLabel = "NAME",
            description = "The bot that plays every seat in the playouts (default: the rule set's playout bot, named in"
                    + " the output: heuristic, or random where its heuristic's playouts are slow, as in the"
                    + " nineteenth-century variant).")
    String bot;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the playouts, from 0 (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1", description = "Positions evaluated at once (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--view", paramLabel = "SEAT",
            description = "Draw the hidden cards as this seat sees them: a player name or a seat number from 1"
                    + " (default: all-seeing).")
    String view;

    @Option(names = "--line", paramLabel = "LINE", defaultValue = "main", description = "The line: main (default) or MOVE:N, as for chart.")
    String line;

    @Option(names = "--swings", paramLabel = "N", defaultValue = "5", description = "Swings to list and split (default: ${DEFAULT-VALUE}).")
    int swings;

    @Option(names = "--width", paramLabel = "W", defaultValue = "1100", description = "Chart width in pixels (default ${DEFAULT-VALUE}).")
    int width;

    @Option(names = "--height", paramLabel = "H", defaultValue = "650", description = "Chart height in pixels (default ${DEFAULT-VALUE}).")
    int height;

    @Option(names = "--instant",
            description = "The rule set's learned evaluator instead of playouts: every position's chances at once, no playouts"
                    + " (CSV or JSON only; not with --store).")
    boolean instant;

    @Option(names = "--eval-after", paramLabel = "K", defaultValue = "0",
            description = "Cut every playout short when the K-th turn after its position begins and take the rule set's"
                    + " learned evaluator's chances there instead of the game's winner (default: 0, played to the end;"
                    + " not with --instant; --store keeps K with the chances).")
    int judgedAfter;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter o = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (out == null && !store) return usage(err, CLI.text("evaluate.where"));
        String format = out == null ? "csv" : OutFile.format(out, FORMATS);
        if (format == null) return usage(err, OutFile.formatRefusal(out, FORMATS));
        if (instant && store) return usage(err, CLI.text("evaluate.instantStore"));
        if (judgedAfter > 0 && instant) return usage(err, CLI.text("evaluate.judgedInstant"));
        if (instant && !List.of("csv", "json").contains(format)) return usage(err, CLI.text("evaluate.instantFormat", out));
        if (swings < 0 || swings > 1000) return usage(err, CLI.text("evaluate.swings"));
        if (width < 100 || height < 100 || width > 10000 || height > 10000) return usage(err, CLI.text("chart.size"));
        // every argument is checked before any playout or any file written
        if (seed < 0) return usage(err, CLI.text("train.seed", seed));
        try {
            new Settings(playouts, precision, bot, seed, threads, StepWords.ALL_SEEING, judgedAfter);
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
        if (out != null) {
            if (OutFile.folderRefusal(out) != null) return usage(err, OutFile.folderRefusal(out));
            if (java.nio.file.Files.isDirectory(out)) return usage(err, CLI.text("evaluate.folder", out));
        }
        Optional<GameRecord> loaded = RecordFile.load(file, err, true);
        if (loaded.isEmpty()) return 1;
        GameRecord record = loaded.get();
        Replay replay;
        List<MoveNode> nodes;
        try {
            replay = Replay.of(record);
            nodes = ChartCommand.line(record, line);
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
        int viewer = StepWords.ALL_SEEING;
        if (view != null) {
            viewer = seat(replay.playerNames(), view);
            if (viewer < 0) {
                return usage(err, CLI.text("evaluate.view", view, String.join(", ", replay.playerNames()), replay.playerNames().size()));
            }
        }
        Settings settings = new Settings(playouts, precision, bot, seed, threads, viewer, judgedAfter);
        if (instant) return instant(o, err, replay, nodes, settings, format);
        try {
            new WinProbability(replay.game(), replay.playerNames().size(), settings);
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
        long start = System.nanoTime();
        // the time of the last line printed and the start of the phase (positions of the line, then the swings' turns)
        long[] last = {start, start};
        String[] doing = {CLI.text("evaluate.progress.positions")};
        WinProbability.Listener progress = new WinProbability.Listener() {
            @Override
            public void progress(int done, int positions, long played) {
                long now = System.nanoTime();
                synchronized (last) {
                    if (now - last[0] < 2_000_000_000L) return;
                    last[0] = now;
                    double secs = (now - start) / 1e9;
                    double phase = (now - last[1]) / 1e9;
                    double part = Math.max(done, played / (double) playouts) / positions;
                    err.printf(CliText.numbers(), doing[0], done, positions, played,
                            secs, part > 0 ? phase / Math.min(1, part) - phase : 0);
                    err.flush();
                }
            }

            @Override
            public void splittingSwings(int swingCount, int positions) {
                synchronized (last) {
                    last[1] = System.nanoTime();
                    doing[0] = CLI.text("evaluate.progress.swings");
                    err.printf(CliText.numbers(), CLI.text("evaluate.splitting"),
                            swingCount, positions);
                    err.flush();
                }
            }
        };
        LineAnalysis a;
        try {
            a = LineAnalysis.of(replay, nodes, settings, swings, progress, () -> false);
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        } catch (ReplayException e) {
            err.println(CliText.escape(file + ": " + e.getMessage()));
            RecordFile.nothingWritten(err);
            err.flush();
            return 1;
        } catch (CancellationException e) {
            CliText.complain(err, "evaluate", CLI.text("evaluate.cancelled"));
            err.flush();
            return 1;
        }
        double secs = (System.nanoTime() - start) / 1e9;
        if (store) a.store(record); // in memory: the record is saved after --out is written
        Path target = out;
        try {
            if (out != null) {
                switch (format) {
                    case "csv" -> AtomicFiles.writeString(out, a.toCsv());
                    case "json" -> AtomicFiles.writeString(out, a.toJson(file.toString()));
                    case "png" -> ChartExport.writePng(chart(a, file.getFileName().toString(), width), width, height, 1, out);
                    default -> ChartExport.writeSvg(chart(a, file.getFileName().toString(), width), width, height, out);
                }
            }
            if (store) {
                target = file;
                RecordSaver.save(record, file);
            }
        } catch (IOException e) {
            err.println(CLI.text("cli.couldNotWrite", target, org.roundhouse.text.FileReasons.message(e)));
            err.flush();
            return 1;
        }
        String where = out == null ? "" : out.toString();
        if (store) {
            String kept = CLI.text("evaluate.kept", file);
            where = where.isEmpty() ? kept : CLI.text("evaluate.both", where, kept);
        }
        if (viewer < 0) {
            o.printf(CliText.numbers(), CLI.text("evaluate.wrote.allSeeing"), where, a.points().size(), a.played(), a.bot(), seed, secs);
        } else {
            o.printf(CliText.numbers(), CLI.text("evaluate.wrote.seat"), where, a.points().size(), a.played(), a.bot(),
                    CliText.escape(replay.playerName(viewer)), seed, secs);
        }
        if (judgedAfter > 0) o.printf(CliText.numbers(), CLI.text("evaluate.judged"), judgedAfter, replay.game().ruleSet().id());
        if (a.reused() > 0) o.printf(CliText.numbers(), CLI.text("evaluate.reused"), a.reused());
        if (a.splitPositions() > 0) o.printf(CliText.numbers(), CLI.text("evaluate.split"), a.splitPlayed(), a.splitPositions());
        if (!a.swings().isEmpty()) o.println(CLI.text("evaluate.swingsHeading"));
        for (LineAnalysis.Swing s : a.swings()) o.println(CliText.escape("  " + a.describe(s)));
        o.flush();
        return 0;
    }

    private int instant(PrintWriter o, PrintWriter err, Replay replay, List<MoveNode> nodes, Settings settings, String format) {
        long start = System.nanoTime();
        Optional<List<double[]>> chances;
        try {
            chances = InstantChances.of(replay, nodes);
        } catch (ReplayException e) {
            err.println(CliText.escape(file + ": " + e.getMessage()));
            RecordFile.nothingWritten(err);
            err.flush();
            return 1;
        }
        if (chances.isEmpty()) {
            return usage(err, CLI.text(replay.game().housePlays(replay.playerNames().size()) ? "evaluate.noEvaluator.house" : "evaluate.noEvaluator",
                    replay.game().ruleSet().id()));
        }
        LineAnalysis a = LineAnalysis.instant(replay, nodes, settings, "evaluator", chances.get());
        try {
            AtomicFiles.writeString(out, "csv".equals(format) ? a.toCsv() : a.toJson(file.toString()));
        } catch (IOException e) {
            err.println(CLI.text("cli.couldNotWrite", out, org.roundhouse.text.FileReasons.message(e)));
            err.flush();
            return 1;
        }
        o.printf(CliText.numbers(), CLI.text("evaluate.wrote.instant"), out, a.points().size(),
                replay.game().ruleSet().id(), (System.nanoTime() - start) / 1e9);
        o.flush();
        return 0;
    }

    /** The seat of a player name (any case) or a seat number from 1; -1 for neither. */
    static int seat(List<String> names, String text) {
        String t = text.trim();
        for (int s = 0; s < names.size(); s++) if (names.get(s).equalsIgnoreCase(t)) return s;
        try {
            int n = Integer.parseInt(t);
            return n >= 1 && n <= names.size() ? n - 1 : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /**
     * One line per player (and the house) over the positions, the band one standard error each
     * side, the swings marked; {@code width} is the drawing's, for the labels near the left edge.
     */
    static JFreeChart chart(LineAnalysis a, String title, int width) {
        ChartStyle style = ChartStyle.light();
        int players = a.names().size() - (a.names().get(a.names().size() - 1).equals("house") ? 1 : 0);
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        for (int r = 0; r < a.names().size(); r++) {
            YIntervalSeries series = new YIntervalSeries(a.names().get(r));
            for (LineAnalysis.Point p : a.points()) {
                double v = 100 * p.estimate().p(r);
                double e = 100 * p.estimate().se(r);
                series.add(p.moveNumber(), v, Math.max(0, v - e), Math.min(100, v + e));
            }
            data.addSeries(series);
        }
        NumberAxis x = new NumberAxis(CLI.text("evaluate.chart.x"));
        x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        int lastMove = Math.max(0, a.points().get(a.points().size() - 1).moveNumber());
        x.setRange(-1, lastMove);
        // roughly: the plot is the width less the axis and margins; a label is about 7 pixels a character
        double pixelsPerMove = Math.max(1, width - 90) / (double) (lastMove + 1);
        NumberAxis y = new NumberAxis(CLI.text("evaluate.chart.y"));
        y.setRange(0, 100);
        DeviationRenderer renderer = new DeviationRenderer(true, false);
        renderer.setAlpha(0.18f);
        for (int r = 0; r < a.names().size(); r++) {
            Color c = style.recipient(r, players);
            renderer.setSeriesPaint(r, c);
            renderer.setSeriesFillPaint(r, c);
            renderer.setSeriesStroke(r, new BasicStroke(2f));
        }
        XYPlot plot = new XYPlot(data, x, y, renderer);
        // the listed swings, as dashed lines at their moves, labelled with the move and whose chance moved;
        // labels of neighbouring swings are staggered so that they do not print over each other
        List<LineAnalysis.Swing> byMove = new java.util.ArrayList<>(a.swings());
        byMove.sort(java.util.Comparator.comparingInt(LineAnalysis.Swing::moveNumber));
        for (int i = 0; i < byMove.size(); i++) {
            LineAnalysis.Swing sw = byMove.get(i);
            org.jfree.chart.plot.ValueMarker m = new org.jfree.chart.plot.ValueMarker(sw.moveNumber());
            m.setPaint(style.faded(style.recipient(sw.seat(), players), 0.35));
            m.setStroke(new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {4f, 4f}, 0f));
            String label = sw.moveNumber() + ": " + a.names().get(sw.seat()) + String.format(Locale.ROOT, " %+.0f", 100 * sw.change());
            m.setLabel(label);
            m.setLabelFont(style.font(11f, false));
            m.setLabelPaint(style.text());
            m.setLabelBackgroundColor(style.faded(style.plotBackground(), 0));
            // left of the line, unless that runs off the plot's left edge: then right of it
            boolean fitsLeft = (sw.moveNumber() + 1) * pixelsPerMove >= 7 * label.length() + 8;
            m.setLabelAnchor(fitsLeft ? org.jfree.chart.ui.RectangleAnchor.TOP_LEFT : org.jfree.chart.ui.RectangleAnchor.TOP_RIGHT);
            m.setLabelTextAnchor(fitsLeft ? org.jfree.chart.ui.TextAnchor.TOP_RIGHT : org.jfree.chart.ui.TextAnchor.TOP_LEFT);
            m.setLabelOffset(new org.jfree.chart.ui.RectangleInsets(4 + 15 * (i % 3), 2, 2, 2));
            plot.addDomainMarker(m);
        }
        plot.setBackgroundPaint(style.plotBackground());
        plot.setDomainGridlinePaint(style.grid());
        plot.setRangeGridlinePaint(style.grid());
        JFreeChart chart = new JFreeChart(CLI.text("evaluate.chart.title", title, a.bot(), a.settings().playouts()), style.font(15f, true), plot, true);
        chart.setBackgroundPaint(style.background());
        chart.getTitle().setPaint(style.text());
        return chart;
    }

    private static int usage(PrintWriter err, String message) {
        return CliText.usage(err, "evaluate", message);
    }
}
