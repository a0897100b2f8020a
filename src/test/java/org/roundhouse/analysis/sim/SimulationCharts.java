package org.roundhouse.analysis.sim;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * The charts of docs/simulation.md, made from a simulation (not a test; a plain {@code main}):
 * <pre>
 * java -Djava.awt.headless=true -cp target/test-classes:target/classes:JFREECHART org.roundhouse.analysis.sim.SimulationCharts docs/screenshots
 * </pre>
 * It plays the recipes of the docs at 4 players with random bots (3,000 paired deals, seed
 * 12, as the docs' table) and draws the dividend timing and the seats' win rates.
 */
public final class SimulationCharts {
    /** Okabe–Ito colours, told apart with any colour vision. */
    private static final Color[] COLOURS = {new Color(0x0072B2), new Color(0xD55E00), new Color(0x009E73), new Color(0xCC79A7),
        new Color(0xE69F00), new Color(0x56B4E9), new Color(0x000000)};
    private static final Font FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 13);

    private SimulationCharts() {
    }

    public static void main(String[] args) throws IOException {
        File dir = new File(args.length > 0 ? args[0] : "docs/screenshots");
        List<String> recipes = List.of("standard", "german", "buffered", "six-card-dividends", "even-spacing", "large-stack-dividends",
                "tournament");
        List<Cell> cells = new ArrayList<>();
        for (String r : recipes) cells.add(new Cell(r, "base", Map.of("Recipe", r), Collections.nCopies(4, "random")));
        Simulator.Result result = Simulator.run(new Sweep(cells, 3000, 12, 2, false), g -> { }, (d, t) -> { }, () -> false);
        ChartUtils.saveChartAsPNG(new File(dir, "simulation-dividend-timing.png"), timing(result.cells(), List.of(0, 3, 4)), 1000, 460);
        ChartUtils.saveChartAsPNG(new File(dir, "simulation-seat-wins.png"), seats(result.cells()), 1000, 460);
    }

    /** The share of games in which each dividend came in each turn: one colour per recipe, a curve per dividend. */
    static JFreeChart timing(List<CellSummary> all, List<Integer> shown) {
        XYSeriesCollection data = new XYSeriesCollection();
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
        LegendItemCollection legend = new LegendItemCollection();
        int series = 0;
        for (int c : shown) {
            CellSummary cell = all.get(c);
            for (int i = 0; i < cell.maxDividends; i++) {
                Stats.Histogram h = cell.turnHistogram[i];
                XYSeries s = new XYSeries(cell.cell().label() + " " + (i + 1));
                for (int t = 0; t <= h.max() + 1; t++) s.add(t, 100.0 * h.count(t) / h.total());
                data.addSeries(s);
                renderer.setSeriesPaint(series, COLOURS[c]);
                renderer.setSeriesStroke(series, new BasicStroke(2f));
                series++;
            }
            legend.add(new LegendItem(cell.cell().label(), COLOURS[c]));
        }
        NumberAxis x = new NumberAxis("turn of the dividend (dividends 1 to 4 from the left)");
        x.setTickUnit(new NumberTickUnit(10));
        NumberAxis y = new NumberAxis("% of games");
        XYPlot plot = new XYPlot(data, x, y, renderer);
        plot.setFixedLegendItems(legend);
        return style(new JFreeChart("When the dividends come: 4 players, random bots, 3,000 deals per recipe", FONT, plot, true), plot);
    }

    /** Each seat's win rate with its 95% Wilson interval, per recipe, against the fair share. */
    static JFreeChart seats(List<CellSummary> cells) {
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDrawXError(false);
        renderer.setErrorStroke(new BasicStroke(1.6f));
        renderer.setDefaultLinesVisible(false);
        renderer.setDefaultShapesVisible(true);
        for (int c = 0; c < cells.size(); c++) {
            CellSummary cell = cells.get(c);
            YIntervalSeries s = new YIntervalSeries(cell.cell().label());
            for (int seat = 0; seat < cell.players; seat++) {
                double[] ci = Stats.wilson(cell.seatWins[seat], cell.games);
                double x = seat + 1 + (c - (cells.size() - 1) / 2.0) * 0.1;
                s.add(x, 100 * cell.seatWins[seat] / cell.games, 100 * ci[0], 100 * ci[1]);
            }
            data.addSeries(s);
            renderer.setSeriesPaint(c, COLOURS[c % COLOURS.length]);
            renderer.setSeriesShape(c, new java.awt.geom.Ellipse2D.Double(-4, -4, 8, 8));
        }
        NumberAxis x = new NumberAxis("seat (1 moves first)");
        x.setTickUnit(new NumberTickUnit(1));
        x.setRange(0.5, cells.get(0).players + 0.5);
        NumberAxis y = new NumberAxis("% of games won (95% Wilson interval)");
        y.setAutoRangeIncludesZero(false);
        XYPlot plot = new XYPlot(data, x, y, renderer);
        ValueMarker fair = new ValueMarker(100.0 / cells.get(0).players, Color.GRAY, new BasicStroke(1.2f, BasicStroke.CAP_BUTT,
                BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f));
        fair.setLabel("a fair seat ");
        fair.setLabelFont(FONT);
        fair.setLabelAnchor(org.jfree.chart.ui.RectangleAnchor.TOP_RIGHT);
        fair.setLabelTextAnchor(org.jfree.chart.ui.TextAnchor.BOTTOM_RIGHT);
        fair.setLabelBackgroundColor(new Color(255, 255, 255, 0));
        plot.addRangeMarker(fair);
        return style(new JFreeChart("Seat advantage: 4 players, random bots, 3,000 deals per recipe", FONT, plot, true), plot);
    }

    private static JFreeChart style(JFreeChart chart, XYPlot plot) {
        chart.setBackgroundPaint(Color.WHITE);
        chart.getTitle().setFont(FONT.deriveFont(Font.BOLD, 15f));
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(new Color(0xDDDDDD));
        plot.setRangeGridlinePaint(new Color(0xDDDDDD));
        plot.getDomainAxis().setLabelFont(FONT);
        plot.getRangeAxis().setLabelFont(FONT);
        chart.getLegend().setItemFont(FONT);
        return chart;
    }
}
