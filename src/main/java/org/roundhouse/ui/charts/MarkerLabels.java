package org.roundhouse.ui.charts;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.XYPlot;

/**
 * Labels of the vertical dividend lines along the top of a plot, laid out when drawn:
 * each label goes right of its line (left of it near the right edge), in the first row
 * where it overlaps no other label, so labels of dividends close together never collide.
 */
final class MarkerLabels extends DrawnAnnotation {
    private final transient Map<Integer, String> labels;
    private final transient ChartStyle style;

    MarkerLabels(Map<Integer, String> labels, ChartStyle style) {
        this.labels = labels;
        this.style = style;
    }

    @Override
    public void draw(Graphics2D g2, XYPlot plot, Rectangle2D area, ValueAxis domain, ValueAxis range, int rendererIndex,
                     PlotRenderingInfo info) {
        Font font = style.font(style.baseFont().getSize2D() - 1, true);
        FontMetrics fm = g2.getFontMetrics(font);
        double rowHeight = fm.getHeight() + 1;
        List<List<double[]>> rows = new ArrayList<>();
        g2.setFont(font);
        for (Map.Entry<Integer, String> e : labels.entrySet()) {
            double x = domain.valueToJava2D(e.getKey(), area, plot.getDomainAxisEdge());
            double w = fm.stringWidth(e.getValue()) + 6;
            double left = x + 2;
            if (left + w > area.getMaxX()) left = x - 2 - w;
            left = Math.max(area.getMinX(), left);
            int row = 0;
            while (true) {
                if (row == rows.size()) rows.add(new ArrayList<>());
                boolean free = true;
                for (double[] span : rows.get(row)) {
                    if (left < span[1] + 4 && left + w > span[0] - 4) {
                        free = false;
                        break;
                    }
                }
                if (free) break;
                row++;
            }
            rows.get(row).add(new double[] {left, left + w});
            double top = area.getMinY() + 2 + row * rowHeight;
            g2.setPaint(ChartKit.withAlpha(style.plotBackground(), 225));
            g2.fill(new Rectangle2D.Double(left, top, w, fm.getHeight()));
            g2.setPaint(style.muted());
            g2.drawString(e.getValue(), (float) (left + 3), (float) (top + fm.getAscent()));
        }
    }
}
