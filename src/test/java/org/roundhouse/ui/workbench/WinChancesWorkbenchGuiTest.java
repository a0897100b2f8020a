package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.timing.Timeout.timeout;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.ui.charts.WinChancesPanel;
import org.roundhouse.ui.testing.GuiTests;
import org.roundhouse.ui.testing.NeedsDisplay;
import org.roundhouse.ui.testing.ScreenshotOnFailure;
import org.roundhouse.ui.theme.ThemeChoice;

/** View › Estimate Win Chances… in the real window: estimated, saved with File › Save, and there again on reopening. */
@ExtendWith({NeedsDisplay.class, ScreenshotOnFailure.class})
class WinChancesWorkbenchGuiTest {
    @TempDir
    Path dir;
    private Robot robot;
    private FrameFixture window;
    private WorkbenchWindow frame;
    private WorkbenchPrefs prefs;

    @BeforeEach
    void setUp() {
        robot = BasicRobot.robotWithNewAwtHierarchy();
        robot.settings().delayBetweenEvents(20);
        prefs = WorkbenchPrefs.inMemoryFor("winChances");
        prefs.setTheme(ThemeChoice.LIGHT);
    }

    @AfterEach
    void tearDown() {
        if (window != null) window.cleanUp();
        else robot.cleanUp();
        prefs.discard();
    }

    private void open(Path file) {
        frame = GuiActionRunner.execute(() -> {
            WorkbenchWindow w = WorkbenchApp.launch(file, prefs);
            w.setBounds(0, 0, 1280, 860);
            return w;
        });
        window = new FrameFixture(robot, frame);
        GuiActionRunner.execute(() -> frame.setLocation(0, 0));
        Pause.pause(new Condition("the record to load") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> frame.model().hasDocument() && !frame.isLoading());
            }
        }, timeout(30_000));
        robot.waitForIdle();
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
        Pause.pause(new Condition("the estimate to finish") {
            @Override
            public boolean test() {
                return !onEdt(() -> panel().isRunning());
            }
        }, timeout(180_000));
        int positions = onEdt(() -> frame.model().document().record().mainLine().size() + 1);
        assertThat(onEdt(() -> panel().chart().orElseThrow().data().estimated())).isEqualTo(positions);
        assertThat(onEdt(() -> frame.model().document().isModified())).isTrue();

        GuiActionRunner.execute(() -> frame.save(false));
        Pause.pause(new Condition("the save") {
            @Override
            public boolean test() {
                return !onEdt(() -> frame.model().document().isModified());
            }
        }, timeout(30_000));
        assertThat(RecordLoader.load(file).orThrow().evaluation()).isPresent();
        window.cleanUp();
        window = null;

        robot = BasicRobot.robotWithNewAwtHierarchy();
        open(file);
        // the graph is there as soon as the file is: its chances come from the record
        assertThat(onEdt(() -> panel().chart().map(c -> c.data().estimated()).orElse(-1))).isEqualTo(positions);
        assertThat(onEdt(() -> frame.model().document().isModified())).isFalse();
    }
}
