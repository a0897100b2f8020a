package org.roundhouse.ui.workbench;

import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;

import javax.swing.SwingUtilities;

import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.CommentEdit;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.MoveEntry;
import org.roundhouse.ui.theme.ThemeChoice;

/**
 * The application as {@link AutosaveKillTest} runs it in a separate process: the workbench
 * on a record, with autosave into a folder; then edits as a user would make them (a
 * comment, and the first step of a what-if line), says so on stdout, and waits to be killed.
 *
 * <pre>java -cp ... org.roundhouse.ui.workbench.AutosaveChild DATA_DIR RECORD PREFS_NODE</pre>
 */
public final class AutosaveChild {
    /** The comment the child types. */
    static final String COMMENT = "Typed just before the crash.";

    private AutosaveChild() {
    }

    public static void main(String[] args) throws Exception {
        Path data = Path.of(args[0]);
        Path record = Path.of(args[1]);
        System.setProperty("roundhouse.noAnimation", "true");
        WorkbenchPrefs prefs = new WorkbenchPrefs(Preferences.userRoot().node(args[2]));
        prefs.setTheme(ThemeChoice.LIGHT);
        prefs.setDataDirectory(data);
        CountDownLatch opened = new CountDownLatch(1);
        WorkbenchWindow[] w = new WorkbenchWindow[1];
        SwingUtilities.invokeAndWait(() -> {
            w[0] = WorkbenchApp.launch(record, prefs);
            w[0].addOpenListener(o -> opened.countDown());
        });
        if (!opened.await(60, TimeUnit.SECONDS)) throw new IllegalStateException("the record did not open");
        String[] cursor = new String[1];
        SwingUtilities.invokeAndWait(() -> {
            GameDocument doc = w[0].model().document();
            MoveNode three = doc.record().mainLine().get(3);
            doc.execute(new CommentEdit(three, COMMENT));
            // a what-if: at move 4, the deck's next card, then the first build the rules allow
            doc.setCursor(doc.record().mainLine().get(4));
            MoveEntry e = MoveEntry.at(doc);
            e.play(e.knownCard().orElseThrow());
            MoveEntry action = MoveEntry.at(doc);
            action.play(action.legalSteps().get(action.legalSteps().size() - 1));
            cursor[0] = doc.cursor().toString();
        });
        System.out.println("EDITED " + cursor[0]);
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
