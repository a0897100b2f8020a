package org.roundhouse.ui.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.Graphics2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.PlotState;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.analysis.series.SeriesKind;
import org.roundhouse.analysis.series.SeriesTestGames;
import org.roundhouse.record.Replay;

/** Exported files are replaced only by a finished drawing: a failure or a refused size leaves the old file. */
class ChartExportTest {
    @TempDir
    Path dir;
    private static PositionChart chart;

    @BeforeAll
    static void chart() {
        Replay replay = Replay.of(SeriesTestGames.firstDividend());
        chart = PositionChart.of(SeriesKind.CASH, ChartInput.of(GameSeries.of(replay, replay.mainLine())));
    }

    /** A chart whose drawing fails as a huge image would. */
    private static JFreeChart failing() {
        return new JFreeChart(new XYPlot() {
            @Override
            public void draw(Graphics2D g2, Rectangle2D area, Point2D anchor, PlotState parentState, PlotRenderingInfo info) {
                throw new OutOfMemoryError("Java heap space (test)");
            }
        });
    }

    private Path existing(String name) throws Exception {
        Path file = dir.resolve(name);
        ChartExport.write(chart, ChartExport.Format.of(file).orElseThrow(), 300, 200, 1, file);
        assertThat(Files.size(file)).isPositive();
        return file;
    }

    @Test
    void aFailedDrawingLeavesTheExistingFile() throws Exception {
        Path png = existing("chart.png");
        Path svg = existing("chart.svg");
        byte[] pngBefore = Files.readAllBytes(png);
        byte[] svgBefore = Files.readAllBytes(svg);
        assertThatThrownBy(() -> ChartExport.writePng(failing(), 300, 200, 1, png)).isInstanceOf(OutOfMemoryError.class);
        assertThatThrownBy(() -> ChartExport.writeSvg(failing(), 300, 200, svg)).isInstanceOf(OutOfMemoryError.class);
        assertThat(Files.readAllBytes(png)).isEqualTo(pngBefore);
        assertThat(Files.readAllBytes(svg)).isEqualTo(svgBefore);
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactlyInAnyOrder(png, svg);
        }
    }

    @Test
    void aPngOfMoreThanFortyMillionPixelsIsRefusedAndTheFileStays() throws Exception {
        Path png = existing("chart.png");
        byte[] before = Files.readAllBytes(png);
        assertThat(ChartExport.pixels(5000, 2000, 2)).isEqualTo(ChartExport.MAX_PIXELS);
        assertThat(ChartExport.pixels(4001, 2500, 2)).isGreaterThan(ChartExport.MAX_PIXELS);
        assertThatThrownBy(() -> ChartExport.write(chart, ChartExport.Format.PNG, 4001, 2500, 2, png))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("too large");
        assertThatThrownBy(() -> ChartExport.write(chart, ChartExport.Format.PNG, 10000, 10000, 1, png))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at most 40 million");
        assertThat(Files.readAllBytes(png)).isEqualTo(before);
    }

    @Test
    void theWorkbenchExportReportsTheProblemInsteadOfThrowing() throws Exception {
        Path png = existing("chart.png");
        byte[] before = Files.readAllBytes(png);
        assertThat(ChartsPanel.exportProblem(chart, ChartExport.Format.PNG, 8000, 6000, 2, png))
                .hasValueSatisfying(m -> assertThat(m).contains("too large"));
        assertThat(Files.readAllBytes(png)).isEqualTo(before);
        Path folder = Files.createDirectory(dir.resolve("folder.csv"));
        assertThat(ChartsPanel.exportProblem(chart, ChartExport.Format.CSV, 900, 500, 2, folder))
                .hasValueSatisfying(m -> assertThat(m).contains("is a folder"));
        Path csv = dir.resolve("cash.csv");
        assertThat(ChartsPanel.exportProblem(chart, ChartExport.Format.CSV, 900, 500, 2, csv)).isEmpty();
        assertThat(Files.readString(csv, StandardCharsets.UTF_8)).startsWith("move,");
    }
}
