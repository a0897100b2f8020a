package org.roundhouse.ui.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.timing.Timeout.timeout;

import java.awt.Dimension;
import java.awt.Point;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.swing.JFrame;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.jfree.chart.ChartPanel;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.analysis.series.SeriesKind;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.Replay;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.testing.GuiTests;
import org.roundhouse.ui.testing.GuiSession;
import org.roundhouse.ui.theme.ThemeChoice;
import org.roundhouse.ui.theme.Themes;

/** The charts panel in a real window, clicked as a user would (under Xvfb in CI). */
class ChartsPanelGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession(20);
    @TempDir
    Path dir;
    private static GameRecord record;
    private static GameSeries series;

    private Robot robot;
    private FrameFixture window;
    private ChartsPanel panel;

    @BeforeAll
    static void game() {
        record = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(4, "standard", false, false, null), 5);
        series = GameSeries.ofMainLine(Replay.of(record)).orElseThrow();
    }


    @BeforeEach
    void setUp() {
        robot = gui.robot();
    }

    private void open(Runnable feed) {
        JFrame frame = GuiActionRunner.execute(() -> {
            Themes.install(ThemeChoice.LIGHT);
            panel = new ChartsPanel();
            panel.setPreferredSize(new Dimension(1000, 620));
            feed.run();
            JFrame f = new JFrame("charts");
            f.setContentPane(panel);
            f.pack();
            return f;
        });
        window = gui.fixture(frame);
        window.show();
        // without a window manager clicks get lost until the window is placed again
        GuiActionRunner.execute(() -> frame.setLocation(40, 40));
        robot.waitForIdle();
        waitDrawn(SeriesKind.CASH);
    }

    private void waitDrawn(SeriesKind kind) {
        Pause.pause(new Condition("the " + kind.id() + " chart to be drawn") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> panel.screenXOf(kind, 0).isPresent());
            }
        }, timeout(20_000));
    }

    /** The point on the chart panel over the position, halfway down the plot. */
    private Point pointAt(SeriesKind kind, int index) {
        return GuiActionRunner.execute(() -> {
            OptionalInt x = panel.screenXOf(kind, index);
            ChartPanel cp = panel.chartPanel(kind);
            java.awt.geom.Rectangle2D area = cp.getScreenDataArea();
            return new Point(x.orElseThrow(), (int) area.getCenterY());
        });
    }

    private ChartPanel chartPanel(SeriesKind kind) {
        return GuiActionRunner.execute(() -> panel.chartPanel(kind));
    }

    @Test
    @DisplayName("a narrow panel wraps the caption to more lines instead of cutting it off")
    void captionWraps() {
        open(() -> panel.setSeries(series, "Main line"));
        window.tabbedPane("chartTabs").selectTab("Majorities");
        waitDrawn(SeriesKind.SHARES);
        GuiActionRunner.execute(() -> window.target().setSize(560, 420));
        robot.waitForIdle();
        robot.waitForIdle();
        javax.swing.JTextArea caption = GuiActionRunner.execute(() -> panel.caption());
        String text = GuiActionRunner.execute(() -> caption.getText());
        assertThat(text).startsWith("Main line · Top: who leads each company").endsWith("shares played by each player.");
        GuiActionRunner.execute(() -> {
            java.awt.FontMetrics fm = caption.getFontMetrics(caption.getFont());
            java.awt.Insets in = caption.getInsets();
            int width = caption.getWidth() - in.left - in.right;
            assertThat(fm.stringWidth(text)).as("the caption needs more than one line here").isGreaterThan(width);
            // the last character, wherever the wrapping put it, lies inside the caption
            java.awt.geom.Rectangle2D end;
            try {
                end = caption.modelToView2D(text.length());
            } catch (javax.swing.text.BadLocationException e) {
                throw new AssertionError(e);
            }
            assertThat(end.getY()).as("wrapped to more than one line").isGreaterThan(fm.getHeight() / 2.0 + in.top);
            assertThat(end.getMaxY()).as("the last line shown whole").isLessThanOrEqualTo(caption.getHeight() - in.bottom + 0.5);
            assertThat(caption.isShowing()).isTrue();
            return null;
        });
    }

    @Test
    @DisplayName("a click on the cash chart at move N tells the listeners N")
    void clickOnCashChart() {
        List<Integer> heard = new CopyOnWriteArrayList<>();
        open(() -> {
            panel.setSeries(series, "Main line");
            panel.addPositionListener(heard::add);
        });
        for (int move : new int[] {37, 12, series.size() - 1}) {
            robot.click(chartPanel(SeriesKind.CASH), pointAt(SeriesKind.CASH, move));
            robot.waitForIdle();
            assertThat(heard).as("after clicking move " + move).isNotEmpty();
            assertThat(heard.get(heard.size() - 1)).isEqualTo(move);
        }
        GuiActionRunner.execute(() -> panel.setCursorIndex(20));
        assertThat(GuiActionRunner.execute(() -> panel.chart(SeriesKind.CASH).orElseThrow().cursorIndex())).isEqualTo(20);
    }

    @Test
    @DisplayName("following a document: a click moves its cursor, the arrow keys step, the marker follows the cursor")
    void followsDocument() {
        GameDocument doc = GuiActionRunner.execute(() -> GameDocument.of(record, null, "club.upn"));
        open(() -> panel.setDocument(doc));
        List<MoveNode> main = record.mainLine();
        robot.click(chartPanel(SeriesKind.CASH), pointAt(SeriesKind.CASH, 50));
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(doc::cursor)).isSameAs(main.get(50));
        assertThat(GuiActionRunner.execute(panel::cursorIndex)).isEqualTo(50);

        robot.pressAndReleaseKey(KeyEvent.VK_RIGHT);
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(doc::cursor)).isSameAs(main.get(51));

        GuiActionRunner.execute(() -> doc.setCursor(main.get(10)));
        assertThat(GuiActionRunner.execute(panel::cursorIndex)).isEqualTo(10);
        assertThat(GuiActionRunner.execute(() -> panel.chart(SeriesKind.CASH).orElseThrow().cursorIndex())).isEqualTo(10);

        // the majorities tab: a click on an overview row picks the company shown in detail
        GuiActionRunner.execute(() -> panel.setKind(SeriesKind.SHARES));
        waitDrawn(SeriesKind.SHARES);
        Point row = GuiActionRunner.execute(() -> {
            ChartPanel cp = panel.chartPanel(SeriesKind.SHARES);
            PositionChart c = panel.chart(SeriesKind.SHARES).orElseThrow();
            var info = cp.getChartRenderingInfo().getPlotInfo().getSubplotInfo(0);
            var plot = c.plots().get(0);
            double y = plot.getRangeAxis().valueToJava2D(2, info.getDataArea(), plot.getRangeAxisEdge());
            return cp.translateJava2DToScreen(new java.awt.geom.Point2D.Double(
                    c.xOf(cp.getChartRenderingInfo(), 30), y));
        });
        robot.click(chartPanel(SeriesKind.SHARES), row);
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(panel::company)).isEqualTo(2);
        assertThat(GuiActionRunner.execute(doc::cursor)).isSameAs(main.get(30));
    }

    @Test
    @DisplayName("on a variation the main line is the dashed comparison; Compare hides it")
    void variationOverlay() {
        GameRecord r = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(3, "standard", false, false, null), 9);
        Replay replay = Replay.of(r);
        MoveNode end = ChartsPreview.addVariation(replay, r, 30, 9);
        GameDocument doc = GuiActionRunner.execute(() -> new GameDocument(r, replay, null, "what-if"));
        open(() -> {
            panel.setDocument(doc);
            doc.setCursor(end);
        });
        assertThat(GuiActionRunner.execute(() -> panel.overlay().isPresent())).isTrue();
        assertThat(GuiActionRunner.execute(() -> panel.chart(SeriesKind.CASH).orElseThrow().plots().get(0).getDataset(3)))
                .as("the dashed main line").isNotNull();
        window.checkBox("chartCompare").requireVisible().click();
        assertThat(GuiActionRunner.execute(() -> panel.chart(SeriesKind.CASH).orElseThrow().plots().get(0).getDataset(3)))
                .isNull();
        GuiActionRunner.execute(() -> doc.setCursor(r.mainLine().get(5)));
        assertThat(GuiActionRunner.execute(() -> panel.overlay().isPresent())).as("back on the main line").isFalse();
    }

    @Test
    @DisplayName("the chart's context menu exports PNG, SVG and CSV")
    void exportFromTheMenu() throws Exception {
        open(() -> panel.setSeries(series, "Main line"));
        JPopupMenu menu = GuiActionRunner.execute(() -> chartPanel(SeriesKind.CASH).getPopupMenu());
        List<String> items = GuiActionRunner.execute(() -> java.util.Arrays.stream(menu.getComponents())
                .filter(JMenuItem.class::isInstance).map(c -> ((JMenuItem) c).getText()).toList());
        assertThat(items).containsExactly("Export PNG…", "Export SVG…", "Export CSV…");

        robot.click(chartPanel(SeriesKind.CASH), pointAt(SeriesKind.CASH, 10), MouseButton.RIGHT_BUTTON, 1);
        robot.waitForIdle();
        window.menuItem("export-csv").click();
        JFileChooserFixture chooser = window.fileChooser(timeout(10_000));
        GuiTests.ready(robot, chooser.target());
        Path out = dir.resolve("cash-series.csv");
        chooser.setCurrentDirectory(dir.toFile());
        chooser.fileNameTextBox().setText(out.toString());
        GuiTests.approve(robot, chooser);
        Pause.pause(new Condition("the CSV to be written") {
            @Override
            public boolean test() {
                return Files.exists(out);
            }
        }, timeout(10_000));
        assertThat(Files.readString(out)).startsWith("move,mover,dividends,Seat A,Seat B,Seat C,Seat D");
    }
}
