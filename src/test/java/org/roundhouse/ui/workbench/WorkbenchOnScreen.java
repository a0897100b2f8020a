package org.roundhouse.ui.workbench;

import java.nio.file.Path;
import java.util.function.Supplier;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.roundhouse.ui.testing.GuiSession;
import org.roundhouse.ui.theme.ThemeChoice;

/**
 * The workbench as a GUI test meets it: launched on the bundled sample with preferences of
 * its own (light theme, files in the test's folder), 1400×900 at the screen's corner, driven
 * by the session's robot; the session closes it and discards the preferences after the test.
 */
final class WorkbenchOnScreen {
    final GuiSession gui;
    final Robot robot;
    final WorkbenchPrefs prefs;
    final WorkbenchWindow frame;
    final FrameFixture window;

    private WorkbenchOnScreen(GuiSession gui, String prefsName, Path dir) {
        this.gui = gui;
        robot = gui.robot();
        prefs = prefs(gui, prefsName);
        prefs.setLastDirectory(dir);
        frame = GuiActionRunner.execute(() -> {
            WorkbenchWindow w = WorkbenchApp.launch(null, prefs);
            w.setBounds(0, 0, 1400, 900);
            return w;
        });
        window = gui.fixture(frame);
        GuiActionRunner.execute(() -> frame.setLocation(0, 0));
    }

    /** Preferences of the test's own under {@code name}, with the light theme, discarded after the test. */
    static WorkbenchPrefs prefs(GuiSession gui, String name) {
        WorkbenchPrefs prefs = WorkbenchPrefs.inMemoryFor(name);
        gui.afterTest(prefs::discard);
        prefs.setTheme(ThemeChoice.LIGHT);
        return prefs;
    }

    /** Opens the workbench and waits until the sample has loaded. */
    static WorkbenchOnScreen open(GuiSession gui, String prefsName, Path dir) {
        WorkbenchOnScreen w = new WorkbenchOnScreen(gui, prefsName, dir);
        w.waitFor("the sample to load", () -> w.frame.model().hasDocument() && !w.frame.isLoading(), 60_000);
        return w;
    }

    /**
     * Launches the workbench on a file (null: the bundled sample) with the given preferences,
     * width×height at the screen's corner, as the session's fixture, and waits until it is read.
     */
    static WorkbenchWindow launch(GuiSession gui, Path file, WorkbenchPrefs prefs, int width, int height) {
        WorkbenchWindow frame = GuiActionRunner.execute(() -> {
            WorkbenchWindow w = WorkbenchApp.launch(file, prefs);
            w.setBounds(0, 0, width, height);
            return w;
        });
        gui.fixture(frame);
        // without a window manager clicks get lost until the window is placed again
        GuiActionRunner.execute(() -> frame.setLocation(0, 0));
        gui.waitFor("the record to load", () -> frame.model().hasDocument() && !frame.isLoading(), 30_000);
        return frame;
    }

    /** Presses the key with the menu shortcut modifier (Ctrl, or ⌘ on macOS) held, and Shift where asked. */
    static void shortcut(Robot robot, int key, boolean shift) {
        int modifier = Navigation.menuMask() == java.awt.event.InputEvent.META_DOWN_MASK
                ? java.awt.event.KeyEvent.VK_META : java.awt.event.KeyEvent.VK_CONTROL;
        robot.pressKey(modifier);
        if (shift) robot.pressKey(java.awt.event.KeyEvent.VK_SHIFT);
        robot.pressAndReleaseKey(key);
        if (shift) robot.releaseKey(java.awt.event.KeyEvent.VK_SHIFT);
        robot.releaseKey(modifier);
        robot.waitForIdle();
    }

    /** Waits, asking on the event thread, until the test holds. */
    void waitFor(String what, Supplier<Boolean> test, long millis) {
        gui.waitFor(what, test::get, millis);
    }
}
