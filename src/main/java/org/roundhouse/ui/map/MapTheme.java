package org.roundhouse.ui.map;

import java.awt.Color;
import java.awt.Font;

import javax.swing.UIManager;

/**
 * The colours and fonts of the map for one look and feel. Window and text colours come
 * from the {@link UIManager} (so the map follows FlatLaf light and dark themes); company
 * colours are never changed, only outlined so that they read on either background.
 */
final class MapTheme {
    /** Warm glow for the last move's build; blue/amber stays distinct for colour-blind eyes. */
    static final Color HIGHLIGHT = new Color(0xFFB000);

    final boolean dark;
    final Color window;
    final Color land;
    final Color landEdge;
    final Color grid;
    final Color text;
    final Color textHalo;
    final Color cityFill;
    final Color cityRing;
    final Color emptySlot;
    final Color trainOutline;
    final Color accent;
    final Color legendBackground;
    final Color legendBorder;
    final Color hover;
    final Color[] track;
    final Font font;

    private MapTheme(Color window, Color text, Color accent, Font font) {
        this.window = window;
        this.dark = luminance(window) < 0.35;
        this.text = text;
        this.font = font;
        if (dark) {
            land = mix(window, new Color(0x4A5A48), 0.45);
            landEdge = mix(land, Color.BLACK, 0.35);
            grid = mix(land, Color.WHITE, 0.06);
            cityFill = new Color(0xE8E8E8);
            cityRing = new Color(0x1A1A1A);
            emptySlot = mix(land, Color.BLACK, 0.35);
            trainOutline = new Color(0xE6E6E6);
            track = new Color[] {
                new Color(0xB4BEC6), new Color(0x79C77D), new Color(0xD09A7A), new Color(0xE4BC5E)
            };
            legendBackground = withAlpha(mix(window, Color.BLACK, 0.2), 232);
            hover = withAlpha(Color.WHITE, 60);
        } else {
            land = mix(window, new Color(0xF3EEDB), 0.85);
            landEdge = mix(land, new Color(0x8A7F60), 0.45);
            grid = mix(land, new Color(0x8A7F60), 0.10);
            cityFill = Color.WHITE;
            cityRing = new Color(0x2B2B2B);
            emptySlot = new Color(0xFFFDF6);
            trainOutline = new Color(0x2B2B2B);
            track = new Color[] {
                new Color(0x56626B), new Color(0x2E7D32), new Color(0x8D5236), new Color(0xA77200)
            };
            legendBackground = withAlpha(mix(window, Color.WHITE, 0.6), 236);
            hover = withAlpha(Color.BLACK, 40);
        }
        this.textHalo = withAlpha(land, 225);
        this.accent = accent;
        this.legendBorder = mix(legendBackground, text, 0.25);
    }

    /** The theme of the current look and feel. */
    static MapTheme current() {
        Color window = UIManager.getColor("Panel.background");
        Color text = UIManager.getColor("Label.foreground");
        Color accent = UIManager.getColor("Component.accentColor");
        Font font = UIManager.getFont("Label.font");
        return of(window, text, accent, font);
    }

    static MapTheme of(Color window, Color text, Color accent, Font font) {
        Color w = window != null ? opaque(window) : new Color(0xF2F2F2);
        Color t = text != null ? opaque(text) : (luminance(w) < 0.35 ? new Color(0xDDDDDD) : new Color(0x1E1E1E));
        Color a = accent != null ? opaque(accent) : new Color(0x2675BF);
        Font f = font != null ? font : new Font(Font.SANS_SERIF, Font.PLAIN, 12);
        return new MapTheme(w, t, a, f);
    }

    /** Colour of track type {@code type}; types past the fourth reuse the palette. */
    Color track(int type) {
        return track[Math.floorMod(type, track.length)];
    }

    /**
     * Colour of a better build's dashed outline: a blue that keeps apart from the amber of the
     * last build for every kind of colour vision, dark on the light land and light on the dark.
     */
    Color better() {
        return dark ? new Color(0x6CB6FF) : new Color(0x0050C8);
    }

    /** Colour that emphasised sections are marked with. */
    Color emphasis() {
        return accent;
    }

    /** Black or white, whichever reads better on {@code background} (WCAG contrast ratio). */
    static Color textOn(Color background) {
        double l = luminance(background);
        double onBlack = (l + 0.05) / 0.05;
        double onWhite = 1.05 / (l + 0.05);
        return onBlack >= onWhite ? new Color(0x111111) : Color.WHITE;
    }

    /** Outline that separates a company colour from the land around it. */
    Color outlineFor(Color fill) {
        double contrast = contrast(fill, land);
        if (contrast >= 3.0) {
            return mix(fill, dark ? Color.WHITE : Color.BLACK, 0.35);
        }
        return trainOutline;
    }

    /** WCAG relative luminance, 0 (black) to 1 (white). */
    static double luminance(Color c) {
        return 0.2126 * channel(c.getRed()) + 0.7152 * channel(c.getGreen()) + 0.0722 * channel(c.getBlue());
    }

    static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double channel(int v) {
        double s = v / 255.0;
        return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    }

    static Color mix(Color a, Color b, double t) {
        return new Color(
            (int) Math.round(a.getRed() + (b.getRed() - a.getRed()) * t),
            (int) Math.round(a.getGreen() + (b.getGreen() - a.getGreen()) * t),
            (int) Math.round(a.getBlue() + (b.getBlue() - a.getBlue()) * t),
            (int) Math.round(a.getAlpha() + (b.getAlpha() - a.getAlpha()) * t));
    }

    static Color withAlpha(Color c, int alpha) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), alpha);
    }

    private static Color opaque(Color c) {
        return new Color(c.getRGB() | 0xFF000000, true);
    }
}
