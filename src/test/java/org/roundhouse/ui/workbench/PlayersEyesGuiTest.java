package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.timing.Timeout.timeout;

import java.awt.Component;
import java.awt.Container;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.JTree;
import javax.swing.text.JTextComponent;

import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.jfree.chart.ChartPanel;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.annotations.XYAnnotation;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.title.Title;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.roundhouse.engine.PublicView;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Replay;
import org.roundhouse.ui.charts.ChartsPanel;
import org.roundhouse.ui.testing.GuiTests;
import org.roundhouse.ui.testing.GuiSession;

/**
 * A player's eyes with Hide the Future on, for every rule set's annotated sample: every tab of
 * the dock, the charts' own tabs, Compare at the lines' ends, the find box and the dialogs the
 * menus open are walked, and no text anywhere (labels, text, tables, lists, combo boxes, the move
 * tree's rows, tool tips, menus, chart titles, legends and labels) holds a trace of what comes
 * after the cursor: a later move's number or comment, the game's length, its end or result. The
 * markers come from the record itself.
 */
class PlayersEyesGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession(20);
    private Robot robot;
    private FrameFixture window;
    private WorkbenchWindow frame;
    private WorkbenchPrefs prefs;

    static Stream<String> samples() {
        return Stream.of("annotated-4p.upn", "annotated-2p-up-for-two.upn", "annotated-4p-stripped-down.upn",
                "annotated-3p-nineteenth-century.upn");
    }

    @BeforeEach
    void setUp() {
        robot = gui.robot();
        prefs = WorkbenchOnScreen.prefs(gui, "playersEyes");
    }

    private void open(Path file) {
        frame = WorkbenchOnScreen.launch(gui, file, prefs, 1400, 900);
        window = gui.window();
    }

    private static <T> T onEdt(Callable<T> c) {
        return GuiActionRunner.execute(c);
    }

    private void shortcut(int key, boolean shift) {
        WorkbenchOnScreen.shortcut(robot, key, shift);
    }

    // ---- what comes after the cursor, from the record

    /** The traces of the future: each a pattern, and what it stands for. */
    private record Marker(Pattern pattern, String what) {
    }

    /**
     * Move numbers beyond the next move (the Move tab names the move about to be made) in the
     * ways the workbench writes them; the line's length; its end and result; the comments of
     * the moves after the cursor, in any line (a stretch of each no earlier comment shares).
     */
    private static List<Marker> futureMarkers(GameRecord record, Replay replay, MoveNode cursor) {
        int at = cursor.moveNumber();
        List<Marker> out = new ArrayList<>();
        out.add(new Marker(Pattern.compile("(?i)game (is )?over"), "the game's end"));
        out.add(new Marker(Pattern.compile("(?i)goes on from here"), "that the record goes on"));
        out.add(new Marker(Pattern.compile("(?i)no later moves"), "that the record ends here"));
        out.add(new Marker(Pattern.compile("(?i)continues the main line"), "that the record ends here"));
        List<MoveNode> all = new ArrayList<>();
        collect(record.root(), all);
        List<String> seen = new ArrayList<>();
        for (MoveNode n : all) if (n.moveNumber() <= at && !n.comment().isEmpty()) seen.add(n.comment().toLowerCase(Locale.ROOT));
        for (MoveNode n : all) {
            if (n.moveNumber() <= at || n.comment().isEmpty()) continue;
            String snippet = distinctive(n.comment(), seen);
            if (snippet != null) out.add(new Marker(Pattern.compile(Pattern.quote(snippet), Pattern.CASE_INSENSITIVE),
                    "the comment on move " + n.moveNumber()));
        }
        MoveNode end = record.mainLine().get(record.mainLine().size() - 1);
        if (!record.header().result().isEmpty()) {
            out.add(new Marker(Pattern.compile(Pattern.quote(record.header().result())), "the record's result"));
        }
        // the winner's final cash, where no position up to the cursor shows the same sum
        PublicView last = replay.game().view(replay.stateAt(end));
        Set<Integer> shownCash = new java.util.HashSet<>();
        for (MoveNode n = cursor; n != null; n = n.parent().orElse(null)) {
            PublicView v = replay.game().view(replay.stateAt(n));
            for (int p = 0; p < v.players(); p++) shownCash.add(v.cashOf(p));
        }
        for (int w : last.winners()) {
            if (w < last.players() && !shownCash.contains(last.cashOf(w))) {
                out.add(new Marker(Pattern.compile(Pattern.quote("$" + last.cashOf(w) + "M")), "the winner's final cash"));
            }
        }
        return out;
    }

    private static void collect(MoveNode n, List<MoveNode> out) {
        out.add(n);
        for (MoveNode c : n.children()) collect(c, out);
    }

    /** Five words or so of the comment that no comment seen already holds (null: none found). */
    private static String distinctive(String comment, List<String> seen) {
        String[] words = comment.replace('\n', ' ').split(" +");
        for (int i = 0; i < words.length; i++) {
            StringBuilder b = new StringBuilder();
            for (int j = i; j < words.length && j < i + 5; j++) b.append(j > i ? " " : "").append(words[j]);
            String s = b.toString();
            if (s.length() < 12) continue;
            String lower = s.toLowerCase(Locale.ROOT);
            if (seen.stream().noneMatch(c -> c.contains(lower))) return s;
        }
        return null;
    }

    private static final Pattern MOVE_NUMBER = Pattern.compile("(?i)\\b(?:moves?|move\\s+no\\.?)\\s+(\\d+)|\\b(\\d+)\\s+moves\\b"
            + "|\\b(\\d+)\\s*/\\s*(\\d+)\\b|\\bof\\s+(\\d+)\\b");

    /** The problems in the text: markers found, and move numbers later than the next move. */
    private static List<String> leaks(String where, String text, List<Marker> markers, int at) {
        List<String> out = new ArrayList<>();
        for (Marker m : markers) {
            if (m.pattern().matcher(text).find()) out.add(where + " shows " + m.what() + ": " + abbreviate(text));
        }
        Matcher m = MOVE_NUMBER.matcher(text);
        while (m.find()) {
            for (int g = 1; g <= m.groupCount(); g++) {
                if (m.group(g) == null || g == 3) continue; // "27 / 68": the move, then the line's last move
                int number = Integer.parseInt(m.group(g));
                // "of N": the counts of cards and dividends are small; a move number past the next move is the future
                if (number > at + 2 && (g != 5 || number > 12)) {
                    out.add(where + " names move " + number + " (the cursor is at " + at + "): " + abbreviate(text));
                }
            }
        }
        return out;
    }

    private static String abbreviate(String s) {
        String one = s.replace('\n', ' ');
        return one.length() > 200 ? one.substring(0, 200) + "…" : one;
    }

    // ---- what is on screen

    /** Every text the window and its open dialogs show, with where it was found. */
    private List<String[]> visibleTexts() {
        return onEdt(() -> {
            List<String[]> out = new ArrayList<>();
            for (Window w : Window.getWindows()) {
                if (!w.isShowing()) continue;
                walk(w, w.getName() == null ? "window" : w.getName(), out);
                if (w instanceof javax.swing.JFrame f && f.getJMenuBar() != null) menus(f.getJMenuBar(), out);
                if (w instanceof java.awt.Frame f) out.add(new String[] {"title", f.getTitle()});
                if (w instanceof java.awt.Dialog d) out.add(new String[] {"dialog title", d.getTitle()});
            }
            return out;
        });
    }

    private static void menus(JMenuBar bar, List<String[]> out) {
        for (int i = 0; i < bar.getMenuCount(); i++) menu(bar.getMenu(i), out);
    }

    private static void menu(JMenuItem item, List<String[]> out) {
        if (item == null) return;
        add(out, "menu " + item.getText(), item.getText());
        add(out, "menu " + item.getText(), item.getToolTipText());
        if (item instanceof JMenu m) {
            for (int i = 0; i < m.getItemCount(); i++) menu(m.getItem(i), out);
        }
    }

    private static void add(List<String[]> out, String where, String text) {
        if (text != null && !text.isBlank()) out.add(new String[] {where, plain(text)});
    }

    /** The text without HTML tags and entities. */
    private static String plain(String s) {
        return s.replaceAll("(?i)<br\\s*/?>", "\n").replaceAll("<[^>]*>", "").replace("&lt;", "<").replace("&gt;", ">")
                .replace("&amp;", "&").replace("&nbsp;", " ");
    }

    private static void walk(Component c, String where, List<String[]> out) {
        if (!c.isShowing()) return;
        String here = c.getName() != null ? c.getName() : where;
        if (c instanceof JComponent jc) add(out, here + " (tip)", jc.getToolTipText());
        if (c instanceof JLabel l) add(out, here, l.getText());
        if (c instanceof AbstractButton b) add(out, here, b.getText());
        if (c instanceof JTextComponent t) add(out, here, t.getText());
        if (c instanceof JTable t) {
            for (int col = 0; col < t.getColumnCount(); col++) add(out, here + " column", t.getColumnName(col));
            for (int r = 0; r < t.getRowCount(); r++) {
                for (int col = 0; col < t.getColumnCount(); col++) add(out, here + " row " + r, String.valueOf(t.getValueAt(r, col)));
            }
        }
        if (c instanceof JList<?> l) {
            for (int i = 0; i < l.getModel().getSize(); i++) add(out, here + " item " + i, String.valueOf(l.getModel().getElementAt(i)));
        }
        if (c instanceof JComboBox<?> box) {
            for (int i = 0; i < box.getItemCount(); i++) add(out, here + " item " + i, String.valueOf(box.getItemAt(i)));
        }
        if (c instanceof JTabbedPane tabs) {
            for (int i = 0; i < tabs.getTabCount(); i++) {
                add(out, here + " tab", tabs.getTitleAt(i));
                add(out, here + " tab (tip)", tabs.getToolTipTextAt(i));
            }
        }
        if (c instanceof JTree tree) {
            // the rows are painted; what each says in full is its tool tip
            for (int r = 0; r < tree.getRowCount(); r++) {
                Rectangle b = tree.getRowBounds(r);
                if (b == null) continue;
                Point p = new Point(b.x + Math.min(10, b.width / 2), b.y + b.height / 2);
                MouseEvent e = new MouseEvent(tree, MouseEvent.MOUSE_MOVED, 0, 0, p.x, p.y, 0, false);
                add(out, here + " row " + r, tree.getToolTipText(e));
                Object value = tree.getPathForRow(r).getLastPathComponent();
                if (value instanceof javax.swing.tree.DefaultMutableTreeNode n && n.getUserObject() instanceof MoveTreePanel.Row row) {
                    out.add(new String[] {here + " row " + r, "#node " + row.node().moveNumber()});
                }
            }
        }
        if (c instanceof ChartPanel cp && cp.getChart() != null) chart(cp.getChart(), here, out);
        if (c instanceof Container k) {
            for (Component child : k.getComponents()) walk(child, here, out);
        }
    }

    private static void chart(JFreeChart chart, String where, List<String[]> out) {
        if (chart.getTitle() != null) add(out, where + " title", chart.getTitle().getText());
        for (int i = 0; i < chart.getSubtitleCount(); i++) {
            Title t = chart.getSubtitle(i);
            if (t instanceof TextTitle tt) add(out, where + " subtitle", tt.getText());
        }
        LegendItemCollection legend = chart.getPlot().getLegendItems();
        if (legend != null) {
            for (int i = 0; i < legend.getItemCount(); i++) {
                LegendItem item = legend.get(i);
                add(out, where + " legend", item.getLabel());
            }
        }
        for (XYPlot plot : plots(chart.getPlot())) {
            if (plot.getDomainAxis() != null) add(out, where + " axis", plot.getDomainAxis().getLabel());
            if (plot.getRangeAxis() != null) add(out, where + " axis", plot.getRangeAxis().getLabel());
            for (XYAnnotation a : plot.getAnnotations()) {
                if (a instanceof XYTextAnnotation ta) add(out, where + " label", ta.getText());
                labelsDrawn(a, where, out);
            }
            double max = -1;
            for (int d = 0; d < plot.getDatasetCount(); d++) {
                XYDataset data = plot.getDataset(d);
                if (data == null) continue;
                for (int s = 0; s < data.getSeriesCount(); s++) {
                    add(out, where + " series", String.valueOf(data.getSeriesKey(s)));
                    for (int i = 0; i < data.getItemCount(s); i++) max = Math.max(max, data.getXValue(s, i));
                }
            }
            if (max >= 0) out.add(new String[] {where + " data", "#x " + max});
        }
    }

    /** The labels a chart drew itself (dividend lines, line ends), where the annotation keeps them. */
    private static void labelsDrawn(XYAnnotation a, String where, List<String[]> out) {
        try {
            java.lang.reflect.Method placed = a.getClass().getDeclaredMethod("placed");
            placed.setAccessible(true);
            for (Object p : (List<?>) placed.invoke(a)) {
                java.lang.reflect.Method text = p.getClass().getDeclaredMethod("text");
                text.setAccessible(true);
                add(out, where + " drawn label", String.valueOf(text.invoke(p)));
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            // an annotation without drawn labels
        }
    }

    private static List<XYPlot> plots(Plot plot) {
        List<XYPlot> out = new ArrayList<>();
        if (plot instanceof CombinedDomainXYPlot c) {
            for (Object sub : c.getSubplots()) out.add((XYPlot) sub);
        } else if (plot instanceof XYPlot xy) {
            out.add(xy);
        }
        return out;
    }

    /** Checks what is on screen now; returns the problems found (with the view's name). */
    private List<String> check(String view, List<Marker> markers, int at) {
        List<String> problems = new ArrayList<>();
        for (String[] t : visibleTexts()) {
            String where = view + " › " + t[0];
            if (t[1].startsWith("#node ")) {
                int n = Integer.parseInt(t[1].substring(6));
                if (n > at) problems.add(where + " holds move " + n + " (the cursor is at " + at + ")");
            } else if (t[1].startsWith("#x ")) {
                double x = Double.parseDouble(t[1].substring(3));
                if (x > at) problems.add(where + " charts move " + x + " (the cursor is at " + at + ")");
            } else {
                problems.addAll(leaks(where, t[1], markers, at));
            }
        }
        return problems;
    }

    private DialogFixture dialogNamed(String name) {
        return window.dialog(new GenericTypeMatcher<JDialog>(JDialog.class, true) {
            @Override
            protected boolean isMatching(JDialog dialog) {
                return name.equals(dialog.getName());
            }
        }, timeout(10_000));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void aPlayersEyesWithTheFutureHiddenShowNothingOfWhatComesAfterTheCursor(String sample) {
        open(Path.of("sample-games", sample));
        GameRecord record = onEdt(() -> frame.model().document().record());
        Replay replay = onEdt(() -> frame.model().document().replay());
        List<MoveNode> main = onEdt(record::mainLine);
        MoveNode cursor = main.get(main.size() / 2);
        int at = cursor.moveNumber();
        List<Marker> markers = onEdt(() -> futureMarkers(record, replay, cursor));
        assertThat(markers).as("later comments to look for").anyMatch(m -> m.what().startsWith("the comment"));

        GuiActionRunner.execute(() -> frame.model().document().setCursor(cursor));
        robot.waitForIdle();
        shortcut(KeyEvent.VK_1, false);
        window.menuItemWithPath("View", "Hide the Future").click();
        robot.waitForIdle();
        assertThat(onEdt(() -> frame.model().futureHidden())).isTrue();

        assertThat(visibleTexts()).as("the walk reads the move tree's rows").anyMatch(t -> t[1].equals("#node " + at));
        // the Go menu: where the next note or dividend lies is the future's; stepping on is allowed
        Navigation nav = panelNavigation();
        assertThat(onEdt(nav.next::isEnabled)).isTrue();
        assertThat(onEdt(nav.nextNote::isEnabled)).as("Next Comment or Mark finds no later note").isFalse();
        assertThat(onEdt(nav.nextDividend::isEnabled)).as("enabled as Next is").isTrue();
        assertThat(onEdt(nav.last::isEnabled)).isTrue();
        Set<String> problems = new LinkedHashSet<>();
        JTabbedPane dock = onEdt(() -> robot.finder().findByName(frame, "dock", JTabbedPane.class, false));
        int tabs = onEdt(dock::getTabCount);
        for (int i = 0; i < tabs; i++) {
            int index = i;
            String name = onEdt(() -> dock.getTitleAt(index));
            window.tabbedPane("dock").selectTab(index);
            robot.waitForIdle();
            problems.addAll(check(name, markers, at));
            if (name.equals("Compare")) {
                assertThat(window.comboBox("compare.a").contents()).as("the lines as far as the cursor")
                        .contains("Main line to move " + at);
                window.radioButton("compare.ends").click();
                robot.waitForIdle();
                problems.addAll(check("Compare at their ends", markers, at));
            }
            if (name.equals("Charts")) {
                ChartsPanel charts = onEdt(() -> robot.finder().findByName(frame, "chartsPanel", ChartsPanel.class, false));
                List<JTabbedPane> inner = onEdt(() -> robot.finder().findAll(charts, new GenericTypeMatcher<JTabbedPane>(JTabbedPane.class, true) {
                    @Override
                    protected boolean isMatching(JTabbedPane t) {
                        return true;
                    }
                }).stream().toList());
                for (JTabbedPane t : inner) {
                    int n = onEdt(t::getTabCount);
                    for (int k = 0; k < n; k++) {
                        int kk = k;
                        GuiActionRunner.execute(() -> t.setSelectedIndex(kk));
                        robot.waitForIdle();
                        problems.addAll(check("Charts › " + onEdt(() -> t.getTitleAt(kk)), markers, at));
                    }
                }
            }
        }

        // the find box finds nothing past the cursor: a word only a later comment holds
        String word = onEdt(() -> laterWord(record, at, visibleTexts()));
        assertThat(word).as("a word only a later comment holds").isNotNull();
        window.textBox("moveSearch").focus();
        window.textBox("moveSearch").enterText(word);
        window.textBox("moveSearch").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        robot.waitForIdle();
        assertThat(onEdt(() -> frame.model().cursor())).as("finding '" + word + "' stays at the cursor").isSameAs(cursor);
        assertThat(window.label("moveSearchCount").text()).isEqualTo("No match");
        problems.addAll(check("Find '" + word + "'", markers, at));
        window.textBox("moveSearch").pressAndReleaseKeys(KeyEvent.VK_ESCAPE);

        // the dialogs the menus open
        window.menuItemWithPath("View", "Estimate Win Chances\u2026").click();
        DialogFixture estimate = WindowFinder.findDialog("estimateDialog").withTimeout(10_000).using(robot);
        problems.addAll(check("Estimate Win Chances", markers, at));
        GuiTests.press(robot, estimate.button("estimateCancel"), () -> !estimate.target().isShowing());

        window.menuItemWithPath("Edit", "Let the Bots Finish from Here…").click();
        DialogFixture finish = dialogNamed("finishDialog");
        problems.addAll(check("Let the Bots Finish", markers, at));
        GuiTests.press(robot, finish.button("finish.cancel"), () -> !finish.target().isShowing());

        assertThat(onEdt(() -> frame.model().cursor())).isSameAs(cursor);
        assertThat(problems).as("traces of the moves after move " + at + " in " + sample).isEmpty();
    }

    @org.junit.jupiter.api.Test
    void hideAllCommentsHidesTheAnnotatorsWordsInAPlayersEyesOnlyAndIsRemembered() {
        // "Dave gives a BNL" at move 30 of the for-two sample names a card Winton cannot see
        open(Path.of("sample-games", "annotated-2p-up-for-two.upn"));
        List<MoveNode> main = onEdt(() -> frame.model().document().record().mainLine());
        MoveNode cursor = main.stream().filter(n -> n.comment().contains("Dave gives a BNL")).findFirst().orElseThrow();
        List<String> comments = onEdt(() -> {
            List<MoveNode> all = new ArrayList<>();
            collect(frame.model().document().record().root(), all);
            return all.stream().map(MoveNode::comment).filter(c -> !c.isEmpty())
                    .map(c -> c.replace('\n', ' ').substring(0, Math.min(25, c.length()))).toList();
        });
        GuiActionRunner.execute(() -> frame.model().document().setCursor(cursor));
        robot.waitForIdle();
        shortcut(KeyEvent.VK_1, false);
        assertThat(window.textBox("commentArea").text()).as("unfiltered until asked").contains("Dave gives a BNL");

        window.menuItemWithPath("View", "Hide All Comments").click();
        robot.waitForIdle();
        assertThat(prefs.hideAllComments()).as("remembered").isTrue();
        assertThat(window.textBox("commentArea").text()).isEmpty();
        window.textBox("commentArea").requireNotEditable();
        window.comboBox("markBox").requireDisabled();
        javax.swing.JMenuItem edit = window.menuItemWithPath("Edit", "Edit Comment").target();
        assertThat(onEdt(edit::isEnabled)).as("Edit › Edit Comment").isFalse();
        List<String> shown = new ArrayList<>();
        for (String[] t : visibleTexts()) shown.add(t[1]);
        for (String c : comments) {
            assertThat(shown).as("no comment shows: " + c).noneMatch(t -> t.contains(c));
        }
        // Ctrl+↓ finds no hidden note to jump to
        Navigation nav = panelNavigation();
        assertThat(onEdt(nav.nextNote::isEnabled)).isFalse();

        // the all-seeing view shows the comments again; the option stays on for the next player's eyes
        shortcut(KeyEvent.VK_BACK_QUOTE, false);
        assertThat(window.textBox("commentArea").text()).contains("Dave gives a BNL");
        window.textBox("commentArea").requireEditable();
        shortcut(KeyEvent.VK_2, false);
        assertThat(window.textBox("commentArea").text()).isEmpty();
        window.menuItemWithPath("View", "Hide All Comments").click();
        robot.waitForIdle();
        assertThat(prefs.hideAllComments()).isFalse();
        assertThat(window.textBox("commentArea").text()).contains("Dave gives a BNL");
        assertThat(onEdt(() -> cursor.comment())).as("hiding never edits").contains("Dave gives a BNL");
    }

    private Navigation panelNavigation() {
        return onEdt(() -> robot.finder().findByName(frame, "workbench", WorkbenchPanel.class, false).navigation());
    }

    /** A word of a later comment that appears nowhere on screen now (nor in any earlier comment). */
    private static String laterWord(GameRecord record, int at, List<String[]> shown) {
        List<MoveNode> all = new ArrayList<>();
        collect(record.root(), all);
        StringBuilder known = new StringBuilder();
        for (String[] t : shown) known.append(t[1].toLowerCase(Locale.ROOT)).append('\n');
        for (MoveNode n : all) if (n.moveNumber() <= at) known.append(n.comment().toLowerCase(Locale.ROOT)).append('\n');
        String seen = known.toString();
        // a word, else two words side by side
        for (int span = 1; span <= 2; span++) {
            for (MoveNode n : all) {
                if (n.moveNumber() <= at) continue;
                String[] words = n.comment().split("[^A-Za-z]+");
                for (int i = 0; i + span <= words.length; i++) {
                    String w = String.join(" ", java.util.Arrays.copyOfRange(words, i, i + span));
                    String lower = w.toLowerCase(Locale.ROOT);
                    if (w.length() >= 6 && n.comment().toLowerCase(Locale.ROOT).contains(lower) && !seen.contains(lower)) return w;
                }
            }
        }
        return null;
    }
}
