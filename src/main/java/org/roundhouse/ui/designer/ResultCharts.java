package org.roundhouse.ui.designer;

import static org.roundhouse.text.Messages.UI;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Shape;
import java.awt.geom.Line2D;
import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.roundhouse.analysis.sim.SimRun;
import org.roundhouse.text.Messages;
import org.roundhouse.ui.charts.ChartStyle;

/** The charts that compare a run's cells, drawn from its summary (one colour per cell throughout). */
final class ResultCharts {
    private static final Color[] PALETTE = {new Color(0x1F77B4), new Color(0xD62728), new Color(0x2CA02C), new Color(0xFF7F0E),
        new Color(0x9467BD), new Color(0x8C564B), new Color(0xE377C2), new Color(0x17BECF), new Color(0x7F7F7F), new Color(0xBCBD22)};
    private static final Shape LEGEND_LINE = new Line2D.Double(-9, 0, 9, 0);
    private static final float[][] DASHES = {null, {8f, 4f}, {2f, 3f}, {10f, 3f, 2f, 3f}, {4f, 4f}};

    private ResultCharts() {
    }

    static Color colour(int cell) {
        return PALETTE[cell % PALETTE.length];
    }

    /**
     * When each dividend came: per cell and dividend, the share of games whose dividend had come
     * by each turn ({@code cumulative}: a step up at every turn it came in, ending at the share
     * of games in which it came at all), or the share of games whose dividend came in each bin of
     * turns, the bins as wide as {@link #binWidth} makes them for the games a cell has, drawn as
     * steps over their whole width. {@code dividend} 0 shows every dividend; a cell keeps its
     * colour and the dividends are told apart by the dash.
     */
    static JFreeChart dividendTiming(SimRun run, ChartStyle style, int dividend, boolean cumulative) {
        XYSeriesCollection data = new XYSeriesCollection();
        XYStepRenderer r = new XYStepRenderer();
        r.setDefaultShapesVisible(false);
        LegendItemCollection legend = new LegendItemCollection();
        int most = 0;
        double fewest = Double.POSITIVE_INFINITY;
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        for (int c = 0; c < run.cells.size(); c++) {
            fewest = Math.min(fewest, SimRun.num(run.cells.get(c).get("games")));
            for (Map<String, Object> d : SimRun.maps(run.cells.get(c).get("dividends"))) {
                int k = (int) SimRun.num(d.get("number"));
                if (dividend != 0 && k != dividend) continue;
                for (int t : SimRun.histogram(SimRun.get(d, "turn", "histogram")).keySet()) {
                    lo = Math.min(lo, t);
                    hi = Math.max(hi, t);
                }
            }
        }
        int width = cumulative || lo > hi ? 1 : binWidth(hi - lo + 1, fewest);
        for (int c = 0; c < run.cells.size(); c++) {
            double games = SimRun.num(run.cells.get(c).get("games"));
            for (Map<String, Object> d : SimRun.maps(run.cells.get(c).get("dividends"))) {
                int k = (int) SimRun.num(d.get("number"));
                if (dividend != 0 && k != dividend) continue;
                most = Math.max(most, k);
                XYSeries s = new XYSeries(UI.text("designer.charts.dividendSeries", run.label(c), k), true, false);
                Map<Integer, Double> histogram = SimRun.histogram(SimRun.get(d, "turn", "histogram"));
                if (cumulative) cumulative(s, histogram, games, lo, hi);
                else binned(s, histogram, games, lo, hi, width);
                r.setSeriesPaint(data.getSeriesCount(), colour(c));
                r.setSeriesStroke(data.getSeriesCount(), stroke(dividend == 0 ? k - 1 : 0));
                data.addSeries(s);
            }
            legend.add(item(run.label(c), colour(c), stroke(0)));
        }
        if (dividend == 0) for (int k = 1; k <= most; k++) legend.add(item(UI.text("designer.dividendN", k), style.muted(), stroke(k - 1)));
        String which = dividend == 0 ? UI.text("designer.charts.theDividends") : UI.text("designer.dividendN", dividend);
        String turn = UI.text("designer.charts.turn");
        JFreeChart chart = cumulative
                ? chart(UI.text("designer.charts.hadCome", which), turn, UI.text("designer.charts.shareByTurn"), data, r, legend, style)
                : chart(UI.text("designer.charts.came", which), turn,
                        width == 1 ? UI.text("designer.charts.sharePerTurn") : UI.text("designer.charts.sharePerTurns", width), data, r, legend, style);
        if (cumulative) chart.getXYPlot().getRangeAxis().setRange(0, 1.0);
        String note = cumulative ? UI.text("designer.charts.stepNote")
                : UI.text("designer.charts.binNote", width == 1 ? UI.text("designer.charts.binTurn") : UI.text("designer.charts.binTurns", width),
                        Messages.number(Math.round(fewest)));
        chart.addSubtitle(new TextTitle(note, style.font(11f, false), style.muted(), org.jfree.chart.ui.RectangleEdge.TOP,
                org.jfree.chart.ui.HorizontalAlignment.CENTER, org.jfree.chart.ui.VerticalAlignment.CENTER,
                org.jfree.chart.ui.RectangleInsets.ZERO_INSETS));
        return chart;
    }

    /** The widths a bin of turns may have. */
    private static final int[] BIN_WIDTHS = {1, 2, 3, 4, 5, 10, 15, 20, 25, 50, 100};

    /**
     * The narrowest bin of turns that cuts a span of {@code turns} into no more than the Rice
     * rule's 2·∛n bins for {@code games} games: wide enough that a bin holds enough games for its
     * height to mean something, so the lines show the shape and not the noise.
     */
    static int binWidth(int turns, double games) {
        double bins = Math.max(1, Math.ceil(2 * Math.cbrt(Math.max(1, games))));
        for (int w : BIN_WIDTHS) if (Math.ceil(turns / (double) w) <= bins) return w;
        return BIN_WIDTHS[BIN_WIDTHS.length - 1];
    }

    /** The share of games in which the value had come by each turn from {@code lo − 1} (none yet) to {@code hi}. */
    static void cumulative(XYSeries s, Map<Integer, Double> histogram, double games, int lo, int hi) {
        if (lo > hi) return;
        double sum = 0;
        s.add(lo - 1, 0.0);
        for (int t = lo; t <= hi; t++) {
            sum += histogram.getOrDefault(t, 0.0);
            s.add(t, sum / games);
        }
    }

    /** The share of games in each bin [lo + i·width, lo + (i+1)·width), a step from the bin's start; a last point at 0 closes the last bin. */
    static void binned(XYSeries s, Map<Integer, Double> histogram, double games, int lo, int hi, int width) {
        if (lo > hi) return;
        int start = lo - Math.floorMod(lo, width); // bins on multiples of the width: 10–19, 20–29…
        for (int b = start; b <= hi; b += width) {
            double n = 0;
            for (int t = b; t < b + width; t++) n += histogram.getOrDefault(t, 0.0);
            s.add(b, n / games);
        }
        int end = start + ((hi - start) / width + 1) * width;
        s.add(end, 0.0); // a step draws the last bin to its end, then down
    }

    static JFreeChart gameLength(SimRun run, ChartStyle style) {
        return histogramChart(run, UI.text("designer.charts.length"), UI.text("designer.charts.turns"), "length", style);
    }

    static JFreeChart margins(SimRun run, ChartStyle style) {
        JFreeChart chart = histogramChart(run, UI.text("designer.charts.margin"), UI.text("designer.charts.margin.axis"), "margin", style);
        // a margin is never negative: the axis starts at 0, not at the empty value before it
        NumberAxis x = (NumberAxis) chart.getXYPlot().getDomainAxis();
        if (x.getLowerBound() < 0) x.setRange(0, Math.max(1, x.getUpperBound()));
        return chart;
    }

    private static JFreeChart histogramChart(SimRun run, String title, String xLabel, String field, ChartStyle style) {
        XYSeriesCollection data = new XYSeriesCollection();
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, false);
        LegendItemCollection legend = new LegendItemCollection();
        for (int c = 0; c < run.cells.size(); c++) {
            double games = SimRun.num(run.cells.get(c).get("games"));
            XYSeries s = new XYSeries(run.label(c), true, false);
            shares(s, SimRun.histogram(SimRun.get(run.cells.get(c), field, "histogram")), games);
            r.setSeriesPaint(c, colour(c));
            r.setSeriesStroke(c, stroke(0));
            data.addSeries(s);
            legend.add(item(run.label(c), colour(c), stroke(0)));
        }
        return chart(title, xLabel, UI.text("designer.charts.shareOfGames"), data, r, legend, style);
    }

    /** Each seat's win rate with its 95% (Wilson) interval as a whisker; cells side by side at each seat. */
    static JFreeChart seatWins(SimRun run, ChartStyle style) {
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        LegendItemCollection legend = new LegendItemCollection();
        int n = run.cells.size();
        int maxSeats = 0;
        for (int c = 0; c < n; c++) {
            YIntervalSeries s = new YIntervalSeries(run.label(c));
            List<Map<String, Object>> seats = SimRun.maps(run.cells.get(c).get("seats"));
            maxSeats = Math.max(maxSeats, seats.size());
            double shift = n == 1 ? 0 : -0.25 + 0.5 * c / (n - 1);
            for (Map<String, Object> seat : seats) {
                double[] ci = SimRun.ci(seat.get("ci95"));
                s.add(SimRun.num(seat.get("seat")) + shift, SimRun.num(seat.get("p")), ci[0], ci[1]);
            }
            data.addSeries(s);
            legend.add(new LegendItem(run.label(c), null, null, null, new java.awt.geom.Ellipse2D.Double(-4, -4, 8, 8), colour(c)));
        }
        // XYErrorRenderer draws the whiskers in the item's paint only when no error paint is set
        XYErrorRenderer perSeries = new XYErrorRenderer() {
            @Override
            public java.awt.Paint getItemPaint(int row, int column) {
                return colour(row);
            }
        };
        perSeries.setDrawXError(false);
        perSeries.setDefaultLinesVisible(false);
        perSeries.setErrorStroke(new BasicStroke(1.6f));
        perSeries.setCapLength(6);
        for (int c = 0; c < n; c++) {
            perSeries.setSeriesPaint(c, colour(c));
            perSeries.setSeriesShape(c, new java.awt.geom.Ellipse2D.Double(-4, -4, 8, 8));
        }
        JFreeChart chart = chart(UI.text("designer.charts.seatWins"), UI.text("designer.charts.seat"), UI.text("designer.charts.winRate"), data,
                perSeries, legend, style);
        XYPlot plot = chart.getXYPlot();
        NumberAxis x = (NumberAxis) plot.getDomainAxis();
        x.setTickUnit(new NumberTickUnit(1));
        x.setRange(0.5, Math.max(1, maxSeats) + 0.5);
        java.util.SortedSet<Integer> counts = new java.util.TreeSet<>();
        for (int c = 0; c < n; c++) if (run.players(c) > 0) counts.add(run.players(c));
        for (int players : counts) {
            ValueMarker fair = new ValueMarker(1.0 / players, style.muted(), new BasicStroke(1f, BasicStroke.CAP_BUTT,
                    BasicStroke.JOIN_MITER, 1f, new float[] {4f, 4f}, 0f));
            // with one player count the line needs no name; with several each says whose fair share it is
            fair.setLabel(counts.size() == 1 ? UI.text("designer.charts.fairShare", players) : UI.text("designer.charts.fairShareOf", players));
            fair.setLabelFont(style.font(11f, false));
            fair.setLabelPaint(style.muted());
            fair.setLabelBackgroundColor(new Color(0, 0, 0, 0));
            fair.setLabelAnchor(org.jfree.chart.ui.RectangleAnchor.TOP_RIGHT);
            fair.setLabelTextAnchor(org.jfree.chart.ui.TextAnchor.BOTTOM_RIGHT);
            plot.addRangeMarker(fair);
        }
        return chart;
    }

    /**
     * A histogram as shares of the games, with the empty values between (and either side of) the
     * counted ones at zero; no point below 0, a value none of these measures can take.
     */
    static void shares(XYSeries s, Map<Integer, Double> histogram, double games) {
        if (histogram.isEmpty()) return;
        int lo = histogram.keySet().iterator().next();
        int hi = lo;
        for (int v : histogram.keySet()) {
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
        }
        for (int v = Math.max(lo - 1, Math.min(lo, 0)); v <= hi + 1; v++) s.add(v, histogram.getOrDefault(v, 0.0) / games);
    }

    private static BasicStroke stroke(int dash) {
        float[] d = DASHES[dash % DASHES.length];
        return d == null ? new BasicStroke(2f) : new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 1f, d, 0f);
    }

    private static LegendItem item(String label, Color paint, BasicStroke stroke) {
        LegendItem li = new LegendItem(label, null, null, null, LEGEND_LINE, stroke, paint);
        return li;
    }

    private static JFreeChart chart(String title, String x, String y, org.jfree.data.xy.XYDataset data,
                                    org.jfree.chart.renderer.xy.XYItemRenderer r, LegendItemCollection legend, ChartStyle style) {
        NumberAxis xAxis = new NumberAxis(x);
        xAxis.setAutoRangeIncludesZero(false);
        xAxis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        NumberAxis yAxis = new NumberAxis(y);
        XYPlot plot = new XYPlot(data, xAxis, yAxis, r);
        for (var a : List.of(xAxis, yAxis)) {
            a.setLabelFont(style.font(12f, false));
            a.setTickLabelFont(style.font(11f, false));
            a.setLabelPaint(style.text());
            a.setTickLabelPaint(style.text());
            a.setAxisLinePaint(style.muted());
            a.setTickMarkPaint(style.muted());
        }
        plot.setBackgroundPaint(style.plotBackground());
        plot.setDomainGridlinePaint(style.grid());
        plot.setRangeGridlinePaint(style.grid());
        plot.setOutlineVisible(false);
        for (int i = 0; i < legend.getItemCount(); i++) {
            legend.get(i).setLabelPaint(style.text());
            legend.get(i).setLabelFont(style.font(12f, false));
        }
        plot.setFixedLegendItems(legend);
        JFreeChart chart = new JFreeChart(title, style.font(14f, true), plot, true);
        chart.setBackgroundPaint(style.background());
        TextTitle t = chart.getTitle();
        t.setPaint(style.text());
        chart.getLegend().setBackgroundPaint(style.background());
        chart.getLegend().setItemPaint(style.text());
        chart.getLegend().setItemFont(style.font(12f, false));
        chart.setAntiAlias(true);
        return chart;
    }

}
