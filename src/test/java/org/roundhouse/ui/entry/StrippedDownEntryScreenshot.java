package org.roundhouse.ui.entry;

import java.awt.BorderLayout;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.imageio.ImageIO;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;

import org.roundhouse.engine.Move;
import org.roundhouse.engine.strippeddown.StrippedDownMove;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.theme.ThemeChoice;

/**
 * The move panel of the stripped-down club night played at the table
 * (sample-games/3p-stripped-down-table.xml), where the card turned up to refill a taken pile
 * is named (docs/screenshots/stripped-down-entry.png); with {@code newgame}, the New Game
 * dialog with that night's deal typed in (docs/screenshots/stripped-down-new-game.png). Under Xvfb:
 * <pre>
 * xvfb-run -a java -cp ... org.roundhouse.ui.entry.StrippedDownEntryScreenshot OUT.png [take | action]
 * xvfb-run -a java -cp ... org.roundhouse.ui.entry.StrippedDownEntryScreenshot newgame OUT.png
 * </pre>
 */
public final class StrippedDownEntryScreenshot {
    private StrippedDownEntryScreenshot() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 1 && args[0].equals("newgame")) {
            newGame(new File(args[1]));
            return;
        }
        GameRecord record = RecordLoader.load(Path.of("sample-games", "3p-stripped-down-table.xml")).orThrow();
        List<Move> all = new ArrayList<>();
        for (MoveNode n : record.mainLine()) all.addAll(n.turn().steps());
        // the second pile taken: its refill is to be named, with bribes lying on the piles
        int seen = 0;
        int at = all.size();
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i) instanceof StrippedDownMove.TakePile && ++seen == 2) {
                // "take": the turn's take, with the bribes lying on the piles
                at = args.length > 1 && args[1].equals("take") ? i : args.length > 1 && args[1].equals("action") ? i - 1 : i + 1;
                break;
            }
        }
        GameRecord cut = GameRecord.fromSteps(record.header(), record.setup(), all.subList(0, at));
        GameDocument doc = GameDocument.of(cut, null, "Club night");
        doc.setCursor(cut.mainLineEnd());
        File out = new File(args.length > 0 ? args[0] : "stripped-down-entry.png");
        SwingUtilities.invokeAndWait(() -> {
            org.roundhouse.ui.theme.Themes.install(ThemeChoice.LIGHT);
            JFrame f = new JFrame("Union Pacific stripped down");
            MovePanel panel = new MovePanel();
            panel.setDocument(doc);
            f.getContentPane().add(panel, BorderLayout.CENTER);
            f.setSize(620, 330);
            f.setVisible(true);
        });
        Thread.sleep(800);
        SwingUtilities.invokeAndWait(() -> {
            JFrame f = (JFrame) java.awt.Frame.getFrames()[0];
            write(f.getContentPane(), out);
            f.dispose();
        });
        System.exit(0);
    }

    /** The New Game dialog with the club night's deal typed in. */
    private static void newGame(File out) throws Exception {
        NewGameDialog[] d = {null};
        SwingUtilities.invokeAndWait(() -> {
            org.roundhouse.ui.theme.Themes.install(ThemeChoice.LIGHT);
            d[0] = new NewGameDialog(null);
            d[0].setModal(false);
            javax.swing.JComboBox<?> rules = find(d[0].getContentPane(), "newGame.rules");
            rules.setSelectedItem(org.roundhouse.engine.registry.RuleSets.require("stripped-down"));
            ((javax.swing.JSpinner) find(d[0].getContentPane(), "newGame.players")).setValue(3);
            String[] names = {"Anna", "Ben", "Cleo"};
            String[][] hands = {{"BNL", "KCC", "KCC"}, {"BNL", "DM", "SFRB"}, {"ESL", "ESL", "DM"}};
            String[] first = {"BNL", "SFRB", "ESL"};
            org.roundhouse.board.Board board = org.roundhouse.board.Boards.unionPacific();
            for (int p = 0; p < 3; p++) {
                char seat = (char) ('A' + p);
                ((javax.swing.JTextField) find(d[0].getContentPane(), "newGame.name." + seat)).setText(names[p]);
                for (int i = 0; i < 3; i++) select(d[0], "newGame.hand." + seat + "." + (i + 1), company(board, hands[p][i]));
                select(d[0], "newGame.first." + seat, company(board, first[p]));
            }
            String[] display = {"ESL", "MS", "ESL", "MS"};
            for (int i = 0; i < 4; i++) select(d[0], "newGame.display." + (i + 1), company(board, display[i]));
            select(d[0], "newGame.starts", 1);
            d[0].pack();
            d[0].setVisible(true);
        });
        Thread.sleep(800);
        SwingUtilities.invokeAndWait(() -> write(d[0].getContentPane(), out));
        System.exit(0);
    }

    private static void select(java.awt.Container root, String name, int item) {
        javax.swing.JComboBox<?> box = find(root, name);
        box.setSelectedItem(item);
    }

    private static int company(org.roundhouse.board.Board board, String abbr) {
        for (int c = 0; c <= board.companyCount(); c++) if (board.companyAbbreviation(c).equals(abbr)) return c;
        throw new IllegalArgumentException(abbr);
    }

    private static void write(java.awt.Container c, File out) {
        BufferedImage img = new BufferedImage(c.getWidth(), c.getHeight(), BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = img.createGraphics();
        c.paint(g);
        g.dispose();
        try {
            ImageIO.write(img, "png", out);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
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
