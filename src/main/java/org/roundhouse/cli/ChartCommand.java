package org.roundhouse.cli;

import static org.roundhouse.text.Messages.CLI;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.analysis.series.SeriesKind;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Replay;
import org.roundhouse.record.ReplayException;
import org.roundhouse.ui.charts.ChartExport;
import org.roundhouse.ui.charts.ChartInput;
import org.roundhouse.ui.charts.ChartStyle;
import org.roundhouse.ui.charts.PositionChart;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code chart FILE --kind cash|shares|value|SERIES --out X.png|svg|csv}: a chart of a record, without a window. */
@Command(name = "chart", mixinStandardHelpOptions = true, sortOptions = false,
        usageHelpAutoWidth = true,
        description = {"Draw a game record's chart as PNG or SVG, or its series as CSV.",
            "The format follows the extension of --out. Needs no display.",
            "Kinds: cash (each player's cash, dividends marked); shares (who leads each company, and one company in"
                    + " detail with the majorities at each dividend); value (company values, the Union Pacific table,"
                    + " what each company paid); and a rule set's own series by its key (the nineteenth-century variant's"
                    + " treasuries and up-holdings, its share prices being the value chart; the stripped-down variant's shares-in-hand).",
            "A LINE is 'main' or MOVE:N, the N-th variation (from 1) played instead of main-line move MOVE."
                    + " CSV columns: docs/charts.md.", ""},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:the file was written", "1:the record could not be read or the file not written",
            "2:wrong arguments"})
public final class ChartCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "A record (.upn or .xml).")
    private Path file;

    @Option(names = {"-k", "--kind"}, required = true, paramLabel = "KIND", description = "cash, shares, value, or one of the rule set's own series (treasuries, up-holdings for the nineteenth-century variant, whose share prices are the value chart; shares-in-hand for the stripped-down one).")
    private String kind;

    @Option(names = {"-o", "--out"}, required = true, paramLabel = "OUT", description = "The file to write: .png, .svg or .csv.")
    private Path out;

    @Option(names = "--width", paramLabel = "W", defaultValue = "1100", description = "Width in pixels (default ${DEFAULT-VALUE}).")
    private int width;

    @Option(names = "--height", paramLabel = "H", defaultValue = "650", description = "Height in pixels (default ${DEFAULT-VALUE}).")
    private int height;

    @Option(names = "--scale", paramLabel = "S", defaultValue = "1", description = "PNG pixel scale, e.g. 2 for HiDPI (default ${DEFAULT-VALUE}).")
    private double scale;

    @Option(names = "--line", paramLabel = "LINE", defaultValue = "main", description = "The line to chart: main (default) or MOVE:N.")
    private String line;

    @Option(names = "--compare", paramLabel = "LINE", description = "A line to draw dashed for comparison: main or MOVE:N.")
    private String compare;

    @Option(names = "--company", paramLabel = "ABBR", description = "shares: the company shown in detail (default: most shares played).")
    private String company;

    @Option(names = "--cursor", paramLabel = "MOVE", description = "Draw the current-position marker at this move.")
    private Integer cursor;

    @Option(names = "--dark", description = "Dark colours.")
    private boolean dark;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            Optional<SeriesKind> k = SeriesKind.byId(kind);
            Optional<ChartExport.Format> format = ChartExport.Format.of(this.out);
            if (format.isEmpty()) return usage(err, CLI.text("chart.badOut", this.out));
            if (width < 100 || height < 100 || width > 10000 || height > 10000) {
                return usage(err, CLI.text("chart.size"));
            }
            if (!(scale > 0 && scale <= 4)) return usage(err, CLI.text("chart.scale"));
            if (format.get() == ChartExport.Format.PNG && ChartExport.pixels(width, height, scale) > ChartExport.MAX_PIXELS) {
                return usage(err, CLI.text("chart.pixels", String.valueOf(ChartExport.pixels(width, height, scale)), String.valueOf(ChartExport.MAX_PIXELS)));
            }
            Optional<GameRecord> loaded = RecordFile.load(file, err, true);
            if (loaded.isEmpty()) return 1;
            GameRecord record = loaded.get();
            Replay replay = Replay.of(record);
            List<MoveNode> nodes;
            List<MoveNode> compareNodes = null;
            try {
                nodes = line(record, line);
                if (compare != null) compareNodes = line(record, compare);
            } catch (IllegalArgumentException e) {
                return usage(err, e.getMessage());
            }
            if (nodes.isEmpty()) {
                err.println(CLI.text("chart.noMoves", file));
                err.flush();
                return 1;
            }
            int detail = -1;
            if (company != null) {
                detail = company.equalsIgnoreCase("UP") ? record.setup().board().unionPacific()
                        : record.setup().board().companyIndex(company.toUpperCase(Locale.ROOT));
                if (detail < 0) return usage(err, CLI.text("chart.unknownCompany", company));
            }
            GameSeries main = GameSeries.of(replay, nodes);
            GameSeries other = compareNodes == null || compareNodes.isEmpty() ? null : GameSeries.of(replay, compareNodes);
            ChartInput input = new ChartInput(main, other, label(line, CLI.text("chart.mainLine")), compare == null ? null : label(compare, CLI.text("chart.mainLine.lower")),
                    dark ? ChartStyle.dark() : ChartStyle.light(), detail);
            int extra = -1;
            for (int e = 0; e < main.extraSpecs().size(); e++) if (main.extraSpecs().get(e).key().equals(kind)) extra = e;
            if (k.isEmpty() && extra < 0) {
                List<String> known = new java.util.ArrayList<>(List.of("cash", "shares", "value"));
                main.extraSpecs().forEach(e -> known.add(e.key()));
                return usage(err, CLI.text("chart.unknownKind", kind, String.join(", ", known)));
            }
            PositionChart chart = k.isPresent() ? PositionChart.of(k.get(), input) : PositionChart.ofExtra(extra, input);
            if (cursor != null) chart.setCursorIndex(main.indexOfMove(cursor));
            try {
                ChartExport.write(chart, format.get(), width, height, scale, this.out);
            } catch (OutOfMemoryError e) {
                err.println(CLI.text("chart.noMemory", this.out));
                err.flush();
                return 1;
            }
            out.println(CLI.text("chart.wrote", this.out, k.isPresent() ? k.get().id() : kind, main.size(), main.dividends().size()));
            out.flush();
            return 0;
        } catch (ReplayException e) {
            err.println(CliText.escape(file + ": " + e.getMessage()));
            err.flush();
            return 1;
        } catch (IOException e) {
            err.println(CLI.text("cli.couldNotWrite", this.out, org.roundhouse.text.FileReasons.message(e)));
            err.flush();
            return 1;
        }
    }

    private static int usage(PrintWriter err, String message) {
        return CliText.usage(err, "chart", message);
    }

    private static String label(String spec, String main) {
        return spec.trim().equalsIgnoreCase("main") ? main : CLI.text("chart.variation", spec.trim());
    }

    /** The nodes of a line: "main", or "MOVE:N" for the N-th variation played instead of main-line move MOVE. */
    static List<MoveNode> line(GameRecord record, String spec) {
        String s = spec.trim();
        if (s.equalsIgnoreCase("main")) return record.mainLine();
        String[] parts = s.split(":", -1);
        int move;
        int n = 1;
        try {
            move = Integer.parseInt(parts[0].trim());
            if (parts.length == 2) n = Integer.parseInt(parts[1].trim());
            if (parts.length > 2) throw new NumberFormatException();
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(CLI.text("chart.line.syntax", spec));
        }
        List<MoveNode> mainLine = record.mainLine();
        if (move < 0 || move >= mainLine.size()) {
            throw new IllegalArgumentException(CLI.text("chart.line.range", spec, mainLine.size() - 1));
        }
        MoveNode parent = mainLine.get(move).parent().orElseThrow();
        List<MoveNode> variations = parent.variations();
        if (n < 1 || n > variations.size()) {
            throw new IllegalArgumentException(CLI.text("chart.line.variations", spec, move, variations.size()));
        }
        return GameSeries.lineThrough(variations.get(n - 1));
    }
}
