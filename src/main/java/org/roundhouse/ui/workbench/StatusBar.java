package org.roundhouse.ui.workbench;

import static org.roundhouse.text.Messages.UI;

import java.awt.Dimension;
import java.util.Set;

import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.UIManager;

import net.miginfocom.swing.MigLayout;

import org.roundhouse.engine.GameState;
import org.roundhouse.record.MoveNode;
import org.roundhouse.engine.PositionFacts;

/** The line at the bottom: the current move in words, where it stands in the game, the viewer, and load progress. */
final class StatusBar extends JPanel implements WorkbenchModel.Listener {
    private final WorkbenchModel model;
    private final JLabel message = new JLabel(" ");
    private final JLabel position = new JLabel();
    private final JLabel viewer = new JLabel();
    private final JLabel unread = new JLabel();
    private final JProgressBar progress = new JProgressBar(0, 100);
    private final JButton stop = new JButton(UI.text("status.cancel"));
    private String transientMessage;

    StatusBar(WorkbenchModel model, MoveTreePanel tree) {
        super(new MigLayout("insets 3 8 3 8, fillx, hidemode 3", "[grow, fill]16[]16[]16[]8[]2[]"));
        this.model = model;
        setName("statusBar");
        setBorder(org.roundhouse.ui.theme.Borders.line(true, false, false, false));
        message.setName("status.message");
        position.setName("status.position");
        viewer.setName("status.viewer");
        progress.setName("status.progress");
        progress.setVisible(false);
        progress.setPreferredSize(new Dimension(140, 12));
        add(message, "wmin 0");
        unread.setName("status.unread");
        unread.setVisible(false);
        add(unread);
        add(position);
        add(viewer);
        stop.setName("status.cancel");
        stop.putClientProperty("JButton.buttonType", "toolBarButton");
        stop.putClientProperty("FlatLaf.styleClass", "small");
        stop.setFocusable(false);
        stop.setVisible(false);
        add(progress);
        add(stop);
        model.addListener(this);
        this.tree = tree;
    }

    private final MoveTreePanel tree;

    /** Shows a message until the cursor moves. */
    void showMessage(String text) {
        transientMessage = text;
        message.setText(text);
    }

    /** The action of the Cancel button beside the progress bar (the window's, which Esc runs too). */
    void setCancelAction(javax.swing.Action cancel) {
        stop.setAction(cancel);
        stop.setText(UI.text("status.cancel"));
        stop.setToolTipText(UI.text("status.cancel.tip"));
    }

    /** Shows load progress: 0–100, or -1 for unknown; null hides the bar (and its Cancel button). */
    void showProgress(Integer percent) {
        progress.setVisible(percent != null);
        stop.setVisible(percent != null);
        if (percent != null) {
            progress.setIndeterminate(percent < 0);
            if (percent >= 0) progress.setValue(percent);
        }
    }

    @Override
    public void changed(WorkbenchModel m, Set<WorkbenchModel.Change> changes) {
        if (!m.hasDocument()) return;
        if (changes.contains(WorkbenchModel.Change.CURSOR) || changes.contains(WorkbenchModel.Change.PERSPECTIVE)
                || changes.contains(WorkbenchModel.Change.DOCUMENT)) {
            transientMessage = null;
        }
        var rest = m.document().record().unread();
        unread.setVisible(rest.isPresent());
        unread.setForeground(warning());
        rest.ifPresent(r -> {
            // where the reading stopped tells how far the record goes: not while the future is hidden
            boolean told = r.moveNumber() >= 0 && m.horizon().lastMove() >= r.moveNumber();
            unread.setText(told ? UI.text("status.unread.from", r.moveNumber()) : UI.text("status.unread.part"));
            unread.setToolTipText(!told && r.moveNumber() >= 0
                    ? UI.text("status.unread.hiddenTip")
                    : UI.text("status.unread.tip", escape(r.describe()), r.lineCount()));
        });
        MoveNode n = m.cursor();
        if (transientMessage == null) message.setText(tree.description(n));
        message.setToolTipText(message.getText());
        int last = m.line().size() - 1;
        GameState s = m.state();
        String where = n.isRoot() ? UI.text("status.start") : UI.text("status.move", n.moveNumber());
        where = m.horizon().hidesFuture() ? UI.text("status.laterHidden", where) : UI.text("status.of", where, Math.max(0, last - 1));
        position.setText((n.isMainLine() ? where : UI.text("status.variation", where)) + " · " + phaseText(s));
        int p = m.perspective();
        viewer.setText(p == PositionFacts.ALL_SEEING ? UI.text("status.viewer.all") : UI.text("status.viewer.seat", m.document().replay().playerName(p)));
    }

    private static java.awt.Color warning() {
        java.awt.Color c = UIManager.getColor("Actions.Red");
        return c != null ? c : new java.awt.Color(0xC0, 0x30, 0x30);
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    private String phaseText(GameState s) {
        if (s.isOver()) return UI.text("status.phase.over");
        if (s.isSimultaneous()) return UI.text("status.phase.initial");
        return UI.text("status.phase.toMove", model.document().replay().playerName(s.currentPlayer()));
    }
}
