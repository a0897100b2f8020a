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
 */
class ItalianWorkbenchGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession(20);
    @TempDir
    static Path dir;
    private static Path gameFile;

    private Robot robot;
    private FrameFixture window;
    private WorkbenchWindow frame;
    private WorkbenchPrefs prefs;

    @BeforeAll
    static void writeGame() throws Exception {
        gameFile = dir.resolve("serata.upn");
        RecordSaver.save(TestGames.random(4, 7), gameFile);
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
}
