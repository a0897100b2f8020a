package org.roundhouse.ui.workbench;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.Frame;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.datatransfer.DataFlavor;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.ButtonGroup;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JRadioButtonMenuItem;
import javax.swing.JSplitPane;
import javax.swing.KeyStroke;
import javax.swing.TransferHandler;
import javax.swing.WindowConstants;
import javax.swing.event.MenuEvent;
import javax.swing.event.MenuListener;
import javax.swing.filechooser.FileNameExtensionFilter;

import org.roundhouse.record.LoadError;
import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.theme.Icons;
import org.roundhouse.ui.theme.ThemeChoice;
import org.roundhouse.ui.theme.Themes;

/**
 * The workbench window: the {@link WorkbenchPanel} with a menu bar. Opens records from the
 * menu, the recent-files list, drag and drop and the command line; remembers its bounds,
 * dividers, theme and recent files in {@link WorkbenchPrefs}. Event dispatch thread only.
 */
public final class WorkbenchWindow extends JFrame {
    private final WorkbenchPrefs prefs;
    private final WorkbenchModel model = new WorkbenchModel();
    private final WorkbenchPanel panel;
    private final JMenu recent = new JMenu("Open Recent");
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
        openAction = action("Open…", "open", KeyStroke.getKeyStroke(KeyEvent.VK_O, Navigation.menuMask()), e -> chooseFile());
        openAction.putValue(Action.SHORT_DESCRIPTION, "Open a game record (.upn or .xml)");
        sampleAction = action("Open Sample Game", null, null, e -> whenSafe("opening the sample game", this::openSample));
        newAction = action("New Game…", "new-game", KeyStroke.getKeyStroke(KeyEvent.VK_N, Navigation.menuMask()), e -> newGame());
        newAction.putValue(Action.SHORT_DESCRIPTION, "Set up a game to enter as it is played");
        saveAction = action("Save", "save", KeyStroke.getKeyStroke(KeyEvent.VK_S, Navigation.menuMask()), e -> save(false));
        saveAsAction = action("Save As…", null, KeyStroke.getKeyStroke(KeyEvent.VK_S, Navigation.menuMask() | java.awt.event.InputEvent.SHIFT_DOWN_MASK),
                e -> save(true));
        cancelOpenAction = action("Cancel Opening", null, null, e -> cancelOpening());
        cancelOpenAction.setEnabled(false);
        panel.status().setCancelAction(cancelOpenAction);
        // Esc stops an open under way; while nothing opens the action is disabled and Esc goes on to others
        getRootPane().getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), "roundhouse.cancelOpening");
        getRootPane().getActionMap().put("roundhouse.cancelOpening", cancelOpenAction);
        setJMenuBar(menus());
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
        JOptionPane pane = new JOptionPane(text, JOptionPane.WARNING_MESSAGE, JOptionPane.YES_NO_CANCEL_OPTION, null, options, options[0]);
        JDialog dialog = pane.createDialog(this, "Save a Record Read in Part");
        dialog.setName("unreadRestDialog");
        dialog.setVisible(true);
        dialog.dispose();
        Object answer = pane.getValue();
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
        JOptionPane pane = new JOptionPane("“" + doc.title() + "” has unsaved changes. Save them before " + doing + "?",
                JOptionPane.WARNING_MESSAGE, JOptionPane.YES_NO_CANCEL_OPTION, null, options, options[0]);
        JDialog dialog = pane.createDialog(this, "Unsaved Changes");
        dialog.setName("unsavedDialog");
        dialog.setVisible(true);
        dialog.dispose();
        Object answer = pane.getValue();
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
        JOptionPane pane = new JOptionPane(text, JOptionPane.QUESTION_MESSAGE, JOptionPane.YES_NO_CANCEL_OPTION, null, options, options[0]);
        JDialog dialog = pane.createDialog(this, "Restore Unsaved Work");
        dialog.setName("restoreDialog");
        dialog.setVisible(true);
        dialog.dispose();
        Object answer = pane.getValue();
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

    // ---- menus

    private JMenuBar menus() {
        JMenuBar bar = new JMenuBar();
        JMenu file = new JMenu("File");
        file.setMnemonic('F');
        file.add(new JMenuItem(newAction));
        file.add(new JMenuItem(openAction));
        recent.setName("recentMenu");
        file.add(recent);
        file.addMenuListener(new MenuListener() {
            @Override
            public void menuSelected(MenuEvent e) {
                fillRecent();
            }

            @Override
            public void menuDeselected(MenuEvent e) {
            }

            @Override
            public void menuCanceled(MenuEvent e) {
            }
        });
        fillRecent();
        file.add(new JMenuItem(sampleAction));
        file.add(new JMenuItem(action("Designer…", null, null, e -> openDesigner(prefs))));
        file.addSeparator();
        file.add(new JMenuItem(saveAction));
        file.add(new JMenuItem(saveAsAction));
        file.addSeparator();
        file.add(new JMenuItem(action("Close Window", null, KeyStroke.getKeyStroke(KeyEvent.VK_W, Navigation.menuMask()),
                e -> dispatchEvent(new WindowEvent(this, WindowEvent.WINDOW_CLOSING)))));
        bar.add(file);

        EditActions ed = panel.edits();
        JMenu edit = new JMenu("Edit");
        edit.setMnemonic('E');
        edit.setName("editMenu");
        edit.add(new JMenuItem(ed.undo));
        JMenuItem redo = new JMenuItem(ed.redo);
        edit.add(redo);
        edit.addSeparator();
        edit.add(new JMenuItem(ed.promote));
        edit.add(new JMenuItem(ed.rename));
        edit.add(new JMenuItem(ed.delete));
        edit.addSeparator();
        edit.add(ed.markMenu());
        edit.add(new JMenuItem(ed.comment));
        edit.addSeparator();
        edit.add(new JMenuItem(ed.find));
        edit.add(new JMenuItem(ed.findNext));
        edit.add(new JMenuItem(ed.findPrevious));
        edit.addSeparator();
        edit.add(new JMenuItem(ed.fillInHands));
        edit.add(new JMenuItem(ed.finishByBots));
        edit.addMenuListener(new MenuListener() {
            @Override
            public void menuSelected(MenuEvent e) {
                ed.refresh();
            }

            @Override
            public void menuDeselected(MenuEvent e) {
            }

            @Override
            public void menuCanceled(MenuEvent e) {
            }
        });
        bar.add(edit);
        // Ctrl+Shift+Z redoes too
        panel.getInputMap(javax.swing.JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(KeyEvent.VK_Z,
                Navigation.menuMask() | java.awt.event.InputEvent.SHIFT_DOWN_MASK), "roundhouse.redo");
        panel.getActionMap().put("roundhouse.redo", ed.redo);

        JMenu view = new JMenu("View");
        view.setMnemonic('V');
        JMenu theme = new JMenu("Theme");
        ButtonGroup themes = new ButtonGroup();
        for (ThemeChoice t : ThemeChoice.values()) {
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(t.label(), prefs.theme() == t);
            item.setName("theme." + t.name());
            item.addActionListener(e -> setTheme(t));
            themes.add(item);
            theme.add(item);
        }
        view.add(theme);
        JMenu eyes = new JMenu("Whose Eyes");
        eyes.setName("eyesMenu");
        eyes.addMenuListener(new MenuListener() {
            @Override
            public void menuSelected(MenuEvent e) {
                fillEyes(eyes);
            }

            @Override
            public void menuDeselected(MenuEvent e) {
            }

            @Override
            public void menuCanceled(MenuEvent e) {
            }
        });
        view.add(eyes);
        JCheckBoxMenuItem future = new JCheckBoxMenuItem("Hide the Future", model.hidesFuture());
        future.setName("hideFuture");
        future.setToolTipText("In a player's eyes, the charts and the moves stop at the current move: what the player knew then");
        future.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_H, Navigation.menuMask() | java.awt.event.InputEvent.SHIFT_DOWN_MASK));
        future.addActionListener(e -> {
            model.setHideFuture(future.isSelected());
            prefs.setHideFuture(future.isSelected());
        });
        view.add(future);
        JCheckBoxMenuItem comments = new JCheckBoxMenuItem("Hide All Comments", model.hidesAllComments());
        comments.setName("hideAllComments");
        comments.setToolTipText("In a player's eyes, none of the annotator's comments and marks, which may name cards"
                + " the player cannot see or judge a move by what came after");
        comments.addActionListener(e -> {
            model.setHideAllComments(comments.isSelected());
            prefs.setHideAllComments(comments.isSelected());
        });
        view.add(comments);
        view.addSeparator();
        JMenuItem in = new JMenuItem(panel.zoomIn);
        in.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_EQUALS, Navigation.menuMask()));
        view.add(in);
        JMenuItem out = new JMenuItem(panel.zoomOut);
        out.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_MINUS, Navigation.menuMask()));
        view.add(out);
        JMenuItem fit = new JMenuItem(panel.fit);
        fit.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_0, Navigation.menuMask()));
        view.add(fit);
        JCheckBoxMenuItem legend = new JCheckBoxMenuItem("Map Legend", true);
        legend.addActionListener(e -> panel.map().setLegendVisible(legend.isSelected()));
        view.add(legend);
        JCheckBoxMenuItem rows = new JCheckBoxMenuItem("Company Rows Instead of the Map", false);
        rows.setName("companyRows");
        rows.setToolTipText("Each company as a row of its trains, with its value and who holds the most shares"
                + " (a rule set played without a map always shows these)");
        rows.addActionListener(e -> panel.setCompanyRows(rows.isSelected()));
        view.add(rows);
        // a game without a map has neither a legend nor a choice of pictures
        model.addListener((m, changes) -> {
            if (!changes.contains(WorkbenchModel.Change.DOCUMENT)) return;
            legend.setEnabled(panel.hasMap());
            rows.setEnabled(panel.hasMap());
        });
        view.addSeparator();
        JMenuItem winChances = new JMenuItem("Estimate Win Chances\u2026");
        winChances.setName("estimateWinChances");
        winChances.addActionListener(e -> {
            if (model.hasDocument()) panel.estimateWinChances();
        });
        view.add(winChances);
        bar.add(view);

        JMenu go = new JMenu("Go");
        go.setMnemonic('G');
        Navigation nav = panel.navigation();
        for (Action a : List.of(nav.first, nav.previous, nav.next, nav.last)) go.add(new JMenuItem(a));
        go.addSeparator();
        go.add(new JMenuItem(nav.previousDividend));
        go.add(new JMenuItem(nav.nextDividend));
        go.addSeparator();
        go.add(new JMenuItem(nav.previousNote));
        go.add(new JMenuItem(nav.nextNote));
        bar.add(go);

        JMenu help = new JMenu("Help");
        help.setMnemonic('H');
        help.add(new JMenuItem(action("Keyboard Shortcuts", null, KeyStroke.getKeyStroke(KeyEvent.VK_F1, 0), e -> shortcuts())));
        help.add(new JMenuItem(action("About Roundhouse", null, null, e -> JOptionPane.showMessageDialog(this,
                "Roundhouse 0.1\nA workbench for the board game Union Pacific.", "About Roundhouse",
                JOptionPane.INFORMATION_MESSAGE, Icons.get("roundhouse", 48)))));
        bar.add(help);
        return bar;
    }

    private void fillRecent() {
        recent.removeAll();
        List<Path> files = prefs.recentFiles();
        for (int i = 0; i < files.size(); i++) {
            Path p = files.get(i);
            JMenuItem item = new JMenuItem((i < 9 ? (i + 1) + "  " : "    ") + p.getFileName());
            if (i < 9) item.setMnemonic('1' + i);
            item.setToolTipText(p.toString());
            item.addActionListener(e -> {
                if (Files.isRegularFile(p)) {
                    open(p);
                } else {
                    prefs.removeRecentFile(p);
                    JOptionPane.showMessageDialog(this, p + "\nis no longer there.", "File Not Found", JOptionPane.WARNING_MESSAGE);
                }
            });
            recent.add(item);
        }
        if (!files.isEmpty()) {
            recent.addSeparator();
            recent.add(new JMenuItem(action("Clear Recent Files", null, null, e -> prefs.clearRecentFiles())));
        }
        recent.setEnabled(!files.isEmpty());
    }

    private void fillEyes(JMenu eyes) {
        eyes.removeAll();
        if (!model.hasDocument()) return;
        ButtonGroup g = new ButtonGroup();
        List<String> names = model.document().record().setup().players();
        for (int seat = -1; seat < names.size(); seat++) {
            int s = seat;
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(seat < 0 ? "All-Seeing" : names.get(seat) + "'s Eyes",
                    model.perspective() == seat);
            if (seat < 0) item.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_BACK_QUOTE, Navigation.menuMask()));
            else if (seat < 9) item.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_1 + seat, Navigation.menuMask()));
            item.addActionListener(e -> model.setPerspective(s));
            g.add(item);
            eyes.add(item);
        }
    }

    private void setTheme(ThemeChoice t) {
        prefs.setTheme(t);
        Themes.switchTo(t);
    }

    private void shortcuts() {
        String text = String.join("\n",
                "Previous / next move          ← / →   (↑ / ↓ outside lists)",
                "Start / end of the line       Home / End",
                String.format("%-29s Page Up / Page Down", "Previous / next " + (model.hasDocument() ? model.facts().dividendName : "dividend")),
                "Previous / next comment/mark  Ctrl+↑ / Ctrl+↓",
                "Zoom the map                  + / −  (map focused), mouse wheel",
                "Fit the map                   0 (map focused)",
                "Pan the map                   drag, Shift+arrows (map focused)",
                "All-seeing / a player's eyes  Ctrl+` / Ctrl+1…6",
                "Hide the future (their eyes)  Ctrl+Shift+H",
                "Open a record                 Ctrl+O, or drop a file on the window",
                "New game / save / save as     Ctrl+N / Ctrl+S / Ctrl+Shift+S",
                "Undo / redo                   Ctrl+Z / Ctrl+Y (Ctrl+Shift+Z)",
                "Edit the comment              Ctrl+E; Ctrl+Enter keeps it, Escape takes it back",
                "Mark the move                 Ctrl+Alt+1…6 (! ? !! ?? !? ?!), Ctrl+Alt+0 none",
                "Find moves and comments       Ctrl+F; Enter / Shift+Enter, F3 / Shift+F3",
                "Build on the map              Move tab: pick card and company, click a section");
        javax.swing.JTextArea area = new javax.swing.JTextArea(text);
        area.setEditable(false);
        area.setFont(new java.awt.Font(java.awt.Font.MONOSPACED, java.awt.Font.PLAIN, area.getFont().getSize()));
        JOptionPane.showMessageDialog(this, area, "Keyboard Shortcuts", JOptionPane.PLAIN_MESSAGE);
    }

    private static Action action(String name, String icon, KeyStroke key, Consumer<ActionEvent> body) {
        AbstractAction a = new AbstractAction(name, icon == null ? null : Icons.get(icon)) {
            @Override
            public void actionPerformed(ActionEvent e) {
                body.accept(e);
            }
        };
        if (key != null) a.putValue(Action.ACCELERATOR_KEY, key);
        return a;
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
