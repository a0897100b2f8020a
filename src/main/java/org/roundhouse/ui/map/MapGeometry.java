package org.roundhouse.ui.map;

import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.List;

import org.roundhouse.board.Board;
import org.roundhouse.board.City;
import org.roundhouse.board.Section;

/**
 * Where things are on screen: the board-to-view transform (uniform scale plus offset,
 * board y growing southward like screen y) and the sizes of cities, tracks and train
 * spaces at the current scale. Not thread-safe; used on the event dispatch thread.
 */
final class MapGeometry {
    /** Board units of free border kept around the outermost cities by {@link #fit}. */
    static final double FIT_MARGIN_FRACTION = 0.045;
    /** Pixels kept free around the cities by {@link #fit}, room for the names. */
    static final double FIT_MARGIN_PIXELS = 28;

    private Board board;
    private double scale = 1;
    private double tx;
    private double ty;
    private double fitScale = 1;
    private SectionShape[] shapes;
    private MapPainter.LegendPlan legendPlan;

    /** One section laid out on screen. */
    record SectionShape(int section, double ax, double ay, double bx, double by,
                        double ux, double uy, double length,
                        double[] slotX, double[] slotY, double slotLength, double slotWidth) {

        double angle() {
            return Math.atan2(uy, ux);
        }

        /** Start of the drawn track (just outside city A's dot). */
        double startX(double inset) {
            return ax + ux * inset;
        }

        double startY(double inset) {
            return ay + uy * inset;
        }

        double endX(double inset) {
            return bx - ux * inset;
        }

        double endY(double inset) {
            return by - uy * inset;
        }

        double distanceTo(double px, double py) {
            double dx = px - ax;
            double dy = py - ay;
            double t = dx * ux + dy * uy;
            t = Math.max(0, Math.min(length, t));
            double cx = ax + ux * t;
            double cy = ay + uy * t;
            return Math.hypot(px - cx, py - cy);
        }
    }

    /** Where the legend goes at the view's size (null: left out); see {@link MapPainter#planLegend}. */
    MapPainter.LegendPlan legendPlan() {
        return legendPlan;
    }

    void setLegendPlan(MapPainter.LegendPlan plan) {
        legendPlan = plan;
    }

    void setBoard(Board board) {
        this.board = board;
        shapes = null;
    }

    Board board() {
        return board;
    }

    double scale() {
        return scale;
    }

    double fitScale() {
        return fitScale;
    }

    double tx() {
        return tx;
    }

    double ty() {
        return ty;
    }

    void set(double scale, double tx, double ty) {
        this.scale = scale;
        this.tx = tx;
        this.ty = ty;
        shapes = null;
    }

    double viewX(double boardX) {
        return boardX * scale + tx;
    }

    double viewY(double boardY) {
        return boardY * scale + ty;
    }

    Point2D toView(City c) {
        return new Point2D.Double(viewX(c.x()), viewY(c.y()));
    }

    Point2D toBoard(double x, double y) {
        return new Point2D.Double((x - tx) / scale, (y - ty) / scale);
    }

    /** Bounding box of the cities in board units; a unit box for an empty board. */
    static Rectangle2D cityBounds(Board board) {
        List<City> cities = board == null ? List.of() : board.cities();
        if (cities.isEmpty()) {
            return new Rectangle2D.Double(0, 0, 1000, 600);
        }
        double x0 = Double.MAX_VALUE;
        double y0 = Double.MAX_VALUE;
        double x1 = -Double.MAX_VALUE;
        double y1 = -Double.MAX_VALUE;
        for (City c : cities) {
            x0 = Math.min(x0, c.x());
            y0 = Math.min(y0, c.y());
            x1 = Math.max(x1, c.x());
            y1 = Math.max(y1, c.y());
        }
        double w = Math.max(x1 - x0, 1);
        double h = Math.max(y1 - y0, 1);
        return new Rectangle2D.Double(x0, y0, w, h);
    }

    /** The area drawn as land: the cities' box with a border. */
    Rectangle2D landBounds() {
        Rectangle2D b = cityBounds(board);
        double m = Math.max(b.getWidth(), b.getHeight()) * FIT_MARGIN_FRACTION;
        return new Rectangle2D.Double(b.getX() - m, b.getY() - m, b.getWidth() + 2 * m, b.getHeight() + 2 * m);
    }

    /** Scales and centres the board so that every city (and its name) fits into w x h. */
    void fit(double w, double h) {
        fit(new Rectangle2D.Double(0, 0, w, h));
    }

    /** Scales and centres the board so that every city (and its name) fits into the area (view pixels). */
    void fit(Rectangle2D area) {
        double s = fitScale(area);
        fitScale = s;
        Rectangle2D land = landBounds();
        set(s, area.getCenterX() - land.getCenterX() * s, area.getCenterY() - land.getCenterY() * s);
    }

    /** The scale {@link #fit(Rectangle2D)} gives the board in that area. */
    double fitScale(Rectangle2D area) {
        Rectangle2D land = landBounds();
        double availW = Math.max(area.getWidth() - 2 * FIT_MARGIN_PIXELS, 1);
        double availH = Math.max(area.getHeight() - 2 * FIT_MARGIN_PIXELS, 1);
        double s = Math.min(availW / land.getWidth(), availH / land.getHeight());
        return !(s > 0) || Double.isInfinite(s) ? 1 : s;
    }

    /** Multiplies the scale by {@code factor}, keeping the board point under (px, py) in place. */
    void zoomAt(double px, double py, double factor, double minScale, double maxScale) {
        double s = Math.max(minScale, Math.min(maxScale, scale * factor));
        double bx = (px - tx) / scale;
        double by = (py - ty) / scale;
        set(s, px - bx * s, py - by * s);
    }

    void panBy(double dx, double dy) {
        set(scale, tx + dx, ty + dy);
    }

    /**
     * Moves the view back so that at least {@code keep} pixels of the land stay inside the
     * w x h view; the map can't be dragged out of sight.
     */
    void keepVisible(double w, double h, double keep) {
        Rectangle2D land = landBounds();
        double x0 = viewX(land.getMinX());
        double x1 = viewX(land.getMaxX());
        double y0 = viewY(land.getMinY());
        double y1 = viewY(land.getMaxY());
        double kx = Math.min(keep, (x1 - x0) / 2);
        double ky = Math.min(keep, (y1 - y0) / 2);
        double dx = 0;
        double dy = 0;
        if (x1 < kx) dx = kx - x1;
        if (x0 > w - kx) dx = (w - kx) - x0;
        if (y1 < ky) dy = ky - y1;
        if (y0 > h - ky) dy = (h - ky) - y0;
        if (dx != 0 || dy != 0) {
            panBy(dx, dy);
        }
    }

    // ---- sizes, in pixels, following the zoom within readable limits ----

    private double clamp(double boardUnits, double min, double max) {
        return Math.max(min, Math.min(max, boardUnits * scale));
    }

    double cityRadius() {
        return clamp(5.2, 3.5, 12);
    }

    double trackWidth() {
        return clamp(2.4, 1.5, 6);
    }

    double nominalSlotLength() {
        return clamp(17, 9, 40);
    }

    double fontSize() {
        return clamp(10.5, 10.5, 18);
    }

    /** Distance from a section line within which the pointer is on it. */
    double hitTolerance() {
        return Math.max(6, nominalSlotLength() * 0.35);
    }

    // ---- section layout ----

    SectionShape shape(int section) {
        if (shapes == null) {
            shapes = new SectionShape[board.sections().size()];
        }
        SectionShape s = shapes[section];
        if (s == null) {
            s = layout(board.section(section));
            shapes[section] = s;
        }
        return s;
    }

    private SectionShape layout(Section section) {
        City a = board.city(section.cityA());
        City b = board.city(section.cityB());
        double ax = viewX(a.x());
        double ay = viewY(a.y());
        double bx = viewX(b.x());
        double by = viewY(b.y());
        double len = Math.hypot(bx - ax, by - ay);
        double ux = len > 0 ? (bx - ax) / len : 1;
        double uy = len > 0 ? (by - ay) / len : 0;
        int n = Math.max(1, section.spaces());
        double usable = Math.max(0, len - 2 * (cityRadius() + 3));
        double slotLen = nominalSlotLength();
        double gap = slotLen * 0.32;
        double needed = n * slotLen + (n - 1) * gap;
        if (needed > usable * 0.92 && needed > 0) {
            double f = usable * 0.92 / needed;
            slotLen *= f;
            gap *= f;
            needed = n * slotLen + (n - 1) * gap;
        }
        double slotWidth = Math.min(nominalSlotLength() * 0.5, Math.max(slotLen * 0.5, 4));
        double[] xs = new double[n];
        double[] ys = new double[n];
        double first = len / 2 - needed / 2 + slotLen / 2;
        for (int i = 0; i < n; i++) {
            double t = first + i * (slotLen + gap);
            xs[i] = ax + ux * t;
            ys[i] = ay + uy * t;
        }
        return new SectionShape(section.index(), ax, ay, bx, by, ux, uy, len, xs, ys, slotLen, slotWidth);
    }

    // ---- hit testing ----

    int cityAt(double px, double py) {
        if (board == null) return -1;
        double r = cityRadius() + 3;
        int best = -1;
        double bestD = Double.MAX_VALUE;
        for (City c : board.cities()) {
            double d = Math.hypot(viewX(c.x()) - px, viewY(c.y()) - py);
            if (d <= r && d < bestD) {
                best = c.index();
                bestD = d;
            }
        }
        return best;
    }

    int sectionAt(double px, double py) {
        if (board == null || cityAt(px, py) >= 0) return -1;
        double tol = hitTolerance();
        int best = -1;
        double bestD = Double.MAX_VALUE;
        for (int i = 0; i < board.sections().size(); i++) {
            double d = shape(i).distanceTo(px, py);
            if (d <= tol && d < bestD) {
                best = i;
                bestD = d;
            }
        }
        return best;
    }
}
