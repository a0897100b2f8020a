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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.record.RecordLoader;
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
}
