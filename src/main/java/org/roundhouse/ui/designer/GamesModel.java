package org.roundhouse.ui.designer;

import static org.roundhouse.text.Messages.UI;

import java.util.List;

import org.roundhouse.analysis.sim.SimRun;

/** The games of the shown run (the first {@value SimRun#MAX_ROWS}). */
final class GamesModel extends NamedColumnsModel {
    List<SimRun.GameRow> rows = List.of();
    private static final String[] COLUMNS = {"designer.cell", "designer.col.deal", "designer.col.seed", "designer.col.rotation",
        "designer.col.length", "designer.col.winner", "designer.col.margin"};

    GamesModel() {
        super(COLUMNS);
    }

    void set(List<SimRun.GameRow> r) {
        rows = r;
        fireTableDataChanged();
    }

    @Override
    public int getRowCount() {
        return rows.size();
    }

    @Override
    public Class<?> getColumnClass(int c) {
        return switch (c) {
            case 1, 2 -> Long.class;
            case 3, 4, 6 -> Integer.class;
            default -> String.class;
        };
    }

    @Override
    public Object getValueAt(int row, int col) {
        SimRun.GameRow g = rows.get(row);
        return switch (col) {
            case 0 -> g.label();
            case 1 -> g.deal();
            case 2 -> g.seed();
            case 3 -> g.rotation();
            case 4 -> g.length();
            case 5 -> UI.text("designer.col.winnerSeat", g.winners());
            default -> g.margin();
        };
    }
}
