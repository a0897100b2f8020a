package org.roundhouse.ui.workbench;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;

import org.roundhouse.board.Board;

/**
 * A row of share chips that wraps to the width it is given: company colour, abbreviation
 * and count; primary holders get a "1" badge and a heavy outline, secondary holders a "2"
 * badge (so the rank never rests on colour alone). Outlined chips stand for cards in hand.
 */
final class ChipStrip extends JComponent {
    /**
     * One chip. {@code rank}: 0 none, 1 primary, 2 secondary. {@code marked}: the card carries
     * a marker (a train token on the chip's right).
     */
    record Chip(String label, int count, Color colour, int rank, boolean outlined, String tooltip, boolean marked) {
        Chip(String label, int count, Color colour, int rank, boolean outlined, String tooltip) {
            this(label, count, colour, rank, outlined, tooltip, false);
        }

        String text() {
            return count == 1 && outlined ? label : label + " " + count;
        }
    }

    private static final int GAP = 4;
    private List<Chip> chips = List.of();
    private List<Rectangle> bounds = List.of();
    private String empty = "";
    private int laidOutWidth = -1;

    ChipStrip(String name) {
        setName(name);
        setToolTipText("");
        setOpaque(false);
    }

    void setChips(List<Chip> chips, String emptyText) {
        this.chips = List.copyOf(chips);
        this.empty = emptyText;
        this.bounds = List.of();
        laidOutWidth = -1;
        revalidate();
        repaint();
    }

    List<Chip> chips() {
        return chips;
    }

    /** "DM 3 (1), UP 1, MS (marked)" — the chips as text, rank and marker in brackets; for tests and screen readers. */
    String summary() {
        if (chips.isEmpty()) return empty;
        return chips.stream().map(c -> c.text() + (c.rank() > 0 ? " (" + c.rank() + ")" : "") + (c.marked() ? " (marked)" : ""))
                .collect(Collectors.joining(", "));
    }

    /** Chips for a company index space (Union Pacific is the board's last index). */
    static Color companyColour(Board board, int company) {
        return company == board.unionPacific() ? new Color(0x8C2E1E) : new Color(board.company(company).rgb());
    }

    private Font chipFont() {
        Font f = getFont() != null ? getFont() : UIManager.getFont("Label.font");
        return Fonts.derive(f, Font.BOLD, f.getSize2D() * 0.92f);
    }

    private int chipHeight(FontMetrics fm) {
        return fm.getHeight() + 4;
    }

    private List<Rectangle> layoutChips(int width) {
        FontMetrics fm = getFontMetrics(chipFont());
        int h = chipHeight(fm);
        List<Rectangle> out = new ArrayList<>(chips.size());
        int x = 0;
        int y = 0;
        for (Chip c : chips) {
            int w = fm.stringWidth(c.text()) + 14 + (c.rank() > 0 ? h - 4 : 0) + (c.marked() ? h - 2 : 0);
            if (x > 0 && x + w > width) {
                x = 0;
                y += h + GAP;
            }
            out.add(new Rectangle(x, y, w, h));
            x += w + GAP;
        }
        return out;
    }

    private int availableWidth() {
        if (getWidth() > 0) return getWidth();
        return getParent() != null && getParent().getWidth() > 0 ? getParent().getWidth() - 20 : 300;
    }

    @Override
    public Dimension getPreferredSize() {
        FontMetrics fm = getFontMetrics(chipFont());
        int h = chipHeight(fm);
        if (chips.isEmpty()) return new Dimension(50, h);
        List<Rectangle> r = layoutChips(availableWidth());
        Rectangle last = r.get(r.size() - 1);
        return new Dimension(10, last.y + last.height);
    }

    @Override
    public Dimension getMinimumSize() {
        return new Dimension(10, getPreferredSize().height);
    }

    @Override
    public void setBounds(int x, int y, int width, int height) {
        super.setBounds(x, y, width, height);
        if (width != laidOutWidth) {
            int before = bounds.isEmpty() ? -1 : bounds.get(bounds.size() - 1).y;
            laidOutWidth = width;
            bounds = layoutChips(width);
            int after = bounds.isEmpty() ? -1 : bounds.get(bounds.size() - 1).y;
            if (before != after || getPreferredSize().height != height) SwingUtilities.invokeLater(this::revalidate);
        }
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        for (int i = 0; i < bounds.size() && i < chips.size(); i++) {
            if (bounds.get(i).contains(e.getPoint())) return chips.get(i).tooltip();
        }
        return null;
    }

    @Override
    protected void paintComponent(Graphics g) {
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g2.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            Font font = chipFont();
            g2.setFont(font);
            FontMetrics fm = g2.getFontMetrics();
            Color fg = UIManager.getColor("Label.foreground");
            if (chips.isEmpty()) {
                g2.setColor(UIManager.getColor("Label.disabledForeground"));
                g2.setFont(Fonts.derive(font, Font.ITALIC));
                g2.drawString(empty, 0, fm.getAscent() + 2);
                return;
            }
            if (bounds.size() != chips.size() || laidOutWidth != getWidth()) {
                laidOutWidth = getWidth();
                bounds = layoutChips(getWidth());
            }
            for (int i = 0; i < chips.size(); i++) paintCached(g2, chips.get(i), bounds.get(i), fm, fg);
        } finally {
            g2.dispose();
        }
    }

    private static final java.util.Map<List<Object>, java.awt.image.BufferedImage> IMAGES = new java.util.HashMap<>();

    /** A chip from the image cache (chips repeat from step to step; antialiased shapes are slow to draw). */
    private void paintCached(Graphics2D g, Chip c, Rectangle r, FontMetrics fm, Color fg) {
        java.awt.geom.AffineTransform t = g.getTransform();
        int kind = t.getType() & ~(java.awt.geom.AffineTransform.TYPE_TRANSLATION
                | java.awt.geom.AffineTransform.TYPE_UNIFORM_SCALE);
        if (kind != 0 || t.getScaleX() <= 0) {
            paintChip(g, c, r, fm, fg);
            return;
        }
        double scale = t.getScaleX();
        List<Object> key = List.of(c.text(), c.colour(), c.rank(), c.outlined(), c.marked(), r.width, r.height, fg, fm.getFont(), scale,
                String.valueOf(UIManager.getColor("Label.disabledForeground")), String.valueOf(UIManager.getColor("Panel.background")));
        java.awt.image.BufferedImage img = IMAGES.get(key);
        if (img == null) {
            if (IMAGES.size() > 2000) IMAGES.clear();
            img = new java.awt.image.BufferedImage((int) Math.ceil((r.width + 2) * scale), (int) Math.ceil((r.height + 2) * scale),
                    java.awt.image.BufferedImage.TYPE_INT_ARGB_PRE);
            Graphics2D ig = img.createGraphics();
            try {
                ig.setRenderingHints(g.getRenderingHints());
                ig.scale(scale, scale);
                ig.setFont(fm.getFont());
                paintChip(ig, c, new Rectangle(0, 0, r.width, r.height), ig.getFontMetrics(), fg);
            } finally {
                ig.dispose();
            }
            IMAGES.put(key, img);
        }
        java.awt.geom.Point2D at = t.transform(new java.awt.Point(r.x, r.y), null);
        g.setTransform(java.awt.geom.AffineTransform.getTranslateInstance(Math.round(at.getX()), Math.round(at.getY())));
        g.drawImage(img, 0, 0, null);
        g.setTransform(t);
    }

    private static double luma(Color c) {
        return (0.2126 * c.getRed() + 0.7152 * c.getGreen() + 0.0722 * c.getBlue()) / 255;
    }

    private void paintChip(Graphics2D g, Chip c, Rectangle r, FontMetrics fm, Color fg) {
        int arc = r.height;
        if (c.outlined()) {
            Color col = c.colour();
            g.setColor(new Color(col.getRed(), col.getGreen(), col.getBlue(), 56));
            g.fillRoundRect(r.x + 1, r.y + 1, r.width - 2, r.height - 2, arc, arc);
            // a dark company colour on a dark theme (or a pale one on a light theme) needs the text colour mixed in
            Color bg = UIManager.getColor("Panel.background");
            double diff = bg == null ? 1 : Math.abs(luma(col) - luma(bg));
            g.setColor(PlayersPanel.mix(col, fg, diff < 0.25 ? 0.55 : 0.25));
            g.setStroke(new BasicStroke(1.6f));
            g.drawRoundRect(r.x + 1, r.y + 1, r.width - 2, r.height - 2, arc, arc);
            g.setColor(fg);
        } else {
            g.setColor(c.colour());
            g.fillRoundRect(r.x, r.y, r.width, r.height, arc, arc);
            g.setColor(PlayersPanel.mix(c.colour(), fg, 0.35));
            g.setStroke(new BasicStroke(1f));
            g.drawRoundRect(r.x, r.y, r.width - 1, r.height - 1, arc, arc);
            if (c.rank() == 1) {
                g.setColor(fg);
                g.setStroke(new BasicStroke(2f));
                g.drawRoundRect(r.x + 1, r.y + 1, r.width - 2, r.height - 2, arc, arc);
            }
            g.setColor(MoveTreePanel.textOn(c.colour()));
        }
        int ty = r.y + (r.height - fm.getHeight()) / 2 + fm.getAscent();
        g.drawString(c.text(), r.x + 7, ty);
        if (c.rank() > 0) {
            int d = r.height - 6;
            int bx = r.x + r.width - d - 4;
            int by = r.y + 3;
            Color badge = c.rank() == 1 ? fg : UIManager.getColor("Label.disabledForeground");
            g.setColor(MoveTreePanel.textOn(c.colour()) == Color.WHITE ? Color.WHITE : new Color(0x111111));
            g.fillOval(bx, by, d, d);
            g.setColor(c.colour());
            Font small = Fonts.derive(g.getFont(), Font.BOLD, d * 0.8f);
            FontMetrics sm = g.getFontMetrics(small);
            g.setFont(small);
            String s = String.valueOf(c.rank());
            g.drawString(s, bx + (d - sm.stringWidth(s)) / 2f, by + (d + sm.getAscent() - sm.getDescent()) / 2f);
            g.setFont(fm.getFont());
            if (badge == null) return;
        }
        if (c.marked()) paintMarker(g, c, r, fg);
    }

    /** A marker token: a little train car (body on two wheels) at the chip's right end, as players mark with a train. */
    private static void paintMarker(Graphics2D g, Chip c, Rectangle r, Color fg) {
        int d = r.height - 8;
        int bx = r.x + r.width - d - 6 - (c.rank() > 0 ? r.height - 4 : 0);
        int by = r.y + 4;
        boolean lightText = MoveTreePanel.textOn(c.colour()) == Color.WHITE;
        g.setColor(c.outlined() ? fg : lightText ? Color.WHITE : new Color(0x111111));
        int bodyH = Math.max(4, d * 5 / 9);
        g.fillRoundRect(bx, by + 1, d, bodyH, 3, 3);
        int wheel = Math.max(3, d / 3);
        int wy = by + 1 + bodyH;
        g.fillOval(bx + 1, wy - 1, wheel, wheel);
        g.fillOval(bx + d - wheel - 1, wy - 1, wheel, wheel);
    }
}
