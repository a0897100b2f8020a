package org.roundhouse.ui.theme;

import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Insets;

import javax.swing.UIManager;
import javax.swing.border.AbstractBorder;
import javax.swing.border.Border;

/** Borders that follow the current look and feel (they read their colour when painting, so a theme switch recolours them). */
public final class Borders {
    private Borders() {
    }

    /** A one-pixel separator line on the chosen sides, in {@code Component.borderColor}. */
    public static Border line(boolean top, boolean left, boolean bottom, boolean right) {
        return new Separator(top, left, bottom, right);
    }

    private static final class Separator extends AbstractBorder {
        private final boolean top;
        private final boolean left;
        private final boolean bottom;
        private final boolean right;

        Separator(boolean top, boolean left, boolean bottom, boolean right) {
            this.top = top;
            this.left = left;
            this.bottom = bottom;
            this.right = right;
        }

        @Override
        public void paintBorder(Component c, Graphics g, int x, int y, int w, int h) {
            Color colour = UIManager.getColor("Component.borderColor");
            g.setColor(colour != null ? colour : Color.GRAY);
            if (top) g.fillRect(x, y, w, 1);
            if (bottom) g.fillRect(x, y + h - 1, w, 1);
            if (left) g.fillRect(x, y, 1, h);
            if (right) g.fillRect(x + w - 1, y, 1, h);
        }

        @Override
        public Insets getBorderInsets(Component c, Insets insets) {
            insets.set(top ? 1 : 0, left ? 1 : 0, bottom ? 1 : 0, right ? 1 : 0);
            return insets;
        }
    }
}
