package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.swing.JLabel;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;

import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.roundhouse.ui.testing.GuiSession;

/**
 * Every seat's cash shows beside the map without scrolling, at three to six players, in the
 * window's default size (the one a first start opens with).
 */
class PlayersFoldGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession();
    private Robot robot;
    private WorkbenchWindow frame;
    private WorkbenchPrefs prefs;

    @BeforeEach
    void setUp() {
        robot = gui.robot();
        prefs = WorkbenchOnScreen.prefs(gui, "fold");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"3p-standard.upn, 3", "4p-standard.xml, 4", "5p-standard.upn, 5", "6p-standard.upn, 6"})
    void everySeatsCashIsInViewWithoutScrollingInTheDefaultWindow(String sample, int seats) {
        // no bounds set: the window opens at the size a first start gives it
        frame = GuiActionRunner.execute(() -> WorkbenchApp.launch(Path.of("sample-games", sample), prefs));
        gui.fixture(frame);
        gui.waitFor("the record to load", () -> frame.model().hasDocument() && !frame.isLoading(), 30_000);
        Rectangle size = GuiActionRunner.execute(() -> frame.getBounds());
        assertThat(size.width).as("default width").isEqualTo(1400);
        assertThat(size.height).as("default height").isEqualTo(900);

        int moves = GuiActionRunner.execute(() -> frame.model().line().size());
        List<Integer> at = new ArrayList<>();
        for (int i = 0; i < moves; i += 6) at.add(i);
        at.add(moves - 1);
        for (int index : at) {
            GuiActionRunner.execute(() -> frame.model().goToLineIndex(index));
            robot.waitForIdle();
            robot.waitForIdle();
            List<String> hidden = GuiActionRunner.execute(() -> {
                List<String> out = new ArrayList<>();
                for (int p = 0; p < seats; p++) {
                    JLabel cash = robot.finder().findByName(frame, "player." + p + ".cash", JLabel.class, false);
                    JViewport vp = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, cash);
                    Rectangle r = SwingUtilities.convertRectangle(cash.getParent(), cash.getBounds(), vp);
                    Rectangle visible = new Rectangle(0, 0, vp.getWidth(), vp.getHeight());
                    if (!cash.isShowing() || cash.getText().isEmpty() || !visible.contains(r)) {
                        out.add("seat " + p + " at " + r + " outside " + visible);
                    }
                }
                return out;
            });
            assertThat(hidden).as("%s at line index %d", sample, index).isEmpty();
            int scrolled = GuiActionRunner.execute(() -> {
                JLabel cash = robot.finder().findByName(frame, "player.0.cash", JLabel.class, false);
                return ((JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, cash)).getViewPosition().y;
            });
            assertThat(scrolled).as("the players panel is not scrolled").isZero();
        }
    }
}
