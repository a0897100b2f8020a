package org.roundhouse.ui.testing;

import java.awt.GraphicsEnvironment;
import java.nio.file.Files;
import java.nio.file.Path;

import org.assertj.swing.image.ScreenshotTaker;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestExecutionExceptionHandler;

/**
 * Saves a picture of the whole screen when a GUI test fails, before its windows are closed:
 * {@code target/gui-failures/Class.method.png}. A failed robot test is often explained at
 * a glance (a dialog still open, a tab not selected, a popup in the way).
 */
public final class ScreenshotOnFailure implements TestExecutionExceptionHandler {
    @Override
    public void handleTestExecutionException(ExtensionContext context, Throwable thrown) throws Throwable {
        if (!GraphicsEnvironment.isHeadless()) {
            try {
                Path dir = Path.of("target", "gui-failures");
                Files.createDirectories(dir);
                Path file = dir.resolve(context.getRequiredTestClass().getSimpleName() + "." + context.getRequiredTestMethod().getName() + ".png");
                Files.deleteIfExists(file);
                new ScreenshotTaker().saveDesktopAsPng(file.toString());
                thrown.addSuppressed(new Throwable("screen at the failure: " + file.toAbsolutePath()));
            } catch (Exception | Error e) {
                thrown.addSuppressed(e);
            }
        }
        throw thrown;
    }
}
