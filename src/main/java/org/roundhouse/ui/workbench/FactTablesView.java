package org.roundhouse.ui.workbench;

import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingConstants;
import javax.swing.UIManager;

import net.miginfocom.swing.MigLayout;

import org.roundhouse.board.Board;
import org.roundhouse.engine.FactTable;
import org.roundhouse.engine.SeatMarks;

/**
 * A rule set's own tables ({@link org.roundhouse.engine.PositionFacts#tables}) as they are:
 * each a heading, a row of column heads and rows of cells (text, numbers right-aligned,
 * companies as their colour and abbreviation), and its note. It knows no rule set, so the
 * decks panel and the company rows show whatever tables a rule set gives. Components are
 * named {@code <prefix>.<key>} (the table), {@code .<row>.<column>} (a cell) and
 * {@code .note}, for tests.
 */
final class FactTablesView extends JPanel {
    private final String prefix;
    private List<FactTable> shown = List.of();
    private Board shownBoard;
    private List<String> shownNames = List.of();

    FactTablesView(String prefix) {
        super(new MigLayout("wrap 1, fillx, insets 0, gapy 6", "[grow, fill]"));
        this.prefix = prefix;
        setName(prefix);
        setOpaque(false);
    }

    /**
     * Shows the tables; a table whose key is in {@code leaveOut} is not shown. A column head
     * naming a seat ({@link FactTable#seatHead}) shows the player's name from {@code names}.
     */
    void setTables(List<FactTable> tables, Board board, List<String> names, List<String> leaveOut) {
        List<FactTable> wanted = tables.stream().filter(t -> !leaveOut.contains(t.key())).toList();
        if (wanted.equals(shown) && board == shownBoard && names.equals(shownNames)) return;
        shown = wanted;
        shownBoard = board;
        shownNames = List.copyOf(names);
        removeAll();
        for (FactTable t : wanted) add(table(t, board, shownNames), "growx, wmin 0");
        setVisible(!wanted.isEmpty());
        revalidate();
        repaint();
    }

    List<FactTable> tables() {
        return shown;
    }

    /** A table as lines of text ("Pile | Share | UP bribes", "1 | DM | 2 UP", …), for tests and screen readers. */
    static String text(FactTable t, Board board, List<String> names) {
        t = named(t, names);
        List<String> lines = new ArrayList<>();
        lines.add(t.title());
        lines.add(String.join(" | ", t.columns().stream().map(h -> head(h, names)).toList()));
        for (List<FactTable.Cell> row : t.rows()) {
            List<String> cells = new ArrayList<>();
            for (FactTable.Cell c : row) cells.add(c.isCompany() ? board.companyAbbreviation(c.company()) : c.text());
            lines.add(String.join(" | ", cells));
        }
        if (t.note() != null) lines.add(t.note());
        return String.join("\n", lines);
    }

    /** The head as shown: a seat's head is its player's name. */
    static String head(String head, List<String> names) {
        int seat = FactTable.seatOfHead(head);
        if (seat < 0) return head;
        return seat < names.size() ? names.get(seat) : "S" + (seat + 1);
    }

    /** The table with every seat its cells, tips and note name ({@link SeatMarks}) written as the player's name. */
    static FactTable named(FactTable t, List<String> names) {
        IntFunction<String> name = seat -> seat >= 0 && seat < names.size() ? names.get(seat) : null;
        List<List<FactTable.Cell>> rows = t.rows().stream().map(row -> row.stream().map(c -> named(c, name)).toList()).toList();
        return new FactTable(t.key(), t.title(), t.columns(), rows, SeatMarks.named(t.note(), name));
    }

    static FactTable.Cell named(FactTable.Cell c, IntFunction<String> names) {
        return new FactTable.Cell(SeatMarks.named(c.text(), names), c.number(), c.company(), SeatMarks.named(c.tip(), names));
    }

    private JPanel table(FactTable t, Board board, List<String> names) {
        t = named(t, names);
        StringBuilder cols = new StringBuilder();
        for (int i = 0; i < t.columns().size(); i++) cols.append(i == 0 ? "[left]" : "[right]");
        // a table of many columns (a holdings table of four seats, Union Pacific and the bank) keeps its columns closer, so
        // that it fits the side panel's usual width instead of scrolling sideways
        int gap = t.columns().size() > 5 ? 8 : 14;
        JPanel p = new JPanel(new MigLayout("wrap " + Math.max(1, t.columns().size()) + ", insets 0, gapx " + gap + ", gapy 2", cols.toString()));
        p.setOpaque(false);
        p.setName(prefix + "." + t.key());
        p.getAccessibleContext().setAccessibleName(t.title());
        p.getAccessibleContext().setAccessibleDescription(text(t, board, names));
        JLabel title = new JLabel(t.title());
        title.setName(prefix + "." + t.key() + ".title");
        p.add(title, "span, wrap");
        Font small = UIManager.getFont("Label.font");
        small = small.deriveFont(small.getSize2D() - 1);
        for (int i = 0; i < t.columns().size(); i++) {
            JLabel head = new JLabel(head(t.columns().get(i), names));
            head.setFont(small);
            head.setForeground(UIManager.getColor("Label.disabledForeground"));
            p.add(head, "gapleft " + (i == 0 ? 10 : 0));
        }
        for (int r = 0; r < t.rows().size(); r++) {
            List<FactTable.Cell> row = t.rows().get(r);
            for (int c = 0; c < row.size(); c++) {
                JLabel cell = cell(row.get(c), board);
                cell.setName(prefix + "." + t.key() + "." + r + "." + c);
                p.add(cell, "gapleft " + (c == 0 ? 10 : 0) + (row.get(c).number() ? ", right" : ""));
            }
        }
        if (t.note() != null) {
            JLabel note = new JLabel(t.note());
            note.setName(prefix + "." + t.key() + ".note");
            note.setFont(small);
            note.setToolTipText(t.note());
            // the note takes the table's width, not more: a long one is cut (whole in the tool tip) rather than widen the panel
            p.add(note, "span, growx, w 0:60:, gapleft 10, gaptop 2");
        }
        return p;
    }

    private static JLabel cell(FactTable.Cell c, Board board) {
        JLabel l = new JLabel();
        if (c.isCompany()) {
            String abbr = board.companyAbbreviation(c.company());
            l.setText(c.text().isEmpty() ? abbr : abbr + " " + c.text());
            l.setIcon(org.roundhouse.ui.theme.ColourSwatch.of(ChipStrip.companyColour(board, c.company())));
            l.setFont(l.getFont().deriveFont(Font.BOLD));
            l.setToolTipText(c.tip() != null ? c.tip()
                    : c.company() == board.unionPacific() ? "Union Pacific" : board.company(c.company()).name());
        } else {
            l.setText(c.text());
            l.setToolTipText(c.tip());
            if (c.number()) {
                l.setHorizontalAlignment(SwingConstants.RIGHT);
                l.setFont(l.getFont().deriveFont(Font.BOLD));
            }
            if (c == FactTable.Cell.EMPTY || "—".equals(c.text())) l.setForeground(UIManager.getColor("Label.disabledForeground"));
        }
        return l;
    }
}
