package org.roundhouse.ui.workbench;

import static org.roundhouse.text.Messages.UI;

import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.awt.event.WindowEvent;
import java.util.List;
import java.util.function.Consumer;

import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.ButtonGroup;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JRadioButtonMenuItem;
import javax.swing.KeyStroke;
import javax.swing.event.MenuEvent;
import javax.swing.event.MenuListener;

import org.roundhouse.text.Messages;
import org.roundhouse.ui.theme.Icons;
import org.roundhouse.ui.theme.ThemeChoice;
import org.roundhouse.ui.theme.Themes;

/**
 * The workbench window's menu bar: File (its actions are {@link WorkbenchFiles}' and
 * {@link WorkbenchSaving}'s), Edit, View, Go and Help, the recent files and the players'
 * eyes filled in as their menus open.
 */
final class WorkbenchMenus {
    private final WorkbenchWindow window;
    private final WorkbenchPrefs prefs;
    private final WorkbenchModel model;
    private final WorkbenchPanel panel;
    private final Action newAction;
    private final Action openAction;
    private final Consumer<JMenu> fillRecent;
    private final Action sampleAction;
    private final Action saveAction;
    private final Action saveAsAction;
    private final JMenu recent = new JMenu(UI.text("file.recent"));

    /** The File menu's actions, as the window makes them. */
    record FileActions(Action newGame, Action open, Consumer<JMenu> fillRecent, Action sample, Action save, Action saveAs) {
    }

    WorkbenchMenus(WorkbenchWindow window, WorkbenchPrefs prefs, WorkbenchModel model, WorkbenchPanel panel, FileActions file) {
        this.window = window;
        this.prefs = prefs;
        this.model = model;
        this.panel = panel;
        this.newAction = file.newGame();
        this.openAction = file.open();
        this.fillRecent = file.fillRecent();
        this.sampleAction = file.sample();
        this.saveAction = file.save();
        this.saveAsAction = file.saveAs();
    }

    /** The menu bar: File, Edit, View, Go and Help. */
    JMenuBar bar() {
        JMenuBar bar = new JMenuBar();
        JMenu file = new JMenu(UI.text("menu.file"));
        file.setMnemonic('F');
        file.add(new JMenuItem(newAction));
        file.add(new JMenuItem(openAction));
        recent.setName("recentMenu");
        file.add(recent);
        whenOpened(file, () -> fillRecent.accept(recent));
        fillRecent.accept(recent);
        file.add(new JMenuItem(sampleAction));
        file.add(new JMenuItem(action(UI.text("menu.file.designer"), null, null, e -> WorkbenchWindow.openDesigner(prefs))));
        file.addSeparator();
        file.add(new JMenuItem(saveAction));
        file.add(new JMenuItem(saveAsAction));
        file.addSeparator();
        file.add(new JMenuItem(action(UI.text("menu.file.closeWindow"), null, KeyStroke.getKeyStroke(KeyEvent.VK_W, Navigation.menuMask()),
                e -> window.dispatchEvent(new WindowEvent(window, WindowEvent.WINDOW_CLOSING)))));
        bar.add(file);

        EditActions ed = panel.edits();
        JMenu edit = new JMenu(UI.text("menu.edit"));
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
        whenOpened(edit, () -> ed.refresh());
        bar.add(edit);
        // Ctrl+Shift+Z redoes too
        panel.getInputMap(javax.swing.JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(KeyEvent.VK_Z,
                Navigation.menuMask() | java.awt.event.InputEvent.SHIFT_DOWN_MASK), "roundhouse.redo");
        panel.getActionMap().put("roundhouse.redo", ed.redo);

        JMenu view = new JMenu(UI.text("menu.view"));
        view.setMnemonic('V');
        JMenu theme = new JMenu(UI.text("menu.view.theme"));
        ButtonGroup themes = new ButtonGroup();
        for (ThemeChoice t : ThemeChoice.values()) {
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(t.label(), prefs.theme() == t);
            item.setName("theme." + t.name());
            item.addActionListener(e -> setTheme(t));
            themes.add(item);
            theme.add(item);
        }
        view.add(theme);
        view.add(languageMenu());
        JMenu eyes = new JMenu(UI.text("menu.view.eyes"));
        eyes.setName("eyesMenu");
        whenOpened(eyes, () -> fillEyes(eyes));
        view.add(eyes);
        JCheckBoxMenuItem future = new JCheckBoxMenuItem(UI.text("menu.view.hideFuture"), model.hidesFuture());
        future.setName("hideFuture");
        future.setToolTipText(UI.text("menu.view.hideFuture.tip"));
        future.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_H, Navigation.menuMask() | java.awt.event.InputEvent.SHIFT_DOWN_MASK));
        future.addActionListener(e -> {
            model.setHideFuture(future.isSelected());
            prefs.setHideFuture(future.isSelected());
        });
        view.add(future);
        JCheckBoxMenuItem comments = new JCheckBoxMenuItem(UI.text("menu.view.hideAllComments"), model.hidesAllComments());
        comments.setName("hideAllComments");
        comments.setToolTipText(UI.text("menu.view.hideAllComments.tip"));
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
        JCheckBoxMenuItem legend = new JCheckBoxMenuItem(UI.text("menu.view.mapLegend"), true);
        legend.addActionListener(e -> panel.map().setLegendVisible(legend.isSelected()));
        view.add(legend);
        JCheckBoxMenuItem rows = new JCheckBoxMenuItem(UI.text("menu.view.companyRows"), false);
        rows.setName("companyRows");
        rows.setToolTipText(UI.text("menu.view.companyRows.tip"));
        rows.addActionListener(e -> panel.setCompanyRows(rows.isSelected()));
        view.add(rows);
        // a game without a map has neither a legend nor a choice of pictures
        model.addListener((m, changes) -> {
            if (!changes.contains(WorkbenchModel.Change.DOCUMENT)) return;
            legend.setEnabled(panel.hasMap());
            rows.setEnabled(panel.hasMap());
        });
        view.addSeparator();
        JMenuItem winChances = new JMenuItem(UI.text("menu.view.winChances"));
        winChances.setName("estimateWinChances");
        winChances.addActionListener(e -> {
            if (model.hasDocument()) panel.estimateWinChances();
        });
        view.add(winChances);
        bar.add(view);

        JMenu go = new JMenu(UI.text("menu.go"));
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

        JMenu help = new JMenu(UI.text("menu.help"));
        help.setMnemonic('H');
        help.add(new JMenuItem(action(UI.text("menu.help.shortcuts"), null, KeyStroke.getKeyStroke(KeyEvent.VK_F1, 0), e -> shortcuts())));
        help.add(new JMenuItem(action(UI.text("menu.help.about"), null, null, e -> JOptionPane.showMessageDialog(window,
                UI.text("menu.help.about.text"), UI.text("menu.help.about"),
                JOptionPane.INFORMATION_MESSAGE, Icons.get("roundhouse", 48)))));
        bar.add(help);
        return bar;
    }

    private void fillEyes(JMenu eyes) {
        eyes.removeAll();
        if (!model.hasDocument()) return;
        ButtonGroup g = new ButtonGroup();
        List<String> names = model.document().record().setup().players();
        for (int seat = -1; seat < names.size(); seat++) {
            int s = seat;
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(seat < 0 ? UI.text("menu.view.eyes.all") : UI.text("menu.view.eyes.seat", names.get(seat)),
                    model.perspective() == seat);
            if (seat < 0) item.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_BACK_QUOTE, Navigation.menuMask()));
            else if (seat < 9) item.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_1 + seat, Navigation.menuMask()));
            item.addActionListener(e -> model.setPerspective(s));
            g.add(item);
            eyes.add(item);
        }
    }

    /**
     * View ▸ Language: the system's, English or Italian, remembered in the preferences; the
     * workbench speaks it from the next start (the menu says so).
     */
    private JMenu languageMenu() {
        JMenu menu = new JMenu(UI.text("menu.view.language"));
        menu.setName("languageMenu");
        ButtonGroup group = new ButtonGroup();
        java.util.Optional<java.util.Locale> chosen = prefs.language();
        JRadioButtonMenuItem system = new JRadioButtonMenuItem(UI.text("menu.view.language.system"), chosen.isEmpty());
        system.setName("language.system");
        system.addActionListener(e -> prefs.setLanguage(null));
        group.add(system);
        menu.add(system);
        for (java.util.Locale l : Messages.LANGUAGES) {
            // each language by its own name, so that a reader who cannot read the current one finds theirs
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(UI.text(l, "language.name"), chosen.equals(java.util.Optional.of(l)));
            item.setName("language." + l.getLanguage());
            item.addActionListener(e -> prefs.setLanguage(l));
            group.add(item);
            menu.add(item);
        }
        return menu;
    }

    private void setTheme(ThemeChoice t) {
        prefs.setTheme(t);
        Themes.switchTo(t);
    }

    private void shortcuts() {
        // two columns: what, then the keys, the first as wide as its longest entry (29 in English)
        String[][] rows = {
                {UI.text("shortcuts.move.what"), UI.text("shortcuts.move.keys")},
                {UI.text("shortcuts.line.what"), UI.text("shortcuts.line.keys")},
                {UI.text("shortcuts.dividend.what", org.roundhouse.ui.text.Terms.of(model.hasDocument() ? model.facts().dividendName : "dividend")),
                        UI.text("shortcuts.dividend.keys")},
                {UI.text("shortcuts.note.what"), UI.text("shortcuts.note.keys")},
                {UI.text("shortcuts.zoom.what"), UI.text("shortcuts.zoom.keys")},
                {UI.text("shortcuts.fit.what"), UI.text("shortcuts.fit.keys")},
                {UI.text("shortcuts.pan.what"), UI.text("shortcuts.pan.keys")},
                {UI.text("shortcuts.eyes.what"), UI.text("shortcuts.eyes.keys")},
                {UI.text("shortcuts.hideFuture.what"), UI.text("shortcuts.hideFuture.keys")},
                {UI.text("shortcuts.open.what"), UI.text("shortcuts.open.keys")},
                {UI.text("shortcuts.newSave.what"), UI.text("shortcuts.newSave.keys")},
                {UI.text("shortcuts.undo.what"), UI.text("shortcuts.undo.keys")},
                {UI.text("shortcuts.comment.what"), UI.text("shortcuts.comment.keys")},
                {UI.text("shortcuts.mark.what"), UI.text("shortcuts.mark.keys")},
                {UI.text("shortcuts.find.what"), UI.text("shortcuts.find.keys")},
                {UI.text("shortcuts.build.what"), UI.text("shortcuts.build.keys")},
        };
        int width = 29;
        for (String[] r : rows) width = Math.max(width, r[0].length());
        List<String> lines = new java.util.ArrayList<>();
        for (String[] r : rows) lines.add(String.format("%-" + width + "s %s", r[0], r[1]));
        String text = String.join("\n", lines);
        javax.swing.JTextArea area = new javax.swing.JTextArea(text);
        area.setEditable(false);
        area.setFont(new java.awt.Font(java.awt.Font.MONOSPACED, java.awt.Font.PLAIN, area.getFont().getSize()));
        JOptionPane.showMessageDialog(window, area, UI.text("menu.help.shortcuts"), JOptionPane.PLAIN_MESSAGE);
    }

    static Action action(String name, String icon, KeyStroke key, Consumer<ActionEvent> body) {
        AbstractAction a = new AbstractAction(name, icon == null ? null : Icons.get(icon)) {
            @Override
            public void actionPerformed(ActionEvent e) {
                body.accept(e);
            }
        };
        if (key != null) a.putValue(Action.ACCELERATOR_KEY, key);
        return a;
    }

    /** Runs {@code fill} each time the menu opens. */
    private static void whenOpened(JMenu menu, Runnable fill) {
        menu.addMenuListener(new MenuListener() {
            @Override
            public void menuSelected(MenuEvent e) {
                fill.run();
            }

            @Override
            public void menuDeselected(MenuEvent e) {
            }

            @Override
            public void menuCanceled(MenuEvent e) {
            }
        });
    }
}
