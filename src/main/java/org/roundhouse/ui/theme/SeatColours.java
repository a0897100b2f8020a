package org.roundhouse.ui.theme;

import java.awt.Color;

import javax.swing.UIManager;

/**
 * The one palette of player (seat) colours, used by every view that colours by player:
 * the workbench panels, the move tree and the charts. Based on the Okabe–Ito palette, which
 * stays distinguishable for the common kinds of colour blindness; each seat has a light-theme
 * and a dark-theme variant with at least 3:1 contrast against that theme's background.
 * Views should still pair the colour with the player's name or seat letter, never rely on
 * colour alone.
 *
 * <p>Do not define another seat palette elsewhere: use this class.
 */
public final class SeatColours {
    /** Seats supported by the rules (2–6 players). */
    public static final int SEATS = 6;

    private static final Color[] LIGHT = {
        new Color(0x0072B2), // blue
        new Color(0xC55400), // vermillion
        new Color(0x00896A), // bluish green
        new Color(0xB2548F), // reddish purple
        new Color(0x9A6C00), // dark orange / ochre
        new Color(0x5E5E5E), // grey
    };
    private static final Color[] DARK = {
        new Color(0x5AB0F0), // blue
        new Color(0xFF8B4D), // vermillion
        new Color(0x33CCA5), // bluish green
        new Color(0xE59CCB), // reddish purple
        new Color(0xF0C23C), // yellow-orange
        new Color(0xC4C4C4), // grey
    };
    private static final Color HOUSE_LIGHT = new Color(0x8C8C8C);
    private static final Color HOUSE_DARK = new Color(0x8F8F8F);

    private SeatColours() {
    }

    /**
     * The colour of a seat (0 = seat A). Seats past the sixth reuse the palette.
     *
     * @param dark true for a dark theme
     */
    public static Color seat(int seat, boolean dark) {
        Color[] p = dark ? DARK : LIGHT;
        return p[Math.floorMod(seat, p.length)];
    }

    /** The colour of a seat for the current look and feel (see {@link #isDarkTheme()}). */
    public static Color seat(int seat) {
        return seat(seat, isDarkTheme());
    }

    /** The imaginary third player of the two-player rules ("the house"). */
    public static Color house(boolean dark) {
        return dark ? HOUSE_DARK : HOUSE_LIGHT;
    }

    /** True when the current look and feel has a dark background. */
    public static boolean isDarkTheme() {
        Color bg = UIManager.getColor("Panel.background");
        if (bg == null) return false;
        double l = (0.2126 * bg.getRed() + 0.7152 * bg.getGreen() + 0.0722 * bg.getBlue()) / 255.0;
        return l < 0.5;
    }
}
