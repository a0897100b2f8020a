package org.roundhouse.ui.workbench;

import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.Window;
import java.awt.image.BufferedImage;
import java.io.File;
import java.util.Locale;

import javax.imageio.ImageIO;
import javax.swing.JDialog;
import javax.swing.JSpinner;
import javax.swing.SwingUtilities;

import org.roundhouse.ui.theme.ThemeChoice;

/**
 * A screenshot of the Win chances settings (View › Estimate Win Chances…) with "Stop playouts
 * after" set to {@code K} turns: the workbench on the bundled sample, in the language given, the
 * dialog captured with {@link Robot}. Run under Xvfb:
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
        Thread.sleep(1000);
        // the dialog is modal: asked for later, so that this thread goes on while it shows
        SwingUtilities.invokeLater(() -> frame.panel().estimateWinChances());
        JDialog[] dialog = new JDialog[1];
        for (int tries = 0; dialog[0] == null && tries < 100; tries++) {
            Thread.sleep(100);
            SwingUtilities.invokeAndWait(() -> {
                for (Window d : Window.getWindows()) {
                    if ("estimateDialog".equals(d.getName()) && d.isShowing()) dialog[0] = (JDialog) d;
                }
            });
        }
        if (dialog[0] == null) throw new IllegalStateException("the Estimate Win Chances dialog did not show");
        int k = turns;
        SwingUtilities.invokeAndWait(() -> {
            JSpinner spinner = (JSpinner) find(dialog[0].getRootPane(), "estimateEvalAfter");
            if (spinner == null || !spinner.isEnabled()) throw new IllegalStateException("no 'Stop playouts after' to set");
            spinner.setValue(k);
        });
        Thread.sleep(1500);
        Rectangle[] shot = new Rectangle[1];
        SwingUtilities.invokeAndWait(() -> shot[0] = dialog[0].getBounds());
        Robot robot = new Robot();
        BufferedImage img = robot.createScreenCapture(shot[0]);
        File target = new File(out);
        if (target.getParentFile() != null) target.getParentFile().mkdirs();
        ImageIO.write(img, "png", target);
        System.out.println("wrote " + target + " (" + img.getWidth() + "x" + img.getHeight() + ")");
        prefs.discard();
        System.exit(0);
    }

    private static java.awt.Component find(java.awt.Container in, String name) {
        for (java.awt.Component c : in.getComponents()) {
            if (name.equals(c.getName())) return c;
            if (c instanceof java.awt.Container inner) {
                java.awt.Component found = find(inner, name);
                if (found != null) return found;
            }
        }
        return null;
    }
}
