package org.roundhouse.ui.workbench;

import static org.roundhouse.text.Messages.UI;

import java.awt.datatransfer.DataFlavor;
import java.awt.event.KeyEvent;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import javax.swing.Action;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.KeyStroke;
import javax.swing.TransferHandler;
import javax.swing.filechooser.FileNameExtensionFilter;

import org.roundhouse.record.LoadError;
import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.GameDocument;

/**
 * The workbench window's opening of games: New Game, Open (from the menu, the recent files,
 * drag and drop and the command line, read in the background and cancellable), the sample
 * game, and the dialogs for a file with an error or with what a record does not keep.
 * Unsaved work is asked about first through {@link WorkbenchSaving#whenSafe}.
 * Event dispatch thread only.
 */
final class WorkbenchFiles {
    private final JFrame window;
    private final WorkbenchPrefs prefs;
    private final WorkbenchModel model;
    private final WorkbenchPanel panel;
    private final WorkbenchSaving saving;
    private final List<Consumer<RecordOpener.Opened>> openListeners = new CopyOnWriteArrayList<>();
    private final Action openAction;
    private final Action sampleAction;
    private final Action newAction;
    private final Action cancelOpenAction;
    private RecordOpener loading;

    WorkbenchFiles(JFrame window, WorkbenchPrefs prefs, WorkbenchModel model, WorkbenchPanel panel, WorkbenchSaving saving) {
        this.window = window;
        this.prefs = prefs;
        this.model = model;
        this.panel = panel;
        this.saving = saving;
        openAction = WorkbenchMenus.action(UI.text("file.open"), "open", KeyStroke.getKeyStroke(KeyEvent.VK_O, Navigation.menuMask()), e -> chooseFile());
        openAction.putValue(Action.SHORT_DESCRIPTION, UI.text("file.open.tip"));
        sampleAction = WorkbenchMenus.action(UI.text("file.sample"), null, null, e -> saving.whenSafe(UI.text("files.doing.sample"), this::openSample));
        newAction = WorkbenchMenus.action(UI.text("file.new"), "new-game", KeyStroke.getKeyStroke(KeyEvent.VK_N, Navigation.menuMask()), e -> newGame());
        newAction.putValue(Action.SHORT_DESCRIPTION, UI.text("file.new.tip"));
        cancelOpenAction = WorkbenchMenus.action(UI.text("file.cancelOpening"), null, null, e -> cancelOpening());
        cancelOpenAction.setEnabled(false);
    }

    Action openAction() {
        return openAction;
    }

    Action sampleAction() {
        return sampleAction;
    }

    Action newAction() {
        return newAction;
    }

    Action cancelOpenAction() {
        return cancelOpenAction;
    }

    /** File ▸ New Game: the setup dialog, then a new document at its first move. */
    void newGame() {
        saving.whenSafe(UI.text("files.doing.newGame"), this::newGameNow);
    }

    private void newGameNow() {
        // the next game starts on the rules of the game open now
        org.roundhouse.engine.RuleSet rules = !model.hasDocument() ? org.roundhouse.engine.registry.RuleSets.base()
                : model.document().record().setup().ruleSet();
        org.roundhouse.ui.entry.NewGameDialog.show(window, rules).ifPresent(record -> {
            String event = record.header().event();
            GameDocument doc = GameDocument.of(record, null, event.isEmpty() ? UI.text("files.newGame.title") : event);
            doc.markUnsaved();
            doc.setCursor(org.roundhouse.ui.doc.Navigator.last(record.root()));
            model.setDocument(doc);
            // a game typed in at the table is entered with every card in view
            model.setPerspective(org.roundhouse.engine.PositionFacts.ALL_SEEING);
            panel.showMovePanel();
        });
    }

    /** Called on the event thread after each open finished (with or without a document). */
    void addOpenListener(Consumer<RecordOpener.Opened> l) {
        openListeners.add(l);
    }

    /** True while a file is being read. */
    boolean isLoading() {
        return loading != null;
    }

    /** Opens a record file in the background; errors are shown in a dialog. */
    void open(Path file) {
        saving.whenSafe(UI.text("files.doing.open", String.valueOf(file.getFileName())), () -> start(RecordOpener.file(file, o -> finished(o, file), this::progress)));
    }

    /** Opens the sample game bundled with the application. */
    void openSample() {
        start(RecordOpener.sample(o -> finished(o, null), this::progress));
    }

    private void start(RecordOpener opener) {
        if (loading != null) loading.abandon();
        loading = opener;
        openAction.setEnabled(false);
        sampleAction.setEnabled(false);
        cancelOpenAction.setEnabled(true);
        panel.status().showProgress(-1);
        panel.status().showMessage(UI.text("files.opening"));
        opener.execute();
    }

    /** Stops the file being opened, if any; the document open before stays. */
    void cancelOpening() {
        if (stopLoading()) panel.status().showMessage(UI.text(model.hasDocument() ? "files.opening.cancelled" : "files.opening.cancelledNone"));
    }

    /** Cancels the open under way, if any; true if there was one. */
    boolean stopLoading() {
        if (loading == null) return false;
        loading.abandon();
        noLongerLoading();
        return true;
    }

    /** The window closed: a file still being read is dropped. */
    void windowClosed() {
        if (loading != null) loading.abandon();
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
            panel.status().showMessage(model.hasDocument() ? " " : UI.text("files.noGame"));
        }
        o.error().ifPresent(e -> showLoadError(e, o.document().isPresent()));
        if (o.document().isPresent() && !o.warnings().isEmpty()) showLoadWarnings(o.warnings());
        for (Consumer<RecordOpener.Opened> l : openListeners) l.accept(o);
    }

    /** The dialog for what an opened file holds that saving will not keep (an XML comment, say). */
    void showLoadWarnings(java.util.List<LoadError> warnings) {
        JOptionPane pane = inLanguage(new JOptionPane(loadWarningsText(warnings), JOptionPane.WARNING_MESSAGE));
        JDialog dialog = pane.createDialog(window, UI.text("files.warnings.title", warnings.get(0).source()));
        dialog.setName("loadWarningDialog");
        dialog.setVisible(true);
        dialog.dispose();
    }

    /** What the warnings dialog says: each warning with its line, and that saving leaves them out. */
    static String loadWarningsText(List<LoadError> warnings) {
        StringBuilder b = new StringBuilder(UI.text("files.warnings.head")).append('\n');
        for (LoadError w : warnings) b.append('\n').append(w.line() > 0 ? UI.text("files.warnings.line", w.line(), w.reason()) : w.reason());
        return b.append("\n\n").append(UI.text("files.warnings.tail", warnings.size())).toString();
    }

    /** The dialog for a file with an error: where, why, and what was opened. */
    void showLoadError(LoadError e, boolean partOpened) {
        String text = partOpened ? loadErrorText(e, model.document().record().mainLineEnd(), model.document().record().unread())
                : loadErrorText(e, null, java.util.Optional.empty());
        JOptionPane pane = inLanguage(new JOptionPane(text, partOpened ? JOptionPane.WARNING_MESSAGE : JOptionPane.ERROR_MESSAGE));
        JDialog dialog = pane.createDialog(window, UI.text("files.error.title", e.source()));
        dialog.setName("loadErrorDialog");
        dialog.setVisible(true);
        dialog.dispose();
    }

    /**
     * What the error dialog says: where (line, move, player), why, and what was opened: the part
     * up to {@code end} (null when nothing was) and the unread rest kept with it.
     */
    static String loadErrorText(LoadError e, MoveNode end, java.util.Optional<org.roundhouse.record.UnreadRest> unread) {
        String where = e.line() > 0 ? UI.text("files.error.line", e.line()) : UI.text("files.error.file");
        if (e.moveNumber() >= 0) {
            where = e.player().isEmpty() ? UI.text("files.error.move", where, e.moveNumber())
                    : UI.text("files.error.movePlayer", where, e.moveNumber(), e.player());
        }
        StringBuilder b = new StringBuilder(where).append(":\n").append(e.reason()).append("\n\n");
        if (end == null) return b.append(UI.text("files.error.nothing")).toString();
        b.append(end.isRoot() ? UI.text("files.error.partOpenSetup") : UI.text("files.error.partOpen", end.moveNumber()));
        unread.ifPresent(rest -> b.append('\n').append(UI.text("files.error.rest", rest.lineCount(), rest.lineCount(), e.line() - rest.errorLine())));
        return b.toString();
    }

    private void chooseFile() {
        JFileChooser chooser = inLanguage(new JFileChooser(prefs.lastDirectory() == null ? null : prefs.lastDirectory().toFile()));
        chooser.setName("openChooser");
        chooser.setDialogTitle(UI.text("files.chooser.open"));
        chooser.setFileFilter(new FileNameExtensionFilter(UI.text("files.chooser.records"), "upn", "xml"));
        if (chooser.showOpenDialog(window) == JFileChooser.APPROVE_OPTION) open(chooser.getSelectedFile().toPath());
    }

    /**
     * The component with Swing's own words (a file chooser's buttons and labels, Cancel) in the
     * workbench's language rather than the system's; Swing has them in Italian.
     */
    static <C extends javax.swing.JComponent> C inLanguage(C c) {
        java.util.Locale language = org.roundhouse.text.Messages.locale();
        if (!c.getLocale().getLanguage().equals(language.getLanguage())) {
            c.setLocale(language);
            c.updateUI();
        }
        return c;
    }

    /** Fills File ▸ Open Recent from the preferences; a file no longer there is dropped from the list when chosen. */
    void fillRecent(JMenu recent) {
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
                    JOptionPane.showMessageDialog(window, UI.text("files.recent.gone", p), UI.text("files.recent.goneTitle"), JOptionPane.WARNING_MESSAGE);
                }
            });
            recent.add(item);
        }
        if (!files.isEmpty()) {
            recent.addSeparator();
            recent.add(new JMenuItem(WorkbenchMenus.action(UI.text("file.clearRecent"), null, null, e -> prefs.clearRecentFiles())));
        }
        recent.setEnabled(!files.isEmpty());
    }

    /** A drop target that opens dropped record files (the first of them). */
    TransferHandler fileDrop() {
        return new FileDrop();
    }

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
}
