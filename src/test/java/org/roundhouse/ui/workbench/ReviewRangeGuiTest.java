package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.JOptionPaneFinder;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.record.Review;
import org.roundhouse.record.ReviewText;
import org.roundhouse.ui.charts.ReviewPanel;
import org.roundhouse.ui.testing.GuiSession;

/** Review moves… on some moves: the dialog's range reaches the review, and the scorecard's caption says what it covers. */
class ReviewRangeGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession(20);
    @TempDir
    Path dir;
    private Robot robot;
    private WorkbenchWindow frame;
    private WorkbenchPrefs prefs;

    @BeforeEach
    void setUp() {
        robot = gui.robot();
        prefs = WorkbenchOnScreen.prefs(gui, "reviewRange");
    }

    private static <T> T onEdt(Callable<T> c) {
        return GuiActionRunner.execute(c);
    }

    private ReviewPanel review() {
        return onEdt(() -> frame.panel().winChances().review());
    }

    @Test
    void theDialogsRangeIsReviewedAndTheCaptionSaysSo() throws Exception {
        GameRecord r = RecordLoader.load(Path.of("sample-games/3p-standard.upn")).orThrow();
        MoveNode last = r.mainLine().get(7);
        for (MoveNode child : List.copyOf(last.children())) last.removeChild(child);
        Path file = dir.resolve("short.upn");
        Files.writeString(file, RecordSaver.write(r, RecordFormat.NOTATION));
        frame = WorkbenchOnScreen.launch(gui, file, prefs, 1280, 860);
        FrameFixture window = gui.window();
        GuiActionRunner.execute(() -> {
            frame.panel().dock().setSelectedComponent(frame.panel().winChances());
            frame.model().document().setCursor(frame.model().document().record().mainLine().get(3));
        });
        robot.waitForIdle();
        window.button("reviewRun").click();
        JOptionPaneFixture dialog = JOptionPaneFinder.findOptionPane().withTimeout(10_000).using(robot);
        // the whole line by default; the range from the move at the cursor to the end
        dialog.radioButton("reviewWhole").requireSelected();
        dialog.spinner("reviewFrom").requireDisabled().requireValue(3);
        dialog.spinner("reviewTo").requireValue(7);
        dialog.radioButton("reviewSome").click();
        dialog.spinner("reviewFrom").requireEnabled();
        dialog.spinner("reviewTo").enterTextAndCommit("5");
        dialog.spinner("reviewPlayouts").enterTextAndCommit("3");
        dialog.spinner("reviewScreening").enterTextAndCommit("6");
        dialog.spinner("reviewBest").enterTextAndCommit("2");
        String shot = System.getenv("ROUNDHOUSE_REVIEW_DIALOG_SHOT"); // to look at the dialog: a PNG written there
        if (shot != null) {
            onEdt(() -> {
                java.awt.Window w = javax.swing.SwingUtilities.getWindowAncestor(dialog.target());
                java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(w.getWidth(), w.getHeight(),
                        java.awt.image.BufferedImage.TYPE_INT_RGB);
                java.awt.Graphics2D g = img.createGraphics();
                w.paint(g);
                g.dispose();
                javax.imageio.ImageIO.write(img, "png", new java.io.File(shot));
                return null;
            });
        }
        dialog.okButton().click();
        gui.waitFor("the review to start", () -> onEdt(() -> review().isRunning() || frame.model().document().record().review().isPresent()),
                10_000);
        gui.waitFor("the review to finish", () -> !onEdt(() -> review().isRunning()), 120_000);

        GameRecord record = onEdt(() -> frame.model().document().record());
        Review kept = record.review().orElseThrow();
        assertThat(kept.fromMove()).isEqualTo(3);
        assertThat(kept.toMove()).isEqualTo(5);
        assertThat(kept.playouts()).isEqualTo(3);
        List<Integer> moves = onEdt(() -> ReviewText.nodesReviewed(record).stream().map(MoveNode::moveNumber).toList());
        assertThat(moves).isNotEmpty().allMatch(m -> m >= 3 && m <= 5);
        String caption = onEdt(() -> robot.finder().findByName(frame, "reviewCaption", javax.swing.text.JTextComponent.class, true).getText());
        assertThat(caption).startsWith("heuristic playouts, 3 a move")
                .endsWith("the scorecard covers only the moves 3\u20135 of 7, not the whole game");
        int decisions = onEdt(() -> review().scorecardRows().stream().mapToInt(row -> Integer.parseInt(row.get(1))).sum());
        assertThat(decisions).isEqualTo(onEdt(() -> ReviewText.nodesReviewed(record).stream().mapToInt(n -> n.reviewedSteps().size()).sum()));
    }
}
