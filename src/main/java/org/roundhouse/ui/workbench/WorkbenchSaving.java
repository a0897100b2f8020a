package org.roundhouse.ui.workbench;

import static org.roundhouse.text.Messages.UI;
import static org.roundhouse.text.Messages.WORDS;

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
        String text = unreadRestText(doc.record().unread().orElseThrow(), doc.record().mainLineEnd(), target);
        Object[] options = {UI.text("saving.unread.keep"), UI.text("file.saveAs"), UI.text("dialog.cancel")};
        Object answer = ask(text, JOptionPane.WARNING_MESSAGE, options, UI.text("saving.unread.title"), "unreadRestDialog");
        return options[0].equals(answer) ? 0 : options[1].equals(answer) ? 1 : -1;
    }

    /** What the dialog before saving a record read in part says (HTML): what was read, what saving writes, Save As. */
    static String unreadRestText(org.roundhouse.record.UnreadRest rest, MoveNode end, Path target) {
        boolean xml = org.roundhouse.record.RecordFormat.forPath(target).orElseThrow() == org.roundhouse.record.RecordFormat.XML;
        int lines = rest.lineCount();
        String name = escape(target.getFileName().toString());
        String stopped = rest.moveNumber() < 0 ? rest.reason()
                : (rest.player().isEmpty() ? WORDS.text("record.move", rest.moveNumber()) : WORDS.text("record.move.player", rest.moveNumber(), rest.player()))
                        + ": " + rest.reason();
        String kept = end.isRoot() ? UI.text("saving.unread.asSetup") : UI.text("saving.unread.asUpTo", end.moveNumber());
        return "<html><body style='width: 430px'><b>" + UI.text("saving.unread.head", name) + "</b><br><br>"
                + UI.text("saving.unread.stopped", escape(stopped)) + "<br>"
                + UI.text("saving.unread.lines", lines, lines) + "<br><br>"
                + UI.text("saving.unread.keeps", kept, "<tt>" + (xml ? "&lt;unread&gt;" : "%%unread") + "</tt>") + "<br><br>"
                + UI.text("saving.unread.saveAs", name) + "</body></html>";
    }

    private Path chooseSaveFile(GameDocument doc) {
        JFileChooser chooser = WorkbenchFiles.inLanguage(new JFileChooser(prefs.lastDirectory() == null ? null : prefs.lastDirectory().toFile()));
        chooser.setName("saveChooser");
        chooser.setDialogTitle(UI.text("saving.chooser.title"));
        chooser.addChoosableFileFilter(new FileNameExtensionFilter(UI.text("saving.chooser.notation"), "upn"));
        chooser.addChoosableFileFilter(new FileNameExtensionFilter(UI.text("saving.chooser.xml"), "xml"));
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
            JOptionPane pane = WorkbenchFiles.inLanguage(new JOptionPane(UI.text("saving.replace", String.valueOf(p.getFileName())),
                    JOptionPane.WARNING_MESSAGE, JOptionPane.OK_CANCEL_OPTION));
            JDialog dialog = pane.createDialog(window, UI.text("saving.replace.title"));
            dialog.setName("replaceDialog");
            dialog.setVisible(true);
            dialog.dispose();
            if (!Integer.valueOf(JOptionPane.OK_OPTION).equals(pane.getValue())) return null;
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
        panel.status().showMessage(UI.text("saving.saving", String.valueOf(target.getFileName())));
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
                    JOptionPane.showMessageDialog(window, UI.text(cause instanceof org.roundhouse.record.RecordSaver.ReadOnlyException
                            ? "saving.failed.readOnly" : "saving.failed", String.valueOf(target.getFileName()),
                            cause instanceof java.io.IOException io ? org.roundhouse.text.FileReasons.message(io) : String.valueOf(cause.getMessage())),
                            UI.text("saving.failed.title"), JOptionPane.ERROR_MESSAGE);
                    panel.status().showMessage(UI.text("saving.failed.status"));
                    return;
                }
                if (!target.equals(doc.file().orElse(null))) doc.setFile(target, target.getFileName().toString());
                if (doc.version() == version) doc.markSaved();
                prefs.addRecentFile(target);
                Path dir = target.toAbsolutePath().getParent();
                if (dir != null) prefs.setLastDirectory(dir);
                panel.status().showMessage(UI.text(snapshot.unread().isPresent() ? "saving.saved.rest" : "saving.saved",
                        String.valueOf(target.getFileName())));
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
     * once they are saved), throw them away, or cancel. {@code doing} ends the question "Save them
     * before …?" in the current language ({@code files.doing.*}).
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
        Object[] options = {UI.text("saving.unsaved.save"), UI.text("saving.unsaved.dontSave"), UI.text("dialog.cancel")};
        Object answer = ask(UI.text("saving.unsaved.question", doc.title(), doing), JOptionPane.WARNING_MESSAGE, options,
                UI.text("saving.unsaved.title"), "unsavedDialog");
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
        String text = restoreText(o, found.size());
        Object[] options = {UI.text("restore.restore"), UI.text("restore.discard"), UI.text("restore.notNow")};
        Object answer = ask(text, JOptionPane.QUESTION_MESSAGE, options, UI.text("restore.title"), "restoreDialog");
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
            panel.status().showMessage(UI.text("restore.restored", o.title()));
            return true;
        } catch (java.io.IOException e) {
            JOptionPane.showMessageDialog(window, UI.text("restore.failed", org.roundhouse.text.FileReasons.message(e)), UI.text("restore.failed.title"),
                    JOptionPane.ERROR_MESSAGE);
            return false;
        }
    }

    /**
     * What the restore dialog says (HTML): the newest copy's title, time (written the language's
     * way, in the system's time zone) and file, and how many older copies there are ({@code copies} in all).
     */
    static String restoreText(org.roundhouse.ui.edit.Autosave.Orphan o, int copies) {
        java.time.format.DateTimeFormatter fmt = java.time.format.DateTimeFormatter.ofPattern("d MMM yyyy, HH:mm", org.roundhouse.text.Messages.locale())
                .withZone(java.time.ZoneId.systemDefault());
        String title = escape(o.title());
        String time = fmt.format(o.time());
        String kept = o.original().map(f -> UI.text("restore.keptFrom", title, time, escape(f.getFileName().toString())))
                .orElseGet(() -> UI.text("restore.kept", title, time));
        return "<html><b>" + UI.text("restore.head") + "</b><br><br>" + kept + "<br>" + UI.text("restore.ask")
                + (copies > 1 ? "<br><br>" + UI.text("restore.older", copies - 1) : "") + "</html>";
    }

    /** Asks with three answers, the first the default, in a modal dialog of this name; the answer chosen, or null when closed. */
    private Object ask(Object message, int messageType, Object[] options, String title, String dialogName) {
        JOptionPane pane = WorkbenchFiles.inLanguage(new JOptionPane(message, messageType, JOptionPane.YES_NO_CANCEL_OPTION, null, options, options[0]));
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
