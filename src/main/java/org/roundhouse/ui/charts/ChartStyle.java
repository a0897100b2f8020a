package org.roundhouse.ui.charts;

import java.awt.Color;
import java.awt.Font;
import javax.swing.UIManager;
import org.roundhouse.ui.theme.SeatColours;

/**
 * The colours and fonts of the charts for one look and feel: backgrounds, text and grid
 * lines from the {@link UIManager} (so the charts follow FlatLaf's light and dark themes),
 * seat colours from {@link SeatColours}, company colours from the board, made readable on
 * the plot background when they are too close to it (black Denver Midland on a dark
 * theme, white Utah Mountain on a light one).
 *
 * @param darkTheme true for a dark theme (the dark seat palette)
 * @param background around the plots (the window colour)
 * @param plotBackground inside the plots
 * @param text titles, axis labels and legend
 * @param muted axis lines, dividend markers, secondary text
 * @param grid grid lines
 * @param accent the cursor marker (the current position)
 * @param font the base font (titles are larger and bold)
 */
public record ChartStyle(boolean darkTheme, Color background, Color plotBackground, Color text, Color muted, Color grid,
                         Color accent, Font font) {

    private static final Font DEFAULT_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 12);

    /** The light style used without a look and feel (command line, headless export). */
    public static ChartStyle light() {
        return of(false, new Color(0xF7F7F7), Color.WHITE, new Color(0x1F1F1F), new Color(0x2675BF), DEFAULT_FONT);
    }

    /** The dark style used without a look and feel. */
    public static ChartStyle dark() {
        return of(true, new Color(0x2B2D30), new Color(0x1E1F22), new Color(0xDFE1E5), new Color(0x4A9EFF), DEFAULT_FONT);
    }

    /** The style of the current look and feel (light when it says nothing). */
    public static ChartStyle current() {
        Color bg = UIManager.getColor("Panel.background");
        Color text = UIManager.getColor("Label.foreground");
        if (bg == null || text == null) return light();
        boolean dark = SeatColours.isDarkTheme();
        Color plot = UIManager.getColor("Table.background");
        if (plot == null || Math.abs(luminance(plot) - luminance(bg)) > 0.25) plot = bg;
        plot = dark ? mix(plot, Color.BLACK, 0.15) : mix(plot, Color.WHITE, 0.6);
        Color accent = UIManager.getColor("Component.accentColor");
        if (accent == null) accent = UIManager.getColor("Component.focusColor");
        if (accent == null) accent = dark ? new Color(0x4A9EFF) : new Color(0x2675BF);
        Font f = UIManager.getFont("Label.font");
        return of(dark, bg, plot, text, accent, f == null ? DEFAULT_FONT : f);
    }

    private static ChartStyle of(boolean dark, Color bg, Color plot, Color text, Color accent, Font font) {
        return new ChartStyle(dark, new Color(bg.getRGB()), new Color(plot.getRGB()), new Color(text.getRGB()),
                mix(plot, text, 0.55), mix(plot, text, dark ? 0.16 : 0.13), new Color(accent.getRGB()), font);
    }

    /** The colour of a recipient: a seat, or the house when {@code recipient == players}. */
    public Color recipient(int recipient, int players) {
        return recipient >= players ? SeatColours.house(darkTheme) : SeatColours.seat(recipient, darkTheme);
    }

    /**
     * A company colour (0xRRGGBB) made readable on the plot background; negative for Union
     * Pacific, which has no colour on the board and is drawn in purple (no company is).
     */
    public Color company(int rgb) {
        if (rgb < 0) return darkTheme ? new Color(0xB99AE6) : new Color(0x6A3D9A);
        Color c = new Color(rgb);
        for (int step = 1; step <= 8 && contrast(c, plotBackground) < 1.9; step++) {
            c = mix(new Color(rgb), text, step * 0.1);
        }
        return c;
    }

    /** The colour faded toward the plot background: 0 = the colour, 1 = the background. */
    public Color faded(Color c, double amount) {
        return mix(c, plotBackground, amount);
    }

    public Font font(float size, boolean bold) {
        return font.deriveFont(bold ? Font.BOLD : Font.PLAIN, size);
    }

    public Font baseFont() {
        return font.deriveFont((float) Math.max(11, font.getSize()));
    }

    static Color mix(Color a, Color b, double t) {
        return new Color((int) Math.round(a.getRed() + (b.getRed() - a.getRed()) * t),
                (int) Math.round(a.getGreen() + (b.getGreen() - a.getGreen()) * t),
                (int) Math.round(a.getBlue() + (b.getBlue() - a.getBlue()) * t));
    }

    static double luminance(Color c) {
        return 0.2126 * lin(c.getRed()) + 0.7152 * lin(c.getGreen()) + 0.0722 * lin(c.getBlue());
    }

    private static double lin(int v) {
        double s = v / 255.0;
        return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    }

    /** WCAG contrast ratio, 1 to 21. */
    static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }
}
