package org.roundhouse.ui.workbench;

import static org.roundhouse.text.Messages.UI;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.Frame;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JSplitPane;
import javax.swing.KeyStroke;
import javax.swing.WindowConstants;

import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.theme.Icons;

/**
 * The workbench window: the {@link WorkbenchPanel} with a menu bar ({@link WorkbenchMenus}).
 * Opening games is {@link WorkbenchFiles}, saving and unsaved work {@link WorkbenchSaving};
 * the window lays them out, wires them together and remembers its bounds and dividers in
 * {@link WorkbenchPrefs}. Event dispatch thread only.
 */
public final class WorkbenchWindow extends JFrame {
    private final WorkbenchPrefs prefs;
    private final WorkbenchModel model = new WorkbenchModel();
    private final WorkbenchPanel panel;
    private final WorkbenchSaving saving;
    private final WorkbenchFiles files;

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
        saving = new WorkbenchSaving(this, prefs, model, panel, this::stopOpening);
        files = new WorkbenchFiles(this, prefs, model, panel, saving);
        Action cancelOpenAction = files.cancelOpenAction();
        panel.status().setCancelAction(cancelOpenAction);
        // Esc stops an open under way; while nothing opens the action is disabled and Esc goes on to others
        getRootPane().getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), "roundhouse.cancelOpening");
        getRootPane().getActionMap().put("roundhouse.cancelOpening", cancelOpenAction);
        setJMenuBar(new WorkbenchMenus(this, prefs, model, panel, new WorkbenchMenus.FileActions(files.newAction(), files.openAction(),
                files::fillRecent, files.sampleAction(), saving.saveAction(), saving.saveAsAction())).bar());
        setTransferHandler(files.fileDrop());
        panel.moveTree().setTransferHandler(files.fileDrop());
        panel.map().setTransferHandler(files.fileDrop());
        setMinimumSize(new Dimension(900, 600));
        restoreBounds();
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                whenSafe(UI.text("files.doing.close"), () -> {
                    savePrefs();
                    dispose();
                });
            }

            @Override
            public void windowClosed(WindowEvent e) {
                files.windowClosed();
                saving.windowClosed();
            }
        });
        model.addListener((m, changes) -> {
            updateTitle();
            saving.updateActions();
        });
        saving.saveAction().setEnabled(false);
        saving.saveAsAction().setEnabled(false);
    }

    /** File ▸ New Game: the setup dialog, then a new document at its first move. */
    public void newGame() {
        files.newGame();
    }

    /**
     * Saves the document to its file (or asks for one: "Save As"). The record is copied on
     * the event thread and written in the background; returns at once.
     */
    public void save(boolean ask) {
        saving.save(ask);
    }

    /** True while a save is being written. */
    public boolean isSaving() {
        return saving.isSaving();
    }

    /** Does {@code action} once unsaved changes are saved or given up (see {@link WorkbenchSaving#whenSafe}). */
    void whenSafe(String doing, Runnable action) {
        saving.whenSafe(doing, action);
    }

    /** Keeps unsaved work in the folder (see {@link org.roundhouse.ui.edit.Autosave}). */
    public void startAutosave(Path dir) {
        saving.startAutosave(dir);
    }

    public java.util.Optional<org.roundhouse.ui.edit.Autosave> autosave() {
        return saving.autosave();
    }

    /** Offers to restore unsaved work left by a session that did not close; true when a document was restored. */
    public boolean offerRestore(List<org.roundhouse.ui.edit.Autosave.Orphan> found) {
        return saving.offerRestore(found);
    }

    public WorkbenchModel model() {
        return model;
    }

    public WorkbenchPanel panel() {
        return panel;
    }

    /** Called on the event thread after each open finished (with or without a document). */
    public void addOpenListener(Consumer<RecordOpener.Opened> l) {
        files.addOpenListener(l);
    }

    /** True while a file is being read. */
    public boolean isLoading() {
        return files.isLoading();
    }

    /** Opens a record file in the background; errors are shown in a dialog. */
    public void open(Path file) {
        files.open(file);
    }

    /** Opens the sample game bundled with the application. */
    public void openSample() {
        files.openSample();
    }

    /** Before a restored document is shown: a file still being read must not replace it. */
    private void stopOpening() {
        files.stopLoading();
    }

    /** Stops the file being opened, if any; the document open before stays. */
    public void cancelOpening() {
        files.cancelOpening();
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
