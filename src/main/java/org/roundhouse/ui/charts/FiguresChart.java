package org.roundhouse.ui.charts;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.analysis.series.GameSeries.FigureLine;
import org.roundhouse.analysis.series.SeriesKind;

/**
 * The rule set's own charts ({@link GameSeries#figureCharts()}: the nineteenth-century variant's
 * treasuries, share prices and Union Pacific's holdings), one plot each, stacked over the moves,
 * a step line per line in its company's colour; the line to compare with dashed.
 */
final class FiguresChart {
    private FiguresChart() {
    }

    /** The tab's title for a series: its first chart's, with "& more" when it has several; null when it has none. */
    static String title(GameSeries s) {
        List<String> charts = s.figureCharts();
        if (charts.isEmpty()) return null;
        return charts.size() == 1 ? charts.get(0) : charts.get(0) + " & more";
    }

    static PositionChart build(ChartInput in) {
        GameSeries s = in.main();
        GameSeries o = in.overlay();
        ChartStyle style = in.style();
        int max = Math.max(s.size(), o == null ? 0 : o.size()) - 1;
        CombinedDomainXYPlot combined = new CombinedDomainXYPlot(ChartKit.moveAxis(style, max, 0.01));
        combined.setGap(14);
        combined.setBackgroundPaint(style.background());
        combined.setOutlineVisible(false);
        List<XYPlot> plots = new ArrayList<>();
        LegendItemCollection legend = new LegendItemCollection();
        List<String> named = new ArrayList<>();
        List<String> charts = s.figureCharts();
        for (String title : charts) {
            List<FigureLine> lines = s.figureLines(title);
            XYPlot plot = new XYPlot();
            String unit = lines.isEmpty() ? "" : lines.get(0).unit();
            // the axis says the chart's name alone: the plots are short, and the unit is in the tool tips and the subtitle
            plot.setRangeAxis(ChartKit.valueAxis(title, style));
            ChartKit.stylePlot(plot, style);
            XYSeriesCollection data = new XYSeriesCollection();
            XYStepRenderer main = new XYStepRenderer();
            for (int i = 0; i < lines.size(); i++) {
                FigureLine line = lines.get(i);
                XYSeries xy = new XYSeries(line.name(), false, true);
                for (int p = 0; p < s.size(); p++) xy.add(p, line.value(p));
                data.addSeries(xy);
                main.setSeriesPaint(i, colour(s, style, line.company()));
                main.setSeriesStroke(i, ChartKit.solid(ChartKit.LINE - 0.2f));
                if (!named.contains(line.name())) {
                    named.add(line.name());
                    legend.add(ChartKit.lineItem(line.name(), colour(s, style, line.company()), ChartKit.solid(ChartKit.LINE + 1)));
                }
            }
            main.setDefaultToolTipGenerator((d, series, item) -> tip(s, title, lines.get(series), (int) d.getXValue(series, item)));
            plot.setDataset(1, data);
            plot.setRenderer(1, main);
            if (o != null) {
                int from = Math.max(0, o.commonPrefix(s) - 1);
                XYSeriesCollection over = new XYSeriesCollection();
                XYStepRenderer dashed = new XYStepRenderer();
                List<FigureLine> theirs = o.figureLines(title);
                for (int i = 0; i < theirs.size(); i++) {
                    XYSeries xy = new XYSeries(theirs.get(i).name() + " · " + in.overlayLabel(), false, true);
                    for (int p = from; p < o.size(); p++) xy.add(p, theirs.get(i).value(p));
                    over.addSeries(xy);
                    dashed.setSeriesPaint(i, colour(o, style, theirs.get(i).company()));
                    dashed.setSeriesStroke(i, ChartKit.dashed(ChartKit.LINE - 0.4f));
                }
                plot.setDataset(2, over);
                plot.setRenderer(2, dashed);
            }
            ChartKit.addDividendMarkers(plot, s, style, plots.isEmpty() ? (index, label) -> List.of(label) : null, Layer.BACKGROUND);
            combined.add(plot, 1);
            plots.add(plot);
        }
        if (plots.isEmpty()) {
            XYPlot empty = new XYPlot();
            empty.setRangeAxis(ChartKit.valueAxis("", style));
            ChartKit.stylePlot(empty, style);
            empty.setNoDataMessage("This rule set has no charts of its own");
            combined.add(empty, 1);
            plots.add(empty);
        }
        if (o != null) legend.add(ChartKit.lineItem(in.overlayLabel() + " (dashed)", style.muted(), ChartKit.dashed(ChartKit.LINE - 0.4f)));
        ChartKit.styleLegendItems(legend, style);
        combined.setFixedLegendItems(legend);
        List<String> named2 = new ArrayList<>();
        for (String title : charts) {
            List<FigureLine> lines = s.figureLines(title);
            String unit = lines.isEmpty() || lines.get(0).unit() == null || lines.get(0).unit().isBlank() ? "" : " (" + lines.get(0).unit() + ")";
            named2.add(title + unit);
        }
        String subtitle = (in.mainLabel().isBlank() ? "" : in.mainLabel() + " · ") + String.join(", ", named2)
                + " after every move; hover a line for its value";
        JFreeChart chart = ChartKit.chart(charts.isEmpty() ? "Own figures" : String.join(" · ", charts), subtitle, combined, style);
        return new PositionChart(SeriesKind.FIGURES, chart, plots, in, -1);
    }

    private static Color colour(GameSeries s, ChartStyle style, int company) {
        if (company < 0 || company >= s.companies()) return style.muted();
        return company == s.unionPacific() ? style.text() : style.company(s.companyRgb(company));
    }

    private static String tip(GameSeries s, String chart, FigureLine line, int index) {
        String unit = line.unit() == null ? "" : line.unit();
        String value = unit.equals("$M") ? "$" + line.value(index) + "M" : line.value(index) + (unit.isBlank() ? "" : " " + unit);
        return ChartKit.html(List.of("<b>" + ChartKit.esc(line.name()) + "</b> · " + ChartKit.esc(chart) + ": " + value
                + " after " + ChartKit.moveLabel(s, index)));
    }
}
