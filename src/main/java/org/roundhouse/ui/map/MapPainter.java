package org.roundhouse.ui.map;

import static org.roundhouse.text.Messages.UI;

import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Composite;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.font.FontRenderContext;
import java.awt.font.GlyphVector;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.roundhouse.board.Board;
import org.roundhouse.board.City;
import org.roundhouse.board.Company;
import org.roundhouse.board.Section;
import org.roundhouse.engine.Phrases;
import org.roundhouse.ui.map.MapGeometry.SectionShape;

/**
 * Draws a {@link MapContent} with Java2D vector shapes only, so the map is crisp at any
 * size and can be painted into an SVG or printer graphics as well as the screen.
 */
final class MapPainter {
    private final MapGeometry geo;
    private final MapTheme theme;
    private final MapContent content;
    private final Board board;
    private final int width;
    private final int height;

    /** Options that belong to the view rather than to the content. */
    record Options(int hoverSection, boolean legend, boolean focused, String emphasisLabel) {
    }

    MapPainter(MapGeometry geo, MapTheme theme, MapContent content, int width, int height) {
        this.geo = geo;
        this.theme = theme;
        this.content = content;
        this.board = content == null ? null : content.board();
        this.width = width;
        this.height = height;
    }

    /**
     * The parts of the map from bottom to top. {@link #paint} draws them all in this order;
     * {@link MapView} caches the parts that do not change from one position to the next
     * ({@link #BASE}, {@link #TRACKS}, {@link #TOP}) as images and draws only the others.
     */
    enum Layer {
        /** The window colour and the land. Depends on size, zoom and theme only. */
        BASE,
        /** Emphasised sections, the last build's glow, the hovered section. */
        MARKS,
        /** The track lines and every train space drawn free; depends on the emphasised sections (the others are dimmed). */
        TRACKS,
        /** The trains (each covers the free space drawn under it). */
        SLOTS,
        /** Cities, names, home badges, the legend and the focus frame. */
        TOP,
        /** A better build's dashed outline and label; the hovered section's trains named, each abbreviation tied to its train. */
        HOVER
    }

    int width() {
        return width;
    }

    int height() {
        return height;
    }

    void paint(Graphics2D g, Options options) {
        for (Layer layer : Layer.values()) {
            paint(g, options, layer);
        }
    }

    /** Draws one layer (see {@link Layer}); drawing all of them in order is {@link #paint}. */
    void paint(Graphics2D g, Options options, Layer layer) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);

        if (layer == Layer.BASE) {
            g.setColor(theme.window);
            g.fill(new Rectangle2D.Double(0, 0, width, height));
        }
        if (board == null) {
            return;
        }
        Set<Integer> emphasised = content.emphasisedSections();
        boolean dimOthers = !emphasised.isEmpty();
        switch (layer) {
            case BASE -> paintLand(g);
            case MARKS -> {
                int highlighted = content.highlightedSection();
                for (int s : emphasised) {
                    paintEmphasis(g, geo.shape(s));
                }
                if (highlighted >= 0 && highlighted < board.sections().size()) {
                    paintGlow(g, geo.shape(highlighted));
                }
                if (options.hoverSection() >= 0 && options.hoverSection() < board.sections().size()) {
                    paintHover(g, geo.shape(options.hoverSection()));
                }
            }
            case TRACKS -> {
                for (Section s : board.sections()) {
                    boolean dim = dimOthers && !emphasised.contains(s.index());
                    paintTrack(g, geo.shape(s.index()), s.trackType(), dim);
                }
                // every space as free: a train covers its free-space outline completely, so the
                // free spaces need not change from one position to the next
                for (Section s : board.sections()) {
                    boolean dim = dimOthers && !emphasised.contains(s.index());
                    paintSlots(g, s, geo.shape(s.index()), dim, emphasised.contains(s.index()), false);
                }
            }
            case SLOTS -> {
                for (Section s : board.sections()) {
                    boolean dim = dimOthers && !emphasised.contains(s.index());
                    paintSlots(g, s, geo.shape(s.index()), dim, emphasised.contains(s.index()), true);
                }
            }
            case TOP -> {
                paintCities(g);
                LegendLayout legend = legendFor(g, options);
                paintLabels(g, legend == null ? null : legend.box());
                if (legend != null) {
                    paintLegend(g, legend);
                }
                if (options.focused()) {
                    g.setColor(MapTheme.withAlpha(theme.accent, 120));
                    g.setStroke(new BasicStroke(1.5f));
                    g.draw(new Rectangle2D.Double(0.75, 0.75, width - 1.5, height - 1.5));
                }
            }
            case HOVER -> {
                BetterBuildMark.paint(g, geo, theme, content.betterBuild(), width, height);
                if (options.hoverSection() >= 0 && options.hoverSection() < board.sections().size()) {
                    paintTrainTags(g, options.hoverSection());
                }
            }
        }
    }

    /**
     * The abbreviations of a section's trains in a row of badges beside the section, each tied
     * to its train by a thin line: who is where, without colour.
     */
    private void paintTrainTags(Graphics2D g, int section) {
        List<Integer> on = content.companiesOn(section);
        SectionShape sh = geo.shape(section);
        int n = Math.min(on.size(), sh.slotX().length);
        if (n == 0) return;
        Font bf = badgeFont();
        FontRenderContext frc = g.getFontRenderContext();
        double bh = geo.fontSize() * 1.15;
        double gap = geo.fontSize() * 0.35;
        double[] w = new double[n];
        double total = -gap;
        for (int i = 0; i < n; i++) {
            w[i] = bf.getStringBounds(board.companyAbbreviation(on.get(i)), frc).getWidth() + bh * 0.7;
            total += w[i] + gap;
        }
        // the row goes on the side of the section that points up (or left), unless that leaves the view
        double nx = -sh.uy();
        double ny = sh.ux();
        if (ny > 0 || ny == 0 && nx > 0) {
            nx = -nx;
            ny = -ny;
        }
        double mx = (sh.ax() + sh.bx()) / 2;
        double my = (sh.ay() + sh.by()) / 2;
        double reach = sh.slotWidth() / 2 + geo.fontSize() * 0.9 + Math.abs(nx) * total / 2 + Math.abs(ny) * bh / 2;
        double cx = mx + nx * reach;
        double cy = my + ny * reach;
        if (cx - total / 2 < 2 || cy - bh / 2 < 2 || cx + total / 2 > width - 2 || cy + bh / 2 > height - 2) {
            cx = mx - nx * reach;
            cy = my - ny * reach;
        }
        // the row runs the way the trains do, so the lines don't cross
        boolean reversed = sh.ux() < -1e-9 || Math.abs(sh.ux()) <= 1e-9 && sh.uy() < 0;
        double x = cx - total / 2;
        double[] tagX = new double[n];
        for (int k = 0; k < n; k++) {
            int i = reversed ? n - 1 - k : k;
            tagX[i] = x;
            x += w[i] + gap;
        }
        g.setStroke(new BasicStroke(1.1f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (int i = 0; i < n; i++) {
            double tx = tagX[i] + w[i] / 2;
            double ty = cy < my ? cy + bh / 2 : cy - bh / 2;
            g.setColor(theme.textHalo);
            g.setStroke(new BasicStroke(3f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(new Line2D.Double(tx, ty, sh.slotX()[i], sh.slotY()[i]));
            g.setColor(theme.text);
            g.setStroke(new BasicStroke(1.1f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(new Line2D.Double(tx, ty, sh.slotX()[i], sh.slotY()[i]));
        }
        for (int i = 0; i < n; i++) {
            int company = on.get(i);
            drawBadge(g, board.companyAbbreviation(company), companyColour(company), tagX[i], cy - bh / 2, w[i], bh, bf);
        }
    }

    // ---- background ----

    private void paintLand(Graphics2D g) {
        Rectangle2D land = geo.landBounds();
        double x0 = geo.viewX(land.getMinX());
        double y0 = geo.viewY(land.getMinY());
        double x1 = geo.viewX(land.getMaxX());
        double y1 = geo.viewY(land.getMaxY());
        double arc = Math.min(28, Math.min(x1 - x0, y1 - y0) * 0.05);
        RoundRectangle2D shape = new RoundRectangle2D.Double(x0, y0, x1 - x0, y1 - y0, arc, arc);
        // soft shadow: strokes around the edge, whose inner halves the land then covers
        // (much cheaper than filling the whole area three times)
        for (int i = 3; i >= 1; i--) {
            g.setColor(new Color(0, 0, 0, theme.dark ? 30 : 14));
            g.setStroke(new BasicStroke(2f * i));
            g.draw(new RoundRectangle2D.Double(x0, y0 + 1.5, x1 - x0, y1 - y0, arc, arc));
        }
        // the interior needs no antialiasing: the edge stroke below covers the jagged border
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        g.setColor(theme.land);
        g.fill(shape);

        g.setColor(theme.grid);
        g.setStroke(new BasicStroke(1f));
        double step = 100;
        double edge = arc / 2;
        for (double bx = Math.ceil(land.getMinX() / step) * step; bx < land.getMaxX(); bx += step) {
            double x = geo.viewX(bx);
            if (x - x0 < edge || x1 - x < edge) continue;
            g.draw(new Line2D.Double(x, y0, x, y1));
        }
        for (double by = Math.ceil(land.getMinY() / step) * step; by < land.getMaxY(); by += step) {
            double y = geo.viewY(by);
            if (y - y0 < edge || y1 - y < edge) continue;
            g.draw(new Line2D.Double(x0, y, x1, y));
        }
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(theme.landEdge);
        g.setStroke(new BasicStroke(1.2f));
        g.draw(shape);
    }

    // ---- sections ----

    private Line2D centreLine(SectionShape sh) {
        return centreLine(geo, sh);
    }

    /** The section's line between the city dots it joins, where its track and trains are drawn. */
    static Line2D centreLine(MapGeometry geo, SectionShape sh) {
        double in = geo.cityRadius() + 1;
        return new Line2D.Double(sh.startX(in), sh.startY(in), sh.endX(in), sh.endY(in));
    }

    private void paintEmphasis(Graphics2D g, SectionShape sh) {
        Line2D line = centreLine(sh);
        double w = sh.slotWidth() + geo.trackWidth() * 4.5;
        g.setColor(MapTheme.withAlpha(theme.emphasis(), theme.dark ? 110 : 80));
        g.setStroke(new BasicStroke((float) w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(line);
        g.setColor(MapTheme.withAlpha(theme.emphasis(), 220));
        g.setStroke(new BasicStroke(1.4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new BasicStroke((float) w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND).createStrokedShape(line));
    }

    private void paintGlow(Graphics2D g, SectionShape sh) {
        Line2D line = centreLine(sh);
        double base = sh.slotWidth() + geo.trackWidth() * 2;
        Color c = MapTheme.HIGHLIGHT;
        double[] extra = {16, 10, 4};
        int[] alpha = {30, 55, 100};
        for (int i = 0; i < extra.length; i++) {
            g.setColor(MapTheme.withAlpha(c, alpha[i]));
            g.setStroke(new BasicStroke((float) (base + extra[i] * Math.min(1.6, Math.max(0.7, geo.scale())) ),
                BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(line);
        }
    }

    private void paintHover(Graphics2D g, SectionShape sh) {
        g.setColor(theme.hover);
        g.setStroke(new BasicStroke((float) (sh.slotWidth() + geo.trackWidth() * 3),
            BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(centreLine(sh));
    }

    private void paintTrack(Graphics2D g, SectionShape sh, int type, boolean dim) {
        Composite old = g.getComposite();
        if (dim) {
            g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, 0.6f));
        }
        Line2D line = centreLine(sh);
        drawTrack(g, line.getX1(), line.getY1(), line.getX2(), line.getY2(), type, geo.trackWidth(),
            theme.track(type));
        g.setComposite(old);
    }

    /**
     * Draws one track type's line pattern from (x0, y0) to (x1, y1): plain solid, forest with
     * cross ticks, mountain as a zig-zag, desert dotted, so types differ without colour.
     */
    static void drawTrack(Graphics2D g, double x0, double y0, double x1, double y1, int type, double w,
                          Color color) {
        double len = Math.hypot(x1 - x0, y1 - y0);
        if (len < 0.5) return;
        double ux = (x1 - x0) / len;
        double uy = (y1 - y0) / len;
        double nx = -uy;
        double ny = ux;
        g.setColor(color);
        switch (Math.floorMod(type, 4)) {
            case 1 -> { // forest: rail with ties
                g.setStroke(new BasicStroke((float) (w * 0.8), BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND));
                g.draw(new Line2D.Double(x0, y0, x1, y1));
                double step = Math.max(5, w * 3.2);
                double half = w * 1.9;
                int n = Math.max(1, (int) Math.floor(len / step));
                double first = (len - (n - 1) * step) / 2;
                Path2D ticks = new Path2D.Double();
                for (int i = 0; i < n; i++) {
                    double t = first + i * step;
                    double cx = x0 + ux * t;
                    double cy = y0 + uy * t;
                    ticks.moveTo(cx - nx * half, cy - ny * half);
                    ticks.lineTo(cx + nx * half, cy + ny * half);
                }
                g.setStroke(new BasicStroke((float) Math.max(1.1, w * 0.6), BasicStroke.CAP_ROUND,
                    BasicStroke.JOIN_ROUND));
                g.draw(ticks);
            }
            case 2 -> { // mountain: zig-zag
                double half = Math.max(3, w * 1.9);
                int n = Math.max(2, (int) Math.round(len / half));
                double step = len / n;
                double amp = w * 1.6;
                Path2D zig = new Path2D.Double();
                zig.moveTo(x0, y0);
                for (int i = 1; i < n; i++) {
                    double t = i * step;
                    double side = (i % 2 == 1) ? amp : -amp;
                    zig.lineTo(x0 + ux * t + nx * side, y0 + uy * t + ny * side);
                }
                zig.lineTo(x1, y1);
                g.setStroke(new BasicStroke((float) Math.max(1.2, w * 0.75), BasicStroke.CAP_ROUND,
                    BasicStroke.JOIN_MITER));
                g.draw(zig);
            }
            case 3 -> { // desert: dotted
                double gap = Math.max(4, w * 2.3);
                g.setStroke(new BasicStroke((float) (w * 1.45), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND,
                    10f, new float[] {0f, (float) gap}, 0f));
                g.draw(new Line2D.Double(x0, y0, x1, y1));
            }
            default -> { // plain: solid
                g.setStroke(new BasicStroke((float) w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
                g.draw(new Line2D.Double(x0, y0, x1, y1));
            }
        }
    }

    /** The free spaces of the section (all of them, {@code trains} false) or its trains ({@code trains} true). */
    private void paintSlots(Graphics2D g, Section s, SectionShape sh, boolean dim, boolean emphasised, boolean trains) {
        List<Integer> on = trains ? content.companiesOn(s.index()) : List.of();
        boolean highlighted = s.index() == content.highlightedSection();
        int ringCompany = highlighted ? content.highlightedCompany() : -2;
        Color trackColour = theme.track(s.trackType());
        AffineTransform old = g.getTransform();
        Composite oldComposite = g.getComposite();
        for (int i = 0; i < sh.slotX().length; i++) {
            Integer company = i < on.size() ? on.get(i) : null;
            if (trains && company == null) {
                break;
            }
            RoundRectangle2D slot = company == null
                ? slotShape(sh.slotLength() * 0.9, sh.slotWidth() * EMPTY_WIDTH)
                : slotShape(sh.slotLength(), sh.slotWidth());
            g.translate(sh.slotX()[i], sh.slotY()[i]);
            g.rotate(sh.angle());
            if (company == null) {
                if (dim) {
                    g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, 0.65f));
                }
                g.setColor(MapTheme.mix(theme.emptySlot, trackColour, theme.dark ? 0.18 : 0.10));
                g.fill(slot);
                g.setColor(emphasised ? theme.emphasis() : trackColour);
                g.setStroke(new BasicStroke(emphasised ? 1.8f : 1.2f));
                g.draw(slot);
                g.setComposite(oldComposite);
            } else {
                drawTrain(g, company, sh.slotLength(), sh.slotWidth(), sh.angle(), true);
                if (company == ringCompany) {
                    double grow = 2.5 + Math.min(2, geo.trackWidth() * 0.5);
                    RoundRectangle2D ring = new RoundRectangle2D.Double(
                        slot.getX() - grow, slot.getY() - grow, slot.getWidth() + 2 * grow,
                        slot.getHeight() + 2 * grow, slot.getArcWidth() + grow, slot.getArcHeight() + grow);
                    g.setColor(MapTheme.HIGHLIGHT);
                    g.setStroke(new BasicStroke(2.2f));
                    g.draw(ring);
                }
            }
            g.setTransform(old);
        }
    }

    /**
     * One train at the origin, along x: its company's colour in the company's outline, with the
     * company's mark, or its abbreviation where that fits at a readable size (upright whatever
     * the section's {@code angle}).
     */
    void drawTrain(Graphics2D g, int company, double length, double width, double angle, boolean text) {
        Color fill = companyColour(company);
        TrainCue cue = cue(company);
        Shape body = cue.shape(length, width);
        g.setColor(fill);
        g.fill(body);
        Color ink = MapTheme.mix(fill, MapTheme.textOn(fill), 0.9);
        String abbr = company >= 0 && company < board.companyCount() ? board.company(company).abbreviation() : "";
        if (!text || !drawAbbreviation(g, abbr, length, width, angle, ink, cue)) {
            Shape oldClip = g.getClip();
            g.clip(body);
            g.setColor(ink);
            switch (cue.mark()) {
                case BAR -> {
                    double bw = Math.max(1.3, length * 0.16);
                    g.fill(new Rectangle2D.Double(-bw / 2, -width, bw, 2 * width));
                }
                case STRIPE -> {
                    double sw = Math.max(1.1, width * 0.24);
                    g.fill(new Rectangle2D.Double(-length / 2, -sw / 2, length, sw));
                }
                case HOLLOW -> {
                    double in = Math.max(1.2, width * 0.26);
                    g.fill(cue.shape(Math.max(1, length - 2 * in), Math.max(1, width - 2 * in)));
                }
                case PLAIN -> { }
            }
            g.setClip(oldClip);
        }
        g.setColor(theme.outlineFor(fill));
        g.setStroke(new BasicStroke(1.4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(body);
    }

    /** Smallest font size, in pixels, at which a train carries its company's abbreviation. */
    static final double MIN_TRAIN_TEXT = 7.5;

    /** The abbreviation inside the train if it fits at {@link #MIN_TRAIN_TEXT} or larger; whether it was drawn. */
    private boolean drawAbbreviation(Graphics2D g, String abbr, double length, double width, double angle, Color ink,
                                     TrainCue cue) {
        if (abbr.isEmpty()) return false;
        double room = length - (cue.outline() == TrainCue.Outline.SQUARE ? width * 0.3 : width * 0.9);
        Font probe = theme.font.deriveFont(Font.BOLD, 10f);
        FontRenderContext frc = g.getFontRenderContext();
        Rectangle2D at10 = probe.getStringBounds(abbr, frc);
        double size = Math.min(10 * room / at10.getWidth(), width * 0.72);
        size = Math.min(size, 13);
        if (size < MIN_TRAIN_TEXT) return false;
        Font font = theme.font.deriveFont(Font.BOLD, (float) size);
        GlyphVector gv = font.createGlyphVector(frc, abbr);
        Rectangle2D vb = gv.getVisualBounds();
        AffineTransform old = g.getTransform();
        double a = Math.IEEEremainder(angle, 2 * Math.PI);
        if (a > Math.PI / 2 + 1e-6 || a < -Math.PI / 2 - 1e-6) g.rotate(Math.PI);
        g.setColor(ink);
        g.drawGlyphVector(gv, (float) (-vb.getCenterX()), (float) (-vb.getCenterY()));
        g.setTransform(old);
        return true;
    }

    private static Board cuesBoard;
    private static List<TrainCue> cues;

    /** The company's {@link TrainCue} (companies past the board's get the first). */
    TrainCue cue(int company) {
        if (cuesBoard != board) {
            cues = TrainCue.of(board);
            cuesBoard = board;
        }
        return company >= 0 && company < cues.size() ? cues.get(company) : TrainCue.ALL.get(0);
    }

    /** Free spaces are slimmer than trains, so a white train never looks like a free space. */
    static final double EMPTY_WIDTH = 0.66;

    static RoundRectangle2D slotShape(double length, double width) {
        double arc = Math.min(width, length) * 0.55;
        return new RoundRectangle2D.Double(-length / 2, -width / 2, length, width, arc, arc);
    }

    Color companyColour(int company) {
        if (company >= 0 && company < board.companyCount()) {
            return new Color(board.company(company).rgb());
        }
        return new Color(0x9E9E9E);
    }

    // ---- cities and names ----

    private void paintCities(Graphics2D g) {
        double r = geo.cityRadius();
        for (City c : board.cities()) {
            double x = geo.viewX(c.x());
            double y = geo.viewY(c.y());
            List<Company> homes = homesOf(c.index());
            Ellipse2D dot = new Ellipse2D.Double(x - r, y - r, 2 * r, 2 * r);
            g.setColor(theme.cityFill);
            g.fill(dot);
            if (!homes.isEmpty()) {
                Color ring = new Color(homes.get(0).rgb());
                double rw = Math.max(2.2, r * 0.5);
                Ellipse2D inner = new Ellipse2D.Double(x - r + rw / 2, y - r + rw / 2, 2 * r - rw, 2 * r - rw);
                g.setColor(ring);
                g.setStroke(new BasicStroke((float) rw));
                g.draw(inner);
            }
            g.setColor(theme.cityRing);
            g.setStroke(new BasicStroke((float) Math.max(1.3, r * 0.28)));
            g.draw(dot);
        }
    }

    private List<Company> homesOf(int city) {
        return homesOf(board, city);
    }

    /** The companies whose home station is the city, in the board's order. */
    static List<Company> homesOf(Board board, int city) {
        List<Company> result = new ArrayList<>();
        for (Company co : board.companies()) {
            if (co.homeCity() == city) result.add(co);
        }
        return result;
    }


    private Font labelFont() {
        return theme.font.deriveFont(Font.BOLD, (float) geo.fontSize());
    }

    private Font badgeFont() {
        return theme.font.deriveFont(Font.BOLD, (float) (geo.fontSize() * 0.78));
    }

    /** Names and badges, placed to avoid each other, the track and the legend ({@code avoid}, may be null). */
    private void paintLabels(Graphics2D g, Rectangle2D avoid) {
        Font font = labelFont();
        Font bf = badgeFont();
        double fs = geo.fontSize();
        for (LabelPlacer.Label l : layoutLabels(g, avoid)) {
            drawLabel(g, l, font, bf, fs * 1.15, fs * 0.3);
        }
    }

    /** The labels as the {@link Layer#TOP} layer places them with these options. */
    List<PlacedLabel> placeLabels(Graphics2D g, Options options) {
        LegendLayout legend = legendFor(g, options);
        return placeLabels(g, legend == null ? null : legend.box());
    }

    /** The legend's box as the {@link Layer#TOP} layer draws it with these options, or null when it is left out. */
    Rectangle2D legendBox(Graphics2D g, Options options) {
        LegendLayout legend = legendFor(g, options);
        return legend == null ? null : legend.box();
    }

    /** The legend's words, in order (for tests); empty when no legend is drawn. */
    List<String> legendWords(Graphics2D g, Options options) {
        LegendLayout legend = legendFor(g, options);
        return legend == null ? List.of() : legend.items().stream().map(LegendItem::text).toList();
    }

    /** Where a city's label went, and whether that place is clear of everything else. */
    record PlacedLabel(int city, Rectangle2D box, boolean clear) {
    }

    /** The labels as {@link #paintLabels} places them, for tests and the legend's corner. */
    List<PlacedLabel> placeLabels(Graphics2D g, Rectangle2D avoid) {
        List<PlacedLabel> out = new ArrayList<>();
        for (LabelPlacer.Label l : layoutLabels(g, avoid)) out.add(new PlacedLabel(l.city().index(), l.box(), l.clear()));
        return out;
    }


    private List<LabelPlacer.Label> layoutLabels(Graphics2D g, Rectangle2D avoid) {
        return new LabelPlacer(geo, board, width, height, labelFont(), badgeFont()).layout(g.getFontRenderContext(), avoid);
    }

    private void drawLabel(Graphics2D g, LabelPlacer.Label l, Font font, Font bf, double badgeH, double gap) {
        Rectangle2D box = l.box();
        if (l.name() == null) {
            double x = box.getX();
            for (int i = 0; i < l.homes().size(); i++) {
                Company co = l.homes().get(i);
                double bw = l.badgeWidths().get(i);
                drawBadge(g, co.abbreviation(), new Color(co.rgb()), x, box.getCenterY() - badgeH / 2, bw, badgeH, bf);
                x += bw + gap;
            }
            return;
        }
        FontRenderContext frc = g.getFontRenderContext();
        double ascent = font.getLineMetrics(l.city().name(), frc).getAscent();
        double descent = font.getLineMetrics(l.city().name(), frc).getDescent();
        double baseline = box.getCenterY() + (ascent - descent) / 2;
        // A halo in the land colour keeps names readable over track. Drawn as offset copies of
        // the glyphs (fast glyph cache) rather than a stroked outline (slow to rasterize).
        float bx = (float) box.getX();
        float by = (float) baseline;
        g.setColor(theme.textHalo);
        double hr = Math.max(1.3, geo.fontSize() * 0.13);
        for (int k = 0; k < 8; k++) {
            double a = Math.PI / 4 * k;
            g.drawGlyphVector(l.name(), (float) (bx + Math.cos(a) * hr), (float) (by + Math.sin(a) * hr));
        }
        g.setColor(theme.text);
        g.drawGlyphVector(l.name(), bx, by);

        double x = box.getX() + l.nameWidth();
        for (int i = 0; i < l.homes().size(); i++) {
            Company co = l.homes().get(i);
            double bw = l.badgeWidths().get(i);
            x += gap;
            drawBadge(g, co.abbreviation(), new Color(co.rgb()), x, box.getCenterY() - badgeH / 2, bw, badgeH, bf);
            x += bw;
        }
    }

    private void drawBadge(Graphics2D g, String text, Color fill, double x, double y, double w, double h, Font bf) {
        RoundRectangle2D badge = new RoundRectangle2D.Double(x, y, w, h, h * 0.55, h * 0.55);
        g.setColor(fill);
        g.fill(badge);
        g.setColor(theme.outlineFor(fill));
        g.setStroke(new BasicStroke(1f));
        g.draw(badge);
        FontRenderContext frc = g.getFontRenderContext();
        GlyphVector gv = bf.createGlyphVector(frc, text);
        Rectangle2D tb = gv.getLogicalBounds();
        double ascent = bf.getLineMetrics(text, frc).getAscent();
        double descent = bf.getLineMetrics(text, frc).getDescent();
        float tx = (float) (x + (w - tb.getWidth()) / 2);
        float ty = (float) (y + h / 2 + (ascent - descent) / 2);
        g.setColor(MapTheme.textOn(fill));
        g.drawGlyphVector(gv, tx, ty);
    }

    // ---- legend ----

    /** One line of the legend: a sample drawn centred at (cx, cy) and its words. */
    private record LegendItem(String text, SampleDrawer sample) {
    }

    @FunctionalInterface
    private interface SampleDrawer {
        void draw(Graphics2D g, double x0, double x1, double cy, double fs);
    }

    /** How the legend's lines are arranged: the track types in one row and the marks in another, or all in a column. */
    enum LegendForm {
        /** Two rows, for a strip above or below the board. */
        ROWS,
        /** One column, for a strip beside the board. */
        COLUMN,
        /** The track types in one column and the marks in another, for a narrow map's strip. */
        COLUMNS
    }

    /**
     * Where the legend goes: in a strip along one side of the view, the board fitted into the rest
     * ({@code boardArea}), so that the legend covers no city, track or name at any size. The box
     * is the largest legend any position shows (rows come and go with the last build and the
     * emphasised sections), so the legend keeps its place while stepping.
     */
    record LegendPlan(LegendForm form, Rectangle2D box, Rectangle2D boardArea, boolean alignRight) {
    }

    /** The widest words the legend reserves room for (the Move tab's), in the current language. */
    static String widestEmphasis() {
        return UI.text("map.emphasis.build");
    }
    /** A strip that shrinks the board more than this much is not worth it: the legend is left out. */
    static final double LEAST_BOARD_SCALE_WITH_LEGEND = 0.8;
    private static final double LEGEND_MARGIN = 10;
    private static final double LEGEND_GAP = 6;

    /** The legend's sizes at a font size. */
    private record LegendMetrics(double fs, double row, double sample, double pad, double colGap, double textGap) {
        static LegendMetrics of(double fs) {
            return new LegendMetrics(fs, fs * 1.7, fs * 3.4, fs * 0.75, fs * 1.4, fs * 0.6);
        }

        double height(int rows) {
            return pad * 2 + rows * row - (row - fs * 1.2);
        }
    }

    private static Font legendFont(MapTheme theme, int width, int height) {
        float size = (float) Math.max(10, Math.min(theme.font.getSize2D(), Math.min(width, height) / 42.0));
        return theme.font.deriveFont(Font.PLAIN, size);
    }

    private static List<String> trackWords(Board board) {
        List<String> words = new ArrayList<>();
        for (int t = 0; t < board.trackTypeCount(); t++) words.add(capitalise(Phrases.trackType(board.trackTypes().get(t))));
        return words;
    }

    private static List<String> reservedMarkWords(String emphasisLabel) {
        return List.of(UI.text("map.legend.free"), UI.text("map.legend.train"), UI.text("map.legend.lastBuild"),
            emphasisLabel == null ? widestEmphasis() : emphasisLabel);
    }

    /** The x of each column of the {@link LegendForm#ROWS} form, from the box's left; the last entry is the width. */
    private static double[] rowColumns(List<String> top, List<String> bottom, Font font, FontRenderContext frc,
                                       LegendMetrics m) {
        int cols = Math.max(top.size(), bottom.size());
        double[] x = new double[cols + 1];
        double at = m.pad();
        for (int c = 0; c < cols; c++) {
            double words = 0;
            if (c < top.size()) words = Math.max(words, font.getStringBounds(top.get(c), frc).getWidth());
            if (c < bottom.size()) words = Math.max(words, font.getStringBounds(bottom.get(c), frc).getWidth());
            x[c] = at;
            at += m.sample() + m.textGap() + words + (c < cols - 1 ? m.colGap() : 0);
        }
        x[cols] = at + m.pad();
        return x;
    }

    /** The x of the marks' column of the {@link LegendForm#COLUMNS} form, from the box's left. */
    private static double twoColumnsX(List<String> tracks, Font font, FontRenderContext frc, LegendMetrics m) {
        return columnWidth(tracks, font, frc, m) - m.pad() + m.colGap();
    }

    private static double columnWidth(List<String> words, Font font, FontRenderContext frc, LegendMetrics m) {
        double w = 0;
        for (String s : words) w = Math.max(w, font.getStringBounds(s, frc).getWidth());
        return m.pad() * 2 + m.sample() + m.textGap() + w;
    }

    /**
     * Where the legend of this board goes in a view of this size, or null where every strip would
     * shrink the board too much (a small map): the strip, of the four sides, that leaves the
     * board largest, the legend in two rows above or below it or in a column beside it.
     */
    static LegendPlan planLegend(Board board, MapGeometry geo, MapTheme theme, int width, int height) {
        if (board == null || width <= 0 || height <= 0) return null;
        Font font = legendFont(theme, width, height);
        FontRenderContext frc = new FontRenderContext(null, true, true);
        LegendMetrics m = LegendMetrics.of(font.getSize2D());
        List<String> tracks = trackWords(board);
        List<String> marks = reservedMarkWords(null);
        double rowsW = rowColumns(tracks, marks, font, frc, m)[Math.max(tracks.size(), marks.size())];
        double rowsH = m.height(2);
        List<String> all = new ArrayList<>(tracks);
        all.addAll(marks);
        double colW = columnWidth(all, font, frc, m);
        double colH = m.height(all.size());
        double twoW = twoColumnsX(tracks, font, frc, m) + columnWidth(marks, font, frc, m) - m.pad();
        double twoH = m.height(Math.max(tracks.size(), marks.size()));
        double mg = LEGEND_MARGIN;
        // above or below the board the names need no more room than the land's own border gives
        // them, so the strip may take the board's margin: the land's edge stays clear of the legend
        List<LegendPlan> candidates = new ArrayList<>();
        for (LegendForm form : LegendForm.values()) {
            double w = form == LegendForm.ROWS ? rowsW : form == LegendForm.COLUMN ? colW : twoW;
            double h = form == LegendForm.ROWS ? rowsH : form == LegendForm.COLUMN ? colH : twoH;
            if (form != LegendForm.COLUMN && w + 2 * mg <= width) {
                double below = mg + h + LEGEND_GAP - MapGeometry.FIT_MARGIN_PIXELS;
                candidates.add(new LegendPlan(form, new Rectangle2D.Double(mg, height - mg - h, w, h),
                    new Rectangle2D.Double(0, 0, width, height - below), false));
                candidates.add(new LegendPlan(form, new Rectangle2D.Double(mg, mg, w, h),
                    new Rectangle2D.Double(0, below, width, height - below), false));
            }
            if (form != LegendForm.ROWS && h + 2 * mg <= height) {
                double beside = mg + w + LEGEND_GAP;
                candidates.add(new LegendPlan(form, new Rectangle2D.Double(width - mg - w, mg, w, h),
                    new Rectangle2D.Double(0, 0, width - beside, height), true));
                candidates.add(new LegendPlan(form, new Rectangle2D.Double(mg, mg, w, h),
                    new Rectangle2D.Double(beside, 0, width - beside, height), false));
            }
        }
        double full = geo.fitScale(new Rectangle2D.Double(0, 0, width, height));
        LegendPlan best = null;
        double bestScale = 0;
        for (LegendPlan p : candidates) {
            double s = geo.fitScale(p.boardArea());
            if (s > bestScale * 1.0001) {
                bestScale = s;
                best = p;
            }
        }
        return best != null && bestScale >= LEAST_BOARD_SCALE_WITH_LEGEND * full ? best : null;
    }

    /** The legend's items, font and place: each item's sample starts at (x, cy). */
    private record LegendLayout(List<LegendItem> items, double[] x, double[] cy, Font font, LegendMetrics m,
                                Rectangle2D box) {
    }

    private LegendLayout legendFor(Graphics2D g, Options options) {
        LegendPlan plan = geo.legendPlan();
        return options.legend() && plan != null ? legendLayout(g, plan, options.emphasisLabel()) : null;
    }

    private LegendLayout legendLayout(Graphics2D g, LegendPlan plan, String emphasisLabel) {
        Font base = legendFont(theme, width, height);
        FontRenderContext frc = g.getFontRenderContext();
        LegendMetrics m = LegendMetrics.of(base.getSize2D());

        List<LegendItem> tracks = new ArrayList<>();
        for (int t = 0; t < board.trackTypeCount(); t++) {
            int type = t;
            tracks.add(new LegendItem(capitalise(Phrases.trackType(board.trackTypes().get(t))),
                (gg, x0, x1, cy, f) -> drawTrack(gg, x0 + 2, cy, x1 - 2, cy, type, Math.max(2, f * 0.22),
                    theme.track(type))));
        }
        List<LegendItem> marks = new ArrayList<>();
        marks.add(new LegendItem(UI.text("map.legend.free"), this::sampleFree));
        marks.add(new LegendItem(UI.text("map.legend.train"), this::sampleTrain));
        if (content.highlightedSection() >= 0) {
            marks.add(new LegendItem(UI.text("map.legend.lastBuild"), this::sampleGlow));
        }
        if (!content.emphasisedSections().isEmpty()) {
            marks.add(new LegendItem(emphasisLabel, this::sampleEmphasis));
        }
        List<LegendItem> items = new ArrayList<>(tracks);
        items.addAll(marks);
        double[] x = new double[items.size()];
        double[] cy = new double[items.size()];
        Rectangle2D r = plan.box();
        double top = r.getY() + m.pad() + m.fs() * 0.6;
        double w;
        double h;
        if (plan.form() == LegendForm.ROWS) {
            // the columns as wide as the widest words any position shows, so nothing shifts while stepping
            List<String> markWords = new ArrayList<>(reservedMarkWords(widestEmphasis()));
            if (base.getStringBounds(emphasisLabel, frc).getWidth() > base.getStringBounds(widestEmphasis(), frc).getWidth()) {
                markWords.set(3, emphasisLabel);
            }
            double[] cols = rowColumns(trackWords(board), markWords, base, frc, m);
            for (int i = 0; i < tracks.size(); i++) {
                x[i] = r.getX() + cols[i];
                cy[i] = top;
            }
            for (int i = 0; i < marks.size(); i++) {
                x[tracks.size() + i] = r.getX() + cols[i];
                cy[tracks.size() + i] = top + m.row();
            }
            int used = Math.max(tracks.size(), marks.size());
            double last = marks.size() >= tracks.size() && !marks.isEmpty()
                ? base.getStringBounds(marks.get(marks.size() - 1).text(), frc).getWidth()
                : 0;
            double lastTrack = tracks.size() >= marks.size() && !tracks.isEmpty()
                ? base.getStringBounds(tracks.get(tracks.size() - 1).text(), frc).getWidth()
                : 0;
            w = cols[used - 1] + m.sample() + m.textGap() + Math.max(last, lastTrack) + m.pad();
            h = m.height(2);
        } else if (plan.form() == LegendForm.COLUMNS) {
            double second = r.getX() + twoColumnsX(trackWords(board), base, frc, m);
            double widest = 0;
            for (int i = 0; i < tracks.size(); i++) {
                x[i] = r.getX() + m.pad();
                cy[i] = top + i * m.row();
            }
            for (int i = 0; i < marks.size(); i++) {
                x[tracks.size() + i] = second;
                cy[tracks.size() + i] = top + i * m.row();
                widest = Math.max(widest, base.getStringBounds(marks.get(i).text(), frc).getWidth());
            }
            w = second - r.getX() + m.sample() + m.textGap() + widest + m.pad();
            h = m.height(Math.max(tracks.size(), marks.size()));
        } else {
            List<String> words = new ArrayList<>();
            for (LegendItem it : items) words.add(it.text());
            words.add(widestEmphasis());
            w = columnWidth(words, base, frc, m);
            for (int i = 0; i < items.size(); i++) {
                x[i] = r.getX() + m.pad();
                cy[i] = top + i * m.row();
            }
            h = m.height(items.size());
        }
        // a strip on the right or at the bottom: the legend keeps to the view's edge
        double bx = plan.alignRight() ? r.getMaxX() - w : r.getX();
        double shift = bx - r.getX();
        for (int i = 0; i < x.length; i++) x[i] += shift;
        return new LegendLayout(items, x, cy, base, m, new Rectangle2D.Double(bx, r.getY(), w, h));
    }

    private void paintLegend(Graphics2D g, LegendLayout l) {
        Rectangle2D r = l.box();
        RoundRectangle2D box = new RoundRectangle2D.Double(r.getX(), r.getY(), r.getWidth(), r.getHeight(), 12, 12);
        g.setColor(theme.legendBackground);
        g.fill(box);
        g.setColor(theme.legendBorder);
        g.setStroke(new BasicStroke(1f));
        g.draw(box);
        g.setFont(l.font());
        LegendMetrics m = l.m();
        for (int i = 0; i < l.items().size(); i++) {
            LegendItem it = l.items().get(i);
            double x = l.x()[i];
            double cy = l.cy()[i];
            AffineTransform oldTransform = g.getTransform();
            Shape oldClip = g.getClip();
            it.sample().draw(g, x, x + m.sample(), cy, m.fs());
            g.setTransform(oldTransform);
            g.setClip(oldClip);
            g.setColor(theme.text);
            g.drawString(it.text(), (float) (x + m.sample() + m.textGap()), (float) (cy + m.fs() * 0.36));
        }
    }

    private void sampleFree(Graphics2D g, double x0, double x1, double cy, double fs) {
        drawTrack(g, x0 + 2, cy, x1 - 2, cy, 0, Math.max(2, fs * 0.22), theme.track(0));
        g.translate((x0 + x1) / 2, cy);
        RoundRectangle2D free = slotShape(fs * 2.0, fs * 1.15 * EMPTY_WIDTH);
        g.setColor(MapTheme.mix(theme.emptySlot, theme.track(0), theme.dark ? 0.18 : 0.10));
        g.fill(free);
        g.setColor(theme.track(0));
        g.setStroke(new BasicStroke(1.2f));
        g.draw(free);
    }

    private void sampleTrain(Graphics2D g, double x0, double x1, double cy, double fs) {
        double sl = fs * 1.5;
        double sw = fs * 0.95;
        drawTrack(g, x0 + 2, cy, x1 - 2, cy, 0, Math.max(2, fs * 0.22), theme.track(0));
        double mid = (x0 + x1) / 2;
        for (int k = 0; k < Math.min(2, board.companyCount()); k++) {
            AffineTransform old = g.getTransform();
            g.translate(mid + (k == 0 ? -1 : 1) * sl * 0.58, cy);
            drawTrain(g, k, sl, sw, 0, false);
            g.setTransform(old);
        }
    }

    private void sampleGlow(Graphics2D g, double x0, double x1, double cy, double fs) {
        double sw = fs * 1.15;
        int[] alpha = {30, 55, 100};
        double[] extra = {10, 6, 3};
        Line2D line = new Line2D.Double(x0 + 6, cy, x1 - 6, cy);
        for (int k = 0; k < 3; k++) {
            g.setColor(MapTheme.withAlpha(MapTheme.HIGHLIGHT, alpha[k]));
            g.setStroke(new BasicStroke((float) (sw + extra[k]), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(line);
        }
        drawTrack(g, x0 + 4, cy, x1 - 4, cy, 0, Math.max(2, fs * 0.22), theme.track(0));
    }

    private void sampleEmphasis(Graphics2D g, double x0, double x1, double cy, double fs) {
        double sw = fs * 1.15;
        Line2D line = new Line2D.Double(x0 + 6, cy, x1 - 6, cy);
        BasicStroke band = new BasicStroke((float) (sw + 5), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
        g.setColor(MapTheme.withAlpha(theme.emphasis(), theme.dark ? 110 : 80));
        g.setStroke(band);
        g.draw(line);
        g.setColor(MapTheme.withAlpha(theme.emphasis(), 220));
        g.setStroke(new BasicStroke(1.4f));
        g.draw(band.createStrokedShape(line));
        drawTrack(g, x0 + 4, cy, x1 - 4, cy, 0, Math.max(2, fs * 0.22), theme.track(0));
    }

    static String capitalise(String s) {
        if (s == null || s.isEmpty()) return "";
        return s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
    }
}
