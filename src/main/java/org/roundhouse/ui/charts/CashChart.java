package org.roundhouse.ui.charts;

import static org.roundhouse.text.Messages.UI;

import org.roundhouse.analysis.series.DividendEvent;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.analysis.series.SeriesKind;
import org.roundhouse.text.Messages;
import org.roundhouse.ui.text.Terms;

/** Each player's cash over the line, one step line per player, with the dividends marked. */
final class CashChart {
    private CashChart() {
    }

    static PositionChart build(ChartInput in) {
        GameSeries s = in.main();
        GameSeries o = in.overlay();
        ChartStyle style = in.style();
        int max = Math.max(s.size(), o == null ? 0 : o.size()) - 1;

        XYPlot plot = new XYPlot();
        plot.setDomainAxis(ChartKit.moveAxis(style, max, 0.01));
        plot.setRangeAxis(ChartKit.valueAxis(UI.text("charts.cash.axis"), style));
        ((org.jfree.chart.axis.NumberAxis) plot.getRangeAxis()).setUpperMargin(0.1);
        ChartKit.stylePlot(plot, style);

        // 0: dividend points on the main line (drawn on top), 1: overlay points, 2: main lines, 3: overlay lines
        plot.setDataset(2, lines(s, 0, ""));
        XYStepRenderer main = new XYStepRenderer();
        for (int r = 0; r < s.recipients(); r++) {
            main.setSeriesPaint(r, style.recipient(r, s.players()));
            main.setSeriesStroke(r, ChartKit.solid(r < s.players() ? ChartKit.LINE : ChartKit.LINE - 0.6f));
        }
        main.setDefaultToolTipGenerator((data, series, item) -> lineTip(s, series, (int) data.getXValue(series, item), ""));
        plot.setRenderer(2, main);

        plot.setDataset(0, dividendPoints(s));
        plot.setRenderer(0, points(s, style, true));
        if (o != null) {
            int from = Math.max(0, o.commonPrefix(s) - 1);
            plot.setDataset(3, lines(o, from, " · " + in.overlayLabel()));
            XYStepRenderer over = new XYStepRenderer();
            for (int r = 0; r < o.recipients(); r++) {
                over.setSeriesPaint(r, style.recipient(r, o.players()));
                over.setSeriesStroke(r, ChartKit.dashed(ChartKit.LINE - 0.4f));
            }
            String suffix = " (" + ChartKit.esc(in.overlayLabel()) + ")";
            over.setDefaultToolTipGenerator((data, series, item) -> lineTip(o, series, (int) data.getXValue(series, item), suffix));
            plot.setRenderer(3, over);
            XYSeriesCollection overPoints = dividendPoints(o, from + 1);
            plot.setDataset(1, overPoints);
            plot.setRenderer(1, points(o, style, false));
        }
        ChartKit.addDividendMarkers(plot, s, style, (index, label) -> List.of(label), Layer.BACKGROUND);
        plot.setDatasetRenderingOrder(org.jfree.chart.plot.DatasetRenderingOrder.REVERSE);

        LegendItemCollection legend = new LegendItemCollection();
        for (int r = 0; r < s.recipients(); r++) {
            legend.add(ChartKit.lineItem(UI.text("charts.cash.legend", s.recipientName(r), Messages.money(s.cash(r, s.size() - 1))),
                    style.recipient(r, s.players()), ChartKit.solid(ChartKit.LINE)));
        }
        if (!s.dividends().isEmpty()) legend.add(ChartKit.shapeItem(UI.text("charts.cash.dividendLegend", Terms.of(s.dividendName())), style.muted(), ChartKit.DIAMOND, true));
        if (o != null) legend.add(ChartKit.lineItem(UI.text("charts.dashed", in.overlayLabel()), style.muted(), ChartKit.dashed(ChartKit.LINE - 0.4f)));
        ChartKit.styleLegendItems(legend, style);
        plot.setFixedLegendItems(legend);

        String subtitle = subtitle(in);
        JFreeChart chart = ChartKit.chart(UI.text("charts.cash"), subtitle, plot, style);
        return new PositionChart(SeriesKind.CASH, chart, List.of(plot), in, -1);
    }

    private static String subtitle(ChartInput in) {
        GameSeries s = in.main();
        List<String> parts = new ArrayList<>();
        if (!in.mainLabel().isBlank()) parts.add(in.mainLabel());
        String dividend = s.dividendName();
        int paid = s.dividends().size();
        parts.add(UI.text("charts.paid", paid, paid == 1 ? Terms.of(dividend) : Terms.plural(dividend)));
        parts.add(s.cashOnlyAtDividends() ? UI.text("charts.cash.onlyAt", Terms.plural(dividend)) : UI.text("charts.clickMove"));
        return String.join(" · ", parts);
    }

    /**
     * How far a recipient's line is drawn off its value, so that lines with equal values
     * (everyone at 0 before the first dividend) lie side by side instead of hiding each other.
     */
    static double offset(GameSeries s, int recipient) {
        int top = 0;
        for (int r = 0; r < s.recipients(); r++) top = Math.max(top, s.cash(r, s.size() - 1));
        double step = Math.max(0.3, top * 0.0045);
        return (recipient - (s.recipients() - 1) / 2.0) * step;
    }

    private static XYSeriesCollection lines(GameSeries s, int from, String suffix) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (int r = 0; r < s.recipients(); r++) {
            XYSeries line = new XYSeries(s.recipientName(r) + suffix, false, true);
            double off = offset(s, r);
            for (int i = from; i < s.size(); i++) line.add(i, s.cash(r, i) + off);
            data.addSeries(line);
        }
        return data;
    }

    private static XYSeriesCollection dividendPoints(GameSeries s) {
        return dividendPoints(s, 0);
    }

    /** One series per recipient: a point at each position that paid a dividend, at the cash after it. */
    private static XYSeriesCollection dividendPoints(GameSeries s, int from) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (int r = 0; r < s.recipients(); r++) {
            XYSeries pts = new XYSeries("dividends " + r, false, true);
            for (int index : ChartKit.dividendLabels(s).keySet()) {
                int recipient = r;
                boolean paid = s.dividendsAt(index).stream().anyMatch(d -> d.recipients() > recipient);
                if (index >= from && paid) pts.add(index, s.cash(r, index) + offset(s, r));
            }
            data.addSeries(pts);
        }
        return data;
    }

    private static XYLineAndShapeRenderer points(GameSeries s, ChartStyle style, boolean filled) {
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(false, true);
        for (int i = 0; i < s.recipients(); i++) {
            Color c = style.recipient(i, s.players());
            r.setSeriesPaint(i, c);
            r.setSeriesShape(i, ChartKit.DIAMOND);
            r.setSeriesFillPaint(i, filled ? c : style.plotBackground());
            r.setSeriesOutlinePaint(i, filled ? style.plotBackground() : c);
            r.setSeriesOutlineStroke(i, ChartKit.solid(filled ? 1.2f : 1.6f));
        }
        r.setUseFillPaint(true);
        r.setDrawOutlines(true);
        r.setUseOutlinePaint(true);
        r.setDefaultToolTipGenerator((data, series, item) -> dividendTip(s, (int) data.getXValue(series, item)));
        return r;
    }

    private static String lineTip(GameSeries s, int recipient, int index, String suffix) {
        return ChartKit.html(List.of(UI.text("charts.cash.tip", "<b>" + ChartKit.who(s, recipient) + "</b>" + suffix,
                Messages.money(s.cash(recipient, index)), ChartKit.moveLabel(s, index))));
    }

    /** What each recipient received at the dividends paid at the position, with the companies it came from. */
    static String dividendTip(GameSeries s, int index) {
        List<String> lines = new ArrayList<>();
        for (DividendEvent d : s.dividendsAt(index)) {
            if (!lines.isEmpty()) lines.add("");
            lines.add(UI.text("charts.dividend.tip", Terms.capital(Terms.of(s.dividendName())), d.number(), ChartKit.moveLabel(s, index),
                    ChartKit.who(s, d.drawnBy())));
            for (int r = 0; r < d.recipients(); r++) {
                List<String> from = new ArrayList<>();
                for (int c = 0; c < s.companies(); c++) {
                    int p = d.majority(c).payout(r);
                    if (p > 0) from.add(ChartKit.esc(s.companyName(c)) + " " + p);
                }
                lines.add(ChartKit.who(s, r) + " <b>+" + d.received(r) + "</b>" + (from.isEmpty() ? "" : " (" + String.join(", ", from) + ")"));
            }
        }
        return ChartKit.html(lines);
    }
}
