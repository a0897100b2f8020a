package org.roundhouse.ui.theme;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;

import org.junit.jupiter.api.Test;

class ColourSwatchTest {
    private static final Color DARK_BACKGROUND = new Color(0x3C3F41);
    private static final Color LIGHT_BACKGROUND = new Color(0xF2F2F2);

    @Test
    void aSwatchLikeItsBackgroundGetsAnEdgeThatStandsOut() {
        Color black = new Color(0x1A1A1A);
        double edgeOnDark = ColourSwatch.luminance(ColourSwatch.outline(black, DARK_BACKGROUND));
        assertThat(edgeOnDark - ColourSwatch.luminance(DARK_BACKGROUND)).as("a black company on the dark theme").isGreaterThan(0.3);
        Color white = new Color(0xF4F4F4);
        double edgeOnLight = ColourSwatch.luminance(ColourSwatch.outline(white, LIGHT_BACKGROUND));
        assertThat(ColourSwatch.luminance(LIGHT_BACKGROUND) - edgeOnLight).as("a white company on the light theme").isGreaterThan(0.3);
        // a colour that already stands out keeps an edge close to itself
        Color red = new Color(0xC62828);
        Color redEdge = ColourSwatch.outline(red, LIGHT_BACKGROUND);
        assertThat(redEdge.getRed()).isGreaterThan(redEdge.getGreen() + 40);
    }
}
