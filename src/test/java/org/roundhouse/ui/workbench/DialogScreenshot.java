package org.roundhouse.ui.workbench;

import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.Window;
import java.awt.image.BufferedImage;
import java.io.File;
import java.util.Locale;

import javax.imageio.ImageIO;
import javax.swing.SwingUtilities;

import org.roundhouse.ui.theme.ThemeChoice;

/** What the dialog screenshot tools share: the workbench on the bundled sample, a dialog found by name, the capture written. */
final class DialogScreenshot {
    private DialogScreenshot() {
    }

    /** Preferences kept in memory only, light theme, the language given. */
    static WorkbenchPrefs prefs(Locale lang) {
        WorkbenchPrefs prefs = WorkbenchPrefs.inMemoryFor("screenshots");
        prefs.setTheme(ThemeChoice.LIGHT);
        prefs.setLanguage(lang);
        return prefs;
    }

    /** The workbench opened on the bundled sample at 1280×860, once the sample is loaded. */
    static WorkbenchWindow launchOnSample(WorkbenchPrefs prefs) throws Exception {
        WorkbenchWindow[] w = new WorkbenchWindow[1];
        SwingUtilities.invokeAndWait(() -> {
            w[0] = WorkbenchApp.launch(null, prefs);
            w[0].setBounds(0, 0, 1280, 860);
        });
        WorkbenchWindow frame = w[0];
        while (true) {
            boolean[] loaded = new boolean[1];
            SwingUtilities.invokeAndWait(() -> loaded[0] = frame.model().hasDocument() && !frame.isLoading());
            if (loaded[0]) return frame;
            Thread.sleep(100);
        }
    }

    /** The showing window of that component name, waited for up to ten seconds. */
    static Window showing(String name, String what) throws Exception {
        Window[] found = new Window[1];
        for (int tries = 0; found[0] == null && tries < 100; tries++) {
            Thread.sleep(100);
            SwingUtilities.invokeAndWait(() -> {
                for (Window d : Window.getWindows()) {
                    if (name.equals(d.getName()) && d.isShowing()) found[0] = d;
                }
            });
        }
        if (found[0] == null) throw new IllegalStateException(what + " did not show");
        return found[0];
    }

    /** Captures the screen's rectangle into {@code out} (a PNG), says so, and ends the program. */
    static void captureAndExit(Rectangle bounds, String out, WorkbenchPrefs prefs) throws Exception {
        BufferedImage img = new Robot().createScreenCapture(bounds);
        File target = new File(out);
        if (target.getParentFile() != null) target.getParentFile().mkdirs();
        ImageIO.write(img, "png", target);
        System.out.println("wrote " + target + " (" + img.getWidth() + "x" + img.getHeight() + ")");
        prefs.discard();
        System.exit(0);
    }
}
