package org.roundhouse.ui.workbench;

import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.Window;
import java.awt.event.WindowEvent;
import java.awt.image.BufferedImage;
import java.io.File;
import java.util.Locale;

import javax.imageio.ImageIO;
import javax.swing.SwingUtilities;

import org.roundhouse.ui.doc.CommentEdit;
import org.roundhouse.ui.theme.ThemeChoice;

/**
 * A screenshot of the question before unsaved changes are lost, as closing the window asks it:
 * the workbench on the bundled sample with one comment added, in the language given
 * ({@code it} or {@code en}), the dialog captured with {@link Robot}. Run under Xvfb:
 * {@code UnsavedDialogScreenshot [--lang it|en] OUT.png} (docs/workbench.md §Screenshots).
 */
public final class UnsavedDialogScreenshot {
    private UnsavedDialogScreenshot() {
    }

    public static void main(String[] args) throws Exception {
        Locale lang = Locale.ENGLISH;
        String out = null;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--lang")) lang = org.roundhouse.text.Messages.parseLanguage(args[++i]);
            else out = args[i];
        }
        if (out == null) throw new IllegalArgumentException("usage: UnsavedDialogScreenshot [--lang it|en] OUT.png");
        WorkbenchPrefs prefs = WorkbenchPrefs.inMemoryFor("screenshots");
        prefs.setTheme(ThemeChoice.LIGHT);
        prefs.setLanguage(lang);
        WorkbenchWindow[] w = new WorkbenchWindow[1];
        SwingUtilities.invokeAndWait(() -> {
            w[0] = WorkbenchApp.launch(null, prefs);
            w[0].setBounds(0, 0, 1280, 860);
        });
        WorkbenchWindow frame = w[0];
        while (true) {
            boolean[] loaded = new boolean[1];
            SwingUtilities.invokeAndWait(() -> loaded[0] = frame.model().hasDocument() && !frame.isLoading());
            if (loaded[0]) break;
            Thread.sleep(100);
        }
        SwingUtilities.invokeAndWait(() -> {
            var doc = frame.model().document();
            doc.execute(new CommentEdit(doc.record().mainLine().get(3), "a comment"));
        });
        SwingUtilities.invokeLater(() -> frame.dispatchEvent(new WindowEvent(frame, WindowEvent.WINDOW_CLOSING)));
        Rectangle[] bounds = new Rectangle[1];
        for (int tries = 0; bounds[0] == null && tries < 100; tries++) {
            Thread.sleep(100);
            SwingUtilities.invokeAndWait(() -> {
                for (Window d : Window.getWindows()) {
                    if ("unsavedDialog".equals(d.getName()) && d.isShowing()) bounds[0] = d.getBounds();
                }
            });
        }
        if (bounds[0] == null) throw new IllegalStateException("the unsaved-changes dialog did not show");
        Thread.sleep(1500);
        BufferedImage img = new Robot().createScreenCapture(bounds[0]);
        File target = new File(out);
        if (target.getParentFile() != null) target.getParentFile().mkdirs();
        ImageIO.write(img, "png", target);
        System.out.println("wrote " + target + " (" + img.getWidth() + "x" + img.getHeight() + ")");
        prefs.discard();
        System.exit(0);
    }
}
