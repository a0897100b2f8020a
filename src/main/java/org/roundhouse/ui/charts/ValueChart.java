package org.roundhouse.ui.charts;

import static org.roundhouse.text.Messages.UI;

import org.roundhouse.analysis.series.DividendEvent;
import java.awt.Color;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.DatasetRenderingOrder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.StackedXYBarRenderer;
import org.jfree.chart.renderer.xy.StandardXYBarPainter;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.data.xy.DefaultTableXYDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.analysis.series.SeriesKind;
import org.roundhouse.analysis.series.UpTable;
import org.roundhouse.text.Messages;
import org.roundhouse.ui.text.Percent;
import org.roundhouse.ui.text.Terms;

/**
 * Company value: each company's value (trains + 1) over the line with Union Pacific's
 * table at each dividend on top; below, the dividends each company has paid out so far,
 * stacked, so the right edge shows each company's share of all dividends.
 */
final class ValueChart {
    private ValueChart() {
    }

    static PositionChart build(ChartInput in) {
        GameSeries s = in.main();
        GameSeries o = in.overlay();
        ChartStyle style = in.style();
        int max = Math.max(s.size(), o == null ? 0 : o.size()) - 1;
        // the bars of the last dividend are whole, and the axis ends there: names and shares go in the gutter
        CombinedDomainXYPlot combined = new GutteredPlot(ChartKit.moveAxis(style, max, barWidth(max) / 2));
        combined.setGap(14);
        combined.setBackgroundPaint(style.background());
        combined.setOutlineVisible(false);
        XYPlot values = values(in, max);
        XYPlot paid = paid(s, style, max);
        combined.add(values, 3);
        combined.add(paid, 2);

        LegendItemCollection legend = new LegendItemCollection();
        for (int c = 0; c < s.companies(); c++) {
            String label = s.companyName(c) + " " + percent(s.shareOfDividends(c));
            legend.add(c == s.unionPacific() ? ChartKit.shapeItem(label, color(s, style, c), ChartKit.SQUARE, true)
                    : ChartKit.lineItem(label, color(s, style, c), ChartKit.solid(ChartKit.LINE + 1)));
        }
        if (o != null) legend.add(ChartKit.lineItem(UI.text("charts.dashed", in.overlayLabel()), style.muted(), ChartKit.dashed(ChartKit.LINE - 0.4f)));
        ChartKit.styleLegendItems(legend, style);
        combined.setFixedLegendItems(legend);

        String subtitle = (in.mainLabel().isBlank() ? "" : in.mainLabel() + " · ")
                + UI.text(s.dividends().stream().anyMatch(d -> d.upTable().length > 0) ? "charts.value.subtitle.up" : "charts.value.subtitle",
                        s.valueRule(), Terms.of(s.dividendName()));
        JFreeChart chart = ChartKit.chart(UI.text("charts.value"), subtitle, combined, style);
        return new PositionChart(SeriesKind.VALUE, chart, List.of(values, paid), in, -1);
    }

    static Color color(GameSeries s, ChartStyle style, int company) {
        return style.company(s.companyRgb(company));
    }

    /** The width of the dividend bars, in moves. */
    static double barWidth(int max) {
        return Math.min(1.8, Math.max(1.2, max * 0.022));
    }

    static String percent(double share) {
        return Percent.of(share * 100, 0);
    }

    private static XYPlot values(ChartInput in, int max) {
        GameSeries s = in.main();
        GameSeries o = in.overlay();
        ChartStyle style = in.style();
        int up = s.unionPacific();
        XYPlot plot = new XYPlot();
        plot.setRangeAxis(ChartKit.valueAxis(UI.text("charts.value.axis"), style));
        ((org.jfree.chart.axis.NumberAxis) plot.getRangeAxis()).setUpperMargin(0.16);
        ChartKit.stylePlot(plot, style);

        // 0: UP table points, 1: main lines, 2: overlay lines
        XYSeriesCollection lines = new XYSeriesCollection();
        XYStepRenderer main = new XYStepRenderer();
        for (int c = 0; c < up; c++) {
            XYSeries line = new XYSeries(s.companyName(c), false, true);
            for (int i = 0; i < s.size(); i++) line.add(i, s.value(c, i));
            lines.addSeries(line);
            main.setSeriesPaint(c, color(s, style, c));
            main.setSeriesStroke(c, ChartKit.solid(ChartKit.LINE - 0.2f));
        }
        main.setDefaultToolTipGenerator((data, series, item) -> valueTip(s, series, (int) data.getXValue(series, item), ""));
        plot.setDataset(1, lines);
        plot.setRenderer(1, main);

        XYSeriesCollection table = new XYSeriesCollection();
        XYSeries upPoints = new XYSeries("UP", false, true);
        ChartLabels labels = ChartKit.labels(plot, style);
        ChartKit.addDividendMarkers(plot, s, style, (index, label) -> List.of(label), Layer.BACKGROUND);
        for (DividendEvent d : s.dividends()) {
            if (d.upTable().length == 0) continue; // a rule set whose Union Pacific pays by no table
            upPoints.addOrUpdate(d.index(), d.upTable()[0]);
            labels.point(new ChartLabels.PointText(d.index(), d.upTable()[0], "UP " + UpTable.format(d.upTable()),
                    color(s, style, up), List.of(ChartLabels.Side.LEFT, ChartLabels.Side.ABOVE, ChartLabels.Side.ABOVE_LEFT,
                            ChartLabels.Side.BELOW, ChartLabels.Side.RIGHT, ChartLabels.Side.ABOVE_RIGHT)));
        }
        table.addSeries(upPoints);
        XYLineAndShapeRenderer points = new XYLineAndShapeRenderer(false, true);
        points.setSeriesPaint(0, color(s, style, up));
        points.setSeriesShape(0, ChartKit.SQUARE);
        points.setDefaultToolTipGenerator((data, series, item) -> upTip(s, (int) data.getXValue(series, item)));
        plot.setDataset(0, table);
        plot.setRenderer(0, points);

        if (o != null) {
            int from = Math.max(0, o.commonPrefix(s) - 1);
            XYSeriesCollection over = new XYSeriesCollection();
            XYStepRenderer r = new XYStepRenderer();
            for (int c = 0; c < up; c++) {
                XYSeries line = new XYSeries(o.companyName(c) + " · " + in.overlayLabel(), false, true);
                for (int i = from; i < o.size(); i++) line.add(i, o.value(c, i));
                over.addSeries(line);
                r.setSeriesPaint(c, color(o, style, c));
                r.setSeriesStroke(c, ChartKit.dashed(ChartKit.LINE - 0.6f));
            }
            String suffix = " (" + ChartKit.esc(in.overlayLabel()) + ")";
            r.setDefaultToolTipGenerator((data, series, item) -> valueTip(o, series, (int) data.getXValue(series, item), suffix));
            plot.setDataset(2, over);
            plot.setRenderer(2, r);
        }
        plot.setDatasetRenderingOrder(DatasetRenderingOrder.REVERSE);
        endLabels(labels, s, style);
        return plot;
    }

    /** The companies' names right of the ends of their lines (the most valuable kept when not all fit). */
    private static void endLabels(ChartLabels labels, GameSeries s, ChartStyle style) {
        int last = s.size() - 1;
        List<ChartLabels.EndText> texts = new ArrayList<>();
        for (int c = 0; c < s.unionPacific(); c++) {
            texts.add(new ChartLabels.EndText(s.companyName(c), color(s, style, c), s.value(c, last), s.value(c, last)));
        }
        labels.ends(last, texts);
    }

    /**
     * What each company paid at each dividend, as a stacked bar at the dividend's move, and
     * on the right each company's share of all dividends paid along the line.
     */
    private static XYPlot paid(GameSeries s, ChartStyle style, int max) {
        XYPlot plot = new XYPlot();
        plot.setRangeAxis(ChartKit.valueAxis(UI.text("charts.paid.axis"), style));
        ChartKit.stylePlot(plot, style);
        List<Integer> order = new ArrayList<>();
        for (int c = 0; c < s.companies(); c++) order.add(c);
        order.sort(Comparator.comparingInt((Integer c) -> -s.totalPaid(c)).thenComparing(c -> c));
        List<Integer> at = new ArrayList<>(ChartKit.dividendLabels(s).keySet());
        DefaultTableXYDataset data = new DefaultTableXYDataset();
        data.setIntervalWidth(barWidth(max));
        StackedXYBarRenderer r = new StackedXYBarRenderer(0.0);
        r.setBarPainter(new StandardXYBarPainter());
        r.setShadowVisible(false);
        r.setDrawBarOutline(true);
        r.setDefaultOutlinePaint(style.plotBackground());
        r.setDefaultOutlineStroke(ChartKit.solid(0.8f));
        for (int k = 0; k < order.size(); k++) {
            int c = order.get(k);
            XYSeries band = new XYSeries(s.companyName(c), false, false);
            for (int index : at) {
                int paidHere = 0;
                for (DividendEvent d : s.dividendsAt(index)) paidHere += d.paidByCompany()[c];
                band.add(index, paidHere);
            }
            data.addSeries(band);
            r.setSeriesPaint(k, color(s, style, c));
        }
        r.setDefaultToolTipGenerator((dataset, series, item) -> paidTip(s, order.get(series), (int) dataset.getXValue(series, item)));
        plot.setDataset(data);
        plot.setRenderer(r);
        ((org.jfree.chart.axis.NumberAxis) plot.getRangeAxis()).setUpperMargin(0.12);
        ChartLabels labels = ChartKit.labels(plot, style);
        for (int index : at) {
            int sum = s.dividendsAt(index).stream().mapToInt(DividendEvent::total).sum();
            labels.point(new ChartLabels.PointText(index, sum, Messages.money(sum), style.muted(),
                    List.of(ChartLabels.Side.ABOVE, ChartLabels.Side.ABOVE_LEFT, ChartLabels.Side.ABOVE_RIGHT,
                            ChartLabels.Side.LEFT, ChartLabels.Side.RIGHT)));
        }
        if (s.totalDividends() > 0) {
            List<ChartLabels.ShareRow> rows = new ArrayList<>();
            for (int c : order) {
                if (s.totalPaid(c) > 0) rows.add(new ChartLabels.ShareRow(s.companyName(c), color(s, style, c), s.shareOfDividends(c)));
            }
            labels.column(UI.text("charts.ofAll"), rows);
        }
        return plot;
    }

    private static String valueTip(GameSeries s, int company, int index, String suffix) {
        return ChartKit.html(List.of(UI.text("charts.value.tip", "<b>" + ChartKit.esc(s.companyName(company)) + "</b>" + suffix,
                s.value(company, index), ChartKit.moveLabel(s, index))));
    }

    private static String upTip(GameSeries s, int index) {
        List<String> lines = new ArrayList<>();
        for (DividendEvent d : s.dividendsAt(index)) {
            lines.add(UI.text("charts.up.tip", Terms.of(s.dividendName()), d.number(), UpTable.format(d.upTable()), d.paidByCompany()[s.unionPacific()]));
        }
        return ChartKit.html(lines);
    }

    private static String paidTip(GameSeries s, int company, int index) {
        int all = 0;
        for (int c = 0; c < s.companies(); c++) all += s.paidSoFar(c, index);
        int mine = s.paidSoFar(company, index);
        return ChartKit.html(List.of(UI.text("charts.paid.tip", "<b>" + ChartKit.esc(s.companyName(company)) + "</b>", Messages.money(mine),
                ChartKit.moveLabel(s, index)), all == 0 ? UI.text("charts.noneYet", Terms.plural(s.dividendName()))
                : UI.text("charts.paidSoFar", percent((double) mine / all), Messages.money(all))));
    }
}
