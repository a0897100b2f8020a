package org.roundhouse.ui.charts;

import static org.roundhouse.text.Messages.UI;

import org.roundhouse.ui.text.Terms;
import java.awt.Color;
import java.awt.Paint;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.DatasetRenderingOrder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.PaintScale;
import org.jfree.chart.renderer.xy.XYBlockRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.data.xy.DefaultXYZDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.roundhouse.analysis.series.DividendEvent;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.analysis.series.Majority;
import org.roundhouse.analysis.series.SeriesKind;

/**
 * Share majorities: on top an overview strip per company (who leads after each move, the
 * colour stronger the bigger the lead, grey on a tie), below one company in detail (each
 * player's played shares, with the primary and secondary holders at each dividend).
 */
final class MajoritiesChart {
    /** z of a cell nobody holds; a tie is {@link #TIE}; a lead is LEAD + seat * 100 + margin. */
    private static final int NONE = 0;
    private static final int TIE = 1;
    private static final int LEAD = 1000;

    private MajoritiesChart() {
    }

    static PositionChart build(ChartInput in) {
        GameSeries s = in.main();
        GameSeries o = in.overlay();
        ChartStyle style = in.style();
        int company = in.detailCompany();
        int max = Math.max(s.size(), o == null ? 0 : o.size()) - 1;

        CombinedDomainXYPlot combined = new CombinedDomainXYPlot(ChartKit.moveAxis(style, max, 0.01));
        combined.setGap(14);
        combined.setBackgroundPaint(style.background());
        combined.setOutlineVisible(false);
        XYPlot heat = overview(s, style);
        XYPlot detail = detail(in, company);
        combined.add(heat, 14);
        combined.add(detail, 7);

        LegendItemCollection legend = new LegendItemCollection();
        for (int p = 0; p < s.players(); p++) legend.add(ChartKit.boxItem(s.recipientName(p), style.recipient(p, s.players())));
        legend.add(ChartKit.boxItem(UI.text("charts.majorities.tied"), tieColour(style)));
        legend.add(ChartKit.shapeItem(UI.text("charts.majorities.primaryAt", Terms.of(s.dividendName())), style.muted(), ChartKit.DOT, true));
        legend.add(ChartKit.shapeItem(UI.text("charts.majorities.secondary"), style.muted(), ChartKit.RING, false));
        if (o != null) legend.add(ChartKit.lineItem(UI.text("charts.dashed", in.overlayLabel()), style.muted(), ChartKit.dashed(ChartKit.LINE - 0.4f)));
        ChartKit.styleLegendItems(legend, style);
        combined.setFixedLegendItems(legend);

        String subtitle = (in.mainLabel().isBlank() ? "" : in.mainLabel() + " · ")
                + UI.text("charts.majorities.subtitle", s.companyName(company));
        JFreeChart chart = ChartKit.chart(UI.text("charts.majorities.title"), subtitle, combined, style);
        return new PositionChart(SeriesKind.SHARES, chart, List.of(heat, detail), in, 0);
    }

    static Color tieColour(ChartStyle style) {
        return style.faded(style.muted(), 0.45);
    }

    private static XYPlot overview(GameSeries s, ChartStyle style) {
        int k = s.companies();
        int n = s.size();
        double[] x = new double[n * k];
        double[] y = new double[n * k];
        double[] z = new double[n * k];
        for (int i = 0; i < n; i++) {
            for (int c = 0; c < k; c++) {
                int item = i * k + c;
                x[item] = i;
                y[item] = c;
                int leader = s.leader(c, i);
                z[item] = leader == GameSeries.NOBODY ? NONE : leader == GameSeries.TIED ? TIE
                        : LEAD + leader * 100 + Math.min(99, s.leadMargin(c, i));
            }
        }
        DefaultXYZDataset data = new DefaultXYZDataset();
        data.addSeries("leaders", new double[][] {x, y, z});
        XYBlockRenderer r = new XYBlockRenderer();
        r.setBlockWidth(1.0);
        r.setBlockHeight(0.78);
        r.setBlockAnchor(RectangleAnchor.CENTER);
        r.setPaintScale(new LeaderScale(style, s.players()));
        r.setDefaultToolTipGenerator((dataset, series, item) -> cellTip(s, item / k, item % k));

        String[] names = new String[k];
        for (int c = 0; c < k; c++) names[c] = s.companyName(c);
        SymbolAxis rows = new SymbolAxis(null, names) {
            // every company named, even in a short strip: SymbolAxis would drop labels that nearly touch
            @Override
            protected java.util.List refreshTicksVertical(java.awt.Graphics2D g2, java.awt.geom.Rectangle2D dataArea,
                    org.jfree.chart.ui.RectangleEdge edge) {
                java.util.List<org.jfree.chart.axis.NumberTick> ticks = new java.util.ArrayList<>();
                for (int c = 0; c < names.length; c++) {
                    ticks.add(new org.jfree.chart.axis.NumberTick(c, names[c], org.jfree.chart.ui.TextAnchor.CENTER_RIGHT,
                            org.jfree.chart.ui.TextAnchor.CENTER_RIGHT, 0));
                }
                return ticks;
            }
        };
        rows.setInverted(true);
        rows.setGridBandsVisible(false);
        rows.setRange(-0.5, k - 0.5);
        rows.setAutoRange(false);
        ChartKit.styleAxis(rows, style);
        rows.setTickLabelFont(style.font(Math.max(9f, style.baseFont().getSize2D() - 3), false));

        XYPlot plot = new XYPlot(data, null, rows, r);
        ChartKit.stylePlot(plot, style);
        plot.setRangeGridlinesVisible(false);
        plot.setDomainGridlinesVisible(false);
        ChartKit.addDividendMarkers(plot, s, style, null, Layer.FOREGROUND);
        return plot;
    }

    private static XYPlot detail(ChartInput in, int company) {
        GameSeries s = in.main();
        GameSeries o = in.overlay();
        ChartStyle style = in.style();
        XYPlot plot = new XYPlot();
        plot.setRangeAxis(ChartKit.valueAxis(UI.text("charts.majorities.axis", s.companyName(company)), style));
        ((org.jfree.chart.axis.NumberAxis) plot.getRangeAxis()).setUpperMargin(0.3);
        ChartKit.stylePlot(plot, style);

        // 0: primary points, 1: secondary points, 2: main lines, 3: overlay lines
        XYSeriesCollection lines = new XYSeriesCollection();
        for (int p = 0; p < s.players(); p++) {
            XYSeries line = new XYSeries(s.recipientName(p), false, true);
            for (int i = 0; i < s.size(); i++) line.add(i, s.played(p, company, i) + offset(s, p));
            lines.addSeries(line);
        }
        XYStepRenderer main = new XYStepRenderer();
        for (int p = 0; p < s.players(); p++) {
            main.setSeriesPaint(p, style.recipient(p, s.players()));
            main.setSeriesStroke(p, ChartKit.solid(ChartKit.LINE));
        }
        main.setDefaultToolTipGenerator((data, series, item) -> cellTip(s, (int) data.getXValue(series, item), company));
        plot.setDataset(2, lines);
        plot.setRenderer(2, main);

        XYSeriesCollection primary = new XYSeriesCollection();
        XYSeriesCollection secondary = new XYSeriesCollection();
        for (int p = 0; p < s.players(); p++) {
            XYSeries pri = new XYSeries("primary " + p, false, true);
            XYSeries sec = new XYSeries("secondary " + p, false, true);
            for (DividendEvent d : s.dividends()) {
                Majority m = d.majority(company);
                if (m.primary().contains(p)) pri.addOrUpdate(d.index(), m.holding(p) + offset(s, p));
                if (m.secondary().contains(p)) sec.addOrUpdate(d.index(), m.holding(p) + offset(s, p));
            }
            primary.addSeries(pri);
            secondary.addSeries(sec);
        }
        plot.setDataset(0, primary);
        plot.setRenderer(0, majorityPoints(s, style, company, true));
        plot.setDataset(1, secondary);
        plot.setRenderer(1, majorityPoints(s, style, company, false));

        if (o != null) {
            int from = Math.max(0, o.commonPrefix(s) - 1);
            XYSeriesCollection over = new XYSeriesCollection();
            for (int p = 0; p < o.players(); p++) {
                XYSeries line = new XYSeries(o.recipientName(p) + " · " + in.overlayLabel(), false, true);
                for (int i = from; i < o.size(); i++) line.add(i, o.played(p, company, i) + offset(o, p));
                over.addSeries(line);
            }
            XYStepRenderer r = new XYStepRenderer();
            for (int p = 0; p < o.players(); p++) {
                r.setSeriesPaint(p, style.recipient(p, o.players()));
                r.setSeriesStroke(p, ChartKit.dashed(ChartKit.LINE - 0.4f));
            }
            r.setDefaultToolTipGenerator((data, series, item) -> cellTip(o, (int) data.getXValue(series, item), company));
            plot.setDataset(3, over);
            plot.setRenderer(3, r);
        }
        plot.setDatasetRenderingOrder(DatasetRenderingOrder.REVERSE);
        // "D2 Anna › Ben", else "D2 Anna", else "D2" where the longer label has no room
        ChartKit.addDividendMarkers(plot, s, style, (index, label) -> {
            List<DividendEvent> paid = s.dividendsAt(index);
            Majority m = paid.get(paid.size() - 1).majority(company);
            if (m.nobodyHolds()) return List.of(label + " –", label);
            String first = label + " " + names(s, m.primary());
            return m.secondary().isEmpty() ? List.of(first, label)
                    : List.of(first + " › " + names(s, m.secondary()), first, label);
        }, Layer.BACKGROUND);
        return plot;
    }

    /** Lines of equal share counts are drawn side by side (a few pixels apart) instead of on top of each other. */
    static double offset(GameSeries s, int seat) {
        return (seat - (s.players() - 1) / 2.0) * 0.07;
    }

    private static String names(GameSeries s, List<Integer> recipients) {
        return recipients.stream().map(s::recipientName).collect(Collectors.joining(" & "));
    }

    private static XYLineAndShapeRenderer majorityPoints(GameSeries s, ChartStyle style, int company, boolean primary) {
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(false, true);
        for (int p = 0; p < s.players(); p++) {
            Color c = style.recipient(p, s.players());
            r.setSeriesPaint(p, c);
            r.setSeriesShape(p, primary ? ChartKit.DOT : ChartKit.RING);
            r.setSeriesFillPaint(p, primary ? c : style.plotBackground());
            r.setSeriesOutlinePaint(p, primary ? style.plotBackground() : c);
            r.setSeriesOutlineStroke(p, ChartKit.solid(primary ? 1.2f : 2f));
        }
        r.setUseFillPaint(true);
        r.setUseOutlinePaint(true);
        r.setDrawOutlines(true);
        r.setDefaultToolTipGenerator((data, series, item) -> majorityTip(s, (int) data.getXValue(series, item), company));
        return r;
    }

    /** "DM after move 34 (Ben): Anna 4, Ben 2, Cleo 0 — Anna leads by 2". */
    static String cellTip(GameSeries s, int index, int company) {
        List<String> holders = new ArrayList<>();
        for (int p = 0; p < s.players(); p++) holders.add(ChartKit.who(s, p) + " " + s.played(p, company, index));
        int leader = s.leader(company, index);
        String lead = leader == GameSeries.NOBODY ? UI.text("charts.majorities.nobody")
                : leader == GameSeries.TIED ? UI.text("charts.majorities.tiedAt", s.topShares(company, index))
                : UI.text("charts.majorities.leads", ChartKit.who(s, leader), s.leadMargin(company, index));
        return ChartKit.html(List.of(UI.text("charts.after", "<b>" + ChartKit.esc(s.companyName(company)) + "</b>", ChartKit.moveLabel(s, index)),
                String.join(", ", holders) + " — " + lead));
    }

    /** Who was primary and secondary in the company at the dividends paid at the position. */
    static String majorityTip(GameSeries s, int index, int company) {
        List<String> lines = new ArrayList<>();
        for (DividendEvent d : s.dividendsAt(index)) {
            Majority m = d.majority(company);
            boolean up = company == s.unionPacific();
            lines.add("<b>" + Terms.capital(Terms.of(s.dividendName())) + " " + d.number() + "</b> · " + ChartKit.esc(s.companyName(company))
                    + (up ? UI.text("charts.majorities.pays", org.roundhouse.analysis.series.UpTable.format(d.upTable()))
                            : UI.text("charts.majorities.value", d.values()[company])));
            for (int r : m.primary()) {
                lines.add(UI.text(up ? "charts.majorities.first" : "charts.majorities.primary", ChartKit.who(s, r), m.holding(r), m.payout(r)));
            }
            for (int r : m.secondary()) {
                lines.add(UI.text(up ? "charts.majorities.next" : "charts.majorities.secondaryHolder", ChartKit.who(s, r), m.holding(r), m.payout(r)));
            }
        }
        return ChartKit.html(lines);
    }

    /** The colour of an overview cell from its z code. */
    private static final class LeaderScale implements PaintScale {
        private final ChartStyle style;
        private final int players;

        LeaderScale(ChartStyle style, int players) {
            this.style = style;
            this.players = players;
        }

        @Override
        public double getLowerBound() {
            return 0;
        }

        @Override
        public double getUpperBound() {
            return LEAD + 100.0 * players;
        }

        @Override
        public Paint getPaint(double value) {
            int z = (int) Math.round(value);
            if (z == NONE) return style.faded(style.grid(), 0.5);
            if (z == TIE) return tieColour(style);
            int seat = (z - LEAD) / 100;
            int margin = (z - LEAD) % 100;
            double fade = switch (margin) {
                case 1 -> 0.62;
                case 2 -> 0.4;
                case 3 -> 0.2;
                default -> 0.0;
            };
            return style.faded(style.recipient(seat, players), fade);
        }
    }
}
