package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import javax.swing.JLabel;
import javax.swing.JMenuBar;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.text.Messages;
import org.roundhouse.ui.testing.GuiSession;
import org.roundhouse.ui.testing.TestGames;

/**
 * View ▸ Language: the language kept in the preferences is the workbench's from its start (menus,
 * status bar, the move descriptions), and choosing another in the menu is remembered for the next.
 * In Italian, every tab of the dock and the dialogs translated so far show no English word.
 */
class ItalianWorkbenchGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession(20);
    @TempDir
    static Path dir;
    private static Path gameFile;
    private static Path variedFile;

    private Robot robot;
    private FrameFixture window;
    private WorkbenchWindow frame;
    private WorkbenchPrefs prefs;

    @BeforeAll
    static void writeGame() throws Exception {
        gameFile = dir.resolve("serata.upn");
        RecordSaver.save(TestGames.random(4, 7), gameFile);
        variedFile = dir.resolve("varianti.upn");
        RecordSaver.save(TestGames.withVariations(4, 7, 2, 3), variedFile);
    }

    @BeforeEach
    void setUp() {
        robot = gui.robot();
        prefs = WorkbenchOnScreen.prefs(gui, "italian");
        gui.afterTest(() -> Messages.setLocale(Locale.ENGLISH));
    }

    private static <T> T onEdt(Callable<T> c) {
        return GuiActionRunner.execute(c);
    }

    private String label(String name) {
        return onEdt(() -> robot.finder().findByName(frame, name, JLabel.class, false).getText());
    }

    @Test
    void theWorkbenchStartsInTheLanguageKeptAndRemembersAnother() {
        prefs.setLanguage(Locale.ITALIAN);
        frame = WorkbenchOnScreen.launch(gui, gameFile, prefs, 1280, 860);
        window = gui.window();
        List<String> menus = onEdt(() -> {
            JMenuBar bar = frame.getJMenuBar();
            return java.util.stream.IntStream.range(0, bar.getMenuCount()).mapToObj(i -> bar.getMenu(i).getText()).toList();
        });
        assertThat(menus).containsExactly("File", "Modifica", "Visualizza", "Vai", "Aiuto");
        List<String> go = onEdt(() -> {
            javax.swing.JMenu menu = frame.getJMenuBar().getMenu(3);
            return java.util.stream.IntStream.range(0, menu.getItemCount()).mapToObj(menu::getItem)
                    .filter(java.util.Objects::nonNull).map(javax.swing.JMenuItem::getText).toList();
        });
        assertThat(go).startsWith("Inizio", "Precedente", "Successiva", "Fine").contains("Commento o segno successivo");
        assertThat(onEdt(() -> frame.getJMenuBar().getMenu(1).getItem(0).getText())).startsWith("Annulla");
        WorkbenchOnScreen.shortcut(robot, KeyEvent.VK_HOME, false);
        robot.pressAndReleaseKey(KeyEvent.VK_RIGHT);
        robot.waitForIdle();
        assertThat(label("status.position")).matches("(Inizio|Mossa \\d+) di \\d+ · (investimenti iniziali|tocca a \\S+)");
        assertThat(label("status.viewer")).isEqualTo("Vista di chi vede tutto");
        assertThat(label("status.message")).containsPattern("^(Investimenti iniziali: Anna |Anna |Ben )").doesNotContain(" the ", "takes", "draws", "builds");

        window.menuItemWithPath("Visualizza", "Lingua (al prossimo avvio)", "English").click();
        assertThat(prefs.language()).contains(Locale.ENGLISH);
        window.menuItemWithPath("Visualizza", "Lingua (al prossimo avvio)", "Quella del sistema").click();
        assertThat(prefs.language()).isEqualTo(Optional.empty());
    }

    /** Words that only English would show (names and notation are taken out first). */
    private static final java.util.regex.Pattern ENGLISH = java.util.regex.Pattern.compile(
            "\\b(the|and|of|with|after|none|left|paid|played|share|shares|Share|deck|Deck|Decks|Cash|Company|Companies|Trains|Primary"
                    + "|Secondary|hand|Estimate|Chart|Charts|chances|Display|Dividends?|dividends?|Next|Build|Invest|Take|Why|Export"
                    + "|Move|move|Start|Comment|Find|Player|Seat|Cancel|Close|game|Game|card|cards|track|Track|Value|Reach|Unseen"
                    + "|Majorities|Review|Show|Mark|Compare|Where|Variation|Main|line)\\b");

    private static String it(String key) {
        return Messages.UI.text(Locale.ITALIAN, key);
    }

    /** The text a user reads in the showing components under {@code root}: labels, buttons, tabs, table heads, titled borders. */
    private static List<String> shownText(java.awt.Component root) {
        List<String> out = new java.util.ArrayList<>();
        java.util.ArrayDeque<java.awt.Component> todo = new java.util.ArrayDeque<>(List.of(root));
        while (!todo.isEmpty()) {
            java.awt.Component c = todo.pop();
            if (!c.isShowing()) continue;
            if (c instanceof JLabel l && l.getText() != null) out.add(l.getText());
            if (c instanceof javax.swing.AbstractButton b && b.getText() != null) out.add(b.getText());
            if (c instanceof javax.swing.JTabbedPane t) {
                for (int i = 0; i < t.getTabCount(); i++) out.add(t.getTitleAt(i));
            }
            if (c instanceof javax.swing.JTable t) {
                for (int i = 0; i < t.getColumnCount(); i++) out.add(t.getColumnName(i));
            }
            if (c instanceof javax.swing.JComponent j && j.getBorder() instanceof javax.swing.border.TitledBorder b) out.add(b.getTitle());
            if (c instanceof java.awt.Container k) todo.addAll(List.of(k.getComponents()));
        }
        return out;
    }

    /** The English words left in what {@code root} shows, each with the text it is in. */
    private List<String> english(java.awt.Component root) {
        return englishIn(onEdt(() -> shownText(root)));
    }

    /** What the showing lists under {@code root} show for each of their items, and what their tables' cells hold. */
    private static List<String> listedText(java.awt.Component root) {
        List<String> out = new java.util.ArrayList<>();
        java.util.ArrayDeque<java.awt.Component> todo = new java.util.ArrayDeque<>(List.of(root));
        while (!todo.isEmpty()) {
            java.awt.Component c = todo.pop();
            if (!c.isShowing()) continue;
            if (c instanceof javax.swing.JComboBox<?> box) {
                @SuppressWarnings("unchecked")
                javax.swing.JComboBox<Object> b = (javax.swing.JComboBox<Object>) box;
                for (int i = 0; i < b.getItemCount(); i++) {
                    java.awt.Component r = b.getRenderer().getListCellRendererComponent(new javax.swing.JList<>(), b.getItemAt(i), i, false, false);
                    if (r instanceof JLabel l && l.getText() != null) out.add(l.getText());
                }
            }
            if (c instanceof javax.swing.JTable t) {
                for (int row = 0; row < t.getRowCount(); row++) {
                    for (int col = 0; col < t.getColumnCount(); col++) out.add(String.valueOf(t.getValueAt(row, col)));
                }
            }
            if (c instanceof java.awt.Container k) todo.addAll(List.of(k.getComponents()));
        }
        return out;
    }

    /** The English words left in the texts, each with the text it is in. */
    private List<String> englishIn(List<String> texts) {
        List<String> names = onEdt(() -> {
            List<String> n = new java.util.ArrayList<>(frame.model().document().record().setup().players());
            var board = frame.model().document().replay().board();
            for (int c = 0; c < board.companyCount(); c++) n.add(board.company(c).name());
            n.add("Union Pacific");
            n.add(frame.model().document().record().header().event());
            n.add(frame.model().document().title());
            return n;
        });
        List<String> found = new java.util.ArrayList<>();
        for (String text : texts) {
            String plain = text.replaceAll("<[^>]*>", " ");
            for (String name : names) plain = plain.replace(name, " ");
            java.util.regex.Matcher m = ENGLISH.matcher(plain);
            if (m.find()) found.add(m.group() + " in \"" + text + "\"");
        }
        return found;
    }

    @Test
    void inItalianTheTabsAndTheDialogsShowNoEnglish() {
        prefs.setLanguage(Locale.ITALIAN);
        frame = WorkbenchOnScreen.launch(gui, gameFile, prefs, 1280, 860);
        window = gui.window();
        WorkbenchOnScreen.shortcut(robot, KeyEvent.VK_HOME, false);
        for (int i = 0; i < 6; i++) robot.pressAndReleaseKey(KeyEvent.VK_RIGHT);
        robot.waitForIdle();
        javax.swing.JTabbedPane dock = onEdt(() -> frame.panel().dock());
        List<String> titles = onEdt(() -> java.util.stream.IntStream.range(0, dock.getTabCount()).mapToObj(dock::getTitleAt).toList());
        assertThat(titles).contains(it("tab.companies"), it("tab.charts"), it("tab.winChances"), it("tab.move"), it("tab.compare"));
        for (int i = 0; i < titles.size(); i++) {
            int tab = i;
            onEdt(() -> {
                dock.setSelectedIndex(tab);
                return null;
            });
            robot.waitForIdle();
            assertThat(english(frame)).as("tab %s", titles.get(tab)).isEmpty();
        }
        assertThat(label("decks.shareDeck")).matches("\\d+ carte?");

        for (String[] opens : List.of(new String[] {it("menu.file"), it("file.new"), "newGameDialog"},
                new String[] {it("menu.view"), it("menu.view.winChances"), "estimateDialog"},
                new String[] {it("menu.edit"), it("edit.finishByBots"), "finishDialog"},
                new String[] {it("menu.help"), it("menu.help.shortcuts"), null})) {
            window.menuItemWithPath(opens[0], opens[1]).click();
            org.assertj.swing.fixture.DialogFixture d = opens[2] == null ? window.dialog() : window.dialog(opens[2]);
            org.roundhouse.ui.testing.GuiTests.ready(robot, d.target());
            List<String> left = english(d.target());
            if (opens[2] == null) {
                // the shortcuts are a text area: every line's left column in Italian
                String text = onEdt(() -> robot.finder().findByType(d.target(), javax.swing.JTextArea.class, true).getText());
                assertThat(text).contains(it("shortcuts.move.what"), it("shortcuts.find.keys")).doesNotContain("Previous", "the map");
            }
            d.close();
            assertThat(left).as("dialog %s", opens[1]).isEmpty();
        }
    }

    @Test
    void inItalianFillInHandsCompareAtTwoLinesAndTheReviewShowNoEnglish() {
        prefs.setLanguage(Locale.ITALIAN);
        frame = WorkbenchOnScreen.launch(gui, variedFile, prefs, 1280, 860);
        window = gui.window();
        WorkbenchOnScreen.shortcut(robot, KeyEvent.VK_HOME, false);
        for (int i = 0; i < 6; i++) robot.pressAndReleaseKey(KeyEvent.VK_RIGHT);
        robot.waitForIdle();

        window.menuItemWithPath(it("menu.edit"), it("edit.fillInHands")).click();
        org.assertj.swing.fixture.DialogFixture hands = window.dialog("handsDialog");
        org.roundhouse.ui.testing.GuiTests.ready(robot, hands.target());
        assertThat(hands.button("hands.cancel").text()).isEqualTo(it("dialog.cancel"));
        List<String> inHands = new java.util.ArrayList<>(english(hands.target()));
        inHands.addAll(englishIn(onEdt(() -> listedText(hands.target()))));
        org.roundhouse.ui.testing.GuiTests.pressIn(robot, hands.target(), KeyEvent.VK_ESCAPE);
        gui.waitFor("the dialog to close", () -> !onEdt(() -> hands.target().isShowing()), 10_000);
        assertThat(inHands).as("Fill In Hands").isEmpty();

        // Compare: the main line with a variation, at a move and at their ends
        javax.swing.JTabbedPane dock = onEdt(() -> frame.panel().dock());
        onEdt(() -> {
            dock.setSelectedIndex(dock.indexOfTab(it("tab.compare")));
            return null;
        });
        robot.waitForIdle();
        int lines = onEdt(() -> window.comboBox("compare.b").target().getItemCount());
        assertThat(lines).as("the main line and its variations").isGreaterThanOrEqualTo(2);
        window.comboBox("compare.b").selectItem(lines - 1);
        robot.waitForIdle();
        List<String> inCompare = new java.util.ArrayList<>(english(frame.panel()));
        inCompare.addAll(englishIn(onEdt(() -> listedText(frame.panel()))));
        window.radioButton("compare.ends").click();
        robot.waitForIdle();
        inCompare.addAll(english(frame.panel()));
        inCompare.addAll(englishIn(onEdt(() -> listedText(frame.panel()))));
        assertThat(onEdt(() -> window.comboBox("compare.a").target().getItemCount())).isGreaterThanOrEqualTo(1);
        assertThat(inCompare).as("Compare at two lines").isEmpty();

        // the move review's settings, with Swing's own buttons in Italian too
        onEdt(() -> {
            dock.setSelectedIndex(dock.indexOfTab(it("tab.winChances")));
            return null;
        });
        robot.waitForIdle();
        javax.swing.JButton run = onEdt(() -> robot.finder().findByName(frame, "reviewRun", javax.swing.JButton.class, false));
        javax.swing.SwingUtilities.invokeLater(run::doClick);
        org.assertj.swing.fixture.DialogFixture review = window.dialog();
        org.roundhouse.ui.testing.GuiTests.ready(robot, review.target());
        List<String> shown = onEdt(() -> shownText(review.target()));
        List<String> inReview = english(review.target());
        String title = onEdt(() -> ((javax.swing.JDialog) review.target()).getTitle());
        review.close();
        assertThat(title).isEqualTo(it("review.dialogTitle"));
        assertThat(shown).contains(it("review.form.finalist"), "Annulla").doesNotContain("Cancel");
        assertThat(inReview).as("the review dialog").isEmpty();
    }
}
