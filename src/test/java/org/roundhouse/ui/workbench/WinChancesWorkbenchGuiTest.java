package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.analysis.winprob.Settings;
import org.roundhouse.engine.StepWords;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.text.Messages;
import org.roundhouse.ui.charts.WinChancesPanel;
import org.roundhouse.ui.testing.GuiSession;
import org.roundhouse.ui.testing.GuiTests;

/** View › Estimate Win Chances… in the real window: estimated, saved with File › Save, and there again on reopening. */
class WinChancesWorkbenchGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession(20);
    @TempDir
    Path dir;
    private Robot robot;
    private FrameFixture window;
    private WorkbenchWindow frame;
    private WorkbenchPrefs prefs;

    @BeforeEach
    void setUp() {
        robot = gui.robot();
        prefs = WorkbenchOnScreen.prefs(gui, "winChances");
    }

    private void open(Path file) {
        frame = WorkbenchOnScreen.launch(gui, file, prefs, 1280, 860);
        window = gui.window();
    }

    private static <T> T onEdt(Callable<T> c) {
        return GuiActionRunner.execute(c);
    }

    private WinChancesPanel panel() {
        return onEdt(() -> frame.panel().winChances());
    }

    @Test
    void estimatedSavedAndReopenedWithoutPlayingAgain() throws Exception {
        Path file = dir.resolve("sample.upn");
        try (InputStream in = getClass().getResourceAsStream(RecordOpener.SAMPLE)) {
            Files.copy(in, file);
        }
        open(file);
        window.menuItemWithPath("View", "Estimate Win Chances\u2026").click();
        DialogFixture dialog = WindowFinder.findDialog("estimateDialog").withTimeout(10_000).using(robot);
        dialog.spinner("estimatePlayouts").enterTextAndCommit("50");
        dialog.spinner("estimatePrecision").enterTextAndCommit("0");
        GuiTests.press(robot, dialog.button("estimateOk"), () -> !dialog.target().isShowing());
        assertThat(onEdt(() -> frame.panel().dock().getSelectedComponent())).isSameAs(panel());
        gui.waitFor("the estimate to finish", () -> !panel().isRunning(), 180_000);
        int positions = onEdt(() -> frame.model().document().record().mainLine().size() + 1);
        assertThat(onEdt(() -> panel().chart().orElseThrow().data().estimated())).isEqualTo(positions);
        assertThat(onEdt(() -> frame.model().document().isModified())).isTrue();

        GuiActionRunner.execute(() -> frame.save(false));
        gui.waitFor("the save", () -> !frame.model().document().isModified(), 30_000);
        assertThat(RecordLoader.load(file).orThrow().evaluation()).isPresent();
        WorkbenchWindow first = frame;
        GuiActionRunner.execute(first::dispose);

        open(file);
        // the graph is there as soon as the file is: its chances come from the record
        assertThat(onEdt(() -> panel().chart().map(c -> c.data().estimated()).orElse(-1))).isEqualTo(positions);
        assertThat(onEdt(() -> frame.model().document().isModified())).isFalse();
    }

    /** The sample, with chances kept from a tiny estimate (random playouts, stopping at ±3), shown in the Win chances tab. */
    private void openEstimated(java.util.Locale language) throws Exception {
        Path file = dir.resolve("sample.upn");
        try (InputStream in = getClass().getResourceAsStream(RecordOpener.SAMPLE)) {
            Files.copy(in, file);
        }
        if (language != null) {
            prefs.setLanguage(language);
            gui.afterTest(() -> Messages.setLocale(java.util.Locale.ENGLISH));
        }
        open(file);
        GuiActionRunner.execute(() -> frame.panel().dock().setSelectedComponent(panel()));
        GuiActionRunner.execute(() -> panel().run(new Settings(2, 0.03, "random", 1, 2, StepWords.ALL_SEEING)));
        gui.waitFor("the estimate to finish", () -> !panel().isRunning(), 120_000);
        robot.waitForIdle();
    }

    private javax.swing.JComponent caption() {
        return onEdt(() -> (javax.swing.JComponent) robot.finder().findByName(frame, "winCaption", javax.swing.JComponent.class, true));
    }

    /** The caption's text, and true where all of it lies inside the part of the caption on screen. */
    private String captionShownWhole(int width) {
        onEdt(() -> {
            frame.setSize(width, 900);
            frame.validate();
            return null;
        });
        robot.waitForIdle();
        robot.waitForIdle();
        javax.swing.JComponent c = caption();
        return onEdt(() -> {
            java.awt.Rectangle shown = c.getVisibleRect();
            java.awt.Insets in = c.getInsets();
            String text;
            if (c instanceof javax.swing.JLabel l) {
                text = l.getText();
                int needs = l.getFontMetrics(l.getFont()).stringWidth(text);
                assertThat(needs).as("the caption at %d px: %s", width, text).isLessThanOrEqualTo(shown.width - in.left - in.right);
            } else {
                javax.swing.text.JTextComponent t = (javax.swing.text.JTextComponent) c;
                text = t.getText();
                java.awt.geom.Rectangle2D end = t.modelToView2D(text.length());
                assertThat(end.getMaxY()).as("the last line at %d px, inside the caption on screen: %s", width, text)
                        .isLessThanOrEqualTo(shown.getMaxY() - in.bottom + 0.5);
                assertThat(end.getMaxX()).as("the last line at %d px ends inside the caption", width).isLessThanOrEqualTo(shown.getMaxX() + 0.5);
            }
            assertThat(text).as("a caption").isNotBlank();
            assertThat(c.isShowing()).isTrue();
            return text;
        });
    }

    @Test
    @DisplayName("the caption of kept chances is shown whole at every width from 1024 px, and keeps its height while an estimate counts")
    void captionShownWholeAtEveryWidth() throws Exception {
        openEstimated(null);
        for (int width : new int[] {1024, 1280, 1400, 1450, 1500, 1550, 1600}) {
            assertThat(captionShownWhole(width)).matches("(\\d+) of \\1 positions · random bot · up to 2 playouts a position, stop at ±3\\.0 · all-seeing");
        }

        // another estimate: its caption counts the positions up, and the graph below does not move while it does
        captionShownWhole(1400);
        java.util.Set<Integer> heights = new java.util.TreeSet<>();
        java.util.Set<String> texts = new java.util.HashSet<>();
        GuiActionRunner.execute(() -> panel().run(new Settings(2000, 0, "random", 2, 1, StepWords.ALL_SEEING)));
        javax.swing.JComponent c = caption();
        long until = System.currentTimeMillis() + 120_000;
        while (onEdt(() -> panel().isRunning()) && System.currentTimeMillis() < until) {
            onEdt(() -> {
                String text = ((javax.swing.text.JTextComponent) c).getText();
                // counted once laid out: a jump shows as two heights, each once the layout has settled
                if (text.startsWith("Estimating: ") && c.getPreferredSize().height == c.getHeight()) {
                    texts.add(text);
                    heights.add(c.getHeight());
                }
                return null;
            });
            if (texts.size() >= 6) GuiActionRunner.execute(() -> panel().cancel());
            Thread.sleep(25);
        }
        assertThat(texts).as("the caption counted the positions").hasSizeGreaterThan(3);
        assertThat(heights).as("the caption's height while the estimate ran").hasSize(1);
    }

    @Test
    @DisplayName("in Italian, too, the caption of kept chances is shown whole at every width from 1024 px")
    void italianCaptionShownWholeAtEveryWidth() throws Exception {
        openEstimated(java.util.Locale.ITALIAN);
        for (int width : new int[] {1024, 1400, 1500, 1600}) {
            assertThat(captionShownWhole(width)).containsPattern("^(\\d+) di \\1 posizioni · bot random · fino a 2 simulazioni per posizione");
        }
    }
}
