package org.roundhouse.ui.theme;

import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;

import javax.swing.Icon;
import javax.swing.UIManager;

/**
 * A small rounded square in a colour (a company's, a card's), outlined so that it stands
 * out on the theme's background: a black company on a dark theme gets a light edge, a
 * white one on a light theme a dark edge.
 */
public record ColourSwatch(Color colour, int width, int height) implements Icon {
    /** The 14×12 swatch used in tables and lists. */
    public static ColourSwatch of(Color colour) {
        return new ColourSwatch(colour, 14, 12);
    }

    @Override
    public void paintIcon(Component c, Graphics g, int x, int y) {
        Graphics2D g2 = (Graphics2D) g.create();
        g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g2.setColor(colour);
        g2.fillRoundRect(x, y + 1, width, height, 4, 4);
        g2.setColor(outline(colour, background(c)));
        g2.drawRoundRect(x, y + 1, width, height, 4, 4);
        g2.dispose();
    }

    private static Color background(Component c) {
        Color bg = c == null ? null : c.getBackground();
        if (bg == null) bg = UIManager.getColor("Panel.background");
        return bg == null ? Color.WHITE : bg;
    }

    /** The edge: the colour shaded toward the background's opposite, more so when the two are alike. */
    static Color outline(Color colour, Color background) {
        double contrast = Math.abs(luminance(colour) - luminance(background));
        Color away = luminance(background) < 0.5 ? Color.WHITE : Color.BLACK;
        double t = contrast < 0.25 ? 0.65 : 0.35;
        return new Color((int) Math.round(colour.getRed() + (away.getRed() - colour.getRed()) * t),
                (int) Math.round(colour.getGreen() + (away.getGreen() - colour.getGreen()) * t),
                (int) Math.round(colour.getBlue() + (away.getBlue() - colour.getBlue()) * t));
    }

    static double luminance(Color c) {
        return (0.2126 * c.getRed() + 0.7152 * c.getGreen() + 0.0722 * c.getBlue()) / 255.0;
    }

    @Override
    public int getIconWidth() {
        return width + 1;
    }

    @Override
    public int getIconHeight() {
        return height + 2;
    }
}
