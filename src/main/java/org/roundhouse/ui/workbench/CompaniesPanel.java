package org.roundhouse.ui.workbench;

import static org.roundhouse.text.Messages.UI;

import org.roundhouse.ui.text.Terms;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Font;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.util.Set;

import javax.swing.AbstractAction;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.SwingConstants;
import javax.swing.UIManager;
import javax.swing.table.AbstractTableModel;
import javax.swing.table.DefaultTableCellRenderer;
import javax.swing.table.JTableHeader;
import javax.swing.table.TableColumnModel;

import org.roundhouse.board.Board;
import org.roundhouse.engine.PositionFacts;

/**
 * The companies at the current position: value, trains on the board and left, shares played
 * and left (or, in a player's-eye view, unseen), the majority holders and how many sections
 * the company could build on next (for a rule set with a map). Selecting a company marks those
 * sections on the map. A rule set's own columns ({@link PositionFacts#companyColumns}) follow.
 */
final class CompaniesPanel extends JPanel implements WorkbenchModel.Listener {
    static final int COMPANY = 0;
    static final int VALUE = 1;
    static final int TRAINS = 2;
    static final int TRAINS_LEFT = 3;
    static final int PLAYED = 4;
    static final int LEFT = 5;
    static final int PRIMARY = 6;
    static final int SECONDARY = 7;
    static final int REACH = 8;
    /** The rule set's own columns are {@code EXTRA + i} in {@link #columns}. */
    static final int EXTRA = 100;

    private final WorkbenchModel model;
    private final Model tableModel = new Model();
    private final JTable table;
    private boolean syncing;
    /** What each model column shows: one of the constants above, a rule set's column from {@link #EXTRA}. */
    private int[] columns = {};

    CompaniesPanel(WorkbenchModel model) {
        super(new BorderLayout());
        this.model = model;
        this.table = new JTable(tableModel) {
            /** Stretched to the viewport while every column fits its head and cells; narrower, it scrolls sideways. */
            @Override
            public boolean getScrollableTracksViewportWidth() {
                return getParent() == null || getPreferredSize().width <= getParent().getWidth();
            }
        };
        setName("companiesPanel");
        table.setName("companiesTable");
        table.setFillsViewportHeight(true);
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        table.setShowVerticalLines(false);
        table.setRowHeight(Math.max(table.getRowHeight(), 24));
        table.setAutoCreateColumnsFromModel(true);
        table.getTableHeader().setReorderingAllowed(false);
        table.getAccessibleContext().setAccessibleName(UI.text("companies.title"));
        table.setDefaultRenderer(Object.class, new CellRenderer());
        table.getSelectionModel().addListSelectionListener(e -> {
            if (syncing || e.getValueIsAdjusting() || !model.hasDocument()) return;
            int row = table.getSelectedRow();
            int company = row < 0 ? -1 : row;
            model.setSelectedCompany(company >= 0 && company < model.facts().unionPacific ? company : -1);
        });
        table.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), "clearCompany");
        table.getActionMap().put("clearCompany", new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                table.clearSelection();
            }
        });
        JScrollPane scroll = new JScrollPane(table);
        scroll.setBorder(BorderFactory.createEmptyBorder());
        add(scroll, BorderLayout.CENTER);
        model.addListener(this);
    }

    JTable table() {
        return table;
    }

    @Override
    public void changed(WorkbenchModel m, Set<WorkbenchModel.Change> changes) {
        if (!m.hasDocument()) return;
        int[] now = columnsFor(m.facts());
        boolean reshaped = !java.util.Arrays.equals(now, columns);
        if (reshaped || changes.contains(WorkbenchModel.Change.DOCUMENT) || changes.contains(WorkbenchModel.Change.PERSPECTIVE)) {
            columns = now;
            tableModel.fireTableStructureChanged();
            sizeColumns();
        } else if (changes.contains(WorkbenchModel.Change.CURSOR) || changes.contains(WorkbenchModel.Change.RECORD)) {
            tableModel.fireTableRowsUpdated(0, Math.max(0, tableModel.getRowCount() - 1));
            // "In deck" becomes "In deck or ?" while hands left unknown could hold some of those cards
            int view = table.convertColumnIndexToView(LEFT);
            String name = tableModel.getColumnName(LEFT);
            if (view >= 0 && !name.equals(table.getColumnModel().getColumn(view).getHeaderValue())) {
                table.getColumnModel().getColumn(view).setHeaderValue(name);
                table.getTableHeader().repaint();
            }
        }
        int want = m.selectedCompany();
        if (want != table.getSelectedRow() && !(want < 0 && table.getSelectedRow() == m.facts().unionPacific)) {
            syncing = true;
            try {
                if (want < 0) table.clearSelection();
                else table.setRowSelectionInterval(want, want);
            } finally {
                syncing = false;
            }
        }
    }

    /** The columns the facts call for: Reach only with a map, then the rule set's own. */
    private static int[] columnsFor(PositionFacts f) {
        java.util.List<Integer> c = new java.util.ArrayList<>(java.util.List.of(COMPANY, VALUE, TRAINS, TRAINS_LEFT, PLAYED, LEFT, PRIMARY, SECONDARY));
        if (f.buildsOnMap()) c.add(REACH);
        for (int i = 0; i < f.companyColumns.size(); i++) c.add(EXTRA + i);
        return c.stream().mapToInt(Integer::intValue).toArray();
    }

    /** What the model column shows (one of the constants, or {@link #EXTRA} + i), -1 for none. */
    int shows(int modelColumn) {
        return modelColumn >= 0 && modelColumn < columns.length ? columns[modelColumn] : -1;
    }

    /** The width the column's head and widest cell take, so that neither is cut ("Compa…"). */
    private int contentWidth(int column) {
        if (!model.hasDocument()) return 0;
        var head = table.getTableHeader().getDefaultRenderer()
                .getTableCellRendererComponent(table, tableModel.getColumnName(column), false, false, -1, column);
        int width = head.getPreferredSize().width;
        for (int row = 0; row < table.getRowCount(); row++) {
            var cell = table.prepareRenderer(table.getCellRenderer(row, column), row, column);
            width = Math.max(width, cell.getPreferredSize().width);
        }
        return width + 10;
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;");
    }

    private void sizeColumns() {
        TableColumnModel cols = table.getColumnModel();
        int[] widths = {80, 50, 50, 45, 55, 72, 140, 140, 55};
        for (int i = 0; i < cols.getColumnCount(); i++) {
            int what = shows(i);
            int wanted = what >= 0 && what < widths.length ? widths[what] : 60;
            cols.getColumn(i).setPreferredWidth(Math.max(wanted, contentWidth(i)));
        }
        JTableHeader h = table.getTableHeader();
        if (!model.hasDocument()) return;
        PositionFacts f = model.facts();
        StringBuilder tip = new StringBuilder("<html>" + UI.text("companies.tip.value", Terms.capital(Terms.of(f.valueName)), escape(f.valueRule))
                + UI.text(f.buildsOnMap() ? "companies.tip.trains.board" : "companies.tip.trains.row")
                + (f.playedName.equals("played") ? UI.text("companies.tip.played")
                        : UI.text("companies.tip.playedNamed", Terms.capital(Terms.of(f.playedName)), Terms.of(f.playedName)))
                + UI.text(f.unionPacificLeft == PositionFacts.UNLIMITED ? "companies.tip.deck.endless" : "companies.tip.deck")
                + UI.text("companies.tip.rest"));
        if (f.buildsOnMap()) tip.append(UI.text("companies.tip.reach"));
        for (org.roundhouse.engine.FactColumn c : f.companyColumns) tip.append("<br>").append(escape(c.head())).append(": ").append(escape(c.tip()));
        h.setToolTipText(tip.append("</html>").toString());
    }

    private final class Model extends AbstractTableModel {
        @Override
        public int getRowCount() {
            return model.hasDocument() ? model.facts().companies : 0;
        }

        @Override
        public int getColumnCount() {
            return model.hasDocument() ? columns.length : 0;
        }

        @Override
        public String getColumnName(int column) {
            boolean all = !model.hasDocument() || model.facts().allSeeing();
            int what = shows(column);
            if (what >= EXTRA) return model.facts().companyColumns.get(what - EXTRA).head();
            return switch (what) {
                case COMPANY -> UI.text("companies.col.company");
                case VALUE -> Terms.capital(Terms.of(model.hasDocument() ? model.facts().valueName : "value"));
                case TRAINS -> UI.text("companies.col.trains");
                case TRAINS_LEFT -> UI.text("companies.col.left");
                case PLAYED -> Terms.capital(Terms.of(model.hasDocument() ? model.facts().playedName : "played"));
                case LEFT -> !all ? UI.text("companies.col.unseen") : model.hasDocument() && model.facts().unknownInHands > 0
                        ? UI.text("companies.col.inDeckOrUnknown") : UI.text("companies.col.inDeck");
                case PRIMARY -> UI.text("companies.col.primary");
                case SECONDARY -> UI.text("companies.col.secondary");
                case REACH -> UI.text("companies.col.reach");
                default -> "";
            };
        }

        @Override
        public Object getValueAt(int row, int column) {
            PositionFacts f = model.facts();
            boolean up = row == f.unionPacific;
            int what = shows(column);
            if (what >= EXTRA) return f.companyColumns.get(what - EXTRA).cells().get(row);
            return switch (what) {
                case COMPANY -> row;
                case VALUE -> up ? null : f.value[row];
                case TRAINS -> up ? null : f.trainsPlaced[row];
                case TRAINS_LEFT -> up ? null : f.trainsLeft[row];
                case PLAYED -> f.sharesPlayed[row];
                case LEFT -> up && f.unionPacificLeft == PositionFacts.UNLIMITED ? UI.text("decks.noEnd")
                        : f.allSeeing() ? (up ? f.unionPacificLeft : f.sharesInDeck[row]) : f.sharesUnseen[row];
                case PRIMARY -> f.primary[row];
                case SECONDARY -> f.secondary[row];
                case REACH -> up || !f.buildsOnMap() ? null : f.reachable[row].length;
                default -> null;
            };
        }
    }

    private final class CellRenderer extends DefaultTableCellRenderer {
        @Override
        public Component getTableCellRendererComponent(JTable t, Object value, boolean selected, boolean focus, int row,
                                                       int column) {
            setForeground(null); // a colour set for one cell must not stick to the next
            super.getTableCellRendererComponent(t, value, selected, focus, row, column);
            setIcon(null);
            setFont(t.getFont());
            setHorizontalAlignment(SwingConstants.LEFT);
            setToolTipText(null);
            PositionFacts f = model.facts();
            Board board = f.board;
            column = shows(t.convertColumnIndexToModel(column));
            if (value instanceof org.roundhouse.engine.FactTable.Cell marked) {
                var cell = FactTablesView.named(marked, model.document().replay()::playerName);
                setText(cell.isCompany() ? board.companyAbbreviation(cell.company()) + (cell.text().isEmpty() ? "" : " " + cell.text()) : cell.text());
                if (cell.isCompany()) setIcon(org.roundhouse.ui.theme.ColourSwatch.of(ChipStrip.companyColour(board, cell.company())));
                setHorizontalAlignment(cell.number() ? SwingConstants.RIGHT : SwingConstants.LEFT);
                setToolTipText(cell.tip());
            } else if (column == COMPANY) {
                int c = (Integer) value;
                setIcon(org.roundhouse.ui.theme.ColourSwatch.of(ChipStrip.companyColour(board, c)));
                String name = c == f.unionPacific ? "Union Pacific" : board.company(c).name();
                setText(board.companyAbbreviation(c));
                setFont(t.getFont().deriveFont(Font.BOLD));
                setToolTipText(name);
            } else if (value instanceof int[] seats) {
                setText(names(seats));
                if (seats.length >= 1) setIcon(new PlayersPanel.SeatIcon(seats[0], 14));
                if (seats.length >= 1) setToolTipText(getText());
                if (seats.length == 0) {
                    boolean both = column == SECONDARY && f.primary[row].length == 1 && row != f.unionPacific && f.soleHolderPaidTwice;
                    setText(both ? UI.text("companies.both") : "—");
                    if (both) setToolTipText(UI.text("companies.both.tip"));
                }
                if (seats.length == 0) setForeground(UIManager.getColor(selected ? "Table.selectionForeground"
                        : "Label.disabledForeground"));
            } else if (value == null) {
                setText("—");
                setHorizontalAlignment(SwingConstants.RIGHT);
            } else {
                setHorizontalAlignment(SwingConstants.RIGHT);
                if (value instanceof String words) setToolTipText(words.equals(UI.text("decks.noEnd")) ? UI.text("decks.noEnd.tip") : null);
                if (column == REACH && model.selectedCompany() == row) setFont(t.getFont().deriveFont(Font.BOLD));
            }
            return this;
        }

        /** "Anna", or "Tie: Anna, Ben, Fay" (the tie first, so a narrow column cannot cut it off). */
        private String names(int[] seats) {
            StringBuilder b = new StringBuilder(seats.length > 1 ? UI.text("companies.tie") : "");
            for (int i = 0; i < seats.length; i++) {
                if (i > 0) b.append(", ");
                b.append(model.document().replay().playerName(seats[i]));
            }
            return b.toString();
        }
    }
}
