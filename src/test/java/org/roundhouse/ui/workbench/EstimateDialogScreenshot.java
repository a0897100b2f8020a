package org.roundhouse.ui.workbench;

import static org.roundhouse.ui.testing.GuiTests.named;

import java.awt.Rectangle;
import java.util.Locale;

import javax.swing.JDialog;
import javax.swing.JSpinner;
import javax.swing.SwingUtilities;

/**
 * A screenshot of the Win chances settings (View › Estimate Win Chances…) with "Stop playouts
 * after" set to {@code K} turns: the workbench on the bundled sample, in the language given, the
 * dialog captured with {@link java.awt.Robot}. Run under Xvfb:
 * {@code EstimateDialogScreenshot [--lang it|en] [--turns K] OUT.png} (docs/workbench.md §Screenshots).
 */
public final class EstimateDialogScreenshot {
    private EstimateDialogScreenshot() {
    }

    public static void main(String[] args) throws Exception {
        Locale lang = Locale.ENGLISH;
        int turns = 50;
        String out = null;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--lang")) lang = org.roundhouse.text.Messages.parseLanguage(args[++i]);
            else if (args[i].equals("--turns")) turns = Integer.parseInt(args[++i]);
            else out = args[i];
        }
        if (out == null) throw new IllegalArgumentException("usage: EstimateDialogScreenshot [--lang it|en] [--turns K] OUT.png");
        WorkbenchPrefs prefs = DialogScreenshot.prefs(lang);
        WorkbenchWindow frame = DialogScreenshot.launchOnSample(prefs);
        Thread.sleep(1000);
        // the dialog is modal: asked for later, so that this thread goes on while it shows
        SwingUtilities.invokeLater(() -> frame.panel().estimateWinChances());
        JDialog dialog = (JDialog) DialogScreenshot.showing("estimateDialog", "the Estimate Win Chances dialog");
        int k = turns;
        SwingUtilities.invokeAndWait(() -> {
            JSpinner spinner = (JSpinner) named(dialog.getRootPane(), "estimateEvalAfter");
            if (spinner == null || !spinner.isEnabled()) throw new IllegalStateException("no 'Stop playouts after' to set");
            spinner.setValue(k);
        });
        Thread.sleep(1500);
        Rectangle[] shot = new Rectangle[1];
        SwingUtilities.invokeAndWait(() -> shot[0] = dialog.getBounds());
        DialogScreenshot.captureAndExit(shot[0], out, prefs);
    }
}
