package org.roundhouse.ui.designer;

import javax.swing.table.AbstractTableModel;

/** A designer table whose columns are fixed and named once. */
abstract class NamedColumnsModel extends AbstractTableModel {
    private final String[] columns;

    NamedColumnsModel(String[] columns) {
        this.columns = columns.clone();
    }

    @Override
    public final int getColumnCount() {
        return columns.length;
    }

    @Override
    public final String getColumnName(int c) {
        return columns[c];
    }
}
