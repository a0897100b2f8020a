package org.roundhouse.ui.workbench;

import static org.roundhouse.text.Messages.UI;

import org.roundhouse.engine.GameState;
import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import javax.swing.BorderFactory;
import javax.swing.ButtonGroup;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTable;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingConstants;
import javax.swing.table.AbstractTableModel;
import javax.swing.table.DefaultTableCellRenderer;

import net.miginfocom.swing.MigLayout;

import org.roundhouse.engine.PublicView;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Replay;
import org.roundhouse.text.Messages;
import org.roundhouse.ui.doc.Horizon;
import org.roundhouse.ui.doc.Navigator;
import org.roundhouse.ui.text.Terms;

/**
 * The "Compare" tab: the standings of two lines side by side (the main line and a
 * variation, or any two), at the ends of the lines or at the same move number: each
 * player's cash in both, the difference, and the shares played. The charts tab overlays
 * the main line on a variation the same way.
 */
final class ComparePanel extends JPanel implements WorkbenchModel.Listener {
    /**
     * A line of the tree: the path to its first move and on through main continuations, as far
     * as the horizon it was listed under lets a view show it.
     */
    record Line(MoveNode head, String label, Horizon horizon) {
        Line(MoveNode head, String label) {
            this(head, label, Horizon.EVERYTHING);
        }

        MoveNode end() {
            return horizon.end(head);
        }

        /** The node of the line at the move number, or its end when it is shorter. */
        MoveNode at(int move) {
            List<MoveNode> nodes = horizon.cut(Navigator.line(head));
            int i = Math.max(0, Math.min(nodes.size() - 1, move + 1));
            return nodes.get(i);
        }

        @Override
        public String toString() {
            return label;
        }
    }

    private final WorkbenchModel model;
    private final JComboBox<Line> first = new JComboBox<>();
    private final JComboBox<Line> second = new JComboBox<>();
    private final JRadioButton ends = new JRadioButton(UI.text("compare.ends"));
    private final JRadioButton atMove = new JRadioButton(UI.text("compare.atMove"), true);
    private final JSpinner move = new JSpinner(new SpinnerNumberModel(0, 0, 100_000, 1));
    private final JLabel where = new JLabel(" ");
    private final Standings table = new Standings();
    private final JTable view = new JTable(table);
    private boolean updating;
    private MoveNode lastFollowed;
    /** The horizon the lines were listed under. */
    private Horizon listed = Horizon.EVERYTHING;

    ComparePanel(WorkbenchModel model) {
        super(new BorderLayout());
        this.model = model;
        setName("comparePanel");
        first.setName("compare.a");
        second.setName("compare.b");
        ends.setName("compare.ends");
        atMove.setName("compare.atMove");
        move.setName("compare.move");
        where.setName("compare.where");
        view.setName("compare.table");
        ButtonGroup g = new ButtonGroup();
        g.add(ends);
        g.add(atMove);
        DefaultListCellRenderer r = new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean sel, boolean focus) {
                return super.getListCellRendererComponent(list, value == null ? "" : value.toString(), index, sel, focus);
            }
        };
        first.setRenderer(r);
        second.setRenderer(r);
        first.addActionListener(e -> update());
        second.addActionListener(e -> update());
        ends.addActionListener(e -> update());
        atMove.addActionListener(e -> update());
        move.addChangeListener(e -> {
            if (!updating) {
                atMove.setSelected(true);
                update();
            }
        });
        // two rows, so that a narrow dock still shows where the lines are compared
        JPanel top = new JPanel(new MigLayout("insets 6 8 4 8, fillx", "[][grow 40, fill]8[][grow 60, fill]", "[]2[]"));
        top.add(new JLabel(UI.text("compare.compare")));
        top.add(first, "wmin 120");
        top.add(new JLabel(UI.text("compare.with")));
        top.add(second, "wmin 160, wrap");
        top.add(new JLabel(UI.text("compare.where")));
        top.add(atMove, "spanx 3, split 3");
        top.add(move, "w 70!");
        top.add(ends, "gapleft 12");
        view.setRowHeight(view.getRowHeight() + 4);
        view.setFillsViewportHeight(true);
        view.setDefaultRenderer(Object.class, new Cell());
        JScrollPane scroll = new JScrollPane(view);
        scroll.setBorder(BorderFactory.createEmptyBorder());
        where.setBorder(BorderFactory.createEmptyBorder(0, 8, 4, 8));
        where.putClientProperty("FlatLaf.styleClass", "small");
        JPanel north = new JPanel(new BorderLayout());
        north.add(top, BorderLayout.NORTH);
        north.add(where, BorderLayout.SOUTH);
        add(north, BorderLayout.NORTH);
        add(scroll, BorderLayout.CENTER);
        model.addListener(this);
    }

    @Override
    public void changed(WorkbenchModel m, Set<WorkbenchModel.Change> changes) {
        if (!m.hasDocument()) return;
        Horizon h = m.horizon();
        boolean newHorizon = h.hidesFuture() != listed.hidesFuture() || h.lastMove() != listed.lastMove();
        if (newHorizon) lastFollowed = null;
        if (changes.contains(WorkbenchModel.Change.DOCUMENT) || changes.contains(WorkbenchModel.Change.RECORD) || newHorizon) fillLines();
        if (changes.contains(WorkbenchModel.Change.CURSOR) || changes.contains(WorkbenchModel.Change.DOCUMENT)
                || changes.contains(WorkbenchModel.Change.RECORD) || newHorizon) {
            followCursor();
        }
    }

    /** Every line of the tree: the main line, then each variation in tree order. */
    static List<Line> lines(MoveNode root, Replay replay) {
        return lines(root, replay, Horizon.EVERYTHING);
    }

    /**
     * The lines a view may show under the horizon: a variation that branches after it is left
     * out, and each line is as long as the horizon lets it be ("Main line to move 20" while the
     * future is hidden: its length would tell when the game ends).
     */
    static List<Line> lines(MoveNode root, Replay replay, Horizon horizon) {
        List<Line> out = new ArrayList<>();
        int mainMoves = Math.max(0, horizon.end(root).moveNumber());
        out.add(new Line(root, horizon.hidesFuture() ? UI.text("compare.main.to", mainMoves) : UI.text("compare.main", mainMoves), horizon));
        List<MoveNode> stack = new ArrayList<>();
        stack.add(root);
        List<MoveNode> heads = new ArrayList<>();
        while (!stack.isEmpty()) {
            MoveNode n = stack.remove(stack.size() - 1);
            List<MoveNode> children = n.children();
            for (int i = children.size() - 1; i >= 0; i--) stack.add(children.get(i));
            if (!n.isRoot() && n.parent().orElseThrow().indexOf(n) > 0 && horizon.shows(n)) heads.add(n);
        }
        // by the move they branch at (the walk above meets the late ones first), tree order among equals
        heads.sort(java.util.Comparator.comparingInt(MoveNode::moveNumber));
        for (MoveNode h : heads) {
            int length = horizon.end(h).moveNumber() - h.moveNumber() + 1;
            String who = h.turn().isInitial() ? "" : " (" + replay.playerName(h.turn().player()) + ")";
            String moves = horizon.hidesFuture() ? UI.text("compare.toMove", horizon.end(h).moveNumber()) : UI.text("compare.moves", length);
            out.add(new Line(h, UI.text("compare.variation", h.moveNumber(), who + (h.name().isEmpty() ? "" : " · " + h.name()), moves), horizon));
        }
        return out;
    }

    private void fillLines() {
        updating = true;
        try {
            Line a = (Line) first.getSelectedItem();
            Line b = (Line) second.getSelectedItem();
            listed = model.horizon();
            List<Line> lines = lines(model.document().record().root(), model.document().replay(), listed);
            ((SpinnerNumberModel) move.getModel()).setMaximum(listed.hidesFuture() ? Math.max(0, listed.lastMove()) : 100_000);
            first.removeAllItems();
            second.removeAllItems();
            for (Line l : lines) {
                first.addItem(l);
                second.addItem(l);
            }
            first.setSelectedIndex(indexOf(lines, a, 0));
            second.setSelectedIndex(indexOf(lines, b, nearestVariation(lines, model.cursor().moveNumber())));
        } finally {
            updating = false;
        }
        update();
    }

    /** The variation that branches closest before (or at) the move, else the first one; 0 when there is none. */
    static int nearestVariation(List<Line> lines, int moveNumber) {
        int best = lines.size() > 1 ? 1 : 0;
        for (int i = 1; i < lines.size(); i++) {
            if (lines.get(i).head().moveNumber() <= moveNumber) best = i;
        }
        return best;
    }

    private static int indexOf(List<Line> lines, Line l, int fallback) {
        if (l != null) {
            for (int i = 0; i < lines.size(); i++) if (lines.get(i).head() == l.head() && l.head().isAttached()) return i;
            if (l.head().isRoot()) return 0;
        }
        return fallback;
    }

    /** On a variation, the second line becomes the cursor's; the move follows the cursor. */
    private void followCursor() {
        MoveNode c = model.cursor();
        if (c == lastFollowed) return;
        lastFollowed = c;
        updating = true;
        try {
            if (!c.isMainLine()) {
                MoveNode head = EditActions.lineHead(c);
                for (int i = 0; i < second.getItemCount(); i++) {
                    if (second.getItemAt(i).head() == head) second.setSelectedIndex(i);
                }
            }
            move.setValue(Math.max(0, c.moveNumber()));
        } finally {
            updating = false;
        }
        update();
    }

    private void update() {
        if (updating || !model.hasDocument()) return;
        Line a = (Line) first.getSelectedItem();
        Line b = (Line) second.getSelectedItem();
        if (a == null || b == null) {
            table.set(null, null, null, null);
            return;
        }
        MoveNode na = ends.isSelected() ? a.end() : a.at((Integer) move.getValue());
        MoveNode nb = ends.isSelected() ? b.end() : b.at((Integer) move.getValue());
        Replay replay = model.document().replay();
        String played = model.facts().playedName;
        table.played = Terms.capital(Terms.of(played));
        table.set(replay, replay.game().view(replay.stateAt(na)), replay.game().view(replay.stateAt(nb)), List.of(short1(a), short1(b)));
        String apart = apart(na.moveNumber(), replay.stateAt(na).isOver(), nb.moveNumber(), replay.stateAt(nb).isOver());
        where.setText("<html>" + UI.text("compare.where.text", short1(a) + ", " + position(replay, na), short1(b) + ", " + position(replay, nb))
                + (apart.isEmpty() ? "" : "<br><b>" + apart + "</b>") + "</html>");
    }

    /**
     * A warning when the two positions are not at the same point of the game, so that the
     * difference is not read as what one line gained over the other; empty when they are.
     */
    static String apart(int firstMove, boolean firstOver, int secondMove, boolean secondOver) {
        if (firstMove == secondMove && firstOver == secondOver) return "";
        String which = firstOver != secondOver
                ? (firstOver ? UI.text("compare.apart.firstOver") : UI.text("compare.apart.secondOver"))
                : UI.text("compare.apart.moves", firstMove, secondMove);
        return UI.text("compare.apart", which);
    }

    private static String short1(Line l) {
        return l.head().isRoot() ? UI.text("compare.short.main") : UI.text("compare.short.variation", l.head().moveNumber());
    }

    private static String position(Replay replay, MoveNode n) {
        GameState s = replay.stateAt(n);
        int paid = replay.game().view(s).dividendsPaid();
        String dividend = replay.game().facts(s, org.roundhouse.engine.PositionFacts.ALL_SEEING).dividendName;
        String at = n.isRoot() ? UI.text("tree.label.start") : UI.text("finish.fromMove", n.moveNumber());
        return at + (s.isOver() ? UI.text("compare.over") : UI.text("compare.paid", paid, paid == 1 ? Terms.of(dividend) : Terms.plural(dividend)));
    }

    /** Rows: players. Columns: cash in each line, the difference, shares played in each. */
    private static final class Standings extends AbstractTableModel {
        private Replay replay;
        private PublicView a;
        private PublicView b;
        private List<String> names = List.of("first", "second");

        void set(Replay replay, PublicView a, PublicView b, List<String> names) {
            this.replay = replay;
            this.a = a;
            this.b = b;
            if (names != null) this.names = names;
            fireTableStructureChanged();
        }

        @Override
        public int getRowCount() {
            return a == null ? 0 : a.players() + (a.hasHouse() || b.hasHouse() ? 1 : 0);
        }

        @Override
        public int getColumnCount() {
            return 6;
        }

        /** "Played", or "Owned" where shares are bought and held (the nineteenth-century variant). */
        private String played = Terms.capital(Terms.of("played"));

        private String played() {
            return played;
        }

        @Override
        public String getColumnName(int c) {
            return switch (c) {
                case 0 -> UI.text("compare.col.player");
                case 1 -> UI.text("compare.col.cash1");
                case 2 -> UI.text("compare.col.cash2");
                case 3 -> UI.text("compare.col.difference");
                case 4 -> UI.text("compare.col.played1", played());
                default -> UI.text("compare.col.played2", played());
            };
        }

        @Override
        public Object getValueAt(int row, int c) {
            boolean house = row >= a.players();
            int ca = a.cashOf(row);
            int cb = b.cashOf(row);
            return switch (c) {
                case 0 -> house ? UI.text("rows.theHouse") : replay.playerName(row);
                case 1 -> Messages.money(ca) + (leads(a, row) ? "  ★" : "");
                case 2 -> Messages.money(cb) + (leads(b, row) ? "  ★" : "");
                case 3 -> (cb - ca > 0 ? "+" : cb - ca < 0 ? "−" : "±") + Math.abs(cb - ca);
                case 4 -> house ? "" : Integer.toString(played(a, row));
                default -> house ? "" : Integer.toString(played(b, row));
            };
        }

        private static boolean leads(PublicView s, int recipient) {
            if (s.cashOf(recipient) <= 0) return false;
            for (int w : s.winners()) if (w == recipient) return true;
            return false;
        }

        private int played(PublicView s, int seat) {
            int n = 0;
            for (int c = 0; c <= replay.game().board().companyCount(); c++) n += s.playedShares(seat, c);
            return n;
        }
    }

    private static final class Cell extends DefaultTableCellRenderer {
        @Override
        public Component getTableCellRendererComponent(JTable t, Object value, boolean sel, boolean focus, int row, int column) {
            super.getTableCellRendererComponent(t, value, sel, focus, row, column);
            setHorizontalAlignment(column == 0 ? SwingConstants.LEADING : SwingConstants.TRAILING);
            setFont(column == 3 ? getFont().deriveFont(Font.BOLD) : getFont());
            return this;
        }
    }
}
