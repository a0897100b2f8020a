package org.roundhouse.ui.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.Layer;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.analysis.series.SeriesCsv;
import org.roundhouse.analysis.series.SeriesKind;
import org.roundhouse.analysis.series.SeriesTestGames;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.Replay;

/** The charts built from series, drawn without a window. */
class PositionChartTest {
    @TempDir
    static Path dir;
    private static GameSeries small;
    private static GameSeries variation;
    private static GameSeries game;

    @BeforeAll
    static void series() {
        GameRecord record = SeriesTestGames.firstDividend();
        Replay replay = Replay.of(record);
        small = GameSeries.of(replay, replay.mainLine());
        variation = GameSeries.of(replay, GameSeries.lineThrough(SeriesTestGames.variation(record)));
        Replay random = Replay.of(RandomGames.play(org.roundhouse.record.BaseRandomGames.template(4, "standard", false, false, null), 5));
        game = GameSeries.ofMainLine(random).orElseThrow();
    }

    private static double y(XYDataset data, int series, int x) {
        for (int i = 0; i < data.getItemCount(series); i++) {
            if (data.getXValue(series, i) == x) return data.getYValue(series, i);
        }
        throw new AssertionError("no item at x = " + x);
    }

    @Test
    @DisplayName("cash chart: one line per player through the hand-checked cash, a point per dividend")
    void cashChart() {
        PositionChart c = PositionChart.of(SeriesKind.CASH, ChartInput.of(small));
        XYPlot plot = c.plots().get(0);
        XYDataset lines = plot.getDataset(2);
        assertThat(lines.getSeriesCount()).isEqualTo(3);
        assertThat(lines.getSeriesKey(0)).isEqualTo("Anna");
        // lines are drawn a hair apart so equal values stay visible; the offset is well under $1M
        assertThat(y(lines, 0, 3)).isCloseTo(3, org.assertj.core.data.Offset.offset(0.5));
        assertThat(y(lines, 1, 3)).isCloseTo(4, org.assertj.core.data.Offset.offset(0.5));
        assertThat(y(lines, 2, 2)).isCloseTo(0, org.assertj.core.data.Offset.offset(0.5));
        XYDataset points = plot.getDataset(0);
        assertThat(points.getItemCount(0)).isEqualTo(1);
        assertThat(points.getXValue(0, 0)).isEqualTo(3);
        assertThat(plot.getDomainMarkers(0, Layer.BACKGROUND)).extracting(m -> ((ValueMarker) m).getValue()).containsExactly(3.0);
        assertThat(plot.getDataset(3)).as("no overlay").isNull();
        assertThat(plot.getLegendItems().get(0).getLabel()).isEqualTo("Anna  (end $3M)");
    }

    @Test
    @DisplayName("dividend tooltip: who received what, from which company")
    void dividendTooltip() {
        String tip = CashChart.dividendTip(small, 3);
        assertThat(tip).contains("Dividend 1", "move 3 (Cleo)", "drawn by Cleo", "Anna <b>+3</b> (DM 3)",
                "Ben <b>+4</b> (BNL 3, DM 1)", "Cleo <b>+4</b> (EP&amp;RG 4)");
        assertThat(CashChart.dividendTip(small, 2)).isEqualTo("<html></html>");
    }

    @Test
    @DisplayName("majorities: the overview codes who leads; the detail marks primary and secondary")
    void majoritiesChart() {
        int dm = SeriesTestGames.company("DM");
        PositionChart c = PositionChart.of(SeriesKind.SHARES, ChartInput.of(small).withCompany(dm));
        assertThat(c.plots()).hasSize(2);
        XYPlot detail = c.plots().get(1);
        assertThat(detail.getRangeAxis().getLabel()).isEqualTo("DM shares");
        XYDataset primary = detail.getDataset(0);
        XYDataset secondary = detail.getDataset(1);
        assertThat(primary.getItemCount(0)).as("Anna primary at dividend 1").isEqualTo(1);
        assertThat(primary.getItemCount(1)).isZero();
        assertThat(secondary.getItemCount(1)).as("Ben secondary").isEqualTo(1);
        assertThat(MajoritiesChart.majorityTip(small, 3, dm)).contains("Dividend 1", "value 3", "primary Anna (2 shares) +3",
                "secondary Ben (1 shares) +1");
        assertThat(MajoritiesChart.cellTip(small, 0, dm)).contains("Anna 1, Ben 1, Cleo 0", "tied at 1");
        assertThat(MajoritiesChart.cellTip(small, 1, dm)).contains("Anna leads by 1");
        assertThat(ChartInput.of(small).detailCompany()).as("most shares played: BNL and DM (3 each), the first wins")
                .isEqualTo(SeriesTestGames.company("BNL"));
    }

    @Test
    @DisplayName("value chart: company values, the UP table at each dividend, dividends paid by company")
    void valueChart() {
        int dm = SeriesTestGames.company("DM");
        PositionChart c = PositionChart.of(SeriesKind.VALUE, ChartInput.of(small));
        XYPlot values = c.plots().get(0);
        assertThat(y(values.getDataset(1), dm, 3)).isEqualTo(3);
        assertThat(y(values.getDataset(1), dm, 2)).isEqualTo(2);
        assertThat(y(values.getDataset(0), 0, 3)).as("UP pays nothing at dividend 1").isZero();
        XYDataset paid = c.plots().get(1).getDataset();
        double total = 0;
        for (int s = 0; s < paid.getSeriesCount(); s++) total += y(paid, s, 3);
        assertThat(total).isEqualTo(11);
        assertThat(ValueChart.percent(small.shareOfDividends(dm))).isEqualTo("36%");
    }

    @Test
    @DisplayName("an overlay is drawn dashed from the last position the lines share")
    void overlay() {
        PositionChart c = PositionChart.of(SeriesKind.CASH, ChartInput.of(small).withOverlay(variation, "what if"));
        XYDataset over = c.plots().get(0).getDataset(3);
        assertThat(over.getSeriesCount()).isEqualTo(3);
        assertThat(over.getSeriesKey(0)).isEqualTo("Anna · what if");
        assertThat(over.getXValue(0, 0)).as("starts at move 2, the last shared position").isEqualTo(2);
        assertThat(over.getItemCount(0)).isEqualTo(2);
        for (SeriesKind k : SeriesKind.values()) {
            assertThat(PositionChart.of(k, ChartInput.of(game).withOverlay(small, "x")).chart()).isNotNull();
        }
    }

    @ParameterizedTest
    @EnumSource(SeriesKind.class)
    @DisplayName("the cursor marker follows setCursorIndex; a click maps back to the position under it")
    void cursorAndClicks(SeriesKind kind) {
        PositionChart c = PositionChart.of(kind, ChartInput.of(game));
        java.util.function.Function<XYPlot, Integer> count = p -> p.getDomainMarkers(0, Layer.FOREGROUND) == null ? 0
                : p.getDomainMarkers(0, Layer.FOREGROUND).size();
        List<Integer> before = c.plots().stream().map(count).toList();
        c.setCursorIndex(40);
        assertThat(c.cursorIndex()).isEqualTo(40);
        for (int i = 0; i < c.plots().size(); i++) {
            XYPlot p = c.plots().get(i);
            assertThat(count.apply(p)).isEqualTo(before.get(i) + 1);
            assertThat(p.getDomainMarkers(0, Layer.FOREGROUND)).anyMatch(m -> ((ValueMarker) m).getValue() == 40);
        }
        c.setCursorIndex(41);
        assertThat(c.plots().stream().map(count).toList()).isEqualTo(before.stream().map(n -> n + 1).toList());
        c.setCursorIndex(-1);
        assertThat(c.cursorIndex()).isEqualTo(-1);
        assertThat(c.plots().stream().map(count).toList()).isEqualTo(before);
        ChartRenderingInfo info = new ChartRenderingInfo();
        ChartExport.image(c.chart(), 1000, 600, 1, info);
        for (int index : new int[] {0, 17, 40, game.size() - 1}) {
            double x = c.xOf(info, index);
            double y = info.getPlotInfo().getDataArea().getCenterY();
            assertThat(c.indexAt(info, new Point2D.Double(x + 2, y))).hasValue(index);
        }
        assertThat(c.indexAt(info, new Point2D.Double(2, 2))).isEmpty();
    }

    @Test
    @DisplayName("majorities: a click on an overview row names the company")
    void companyRows() {
        PositionChart c = PositionChart.of(SeriesKind.SHARES, ChartInput.of(game));
        ChartRenderingInfo info = new ChartRenderingInfo();
        ChartExport.image(c.chart(), 1000, 700, 1, info);
        var heat = info.getPlotInfo().getSubplotInfo(0).getDataArea();
        XYPlot plot = c.plots().get(0);
        double y = plot.getRangeAxis().valueToJava2D(2, heat, plot.getRangeAxisEdge());
        assertThat(c.companyAt(info, new Point2D.Double(heat.getCenterX(), y))).hasValue(2);
        var detail = info.getPlotInfo().getSubplotInfo(1).getDataArea();
        assertThat(c.companyAt(info, new Point2D.Double(detail.getCenterX(), detail.getCenterY()))).isEqualTo(OptionalInt.empty());
    }

    @ParameterizedTest
    @EnumSource(SeriesKind.class)
    @DisplayName("export: PNG, SVG and CSV files, light and dark")
    void export(SeriesKind kind) throws Exception {
        for (ChartStyle style : List.of(ChartStyle.light(), ChartStyle.dark())) {
            PositionChart c = PositionChart.of(kind, ChartInput.of(game).withStyle(style));
            c.setCursorIndex(30);
            String name = kind.id() + (style.darkTheme() ? "-dark" : "");
            Path png = dir.resolve(name + ".png");
            ChartExport.write(c, ChartExport.Format.PNG, 900, 500, 2, png);
            BufferedImage img = javax.imageio.ImageIO.read(png.toFile());
            assertThat(img.getWidth()).isEqualTo(1800);
            assertThat(img.getHeight()).isEqualTo(1000);
            assertThat(new java.awt.Color(img.getRGB(2, 2))).isEqualTo(style.background());
            Path svg = dir.resolve(name + ".svg");
            ChartExport.write(c, ChartExport.Format.SVG, 900, 500, 1, svg);
            String text = Files.readString(svg, StandardCharsets.UTF_8);
            assertThat(text).contains("<svg", "</svg>", "Move");
            Path csv = dir.resolve(name + ".csv");
            ChartExport.write(c, ChartExport.Format.CSV, 900, 500, 1, csv);
            assertThat(Files.readString(csv, StandardCharsets.UTF_8)).isEqualTo(SeriesCsv.toCsv(kind, game));
        }
    }

    @Test
    void formatsAndSizes() {
        assertThat(ChartExport.Format.of(Path.of("a/b.PNG"))).contains(ChartExport.Format.PNG);
        assertThat(ChartExport.Format.of(Path.of("b.svg"))).contains(ChartExport.Format.SVG);
        assertThat(ChartExport.Format.of(Path.of("b.csv"))).contains(ChartExport.Format.CSV);
        assertThat(ChartExport.Format.of(Path.of("b.pdf"))).isEmpty();
        JFreeChart chart = PositionChart.of(SeriesKind.CASH, ChartInput.of(small)).chart();
        assertThatThrownBy(() -> ChartExport.image(chart, 10, 500, 1, null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ChartExport.image(chart, 500, 500, 9, null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("company colours stay readable: black DM on dark, near-white UMR on light")
    void readableCompanyColours() {
        ChartStyle dark = ChartStyle.dark();
        ChartStyle light = ChartStyle.light();
        assertThat(ChartStyle.contrast(dark.company(0x1A1A1A), dark.plotBackground())).isGreaterThanOrEqualTo(1.9);
        assertThat(ChartStyle.contrast(light.company(0xF5F5F5), light.plotBackground())).isGreaterThanOrEqualTo(1.9);
        assertThat(light.company(0x1F8A3B)).isEqualTo(new java.awt.Color(0x1F8A3B));
        assertThat(light.recipient(0, 2)).isNotEqualTo(light.recipient(2, 2));
    }
}
