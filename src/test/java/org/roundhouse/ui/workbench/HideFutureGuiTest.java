package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.concurrent.Callable;

import javax.swing.JLabel;
import javax.swing.JTree;
import javax.swing.tree.DefaultMutableTreeNode;
import javax.swing.tree.TreeNode;

import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.analysis.series.SeriesKind;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.ui.charts.ChartsPanel;
import org.roundhouse.ui.charts.PositionChart;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.ui.testing.GuiSession;
import org.roundhouse.ui.testing.TestGames;

/** View › Hide the Future: in a player's eyes the charts, the move tree and the counter stop at the cursor. */
class HideFutureGuiTest {
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
        gameFile = dir.resolve("club-night.upn");
        RecordSaver.save(TestGames.withVariations(4, 11, 2, 5), gameFile);
    }

    @BeforeEach
    void setUp() {
        robot = gui.robot();
        prefs = WorkbenchOnScreen.prefs(gui, "hideFuture");
    }

    private void open() {
        frame = WorkbenchOnScreen.launch(gui, gameFile, prefs, 1280, 860);
        window = gui.window();
    }

    private static <T> T onEdt(Callable<T> c) {
        return GuiActionRunner.execute(c);
    }

    private void shortcut(int key, boolean shift) {
        WorkbenchOnScreen.shortcut(robot, key, shift);
    }

    private ChartsPanel charts() {
        return onEdt(() -> robot.finder().findByName(frame, "chartsPanel", ChartsPanel.class, false));
    }

    /** The largest move (x) any series of any chart holds. */
    private double lastChartedMove() {
        ChartsPanel charts = charts();
        return onEdt(() -> {
            double max = -1;
            for (SeriesKind kind : SeriesKind.values()) {
                PositionChart c = charts.chart(kind).orElseThrow();
                for (XYPlot plot : c.plots()) {
                    for (int d = 0; d < plot.getDatasetCount(); d++) {
                        XYDataset data = plot.getDataset(d);
                        if (data == null) continue;
                        for (int s = 0; s < data.getSeriesCount(); s++) {
                            for (int i = 0; i < data.getItemCount(s); i++) max = Math.max(max, data.getXValue(s, i));
                        }
                    }
                }
            }
            return max;
        });
    }

    /** The moves the tree holds, in any line. */
    private List<MoveNode> treeMoves() {
        JTree tree = window.tree("moveTree").target();
        return onEdt(() -> {
            List<MoveNode> out = new ArrayList<>();
            Enumeration<TreeNode> e = ((DefaultMutableTreeNode) tree.getModel().getRoot()).preorderEnumeration();
            while (e.hasMoreElements()) {
                Object o = ((DefaultMutableTreeNode) e.nextElement()).getUserObject();
                if (o instanceof MoveTreePanel.Row row && !row.isVariationHead()) out.add(row.node());
            }
            return out;
        });
    }

    private int latestInTree() {
        return treeMoves().stream().mapToInt(MoveNode::moveNumber).max().orElse(-1);
    }

    private String counter() {
        return onEdt(() -> robot.finder().findByName(frame, "moveCounter", JLabel.class, false).getText());
    }

    @Test
    void aPlayersEyesWithTheFutureHiddenStopTheChartsAndTheMovesAtTheCursor() {
        open();
        List<MoveNode> main = onEdt(() -> frame.model().document().record().mainLine());
        int last = main.size() - 1;
        // a variation branches off before the cursor and runs on past it
        MoveNode branch = main.stream().filter(n -> n.variations().size() > 0).findFirst().orElseThrow();
        MoveNode side = branch.variations().get(0);
        int at = side.moveNumber() + 1;
        assertThat(side.hasChildren()).isTrue();
        GuiActionRunner.execute(() -> frame.model().document().setCursor(main.get(at)));
        robot.waitForIdle();
        window.tabbedPane("dock").selectTab("Charts");
        assertThat(lastChartedMove()).isEqualTo(last);
        assertThat(latestInTree()).isEqualTo(last);

        // on, from the menu: the all-seeing view still shows everything
        window.menuItemWithPath("View", "Hide the Future").click();
        robot.waitForIdle();
        assertThat(prefs.hideFuture()).as("remembered").isTrue();
        assertThat(lastChartedMove()).isEqualTo(last);
        assertThat(counter()).isEqualTo(at + " / " + last);

        // Ben's eyes: nothing after the cursor, in the charts, the tree or the counter
        shortcut(KeyEvent.VK_2, false);
        assertThat(onEdt(() -> frame.model().perspective())).isEqualTo(1);
        assertThat(lastChartedMove()).isEqualTo(at);
        assertThat(onEdt(() -> charts().series().orElseThrow().size())).isEqualTo(at + 1);
        assertThat(latestInTree()).isEqualTo(at);
        List<MoveNode> shown = treeMoves();
        assertThat(shown).contains(main.get(at), side, side.children().get(0));
        assertThat(shown).doesNotContain(main.get(at + 1), side.children().get(0).children().get(0));
        assertThat(counter()).isEqualTo(String.valueOf(at));
        Timeline timeline = onEdt(() -> robot.finder().findByName(frame, "timeline", Timeline.class, false));
        assertThat(onEdt(() -> timeline.xOf(frame.model().lineIndex()))).as("the thumb ends the bar: its place tells nothing of the game's length")
                .isEqualTo(onEdt(() -> timeline.getWidth() - timeline.xOf(0)));

        // a step forward shows one move more
        window.tree("moveTree").focus();
        window.tree("moveTree").pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        robot.waitForIdle();
        assertThat(onEdt(() -> frame.model().cursor())).isSameAs(main.get(at + 1));
        assertThat(lastChartedMove()).isEqualTo(at + 1);
        assertThat(latestInTree()).isEqualTo(at + 1);

        // on the variation, the main line it is compared with stops at the cursor too
        GuiActionRunner.execute(() -> frame.model().document().setCursor(side.children().get(0)));
        robot.waitForIdle();
        assertThat(onEdt(() -> charts().overlay().orElseThrow().size())).isEqualTo(at + 1);
        assertThat(lastChartedMove()).isEqualTo(at);

        // back to all-seeing, everything is there again; off with the shortcut, remembered
        shortcut(KeyEvent.VK_BACK_QUOTE, false);
        assertThat(onEdt(() -> frame.model().perspective())).isEqualTo(PositionFacts.ALL_SEEING);
        assertThat(latestInTree()).isEqualTo(last);
        shortcut(KeyEvent.VK_2, false);
        assertThat(latestInTree()).isEqualTo(at);
        shortcut(KeyEvent.VK_H, true);
        assertThat(onEdt(() -> frame.model().hidesFuture())).isFalse();
        assertThat(prefs.hideFuture()).isFalse();
        assertThat(latestInTree()).isEqualTo(last);
        assertThat(lastChartedMove()).isGreaterThan(at);
    }

    @Test
    void aWindowOpensWithTheOptionAsLastKept() {
        prefs.setHideFuture(true);
        open();
        assertThat(onEdt(() -> frame.model().hidesFuture())).isTrue();
        assertThat(onEdt(() -> ((javax.swing.JCheckBoxMenuItem) robot.finder()
                .findByName(frame.getJMenuBar(), "hideFuture", javax.swing.JMenuItem.class, false)).isSelected())).isTrue();
        // still all-seeing: the whole record is shown until a player's eyes are chosen
        int last = onEdt(() -> frame.model().document().record().mainLine().size() - 1);
        assertThat(latestInTree()).isEqualTo(last);
        shortcut(KeyEvent.VK_1, false);
        assertThat(latestInTree()).isEqualTo(onEdt(() -> frame.model().cursor().moveNumber()));
    }
}
