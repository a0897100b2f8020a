package org.roundhouse.ui.charts;

import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;

import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYItemRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.data.xy.XYDataset;

/** The lines a plot draws, in Java2D space, for labels that keep off them. */
final class ChartLines {
    private ChartLines() {
    }

    /** Every drawn line of the plot's line and step renderers (steps as their horizontal and vertical parts). */
    static List<Line2D> of(XYPlot plot, Rectangle2D area) {
        List<Line2D> out = new ArrayList<>();
        for (int d = 0; d < plot.getDatasetCount(); d++) {
            XYDataset data = plot.getDataset(d);
            XYItemRenderer r = plot.getRenderer(d);
            if (data == null || !(r instanceof XYLineAndShapeRenderer lines)) continue;
            boolean steps = r instanceof XYStepRenderer;
            ValueAxis domain = plot.getDomainAxisForDataset(d);
            ValueAxis range = plot.getRangeAxisForDataset(d);
            if (domain == null || range == null) continue;
            for (int series = 0; series < data.getSeriesCount(); series++) {
                if (!lines.getItemLineVisible(series, 0) || !lines.isSeriesVisible(series)) continue;
                double lastX = Double.NaN;
                double lastY = Double.NaN;
                for (int i = 0; i < data.getItemCount(series); i++) {
                    double x = domain.valueToJava2D(data.getXValue(series, i), area, plot.getDomainAxisEdge());
                    double y = range.valueToJava2D(data.getYValue(series, i), area, plot.getRangeAxisEdge());
                    if (Double.isNaN(x) || Double.isNaN(y)) {
                        lastX = Double.NaN;
                        continue;
                    }
                    if (!Double.isNaN(lastX)) {
                        if (steps) {
                            out.add(new Line2D.Double(lastX, lastY, x, lastY));
                            out.add(new Line2D.Double(x, lastY, x, y));
                        } else {
                            out.add(new Line2D.Double(lastX, lastY, x, y));
                        }
                    }
                    lastX = x;
                    lastY = y;
                }
            }
        }
        return out;
    }

    static boolean cross(List<Line2D> lines, Rectangle2D box) {
        for (Line2D l : lines) {
            if (l.intersects(box)) return true;
        }
        return false;
    }
}
