package org.roundhouse.ui.workbench;

import org.roundhouse.TestSeam;

import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.Window;
import java.awt.image.BufferedImage;
import java.io.File;
import java.util.List;
import java.util.SplittableRandom;

import javax.imageio.ImageIO;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;

import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.MoveEntry;
import org.roundhouse.ui.edit.RenameEdit;
import org.roundhouse.ui.testing.TestGames;
import org.roundhouse.ui.theme.ThemeChoice;

/**
 * Takes the editing screenshots (docs/screenshots/edit-*.png) from the real window, under Xvfb:
 * <pre>
 * xvfb-run -a -s "-screen 0 1600x1000x24" java -cp ... org.roundhouse.ui.workbench.EditScreenshots \
 *     (variation | build | draw | take | reveal | whatif-draw | eyes | newgame | compare) [--dark] OUT.png
 * </pre>
 */
public final class EditScreenshots {
    private EditScreenshots() {
    }

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        boolean dark = false;
        String out = "edit.png";
        for (int i = 1; i < args.length; i++) {
            if (args[i].equals("--dark")) dark = true;
            else out = args[i];
        }
        System.setProperty("roundhouse.noAnimation", "true");
        WorkbenchPrefs prefs = WorkbenchPrefs.inMemoryFor("edit-screenshots");
        prefs.setTheme(dark ? ThemeChoice.DARK : ThemeChoice.LIGHT);
        WorkbenchWindow[] w = new WorkbenchWindow[1];
        SwingUtilities.invokeAndWait(() -> {
            org.roundhouse.ui.theme.Themes.install(prefs.theme());
            w[0] = new WorkbenchWindow(prefs);
            w[0].setBounds(0, 0, 1440, 920);
            w[0].setVisible(true);
        });
        Window[] shot = {w[0]};
        switch (mode) {
            case "variation", "compare" -> SwingUtilities.invokeAndWait(() -> {
                GameDocument doc = whatIf();
                w[0].model().setDocument(doc);
                WorkbenchPanel p = w[0].panel();
                p.centreSplitForTests().setDividerLocation(mode.equals("compare") ? 600 : 430);
                p.dock().setSelectedIndex(p.dock().indexOfTab(mode.equals("compare") ? "Compare" : "Charts"));
            });
            case "build", "draw", "take", "reveal", "whatif-draw" -> SwingUtilities.invokeAndWait(() -> {
                GameDocument doc = mode.equals("whatif-draw") ? whatIfStart() : entering(22);
                w[0].model().setDocument(doc);
                w[0].panel().centreSplitForTests().setDividerLocation(560);
                w[0].panel().showMovePanel();
                if (mode.equals("build") || mode.equals("take") || mode.equals("reveal")) {
                    MoveEntry.at(doc).play(MoveEntry.at(doc).chanceOutcomes().get(0).move());
                }
                if (mode.equals("take") || mode.equals("reveal")) {
                    MoveEntry e = MoveEntry.at(doc);
                    e.play(e.legalSteps().stream().filter(m -> m instanceof BaseMove.Build).findFirst().orElseThrow());
                }
                if (mode.equals("reveal")) {
                    MoveEntry e = MoveEntry.at(doc);
                    e.play(BaseMove.Take.deck(e.seat()));
                }
            });
            case "eyes" -> SwingUtilities.invokeAndWait(() -> {
                GameDocument doc = whatIfStart();
                w[0].model().setDocument(doc);
                w[0].panel().centreSplitForTests().setDividerLocation(560);
                w[0].panel().showMovePanel();
                w[0].model().setPerspective(1);
            });
            case "newgame" -> {
                SwingUtilities.invokeLater(() -> w[0].newGame());
                JDialog d = null;
                for (int i = 0; i < 100 && d == null; i++) {
                    Thread.sleep(100);
                    for (Window x : Window.getWindows()) if (x instanceof JDialog dd && dd.isShowing()) d = dd;
                }
                JDialog dialog = d;
                SwingUtilities.invokeAndWait(() -> fillNewGame(dialog));
                shot[0] = dialog;
            }
            default -> throw new IllegalArgumentException(mode);
        }
        Thread.sleep(1500);
        Rectangle[] bounds = new Rectangle[1];
        SwingUtilities.invokeAndWait(() -> bounds[0] = shot[0].getBounds());
        BufferedImage img = new Robot().createScreenCapture(bounds[0]);
        File target = new File(out);
        if (target.getAbsoluteFile().getParentFile() != null) target.getAbsoluteFile().getParentFile().mkdirs();
        ImageIO.write(img, "png", target);
        System.out.println("wrote " + target.getAbsolutePath());
        prefs.discard();
        System.exit(0);
    }

    /** A table game entered up to move {@code moves}, with the cursor at its end. */
    static GameDocument entering(int moves) {
        GameRecord played = TestGames.random(4, 21);
        GameRecord table = new GameRecord(played.header().withEvent("Club night"),
                played.setup().withDeal(played.setup().deal().withoutDeckOrders()));
        MoveNode n = table.root();
        for (MoveNode m : played.mainLine().subList(0, moves + 1)) n = n.addChild(m.turn());
        GameDocument doc = GameDocument.of(table, null, "club-night.upn");
        doc.setCursor(n);
        return doc;
    }

    /** A finished table game with the cursor at move 23, about to branch. */
    static GameDocument whatIfStart() {
        GameRecord played = TestGames.random(4, 21);
        GameRecord table = new GameRecord(played.header().withEvent("Club night"),
                played.setup().withDeal(played.setup().deal().withoutDeckOrders()));
        MoveNode n = table.root();
        for (MoveNode m : played.mainLine()) n = n.addChild(m.turn());
        GameDocument doc = GameDocument.of(table, null, "club-night.upn");
        doc.setCursor(table.mainLine().get(23));
        return doc;
    }

    /** A finished game with a what-if line from move 24 that builds differently, drawing the deck's cards. */
    static GameDocument whatIf() {
        GameRecord played = TestGames.random(4, 21);
        GameRecord table = new GameRecord(played.header().withEvent("Club night"),
                played.setup().withDeal(played.setup().deal().withoutDeckOrders()));
        MoveNode n = table.root();
        for (MoveNode m : played.mainLine()) n = n.addChild(m.turn());
        GameDocument doc = GameDocument.of(table, null, "club-night.upn");
        MoveNode fork = table.mainLine().get(23);
        doc.setCursor(fork);
        SplittableRandom rng = new SplittableRandom(4);
        MoveNode head = null;
        for (int turns = 0; turns < 14 && !doc.state().isOver(); ) {
            MoveEntry e = MoveEntry.at(doc);
            if (e.isDraw()) {
                e.play(e.knownCard().orElseGet(() -> e.chanceOutcomes().get(rng.nextInt(e.chanceOutcomes().size())).move()));
            } else {
                List<BaseMove> legal = TestSeam.steps(e.legalSteps());
                BaseMove pick = legal.stream().filter(m -> m instanceof BaseMove.Build).findFirst().orElse(legal.get(0));
                if (turns > 0) pick = legal.get(rng.nextInt(legal.size()));
                e.play(pick);
            }
            if (head == null) head = doc.cursor();
            if (doc.replay().isComplete(doc.cursor())) turns++;
        }
        MoveNode h = fork.children().get(1);
        doc.execute(new RenameEdit(h, "Build first, invest later"));
        return doc;
    }

    @SuppressWarnings("unchecked")
    static void fillNewGame(JDialog d) {
        org.assertj.swing.core.ComponentFinder f = org.assertj.swing.core.BasicComponentFinder.finderWithCurrentAwtHierarchy();
        f.findByName(d, "newGame.event", JTextField.class).setText("Club night");
        f.findByName(d, "newGame.place", JTextField.class).setText("Café Kö, Berlin");
        String[] names = {"Anna", "Ben", "Carla"};
        for (int i = 0; i < 3; i++) f.findByName(d, "newGame.name." + (char) ('A' + i), JTextField.class).setText(names[i]);
        f.findByName(d, "newGame.random", javax.swing.JButton.class).doClick();
        // Ben's and Carla's hands were not written down
        for (char seat : new char[] {'B', 'C'}) {
            for (int i = 0; i < 3; i++) f.findByName(d, "hands.track." + seat + "." + i, JComboBox.class).setSelectedIndex(0);
            for (int i = 0; i < 4; i++) f.findByName(d, "hands.share." + seat + "." + i, JComboBox.class).setSelectedIndex(0);
        }
    }
}
