package org.roundhouse.ui.charts;

import java.awt.Graphics2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.PlotState;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.RectangleInsets;

/**
 * Subplots over a shared move axis with a gutter on the right for labels that belong beside
 * the data rather than on it (names at the ends of lines, a column of shares). The gutter is
 * as wide as its widest label measured on the device drawn on, so nothing in it is cut off,
 * and the move axis ends where the data ends instead of being stretched to make room.
 */
final class GutteredPlot extends CombinedDomainXYPlot {
    private final RectangleInsets base;
    private transient Rectangle2D lastArea;

    GutteredPlot(ValueAxis domain) {
        super(domain);
        base = getInsets();
    }

    /** The area the plot (with its gutter) was last drawn in, or null. */
    Rectangle2D lastArea() {
        return lastArea;
    }

    private List<ChartLabels> labels() {
        List<ChartLabels> out = new ArrayList<>();
        for (Object sub : getSubplots()) {
            for (Object a : ((XYPlot) sub).getAnnotations()) {
                if (a instanceof ChartLabels l) out.add(l);
            }
        }
        return out;
    }

    @Override
    public void draw(Graphics2D g2, Rectangle2D area, Point2D anchor, PlotState parentState, PlotRenderingInfo info) {
        lastArea = (Rectangle2D) area.clone();
        List<ChartLabels> labels = labels();
        double gutter = 0;
        for (ChartLabels l : labels) gutter = Math.max(gutter, l.gutterWidth(g2));
        // the gutter never takes more than a third of the width
        gutter = Math.min(gutter, area.getWidth() / 3);
        setInsets(new RectangleInsets(base.getTop(), base.getLeft(), base.getBottom(), base.getRight() + gutter), false);
        super.draw(g2, area, anchor, parentState, info);
        if (gutter <= 0) return;
        for (ChartLabels l : labels) {
            if (l.dataArea() != null) l.drawGutter(g2, l.dataArea().getMaxX() + 2);
        }
    }
}
