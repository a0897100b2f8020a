package org.roundhouse.ui.workbench;

import static org.roundhouse.text.Messages.UI;

import java.awt.Toolkit;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.ActionMap;
import javax.swing.InputMap;
import javax.swing.JComponent;
import javax.swing.KeyStroke;

import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.Navigator;
import org.roundhouse.ui.text.Terms;
import org.roundhouse.ui.theme.Icons;

/**
 * The stepping commands as Swing actions, with their keys: ←/→ (and ↑/↓ outside lists)
 * previous/next, Home/End first/last, Page Up/Page Down previous/next dividend,
 * Ctrl+↑/Ctrl+↓ previous/next comment or mark. Each is enabled only when it would move; while
 * the future is hidden the forward ones are enabled whenever the line goes on (where the next
 * dividend lies is the future's), and the comment steps find only the notes the horizon shows.
 */
final class Navigation implements WorkbenchModel.Listener {
    final Action first;
    final Action previous;
    final Action next;
    final Action last;
    final Action previousDividend;
    final Action nextDividend;
    final Action previousNote;
    final Action nextNote;
    private final WorkbenchModel model;
    private final List<Step> all;

    /** One stepping command. */
    private final class Step extends AbstractAction {
        private final Supplier<Optional<MoveNode>> target;
        private final KeyStroke[] keys;
        /** The key of the action in a component's action map (roundhouse.go-next), the same in every language. */
        private final String id;
        private boolean forward;

        /** A step forward along the line: while the future is hidden, enabled whenever the line goes on. */
        Step forward() {
            forward = true;
            return this;
        }

        Step(String name, String icon, String tip, Supplier<Optional<MoveNode>> target, KeyStroke... keys) {
            super(name, Icons.get(icon));
            this.target = target;
            this.keys = keys;
            this.id = "roundhouse." + icon;
            putValue(SHORT_DESCRIPTION, tip + " (" + keyText(keys[0]) + ")");
            putValue(ACCELERATOR_KEY, keys[0]);
            putValue(ACTION_COMMAND_KEY, name);
            setEnabled(false);
        }

        @Override
        public void actionPerformed(ActionEvent e) {
            if (!model.hasDocument()) return;
            target.get().ifPresent(n -> model.document().setCursor(n));
        }

        void refresh() {
            if (forward && model.hasDocument() && model.horizon().hidesFuture()) {
                // where the target lies is the future's: enabled as "Next" is, wherever the line goes on
                setEnabled(model.lineIndex() < model.line().size() - 1);
                return;
            }
            setEnabled(model.hasDocument() && target.get().filter(n -> n != model.cursor()).isPresent());
        }
    }

    Navigation(WorkbenchModel model) {
        this.model = model;
        int ctrl = InputEvent.CTRL_DOWN_MASK;
        Step f = new Step(UI.text("go.first"), "go-first", UI.text("go.first.tip"), () -> lineAt(0), key(KeyEvent.VK_HOME, 0));
        Step p = new Step(UI.text("go.previous"), "go-previous", UI.text("go.previous.tip"), () -> lineAt(model.lineIndex() - 1),
                key(KeyEvent.VK_LEFT, 0), key(KeyEvent.VK_KP_LEFT, 0));
        Step n = new Step(UI.text("go.next"), "go-next", UI.text("go.next.tip"), () -> lineAt(model.lineIndex() + 1),
                key(KeyEvent.VK_RIGHT, 0), key(KeyEvent.VK_KP_RIGHT, 0)).forward();
        Step l = new Step(UI.text("go.last"), "go-last", UI.text("go.last.tip"), () -> lineAt(model.line().size() - 1),
                key(KeyEvent.VK_END, 0)).forward();
        Step pd = new Step(UI.text("go.dividend.previous", Terms.capital(Terms.of("dividend"))), "dividend-previous",
                UI.text("go.dividend.previous.tip", Terms.aCard("dividend card")),
                () -> model.findOnLine(-1, Navigator::drewDividend), key(KeyEvent.VK_PAGE_UP, 0));
        Step nd = new Step(UI.text("go.dividend.next", Terms.capital(Terms.of("dividend"))), "dividend-next",
                UI.text("go.dividend.next.tip", Terms.aCard("dividend card")),
                () -> model.findOnLine(1, Navigator::drewDividend), key(KeyEvent.VK_PAGE_DOWN, 0)).forward();
        Step pn = new Step(UI.text("go.previousNote"), "note-previous", UI.text("go.previousNote.tip"),
                () -> model.findOnLine(-1, node -> model.horizon().hasNote(node)), key(KeyEvent.VK_UP, ctrl));
        Step nn = new Step(UI.text("go.nextNote"), "note-next", UI.text("go.nextNote.tip"),
                () -> model.findOnLine(1, node -> model.horizon().hasNote(node)), key(KeyEvent.VK_DOWN, ctrl));
        first = f;
        previous = p;
        next = n;
        last = l;
        previousDividend = pd;
        nextDividend = nd;
        previousNote = pn;
        nextNote = nn;
        all = List.of(f, p, n, l, pd, nd, pn, nn);
        model.addListener(this);
    }

    /** The dividend steps in the rule set's words ("Next Scoring": the next move that turns up a scoring marker). */
    private void name(org.roundhouse.engine.PositionFacts f) {
        String word = Terms.capital(Terms.of(f.dividendName));
        String card = Terms.aCard(f.dividendCardName);
        Step pd = (Step) previousDividend;
        Step nd = (Step) nextDividend;
        pd.putValue(Action.NAME, UI.text("go.dividend.previous", word));
        pd.putValue(Action.SHORT_DESCRIPTION, UI.text("go.dividend.previous.tip", card) + " (" + keyText(pd.keys[0]) + ")");
        nd.putValue(Action.NAME, UI.text("go.dividend.next", word));
        nd.putValue(Action.SHORT_DESCRIPTION, UI.text("go.dividend.next.tip", card) + " (" + keyText(nd.keys[0]) + ")");
    }

    private Optional<MoveNode> lineAt(int index) {
        List<MoveNode> line = model.line();
        if (index < 0 || index >= line.size()) return Optional.empty();
        return Optional.of(line.get(index));
    }

    @Override
    public void changed(WorkbenchModel m, Set<WorkbenchModel.Change> changes) {
        if (changes.contains(WorkbenchModel.Change.DOCUMENT) && m.hasDocument()) name(m.facts());
        if (changes.size() == 1 && (changes.contains(WorkbenchModel.Change.COMPANY)
                || changes.contains(WorkbenchModel.Change.PERSPECTIVE))) {
            return;
        }
        for (Step s : all) s.refresh();
    }

    /**
     * Binds the keys in the component's map for the condition (e.g. the window's, or a
     * focused tree's, overriding what the tree would do with them). {@code arrowsUpDown}
     * also binds plain ↑/↓ to previous/next.
     */
    void bind(JComponent c, int condition, boolean arrowsUpDown) {
        InputMap in = c.getInputMap(condition);
        ActionMap act = c.getActionMap();
        for (Step s : all) {
            act.put(s.id, s);
            for (KeyStroke k : s.keys) in.put(k, s.id);
        }
        if (arrowsUpDown) {
            in.put(key(KeyEvent.VK_UP, 0), ((Step) previous).id);
            in.put(key(KeyEvent.VK_DOWN, 0), ((Step) next).id);
        }
    }

    static KeyStroke key(int code, int modifiers) {
        return KeyStroke.getKeyStroke(code, modifiers);
    }

    /** "Ctrl+O" on Linux and Windows, "⌘O" on macOS. */
    static int menuMask() {
        try {
            return Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx();
        } catch (java.awt.HeadlessException e) {
            return InputEvent.CTRL_DOWN_MASK; // painting offscreen without a display
        }
    }

    static String keyText(KeyStroke k) {
        String mods = InputEvent.getModifiersExText(k.getModifiers());
        String key = KeyEvent.getKeyText(k.getKeyCode());
        return mods.isEmpty() ? key : mods + "+" + key;
    }
}
