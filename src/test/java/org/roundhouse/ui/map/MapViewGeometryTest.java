package org.roundhouse.ui.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.awt.event.MouseEvent;
import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.roundhouse.board.Board;
import org.roundhouse.board.City;
import org.roundhouse.board.Section;

class MapViewGeometryTest {
    private Board board;
    private MapView view;

    @BeforeEach
    void setUp() {
        board = MapTestBoards.tiny();
        view = new MapView(StaticMapContent.atStart(board));
        view.setSize(800, 600);
    }

    private Point2D along(int section, double t, double perpendicularOffset) {
        Section s = board.section(section);
        Point2D a = view.viewPoint(s.cityA());
        Point2D b = view.viewPoint(s.cityB());
        double dx = b.getX() - a.getX();
        double dy = b.getY() - a.getY();
        double len = Math.hypot(dx, dy);
        return new Point2D.Double(a.getX() + dx * t - dy / len * perpendicularOffset,
            a.getY() + dy * t + dx / len * perpendicularOffset);
    }

    @Test
    void hitTestingFindsTheSectionUnderAPointOnItsLine() {
        for (Section s : board.sections()) {
            for (double t : new double[] {0.2, 0.35, 0.5, 0.8}) {
                assertThat(view.sectionAt(along(s.index(), t, 0))).as("section %d at %s", s.index(), t)
                    .isEqualTo(s.index());
                assertThat(view.sectionAt(along(s.index(), t, 3))).isEqualTo(s.index());
                assertThat(view.sectionAt(along(s.index(), t, -3))).isEqualTo(s.index());
            }
        }
    }

    @Test
    void hitTestingMissesAwayFromLinesAndOnCities() {
        assertThat(view.sectionAt(along(0, 0.5, 40))).isEqualTo(-1);
        assertThat(view.sectionAt(new java.awt.Point(2, 2))).isEqualTo(-1);
        Point2D bravo = view.viewPoint(1);
        assertThat(view.sectionAt(bravo)).isEqualTo(-1);
        assertThat(view.cityAt(bravo)).isEqualTo(1);
        assertThat(view.cityAt(along(0, 0.5, 0))).isEqualTo(-1);
    }

    @Test
    void hitTestingPicksTheNearerOfTwoLines() {
        // near Charlie, between the forest section (vertical) and the mountain one (horizontal)
        Point2D charlie = view.viewPoint(2);
        double off = 20;
        assertThat(view.sectionAt(new Point2D.Double(charlie.getX() + 2, charlie.getY() - off))).isEqualTo(1);
        assertThat(view.sectionAt(new Point2D.Double(charlie.getX() + off, charlie.getY() - 2))).isEqualTo(2);
    }

    @Test
    void zoomKeepsThePointUnderTheCursorFixed() {
        Point2D cursor = new Point2D.Double(523.25, 187.5);
        Point2D before = view.boardPoint(cursor);
        double scale = view.getScale();
        view.zoomAt(cursor, 1.7);
        assertThat(view.getScale()).isCloseTo(scale * 1.7, within(1e-9));
        Point2D after = view.boardPoint(cursor);
        assertThat(after.getX()).isCloseTo(before.getX(), within(1e-9));
        assertThat(after.getY()).isCloseTo(before.getY(), within(1e-9));

        view.zoomAt(cursor, 1 / 3.0);
        after = view.boardPoint(cursor);
        assertThat(after.getX()).isCloseTo(before.getX(), within(1e-9));
        assertThat(after.getY()).isCloseTo(before.getY(), within(1e-9));
    }

    @Test
    void zoomOnACityKeepsTheCityInPlaceEvenAtTheLimit() {
        Point2D bravo = view.viewPoint(1);
        view.zoomAt(bravo, 1000);
        assertThat(view.getZoom()).isCloseTo(MapView.MAX_ZOOM, within(1e-9));
        assertThat(view.viewPoint(1).distance(bravo)).isLessThan(1e-9);
        view.zoomAt(bravo, 1e-6);
        assertThat(view.getZoom()).isCloseTo(MapView.MIN_ZOOM, within(1e-9));
        assertThat(view.viewPoint(1).distance(bravo)).isLessThan(1e-9);
    }

    @Test
    void zoomInAndOutStepAboutTheCentre() {
        Point2D centre = new Point2D.Double(400, 300);
        Point2D b = view.boardPoint(centre);
        view.zoomIn();
        assertThat(view.getZoom()).isCloseTo(MapView.ZOOM_STEP, within(1e-9));
        view.zoomOut();
        view.zoomOut();
        assertThat(view.getZoom()).isCloseTo(1 / MapView.ZOOM_STEP, within(1e-9));
        assertThat(view.boardPoint(centre).distance(b)).isLessThan(1e-9);
    }

    @ParameterizedTest
    @CsvSource({"800,600", "300,900", "1600,300", "201,151", "1400,860"})
    void fitToWindowPutsEveryCityInsideTheComponent(int w, int h) {
        view.zoomAt(new Point2D.Double(10, 10), 4);
        view.panBy(-500, 300);
        view.setSize(w, h);
        view.fitToWindow();
        assertThat(view.getZoom()).isCloseTo(1, within(1e-9));
        for (City c : board.cities()) {
            Point2D p = view.viewPoint(c.index());
            assertThat(p.getX()).as(c.name()).isBetween(10.0, w - 10.0);
            assertThat(p.getY()).as(c.name()).isBetween(10.0, h - 10.0);
        }
        // and the board is as large as it can be: it touches the margin on one axis
        double minX = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, minY = Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (City c : board.cities()) {
            Point2D p = view.viewPoint(c.index());
            minX = Math.min(minX, p.getX());
            maxX = Math.max(maxX, p.getX());
            minY = Math.min(minY, p.getY());
            maxY = Math.max(maxY, p.getY());
        }
        assertThat(Math.max((maxX - minX) / w, (maxY - minY) / h)).isGreaterThan(0.5);
    }

    @Test
    void aFittedViewRefitsWhenResizedButAZoomedOneKeepsItsScale() {
        view.setSize(400, 300);
        for (City c : board.cities()) {
            Point2D p = view.viewPoint(c.index());
            assertThat(p.getX()).isBetween(0.0, 400.0);
            assertThat(p.getY()).isBetween(0.0, 300.0);
        }
        view.zoomIn();
        double scale = view.getScale();
        view.setSize(900, 700);
        assertThat(view.getScale()).isEqualTo(scale);
    }

    @Test
    void panMovesEverythingByThePixels() {
        Point2D before = view.viewPoint(0);
        view.panBy(50, -20);
        Point2D after = view.viewPoint(0);
        assertThat(after.getX() - before.getX()).isCloseTo(50, within(1e-9));
        assertThat(after.getY() - before.getY()).isCloseTo(-20, within(1e-9));
    }

    @Test
    void panCannotLoseTheMap() {
        view.panBy(100_000, 100_000);
        Point2D alpha = view.viewPoint(0);
        assertThat(alpha.getX()).isLessThan(800);
        assertThat(alpha.getY()).isLessThan(600);
    }

    @Test
    void trainSpacesLieOnTheSectionInOrderFromTheFirstCity() {
        Section s = board.section(3); // Delta -> Charlie, 4 spaces
        Point2D a = view.viewPoint(s.cityA());
        double last = -1;
        for (int i = 0; i < s.spaces(); i++) {
            Point2D p = view.spaceCentre(3, i);
            assertThat(view.sectionAt(p)).isEqualTo(3);
            double d = p.distance(a);
            assertThat(d).isGreaterThan(last);
            last = d;
        }
    }

    @Test
    void clickOnASectionNotifiesListenersButADragDoesNot() {
        List<Integer> clicked = new ArrayList<>();
        view.addSectionClickListener(clicked::add);
        Point2D p = along(1, 0.5, 0);
        int x = (int) Math.round(p.getX());
        int y = (int) Math.round(p.getY());
        press(x, y);
        release(x, y);
        assertThat(clicked).containsExactly(1);

        press(x, y);
        view.dispatchEvent(new MouseEvent(view, MouseEvent.MOUSE_DRAGGED, 0, MouseEvent.BUTTON1_DOWN_MASK,
            x + 30, y, 0, false, MouseEvent.BUTTON1));
        release(x + 30, y);
        assertThat(clicked).containsExactly(1);
    }

    private void press(int x, int y) {
        view.dispatchEvent(new MouseEvent(view, MouseEvent.MOUSE_PRESSED, 0, MouseEvent.BUTTON1_DOWN_MASK,
            x, y, 1, false, MouseEvent.BUTTON1));
    }

    private void release(int x, int y) {
        view.dispatchEvent(new MouseEvent(view, MouseEvent.MOUSE_RELEASED, 0, 0, x, y, 1, false,
            MouseEvent.BUTTON1));
    }

    @Test
    void keyActionsZoomAndFit() {
        view.getActionMap().get("zoomIn").actionPerformed(null);
        assertThat(view.getZoom()).isCloseTo(MapView.ZOOM_STEP, within(1e-9));
        view.getActionMap().get("fit").actionPerformed(null);
        assertThat(view.getZoom()).isCloseTo(1, within(1e-9));
        view.getActionMap().get("zoomOut").actionPerformed(null);
        assertThat(view.getZoom()).isCloseTo(1 / MapView.ZOOM_STEP, within(1e-9));
        assertThat(view.getInputMap().get(javax.swing.KeyStroke.getKeyStroke('+'))).isEqualTo("zoomIn");
        assertThat(view.getInputMap().get(javax.swing.KeyStroke.getKeyStroke('-'))).isEqualTo("zoomOut");
        assertThat(view.getInputMap().get(javax.swing.KeyStroke.getKeyStroke('0'))).isEqualTo("fit");
    }

    @Test
    void tooltipDescribesTheSection() {
        StaticMapContent c = StaticMapContent.atStart(board).withTrain(1, 0);
        view.setContent(c);
        assertThat(view.describeSection(1)).isEqualTo("Bravo–Charlie · forest · 3 spaces · BK, RD · 1 free");
        assertThat(view.describeSection(2)).isEqualTo("Charlie–Echo · mountain · 1 space · no trains · 1 free");
        view.setContent(c.withBuild(2, 2).withEmphasis(List.of(0)));
        assertThat(view.describeSection(2))
            .isEqualTo("Charlie–Echo · mountain · 1 space · YL · full · last build");
        assertThat(view.describeSection(0)).endsWith("· may build");
        Point2D p = along(1, 0.5, 0);
        MouseEvent hover = new MouseEvent(view, MouseEvent.MOUSE_MOVED, 0, 0, (int) p.getX(), (int) p.getY(), 0,
            false);
        // over a train the tool tip names its company in full, and the shape that tells it apart
        String cue = TrainCue.of(board).get(0).describe();
        assertThat(view.getToolTipText(hover)).isEqualTo("RD train, Red Line (" + cue + ") · " + view.describeSection(1));
        Point2D first = view.spaceCentre(1, 0);
        assertThat(view.getToolTipText(new MouseEvent(view, MouseEvent.MOUSE_MOVED, 0, 0, (int) first.getX(),
            (int) first.getY(), 0, false))).startsWith("BK train, Black Line (");
        Point2D free = view.spaceCentre(1, 2);
        assertThat(view.getToolTipText(new MouseEvent(view, MouseEvent.MOUSE_MOVED, 0, 0, (int) free.getX(),
            (int) free.getY(), 0, false))).startsWith("Bravo–Charlie · forest");
        Point2D bravo = view.viewPoint(1);
        MouseEvent onCity = new MouseEvent(view, MouseEvent.MOUSE_MOVED, 0, 0, (int) bravo.getX(),
            (int) bravo.getY(), 0, false);
        assertThat(view.getToolTipText(onCity)).isEqualTo("Bravo · home of BK · 2 sections");
    }

    @Test
    void newContentOnTheSameBoardKeepsTheZoomAnotherBoardRefits() {
        view.zoomIn();
        view.setContent(StaticMapContent.empty(board));
        assertThat(view.getZoom()).isCloseTo(MapView.ZOOM_STEP, within(1e-9));
        view.setContent(StaticMapContent.empty(SampleBoard.create()));
        assertThat(view.getZoom()).isCloseTo(1, within(1e-9));
    }

    @Test
    void staticContentFollowsTheSpaceRules() {
        StaticMapContent c = StaticMapContent.atStart(board);
        assertThat(c.companiesOn(1)).containsExactly(1);
        assertThat(c.companiesOn(0)).isEmpty();
        StaticMapContent built = c.withTrain(2, 0);
        assertThat(c.companiesOn(2)).isEmpty();
        assertThat(built.companiesOn(2)).containsExactly(0);
        assertThatThrownBy(() -> built.withTrain(2, 1)).isInstanceOf(IllegalArgumentException.class)
            .hasMessageContaining("full");
        assertThatThrownBy(() -> c.withTrain(1, 1)).isInstanceOf(IllegalArgumentException.class)
            .hasMessageContaining("already");
        assertThat(StaticMapContent.empty(board).companiesOn(1)).isEmpty();
        assertThat(c.withBuild(0, 2).highlightedSection()).isZero();
        assertThat(c.withBuild(0, 2).highlightedCompany()).isEqualTo(2);
        assertThat(c.withEmphasis(List.of(3, 0)).emphasisedSections()).containsExactlyInAnyOrder(0, 3);
        assertThatThrownBy(() -> c.withEmphasis(List.of(9))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aViewWithoutContentIsHarmless() {
        MapView empty = new MapView();
        empty.setSize(300, 200);
        assertThat(empty.sectionAt(new Point2D.Double(10, 10))).isEqualTo(-1);
        assertThat(empty.toImage().getWidth()).isEqualTo(300);
        empty.zoomIn();
        empty.fitToWindow();
    }
}
