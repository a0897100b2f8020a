package org.roundhouse.ui.entry;

import java.awt.BorderLayout;
import java.awt.image.BufferedImage;
import java.io.File;

import javax.imageio.ImageIO;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;

import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.engine.upfortwo.UpForTwoPhase;
import org.roundhouse.engine.upfortwo.UpForTwoState;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.MoveEntry;
import org.roundhouse.ui.rules.EntryPositions;
import org.roundhouse.ui.theme.ThemeChoice;

/**
 * The move panel of a game of "Union Pacific for two" at a share draw with markers on the
 * display (docs/screenshots/up-for-two-entry.png), under Xvfb:
 * <pre>
 * xvfb-run -a java -cp ... org.roundhouse.ui.entry.UpForTwoEntryScreenshot OUT.png
 * </pre>
 */
public final class UpForTwoEntryScreenshot {
    private UpForTwoEntryScreenshot() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 1 && args[0].startsWith("newgame")) {
            newGame(new File(args[1]), args[0].equals("newgame") ? 1 : 0);
            return;
        }
        RuleSet rules = RuleSets.require("up-for-two");
        GameDocument[] found = {null};
        for (long seed = 1; seed < 40 && found[0] == null; seed++) {
            int length = EntryPositions.play(rules, 2, seed).steps().size();
            for (int k = 30; k < length && found[0] == null; k++) {
                GameDocument doc = EntryPositions.after(rules, 2, seed, k);
                UpForTwoState s = (UpForTwoState) MoveEntry.at(doc).state();
                if (s.phase() == UpForTwoPhase.TAKE_SHARE && s.markers() >= 2 && s.displaySize() == 4) found[0] = doc;
            }
        }
        File out = new File(args.length > 0 ? args[0] : "up-for-two-entry.png");
        SwingUtilities.invokeAndWait(() -> {
            org.roundhouse.ui.theme.Themes.install(ThemeChoice.LIGHT);
            JFrame f = new JFrame("Union Pacific for two");
            MovePanel panel = new MovePanel();
            panel.setDocument(found[0]);
            f.getContentPane().add(panel, BorderLayout.CENTER);
            f.setSize(620, 330);
            f.setVisible(true);
        });
        Thread.sleep(800);
        SwingUtilities.invokeAndWait(() -> {
            JFrame f = (JFrame) java.awt.Frame.getFrames()[0];
            java.awt.Container c = f.getContentPane();
            BufferedImage img = new BufferedImage(c.getWidth(), c.getHeight(), BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = img.createGraphics();
            c.paint(g);
            g.dispose();
            try {
                ImageIO.write(img, "png", out);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            f.dispose();
        });
        System.exit(0);
    }

    /** The New Game dialog with Union Pacific for two chosen and dealt at random. */
    private static void newGame(File out, int ruleSet) throws Exception {
        NewGameDialog[] d = {null};
        SwingUtilities.invokeAndWait(() -> {
            org.roundhouse.ui.theme.Themes.install(ThemeChoice.LIGHT);
            d[0] = new NewGameDialog(null);
            d[0].setModal(false);
            javax.swing.JComboBox<?> rules = find(d[0].getContentPane(), "newGame.rules");
            rules.setSelectedIndex(ruleSet);
            ((javax.swing.AbstractButton) find(d[0].getContentPane(), "newGame.random")).doClick();
            d[0].setVisible(true);
        });
        Thread.sleep(800);
        SwingUtilities.invokeAndWait(() -> {
            java.awt.Container c = d[0].getContentPane();
            BufferedImage img = new BufferedImage(c.getWidth(), c.getHeight(), BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = img.createGraphics();
            c.paint(g);
            g.dispose();
            try {
                ImageIO.write(img, "png", out);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        System.exit(0);
    }

    @SuppressWarnings("unchecked")
    private static <T extends java.awt.Component> T find(java.awt.Container root, String name) {
        for (java.awt.Component c : root.getComponents()) {
            if (name.equals(c.getName())) return (T) c;
            if (c instanceof java.awt.Container k) {
                T f = find(k, name);
                if (f != null) return f;
            }
        }
        return null;
    }
}
