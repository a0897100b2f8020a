package org.roundhouse.ui.workbench;

import java.awt.Component;
import java.awt.Container;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;

import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.theme.ThemeChoice;
import org.roundhouse.ui.theme.Themes;

/**
 * The workbench panel without a window (works headless): laid out at a size and painted into
 * an image, as the benchmark and the headless tests use it. Event thread only.
 */
final class Offscreen {
    final WorkbenchModel model = new WorkbenchModel();
    final WorkbenchPanel panel;
    final BufferedImage image;

    Offscreen(GameDocument doc, int width, int height, boolean dark) {
        Themes.install(dark ? ThemeChoice.DARK : ThemeChoice.LIGHT);
        panel = new WorkbenchPanel(model);
        model.setDocument(doc);
        panel.setSize(width, height);
        panel.defaultDividers(width, height);
        layout(panel);
        layout(panel); // a second pass settles the wrapping chip rows
        image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
    }

    /** Lays out every container below {@code c}, as a window's validate would. */
    static void layout(Component c) {
        if (c instanceof Container k) {
            k.doLayout();
            for (Component child : k.getComponents()) layout(child);
        }
    }

    /** Paints the whole panel into the image, as a repaint would. */
    BufferedImage paint() {
        Graphics2D g = image.createGraphics();
        try {
            panel.paint(g);
        } finally {
            g.dispose();
        }
        return image;
    }
}
