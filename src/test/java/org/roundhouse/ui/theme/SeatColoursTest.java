package org.roundhouse.ui.theme;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;

import org.junit.jupiter.api.Test;

class SeatColoursTest {
    private static final Color LIGHT_BACKGROUND = new Color(0xF2F2F2); // FlatLaf light Panel.background
    private static final Color DARK_BACKGROUND = new Color(0x3C3F41); // FlatLaf dark Panel.background

    @Test
    void everySeatReadsOnItsThemesBackground() {
        for (int s = 0; s < SeatColours.SEATS; s++) {
            assertThat(contrast(SeatColours.seat(s, false), LIGHT_BACKGROUND)).as("light seat %d", s).isGreaterThanOrEqualTo(3.0);
            assertThat(contrast(SeatColours.seat(s, true), DARK_BACKGROUND)).as("dark seat %d", s).isGreaterThanOrEqualTo(3.0);
        }
    }

    @Test
    void seatsAreDistinctAndWrapAround() {
        for (boolean dark : new boolean[] {false, true}) {
            for (int a = 0; a < SeatColours.SEATS; a++) {
                for (int b = a + 1; b < SeatColours.SEATS; b++) {
                    assertThat(SeatColours.seat(a, dark)).isNotEqualTo(SeatColours.seat(b, dark));
                }
            }
            assertThat(SeatColours.seat(SeatColours.SEATS, dark)).isEqualTo(SeatColours.seat(0, dark));
        }
    }

    static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    static double luminance(Color c) {
        return 0.2126 * ch(c.getRed()) + 0.7152 * ch(c.getGreen()) + 0.0722 * ch(c.getBlue());
    }

    private static double ch(int v) {
        double s = v / 255.0;
        return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    }
}
