package org.roundhouse.ui.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.XYPlot;

/**
 * All the text labels of one plot, laid out together each time the plot is drawn, with the
 * font metrics of the device drawn on, so that no two overlap and none is cut off:
 * <ul>
 * <li>the current position ("move 45") at the foot of its line, placed first;</li>
 * <li>dividend labels along the top, each beside its line, in the first row where it is
 * clear of the others (a shorter form, or none, when the rows are full);</li>
 * <li>point labels (Union Pacific's table, the dividend totals) on the first side of their
 * point where they fit inside the plot and clear of every label placed before;</li>
 * <li>in the gutter right of the plot ({@link GutteredPlot}): names at the ends of lines,
 * stacked with leader lines, and a column of rows (each company's share of the dividends).</li>
 * </ul>
 * A label that finds no room is left out (the legend and the tooltips still carry it).
 * {@link #placed()} tells what the last drawing put where.
 */
final class ChartLabels extends DrawnAnnotation {
    /** Where a point label may go relative to its point. */
    enum Side {
        ABOVE, /** above, ending at the point */ ABOVE_LEFT, /** above, starting at the point */ ABOVE_RIGHT, LEFT, RIGHT, BELOW
    }

    /**
     * A label drawn, with its box in Java2D space; {@code gutter} when right of the plot;
     * {@code overLine} when no side of its point was clear of the plot's lines.
     */
    record Placed(String text, Rectangle2D box, boolean gutter, boolean overLine) {
        Placed(String text, Rectangle2D box, boolean gutter) {
            this(text, box, gutter, false);
        }
    }

    /** A label at a data point, tried on each side in turn. */
    record PointText(double x, double y, String text, Color colour, List<Side> sides) {
    }

    /** A name for the right end of a line at value {@code y}; higher {@code priority} is kept first when space runs out. */
    record EndText(String text, Color colour, double y, double priority) {
    }

    /** A row of the gutter column: a swatch, a name and a share (0–1). */
    record ShareRow(String name, Color colour, double share) {
    }

    private static final double GAP = 2;
    /** Room kept between a point label and any other label, so that "$111M" and "$110M" do not read as one. */
    private static final double POINT_GAP = 7;

    private final transient ChartStyle style;
    private final transient Map<Integer, List<String>> markers = new LinkedHashMap<>();
    private final transient List<PointText> points = new ArrayList<>();
    private final transient List<EndText> ends = new ArrayList<>();
    private double endX = Double.NaN;
    private double cursorX = Double.NaN;
    private String cursorText = "";
    private String columnTitle;
    private final transient List<ShareRow> column = new ArrayList<>();
    private final transient List<Placed> placed = new ArrayList<>();
    private transient Rectangle2D dataArea;
    private transient double endPx;
    private transient double[] endWanted;

    ChartLabels(ChartStyle style) {
        this.style = style;
    }

    /** The label of a dividend line, with shorter forms to fall back on when the longest has no room. */
    void marker(int index, List<String> forms) {
        markers.put(index, List.copyOf(forms));
    }

    void point(PointText p) {
        points.add(p);
    }

    /** The label of the current position's line, at {@code x}; NaN for none. */
    void cursor(double x, String text) {
        cursorX = x;
        cursorText = text == null ? "" : text;
    }

    /** Names for the ends of lines that end at {@code x}. */
    void ends(double x, List<EndText> texts) {
        endX = x;
        ends.clear();
        ends.addAll(texts);
    }

    void column(String title, List<ShareRow> rows) {
        columnTitle = title;
        column.clear();
        column.addAll(rows);
    }

    /** What the last drawing placed where (labels left out are not in it). */
    List<Placed> placed() {
        return List.copyOf(placed);
    }

    /** The data area of the last drawing, or null before the first. */
    Rectangle2D dataArea() {
        return dataArea;
    }

    Font markerFont() {
        return style.font(style.baseFont().getSize2D() - 1, true);
    }

    Font pointFont() {
        return style.font(style.baseFont().getSize2D() - 1.5f, false);
    }

    Font endFont() {
        return style.font(style.baseFont().getSize2D() - 1, true);
    }

    Font columnFont() {
        return style.font(style.baseFont().getSize2D() - 1.5f, false);
    }

    // ------------------------------------------------------------------ inside the plot

    @Override
    public void draw(Graphics2D g2, XYPlot plot, Rectangle2D area, ValueAxis domain, ValueAxis range, int rendererIndex,
                     PlotRenderingInfo info) {
        placed.clear();
        dataArea = (Rectangle2D) area.clone();
        if (!Double.isNaN(endX)) {
            endPx = domain.valueToJava2D(endX, area, plot.getDomainAxisEdge());
            endWanted = ends.stream().mapToDouble(e -> range.valueToJava2D(e.y(), area, plot.getRangeAxisEdge())).toArray();
        }
        drawCursor(g2, plot, area, domain);
        drawMarkers(g2, plot, area, domain);
        drawPoints(g2, plot, area, domain, range);
    }

    /** "move 45" at the foot of the cursor's line: right of it, or left near the right edge. */
    private void drawCursor(Graphics2D g2, XYPlot plot, Rectangle2D area, ValueAxis domain) {
        if (Double.isNaN(cursorX) || cursorText.isEmpty()) return;
        Font font = markerFont();
        FontMetrics fm = g2.getFontMetrics(font);
        double x = domain.valueToJava2D(cursorX, area, plot.getDomainAxisEdge());
        double w = fm.stringWidth(cursorText) + 6;
        double h = fm.getHeight();
        double top = area.getMaxY() - GAP - h;
        if (w > area.getWidth() || top < area.getMinY()) return;
        double left = x + 3 + w <= area.getMaxX() ? x + 3 : x - 3 - w;
        Rectangle2D box = new Rectangle2D.Double(Math.max(area.getMinX(), left), top, w, h);
        g2.setPaint(ChartKit.withAlpha(style.plotBackground(), 215));
        g2.fill(box);
        g2.setFont(font);
        g2.setPaint(style.text());
        g2.drawString(cursorText, (float) (box.getX() + 3), (float) (box.getY() + fm.getAscent()));
        placed.add(new Placed(cursorText, box, false));
    }

    private void drawMarkers(Graphics2D g2, XYPlot plot, Rectangle2D area, ValueAxis domain) {
        if (markers.isEmpty()) return;
        Font font = markerFont();
        FontMetrics fm = g2.getFontMetrics(font);
        double rowHeight = fm.getHeight() + GAP;
        // the labels keep to the top third of the plot, below which the data is
        int rows = Math.max(1, (int) ((area.getHeight() / 3 - GAP) / rowHeight));
        for (Map.Entry<Integer, List<String>> e : markers.entrySet()) {
            double x = domain.valueToJava2D(e.getKey(), area, plot.getDomainAxisEdge());
            for (String text : e.getValue()) {
                Rectangle2D box = markerBox(fm, text, x, area, rows, rowHeight);
                if (box == null) continue;
                g2.setPaint(ChartKit.withAlpha(style.plotBackground(), 225));
                g2.fill(box);
                g2.setFont(font);
                g2.setPaint(style.muted());
                g2.drawString(text, (float) (box.getX() + 3), (float) (box.getY() + fm.getAscent()));
                placed.add(new Placed(text, box, false));
                break;
            }
        }
    }

    /** The first free box for a dividend label beside its line (right of it, else left), or null. */
    private Rectangle2D markerBox(FontMetrics fm, String text, double x, Rectangle2D area, int rows, double rowHeight) {
        double w = fm.stringWidth(text) + 6;
        double h = fm.getHeight();
        if (w > area.getWidth()) return null;
        double[] lefts = {x + 2, x - 2 - w};
        for (int row = 0; row < rows; row++) {
            double top = area.getMinY() + GAP + row * rowHeight;
            if (top + h > area.getMaxY()) break;
            for (double left : lefts) {
                double l = Math.max(area.getMinX(), Math.min(area.getMaxX() - w, left));
                Rectangle2D box = new Rectangle2D.Double(l, top, w, h);
                if (free(box)) return box;
            }
        }
        return null;
    }

    private void drawPoints(Graphics2D g2, XYPlot plot, Rectangle2D area, ValueAxis domain, ValueAxis range) {
        if (points.isEmpty()) return;
        Font font = pointFont();
        FontMetrics fm = g2.getFontMetrics(font);
        // the highest points first: the last, largest dividends matter most and have the least room above
        List<PointText> order = new ArrayList<>(points);
        order.sort(Comparator.comparingDouble((PointText p) -> -p.y()));
        List<Line2D> lines = ChartLines.of(plot, area);
        for (PointText p : order) {
            double px = domain.valueToJava2D(p.x(), area, plot.getDomainAxisEdge());
            double py = range.valueToJava2D(p.y(), area, plot.getRangeAxisEdge());
            double w = fm.stringWidth(p.text()) + 4;
            double h = fm.getAscent() + fm.getDescent();
            // a side clear of the plot's lines first, else one clear of the other labels only
            Rectangle2D chosen = null;
            boolean overLine = false;
            for (int pass = 0; pass < 2 && chosen == null; pass++) {
                for (Side side : p.sides()) {
                    Rectangle2D box = switch (side) {
                        case ABOVE -> new Rectangle2D.Double(px - w / 2, py - 3 - h, w, h);
                        case ABOVE_LEFT -> new Rectangle2D.Double(px + 3 - w, py - 3 - h, w, h);
                        case ABOVE_RIGHT -> new Rectangle2D.Double(px - 3, py - 3 - h, w, h);
                        case BELOW -> new Rectangle2D.Double(px - w / 2, py + 6, w, h);
                        case LEFT -> new Rectangle2D.Double(px - 7 - w, py - h / 2, w, h);
                        case RIGHT -> new Rectangle2D.Double(px + 7, py - h / 2, w, h);
                    };
                    if (!inside(box, area) || !free(box, POINT_GAP)) continue;
                    if (pass == 0 && ChartLines.cross(lines, box)) continue;
                    chosen = box;
                    overLine = pass == 1 && ChartLines.cross(lines, box);
                    break;
                }
            }
            if (chosen == null) continue;
            g2.setPaint(ChartKit.withAlpha(style.plotBackground(), 200));
            g2.fill(chosen);
            g2.setFont(font);
            g2.setPaint(p.colour());
            g2.drawString(p.text(), (float) (chosen.getX() + 2), (float) (chosen.getY() + fm.getAscent()));
            placed.add(new Placed(p.text(), chosen, false, overLine));
        }
    }

    private static boolean inside(Rectangle2D box, Rectangle2D area) {
        return box.getMinX() >= area.getMinX() && box.getMaxX() <= area.getMaxX() && box.getMinY() >= area.getMinY()
                && box.getMaxY() <= area.getMaxY();
    }

    private boolean free(Rectangle2D box) {
        return free(box, GAP);
    }

    /** Clear of every label placed, by {@code gapX} sideways and {@link #GAP} up and down. */
    private boolean free(Rectangle2D box, double gapX) {
        Rectangle2D grown = new Rectangle2D.Double(box.getX() - gapX, box.getY() - GAP, box.getWidth() + 2 * gapX,
                box.getHeight() + 2 * GAP);
        for (Placed p : placed) {
            if (p.box().intersects(grown)) return false;
        }
        return true;
    }

    // ------------------------------------------------------------------ the gutter

    private static final double LEADER = 12;
    private static final double SWATCH = 10;

    /** The width the gutter needs for this plot's end names and column, measured on the device. */
    double gutterWidth(Graphics2D g2) {
        double w = 0;
        if (!ends.isEmpty()) {
            FontMetrics fm = g2.getFontMetrics(endFont());
            for (EndText e : ends) w = Math.max(w, LEADER + fm.stringWidth(e.text()) + 2);
        }
        if (!column.isEmpty()) {
            FontMetrics fm = g2.getFontMetrics(columnFont());
            FontMetrics bold = g2.getFontMetrics(columnFont().deriveFont(Font.BOLD));
            w = Math.max(w, 4 + bold.stringWidth(columnTitle) + 2);
            for (ShareRow r : column) w = Math.max(w, 4 + SWATCH + 3 + fm.stringWidth(rowText(r)) + 2);
            w = Math.max(w, 4 + SWATCH + 3 + fm.stringWidth(othersText(column.size(), 1)) + 2);
        }
        return Math.ceil(w);
    }

    /** Draws the end names and the column in the gutter, from {@code left} rightwards, beside the last drawing's data area. */
    void drawGutter(Graphics2D g2, double left) {
        if (dataArea == null) return;
        if (!ends.isEmpty() && endWanted != null) drawEnds(g2, left);
        if (!column.isEmpty()) drawColumn(g2, left);
    }

    private void drawEnds(Graphics2D g2, double left) {
        Font font = endFont();
        FontMetrics fm = g2.getFontMetrics(font);
        double h = fm.getAscent() + fm.getDescent();
        double step = h + 1;
        int fit = (int) ((dataArea.getHeight() + 1) / step);
        // the most valuable companies are named first when not all fit
        List<Integer> kept = new ArrayList<>();
        for (int i = 0; i < ends.size(); i++) kept.add(i);
        kept.sort(Comparator.comparingDouble((Integer i) -> -ends.get(i).priority()).thenComparing(i -> i));
        if (kept.size() > fit) kept = new ArrayList<>(kept.subList(0, Math.max(0, fit)));
        kept.sort(Comparator.comparingDouble((Integer i) -> endWanted[i]).thenComparing(i -> i));
        int n = kept.size();
        double[] top = new double[n];
        for (int k = 0; k < n; k++) {
            double want = endWanted[kept.get(k)] - h / 2;
            top[k] = Math.max(want, k == 0 ? dataArea.getMinY() : top[k - 1] + step);
        }
        for (int k = n - 1; k >= 0; k--) {
            double limit = k == n - 1 ? dataArea.getMaxY() - h : top[k + 1] - step;
            top[k] = Math.min(top[k], limit);
        }
        double textX = left + LEADER;
        g2.setFont(font);
        for (int k = 0; k < n; k++) {
            EndText e = ends.get(kept.get(k));
            double mid = top[k] + h / 2;
            g2.setPaint(ChartKit.withAlpha(e.colour(), 170));
            g2.setStroke(new BasicStroke(1f));
            g2.draw(new Line2D.Double(endPx + 2, endWanted[kept.get(k)], left + 3, endWanted[kept.get(k)]));
            g2.draw(new Line2D.Double(left + 3, endWanted[kept.get(k)], textX - 3, mid));
            g2.setPaint(e.colour());
            g2.drawString(e.text(), (float) textX, (float) (top[k] + fm.getAscent()));
            placed.add(new Placed(e.text(), new Rectangle2D.Double(textX, top[k], fm.stringWidth(e.text()), h), true));
        }
    }

    private void drawColumn(Graphics2D g2, double left) {
        Font font = columnFont();
        Font bold = font.deriveFont(Font.BOLD);
        FontMetrics fm = g2.getFontMetrics(font);
        double line = fm.getAscent() + fm.getDescent() + 1;
        int fit = (int) (dataArea.getHeight() / line) - 1;
        if (fit < 1) return;
        List<ShareRow> rows = column;
        double others = 0;
        if (rows.size() > fit) {
            rows = column.subList(0, fit - 1);
            for (ShareRow r : column.subList(fit - 1, column.size())) others += r.share();
        }
        double x = left + 4;
        double y = dataArea.getMinY();
        g2.setFont(bold);
        g2.setPaint(style.muted());
        FontMetrics bm = g2.getFontMetrics(bold);
        g2.drawString(columnTitle, (float) x, (float) (y + bm.getAscent()));
        placed.add(new Placed(columnTitle, new Rectangle2D.Double(x, y, bm.stringWidth(columnTitle), line - 1), true));
        g2.setFont(font);
        for (ShareRow r : rows) {
            y += line;
            g2.setPaint(r.colour());
            g2.fill(new Rectangle2D.Double(x, y + fm.getAscent() - SWATCH + 1, SWATCH, SWATCH - 2));
            g2.setPaint(style.text());
            String text = rowText(r);
            g2.drawString(text, (float) (x + SWATCH + 3), (float) (y + fm.getAscent()));
            placed.add(new Placed(text, new Rectangle2D.Double(x, y, SWATCH + 3 + fm.stringWidth(text), line - 1), true));
        }
        if (rows.size() < column.size()) {
            y += line;
            String text = othersText(column.size() - rows.size(), others);
            g2.setPaint(style.muted());
            g2.drawString(text, (float) (x + SWATCH + 3), (float) (y + fm.getAscent()));
            placed.add(new Placed(text, new Rectangle2D.Double(x, y, SWATCH + 3 + fm.stringWidth(text), line - 1), true));
        }
    }

    private static String rowText(ShareRow r) {
        return r.name() + " " + ValueChart.percent(r.share());
    }

    /** The last row when not all fit: "3 others 9%". */
    private static String othersText(int n, double share) {
        return n + (n == 1 ? " other " : " others ") + ValueChart.percent(share);
    }
}
