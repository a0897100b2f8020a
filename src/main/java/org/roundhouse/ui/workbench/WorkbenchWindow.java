package org.roundhouse.ui.workbench;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.Frame;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.datatransfer.DataFlavor;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JOptionPane;
import javax.swing.JSplitPane;
import javax.swing.KeyStroke;
import javax.swing.TransferHandler;
import javax.swing.WindowConstants;
import javax.swing.filechooser.FileNameExtensionFilter;

import org.roundhouse.record.LoadError;
import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.theme.Icons;

/**
 * The workbench window: the {@link WorkbenchPanel} with a menu bar. Opens records from the
 * menu, the recent-files list, drag and drop and the command line; remembers its bounds,
 * dividers, theme and recent files in {@link WorkbenchPrefs}. Event dispatch thread only.
 */
public final class WorkbenchWindow extends JFrame {
    private final WorkbenchPrefs prefs;
    private final WorkbenchModel model = new WorkbenchModel();
    private final WorkbenchPanel panel;
    private final List<Consumer<RecordOpener.Opened>> openListeners = new CopyOnWriteArrayList<>();
    private final Action openAction;
    private final Action sampleAction;
    private final Action newAction;
    private final Action saveAction;
    private final Action saveAsAction;
    private final Action cancelOpenAction;
    private RecordOpener loading;
    private org.roundhouse.ui.edit.Autosave autosave;
    private boolean saving;
    /** The document whose unread rest the user agreed to save with it (asked once per document). */
    private GameDocument restAgreed;

    public WorkbenchWindow(WorkbenchPrefs prefs) {
        super("Roundhouse");
        this.prefs = prefs;
        setName("workbenchWindow");
        setIconImages(Icons.windowIcons());
        setDefaultCloseOperation(WindowConstants.DO_NOTHING_ON_CLOSE);
        model.setHideFuture(prefs.hideFuture());
        model.setHideAllComments(prefs.hideAllComments());
        panel = new WorkbenchPanel(model);
        getContentPane().add(panel, BorderLayout.CENTER);
        openAction = WorkbenchMenus.action("Open…", "open", KeyStroke.getKeyStroke(KeyEvent.VK_O, Navigation.menuMask()), e -> chooseFile());
        openAction.putValue(Action.SHORT_DESCRIPTION, "Open a game record (.upn or .xml)");
        sampleAction = WorkbenchMenus.action("Open Sample Game", null, null, e -> whenSafe("opening the sample game", this::openSample));
        newAction = WorkbenchMenus.action("New Game…", "new-game", KeyStroke.getKeyStroke(KeyEvent.VK_N, Navigation.menuMask()), e -> newGame());
        newAction.putValue(Action.SHORT_DESCRIPTION, "Set up a game to enter as it is played");
        saveAction = WorkbenchMenus.action("Save", "save", KeyStroke.getKeyStroke(KeyEvent.VK_S, Navigation.menuMask()), e -> save(false));
        saveAsAction = WorkbenchMenus.action("Save As…", null, KeyStroke.getKeyStroke(KeyEvent.VK_S, Navigation.menuMask() | java.awt.event.InputEvent.SHIFT_DOWN_MASK),
                e -> save(true));
        cancelOpenAction = WorkbenchMenus.action("Cancel Opening", null, null, e -> cancelOpening());
        cancelOpenAction.setEnabled(false);
        panel.status().setCancelAction(cancelOpenAction);
        // Esc stops an open under way; while nothing opens the action is disabled and Esc goes on to others
        getRootPane().getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), "roundhouse.cancelOpening");
        getRootPane().getActionMap().put("roundhouse.cancelOpening", cancelOpenAction);
        setJMenuBar(new WorkbenchMenus(this, prefs, model, panel,
                new WorkbenchMenus.FileActions(newAction, openAction, sampleAction, saveAction, saveAsAction)).bar());
        setTransferHandler(new FileDrop());
        panel.moveTree().setTransferHandler(new FileDrop());
        panel.map().setTransferHandler(new FileDrop());
        setMinimumSize(new Dimension(900, 600));
        restoreBounds();
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                whenSafe("closing", () -> {
                    savePrefs();
                    dispose();
                });
            }

            @Override
            public void windowClosed(WindowEvent e) {
                if (loading != null) loading.abandon();
                // a normal end: the unsaved work was kept or turned down, so no copy is left for a restore
                if (autosave != null) autosave.stop(true);
            }
        });
        model.addListener((m, changes) -> {
            updateTitle();
            boolean has = m.hasDocument();
            saveAction.setEnabled(has && !saving);
            saveAsAction.setEnabled(has && !saving);
        });
        saveAction.setEnabled(false);
        saveAsAction.setEnabled(false);
    }

    // ---- new games, saving, unsaved work

    /** File ▸ New Game: the setup dialog, then a new document at its first move. */
    public void newGame() {
        whenSafe("starting a new game", this::newGameNow);
    }

    private void newGameNow() {
        org.roundhouse.ui.entry.NewGameDialog.show(this).ifPresent(record -> {
            String event = record.header().event();
            GameDocument doc = GameDocument.of(record, null, event.isEmpty() ? "New game" : event);
            doc.markUnsaved();
            doc.setCursor(org.roundhouse.ui.doc.Navigator.last(record.root()));
            model.setDocument(doc);
            // a game typed in at the table is entered with every card in view
            model.setPerspective(org.roundhouse.engine.PositionFacts.ALL_SEEING);
            panel.showMovePanel();
        });
    }

    /**
     * Saves the document to its file (or asks for one: "Save As"). The record is copied on
     * the event thread and written in the background; returns at once.
     */
    public void save(boolean ask) {
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
        if (chooser.showSaveDialog(this) != JFileChooser.APPROVE_OPTION) return null;
        Path p = chooser.getSelectedFile().toPath();
        if (org.roundhouse.record.RecordFormat.forPath(p).isEmpty()) {
            boolean xml = chooser.getFileFilter() instanceof FileNameExtensionFilter f && f.getExtensions()[0].equals("xml");
            p = p.resolveSibling(p.getFileName() + (xml ? ".xml" : ".upn"));
        }
        if (Files.exists(p) && !p.equals(doc.file().orElse(null))) {
            int answer = JOptionPane.showConfirmDialog(this, p.getFileName() + " exists. Replace it? (The old file is kept as "
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
                    JOptionPane.showMessageDialog(WorkbenchWindow.this, "Could not save " + target.getFileName() + ":\n"
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
    public boolean isSaving() {
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
    public void startAutosave(Path dir) {
        if (autosave != null) autosave.stop(false);
        autosave = new org.roundhouse.ui.edit.Autosave(dir, () -> model.hasDocument() ? model.document() : null);
        autosave.watchTyping(() -> panel.treePanel().typing());
        autosave.start();
    }

    public java.util.Optional<org.roundhouse.ui.edit.Autosave> autosave() {
        return java.util.Optional.ofNullable(autosave);
    }

    /**
     * Offers to restore unsaved work left by a session that ended without closing (a crash
     * or a kill), newest first as {@link org.roundhouse.ui.edit.Autosave#orphans} lists them.
     * Returns true when a document was restored.
     */
    public boolean offerRestore(List<org.roundhouse.ui.edit.Autosave.Orphan> found) {
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
            stopLoading();
            model.setDocument(doc);
            org.roundhouse.ui.edit.Autosave.discard(o);
            if (autosave != null) autosave.check();
            panel.status().showMessage("Restored the unsaved work on " + o.title());
            return true;
        } catch (java.io.IOException e) {
            JOptionPane.showMessageDialog(this, "The unsaved work could not be read:\n" + e.getMessage(), "Not Restored",
                    JOptionPane.ERROR_MESSAGE);
            return false;
        }
    }

    /** Asks with three answers, the first the default, in a modal dialog of this name; the answer chosen, or null when closed. */
    private Object ask(Object message, int messageType, Object[] options, String title, String dialogName) {
        JOptionPane pane = new JOptionPane(message, messageType, JOptionPane.YES_NO_CANCEL_OPTION, null, options, options[0]);
        JDialog dialog = pane.createDialog(this, title);
        dialog.setName(dialogName);
        dialog.setVisible(true);
        dialog.dispose();
        return pane.getValue();
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    public WorkbenchModel model() {
        return model;
    }

    public WorkbenchPanel panel() {
        return panel;
    }

    /** Called on the event thread after each open finished (with or without a document). */
    public void addOpenListener(Consumer<RecordOpener.Opened> l) {
        openListeners.add(l);
    }

    /** True while a file is being read. */
    public boolean isLoading() {
        return loading != null;
    }

    // ---- opening

    /** Opens a record file in the background; errors are shown in a dialog. */
    public void open(Path file) {
        whenSafe("opening " + file.getFileName(), () -> start(RecordOpener.file(file, o -> finished(o, file), this::progress)));
    }

    /** Opens the sample game bundled with the application. */
    public void openSample() {
        start(RecordOpener.sample(o -> finished(o, null), this::progress));
    }

    private void start(RecordOpener opener) {
        if (loading != null) loading.abandon();
        loading = opener;
        openAction.setEnabled(false);
        sampleAction.setEnabled(false);
        cancelOpenAction.setEnabled(true);
        panel.status().showProgress(-1);
        panel.status().showMessage("Opening…");
        opener.execute();
    }

    /** Stops the file being opened, if any; the document open before stays. */
    public void cancelOpening() {
        if (stopLoading()) panel.status().showMessage(model.hasDocument() ? "Opening cancelled" : "Opening cancelled: no game open");
    }

    /** Cancels the open under way, if any; true if there was one. */
    private boolean stopLoading() {
        if (loading == null) return false;
        loading.abandon();
        noLongerLoading();
        return true;
    }

    /** The window as it is while no file opens. */
    private void noLongerLoading() {
        loading = null;
        openAction.setEnabled(true);
        sampleAction.setEnabled(true);
        cancelOpenAction.setEnabled(false);
        panel.status().showProgress(null);
    }

    private void progress(int percent) {
        if (loading != null) panel.status().showProgress(percent);
    }

    private void finished(RecordOpener.Opened o, Path file) {
        noLongerLoading();
        if (o.document().isPresent()) {
            GameDocument doc = o.document().get();
            // with an error, the part before it is open: show where reading stopped; a game still
            // being entered from the table opens where the entering goes on
            MoveNode end = doc.record().mainLineEnd();
            if (o.error().isPresent() || !doc.replay().stateAt(end).isOver()) doc.setCursor(end);
            model.setDocument(doc);
            if (file != null) {
                prefs.addRecentFile(file);
                Path dir = file.toAbsolutePath().getParent();
                if (dir != null) prefs.setLastDirectory(dir);
            }
            panel.moveTree().requestFocusInWindow();
        } else {
            panel.status().showMessage(model.hasDocument() ? " " : "No game open");
        }
        o.error().ifPresent(e -> showLoadError(e, o.document().isPresent()));
        if (o.document().isPresent() && !o.warnings().isEmpty()) showLoadWarnings(o.warnings());
        for (Consumer<RecordOpener.Opened> l : openListeners) l.accept(o);
    }

    /** The dialog for what an opened file holds that saving will not keep (an XML comment, say). */
    void showLoadWarnings(java.util.List<LoadError> warnings) {
        StringBuilder b = new StringBuilder("The game is open, but the file holds what a record does not keep:\n");
        for (LoadError w : warnings) b.append('\n').append(w.line() > 0 ? "Line " + w.line() + ": " : "").append(w.reason());
        b.append("\n\nSaving writes the game without ").append(warnings.size() == 1 ? "it." : "them.");
        JOptionPane pane = new JOptionPane(b.toString(), JOptionPane.WARNING_MESSAGE);
        JDialog dialog = pane.createDialog(this, "Not kept from " + warnings.get(0).source());
        dialog.setName("loadWarningDialog");
        dialog.setVisible(true);
        dialog.dispose();
    }

    /** The dialog for a file with an error: where, why, and what was opened. */
    void showLoadError(LoadError e, boolean partOpened) {
        StringBuilder b = new StringBuilder();
        b.append(e.line() > 0 ? "Line " + e.line() : "The file");
        if (e.moveNumber() >= 0) {
            b.append(", move ").append(e.moveNumber());
            if (!e.player().isEmpty()) b.append(" (").append(e.player()).append(')');
        }
        b.append(":\n").append(e.reason());
        if (partOpened) {
            MoveNode end = model.document().record().mainLineEnd();
            b.append("\n\nThe part before the error is open").append(end.isRoot() ? " (the setup, no moves)."
                    : ", up to move " + end.moveNumber() + ", where the cursor now stands.");
            model.document().record().unread().ifPresent(rest -> {
                int lines = rest.lineCount();
                b.append("\nThe rest of the file (").append(lines == 1 ? "1 line" : lines + " lines").append(" from line ")
                        .append(e.line() - rest.errorLine()).append(") is kept as it is:")
                        .append("\nsaving writes it back, unread, after the moves you see, so nothing is lost.");
            });
        } else {
            b.append("\n\nNothing could be opened from this file.");
        }
        JOptionPane pane = new JOptionPane(b.toString(), partOpened ? JOptionPane.WARNING_MESSAGE : JOptionPane.ERROR_MESSAGE);
        JDialog dialog = pane.createDialog(this, "Problem in " + e.source());
        dialog.setName("loadErrorDialog");
        dialog.setVisible(true);
        dialog.dispose();
    }

    private void chooseFile() {
        JFileChooser chooser = new JFileChooser(prefs.lastDirectory() == null ? null : prefs.lastDirectory().toFile());
        chooser.setName("openChooser");
        chooser.setDialogTitle("Open a Game Record");
        chooser.setFileFilter(new FileNameExtensionFilter("Game records (*.upn, *.xml)", "upn", "xml"));
        if (chooser.showOpenDialog(this) == JFileChooser.APPROVE_OPTION) open(chooser.getSelectedFile().toPath());
    }

    /** Opens dropped record files (the first of them). */
    private final class FileDrop extends TransferHandler {
        @Override
        public boolean canImport(TransferSupport support) {
            return support.isDataFlavorSupported(DataFlavor.javaFileListFlavor);
        }

        @Override
        public boolean importData(TransferSupport support) {
            if (!canImport(support)) return false;
            try {
                @SuppressWarnings("unchecked")
                List<File> files = (List<File>) support.getTransferable().getTransferData(DataFlavor.javaFileListFlavor);
                if (files.isEmpty()) return false;
                open(files.get(0).toPath());
                return true;
            } catch (java.awt.datatransfer.UnsupportedFlavorException | java.io.IOException e) {
                return false;
            }
        }
    }

    private void updateTitle() {
        if (!model.hasDocument()) {
            setTitle("Roundhouse");
            return;
        }
        GameDocument d = model.document();
        setTitle(d.title() + (d.isModified() ? " •" : "") + " — Roundhouse");
    }

    // ---- remembering the layout

    private void restoreBounds() {
        Rectangle r = prefs.windowBounds();
        Rectangle screen = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        if (r == null || !screen.intersects(r)) {
            int w = Math.min(1400, screen.width);
            int h = Math.min(900, screen.height);
            r = new Rectangle(screen.x + (screen.width - w) / 2, screen.y + (screen.height - h) / 2, w, h);
        }
        setBounds(r);
        if (prefs.maximized()) setExtendedState(getExtendedState() | Frame.MAXIMIZED_BOTH);
        panel.defaultDividers(r.width, r.height);
        for (JSplitPane s : panel.splits()) {
            int at = prefs.divider(s.getName(), -1);
            if (at > 0) s.setDividerLocation(at);
        }
    }

    /** Writes bounds, dividers and the rest to the preferences. */
    public void savePrefs() {
        boolean max = (getExtendedState() & Frame.MAXIMIZED_BOTH) == Frame.MAXIMIZED_BOTH;
        prefs.setMaximized(max);
        if (!max) prefs.setWindowBounds(getBounds());
        for (JSplitPane s : panel.splits()) prefs.setDivider(s.getName(), s.getDividerLocation());
        prefs.flush();
    }

    /**
     * Opens a Designer window whose games open in new workbench windows with these
     * preferences (the Designer knows nothing of the workbench: it is handed this opener).
     */
    public static org.roundhouse.ui.designer.DesignerWindow openDesigner(WorkbenchPrefs prefs) {
        org.roundhouse.ui.designer.DesignerWindow d = new org.roundhouse.ui.designer.DesignerWindow(record -> {
            WorkbenchWindow w = new WorkbenchWindow(prefs);
            w.setVisible(true);
            w.model().setDocument(org.roundhouse.ui.doc.GameDocument.of(record, null, record.header().event()));
        });
        d.setLocationByPlatform(true);
        d.setVisible(true);
        return d;
    }
}
