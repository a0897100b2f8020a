package org.roundhouse.ui.designer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.swing.table.AbstractTableModel;

import org.roundhouse.analysis.sim.Cell;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.registry.RuleSets;

/** The cells to run. */
final class CellsModel extends AbstractTableModel {
    final List<Cell> cells = new ArrayList<>();
    private static final String[] COLUMNS = {"Label", "Rule set", "Recipe", "Players", "Bots", "Options"};

    void add(Cell c) {
        cells.add(c);
        fireTableRowsInserted(cells.size() - 1, cells.size() - 1);
    }

    void remove(int row) {
        cells.remove(row);
        fireTableRowsDeleted(row, row);
    }

    List<String> labels() {
        return cells.stream().map(Cell::label).toList();
    }

    @Override
    public int getRowCount() {
        return cells.size();
    }

    @Override
    public int getColumnCount() {
        return COLUMNS.length;
    }

    @Override
    public String getColumnName(int c) {
        return COLUMNS[c];
    }

    @Override
    public Object getValueAt(int row, int col) {
        Cell c = cells.get(row);
        RuleSet rules = RuleSets.require(c.ruleSet());
        String recipeTag = rules.deckRecipeOption().map(RuleOption::tag).orElse(null);
        return switch (col) {
            case 0 -> c.label();
            case 1 -> c.ruleSet();
            case 2 -> recipeTag == null ? "" : c.options().getOrDefault(recipeTag, "");
            case 3 -> c.players();
            case 4 -> String.join(" ", c.bots());
            default -> {
                List<String> o = new ArrayList<>();
                Map<String, String> defaults = rules.defaults();
                c.options().forEach((k, v) -> {
                    if (!k.equals(recipeTag) && !v.equals(defaults.get(k))) o.add(k + "=" + v);
                });
                if (o.isEmpty()) o.add("defaults");
                yield String.join(" ", o);
            }
        };
    }
}
