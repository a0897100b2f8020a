package org.roundhouse.ui.rules;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Insets;

import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;

/**
 * A flow layout that wraps its components onto more rows when the container is narrow and
 * reports the height of all rows, so a row of choices never runs off the side of a panel.
 */
public final class WrapLayout extends FlowLayout {
    public WrapLayout(int align, int hgap, int vgap) {
        super(align, hgap, vgap);
    }

    @Override
    public Dimension preferredLayoutSize(Container target) {
        return size(target, true);
    }

    @Override
    public Dimension minimumLayoutSize(Container target) {
        Dimension d = size(target, false);
        d.width -= getHgap() + 1;
        return d;
    }

    private Dimension size(Container target, boolean preferred) {
        synchronized (target.getTreeLock()) {
            int width = target.getSize().width;
            Container c = target;
            while (width == 0 && c.getParent() != null) {
                c = c.getParent();
                width = c.getSize().width;
            }
            if (width == 0) width = Integer.MAX_VALUE;
            Insets in = target.getInsets();
            int hgap = getHgap();
            int vgap = getVgap();
            int max = width - (in.left + in.right + hgap * 2);
            Dimension out = new Dimension(0, 0);
            int rowWidth = 0;
            int rowHeight = 0;
            for (Component m : target.getComponents()) {
                if (!m.isVisible()) continue;
                Dimension d = preferred ? m.getPreferredSize() : m.getMinimumSize();
                if (rowWidth + d.width > max && rowWidth > 0) {
                    out.width = Math.max(out.width, rowWidth);
                    out.height += rowHeight + vgap;
                    rowWidth = 0;
                    rowHeight = 0;
                }
                if (rowWidth > 0) rowWidth += hgap;
                rowWidth += d.width;
                rowHeight = Math.max(rowHeight, d.height);
            }
            out.width = Math.max(out.width, rowWidth);
            out.height += rowHeight;
            out.width += in.left + in.right + hgap * 2;
            out.height += in.top + in.bottom + vgap * 2;
            Container scroll = SwingUtilities.getAncestorOfClass(JScrollPane.class, target);
            if (scroll != null && target.isValid()) out.width -= hgap + 1;
            return out;
        }
    }
}
