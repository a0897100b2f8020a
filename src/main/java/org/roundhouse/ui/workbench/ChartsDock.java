package org.roundhouse.ui.workbench;

import java.awt.BorderLayout;
import java.util.Set;

import javax.swing.JPanel;

import org.roundhouse.ui.charts.ChartsPanel;

/**
 * The "Charts" tab: the charts panel, handed every document the workbench opens (it follows
 * the cursor itself); its lines end where the workbench's horizon does (at the cursor while
 * the future is hidden).
 */
final class ChartsDock extends JPanel implements WorkbenchModel.Listener {
    private final ChartsPanel charts = new ChartsPanel();

    ChartsDock(WorkbenchModel model) {
        super(new BorderLayout());
        setName("chartsDock");
        add(charts, BorderLayout.CENTER);
        charts.setHorizon(model::horizon);
        model.addListener(this);
    }

    ChartsPanel charts() {
        return charts;
    }

    @Override
    public void changed(WorkbenchModel model, Set<WorkbenchModel.Change> changes) {
        if (changes.contains(WorkbenchModel.Change.HORIZON)) charts.horizonChanged();
        if (changes.contains(WorkbenchModel.Change.DOCUMENT)) charts.setDocument(model.document());
    }
}
