package org.roundhouse.ui.map;

import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.awt.font.GlyphVector;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.roundhouse.board.Board;
import org.roundhouse.board.City;
import org.roundhouse.board.Company;
import org.roundhouse.ui.map.MapGeometry.SectionShape;

/**
 * Places the cities' names and home-station badges so that they cover nothing: not each other,
 * the drawn track and trains, the city dots, nor the legend. {@link MapPainter} draws them where
 * it puts them.
 */
final class LabelPlacer {
    private final MapGeometry geo;
    private final Board board;
    private final int width;
    private final int height;
    private final Font labelFont;
    private final Font badgeFont;

    LabelPlacer(MapGeometry geo, Board board, int width, int height, Font labelFont, Font badgeFont) {
        this.geo = geo;
        this.board = board;
        this.width = width;
        this.height = height;
        this.labelFont = labelFont;
        this.badgeFont = badgeFont;
    }

    /** A city's name with its home-station badges, placed beside the dot. */
    record Label(City city, GlyphVector name, double nameWidth, List<Company> homes,
                         List<Double> badgeWidths, double width, double height, Rectangle2D box, boolean clear) {
        Label at(Rectangle2D where, boolean isClear) {
            return new Label(city, name, nameWidth, homes, badgeWidths, width, height, where, isClear);
        }
    }

    /** Every city's label placed, the most crowded first; {@code avoid} (may be null) is kept clear too. */
    List<Label> layout(FontRenderContext frc, Rectangle2D avoid) {
        Font font = labelFont;
        Font bf = badgeFont;
        double fs = geo.fontSize();
        double badgeH = fs * 1.15;
        double gapNameBadge = fs * 0.3;
        List<Label> labels = new ArrayList<>();
        for (City c : board.cities()) {
            GlyphVector gv = font.createGlyphVector(frc, c.name());
            double nw = gv.getLogicalBounds().getWidth();
            List<Company> homes = MapPainter.homesOf(board, c.index());
            List<Double> bws = new ArrayList<>();
            double w = nw;
            for (Company co : homes) {
                double bw = bf.getStringBounds(co.abbreviation(), frc).getWidth() + badgeH * 0.7;
                bws.add(bw);
                w += gapNameBadge + bw;
            }
            double h = Math.max(fs * 1.2, homes.isEmpty() ? 0 : badgeH);
            labels.add(new Label(c, gv, nw, homes, bws, w, h, null, false));
        }
        Obstacles obstacles = new Obstacles();
        // the labels with the fewest clear places near their dot go first, the others fit around them
        Map<Label, Integer> room = new HashMap<>();
        for (Label l : labels) room.put(l, clearPlaceCount(l, obstacles));
        List<Label> order = new ArrayList<>(labels);
        order.sort(Comparator.comparingInt((Label l) -> room.get(l))
            .thenComparingInt(l -> -board.sectionsAt(l.city().index()).length)
            .thenComparingInt(l -> l.city().index()));
        if (avoid != null) {
            obstacles.labels.add(avoid);
        }
        List<Label> result = new ArrayList<>();
        for (Label l : order) {
            List<Label> placed = place(l, obstacles, gapNameBadge);
            for (Label p : placed) obstacles.labels.add(p.box());
            result.addAll(placed);
        }
        return result;
    }

    /**
     * A city's label where it covers nothing, the nearest such place first: name and badges
     * together beside the dot; else the name and the badges each on its own. Where nothing is
     * clear, together where they cover least: across a bare track line rather than over a
     * train, never over another name or city while any place avoids them.
     */
    private List<Label> place(Label l, Obstacles obstacles, double gapNameBadge) {
        Label nameOnly = null;
        Label badgesOnly = null;
        if (!l.homes().isEmpty()) {
            double fs = geo.fontSize();
            nameOnly = new Label(l.city(), l.name(), l.nameWidth(), List.of(), List.of(), l.nameWidth(), fs * 1.2,
                null, false);
            double bw = -gapNameBadge;
            for (double w : l.badgeWidths()) bw += w + gapNameBadge;
            badgesOnly = new Label(l.city(), null, 0, l.homes(), l.badgeWidths(), bw, fs * 1.15, null, false);
        }
        Label[] best = new Label[1];
        double[] bestCost = {Double.MAX_VALUE};
        Label joint = place(l, obstacles, best, bestCost);
        if (joint != null) return List.of(joint);
        if (nameOnly != null) {
            // the badges go on their own beside or under the name (never away from it, where they
            // would be read as another city's)
            for (Rectangle2D nameBox : clearPlaces(nameOnly, obstacles)) {
                obstacles.labels.add(nameBox);
                try {
                    double bw = badgesOnly.width();
                    double bh = badgesOnly.height();
                    double[][] beside = {
                        {nameBox.getMaxX() + gapNameBadge, nameBox.getCenterY() - bh / 2},
                        {nameBox.getMinX() - gapNameBadge - bw, nameBox.getCenterY() - bh / 2},
                        {nameBox.getMinX(), nameBox.getMaxY() + 1},
                        {nameBox.getMaxX() - bw, nameBox.getMaxY() + 1},
                        {nameBox.getMinX(), nameBox.getMinY() - 1 - bh},
                        {nameBox.getMaxX() - bw, nameBox.getMinY() - 1 - bh},
                    };
                    for (double[] b : beside) {
                        Rectangle2D badgeBox = new Rectangle2D.Double(b[0], b[1], bw, bh);
                        if (obstacles.cost(badgeBox, l.city().index(), true) == 0) {
                            return List.of(nameOnly.at(nameBox, true), badgesOnly.at(badgeBox, true));
                        }
                    }
                } finally {
                    obstacles.labels.remove(obstacles.labels.size() - 1);
                }
            }
        }
        return List.of(best[0]);
    }

    /** Pixels kept between a label and anything else (the text's halo). */
    static final double LABEL_PAD = 1.5;

    /** Directions (degrees, y down) to try around a city, the preferred first. */
    private static final int[] DIRECTIONS = {0, 180, -45, 45, -90, 90, -135, 135, -20, 20, -160, 160, -65, 65, -115, 115,
        -30, 30, -150, 150, -10, 10, -170, 170, -75, 75, -105, 105, -55, 55, -125, 125};

    /**
     * Distances from the dot tried, in font sizes beyond the nearest. Further out a name is no
     * longer read as the city's (names tied on by lines were tried: they made the map harder to read).
     */
    private static final double[] RINGS = {0, 0.45, 1.0, 1.7, 2.5, 3.4};

    /** What a label must not cover: placed labels, the drawn sections with their trains, the city dots. */
    private final class Obstacles {
        final List<Rectangle2D> labels = new ArrayList<>();
        final double[] halfWidth = new double[board.sections().size()];
        final Line2D[] lines = new Line2D[board.sections().size()];
        /** Each section's drawing's bounding box, to pass over the far ones quickly. */
        final Rectangle2D[] reach = new Rectangle2D[board.sections().size()];

        Obstacles() {
            for (int s = 0; s < lines.length; s++) {
                SectionShape sh = geo.shape(s);
                lines[s] = MapPainter.centreLine(geo, sh);
                halfWidth[s] = drawnHalfWidth(sh, board.section(s).trackType());
                Rectangle2D b = lines[s].getBounds2D();
                reach[s] = new Rectangle2D.Double(b.getX() - halfWidth[s], b.getY() - halfWidth[s],
                    b.getWidth() + 2 * halfWidth[s], b.getHeight() + 2 * halfWidth[s]);
            }
        }

        /** How much the box covers; 0 when it is clear. Labels and dots weigh more than track. */
        double cost(Rectangle2D box, int city, boolean stopAtFirst) {
            double cost = 0;
            Rectangle2D padded = new Rectangle2D.Double(box.getX() - LABEL_PAD, box.getY() - LABEL_PAD,
                box.getWidth() + 2 * LABEL_PAD, box.getHeight() + 2 * LABEL_PAD);
            if (padded.getMinX() < 2 || padded.getMinY() < 2 || padded.getMaxX() > width - 2 || padded.getMaxY() > height - 2) {
                cost += 1000;
                if (stopAtFirst) return cost;
            }
            for (Rectangle2D p : labels) {
                if (p.intersects(padded)) {
                    Rectangle2D i = p.createIntersection(padded);
                    cost += 1000 + 400 * i.getWidth() * i.getHeight() / (box.getWidth() * box.getHeight());
                    if (stopAtFirst) return cost;
                }
            }
            double r = geo.cityRadius() + 1;
            for (City c : board.cities()) {
                if (c.index() == city) continue;
                if (distance(padded, geo.viewX(c.x()), geo.viewY(c.y())) < r) {
                    cost += 1000;
                    if (stopAtFirst) return cost;
                }
            }
            for (int s = 0; s < lines.length; s++) {
                if (reach[s].intersects(padded) && distance(padded, lines[s]) < halfWidth[s]) {
                    cost += 2 + trainsUnder(padded, s);
                    if (stopAtFirst) return cost;
                }
            }
            return cost;
        }

        /** 100 for each train space (as a train would cover it, with its outline) the box touches. */
        private int trainsUnder(Rectangle2D box, int s) {
            SectionShape sh = geo.shape(s);
            int n = 0;
            double half = sh.slotLength() / 2;
            for (int i = 0; i < sh.slotX().length; i++) {
                Line2D train = new Line2D.Double(sh.slotX()[i] - sh.ux() * half, sh.slotY()[i] - sh.uy() * half,
                    sh.slotX()[i] + sh.ux() * half, sh.slotY()[i] + sh.uy() * half);
                if (distance(box, train) < sh.slotWidth() / 2 + 1.5) n += 100;
            }
            return n;
        }
    }

    /**
     * How far from its centre line a section's drawing reaches: the widest of the track's
     * pattern (ties, zig-zag, dots) and a train on it with its outline and the last build's ring.
     */
    double drawnHalfWidth(SectionShape sh, int trackType) {
        double w = geo.trackWidth();
        double track = switch (Math.floorMod(trackType, 4)) {
            case 1 -> w * 1.9 + Math.max(1.1, w * 0.6) / 2;
            case 2 -> w * 1.6 + Math.max(1.2, w * 0.75) / 2;
            case 3 -> w * 1.45 / 2;
            default -> w / 2;
        };
        double train = sh.slotWidth() / 2 + 0.7;
        return Math.max(track, train) + 0.5;
    }

    /** Distance from a point to a rectangle (0 inside). */
    static double distance(Rectangle2D r, double x, double y) {
        double dx = Math.max(Math.max(r.getMinX() - x, 0), x - r.getMaxX());
        double dy = Math.max(Math.max(r.getMinY() - y, 0), y - r.getMaxY());
        return Math.hypot(dx, dy);
    }

    /** Distance from a segment to a rectangle (0 where they touch). */
    static double distance(Rectangle2D r, Line2D l) {
        if (r.intersectsLine(l)) return 0;
        double d = Math.min(distance(r, l.getX1(), l.getY1()), distance(r, l.getX2(), l.getY2()));
        double[][] corners = {{r.getMinX(), r.getMinY()}, {r.getMaxX(), r.getMinY()}, {r.getMinX(), r.getMaxY()},
            {r.getMaxX(), r.getMaxY()}};
        for (double[] c : corners) d = Math.min(d, l.ptSegDist(c[0], c[1]));
        return d;
    }

    /**
     * The first clear place around the city, on rings close to the dot, the usual sides (right,
     * left, corners, above, below) before the others. Null when there is none; the least
     * covering place seen goes into {@code best} (when given).
     */
    private Label place(Label l, Obstacles obstacles, Label[] best, double[] bestCost) {
        int k = 0;
        for (Rectangle2D box : places(l)) {
            if (obstacles.cost(box, l.city().index(), true) == 0) {
                return l.at(box, true);
            }
            if (best != null) {
                double cost = obstacles.cost(box, l.city().index(), false) + k++ * 0.05;
                if (cost < bestCost[0]) {
                    bestCost[0] = cost;
                    best[0] = l.at(box, false);
                }
            }
        }
        return null;
    }

    /** The places a label may take around its city's dot, in the order they are tried. */
    private List<Rectangle2D> places(Label l) {
        double cx = geo.viewX(l.city().x());
        double cy = geo.viewY(l.city().y());
        double r = geo.cityRadius() + 2 + LABEL_PAD;
        List<Rectangle2D> out = new ArrayList<>(RINGS.length * DIRECTIONS.length);
        for (double ring : RINGS) {
            double d = r + geo.fontSize() * ring;
            for (int deg : DIRECTIONS) {
                double a = Math.toRadians(deg);
                double cos = Math.cos(a);
                double sin = Math.sin(a);
                double sx = Math.max(-1, Math.min(1, cos * 2));
                double sy = Math.max(-1, Math.min(1, sin * 2));
                double mx = cx + d * cos + sx * l.width() / 2;
                double my = cy + d * sin + sy * l.height() / 2;
                out.add(new Rectangle2D.Double(mx - l.width() / 2, my - l.height() / 2, l.width(), l.height()));
            }
        }
        return out;
    }

    /** The places near the dot (in the order tried) where the label covers nothing. */
    private List<Rectangle2D> clearPlaces(Label l, Obstacles obstacles) {
        List<Rectangle2D> out = new ArrayList<>();
        for (Rectangle2D box : places(l)) {
            if (obstacles.cost(box, l.city().index(), true) == 0) out.add(box);
        }
        return out;
    }

    /** How many of the places near the dot are clear of track, trains and cities (labels aside). */
    private int clearPlaceCount(Label l, Obstacles obstacles) {
        return clearPlaces(l, obstacles).size();
    }
}
