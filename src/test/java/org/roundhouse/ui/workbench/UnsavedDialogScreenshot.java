package org.roundhouse.ui.workbench;

import java.awt.Rectangle;
import java.awt.event.WindowEvent;
import java.util.Locale;

import javax.swing.SwingUtilities;

import org.roundhouse.ui.doc.CommentEdit;

/**
 * A screenshot of the question before unsaved changes are lost, as closing the window asks it:
 * the workbench on the bundled sample with one comment added, in the language given
 * ({@code it} or {@code en}), the dialog captured with {@link java.awt.Robot}. Run under Xvfb:
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
        WorkbenchPrefs prefs = DialogScreenshot.prefs(lang);
        WorkbenchWindow frame = DialogScreenshot.launchOnSample(prefs);
        SwingUtilities.invokeAndWait(() -> {
            var doc = frame.model().document();
            doc.execute(new CommentEdit(doc.record().mainLine().get(3), "a comment"));
        });
        SwingUtilities.invokeLater(() -> frame.dispatchEvent(new WindowEvent(frame, WindowEvent.WINDOW_CLOSING)));
        Rectangle bounds = DialogScreenshot.showing("unsavedDialog", "the unsaved-changes dialog").getBounds();
        Thread.sleep(1500);
        DialogScreenshot.captureAndExit(bounds, out, prefs);
    }
}
