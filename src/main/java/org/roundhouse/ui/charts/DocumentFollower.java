package org.roundhouse.ui.charts;

import static org.roundhouse.text.Messages.UI;

import org.roundhouse.ui.text.Terms;
import java.util.List;
import java.util.function.IntConsumer;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.DocumentListener;
import org.roundhouse.ui.doc.GameDocument;

/**
 * Ties a {@link ChartsPanel} to a {@link GameDocument}: the charts show the line through
 * the cursor (recomputed only when that line or the record changes), with the main line as
 * the dashed comparison while the cursor is on a variation; the marker follows the cursor;
 * a click moves the cursor to the node of the clicked position. Both lines end where the
 * panel's {@linkplain ChartsPanel#horizon() horizon} does (at the cursor while the future is hidden).
 */
final class DocumentFollower {
    private final ChartsPanel panel;
    private final GameDocument document;
    private final IntConsumer onClick;
    private List<MoveNode> line = List.of();
    private int version = -1;
    private final DocumentListener listener = DocumentListener.onAnyChange(this::refresh);

    DocumentFollower(ChartsPanel panel, GameDocument document) {
        this.panel = panel;
        this.document = document;
        this.onClick = index -> {
            if (index >= 0 && index < line.size()) document.setCursor(line.get(index));
        };
        document.addListener(listener);
        panel.addPositionListener(onClick);
        refresh();
    }

    void detach() {
        document.removeListener(listener);
        panel.removePositionListener(onClick);
    }

    void refresh() {
        MoveNode cursor = document.cursor();
        org.roundhouse.ui.doc.Horizon horizon = panel.horizon();
        boolean stop = horizon.hidesFuture();
        List<MoveNode> through = horizon.cut(GameSeries.lineThrough(cursor));
        boolean changed = document.version() != version || !sameNodes(through, line);
        if (changed) {
            version = document.version();
            line = through;
            if (through.isEmpty()) {
                panel.setSeries(null, null);
            } else {
                GameSeries series = GameSeries.of(document.replay(), through);
                List<MoveNode> mainLine = document.record().mainLine();
                int parted = 0;
                while (parted < through.size() && parted < mainLine.size() && through.get(parted) == mainLine.get(parted)) {
                    parted++;
                }
                boolean onMain = parted == through.size() && (stop || parted == mainLine.size());
                if (onMain || mainLine.isEmpty()) {
                    panel.setSeries(series, UI.text("charts.mainLine"), null, null);
                } else {
                    MoveNode fork = through.get(Math.min(parted, through.size() - 1));
                    panel.setSeries(series, UI.text("charts.variationFrom", fork.moveNumber()),
                            GameSeries.of(document.replay(), horizon.cut(mainLine)), UI.text("compare.short.main"));
                }
            }
        }
        panel.setCursorIndex(cursor.isRoot() ? -1 : line.indexOf(cursor));
    }

    private static boolean sameNodes(List<MoveNode> a, List<MoveNode> b) {
        if (a.size() != b.size()) return false;
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i) != b.get(i)) return false;
        }
        return true;
    }
}
