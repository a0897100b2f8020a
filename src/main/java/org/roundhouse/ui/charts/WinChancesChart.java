package org.roundhouse.ui.charts;

import org.roundhouse.text.Messages;
import org.roundhouse.ui.text.Percent;

import static org.roundhouse.text.Messages.UI;

import java.awt.Color;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.text.NumberFormat;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.DeviationRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * Each player's chance to win over the positions of a line: a line per player (and the house
 * where one is ranked) in the seat colours, with a band of one standard error either side,
 * and a vertical marker on the current position. The horizontal axis is the move (the start
 * of the game at -1), as in the other charts. Use on one thread (the EDT once shown).
 */
public final class WinChancesChart {
    /**
     * What is charted: the recipients' names, how many of them are seats, and per position
     * (0: the start, then after each turn of the line) the chances and their standard errors,
     * null where the position has none (yet), and the playouts they came from (0 where the
     * game is over: the result is known); {@code turns} says each position in words, {@code bot}
     * names the bot of the playouts, {@code judgedAfterTurns} the turns after which the learned
     * evaluator judged each playout (0: played to the end).
     */
    public record Data(List<String> names, int players, List<double[]> p, List<double[]> se, List<Integer> playouts,
                       List<String> turns, String bot, boolean instant, int judgedAfterTurns) {
        /** Chances from playouts played to the end. */
        public Data(List<String> names, int players, List<double[]> p, List<double[]> se, List<Integer> playouts,
                    List<String> turns, String bot) {
            this(names, players, p, se, playouts, turns, bot, false, 0);
        }

        /** Chances from playouts each judged by the learned evaluator after this many turns (0: played to the end). */
        public Data judgedAfter(int turns) {
            return new Data(names, players, p, se, playouts, this.turns, bot, instant, turns);
        }

        /**
         * The learned evaluator's instant chances ({@code instant}): no playouts, so no sampling error; a
         * position where the game is over has playouts 0 and is decided, the others null.
         */
        public static Data instant(List<String> names, int players, List<double[]> p, List<Integer> overAt, List<String> turns) {
            List<double[]> se = new java.util.ArrayList<>();
            for (double[] row : p) se.add(row == null ? null : new double[row.length]);
            return new Data(names, players, p, se, overAt, turns, "evaluator", true, 0);
        }

        public Data {
            names = List.copyOf(names);
            if (p.size() != se.size() || p.size() != turns.size() || p.size() != playouts.size()) {
                throw new IllegalArgumentException("positions differ in number");
            }
            p = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(p));
            se = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(se));
            playouts = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(playouts));
            turns = List.copyOf(turns);
        }

        /** True where the game is over at the position: its chances are the result, not an estimate. */
        public boolean decided(int position) {
            return p.get(position) != null && playouts.get(position) != null && playouts.get(position) == 0;
        }

        public int positions() {
            return p.size();
        }

        /** Positions that have chances. */
        public int estimated() {
            int n = 0;
            for (double[] row : p) if (row != null) n++;
            return n;
        }
    }

    private final JFreeChart chart;
    private final XYPlot plot;
    private final Data data;
    private final ValueMarker cursorMarker;
    private final ChartStyle style;
    private int cursor = -1;
    private boolean legendBeside;

    private WinChancesChart(JFreeChart chart, XYPlot plot, Data data, ChartStyle style) {
        this.chart = chart;
        this.plot = plot;
        this.data = data;
        this.cursorMarker = ChartKit.cursorMarker(style);
        this.style = style;
    }

    public static WinChancesChart of(Data d, String subtitle, ChartStyle style) {
        XYPlot plot = new XYPlot();
        plot.setDomainAxis(ChartKit.moveAxis(style, d.positions() - 2, 0.01));
        plot.getDomainAxis().setLowerBound(-1.5);
        NumberAxis range = ChartKit.valueAxis(UI.text("win.axis"), style);
        range.setAutoRange(false);
        range.setRange(0, 1.0);
        range.setTickUnit(new NumberTickUnit(0.25, NumberFormat.getPercentInstance(Locale.ROOT)));
        plot.setRangeAxis(range);
        ChartKit.stylePlot(plot, style);

        YIntervalSeriesCollection lines = new YIntervalSeriesCollection();
        for (int r = 0; r < d.names().size(); r++) {
            YIntervalSeries s = new YIntervalSeries(d.names().get(r), false, true);
            for (int i = 0; i < d.positions(); i++) {
                double[] p = d.p().get(i);
                if (p == null) continue;
                double se = d.se().get(i)[r];
                s.add(i - 1, p[r], Math.max(0, p[r] - se), Math.min(1, p[r] + se));
            }
            lines.addSeries(s);
        }
        DeviationRenderer renderer = new DeviationRenderer(true, false);
        renderer.setAlpha(style.darkTheme() ? 0.28f : 0.2f);
        for (int r = 0; r < d.names().size(); r++) {
            Color c = style.recipient(r, d.players());
            renderer.setSeriesPaint(r, c);
            renderer.setSeriesFillPaint(r, c);
            renderer.setSeriesStroke(r, ChartKit.solid(r < d.players() ? ChartKit.LINE : ChartKit.LINE - 0.6f));
        }
        plot.setFixedLegendItems(legend(d, style, -1, false));
        renderer.setDefaultToolTipGenerator((data, series, item) -> tip(d, series, (int) Math.round(data.getXValue(series, item)) + 1));
        plot.setDataset(0, lines);
        plot.setRenderer(0, renderer);
        plot.addRangeMarker(new ValueMarker(1.0 / Math.max(1, d.players()), style.grid(), ChartKit.dashed(1f)), Layer.BACKGROUND);

        JFreeChart chart = ChartKit.chart(UI.text("tab.winChances"), subtitle, plot, style);
        return new WinChancesChart(chart, plot, d, style);
    }

    /** A line per recipient with its chance at the position (the last estimated one when {@code position} is negative). */
    /** {@code beside}: the legend is a column beside the plot, and the band's item breaks after its position. */
    private static LegendItemCollection legend(Data d, ChartStyle style, int position, boolean beside) {
        int at = position >= 0 && position < d.positions() && d.p().get(position) != null ? position : -1;
        if (at < 0 && position < 0) {
            for (int i = d.positions() - 1; i >= 0 && at < 0; i--) {
                if (d.p().get(i) != null) at = i;
            }
        }
        LegendItemCollection legend = new LegendItemCollection();
        for (int r = 0; r < d.names().size(); r++) {
            String figure = at < 0 ? "" : "  " + figure(d, at, r);
            LegendItem item = ChartKit.lineItem(d.names().get(r) + figure, style.recipient(r, d.players()), ChartKit.solid(ChartKit.LINE));
            item.setToolTipText(at < 0 ? null : ChartKit.html(tipLines(d, r, at)));
            legend.add(item);
        }
        String where = at < 0 ? "" : (at == 0 ? UI.text("win.atStart") : UI.text("win.afterMove", at - 1)) + (beside ? ",\n" : ", ");
        LegendItem band = ChartKit.boxItem(at >= 0 && d.decided(at) ? where + UI.text("win.decided", outcome(d, at))
                : d.instant() ? where + UI.text(beside ? "win.legend.instant" : "win.instant")
                : d.judgedAfterTurns() > 0 ? where + UI.text(beside ? "win.legend.judged" : "win.band.judged", d.judgedAfterTurns())
                : where + UI.text(beside ? "win.legend.band" : "win.band"), ChartKit.withAlpha(style.muted(), 90));
        band.setToolTipText(ChartKit.html(d.instant() ? List.of(instant1(), instant2()) : samplingError(d)));
        legend.add(band);
        ChartKit.styleLegendItems(legend, style);
        return legend;
    }

    /** What the \u00b1 covers, for tool tips and captions. */
    static String samplingError1() {
        return UI.text("win.samplingError.1");
    }

    static String samplingError2() {
        return UI.text("win.samplingError.2");
    }

    /** What the \u00b1 of chances from playouts covers, with how the playouts were judged where they were. */
    static List<String> samplingError(Data d) {
        return d.judgedAfterTurns() > 0 ? List.of(samplingError1(), samplingError2(), UI.text("win.judged.tip", d.judgedAfterTurns()))
                : List.of(samplingError1(), samplingError2());
    }

    /** What an instant chance is, for tool tips. */
    static String instant1() {
        return UI.text("win.instant.1");
    }

    static String instant2() {
        return UI.text("win.instant.2");
    }

    /**
     * A recipient's figure at a position: "41% \u00b1 3"; "wins", "cannot win" or "shares the win"
     * where the game is over; "0% (won none of 300 playouts)" rather than a \u00b1 of 0.
     */
    static String figure(Data d, int position, int recipient) {
        double p = d.p().get(position)[recipient];
        if (d.decided(position)) return p >= 1 ? UI.text("win.wins") : p <= 0 ? UI.text("win.cannotWin")
                : UI.text("win.sharesTheWin", Percent.of(100 * p, 0));
        int n = d.playouts().get(position) == null ? 0 : d.playouts().get(position);
        if (d.instant()) return Percent.of(100 * p, 0);
        if (p <= 0) return UI.text("win.wonNone", Messages.number(n));
        if (p >= 1) return UI.text("win.wonAll", Messages.number(n));
        return Percent.of(100 * p, 0) + " \u00b1 " + Messages.decimal(100 * d.se().get(position)[recipient], 0);
    }

    /** Who won a decided position: "Anna wins", "Anna and Ben share the win". */
    static String outcome(Data d, int position) {
        List<String> winners = new java.util.ArrayList<>();
        for (int r = 0; r < d.names().size(); r++) if (d.p().get(position)[r] > 0) winners.add(d.names().get(r));
        return winners.size() == 1 ? UI.text("win.outcome.one", winners.get(0)) : UI.text("win.outcome.shared", String.join(UI.text("rows.and"), winners));
    }

    private static List<String> tipLines(Data d, int series, int position) {
        String where = position == 0 ? UI.text("win.atStart") : UI.text("win.afterMove", position - 1) + ", " + ChartKit.esc(d.turns().get(position));
        String head = "<b>" + ChartKit.esc(d.names().get(series)) + "</b> " + ChartKit.esc(figure(d, position, series));
        if (d.decided(position)) return List.of(head, where, UI.text("win.decided.over", ChartKit.esc(outcome(d, position))));
        double p = d.p().get(position)[series];
        if (d.instant()) return List.of(head, where, instant1(), instant2());
        String figures = p > 0 && p < 1 ? Percent.of(100 * p, 1) + " \u00b1 " + Messages.decimal(100 * d.se().get(position)[series], 1) + ", " : "";
        List<String> lines = new java.util.ArrayList<>(List.of(head, where,
                figures + UI.text("win.fromPlayouts", Messages.number(d.playouts().get(position)), ChartKit.esc(d.bot()))));
        lines.addAll(samplingError(d));
        return lines;
    }

    static String tip(Data d, int series, int position) {
        if (position < 0 || position >= d.positions() || d.p().get(position) == null) return null;
        return ChartKit.html(tipLines(d, series, position));
    }

    public JFreeChart chart() {
        return chart;
    }

    public Data data() {
        return data;
    }

    /** The position (0: the start) under the marker, or -1. */
    public int cursorPosition() {
        return cursor;
    }

    /** Moves the marker to the position (0: the start); negative hides it. */
    public void setCursorPosition(int position) {
        int shown = Math.min(position, data.positions() - 1);
        if (shown == cursor) return;
        if (cursor >= 0 && shown < 0) plot.removeDomainMarker(0, cursorMarker, Layer.FOREGROUND, false);
        if (shown >= 0) {
            cursorMarker.setValue(shown - 1);
            if (cursor < 0) plot.addDomainMarker(0, cursorMarker, Layer.FOREGROUND, false);
        }
        cursor = shown < 0 ? -1 : shown;
        plot.setFixedLegendItems(legend(data, style, cursor, legendBeside));
        chart.fireChartChanged();
    }

    /**
     * Puts the legend beside the plot (a column, its long last item on two lines) or below it (rows).
     * A short dock (a laptop's 768 pixels) keeps its height for the plot with the legend beside it;
     * below the plot, three rows of legend left it none.
     */
    public void setLegendBeside(boolean beside) {
        if (beside == legendBeside) return;
        legendBeside = beside;
        for (int i = 0; i < chart.getSubtitleCount(); i++) {
            if (chart.getSubtitle(i) instanceof org.jfree.chart.title.LegendTitle legend) {
                legend.setPosition(beside ? org.jfree.chart.ui.RectangleEdge.RIGHT : org.jfree.chart.ui.RectangleEdge.BOTTOM);
                legend.setVerticalAlignment(org.jfree.chart.ui.VerticalAlignment.CENTER);
            }
        }
        plot.setFixedLegendItems(legend(data, style, cursor, beside));
        chart.fireChartChanged();
    }

    public boolean legendBeside() {
        return legendBeside;
    }

    /** The position (0: the start) under a point of the drawing described by {@code info}, or empty outside the plot. */
    public OptionalInt positionAt(ChartRenderingInfo info, Point2D java2D) {
        if (info == null) return OptionalInt.empty();
        Rectangle2D area = info.getPlotInfo().getDataArea();
        if (area == null || area.isEmpty() || java2D.getX() < area.getMinX() - 6 || java2D.getX() > area.getMaxX() + 6
                || java2D.getY() < area.getMinY() - 6 || java2D.getY() > area.getMaxY() + 6) {
            return OptionalInt.empty();
        }
        double x = plot.getDomainAxis().java2DToValue(java2D.getX(), area, plot.getDomainAxisEdge());
        return OptionalInt.of(Math.max(0, Math.min(data.positions() - 1, (int) Math.round(x) + 1)));
    }

    /** The x (Java2D) of a position in the drawing described by {@code info}. */
    public double xOf(ChartRenderingInfo info, int position) {
        return plot.getDomainAxis().valueToJava2D(position - 1, info.getPlotInfo().getDataArea(), plot.getDomainAxisEdge());
    }
}
