package org.roundhouse.ui.designer;

import static org.roundhouse.text.Messages.UI;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.roundhouse.analysis.sim.Cell;
import org.roundhouse.analysis.sim.CellLabels;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.registry.RuleSets;

/**
 * The cells to run. A cell without a typed label is named from what differs between the cells
 * ({@link CellLabels}), so the labels are made again whenever a cell comes or goes.
 */
final class CellsModel extends NamedColumnsModel {
    final List<Cell> cells = new ArrayList<>();
    /** Per cell, the label typed for it, or null when it is named from what differs. */
    private final List<String> typed = new ArrayList<>();
    private static final String[] COLUMNS = {"designer.col.label", "designer.col.ruleSet", "designer.col.recipe", "designer.col.players",
        "designer.col.bots", "designer.col.options"};

    CellsModel() {
        super(COLUMNS);
    }

    /** Adds a cell; {@code typedLabel} is the label the designer gave it, or null or blank to name it from what differs. */
    void add(Cell c, String typedLabel) {
        cells.add(c);
        typed.add(typedLabel == null || typedLabel.isBlank() ? null : typedLabel.trim());
        relabel();
        fireTableDataChanged();
    }

    void remove(int row) {
        cells.remove(row);
        typed.remove(row);
        relabel();
        fireTableDataChanged();
    }

    /** The label a cell would get if it were added now, with the labels of the others made again. */
    String labelIfAdded(Cell c, String typedLabel) {
        List<Cell> more = new ArrayList<>(cells);
        more.add(c);
        List<String> t = new ArrayList<>(typed);
        t.add(typedLabel == null || typedLabel.isBlank() ? null : typedLabel.trim());
        return labels(more, t).get(more.size() - 1);
    }

    private void relabel() {
        List<String> labels = labels(cells, typed);
        for (int i = 0; i < cells.size(); i++) {
            Cell c = cells.get(i);
            cells.set(i, new Cell(labels.get(i), c.ruleSet(), c.options(), c.bots(), c.recipes()));
        }
    }

    private static List<String> labels(List<Cell> cells, List<String> typed) {
        List<String> made = CellLabels.of(cells);
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < cells.size(); i++) labels.add(typed.get(i) != null ? typed.get(i) : made.get(i));
        return CellLabels.unique(labels);
    }

    List<String> labels() {
        return cells.stream().map(Cell::label).toList();
    }

    @Override
    public int getRowCount() {
        return cells.size();
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
            case 4 -> CellLabels.lineup(c.bots());
            default -> {
                List<String> o = new ArrayList<>();
                Map<String, String> defaults = rules.defaults();
                c.options().forEach((k, v) -> {
                    if (!k.equals(recipeTag) && !v.equals(defaults.get(k))) o.add(k + "=" + v);
                });
                if (o.isEmpty()) o.add(UI.text("designer.col.defaults"));
                yield String.join(" ", o);
            }
        };
    }
}
