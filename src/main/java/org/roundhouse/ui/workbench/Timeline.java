package org.roundhouse.ui.workbench;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import java.util.Set;

import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleRole;
import javax.swing.JComponent;
import javax.swing.UIManager;

import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.Navigator;
import org.roundhouse.ui.theme.SeatColours;

/**
 * The current line as a strip: one tick per move in the seat's colour, a diamond where a
 * dividend card came up, a dot over moves with a comment or mark, and a thumb at the
 * cursor; while the future is hidden the bar ends at the thumb. Click or drag anywhere to
 * jump there.
 */
final class Timeline extends JComponent implements WorkbenchModel.Listener {
    private static final int PAD = 10;
    private final WorkbenchModel model;

    Timeline(WorkbenchModel model) {
        this.model = model;
        setName("timeline");
        setFocusable(false);
        setPreferredSize(new Dimension(400, 34));
        setMinimumSize(new Dimension(100, 34));
        setToolTipText("");
        MouseAdapter mouse = new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                jump(e.getX());
            }

            @Override
            public void mouseDragged(MouseEvent e) {
                jump(e.getX());
            }
        };
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
        model.addListener(this);
    }

    @Override
    public AccessibleContext getAccessibleContext() {
        if (accessibleContext == null) {
            accessibleContext = new AccessibleJComponent() {
                @Override
                public AccessibleRole getAccessibleRole() {
                    return AccessibleRole.SLIDER;
                }
            };
            accessibleContext.setAccessibleName(org.roundhouse.text.Messages.UI.text("timeline.name"));
        }
        return accessibleContext;
    }

    @Override
    public void changed(WorkbenchModel m, Set<WorkbenchModel.Change> changes) {
        repaint();
    }

    /** The line index under the x coordinate. */
    int indexAt(int x) {
        int n = span();
        if (n <= 1) return 0;
        double step = (getWidth() - 2.0 * PAD) / (n - 1);
        return (int) Math.max(0, Math.min(n - 1, Math.round((x - PAD) / step)));
    }

    /** The x coordinate of a line index. */
    int xOf(int index) {
        int n = span();
        if (n <= 1) return PAD;
        return (int) Math.round(PAD + index * (getWidth() - 2.0 * PAD) / (n - 1));
    }

    /**
     * How many moves the bar spans: the whole line, or, while the future is hidden, only the
     * moves up to the cursor, so that the thumb's place does not tell how long the game runs.
     */
    private int span() {
        return model.horizon().hidesFuture() ? model.lineIndex() + 1 : model.line().size();
    }

    private void jump(int x) {
        if (!model.hasDocument()) return;
        model.goToLineIndex(indexAt(x));
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        if (!model.hasDocument()) return null;
        List<MoveNode> line = model.line();
        if (line.isEmpty()) return null;
        int i = indexAt(e.getX());
        return model.document().replay().label(line.get(i));
    }

    @Override
    protected void paintComponent(Graphics g) {
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            paintLine(g2);
        } finally {
            g2.dispose();
        }
    }

    private void paintLine(Graphics2D g) {
        int w = getWidth();
        int h = getHeight();
        boolean dark = SeatColours.isDarkTheme();
        Color track = UIManager.getColor("Slider.trackColor");
        Color fg = UIManager.getColor("Label.foreground");
        Color accent = UIManager.getColor("Component.accentColor");
        if (track == null) track = Color.LIGHT_GRAY;
        if (fg == null) fg = Color.DARK_GRAY;
        if (accent == null) accent = new Color(0x2675BF);
        int mid = h / 2 + 3;
        g.setColor(track);
        g.fillRoundRect(PAD - 2, mid - 2, w - 2 * PAD + 4, 4, 4, 4);
        if (!model.hasDocument()) return;
        List<MoveNode> line = model.line();
        int n = span();
        int cursor = model.lineIndex();
        org.roundhouse.ui.doc.Horizon horizon = model.horizon();
        // played part
        g.setColor(accent);
        g.fillRoundRect(PAD - 2, mid - 2, xOf(cursor) - PAD + 4, 4, 4, 4);
        boolean sparse = n < (w - 2 * PAD) / 3;
        for (int i = 1; i < span(); i++) {
            MoveNode node = line.get(i);
            int x = xOf(i);
            if (sparse && !node.turn().isInitial()) {
                g.setColor(SeatColours.seat(node.turn().player(), dark));
                g.fillRect(x - 1, mid + 4, 2, 5);
            }
            if (Navigator.drewDividend(node)) {
                MoveTreePanel.paintDiamond(g, x - 5, mid - 14, 10, fg);
            } else if (horizon.hasNote(node)) {
                g.setColor(UIManager.getColor("Component.accentColor") != null ? accent : fg);
                g.fillOval(x - 3, mid - 11, 6, 6);
            }
        }
        // thumb
        int x = xOf(cursor);
        g.setColor(UIManager.getColor("Panel.background"));
        g.fillOval(x - 7, mid - 7, 14, 14);
        g.setStroke(new BasicStroke(3f));
        g.setColor(accent);
        g.drawOval(x - 6, mid - 6, 12, 12);
    }
}
