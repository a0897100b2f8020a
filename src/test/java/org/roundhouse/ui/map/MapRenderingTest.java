package org.roundhouse.ui.map;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.List;

import org.jfree.svg.SVGGraphics2D;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;

/** Paints the map into images headlessly and looks at pixels. */
class MapRenderingTest {
    private final Board board = MapTestBoards.tiny();

    private MapView view(MapContent content) {
        MapView v = new MapView(content);
        v.setLegendVisible(false);
        v.setSize(900, 640);
        return v;
    }

    /**
     * Whether a train around {@code p} shows the colour: at least a dozen pixels of exactly that
     * colour within 7 pixels (a train's mark or abbreviation covers its centre, not all of it).
     */
    private static boolean trainIn(BufferedImage img, Point2D p, int rgb) {
        int n = 0;
        for (int dy = -7; dy <= 7; dy++) {
            for (int dx = -7; dx <= 7; dx++) {
                int x = (int) Math.floor(p.getX()) + dx;
                int y = (int) Math.floor(p.getY()) + dy;
                if (dx * dx + dy * dy <= 49 && (img.getRGB(x, y) & 0xFFFFFF) == rgb) n++;
            }
        }
        return n >= 12;
    }

    private static int rgb(BufferedImage img, Point2D p) {
        return img.getRGB((int) Math.floor(p.getX()), (int) Math.floor(p.getY())) & 0xFFFFFF;
    }

    @Test
    void anOccupiedSpaceHasTheCompanyColour() {
        MapView v = view(StaticMapContent.empty(board).withTrain(0, 0).withTrain(0, 2));
        BufferedImage img = v.toImage();
        assertThat(trainIn(img, v.spaceCentre(0, 0), MapTestBoards.RED)).isTrue();
        assertThat(trainIn(img, v.spaceCentre(0, 1), MapTestBoards.YELLOW)).isTrue();
        assertThat(trainIn(img, v.spaceCentre(0, 1), MapTestBoards.RED)).isFalse();
    }

    @Test
    void startTrainsAreDrawnAndFreeSpacesAreNeutral() {
        MapView v = view(StaticMapContent.atStart(board));
        BufferedImage img = v.toImage();
        assertThat(trainIn(img, v.spaceCentre(1, 0), MapTestBoards.BLACK)).isTrue();
        for (int space = 1; space < 3; space++) {
            Color free = new Color(rgb(img, v.spaceCentre(1, space)));
            assertThat(free.getRGB() & 0xFFFFFF).isNotEqualTo(MapTestBoards.BLACK);
            // a light, nearly grey fill
            assertThat(MapTheme.luminance(free)).isGreaterThan(0.6);
            int spread = Math.max(free.getRed(), Math.max(free.getGreen(), free.getBlue()))
                - Math.min(free.getRed(), Math.min(free.getGreen(), free.getBlue()));
            assertThat(spread).isLessThan(40);
        }
    }

    @Test
    void aHighlightedSectionChangesThePixelsAroundIt() {
        StaticMapContent plain = StaticMapContent.atStart(board).withTrain(3, 0);
        BufferedImage before = view(plain).toImage();
        MapView lit = view(plain.withHighlight(3, 0));
        BufferedImage after = lit.toImage();

        int changedNear = 0;
        Point2D a = lit.viewPoint(3);
        Point2D b = lit.viewPoint(2);
        for (int x = (int) a.getX() + 20; x < b.getX() - 20; x++) {
            for (int dy = -14; dy <= 14; dy++) {
                int y = (int) a.getY() + dy;
                if (before.getRGB(x, y) != after.getRGB(x, y)) changedNear++;
            }
        }
        assertThat(changedNear).isGreaterThan(1000);
        // the glow is warm: above the line, red clearly exceeds blue
        Color glow = new Color(after.getRGB((int) ((a.getX() + b.getX()) / 2) + 3, (int) a.getY() - 10));
        assertThat(glow.getRed() - glow.getBlue()).isGreaterThan(40);
        // far from the section nothing changed
        Point2D echo = lit.viewPoint(4);
        for (int x = (int) echo.getX() - 5; x <= echo.getX() + 5; x++) {
            for (int y = (int) echo.getY() - 60; y <= echo.getY() - 40; y++) {
                assertThat(after.getRGB(x, y)).isEqualTo(before.getRGB(x, y));
            }
        }
        // the highlighted company's train keeps its colour
        assertThat(trainIn(after, lit.spaceCentre(3, 0), MapTestBoards.RED)).isTrue();
    }

    @Test
    void emphasisedSectionsAreMarkedInTheAccentColour() {
        StaticMapContent base = StaticMapContent.atStart(board);
        MapView v = view(base.withEmphasis(List.of(0)));
        BufferedImage marked = v.toImage();
        BufferedImage plain = view(base).toImage();
        Point2D a = v.viewPoint(0);
        Point2D b = v.viewPoint(1);
        int x = (int) ((a.getX() + b.getX()) / 2);
        int bluish = 0;
        for (int dy = -12; dy <= 12; dy++) {
            Color c = new Color(marked.getRGB(x, (int) a.getY() + dy));
            Color p = new Color(plain.getRGB(x, (int) a.getY() + dy));
            if (!c.equals(p) && c.getBlue() > c.getRed() + 20) bluish++;
        }
        assertThat(bluish).isGreaterThan(6);
    }

    @Test
    void theFourTrackTypesDifferInShapeNotOnlyInColour() {
        boolean[][] masks = new boolean[4][];
        for (int t = 0; t < 4; t++) {
            BufferedImage img = new BufferedImage(200, 40, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, 200, 40);
            g.setRenderingHint(java.awt.RenderingHints.KEY_ANTIALIASING,
                java.awt.RenderingHints.VALUE_ANTIALIAS_ON);
            MapPainter.drawTrack(g, 10, 20, 190, 20, t, 3, Color.BLACK);
            g.dispose();
            boolean[] mask = new boolean[200 * 40];
            for (int y = 0; y < 40; y++) {
                for (int x = 0; x < 200; x++) {
                    mask[y * 200 + x] = (img.getRGB(x, y) & 0xFF) < 128;
                }
            }
            masks[t] = mask;
        }
        for (int i = 0; i < 4; i++) {
            for (int j = i + 1; j < 4; j++) {
                int differ = 0;
                for (int k = 0; k < masks[i].length; k++) {
                    if (masks[i][k] != masks[j][k]) differ++;
                }
                assertThat(differ).as("types %d and %d", i, j).isGreaterThan(150);
            }
        }
    }

    @Test
    void theMapIsVectorOnly() {
        MapView v = view(StaticMapContent.atStart(board).withBuild(0, 0).withEmphasis(List.of(3)));
        v.setLegendVisible(true);
        SVGGraphics2D svg = new SVGGraphics2D(900, 640);
        v.paintMap(svg);
        String doc = svg.getSVGDocument();
        assertThat(doc).doesNotContain("<image");
        assertThat(doc).contains("<path");
    }

    @Test
    void darkAndLightThemesKeepCompanyColoursReadable() {
        Font f = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
        MapTheme light = MapTheme.of(new Color(0xF2F2F2), new Color(0x202020), null, f);
        MapTheme dark = MapTheme.of(new Color(0x3C3F41), new Color(0xDDDDDD), null, f);
        assertThat(light.dark).isFalse();
        assertThat(dark.dark).isTrue();
        assertThat(MapTheme.luminance(light.land)).isGreaterThan(0.7);
        assertThat(MapTheme.luminance(dark.land)).isLessThan(0.15);
        assertThat(MapTheme.contrast(light.text, light.land)).isGreaterThan(4.5);
        assertThat(MapTheme.contrast(dark.text, dark.land)).isGreaterThan(4.5);
        // badge text: white on black, black on yellow
        assertThat(MapTheme.textOn(new Color(MapTestBoards.BLACK))).isEqualTo(Color.WHITE);
        assertThat(MapTheme.luminance(MapTheme.textOn(new Color(MapTestBoards.YELLOW)))).isLessThan(0.05);
        // a black train on dark land and a white one on light land get a contrasting outline
        assertThat(MapTheme.contrast(dark.outlineFor(Color.BLACK), dark.land)).isGreaterThan(3);
        assertThat(MapTheme.contrast(light.outlineFor(Color.WHITE), light.land)).isGreaterThan(3);
        for (int t = 0; t < 4; t++) {
            assertThat(MapTheme.contrast(light.track(t), light.land)).as("light track %d", t).isGreaterThan(2.5);
            assertThat(MapTheme.contrast(dark.track(t), dark.land)).as("dark track %d", t).isGreaterThan(2.5);
        }
    }

    @Test
    void theSampleBoardAndPreviewPositionRender() {
        Board sample = SampleBoard.create();
        MapContent demo = MapPreview.demoPosition(sample);
        MapView v = new MapView(demo);
        v.setSize(1200, 760);
        BufferedImage img = v.toImage();
        assertThat(demo.highlightedSection()).isNotNegative();
        int s = demo.highlightedSection();
        List<Integer> on = demo.companiesOn(s);
        assertThat(trainIn(img, v.spaceCentre(s, 0), sample.company(on.get(0)).rgb() & 0xFFFFFF)).isTrue();
    }

    @Test
    void hoveringASectionNamesItsTrainsAndNothingElse() {
        MapView v = view(StaticMapContent.empty(board).withTrain(0, 0).withTrain(0, 2));
        MapPainter painter = v.painter();
        int[] drawn = new int[2];
        for (int section : new int[] {0, 1}) {
            BufferedImage img = new BufferedImage(900, 640, BufferedImage.TYPE_INT_ARGB);
            Graphics2D g = img.createGraphics();
            painter.paint(g, new MapPainter.Options(section, false, false, "May build"), MapPainter.Layer.HOVER);
            g.dispose();
            for (int y = 0; y < 640; y++) {
                for (int x = 0; x < 900; x++) {
                    if ((img.getRGB(x, y) >>> 24) > 128) drawn[section]++;
                }
            }
        }
        // section 0 has two trains: two badges and their lines; section 1 has none
        assertThat(drawn[0]).isGreaterThan(300);
        assertThat(drawn[1]).isZero();
    }
}
