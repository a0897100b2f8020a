package org.roundhouse.ui.charts;

import static org.roundhouse.text.Messages.UI;

import org.roundhouse.ui.text.Terms;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Paint;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.HorizontalAlignment;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.roundhouse.analysis.series.DividendEvent;
import org.roundhouse.analysis.series.GameSeries;

/** Shared pieces of the three charts: axes, markers, strokes, legend items, titles. */
final class ChartKit {
    static final float LINE = 2.4f;
    static final Shape DIAMOND = diamond(5.5);
    static final Shape DOT = new Ellipse2D.Double(-5, -5, 10, 10);
    static final Shape RING = new Ellipse2D.Double(-5.5, -5.5, 11, 11);
    static final Shape SQUARE = new Rectangle2D.Double(-4.5, -4.5, 9, 9);
    static final Shape LEGEND_LINE = new Line2D.Double(-9, 0, 9, 0);

    private ChartKit() {
    }

    static Stroke solid(float width) {
        return new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    }

    static Stroke dashed(float width) {
        return new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {7f, 5f}, 0f);
    }

    static Stroke dotted(float width) {
        return new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {2f, 4f}, 0f);
    }

    static Shape diamond(double r) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(0, -r);
        p.lineTo(r, 0);
        p.lineTo(0, r);
        p.lineTo(-r, 0);
        p.closePath();
        return p;
    }

    /**
     * The shared horizontal axis: positions, labelled as moves, from the first to the last
     * position of the line and {@code rightPad} moves past it (at least half a move, so the
     * last step is whole) and no further.
     */
    static NumberAxis moveAxis(ChartStyle style, int maxIndex, double rightPad) {
        NumberAxis axis = new NumberAxis(UI.text("charts.axis.move"));
        axis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        axis.setAutoRange(false);
        axis.setRange(-0.5, Math.max(1, maxIndex) + Math.max(0.5, rightPad));
        styleAxis(axis, style);
        return axis;
    }

    static NumberAxis valueAxis(String label, ChartStyle style) {
        NumberAxis axis = new NumberAxis(label);
        axis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        axis.setAutoRangeIncludesZero(true);
        axis.setAutoRangeStickyZero(false);
        axis.setLowerMargin(0.03);
        axis.setUpperMargin(0.08);
        styleAxis(axis, style);
        return axis;
    }

    static void styleAxis(ValueAxis axis, ChartStyle style) {
        axis.setLabelFont(style.font(style.baseFont().getSize2D(), false));
        axis.setLabelPaint(style.text());
        axis.setTickLabelFont(style.font(style.baseFont().getSize2D() - 1, false));
        axis.setTickLabelPaint(style.text());
        axis.setAxisLinePaint(style.muted());
        axis.setTickMarkPaint(style.muted());
    }

    static void stylePlot(XYPlot plot, ChartStyle style) {
        plot.setBackgroundPaint(style.plotBackground());
        plot.setDomainGridlinePaint(style.grid());
        plot.setRangeGridlinePaint(style.grid());
        plot.setDomainGridlineStroke(solid(1f));
        plot.setRangeGridlineStroke(solid(1f));
        plot.setOutlinePaint(style.grid());
        plot.setAxisOffset(new RectangleInsets(4, 4, 4, 4));
        plot.setDomainPannable(false);
        plot.setRangePannable(false);
    }

    /**
     * The marker of the current position: a neutral line (seat A is blue, so not the accent).
     * Its label ("move 45") is laid out by the plot's {@link ChartLabels}.
     */
    static ValueMarker cursorMarker(ChartStyle style) {
        Color c = style.text();
        return new ValueMarker(0, new Color(c.getRed(), c.getGreen(), c.getBlue(), 150), solid(2f));
    }

    static Color withAlpha(Color c, int alpha) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), alpha);
    }

    /**
     * Faint vertical lines at the dividends, labelled by {@code label}: the forms of the label
     * of a dividend (D2, D1+2, or longer), longest first; the plot's {@link ChartLabels} lays
     * them out so that none overlaps another, using a shorter form (or none) where the longer
     * has no room. {@code label} null draws the lines alone.
     */
    static void addDividendMarkers(XYPlot plot, GameSeries s, ChartStyle style,
                                   java.util.function.BiFunction<Integer, String, List<String>> label, Layer layer) {
        for (var d : dividendLabels(s).entrySet()) {
            int index = d.getKey();
            plot.addDomainMarker(0, new ValueMarker(index, style.muted(), dotted(1.2f)), layer, false);
            if (label != null) labels(plot, style).marker(index, label.apply(index, d.getValue()));
        }
    }

    /** The labels of the plot (made and added on first use). */
    static ChartLabels labels(XYPlot plot, ChartStyle style) {
        for (Object a : plot.getAnnotations()) {
            if (a instanceof ChartLabels l) return l;
        }
        ChartLabels l = new ChartLabels(style);
        plot.addAnnotation(l, false);
        return l;
    }

    /** The word with a capital: "Scoring". */

    /**
     * The distinct positions that paid dividends, with their labels ("D2", or "D1+2" on a double
     * dividend; the rule set's word's initial: "S2" for a scoring).
     */
    static java.util.LinkedHashMap<Integer, String> dividendLabels(GameSeries s) {
        java.util.LinkedHashMap<Integer, String> labels = new java.util.LinkedHashMap<>();
        String initial = Terms.capital(Terms.of(s.dividendName())).substring(0, 1);
        for (DividendEvent d : s.dividends()) labels.merge(d.index(), initial + d.number(), (a, b) -> a + "+" + b.substring(1));
        return labels;
    }

    static LegendItem lineItem(String label, Paint paint, Stroke stroke) {
        LegendItem item = new LegendItem(label, null, null, null, false, LEGEND_LINE, false, paint, false, paint,
                stroke, true, LEGEND_LINE, stroke, paint);
        return item;
    }

    static LegendItem shapeItem(String label, Paint paint, Shape shape, boolean filled) {
        return new LegendItem(label, null, null, null, true, shape, filled, paint, !filled, paint, solid(1.5f),
                false, LEGEND_LINE, solid(1f), paint);
    }

    static LegendItem boxItem(String label, Paint paint) {
        return new LegendItem(label, null, null, null, true, new Rectangle2D.Double(-6, -6, 12, 12), true, paint,
                false, paint, solid(1f), false, LEGEND_LINE, solid(1f), paint);
    }

    static void styleLegendItems(LegendItemCollection items, ChartStyle style) {
        for (int i = 0; i < items.getItemCount(); i++) {
            LegendItem item = items.get(i);
            item.setLabelPaint(style.text());
            item.setLabelFont(style.font(style.baseFont().getSize2D(), false));
        }
    }

    /** A chart with the style's title, subtitle and legend at the bottom. */
    static JFreeChart chart(String title, String subtitle, Plot plot, ChartStyle style) {
        JFreeChart chart = new JFreeChart(null, style.font(15, true), plot, false);
        chart.setBackgroundPaint(style.background());
        chart.setAntiAlias(true);
        chart.setTextAntiAlias(true);
        TextTitle t = new TextTitle(title, style.font(style.baseFont().getSize2D() + 3, true));
        t.setPaint(style.text());
        t.setHorizontalAlignment(HorizontalAlignment.LEFT);
        t.setPadding(new RectangleInsets(6, 8, 0, 8));
        chart.setTitle(t);
        if (subtitle != null && !subtitle.isBlank()) {
            TextTitle s = new TextTitle(subtitle, style.font(style.baseFont().getSize2D() - 0.5f, false));
            s.setPaint(style.muted());
            s.setHorizontalAlignment(HorizontalAlignment.LEFT);
            s.setPadding(new RectangleInsets(2, 8, 4, 8));
            chart.addSubtitle(s);
        }
        LegendTitle legend = new LegendTitle(plot);
        legend.setPosition(RectangleEdge.BOTTOM);
        legend.setBackgroundPaint(style.background());
        legend.setFrame(BlockBorder.NONE);
        legend.setItemFont(style.font(style.baseFont().getSize2D(), false));
        legend.setItemPaint(style.text());
        legend.setItemLabelPadding(new RectangleInsets(2, 4, 2, 10));
        chart.addSubtitle(legend);
        chart.setPadding(new RectangleInsets(4, 4, 4, 12));
        return chart;
    }

    /**
     * Lays a chart made by {@link #chart} out for the screen: the tab already names the chart
     * and the panel's header line carries the subtitle, so the title and subtitle are hidden
     * and the legend goes to the right, leaving the height to the plot (the dock under the
     * map is short). Files keep the layout {@link #chart} gives.
     *
     * @return the subtitle's text, or "" when there is none
     */
    static String layOutForScreen(JFreeChart chart) {
        String subtitle = "";
        if (chart.getTitle() != null) chart.getTitle().setVisible(false);
        for (int i = 0; i < chart.getSubtitleCount(); i++) {
            Object sub = chart.getSubtitle(i);
            if (sub instanceof LegendTitle legend) {
                legend.setPosition(RectangleEdge.RIGHT);
                legend.setItemLabelPadding(new RectangleInsets(1, 4, 1, 4));
            } else if (sub instanceof TextTitle text) {
                text.setVisible(false);
                if (subtitle.isEmpty()) subtitle = text.getText();
            }
        }
        return subtitle;
    }

    /** A chart laid out for the screen narrower than this has its legend below the plot: beside it, the legend left the plot a sliver. */
    static final int LEGEND_BELOW_NARROWER = 460;

    /**
     * Puts the legend of a chart laid out by {@link #layOutForScreen} beside the plot, or below it
     * where the panel is narrower than {@link #LEGEND_BELOW_NARROWER} (the dock of a 1024-pixel screen).
     */
    static void placeLegend(JFreeChart chart, int panelWidth) {
        if (chart == null || panelWidth <= 0) return;
        RectangleEdge edge = panelWidth < LEGEND_BELOW_NARROWER ? RectangleEdge.BOTTOM : RectangleEdge.RIGHT;
        for (int i = 0; i < chart.getSubtitleCount(); i++) {
            if (chart.getSubtitle(i) instanceof LegendTitle legend && legend.getPosition() != edge) legend.setPosition(edge);
        }
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** "&lt;html&gt;line<br>line&lt;/html&gt;" for Swing tool tips. */
    static String html(List<String> lines) {
        StringBuilder b = new StringBuilder("<html>");
        for (int i = 0; i < lines.size(); i++) {
            if (i > 0) b.append("<br>");
            b.append(lines.get(i));
        }
        return b.append("</html>").toString();
    }

    static String who(GameSeries s, int recipient) {
        return esc(s.recipientName(recipient));
    }

    /** "move 12 (Ben)" or "move 0 (initial investments)". */
    static String moveLabel(GameSeries s, int index) {
        int mover = s.mover(index);
        return UI.text("tree.label.move", s.move(index), mover < 0 ? UI.text("tree.label.initial") : esc(s.playerNames().get(mover)));
    }

    static Color transparent() {
        return new Color(0, 0, 0, 0);
    }
}
