package org.roundhouse.cli;

import java.nio.file.Path;

import org.roundhouse.ui.workbench.WorkbenchApp;

/**
 * Opens the workbench window on the file, or on the bundled sample game without one, and
 * waits until the window is closed. Without a display it says so on stderr and returns 2.
 */
final class Workbench {
    private Workbench() {
    }

    static int open(Path file) {
        return WorkbenchApp.runUntilClosed(file);
    }
}
