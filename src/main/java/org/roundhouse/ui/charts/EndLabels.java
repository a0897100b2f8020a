package org.roundhouse.ui.charts;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.XYPlot;

/**
 * Names at the right end of lines, laid out when drawn: each as close to its line's last
 * value as it can be without overlapping its neighbours.
 */
final class EndLabels extends DrawnAnnotation {
    /** One label: the text, its colour, and the value it belongs at. */
    record Label(String text, Color colour, double y) {
    }

    private final transient List<Label> labels;
    private final transient ChartStyle style;
    private final double x;

    EndLabels(List<Label> labels, double x, ChartStyle style) {
        this.labels = List.copyOf(labels);
        this.x = x;
        this.style = style;
    }

    @Override
    public void draw(Graphics2D g2, XYPlot plot, Rectangle2D area, ValueAxis domain, ValueAxis range, int rendererIndex,
                     PlotRenderingInfo info) {
        Font font = style.font(style.baseFont().getSize2D() - 1, true);
        FontMetrics fm = g2.getFontMetrics(font);
        double h = fm.getAscent() + 1;
        double px = domain.valueToJava2D(x, area, plot.getDomainAxisEdge());
        List<Label> order = new ArrayList<>(labels);
        // top to bottom on screen
        order.sort(Comparator.comparingDouble((Label l) -> range.valueToJava2D(l.y(), area, plot.getRangeAxisEdge())));
        double[] ys = new double[order.size()];
        for (int i = 0; i < order.size(); i++) {
            double want = range.valueToJava2D(order.get(i).y(), area, plot.getRangeAxisEdge()) + fm.getAscent() / 2.0 - 1;
            ys[i] = i == 0 ? Math.max(want, area.getMinY() + h) : Math.max(want, ys[i - 1] + h);
        }
        for (int i = order.size() - 1; i >= 0; i--) {
            double limit = i == order.size() - 1 ? area.getMaxY() : ys[i + 1] - h;
            ys[i] = Math.min(ys[i], limit);
        }
        g2.setFont(font);
        for (int i = 0; i < order.size(); i++) {
            g2.setPaint(order.get(i).colour());
            g2.drawString(order.get(i).text(), (float) px, (float) ys[i]);
        }
    }
}
