package org.roundhouse.ui.map;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.font.FontRenderContext;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;

/**
 * A better build on the map ({@link MapContent#betterBuild()}): a dashed outline around its
 * section, unlike the last build's solid glow, and a label beside it ("Better: …") tied to the
 * section by a line, so it reads without colour. Drawn over everything else, as the hover
 * badges are, so no train or name hides it.
 */
final class BetterBuildMark {
    private BetterBuildMark() {
    }

    /** Where the label went (for tests), or null when nothing was drawn. */
    static Rectangle2D paint(Graphics2D g, MapGeometry geo, MapTheme theme, MapContent.BetterBuild better, int width, int height) {
        if (better == null || better.section() < 0 || better.section() >= geo.board().sections().size()) return null;
        MapGeometry.SectionShape sh = geo.shape(better.section());
        Color colour = theme.better();
        Line2D line = MapPainter.centreLine(geo, sh);
        double band = sh.slotWidth() + geo.trackWidth() * 4.5;
        Shape outline = new BasicStroke((float) band, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND).createStrokedShape(line);
        g.setColor(MapTheme.withAlpha(colour, theme.dark ? 55 : 40));
        g.fill(outline);
        float thick = (float) Math.max(2, Math.min(3.2, geo.fontSize() * 0.2));
        g.setColor(theme.textHalo);
        g.setStroke(new BasicStroke(thick + 2.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(outline);
        g.setColor(colour);
        g.setStroke(dashes(thick));
        g.draw(outline);

        // the label on the side of the section that points down (or right), the hover badges' other side
        Font font = theme.font.deriveFont(Font.BOLD, (float) (geo.fontSize() * 0.85));
        FontRenderContext frc = g.getFontRenderContext();
        double fs = font.getSize2D();
        double sample = fs * 2.2;
        double pad = fs * 0.5;
        double textW = font.getStringBounds(better.label(), frc).getWidth();
        double w = Math.min(width - 4, pad + sample + pad + textW + pad);
        double h = fs * 1.8;
        double nx = -sh.uy();
        double ny = sh.ux();
        if (ny < 0 || ny == 0 && nx < 0) {
            nx = -nx;
            ny = -ny;
        }
        double mx = (sh.ax() + sh.bx()) / 2;
        double my = (sh.ay() + sh.by()) / 2;
        double reach = band / 2 + fs * 1.4 + Math.abs(nx) * w / 2 + Math.abs(ny) * h / 2;
        double cx = mx + nx * reach;
        double cy = my + ny * reach;
        if (cy + h / 2 > height - 2 || cy - h / 2 < 2) {
            cx = mx - nx * reach;
            cy = my - ny * reach;
        }
        double x = Math.max(2, Math.min(width - 2 - w, cx - w / 2));
        double y = Math.max(2, Math.min(height - 2 - h, cy - h / 2));
        Rectangle2D box = new Rectangle2D.Double(x, y, w, h);

        double ex = Math.max(x, Math.min(x + w, mx));
        double ey = my < y ? y : y + h;
        g.setColor(theme.textHalo);
        g.setStroke(new BasicStroke(3.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new Line2D.Double(ex, ey, mx, my));
        g.setColor(colour);
        g.setStroke(new BasicStroke(1.6f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new Line2D.Double(ex, ey, mx, my));

        RoundRectangle2D shape = new RoundRectangle2D.Double(x, y, w, h, h * 0.5, h * 0.5);
        g.setColor(theme.legendBackground);
        g.fill(shape);
        g.setColor(colour);
        g.setStroke(new BasicStroke(1.6f));
        g.draw(shape);
        double sy = y + h / 2;
        g.setStroke(dashes(thick));
        g.draw(new Line2D.Double(x + pad, sy, x + pad + sample, sy));
        g.setFont(font);
        g.setColor(theme.text);
        java.awt.Shape clip = g.getClip();
        g.clip(box);
        g.drawString(better.label(), (float) (x + pad + sample + pad), (float) (sy + fs * 0.36));
        g.setClip(clip);
        return box;
    }

    private static BasicStroke dashes(float thick) {
        return new BasicStroke(thick, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {thick * 2.6f, thick * 1.6f}, 0f);
    }
}
