package org.roundhouse.ui.testing;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * For GUI test classes: {@link GuiTests#requireDisplay} before the class's own set-up (skipped
 * without a display, failed when CI is set) and {@link GuiTests#release} after its last test.
 */
public final class NeedsDisplay implements BeforeAllCallback, AfterAllCallback {
    @Override
    public void beforeAll(ExtensionContext context) {
        GuiTests.requireDisplay();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        GuiTests.release();
    }
}
