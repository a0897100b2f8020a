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
    private RecordOpener loading;

    public WorkbenchWindow(WorkbenchPrefs prefs) {
        super("Roundhouse");
        this.prefs = prefs;
        setName("workbenchWindow");
        setIconImages(Icons.windowIcons());
        setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
        panel = new WorkbenchPanel(model);
        getContentPane().add(panel, BorderLayout.CENTER);
        openAction = action("Open…", "open", KeyStroke.getKeyStroke(KeyEvent.VK_O, Navigation.menuMask()), e -> chooseFile());
        openAction.putValue(Action.SHORT_DESCRIPTION, "Open a game record (.upn or .xml)");
        sampleAction = action("Open Sample Game", null, null, e -> openSample());
        setJMenuBar(menus());
        setTransferHandler(new FileDrop());
        panel.moveTree().setTransferHandler(new FileDrop());
        panel.map().setTransferHandler(new FileDrop());
        setMinimumSize(new Dimension(900, 600));
        restoreBounds();
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                savePrefs();
            }

            @Override
            public void windowClosed(WindowEvent e) {
                if (loading != null) loading.cancel(true);
            }
        });
        model.addListener((m, changes) -> updateTitle());
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
        start(RecordOpener.file(file, o -> finished(o, file), this::progress));
    }

    /** Opens the sample game bundled with the application. */
    public void openSample() {
        start(RecordOpener.sample(o -> finished(o, null), this::progress));
    }

    private void start(RecordOpener opener) {
        if (loading != null) loading.cancel(true);
        loading = opener;
        openAction.setEnabled(false);
        sampleAction.setEnabled(false);
        panel.status().showProgress(-1);
        panel.status().showMessage("Opening…");
        opener.execute();
    }

    private void progress(int percent) {
        if (loading != null) panel.status().showProgress(percent);
    }

    private void finished(RecordOpener.Opened o, Path file) {
        loading = null;
        openAction.setEnabled(true);
        sampleAction.setEnabled(true);
        panel.status().showProgress(null);
        if (o.document().isPresent()) {
            GameDocument doc = o.document().get();
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
        for (Consumer<RecordOpener.Opened> l : openListeners) l.accept(o);
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
            int moves = Math.max(0, model.document().record().mainLineEnd().moveNumber() + 1);
            b.append("\n\nThe part before the error is open (")
                    .append(moves == 0 ? "no moves" : moves == 1 ? "1 move" : moves + " moves").append(").");
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
        file.addSeparator();
        file.add(new JMenuItem(action("Close Window", null, KeyStroke.getKeyStroke(KeyEvent.VK_W, Navigation.menuMask()),
                e -> dispatchEvent(new WindowEvent(this, WindowEvent.WINDOW_CLOSING)))));
        bar.add(file);

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
                "Previous / next dividend      Page Up / Page Down",
                "Previous / next comment/mark  Ctrl+↑ / Ctrl+↓",
                "Zoom the map                  + / −  (map focused), mouse wheel",
                "Fit the map                   0 (map focused)",
                "Pan the map                   drag, Shift+arrows (map focused)",
                "All-seeing / a player's eyes  Ctrl+` / Ctrl+1…6",
                "Open a record                 Ctrl+O, or drop a file on the window");
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
}
