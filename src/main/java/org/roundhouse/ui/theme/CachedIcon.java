package org.roundhouse.ui.theme;

import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import javax.swing.Icon;
import javax.swing.UIManager;

import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.extras.FlatSVGIcon;

/**
 * An SVG icon drawn once per screen scale and look and kept as an image: rendering SVG on
 * every paint costs more than the rest of a tool bar. Disabled variants come from
 * FlatLaf's own filter. Paint on the event thread.
 */
final class CachedIcon implements Icon, FlatLaf.DisabledIconProvider {
    private final FlatSVGIcon svg;
    private final Map<List<Object>, BufferedImage> images = new HashMap<>(4);
    private CachedIcon disabled;

    CachedIcon(FlatSVGIcon svg) {
        this.svg = svg;
    }

    FlatSVGIcon svg() {
        return svg;
    }

    @Override
    public void paintIcon(Component c, Graphics g, int x, int y) {
        Graphics2D g2 = (Graphics2D) g;
        AffineTransform t = g2.getTransform();
        int kind = t.getType() & ~(AffineTransform.TYPE_TRANSLATION | AffineTransform.TYPE_UNIFORM_SCALE);
        if (kind != 0 || t.getScaleX() <= 0) {
            svg.paintIcon(c, g, x, y);
            return;
        }
        double scale = t.getScaleX();
        List<Object> key = List.of(scale, String.valueOf(UIManager.getLookAndFeel() == null ? "" : UIManager.getLookAndFeel().getID()),
                FlatLaf.isLafDark(), String.valueOf(UIManager.getColor("Actions.Grey")));
        BufferedImage img = images.get(key);
        if (img == null) {
            if (images.size() > 8) images.clear();
            int w = (int) Math.ceil(getIconWidth() * scale);
            int h = (int) Math.ceil(getIconHeight() * scale);
            img = new BufferedImage(Math.max(1, w), Math.max(1, h), BufferedImage.TYPE_INT_ARGB_PRE);
            Graphics2D ig = img.createGraphics();
            try {
                ig.scale(scale, scale);
                svg.paintIcon(c, ig, 0, 0);
            } finally {
                ig.dispose();
            }
            images.put(key, img);
        }
        Point2D at = t.transform(new Point2D.Double(x, y), null);
        g2.setTransform(AffineTransform.getTranslateInstance(Math.round(at.getX()), Math.round(at.getY())));
        g2.drawImage(img, 0, 0, null);
        g2.setTransform(t);
    }

    @Override
    public int getIconWidth() {
        return svg.getIconWidth();
    }

    @Override
    public int getIconHeight() {
        return svg.getIconHeight();
    }

    @Override
    public Icon getDisabledIcon() {
        if (disabled == null) disabled = new CachedIcon((FlatSVGIcon) svg.getDisabledIcon());
        return disabled;
    }
}
