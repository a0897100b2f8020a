package org.roundhouse.ui.workbench;

import static org.assertj.swing.timing.Timeout.timeout;

import java.nio.file.Path;
import java.util.function.Supplier;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.roundhouse.ui.theme.ThemeChoice;

/**
 * The workbench as a GUI test meets it: launched on the bundled sample with preferences of
 * its own (light theme, files in the test's folder), 1400×900 at the screen's corner, driven
 * by a robot; closed with {@link #close}.
 */
final class WorkbenchOnScreen {
    final Robot robot;
    final WorkbenchPrefs prefs;
    final WorkbenchWindow frame;
    final FrameFixture window;

    private WorkbenchOnScreen(String prefsName, Path dir) {
        robot = BasicRobot.robotWithNewAwtHierarchy();
        robot.settings().delayBetweenEvents(15);
        prefs = WorkbenchPrefs.inMemoryFor(prefsName);
        prefs.setTheme(ThemeChoice.LIGHT);
        prefs.setLastDirectory(dir);
        frame = GuiActionRunner.execute(() -> {
            WorkbenchWindow w = WorkbenchApp.launch(null, prefs);
            w.setBounds(0, 0, 1400, 900);
            return w;
        });
        window = new FrameFixture(robot, frame);
        GuiActionRunner.execute(() -> frame.setLocation(0, 0));
    }

    /** Opens the workbench and waits until the sample has loaded. */
    static WorkbenchOnScreen open(String prefsName, Path dir) {
        WorkbenchOnScreen w = new WorkbenchOnScreen(prefsName, dir);
        w.waitFor("the sample to load", () -> w.frame.model().hasDocument() && !w.frame.isLoading(), 60_000);
        return w;
    }

    /** Waits, asking on the event thread, until the test holds. */
    void waitFor(String what, Supplier<Boolean> test, long millis) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(test::get);
            }
        }, timeout(millis));
        robot.waitForIdle();
    }

    void close() {
        window.cleanUp();
        prefs.discard();
    }
}
