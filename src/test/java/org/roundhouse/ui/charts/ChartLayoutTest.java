package org.roundhouse.ui.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.roundhouse.analysis.series.DividendEvent;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.analysis.series.SeriesKind;
import org.roundhouse.record.LoadResult;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.Replay;

/**
 * The labels of the charts as laid out when drawn into the exported files (PNG and SVG,
 * with the real font metrics) and on screen: no two overlap, each lies inside its plot (or
 * the gutter right of it) and inside the chart, and the move axis ends at the last move.
 */
class ChartLayoutTest {
    private static Map<String, GameSeries> games;

    @BeforeAll
    static void load() throws Exception {
        games = Map.of(
                "annotated-4p (68 moves)", sample("annotated-4p.upn"),
                "6p-standard", sample("6p-standard.upn"),
                "3p-table-game", sample("3p-table-game.upn"),
                "random 4p (115 moves)", GameSeries.ofMainLine(Replay.of(RandomGames.play(
                        org.roundhouse.record.BaseRandomGames.template(4, "standard", false, false, null), 7))).orElseThrow());
        assertThat(games.get("random 4p (115 moves)").size() - 1).isEqualTo(115);
    }

    private static GameSeries sample(String name) {
        LoadResult r = RecordLoader.load(Path.of("sample-games", name));
        return GameSeries.ofMainLine(Replay.of(r.record().orElseThrow())).orElseThrow();
    }

    /** A size and layout: exported files keep title, subtitle and legend below; the screen moves the legend right. */
    record Layout(String name, int width, int height, boolean screen) {
        @Override
        public String toString() {
            return name + " " + width + "x" + height;
        }
    }

    static final Layout FILE = new Layout("file", 1100, 650, false);
    static final List<Layout> LAYOUTS = List.of(FILE, new Layout("small file", 700, 320, false),
            new Layout("workbench dock", 760, 300, true), new Layout("wide dock", 1300, 330, true));

    static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        for (String game : List.of("annotated-4p (68 moves)", "6p-standard", "3p-table-game", "random 4p (115 moves)")) {
            for (SeriesKind kind : SeriesKind.values()) {
                for (Layout l : LAYOUTS) out.add(Arguments.of(game, kind, l));
            }
        }
        return out.stream();
    }

    private static PositionChart chart(String game, SeriesKind kind, Layout layout) {
        GameSeries s = games.get(game);
        PositionChart c = PositionChart.of(kind, ChartInput.of(s));
        c.setCursorIndex(s.size() * 2 / 3);
        if (layout.screen()) ChartKit.layOutForScreen(c.chart());
        return c;
    }

    private static List<ChartLabels> labels(PositionChart c) {
        List<ChartLabels> out = new ArrayList<>();
        for (XYPlot p : c.plots()) {
            for (Object a : p.getAnnotations()) {
                if (a instanceof ChartLabels l) out.add(l);
            }
        }
        return out;
    }

    private static ValueAxis moveAxis(PositionChart c) {
        return c.chart().getPlot() instanceof CombinedDomainXYPlot combined ? combined.getDomainAxis()
                : c.plots().get(0).getDomainAxis();
    }

    @ParameterizedTest(name = "{0} · {1} · {2}")
    @MethodSource("cases")
    @DisplayName("PNG: labels apart, inside their plot or gutter and the chart; the move axis ends at the last move")
    void png(String game, SeriesKind kind, Layout layout) {
        PositionChart c = chart(game, kind, layout);
        ChartRenderingInfo info = new ChartRenderingInfo();
        ChartExport.image(c.chart(), layout.width(), layout.height(), 1, info);
        // the area the plot was given (JFreeChart records it after taking off the insets, where the gutter is)
        Rectangle2D plotArea = c.chart().getPlot() instanceof GutteredPlot g ? g.lastArea() : info.getPlotInfo().getPlotArea();
        check(c, layout, plotArea);
        int last = games.get(game).size() - 1;
        ValueAxis axis = moveAxis(c);
        assertThat(axis.getUpperBound()).as("the move axis ends at the last move, %d", last)
                .isGreaterThanOrEqualTo(last + 0.5).isLessThan(last + 1.0);
        assertThat(axis.getLowerBound()).isEqualTo(-0.5);
    }

    @ParameterizedTest(name = "{0} · {1} · {2}")
    @MethodSource("cases")
    @DisplayName("SVG: the same, with the SVG document's font metrics")
    void svg(String game, SeriesKind kind, Layout layout) {
        PositionChart c = chart(game, kind, layout);
        ChartExport.svg(c.chart(), layout.width(), layout.height());
        check(c, layout, null);
    }

    private static void check(PositionChart c, Layout layout, Rectangle2D plotArea) {
        Rectangle2D chartArea = new Rectangle2D.Double(0, 0, layout.width(), layout.height());
        List<ChartLabels.Placed> all = new ArrayList<>();
        for (ChartLabels l : labels(c)) {
            Rectangle2D data = l.dataArea();
            assertThat(data).as("the plot was drawn").isNotNull();
            for (ChartLabels.Placed p : l.placed()) {
                assertThat(chartArea.contains(p.box())).as("%s %s inside the chart %s", p.text(), p.box(), chartArea).isTrue();
                if (plotArea != null) {
                    assertThat(plotArea.contains(p.box())).as("%s %s inside the plot area %s", p.text(), p.box(), plotArea).isTrue();
                }
                if (p.gutter()) {
                    assertThat(p.box().getMinX()).as("%s right of the data", p.text()).isGreaterThanOrEqualTo(data.getMaxX());
                    assertThat(p.box().getMinY()).as(p.text()).isGreaterThanOrEqualTo(data.getMinY() - 0.01);
                    assertThat(p.box().getMaxY()).as(p.text()).isLessThanOrEqualTo(data.getMaxY() + 0.01);
                } else {
                    assertThat(data.contains(p.box())).as("%s %s inside its plot %s", p.text(), p.box(), data).isTrue();
                }
                assertThat(p.box().getHeight()).as("%s is legible", p.text()).isGreaterThanOrEqualTo(10);
                all.add(p);
            }
        }
        for (int i = 0; i < all.size(); i++) {
            for (int j = i + 1; j < all.size(); j++) {
                ChartLabels.Placed a = all.get(i);
                ChartLabels.Placed b = all.get(j);
                assertThat(a.box().intersects(b.box())).as("%s %s overlaps %s %s", a.text(), a.box(), b.text(), b.box()).isFalse();
                boolean points = isPointLabel(a) && isPointLabel(b);
                if (points && a.box().getMaxY() > b.box().getMinY() && b.box().getMaxY() > a.box().getMinY()) {
                    // side by side, two totals must not read as one ("$111M$110M")
                    double apart = Math.max(b.box().getMinX() - a.box().getMaxX(), a.box().getMinX() - b.box().getMaxX());
                    assertThat(apart).as("%s and %s apart", a.text(), b.text()).isGreaterThanOrEqualTo(6);
                }
            }
        }
        if (layout == FILE) everyLabelShown(c, all);
        if (layout == FILE) {
            // at the export size every total and table finds a side clear of the lines
            assertThat(all.stream().filter(ChartLabels.Placed::overLine).map(ChartLabels.Placed::text).toList())
                    .as("labels over a line").isEmpty();
        }
    }

    private static boolean isPointLabel(ChartLabels.Placed p) {
        return !p.gutter() && (p.text().startsWith("$") || p.text().startsWith("UP "));
    }

    /** At the default export size nothing is left out: every name, total and table, the dividend labels in full. */
    private static void everyLabelShown(PositionChart c, List<ChartLabels.Placed> placed) {
        GameSeries s = c.input().main();
        List<String> texts = placed.stream().map(ChartLabels.Placed::text).toList();
        List<String> expected = new ArrayList<>();
        var dividends = ChartKit.dividendLabels(s);
        switch (c.kind()) {
            case CASH -> expected.addAll(dividends.values());
            case SHARES -> dividends.keySet().forEach(i -> expected.add(texts.stream()
                    .filter(t -> t.startsWith(dividends.get(i) + " ")).findFirst().orElse(dividends.get(i) + " …")));
            case VALUE -> {
                expected.addAll(dividends.values());
                for (int co = 0; co < s.unionPacific(); co++) expected.add(s.companyName(co));
                for (int i : dividends.keySet()) {
                    expected.add("$" + s.dividendsAt(i).stream().mapToInt(DividendEvent::total).sum() + "M");
                }
                for (DividendEvent d : s.dividends()) expected.add("UP " + org.roundhouse.analysis.series.UpTable.format(d.upTable()));
                expected.add("of all");
            }
        }
        expected.add("move " + s.move(c.cursorIndex()));
        assertThat(texts).containsAll(expected);
        if (c.kind() == SeriesKind.SHARES) {
            // the long form, "D2 Anna › Ben", not a fallback
            assertThat(texts.stream().filter(t -> t.startsWith("D")).allMatch(t -> t.contains(" "))).as(texts.toString()).isTrue();
        }
    }
}
