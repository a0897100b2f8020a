package org.roundhouse.ui.charts;

import static org.roundhouse.text.Messages.UI;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.engine.SeriesSpec;
import org.roundhouse.text.Messages;

/**
 * One of a rule set's own series ({@link GameSeries#extraSpecs()}) over the line: a step line
 * per company (in its colour) or per seat (in the seat's), the dividends marked, the line to
 * compare with dashed. It knows no rule set: whatever series a rule set lists is drawn so.
 */
final class ExtraChart {
    private ExtraChart() {
    }

    static PositionChart build(ChartInput in, int k) {
        GameSeries s = in.main();
        GameSeries o = in.overlay();
        ChartStyle style = in.style();
        SeriesSpec spec = s.extraSpecs().get(k);
        int max = Math.max(s.size(), o == null ? 0 : o.size()) - 1;

        XYPlot plot = new XYPlot();
        plot.setDomainAxis(ChartKit.moveAxis(style, max, 0.01));
        plot.setRangeAxis(ChartKit.valueAxis(spec.title(), style));
        ((org.jfree.chart.axis.NumberAxis) plot.getRangeAxis()).setUpperMargin(0.1);
        ChartKit.stylePlot(plot, style);
        plot.setDataset(0, lines(s, k, 0, ""));
        XYStepRenderer main = new XYStepRenderer();
        LegendItemCollection legend = new LegendItemCollection();
        for (int e = 0; e < s.extraEntities(k); e++) {
            main.setSeriesPaint(e, colour(s, spec, e, style));
            main.setSeriesStroke(e, ChartKit.solid(ChartKit.LINE));
            legend.add(ChartKit.lineItem(UI.text("charts.cash.legend", name(s, spec, e), Messages.number(s.extra(k, e, s.size() - 1))), colour(s, spec, e, style),
                    ChartKit.solid(ChartKit.LINE)));
        }
        main.setDefaultToolTipGenerator((data, series, item) -> tip(s, k, series, (int) data.getXValue(series, item), ""));
        plot.setRenderer(0, main);
        if (o != null && o.extraSpecs().equals(s.extraSpecs())) {
            int from = Math.max(0, o.commonPrefix(s) - 1);
            plot.setDataset(1, lines(o, k, from, " · " + in.overlayLabel()));
            XYStepRenderer over = new XYStepRenderer();
            for (int e = 0; e < o.extraEntities(k); e++) {
                over.setSeriesPaint(e, colour(o, spec, e, style));
                over.setSeriesStroke(e, ChartKit.dashed(ChartKit.LINE - 0.4f));
            }
            String suffix = " (" + ChartKit.esc(in.overlayLabel()) + ")";
            over.setDefaultToolTipGenerator((data, series, item) -> tip(o, k, series, (int) data.getXValue(series, item), suffix));
            plot.setRenderer(1, over);
            legend.add(ChartKit.lineItem(UI.text("charts.dashed", in.overlayLabel()), style.muted(), ChartKit.dashed(ChartKit.LINE - 0.4f)));
        }
        ChartKit.addDividendMarkers(plot, s, style, (index, label) -> List.of(label), Layer.BACKGROUND);
        ChartKit.styleLegendItems(legend, style);
        plot.setFixedLegendItems(legend);
        String subtitle = (in.mainLabel().isBlank() ? "" : in.mainLabel() + " · ") + spec.description();
        JFreeChart chart = ChartKit.chart(spec.title(), subtitle, plot, style);
        return new PositionChart(null, k, chart, List.of(plot), in, -1);
    }

    private static String name(GameSeries s, SeriesSpec spec, int e) {
        return spec.per() == SeriesSpec.Per.SEAT ? s.recipientName(e) : s.companyName(e);
    }

    private static Color colour(GameSeries s, SeriesSpec spec, int e, ChartStyle style) {
        return spec.per() == SeriesSpec.Per.SEAT ? style.recipient(e, s.players()) : style.company(s.companyRgb(e));
    }

    private static XYSeriesCollection lines(GameSeries s, int k, int from, String suffix) {
        XYSeriesCollection data = new XYSeriesCollection();
        SeriesSpec spec = s.extraSpecs().get(k);
        for (int e = 0; e < s.extraEntities(k); e++) {
            XYSeries line = new XYSeries(name(s, spec, e) + suffix, false, true);
            for (int i = from; i < s.size(); i++) line.add(i, s.extra(k, e, i));
            data.addSeries(line);
        }
        return data;
    }

    private static String tip(GameSeries s, int k, int e, int index, String suffix) {
        SeriesSpec spec = s.extraSpecs().get(k);
        String what = "<b>" + ChartKit.esc(name(s, spec, e)) + "</b>" + suffix + ": " + Messages.number(s.extra(k, e, index)) + " ("
                + ChartKit.esc(spec.title().toLowerCase(Messages.locale())) + ")";
        return ChartKit.html(List.of(UI.text("charts.after", what, ChartKit.moveLabel(s, index))));
    }

    /** The series as CSV: a row per position (index, move), a column per company or seat. */
    static String csv(GameSeries s, int k) {
        SeriesSpec spec = s.extraSpecs().get(k);
        StringBuilder b = new StringBuilder("index,move");
        List<String> heads = new ArrayList<>();
        for (int e = 0; e < s.extraEntities(k); e++) heads.add(spec.key() + "_" + name(s, spec, e).replace(",", " "));
        for (String h : heads) b.append(',').append(h);
        b.append('\n');
        for (int i = 0; i < s.size(); i++) {
            b.append(i).append(',').append(s.move(i));
            for (int e = 0; e < s.extraEntities(k); e++) b.append(',').append(s.extra(k, e, i));
            b.append('\n');
        }
        return b.toString();
    }
}
