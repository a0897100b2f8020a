package org.roundhouse.ui.workbench;

import static org.roundhouse.text.Messages.UI;

import java.awt.event.KeyEvent;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.swing.Action;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JOptionPane;
import javax.swing.KeyStroke;
import javax.swing.filechooser.FileNameExtensionFilter;

import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.GameDocument;

/**
 * The workbench window's saving: Save and Save As (written in the background, atomically, by
 * {@link org.roundhouse.record.RecordSaver}), the question before unsaved work would be lost,
 * the autosave of unsaved work and its restore after a session that did not close.
 * Event dispatch thread only.
 */
final class WorkbenchSaving {
    private final JFrame window;
    private final WorkbenchPrefs prefs;
    private final WorkbenchModel model;
    private final WorkbenchPanel panel;
    /** Stops a file being opened, so a restored document is not replaced when it arrives. */
    private final Runnable stopOpening;
    private final Action saveAction;
    private final Action saveAsAction;
    private org.roundhouse.ui.edit.Autosave autosave;
    private boolean saving;
    /** The document whose unread rest the user agreed to save with it (asked once per document). */
    private GameDocument restAgreed;

    WorkbenchSaving(JFrame window, WorkbenchPrefs prefs, WorkbenchModel model, WorkbenchPanel panel, Runnable stopOpening) {
        this.window = window;
        this.prefs = prefs;
        this.model = model;
        this.panel = panel;
        this.stopOpening = stopOpening;
        saveAction = WorkbenchMenus.action(UI.text("file.save"), "save", KeyStroke.getKeyStroke(KeyEvent.VK_S, Navigation.menuMask()), e -> save(false));
        saveAsAction = WorkbenchMenus.action(UI.text("file.saveAs"), null, KeyStroke.getKeyStroke(KeyEvent.VK_S, Navigation.menuMask() | java.awt.event.InputEvent.SHIFT_DOWN_MASK),
                e -> save(true));
    }

    Action saveAction() {
        return saveAction;
    }

    Action saveAsAction() {
        return saveAsAction;
    }

    /** Save and Save As are enabled while a document is open and no save is being written. */
    void updateActions() {
        boolean has = model.hasDocument();
        saveAction.setEnabled(has && !saving);
        saveAsAction.setEnabled(has && !saving);
    }

    /**
     * Saves the document to its file (or asks for one: "Save As"). The record is copied on
     * the event thread and written in the background; returns at once.
     */
    void save(boolean ask) {
        save(ask, null);
    }

    private void save(boolean ask, Runnable then) {
        if (!model.hasDocument() || saving) return;
        // a comment still being typed is part of what the user saves
        panel.treePanel().commitComment();
        GameDocument doc = model.document();
        Path target = doc.file().filter(f -> org.roundhouse.record.RecordFormat.forPath(f).isPresent()).orElse(null);
        if (!ask && target != null && doc != restAgreed && doc.record().unread().isPresent()) {
            switch (askAboutUnreadRest(doc, target)) {
                case 0 -> restAgreed = doc;
                case 1 -> ask = true;
                default -> {
                    return;
                }
            }
        }
        if (ask || target == null) {
            target = chooseSaveFile(doc);
            if (target == null) return;
        }
        saveTo(doc, target, then);
    }

    /**
     * Before a record read only in part replaces its file: says what the file will hold (the
     * moves shown, then the unread rest word for word) and offers Save As instead.
     *
     * @return 0 to save, 1 for Save As, -1 to cancel
     */
    private int askAboutUnreadRest(GameDocument doc, Path target) {
        org.roundhouse.record.UnreadRest rest = doc.record().unread().orElseThrow();
        MoveNode end = doc.record().mainLineEnd();
        boolean xml = org.roundhouse.record.RecordFormat.forPath(target).orElseThrow() == org.roundhouse.record.RecordFormat.XML;
        int lines = rest.lineCount();
        String name = escape(target.getFileName().toString());
        String text = "<html><body style='width: 430px'><b>Only part of “" + name + "” could be read.</b><br><br>"
                + "Reading stopped at " + escape(rest.describe()) + ".<br>"
                + "The " + (lines == 1 ? "line" : lines + " lines") + " from there to the end of the file were not read.<br><br>"
                + "Saving writes the game as you see it " + (end.isRoot() ? "(the setup)" : "(up to move " + end.moveNumber() + " on the main line)")
                + " and then keeps those lines word for word, in a block marked <tt>" + (xml ? "&lt;unread&gt;" : "%%unread")
                + "</tt>: nothing is lost, and the file opens again with the same error. To read the rest, correct the move"
                + " in a text editor and remove the mark.<br><br>"
                + "Save As writes to another file and leaves " + name + " as it is.</body></html>";
        Object[] options = {"Save, Keeping the Rest", "Save As…", "Cancel"};
        Object answer = ask(text, JOptionPane.WARNING_MESSAGE, options, "Save a Record Read in Part", "unreadRestDialog");
        return options[0].equals(answer) ? 0 : options[1].equals(answer) ? 1 : -1;
    }

    private Path chooseSaveFile(GameDocument doc) {
        JFileChooser chooser = new JFileChooser(prefs.lastDirectory() == null ? null : prefs.lastDirectory().toFile());
        chooser.setName("saveChooser");
        chooser.setDialogTitle("Save the Game Record");
        chooser.addChoosableFileFilter(new FileNameExtensionFilter("Roundhouse notation (*.upn)", "upn"));
        chooser.addChoosableFileFilter(new FileNameExtensionFilter("XML record (*.xml)", "xml"));
        chooser.setFileFilter(chooser.getChoosableFileFilters()[1]);
        String base = doc.file().map(f -> f.getFileName().toString()).orElse(doc.title().replaceAll("[\\\\/:*?\"<>|]", "_") + ".upn");
        chooser.setSelectedFile(new File(base));
        if (chooser.showSaveDialog(window) != JFileChooser.APPROVE_OPTION) return null;
        Path p = chooser.getSelectedFile().toPath();
        if (org.roundhouse.record.RecordFormat.forPath(p).isEmpty()) {
            boolean xml = chooser.getFileFilter() instanceof FileNameExtensionFilter f && f.getExtensions()[0].equals("xml");
            p = p.resolveSibling(p.getFileName() + (xml ? ".xml" : ".upn"));
        }
        if (Files.exists(p) && !p.equals(doc.file().orElse(null))) {
            int answer = JOptionPane.showConfirmDialog(window, p.getFileName() + " exists. Replace it? (The old file is kept as "
                    + p.getFileName() + ".bak.)", "Replace File", JOptionPane.OK_CANCEL_OPTION, JOptionPane.WARNING_MESSAGE);
            if (answer != JOptionPane.OK_OPTION) return null;
        }
        return p;
    }

    /** Writes a copy of the record in the background; {@code then} runs on the event thread after a successful save. */
    private void saveTo(GameDocument doc, Path target, Runnable then) {
        org.roundhouse.record.GameRecord snapshot = doc.record().copy();
        int version = doc.version();
        saving = true;
        saveAction.setEnabled(false);
        saveAsAction.setEnabled(false);
        panel.status().showMessage("Saving " + target.getFileName() + "…");
        new javax.swing.SwingWorker<Void, Void>() {
            @Override
            protected Void doInBackground() throws Exception {
                org.roundhouse.record.RecordSaver.save(snapshot, target);
                return null;
            }

            @Override
            protected void done() {
                saving = false;
                saveAction.setEnabled(model.hasDocument());
                saveAsAction.setEnabled(model.hasDocument());
                try {
                    get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                } catch (java.util.concurrent.ExecutionException e) {
                    Throwable cause = e.getCause() == null ? e : e.getCause();
                    JOptionPane.showMessageDialog(window, "Could not save " + target.getFileName() + ":\n"
                            + cause.getMessage() + (cause instanceof org.roundhouse.record.RecordSaver.ReadOnlyException
                            ? ".\nSave As… writes the game under another name." : ""), "Not Saved", JOptionPane.ERROR_MESSAGE);
                    panel.status().showMessage("Not saved");
                    return;
                }
                if (!target.equals(doc.file().orElse(null))) doc.setFile(target, target.getFileName().toString());
                if (doc.version() == version) doc.markSaved();
                prefs.addRecentFile(target);
                Path dir = target.toAbsolutePath().getParent();
                if (dir != null) prefs.setLastDirectory(dir);
                panel.status().showMessage("Saved " + target.getFileName()
                        + (snapshot.unread().isPresent() ? " (the unread rest kept at its end)" : ""));
                if (autosave != null) autosave.check();
                if (then != null) then.run();
            }
        }.execute();
    }

    /** True while a save is being written. */
    boolean isSaving() {
        return saving;
    }

    /**
     * Does something that would lose unsaved changes (close, open another record, start a
     * new game) only after asking what to do with them: save them first (the action follows
     * once they are saved), throw them away, or cancel.
     */
    void whenSafe(String doing, Runnable action) {
        if (!model.hasDocument()) {
            action.run();
            return;
        }
        panel.treePanel().commitComment();
        if (!model.document().isModified()) {
            action.run();
            return;
        }
        GameDocument doc = model.document();
        Object[] options = {"Save…", "Don't Save", "Cancel"};
        Object answer = ask("“" + doc.title() + "” has unsaved changes. Save them before " + doing + "?",
                JOptionPane.WARNING_MESSAGE, options, "Unsaved Changes", "unsavedDialog");
        if (options[1].equals(answer)) action.run();
        else if (options[0].equals(answer)) save(false, action);
    }

    // ---- autosave and restore

    /** Keeps unsaved work in the folder (see {@link org.roundhouse.ui.edit.Autosave}). */
    void startAutosave(Path dir) {
        if (autosave != null) autosave.stop(false);
        autosave = new org.roundhouse.ui.edit.Autosave(dir, () -> model.hasDocument() ? model.document() : null);
        autosave.watchTyping(() -> panel.treePanel().typing());
        autosave.start();
    }

    java.util.Optional<org.roundhouse.ui.edit.Autosave> autosave() {
        return java.util.Optional.ofNullable(autosave);
    }

    /** A normal end: the unsaved work was kept or turned down, so no copy is left for a restore. */
    void windowClosed() {
        if (autosave != null) autosave.stop(true);
    }

    /**
     * Offers to restore unsaved work left by a session that ended without closing (a crash
     * or a kill), newest first as {@link org.roundhouse.ui.edit.Autosave#orphans} lists them.
     * Returns true when a document was restored.
     */
    boolean offerRestore(List<org.roundhouse.ui.edit.Autosave.Orphan> found) {
        if (found.isEmpty()) return false;
        org.roundhouse.ui.edit.Autosave.Orphan o = found.get(0);
        java.time.format.DateTimeFormatter fmt = java.time.format.DateTimeFormatter.ofPattern("d MMM yyyy, HH:mm")
                .withZone(java.time.ZoneId.systemDefault());
        String text = "<html><b>Roundhouse was not closed properly.</b><br><br>Unsaved work on “" + escape(o.title())
                + "” from " + fmt.format(o.time()) + " was kept" + o.original().map(f -> " (from " + escape(f.getFileName().toString()) + ")")
                .orElse("") + ".<br>Restore it?" + (found.size() > 1 ? "<br><br>" + (found.size() - 1) + " older copies are kept too." : "")
                + "</html>";
        Object[] options = {"Restore", "Discard", "Not Now"};
        Object answer = ask(text, JOptionPane.QUESTION_MESSAGE, options, "Restore Unsaved Work", "restoreDialog");
        if (options[1].equals(answer)) {
            org.roundhouse.ui.edit.Autosave.discard(o);
            return false;
        }
        if (!options[0].equals(answer)) return false;
        try {
            GameDocument doc = org.roundhouse.ui.edit.Autosave.restore(o);
            stopOpening.run();
            model.setDocument(doc);
            org.roundhouse.ui.edit.Autosave.discard(o);
            if (autosave != null) autosave.check();
            panel.status().showMessage("Restored the unsaved work on " + o.title());
            return true;
        } catch (java.io.IOException e) {
            JOptionPane.showMessageDialog(window, "The unsaved work could not be read:\n" + e.getMessage(), "Not Restored",
                    JOptionPane.ERROR_MESSAGE);
            return false;
        }
    }

    /** Asks with three answers, the first the default, in a modal dialog of this name; the answer chosen, or null when closed. */
    private Object ask(Object message, int messageType, Object[] options, String title, String dialogName) {
        JOptionPane pane = new JOptionPane(message, messageType, JOptionPane.YES_NO_CANCEL_OPTION, null, options, options[0]);
        JDialog dialog = pane.createDialog(window, title);
        dialog.setName(dialogName);
        dialog.setVisible(true);
        dialog.dispose();
        return pane.getValue();
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
