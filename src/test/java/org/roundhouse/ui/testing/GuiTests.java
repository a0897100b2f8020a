package org.roundhouse.ui.testing;

import java.awt.GraphicsEnvironment;

import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Rules for tests that open windows. Where there is no display they are skipped, unless
 * the environment variable {@code CI} is set: then they fail, so that CI (which runs them
 * under {@code xvfb-run}) can never pass without running them. Every Swing call must be on
 * the event thread: {@link FailOnThreadViolationRepaintManager} fails the test otherwise.
 */
public final class GuiTests {
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
    }

    /**
     * Call in {@code @AfterAll}: puts the default repaint manager back, so that test classes
     * run later in the same JVM are not held to the rule.
     */
    public static synchronized void release() {
        if (installed) {
            FailOnThreadViolationRepaintManager.uninstall();
            installed = false;
        }
    }
}
