package org.roundhouse.ui.testing;

import static org.assertj.swing.timing.Timeout.timeout;

import java.awt.Frame;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.BooleanSupplier;

import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestExecutionExceptionHandler;

/**
 * The set-up every GUI test class shares, as one JUnit 5 extension: a display is required
 * ({@link NeedsDisplay}), a fresh robot a test, a picture of the screen when a test fails
 * ({@link ScreenshotOnFailure}), and after each test the window (or the robot) cleaned up and
 * whatever the test handed to {@link #afterTest} undone, last first. Registered as
 * <pre>{@code @RegisterExtension static final GuiSession gui = new GuiSession();}</pre>
 * (static, so that the display is checked before the class's own {@code @BeforeAll}).
 */
public final class GuiSession implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback, AfterEachCallback,
        TestExecutionExceptionHandler {
    private final NeedsDisplay display = new NeedsDisplay();
    private final ScreenshotOnFailure screenshot = new ScreenshotOnFailure();
    private final int delayBetweenEvents;
    private final Deque<Runnable> undo = new ArrayDeque<>();
    private Robot robot;
    private FrameFixture window;

    /** The robot's own pace between events. */
    public GuiSession() {
        this(-1);
    }

    /** The robot waits this many milliseconds between events. */
    public GuiSession(int delayBetweenEvents) {
        this.delayBetweenEvents = delayBetweenEvents;
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        display.beforeAll(context);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        display.afterAll(context);
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        window = null;
        undo.clear();
        robot = BasicRobot.robotWithNewAwtHierarchy();
        if (delayBetweenEvents >= 0) robot.settings().delayBetweenEvents(delayBetweenEvents);
    }

    @Override
    public void handleTestExecutionException(ExtensionContext context, Throwable thrown) throws Throwable {
        screenshot.handleTestExecutionException(context, thrown);
    }

    @Override
    public void afterEach(ExtensionContext context) {
        try {
            if (window != null) window.cleanUp();
            else if (robot != null) robot.cleanUp();
        } finally {
            while (!undo.isEmpty()) undo.pop().run();
            // a workbench launched in another language set Swing's default (its dialogs' buttons): the next test starts with the system's
            javax.swing.JComponent.setDefaultLocale(null);
            window = null;
            robot = null;
        }
    }

    /** This test's robot. */
    public Robot robot() {
        return robot;
    }

    /** A fixture on the frame, the window cleaned up (and the robot with it) after the test. */
    public FrameFixture fixture(Frame frame) {
        window = new FrameFixture(robot, frame);
        return window;
    }

    /** The fixture {@link #fixture} made in this test, or null. */
    public FrameFixture window() {
        return window;
    }

    /** Runs after the test, once its window is cleaned up (what is handed last runs first). */
    public void afterTest(Runnable cleanUp) {
        undo.push(cleanUp);
    }

    /** Waits, asking on the event thread, until the test holds; then until the robot is idle. */
    public void waitFor(String what, BooleanSupplier test, long millis) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(test::getAsBoolean);
            }
        }, timeout(millis));
        robot.waitForIdle();
    }
}
