package org.roundhouse.ui.designer;

import static org.roundhouse.text.Messages.UI;

import javax.swing.table.AbstractTableModel;

/** A designer table whose columns are fixed and named once, by their keys in the ui bundle. */
abstract class NamedColumnsModel extends AbstractTableModel {
    private final String[] columns;

    NamedColumnsModel(String[] columnKeys) {
        this.columns = columnKeys.clone();
    }

    @Override
    public final int getColumnCount() {
        return columns.length;
    }

    @Override
    public final String getColumnName(int c) {
        return UI.text(columns[c]);
    }
}
