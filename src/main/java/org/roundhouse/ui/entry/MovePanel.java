package org.roundhouse.ui.entry;

import static org.roundhouse.text.Messages.UI;

import java.awt.BorderLayout;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.UIManager;

import net.miginfocom.swing.MigLayout;

import org.roundhouse.engine.Move;
import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.DocumentListener;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.MoveEntry;
import org.roundhouse.ui.rules.Cards;
import org.roundhouse.ui.rules.EntryForm;
import org.roundhouse.ui.rules.TableEntry;
import org.roundhouse.ui.rules.registry.Workbenches;
import org.roundhouse.ui.rules.WrapLayout;
import org.roundhouse.ui.text.TurnDescriber;
import org.roundhouse.ui.widgets.WidthTrackingPanel;

/**
 * The move panel: at the document's cursor, the steps the rules allow now, one at a time.
 * The panel is the same for every rule set (the title, the context line, Take Back,
 * "Why not?", the message, the player's-eye veil); the rows of steps come from the rule
 * set's entry plugin ({@link TableEntry}, found by {@link Workbenches}): for the base game a
 * track draw or a card turned up offers the cards that can come and sampling, the action
 * offers builds (the map shows where a train may go, a click there builds), investments and
 * the pass, then the share take, the discard and the exchange. A rule set without a plugin
 * is entered from the list of its legal moves. Every step is an undoable edit of the
 * document ({@link MoveEntry}). "Why not?" lists what is not possible now with the rules'
 * reason.
 *
 * <p>Moves are made in the all-seeing view only: every step needs the mover's hand or the
 * deck (the cards a build may use, the card that came off the deck), which a player's-eye
 * view hides. Through one player's eyes the panel says so and offers to show all cards.
 *
 * <p>For the event dispatch thread. The panel follows the document it is given.
 */
public final class MovePanel extends JPanel {
    private final JLabel title = new JLabel(" ");
    private final JLabel context = new JLabel(" ");
    /** Follows the width of the scroll pane, so rows wrap instead of scrolling sideways. */
    private final JPanel body = new WidthTrackingPanel();
    private final JTextArea message = new JTextArea(2, 30);
    private final JButton whyNot = new JButton(UI.text("move.whyNot"));
    private final JButton undoStep = new JButton(UI.text("move.takeBack"));
    private final List<Runnable> targetListeners = new CopyOnWriteArrayList<>();
    private final DocumentListener follow = DocumentListener.onAnyChange(this::refresh);
    private GameDocument document;
    private MoveEntry entry;
    private final EntryForm form = new Form();
    /** The rule set's entry plugin for the document. */
    private TableEntry plugin;
    /** What a click on the map does with the rows shown now. */
    private TableEntry.MapClicks clicks = TableEntry.MapClicks.NONE;
    private int[] targets;
    /** The seat whose eyes the workbench looks through, or {@link TurnDescriber#ALL_SEEING}. */
    private int viewer = TurnDescriber.ALL_SEEING;
    private Runnable showAll = () -> { };
    /** What the panel may tell of the record (the workbench's horizon); everything unless told. */
    private java.util.function.Supplier<org.roundhouse.ui.doc.Horizon> horizon = () -> org.roundhouse.ui.doc.Horizon.EVERYTHING;

    public MovePanel() {
        super(new BorderLayout());
        setFocusable(true);
        setName("movePanel");
        JPanel head = new JPanel(new MigLayout("insets 6 8 2 8, fillx", "[][grow, fill][][]", "[]0[]"));
        title.setName("move.title");
        title.putClientProperty("FlatLaf.styleClass", "h4");
        context.setName("move.context");
        context.putClientProperty("FlatLaf.styleClass", "small");
        whyNot.setName("move.whyNot");
        whyNot.setIcon(org.roundhouse.ui.theme.Icons.get("why-not"));
        whyNot.setToolTipText(UI.text("move.whyNot.tip"));
        whyNot.addActionListener(e -> showWhyNot());
        undoStep.setName("move.undo");
        undoStep.setIcon(org.roundhouse.ui.theme.Icons.get("undo"));
        undoStep.setToolTipText(UI.text("move.takeBack.tip"));
        undoStep.addActionListener(e -> {
            if (document != null && document.canUndo()) document.undo();
        });
        head.add(title, "spanx 2");
        head.add(undoStep, "sg hb");
        head.add(whyNot, "sg hb, wrap");
        head.add(context, "spanx 4, wmin 0");
        body.setName("move.body");
        message.setName("move.message");
        message.setEditable(false);
        message.setFocusable(false);
        message.setLineWrap(true);
        message.setWrapStyleWord(true);
        message.setOpaque(false);
        message.setBorder(BorderFactory.createEmptyBorder(2, 8, 6, 8));
        JScrollPane scroll = new JScrollPane(body);
        scroll.setBorder(BorderFactory.createEmptyBorder());
        scroll.getVerticalScrollBar().setUnitIncrement(16);
        add(head, BorderLayout.NORTH);
        add(scroll, BorderLayout.CENTER);
        add(message, BorderLayout.SOUTH);
        refresh();
    }

    /** Follows this document (null: none). */
    public void setDocument(GameDocument doc) {
        if (doc == document) return;
        if (document != null) document.removeListener(follow);
        document = doc;
        if (doc != null) doc.addListener(follow);
        refresh();
    }

    /**
     * Whose eyes the workbench looks through: {@link TurnDescriber#ALL_SEEING}, or a seat,
     * which hides the moves (they would show the hands and the deck).
     */
    public void setViewer(int seat) {
        if (seat == viewer) return;
        viewer = seat;
        refresh();
    }

    /**
     * Where the panel learns what it may tell of the record: while the future is hidden it does
     * not say whether the record goes on after the cursor. Call {@link #horizonChanged()} when
     * the answer changes other than by the cursor.
     */
    public void setHorizon(java.util.function.Supplier<org.roundhouse.ui.doc.Horizon> source) {
        horizon = java.util.Objects.requireNonNull(source);
        refresh();
    }

    /** The horizon changed (an option or the viewer): the panel says again what it may. */
    public void horizonChanged() {
        refresh();
    }

    /** What "Show All Cards" does in a player's-eye view (the workbench switches to the all-seeing view). */
    public void setShowAllAction(Runnable r) {
        showAll = r;
    }

    /** True while a player's-eye view hides the moves. */
    public boolean isVeiled() {
        return document != null && viewer != TurnDescriber.ALL_SEEING && entry != null && !entry.isOver();
    }

    /** The position being entered, or null without a document. */
    public MoveEntry entry() {
        return entry;
    }

    // ---- the map

    /** The sections where the chosen build may go (to emphasise on the map), or null when no build is being chosen. */
    public int[] buildTargets() {
        return targets;
    }

    /** Called when {@link #buildTargets()} changed. */
    public void addTargetsListener(Runnable r) {
        targetListeners.add(r);
    }

    /**
     * A click on a section of the map: builds there when a build is being chosen and the
     * train may go there; otherwise says why not. Returns what happened in words, or empty
     * when no build is being chosen.
     */
    public Optional<String> sectionClicked(int section) {
        if (targets == null || entry == null) return Optional.empty();
        return clicks.sectionClicked(section);
    }

    // ---- building the panel

    private void refresh() {
        // the button that made the step goes with the old rows: keep the focus here rather than let
        // it fall to the next field (the find box), so the arrow keys go on moving through the game
        java.awt.Component focused = java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
        boolean focusInRows = focused != null && javax.swing.SwingUtilities.isDescendingFrom(focused, body);
        body.removeAll();
        body.setLayout(new MigLayout("insets 4 8 4 8, fillx, hidemode 3", "[][grow, fill]"));
        clicks = TableEntry.MapClicks.NONE;
        int[] oldTargets = targets;
        targets = null;
        message.setText("");
        if (document == null) {
            entry = null;
            title.setText(UI.text("move.noGame"));
            context.setText(" ");
            whyNot.setEnabled(false);
            undoStep.setEnabled(false);
        } else {
            plugin = Workbenches.entry(document.replay().game());
            entry = MoveEntry.at(document, plugin::stepName);
            whyNot.setEnabled(!entry.isOver());
            undoStep.setEnabled(document.canUndo());
            undoStep.setToolTipText(UI.text("move.takeBack.named", document.undoable().map(e -> UI.text("edit.undoNamed", e.name())).orElse(UI.text("move.nothingToTakeBack"))));
            header();
            if (isVeiled()) {
                veil();
            } else {
                phaseRows();
            }
        }
        body.revalidate();
        body.repaint();
        if (focusInRows) requestFocusInWindow();
        if (!java.util.Arrays.equals(oldTargets, targets)) fireTargets();
    }

    /** Today's rows, by the rule set's plugin; a plugin that fails leaves the panel usable and says why. */
    private void phaseRows() {
        try {
            clicks = plugin.rows(entry, form);
        } catch (RuntimeException e) {
            body.removeAll();
            clicks = TableEntry.MapClicks.NONE;
            body.add(note(UI.text("move.failed", e.getMessage()), "move.failed"), "spanx 2, wmin 0, w 100:300:, growx, wrap");
        }
    }

    /** A player's-eye view: what the moves would show is hidden, and how to see it. */
    private void veil() {
        whyNot.setEnabled(false);
        String name = document.replay().playerName(viewer);
        body.add(note(UI.text("move.veil", name), "move.veil"),
                "spanx 2, wmin 0, w 100:300:, growx, wrap");
        JButton all = new JButton(UI.text("move.showAll"));
        all.setName("move.showAll");
        all.setIcon(org.roundhouse.ui.theme.Icons.get("eye"));
        all.setToolTipText(UI.text("move.showAll.tip"));
        all.addActionListener(e -> showAll.run());
        body.add(all, "spanx 2, growx 0, wrap");
    }

    private void header() {
        MoveNode cursor = document.cursor();
        int number = entry.beginsTurn() ? cursor.moveNumber() + 1 : cursor.moveNumber();
        String what = plugin.heading(entry, document.replay()::playerName);
        boolean over = entry.isOver();
        title.setText(over ? what : UI.text("move.title", Math.max(0, number), what));
        title.setIcon(over || entry.state().isSimultaneous() ? null : Cards.seat(entry.seat()));
        StringBuilder c = new StringBuilder();
        if (!entry.beginsTurn()) {
            List<Move> so = entry.stepsSoFar();
            List<String> done = new ArrayList<>();
            try {
                done.addAll(new TurnDescriber(document.replay().game(), document.replay()::playerName).steps(cursor.turn(), viewer, entry.state()));
            } catch (RuntimeException e) {
                // a rule set still without words: the plugin's short descriptions
                for (Move m : so) done.add(plugin.describe(m));
            }
            c.append(UI.text("move.soFar", String.join(", ", done.subList(0, Math.min(done.size(), so.size())))));
        } else if (horizon.get().hidesFuture()) {
            // whether the record goes on from here belongs to the future: not a word of it
        } else if (entry.opensVariation()) {
            c.append(UI.text("move.opensVariation", document.cursor().children().size()));
        } else if (!over) {
            c.append(cursor.isMainLine() ? UI.text("move.continuesMainLine") : UI.text("move.continuesVariation"));
        }
        if (!over) plugin.aside(entry, document.replay()::playerName).ifPresent(a -> c.append("  ").append(a));
        context.setText(c.length() == 0 ? " " : c.toString());
        context.setToolTipText(c.length() == 0 ? null : c.toString());
    }

    /** The rows' side of the panel, for the rule set's plugin. */
    private final class Form implements EntryForm {
        @Override
        public void row(String label, JComponent content) {
            label(label);
            body.add(content, "growx, wmin 0, w 100:300:, wrap");
        }

        @Override
        public void under(JComponent content) {
            body.add(new JLabel(), "");
            body.add(content, content instanceof JTextArea ? "wmin 0, w 100:300:, growx, wrap" : "growx 0, wrap");
        }

        @Override
        public void wide(JComponent content) {
            // a note takes the panel's whole width: left to itself, a wrapping text area sizes itself to a narrow column
            body.add(content, (content instanceof JTextArea ? "growx, wmin 0, w 100:300:, " : "") + "spanx 2, wrap, gapbottom 4");
        }

        @Override
        public JButton stepButton(String name, String text, javax.swing.Icon icon, Move step, String tip) {
            return button(name, text, icon, step, tip);
        }

        @Override
        public JPanel flow() {
            return MovePanel.flow();
        }

        @Override
        public JTextArea note(String text, String name) {
            return MovePanel.note(text, name);
        }

        @Override
        public void play(Move step) {
            MovePanel.this.play(step);
        }

        @Override
        public void run(Runnable action) {
            MovePanel.this.run(action);
        }

        @Override
        public void say(String text, boolean problem) {
            MovePanel.this.say(text, problem);
        }

        @Override
        public void setTargets(int[] sections) {
            int[] old = targets;
            targets = sections;
            if (!java.util.Arrays.equals(old, targets)) fireTargets();
        }

        @Override
        public String playerName(int seat) {
            return document.replay().playerName(seat);
        }

        @Override
        public boolean onMainLine() {
            return document.cursor().isMainLine();
        }
    }

    // ---- pieces

    private void label(String text) {
        JLabel l = new JLabel(text);
        l.putClientProperty("FlatLaf.styleClass", "semibold");
        // labels go in the first column; the row added next goes in the second
        body.add(l, "top, gaptop 4");
    }

    private static JPanel flow() {
        return new JPanel(new WrapLayout(java.awt.FlowLayout.LEFT, 4, 2));
    }

    /** A small note that wraps to the panel's width. */
    private static JTextArea note(String text, String name) {
        JTextArea t = new JTextArea(text);
        t.setName(name);
        t.setEditable(false);
        t.setFocusable(false);
        t.setLineWrap(true);
        t.setWrapStyleWord(true);
        t.setOpaque(false);
        t.setBorder(BorderFactory.createEmptyBorder());
        t.putClientProperty("FlatLaf.styleClass", "small");
        Color fg = UIManager.getColor("Label.disabledForeground");
        if (fg != null) t.setForeground(fg);
        return t;
    }

    private JButton button(String name, String text, javax.swing.Icon icon, Move step, String tip) {
        JButton b = new JButton(text, icon);
        b.setName(name);
        if (tip != null) b.setToolTipText(tip);
        b.addActionListener(e -> play(step));
        return b;
    }

    private void play(Move step) {
        run(() -> entry.play(step));
    }

    private void run(Runnable r) {
        try {
            r.run();
        } catch (IllegalArgumentException | IllegalStateException e) {
            say(UI.text("move.notPossible", e.getMessage()), true);
        }
    }

    private void say(String text, boolean problem) {
        message.setText(text);
        Color c = problem ? UIManager.getColor("Component.error.focusedBorderColor") : UIManager.getColor("Label.foreground");
        message.setForeground(c == null ? (problem ? new Color(0xB3261E) : Color.DARK_GRAY) : problem ? c.darker() : c);
    }

    /** The current message (reasons, what was sampled). */
    public String messageText() {
        return message.getText();
    }

    private void fireTargets() {
        for (Runnable r : targetListeners) r.run();
    }

    // ---- why not

    private void showWhyNot() {
        if (entry == null) return;
        Map<String, List<TableEntry.Reason>> groups = new java.util.LinkedHashMap<>();
        for (TableEntry.Reason r : plugin.whyNot(entry)) groups.computeIfAbsent(r.group(), g -> new ArrayList<>()).add(r);
        JPopupMenu menu = new JPopupMenu();
        menu.setName("move.whyNot.menu");
        if (groups.isEmpty()) {
            JMenuItem none = new JMenuItem(UI.text("move.whyNot.none"));
            none.setEnabled(false);
            menu.add(none);
        }
        for (Map.Entry<String, List<TableEntry.Reason>> g : groups.entrySet()) {
            JMenu sub = new JMenu(g.getKey());
            sub.setName("move.whyNot." + g.getKey());
            for (TableEntry.Reason item : g.getValue()) {
                JMenuItem mi = new JMenuItem(item.label());
                mi.setName("move.whyNot.item." + item.label());
                mi.setToolTipText(item.sentence());
                mi.addActionListener(e -> say(item.label() + ": " + item.sentence() + ".", true));
                sub.add(mi);
            }
            menu.add(sub);
        }
        menu.show(whyNot, 0, whyNot.getHeight());
    }

    JComponent bodyForTests() {
        return body;
    }
}
