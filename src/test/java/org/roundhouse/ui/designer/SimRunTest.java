package org.roundhouse.ui.designer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.analysis.sim.Cell;
import org.roundhouse.analysis.sim.ResultsDirectory;
import org.roundhouse.analysis.sim.SimGame;
import org.roundhouse.analysis.sim.SimRun;
import org.roundhouse.analysis.sim.SimulationFiles;
import org.roundhouse.analysis.sim.Simulator;
import org.roundhouse.analysis.sim.Sweep;
import org.roundhouse.engine.GameState;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.Replay;

/** A run's directory as the Designer reads it, and its games opened as records (no display needed). */
class SimRunTest {
    @TempDir
    Path dir;

    private static final Cell STANDARD = new Cell("standard/3p", "base", Map.of("Recipe", "standard"), List.of("random", "random", "random"));
    private static final Cell EVEN = new Cell("even/3p", "base", Map.of("Recipe", "even-spacing"), List.of("random", "random", "random"));

    private Simulator.Result simulate(Sweep sweep, List<SimGame> rows) throws IOException {
        Simulator.Layout layout = Simulator.check(sweep);
        try (SimulationFiles files = new SimulationFiles(dir, sweep, layout)) {
            Simulator.Result r = Simulator.run(sweep, g -> {
                files.add(g);
                rows.add(g);
            }, (d, t) -> { }, () -> false);
            files.commit(r);
            return r;
        }
    }

    @Test
    void readsWhatTheSimulatorWroteAndRebuildsItsCells() throws IOException {
        List<SimGame> played = new ArrayList<>();
        Simulator.Result result = simulate(new Sweep(List.of(STANDARD, EVEN), 12, 7, 1, false), played);
        SimRun run = SimRun.load(dir);
        assertThat(run.totalRows).isEqualTo(24);
        assertThat(run.games).hasSize(24);
        assertThat(run.cell(0)).isEqualTo(STANDARD);
        assertThat(run.cell(1)).isEqualTo(EVEN);
        assertThat(run.games.get(3).seed()).isEqualTo(played.get(3).seed());
        Figures f = Figures.of(run);
        assertThat(f.columns).containsExactly("Measure", "standard/3p", "even/3p");
        List<String> length = f.rows.stream().filter(r -> r.get(0).startsWith("Game length")).findFirst().orElseThrow();
        assertThat(length.get(1)).startsWith(String.format(Locale.ROOT, "%.2f [", result.cells().get(0).length().mean()));
        List<String> delta = f.rows.stream().filter(r -> r.get(0).equals("Δ length − standard/3p")).findFirst().orElseThrow();
        assertThat(delta.get(1)).as("nothing in the column of the cell compared against").isEmpty();
        assertThat(delta.get(2)).as("b − a in the column of b").matches("[+-][0-9.]+ \\[.*\\]");
    }

    @Test
    void aGameOfTheRunOpensAsARecordOfTheSameGame() throws IOException {
        List<SimGame> played = new ArrayList<>();
        simulate(new Sweep(List.of(EVEN), 3, 11, 2, true), played);
        SimRun run = SimRun.load(dir);
        assertThat(run.games).hasSize(9);
        for (int i : new int[] {0, 4, 8}) {
            SimRun.GameRow row = run.games.get(i);
            SimGame g = played.get(i);
            assertThat(row.rotation()).isEqualTo(g.rotation());
            GameRecord record = SimulatedGames.record(run.cell(row.cell()), row.deal(), row.seed(), row.rotation());
            GameState end = Replay.of(record).finalState();
            for (int s = 0; s < g.players(); s++) assertThat(end.cashOf(s)).as("seat %d of game %d", s + 1, i).isEqualTo(g.cash()[s]);
            assertThat(record.setup().players().get(0)).isEqualTo("A (random)");
            assertThat(record.header().event()).contains("even/3p").contains("seed " + row.seed());
        }
    }

    @Test
    void chartsExportAsPngAndSvgAndTheFiguresAsCsv() throws IOException {
        simulate(new Sweep(List.of(STANDARD, EVEN), 10, 3, 1, false), new ArrayList<>());
        SimRun run = SimRun.load(dir);
        var style = org.roundhouse.ui.charts.ChartStyle.light();
        Path png = dir.resolve("seats.png");
        RunFiles.exportChart(ResultCharts.seatWins(run, style), png);
        byte[] head = java.util.Arrays.copyOf(Files.readAllBytes(png), 4);
        assertThat(head).containsExactly(0x89, 'P', 'N', 'G');
        Path svg = dir.resolve("timing.svg");
        RunFiles.exportChart(ResultCharts.dividendTiming(run, style, 0, true), svg);
        assertThat(Files.readString(svg)).contains("<svg").contains("even/3p");
        assertThatThrownBy(() -> RunFiles.exportChart(ResultCharts.margins(run, style), dir.resolve("m.gif")))
                .hasMessageContaining(".png or .svg");
        Path points = dir.resolve("seats.csv");
        RunFiles.exportChart(ResultCharts.seatWins(run, style), points);
        List<String> lines = Files.readAllLines(points);
        assertThat(lines.get(0)).isEqualTo("series,x,y,low,high");
        assertThat(lines).hasSize(1 + 2 * 3).anyMatch(l -> l.startsWith("even/3p,"));
        Path lengths = dir.resolve("length.csv");
        RunFiles.exportChart(ResultCharts.gameLength(run, style), lengths);
        assertThat(Files.readAllLines(lengths).get(0)).isEqualTo("series,x,y");
        String csv = Figures.of(run).csv();
        assertThat(csv.lines().findFirst().orElseThrow()).isEqualTo("Measure,standard/3p,even/3p");
        assertThat(csv).contains("\nGames,10,10\n");
    }

    @Test
    void aHistogramIsDrawnWithItsEmptyValuesAtZero() {
        var s = new org.jfree.data.xy.XYSeries("x");
        ResultCharts.shares(s, new java.util.TreeMap<>(Map.of(3, 2.0, 6, 6.0)), 8);
        List<Double> ys = new ArrayList<>();
        for (int i = 0; i < s.getItemCount(); i++) ys.add(s.getY(i).doubleValue());
        assertThat(s.getX(0).intValue()).isEqualTo(2);
        assertThat(ys).containsExactly(0.0, 0.25, 0.0, 0.0, 0.75, 0.0);
        var margins = new org.jfree.data.xy.XYSeries("m");
        ResultCharts.shares(margins, new java.util.TreeMap<>(Map.of(0, 1.0, 2, 3.0)), 4);
        assertThat(margins.getX(0).intValue()).as("no margin below 0").isZero();
    }

    @Test
    void theDividendTimingChartShowsOneDividendCumulativelyOrInHonestBins() throws IOException {
        simulate(new Sweep(List.of(STANDARD, EVEN), 60, 5, 1, false), new ArrayList<>());
        SimRun run = SimRun.load(dir);
        var style = org.roundhouse.ui.charts.ChartStyle.light();
        var all = ResultCharts.dividendTiming(run, style, 0, true).getXYPlot().getDataset();
        assertThat(all.getSeriesCount()).isEqualTo(8);
        var second = ResultCharts.dividendTiming(run, style, 2, true).getXYPlot().getDataset();
        assertThat(second.getSeriesCount()).as("one line a cell").isEqualTo(2);
        assertThat(String.valueOf(second.getSeriesKey(1))).isEqualTo("even/3p · dividend 2");
        for (int s = 0; s < 2; s++) {
            int last = second.getItemCount(s) - 1;
            assertThat(second.getYValue(s, 0)).isZero();
            assertThat(second.getYValue(s, last)).as("every game had its second dividend by the end").isEqualTo(1.0);
            for (int i = 1; i <= last; i++) assertThat(second.getYValue(s, i)).isGreaterThanOrEqualTo(second.getYValue(s, i - 1));
        }
        var binned = ResultCharts.dividendTiming(run, style, 2, false);
        assertThat(binned.getXYPlot().getRangeAxis().getLabel()).matches("Share of games \\(per [0-9]+ turns\\)");
        var bins = binned.getXYPlot().getDataset();
        double sum = 0;
        for (int i = 0; i < bins.getItemCount(0) - 1; i++) sum += bins.getYValue(0, i);
        assertThat(sum).as("the bins hold every game once").isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void binsAreWideEnoughForTheGamesOfACell() {
        assertThat(ResultCharts.binWidth(80, 400)).as("2·∛400 ≈ 15 bins over 80 turns").isEqualTo(10);
        assertThat(ResultCharts.binWidth(80, 10_000)).as("44 bins").isEqualTo(2);
        assertThat(ResultCharts.binWidth(10, 400)).isEqualTo(1);
    }

    @Test
    void marginsStartAtZeroAndEachPlayerCountsFairShareIsNamed() throws IOException {
        Cell four = new Cell("standard/4p", "base", Map.of("Recipe", "standard"), List.of("random", "random", "random", "random"));
        simulate(new Sweep(List.of(STANDARD, four), 8, 2, 1, false), new ArrayList<>());
        SimRun run = SimRun.load(dir);
        var style = org.roundhouse.ui.charts.ChartStyle.light();
        assertThat(ResultCharts.margins(run, style).getXYPlot().getDomainAxis().getLowerBound()).isZero();
        var markers = ResultCharts.seatWins(run, style).getXYPlot().getRangeMarkers(org.jfree.chart.ui.Layer.FOREGROUND);
        List<String> labels = new ArrayList<>();
        for (Object m : markers) labels.add(((org.jfree.chart.plot.Marker) m).getLabel());
        assertThat(labels).containsExactlyInAnyOrder("fair share, 3 players (1/3)", "fair share, 4 players (1/4)");
    }

}
