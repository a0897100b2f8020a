package org.roundhouse.ui.map;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.board.City;
import org.roundhouse.engine.nineteenth.NineteenthCentury;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.Replay;
import org.roundhouse.text.Messages;

import com.formdev.flatlaf.FlatLightLaf;

/**
 * The map legend at the sizes the workbench gives the map (default window, 1280x800, 1920x1080,
 * a tall dock, the smallest window), with its largest content (the last build and the Move tab's
 * "May build here: click to build"): it covers no city, no track and no name, and stays inside
 * the map.
 */
class LegendPlacementTest {
    private static javax.swing.LookAndFeel saved;

    @BeforeAll
    static void theme() throws Exception {
        saved = javax.swing.UIManager.getLookAndFeel();
        FlatLightLaf.setup();
    }

    @AfterAll
    static void restore() throws Exception {
        if (saved != null) javax.swing.UIManager.setLookAndFeel(saved);
    }

    static Board board(String rules) {
        if (rules.equals("base")) return Boards.unionPacific();
        return Replay.of(RandomGames.play(RandomGames.template(NineteenthCentury.ID, Map.of(), 3,
            List.of("Ann", "Bob", "Cy")), 21)).board();
    }

    @ParameterizedTest(name = "{0} at {1}x{2}")
    @CsvSource({
        "base, 690, 480, true",        // the default window (1400x900)
        "base, 620, 410, true",        // 1280x800
        "base, 1190, 640, true",       // 1920x1080
        "base, 1190, 300, false",      // 1920x1080 with the dock dragged tall
        "base, 700, 1000, true",       // a tall narrow map
        "base, 400, 250, false",       // the smallest window: the legend may be left out
        "nineteenth, 690, 480, true",
        "nineteenth, 620, 410, true",
        "nineteenth, 1190, 640, true",
    })
    void theLegendCoversNoCityTrackOrName(String rules, int width, int height, boolean mustShow) {
        checkTheLegend(rules, width, height, mustShow);
    }

    /** The same in Italian, whose words are longer ("Ultima costruzione", "Puoi costruire qui: fai clic per costruire"). */
    @ParameterizedTest(name = "in Italian, {0} at {1}x{2}")
    @CsvSource({
        "base, 690, 480, true",
        "base, 620, 410, true",
        "base, 1190, 640, true",
        "base, 700, 1000, true",
        "nineteenth, 620, 410, true",
    })
    void inItalianTheLegendCoversNoCityTrackOrName(String rules, int width, int height, boolean mustShow) {
        java.util.Locale before = Messages.locale();
        Messages.setLocale(java.util.Locale.ITALIAN);
        try {
            checkTheLegend(rules, width, height, mustShow);
        } finally {
            Messages.setLocale(before);
        }
    }

    private void checkTheLegend(String rules, int width, int height, boolean mustShow) {
        Board board = board(rules);
        MapContent content = ((StaticMapContent) LabelPlacementTest.full(board)).withHighlight(0, 0)
            .withEmphasis(IntStream.range(0, board.sections().size()).boxed().toList());
        MapView view = new MapView(content);
        view.setEmphasisLabel(MapPainter.widestEmphasis());
        view.setSize(width, height);
        MapPainter painter = view.painter();
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        Rectangle2D legend;
        List<MapPainter.PlacedLabel> labels;
        try {
            legend = painter.legendBox(g, view.options());
            labels = painter.placeLabels(g, view.options());
        } finally {
            g.dispose();
        }
        if (mustShow) assertThat(legend).as("the legend at %dx%d", width, height).isNotNull();
        if (legend == null) return;

        List<String> problems = new ArrayList<>();
        if (legend.getMinX() < 0 || legend.getMinY() < 0 || legend.getMaxX() > width || legend.getMaxY() > height) {
            problems.add("the legend " + legend + " leaves the map");
        }
        Rectangle2D around = new Rectangle2D.Double(legend.getX() - 2, legend.getY() - 2, legend.getWidth() + 4,
            legend.getHeight() + 4);
        for (City c : board.cities()) {
            var p = view.viewPoint(c.index());
            if (LabelPlacer.distance(around, p.getX(), p.getY()) < 13) problems.add("covers the city " + c.name());
        }
        for (int s = 0; s < board.sections().size(); s++) {
            var a = view.viewPoint(board.section(s).cityA());
            var b = view.viewPoint(board.section(s).cityB());
            // the train spaces are at most 10 pixels either side of the line
            Rectangle2D widened = new Rectangle2D.Double(around.getX() - 10, around.getY() - 10, around.getWidth() + 20,
                around.getHeight() + 20);
            if (widened.intersectsLine(a.getX(), a.getY(), b.getX(), b.getY())) {
                problems.add("covers the track " + board.city(board.section(s).cityA()).name() + "–"
                    + board.city(board.section(s).cityB()).name());
            }
        }
        for (MapPainter.PlacedLabel l : labels) {
            if (l.box().intersects(legend)) problems.add("covers the name of " + board.city(l.city()).name());
        }
        assertThat(problems).as("%s at %dx%d, legend %s", rules, width, height, legend).isEmpty();
    }
}
