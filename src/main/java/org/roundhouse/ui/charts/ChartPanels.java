package org.roundhouse.ui.charts;

import org.jfree.chart.ChartPanel;

/**
 * The chart panels of the Charts and Win chances tabs: no zooming (a click picks a position),
 * drawn at their real size from 80 × 80 up to 6000 × 4000, tool tips that come quickly and
 * stay a minute.
 */
final class ChartPanels {
    private ChartPanels() {
    }

    static ChartPanel unzoomable() {
        ChartPanel panel = new ChartPanel(null, false, false, false, false, true);
        panel.setMouseZoomable(false);
        panel.setMouseWheelEnabled(false);
        panel.setDomainZoomable(false);
        panel.setRangeZoomable(false);
        panel.setMinimumDrawWidth(80);
        panel.setMinimumDrawHeight(80);
        panel.setMaximumDrawWidth(6000);
        panel.setMaximumDrawHeight(4000);
        panel.setInitialDelay(120);
        panel.setDismissDelay(60_000);
        return panel;
    }
}
