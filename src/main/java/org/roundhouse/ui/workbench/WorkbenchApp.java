package org.roundhouse.ui.workbench;

import static org.roundhouse.text.Messages.CLI;

import java.awt.GraphicsEnvironment;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;

import javax.swing.SwingUtilities;

import org.roundhouse.ui.theme.Themes;

/** Starts the workbench: the look and feel, the window, and the first record. */
public final class WorkbenchApp {
    private WorkbenchApp() {
    }

    /**
     * Opens a workbench window on the event thread and returns it (call on the event
     * thread). With a file it opens the file, without one the bundled sample game. When
     * the preferences name a data folder, unsaved work is autosaved there, and work left by
     * a session that did not close normally is offered for restoring first.
     */
    public static WorkbenchWindow launch(Path file, WorkbenchPrefs prefs) {
        if (!SwingUtilities.isEventDispatchThread()) throw new IllegalStateException("call on the event dispatch thread");
        Themes.install(prefs.theme());
        prefs.language().ifPresent(org.roundhouse.text.Messages::setLocale);
        // Swing's own words (a message box's OK and Cancel, a file chooser's buttons) in the workbench's language
        javax.swing.JComponent.setDefaultLocale(org.roundhouse.text.Messages.locale());
        WorkbenchWindow w = new WorkbenchWindow(prefs);
        w.setVisible(true);
        Path dir = prefs.autosaveDirectory();
        if (dir != null) {
            w.startAutosave(dir);
            var orphans = org.roundhouse.ui.edit.Autosave.orphans(dir);
            if (!orphans.isEmpty()) {
                SwingUtilities.invokeLater(() -> {
                    if (!w.offerRestore(orphans)) openFirst(w, file);
                });
                return w;
            }
        }
        openFirst(w, file);
        return w;
    }

    private static void openFirst(WorkbenchWindow w, Path file) {
        if (file != null) w.open(file);
        else w.openSample();
    }

    /**
     * Runs the workbench until its window is closed, for the command line.
     *
     * @return the exit status: 0 after the window was closed, 2 when there is no display
     */
    public static int runUntilClosed(Path file) {
        if (GraphicsEnvironment.isHeadless()) {
            System.err.println(CLI.text("workbench.noDisplay"));
            return 2;
        }
        CountDownLatch closed = new CountDownLatch(1);
        try {
            SwingUtilities.invokeAndWait(() -> {
                WorkbenchWindow w = launch(file, WorkbenchPrefs.user());
                w.addWindowListener(new java.awt.event.WindowAdapter() {
                    @Override
                    public void windowClosed(java.awt.event.WindowEvent e) {
                        closed.countDown();
                    }
                });
            });
            closed.await();
            return 0;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            System.err.println(CLI.text("workbench.cannotStart", String.valueOf(cause)));
            return 1;
        }
    }
}
