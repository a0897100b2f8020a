package org.roundhouse.ui.designer;

import java.io.File;
import javax.swing.JFileChooser;

/**
 * The folder the Designer's file dialogs open in: the last one a dialog was confirmed in, for
 * all of them (runs, recipes, exports) and for the rest of the session, so a designer working
 * in one folder is not sent back to the home directory at every dialog.
 */
final class Folders {
    private static volatile File last;

    private Folders() {
    }

    /** A file chooser titled {@code title}, opening in the last folder used. */
    static JFileChooser chooser(String title) {
        JFileChooser fc = new JFileChooser(last);
        fc.setDialogTitle(title);
        return fc;
    }

    /** Remembers the folder of a confirmed dialog: the folder holding the chosen file or directory. */
    static void remember(JFileChooser fc) {
        File f = fc.getSelectedFile();
        if (f == null) return;
        File folder = f.getAbsoluteFile().getParentFile(); // a run's directory: where its siblings are
        if (folder != null) last = folder;
    }

    /** The folder the next dialog opens in (null: the user's default). */
    static File last() {
        return last;
    }
}
