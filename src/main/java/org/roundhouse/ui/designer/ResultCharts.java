package org.roundhouse.ui.designer;

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
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.roundhouse.analysis.sim.SimRun;
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
     * When each dividend came: per cell and dividend, the share of games whose dividend came in
     * each turn. A cell keeps its colour; the dividends are told apart by the dash.
     */
    static JFreeChart dividendTiming(SimRun run, ChartStyle style) {
        XYSeriesCollection data = new XYSeriesCollection();
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, false);
        LegendItemCollection legend = new LegendItemCollection();
        int most = 0;
        for (int c = 0; c < run.cells.size(); c++) {
            List<Map<String, Object>> dividends = SimRun.maps(run.cells.get(c).get("dividends"));
            double games = SimRun.num(run.cells.get(c).get("games"));
            for (Map<String, Object> d : dividends) {
                int k = (int) SimRun.num(d.get("number"));
                most = Math.max(most, k);
                XYSeries s = new XYSeries(run.label(c) + " · dividend " + k, true, false);
                shares(s, SimRun.histogram(SimRun.get(d, "turn", "histogram")), games);
                r.setSeriesPaint(data.getSeriesCount(), colour(c));
                r.setSeriesStroke(data.getSeriesCount(), stroke(k - 1));
                data.addSeries(s);
            }
            legend.add(item(run.label(c), colour(c), stroke(0)));
        }
        for (int k = 1; k <= most; k++) legend.add(item("dividend " + k, style.muted(), stroke(k - 1)));
        return chart("When the dividends come", "Turn", "Share of games", data, r, legend, style);
    }

    static JFreeChart gameLength(SimRun run, ChartStyle style) {
        return histogramChart(run, "Game length", "Turns", "length", style);
    }

    static JFreeChart margins(SimRun run, ChartStyle style) {
        return histogramChart(run, "Margin between first and second", "Cash margin", "margin", style);
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
        return chart(title, xLabel, "Share of games", data, r, legend, style);
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
        JFreeChart chart = chart("Seat win rates (95% intervals)", "Seat", "Win rate", data, perSeries, legend, style);
        XYPlot plot = chart.getXYPlot();
        NumberAxis x = (NumberAxis) plot.getDomainAxis();
        x.setTickUnit(new NumberTickUnit(1));
        x.setRange(0.5, Math.max(1, maxSeats) + 0.5);
        for (int c = 0; c < n; c++) {
            int players = run.players(c);
            if (players > 0 && (c == 0 || run.players(c - 1) != players)) {
                ValueMarker fair = new ValueMarker(1.0 / players, style.muted(), new BasicStroke(1f, BasicStroke.CAP_BUTT,
                        BasicStroke.JOIN_MITER, 1f, new float[] {4f, 4f}, 0f));
                plot.addRangeMarker(fair);
            }
        }
        return chart;
    }

    /** A histogram as shares of the games, with the empty values between (and either side of) the counted ones at zero. */
    static void shares(XYSeries s, Map<Integer, Double> histogram, double games) {
        if (histogram.isEmpty()) return;
        int lo = histogram.keySet().iterator().next();
        int hi = lo;
        for (int v : histogram.keySet()) hi = Math.max(hi, v);
        for (int v = lo - 1; v <= hi + 1; v++) s.add(v, histogram.getOrDefault(v, 0.0) / games);
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
