package org.roundhouse.ui.charts;

import static org.roundhouse.text.Messages.UI;

import org.roundhouse.ui.text.Terms;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.Layer;
import org.roundhouse.analysis.series.SeriesKind;

/**
 * A chart over the positions of a line, with a vertical marker on the current position.
 * Its horizontal axis is the position index (= the move number for lines that start at the
 * initial investments). Build one with {@link #of}; draw {@link #chart()} anywhere (a
 * ChartPanel, an image, an SVG). Not thread-safe: use it on one thread (the EDT once shown).
 */
public final class PositionChart {
    private final SeriesKind kind;
    /** For a chart of a rule set's own series: its index in {@link GameSeries#extraSpecs()}; -1 otherwise. */
    private final int extra;
    private final JFreeChart chart;
    private final List<XYPlot> plots;
    private final List<ValueMarker> cursors = new ArrayList<>();
    private final ChartInput input;
    private final int rowPlot;
    private int cursor = -1;

    PositionChart(SeriesKind kind, JFreeChart chart, List<XYPlot> plots, ChartInput input, int rowPlot) {
        this(kind, -1, chart, plots, input, rowPlot);
    }

    PositionChart(SeriesKind kind, int extra, JFreeChart chart, List<XYPlot> plots, ChartInput input, int rowPlot) {
        this.kind = kind;
        this.extra = extra;
        this.chart = chart;
        this.plots = List.copyOf(plots);
        this.input = input;
        this.rowPlot = rowPlot;
        for (int i = 0; i < plots.size(); i++) cursors.add(ChartKit.cursorMarker(input.style()));
    }

    /** Builds the chart of the kind. */
    public static PositionChart of(SeriesKind kind, ChartInput input) {
        return switch (kind) {
            case CASH -> CashChart.build(input);
            case SHARES -> MajoritiesChart.build(input);
            case VALUE -> ValueChart.build(input);
        };
    }

    /**
     * The chart of one of the rule set's own series ({@link org.roundhouse.analysis.series.GameSeries#extraSpecs()}),
     * {@code k} its index there.
     */
    public static PositionChart ofExtra(int k, ChartInput input) {
        return ExtraChart.build(input, k);
    }

    /** The kind of a built-in chart; null for a chart of a rule set's own series ({@link #extraIndex()}). */
    public SeriesKind kind() {
        return kind;
    }

    /** The index of the rule set's own series this chart shows, or -1 for a built-in chart. */
    public int extraIndex() {
        return extra;
    }

    public JFreeChart chart() {
        return chart;
    }

    public ChartInput input() {
        return input;
    }

    /** The XY plots (one, or the subplots of a combined chart, top first). */
    public List<XYPlot> plots() {
        return plots;
    }

    public int cursorIndex() {
        return cursor;
    }

    /** Moves the vertical marker to the position; a negative index hides it. */
    public void setCursorIndex(int index) {
        if (index == cursor) return;
        int max = input.main().size() - 1;
        int shown = Math.min(index, max);
        for (int i = 0; i < plots.size(); i++) {
            XYPlot plot = plots.get(i);
            ValueMarker m = cursors.get(i);
            if (cursor >= 0 && shown < 0) plot.removeDomainMarker(0, m, Layer.FOREGROUND, false);
            if (shown >= 0) {
                m.setValue(shown);
                if (cursor < 0) plot.addDomainMarker(0, m, Layer.FOREGROUND, false);
            }
        }
        // "move 45" under the last plot, laid out with the other labels so that none overlaps it
        ChartKit.labels(plots.get(plots.size() - 1), input.style())
                .cursor(shown < 0 ? Double.NaN : shown, shown < 0 ? "" : UI.text("charts.cursor", input.main().move(shown)));
        cursor = shown < 0 ? -1 : shown;
        chart.fireChartChanged();
    }

    /** The data area of the plot under the point (Java2D space of the last drawing), or empty. */
    private Rectangle2D dataArea(ChartRenderingInfo info, Point2D p) {
        if (info == null) return null;
        PlotRenderingInfo plotInfo = info.getPlotInfo();
        if (plotInfo.getSubplotCount() > 0) {
            int i = plotInfo.getSubplotIndex(p);
            return plotInfo.getSubplotInfo(Math.max(0, i)).getDataArea();
        }
        return plotInfo.getDataArea();
    }

    /**
     * The position (index in the main series) under a point of the drawn chart, in the
     * Java2D space of the drawing described by {@code info}; empty outside the plots.
     */
    public OptionalInt indexAt(ChartRenderingInfo info, Point2D java2D) {
        Rectangle2D area = dataArea(info, java2D);
        if (area == null || area.isEmpty()) return OptionalInt.empty();
        if (java2D.getX() < area.getMinX() - 6 || java2D.getX() > area.getMaxX() + 6
                || java2D.getY() < area.getMinY() - 6 || java2D.getY() > area.getMaxY() + 6) {
            return OptionalInt.empty();
        }
        ValueAxis axis = domainAxis();
        double x = axis.java2DToValue(java2D.getX(), area, plots.get(0).getDomainAxisEdge());
        int index = (int) Math.round(x);
        return OptionalInt.of(Math.max(0, Math.min(input.main().size() - 1, index)));
    }

    /** The x (Java2D) of a position in the drawing described by {@code info}. */
    public double xOf(ChartRenderingInfo info, int index) {
        Rectangle2D area = info.getPlotInfo().getSubplotCount() > 0 ? info.getPlotInfo().getSubplotInfo(0).getDataArea()
                : info.getPlotInfo().getDataArea();
        return domainAxis().valueToJava2D(index, area, plots.get(0).getDomainAxisEdge());
    }

    /**
     * For the majorities chart: the company of the overview row under the point, or empty
     * (other charts, or outside the overview).
     */
    public OptionalInt companyAt(ChartRenderingInfo info, Point2D java2D) {
        if (rowPlot < 0 || info == null) return OptionalInt.empty();
        PlotRenderingInfo plotInfo = info.getPlotInfo();
        if (plotInfo.getSubplotCount() <= rowPlot || plotInfo.getSubplotIndex(java2D) != rowPlot) return OptionalInt.empty();
        Rectangle2D area = plotInfo.getSubplotInfo(rowPlot).getDataArea();
        XYPlot plot = plots.get(rowPlot);
        double y = plot.getRangeAxis().java2DToValue(java2D.getY(), area, plot.getRangeAxisEdge());
        int c = (int) Math.round(y);
        return c >= 0 && c < input.main().companies() ? OptionalInt.of(c) : OptionalInt.empty();
    }

    private ValueAxis domainAxis() {
        if (chart.getPlot() instanceof CombinedDomainXYPlot combined) return combined.getDomainAxis();
        return plots.get(0).getDomainAxis();
    }
}
