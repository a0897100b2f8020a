package org.roundhouse.ui.testing;

import java.awt.Component;
import java.awt.GraphicsEnvironment;
import java.awt.KeyboardFocusManager;
import java.awt.Window;

import javax.swing.SwingUtilities;

import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Rules for tests that open windows. Where there is no display they are skipped, unless
 * the environment variable {@code CI} is set: then they fail, so that CI (which runs them
 * under {@code xvfb-run}) can never pass without running them. Every Swing call must be on
 * the event thread: {@link FailOnThreadViolationRepaintManager} fails the test otherwise.
 */
public final class GuiTests {
    /** The first component inside {@code root}, depth first, with that name; null where none has it. */
    public static Component named(java.awt.Container root, String name) {
        for (Component c : root.getComponents()) {
            if (name.equals(c.getName())) return c;
            if (c instanceof java.awt.Container inner) {
                Component found = named(inner, name);
                if (found != null) return found;
            }
        }
        return null;
    }

    /** {@code c}'s answer, asked on the event thread (for tests that do not drive a robot); its exception is thrown here. */
    public static <T> T onEdt(java.util.concurrent.Callable<T> c) throws Exception {
        Object[] out = new Object[1];
        Exception[] err = new Exception[1];
        SwingUtilities.invokeAndWait(() -> {
            try {
                out[0] = c.call();
            } catch (Exception e) {
                err[0] = e;
            }
        });
        if (err[0] != null) throw err[0];
        @SuppressWarnings("unchecked")
        T t = (T) out[0];
        return t;
    }

    private static boolean installed;

    private GuiTests() {
    }

    /** Call first in {@code @BeforeAll} of every GUI test class (and {@link #release} in {@code @AfterAll}). */
    public static synchronized void requireDisplay() {
        if (GraphicsEnvironment.isHeadless()) {
            String ci = System.getenv("CI");
            if (ci != null && !ci.isBlank() && !ci.equalsIgnoreCase("false")) {
                Assertions.fail("GUI tests need a display and CI is set, so they may not be skipped: "
                        + "run them under a virtual display, e.g. xvfb-run -a mvn -B verify");
            }
            Assumptions.abort("no display: GUI tests skipped (run under xvfb-run -a to include them)");
        }
        if (!installed) {
            FailOnThreadViolationRepaintManager.install();
            installed = true;
        }
        System.setProperty("roundhouse.noAnimation", "true");
        // a tooltip window that pops up where the robot clicks next swallows the click
        GuiActionRunner.execute(() -> javax.swing.ToolTipManager.sharedInstance().setEnabled(false));
    }

    /**
     * Call in {@code @AfterAll}: puts the default repaint manager back, so that test classes
     * run later in the same JVM are not held to the rule.
     */
    public static synchronized void release() {
        if (installed) {
            FailOnThreadViolationRepaintManager.uninstall();
            installed = false;
            GuiActionRunner.execute(() -> javax.swing.ToolTipManager.sharedInstance().setEnabled(true));
        }
    }

    /**
     * Waits until a window that has just been shown is the active window, (the window
     * of the component). A dialog is found as soon as Swing shows it, but the X server may map it a
     * moment later: a robot click before that lands on the window underneath and is lost
     * (a modal dialog then waits forever). Click in a new dialog only after this.
     */
    public static void ready(Robot robot, Component inWindow) {
        Window w = inWindow instanceof Window win ? win : GuiActionRunner.execute(() -> SwingUtilities.getWindowAncestor(inWindow));
        Pause.pause(new Condition("the window of " + inWindow.getName() + " to be active") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> w != null && w.isShowing()
                        && KeyboardFocusManager.getCurrentKeyboardFocusManager().getActiveWindow() == w);
            }
        }, Timeout.timeout(10_000));
        robot.waitForIdle();
        // The first robot click into a newly opened dialog is sometimes lost under Xvfb (seen on
        // OK buttons and on the first button pressed in a dialog), though Swing calls it active.
        // A click on the dialog's own edge, where no control lies, takes that place.
        robot.click(w, new java.awt.Point(2, 2));
        robot.waitForIdle();
    }

    /**
     * Presses a key in a dialog the way a user confirms or dismisses it (Enter for the
     * default button, Escape, Space on the focused button), once the dialog is active.
     * Robot clicks on a freshly opened modal dialog's buttons are now and then lost under
     * Xvfb even when the dialog is active; keys go to the focused window.
     */
    public static void pressIn(Robot robot, Component inWindow, int keyCode) {
        ready(robot, inWindow);
        robot.pressAndReleaseKey(keyCode);
        robot.waitForIdle();
    }

    /**
     * Approves a file chooser the way a user does, and makes sure it took: under Xvfb the
     * robot's click on Save/Open is now and then lost (seen in full runs), so while the
     * chooser still shows, Enter in its file-name field approves it instead.
     */
    public static void approve(Robot robot, org.assertj.swing.fixture.JFileChooserFixture chooser) {
        chooser.approve();
        robot.waitForIdle();
        for (int attempt = 0; attempt < 3 && GuiActionRunner.execute(() -> chooser.target().isShowing()); attempt++) {
            Pause.pause(300);
            if (!GuiActionRunner.execute(() -> chooser.target().isShowing())) return;
            chooser.fileNameTextBox().focus();
            robot.pressAndReleaseKey(java.awt.event.KeyEvent.VK_ENTER);
            robot.waitForIdle();
        }
    }

    /**
     * Clicks the button the way a user does and makes sure it took, by {@code took}: under
     * Xvfb the robot's click is now and then lost (a click that only closes a list's popup, a
     * dialog laid out again under the pointer), so while it has not taken, the button is
     * pressed through Swing itself.
     */
    public static void press(Robot robot, org.assertj.swing.fixture.JButtonFixture button, java.util.function.BooleanSupplier took) {
        button.click();
        robot.waitForIdle();
        for (int attempt = 0; attempt < 10 && !GuiActionRunner.execute(took::getAsBoolean); attempt++) Pause.pause(100);
        if (!GuiActionRunner.execute(took::getAsBoolean)) {
            GuiActionRunner.execute(() -> button.target().doClick());
            robot.waitForIdle();
        }
    }
}
