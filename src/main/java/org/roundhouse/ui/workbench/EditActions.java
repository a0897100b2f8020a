package org.roundhouse.ui.workbench;

import static org.roundhouse.text.Messages.UI;

import java.awt.Component;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.KeyStroke;

import org.roundhouse.record.MoveMark;
import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.DeleteEdit;
import org.roundhouse.ui.edit.MarkEdit;
import org.roundhouse.ui.edit.PromoteEdit;
import org.roundhouse.ui.edit.RenameEdit;
import org.roundhouse.ui.entry.HandsDialog;
import org.roundhouse.ui.theme.Icons;

/**
 * The Edit menu's commands, shared by the menu bar and the move tree's context menu: undo
 * and redo, promoting, renaming and deleting lines, move marks, the comment, finding, and
 * filling in unknown hands, and letting the bots finish the game from the cursor. Each is enabled only when it would do something.
 */
final class EditActions implements WorkbenchModel.Listener {
    final Action undo;
    final Action redo;
    final Action promote;
    final Action rename;
    final Action delete;
    final Action comment;
    final Action find;
    final Action findNext;
    final Action findPrevious;
    final Action fillInHands;
    final Action finishByBots;
    final List<Action> marks = new ArrayList<>();
    private final WorkbenchModel model;
    private final MoveTreePanel tree;
    private final Component owner;
    private final List<Action> all = new ArrayList<>();

    EditActions(WorkbenchModel model, MoveTreePanel tree, Component owner) {
        this.model = model;
        this.tree = tree;
        this.owner = owner;
        int menu = Navigation.menuMask();
        undo = action(UI.text("edit.undo"), "undo", KeyStroke.getKeyStroke(KeyEvent.VK_Z, menu), e -> doc().undo());
        redo = action(UI.text("edit.redo"), "redo", KeyStroke.getKeyStroke(KeyEvent.VK_Y, menu), e -> doc().redo());
        promote = action(UI.text("edit.promote"), "promote", null, e -> doc().execute(new PromoteEdit(model.cursor())));
        promote.putValue(Action.SHORT_DESCRIPTION, UI.text("edit.promote.tip"));
        rename = action(UI.text("edit.rename"), "rename", null, e -> renameLine());
        delete = action(UI.text("edit.deleteVariation"), "delete", null, e -> deleteFromCursor());
        comment = action(UI.text("edit.comment"), "comment", KeyStroke.getKeyStroke(KeyEvent.VK_E, menu), e -> tree.editComment());
        find = action(UI.text("edit.find"), "search", KeyStroke.getKeyStroke(KeyEvent.VK_F, menu), e -> tree.focusSearch());
        find.putValue(Action.SHORT_DESCRIPTION, UI.text("edit.find.tip"));
        findNext = action(UI.text("edit.findNext"), null, KeyStroke.getKeyStroke(KeyEvent.VK_F3, 0), e -> tree.find(1));
        findPrevious = action(UI.text("edit.findPrevious"), null, KeyStroke.getKeyStroke(KeyEvent.VK_F3, InputEvent.SHIFT_DOWN_MASK),
                e -> tree.find(-1));
        fillInHands = action(UI.text("edit.fillInHands"), null, null, e -> HandsDialog.show(owner, doc()));
        fillInHands.putValue(Action.SHORT_DESCRIPTION, UI.text("edit.fillInHands.tip"));
        finishByBots = action(UI.text("edit.finishByBots"), null, null,
                e -> FinishDialog.show(owner, doc(), model.horizon(), said -> {
                    if (owner instanceof WorkbenchPanel p) p.status().showMessage(said);
                }));
        finishByBots.putValue(Action.SHORT_DESCRIPTION, UI.text("edit.finishByBots.tip"));
        Action none = action(UI.text("edit.noMark"), null, KeyStroke.getKeyStroke(KeyEvent.VK_0, menu | InputEvent.ALT_DOWN_MASK),
                e -> mark(null));
        marks.add(none);
        int key = KeyEvent.VK_1;
        for (MoveMark m : MoveMark.values()) {
            Action a = action(m.symbol() + "  " + word(m), null, KeyStroke.getKeyStroke(key++, menu | InputEvent.ALT_DOWN_MASK),
                    e -> mark(m));
            marks.add(a);
        }
        model.addListener(this);
        refresh();
    }

    static String word(MoveMark m) {
        return switch (m) {
            case GOOD -> UI.text("mark.good");
            case MISTAKE -> UI.text("mark.mistake");
            case EXCELLENT -> UI.text("mark.excellent");
            case BLUNDER -> UI.text("mark.blunder");
            case INTERESTING -> UI.text("mark.interesting");
            case DUBIOUS -> UI.text("mark.dubious");
        };
    }

    private GameDocument doc() {
        return model.document();
    }

    private void mark(MoveMark m) {
        MoveNode n = model.cursor();
        if (n.isRoot() || model.horizon().hidesComments() || n.mark().orElse(null) == m) return;
        doc().execute(new MarkEdit(n, m));
    }

    private void renameLine() {
        MoveNode n = model.cursor();
        MoveNode head = lineHead(n);
        Object answer = JOptionPane.showInputDialog(owner, UI.text("edit.rename.prompt", head.moveNumber()),
                UI.text("edit.rename.title"), JOptionPane.PLAIN_MESSAGE, null, null, head.name());
        if (answer == null) return;
        String name = MoveNode.normalizeName(answer.toString());
        if (!name.equals(head.name())) doc().execute(new RenameEdit(head, name));
    }

    /** The first move of the variation the node is on (the node itself on the main line). */
    static MoveNode lineHead(MoveNode n) {
        for (MoveNode m = n; !m.isRoot(); m = m.parent().orElseThrow()) {
            if (m.parent().orElseThrow().indexOf(m) > 0) return m;
        }
        return n;
    }

    /** A Mark submenu with the mark actions. */
    JMenu markMenu() {
        JMenu m = new JMenu(UI.text("edit.mark"));
        m.setName("markMenu");
        for (Action a : marks) m.add(new JMenuItem(a));
        return m;
    }

    @Override
    public void changed(WorkbenchModel m, Set<WorkbenchModel.Change> changes) {
        refresh();
    }

    /**
     * Deletes the move at the cursor and those after it, and says what went: deleting real moves
     * where a what-if line branches off makes that line the main line, which is easy to miss.
     */
    private void deleteFromCursor() {
        MoveNode n = model.cursor();
        MoveNode parent = n.parent().orElseThrow();
        int moves = 0;
        for (MoveNode m = n; m != null; m = m.hasChildren() ? m.children().get(0) : null) moves++;
        MoveNode heir = parent.indexOf(n) == 0 && parent.variations().size() > 0 ? parent.variations().get(0) : null;
        String from = moves > 1 ? UI.text("edit.deleted.moves", n.moveNumber(), moves - 1) : UI.text("edit.deleted.move", n.moveNumber());
        doc().execute(new DeleteEdit(n));
        String undoKey = Navigation.keyText((KeyStroke) this.undo.getValue(Action.ACCELERATOR_KEY));
        if (heir != null) {
            String line = heir.name().isEmpty() ? UI.text("edit.deleted.variationAt", heir.moveNumber()) : "“" + heir.name() + "”";
            from = UI.text(parent.isMainLine() ? "edit.deleted.nowMain" : "edit.deleted.nowContinues", from, line);
        }
        String said = UI.text("edit.deleted", from, undoKey);
        if (owner instanceof WorkbenchPanel p) p.status().showMessage(said);
    }

    void refresh() {
        boolean has = model.hasDocument();
        GameDocument d = has ? doc() : null;
        undo.setEnabled(has && d.canUndo());
        undo.putValue(Action.NAME, has && d.canUndo() ? UI.text("edit.undoNamed", d.undoable().orElseThrow().name()) : UI.text("edit.undo"));
        redo.setEnabled(has && d.canRedo());
        redo.putValue(Action.NAME, has && d.canRedo() ? UI.text("edit.redoNamed", d.redoable().orElseThrow().name()) : UI.text("edit.redo"));
        MoveNode n = has ? model.cursor() : null;
        promote.setEnabled(has && PromoteEdit.applies(n));
        rename.setEnabled(has && !n.isRoot());
        boolean variationHead = has && !n.isRoot() && n.parent().orElseThrow().indexOf(n) > 0;
        delete.setEnabled(has && !n.isRoot());
        delete.putValue(Action.NAME, variationHead ? UI.text("edit.deleteVariation") : UI.text("edit.deleteFromHere"));
        delete.putValue(Action.SHORT_DESCRIPTION, variationHead ? UI.text("edit.deleteVariation.tip") : UI.text("edit.deleteFromHere.tip"));
        // comments hidden in a player's eyes are neither read nor edited there
        boolean notes = has && !model.horizon().hidesComments();
        comment.setEnabled(notes);
        find.setEnabled(has);
        findNext.setEnabled(has);
        findPrevious.setEnabled(has);
        fillInHands.setEnabled(has);
        finishByBots.setEnabled(has && FinishDialog.applies(d));
        for (Action a : marks) a.setEnabled(notes && !n.isRoot());
    }

    private Action action(String name, String icon, KeyStroke key, Consumer<ActionEvent> body) {
        AbstractAction a = new AbstractAction(name, icon == null ? null : Icons.get(icon)) {
            @Override
            public void actionPerformed(ActionEvent e) {
                if (model.hasDocument() && isEnabled()) body.accept(e);
            }
        };
        if (key != null) a.putValue(Action.ACCELERATOR_KEY, key);
        a.putValue(Action.ACTION_COMMAND_KEY, name);
        all.add(a);
        return a;
    }
}
