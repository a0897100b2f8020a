package org.roundhouse.ui.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Point;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import javax.swing.JFrame;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.jfree.chart.ChartPanel;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.analysis.winprob.Settings;
import org.roundhouse.engine.StepWords;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveMark;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.testing.GuiSession;
import org.roundhouse.ui.testing.GuiTests;
import org.roundhouse.ui.theme.ThemeChoice;
import org.roundhouse.ui.theme.Themes;

/** The win-chances graph in a real window with the sample game, estimated, clicked, cancelled and reopened. */
class WinChancesGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession(20);
    @TempDir
    Path dir;
    private Robot robot;
    private FrameFixture window;
    private WinChancesPanel panel;

    @BeforeEach
    void setUp() {
        robot = gui.robot();
    }

    static GameRecord sample() throws Exception {
        try (InputStream in = WinChancesGuiTest.class.getResourceAsStream("/org/roundhouse/ui/sample/sample-game.upn")) {
            return RecordLoader.readNotation(new String(in.readAllBytes(), StandardCharsets.UTF_8), "sample-game.upn").orThrow();
        }
    }

    private GameDocument open(GameRecord record) {
        GameDocument doc = GameDocument.of(record, dir.resolve("sample.upn"), "sample.upn");
        JFrame frame = GuiActionRunner.execute(() -> {
            Themes.install(ThemeChoice.LIGHT);
            panel = new WinChancesPanel();
            panel.setPreferredSize(new Dimension(1200, 460));
            panel.setDocument(doc);
            JFrame f = new JFrame("win chances");
            f.setContentPane(panel);
            f.pack();
            return f;
        });
        gui.afterTest(() -> GuiActionRunner.execute(() -> panel.cancel()));
        window = gui.fixture(frame);
        window.show();
        GuiActionRunner.execute(() -> frame.setLocation(40, 40));
        robot.waitForIdle();
        return doc;
    }

    private static <T> T onEdt(Callable<T> c) {
        return GuiActionRunner.execute(c);
    }

    private void waitIdle(int seconds) {
        gui.waitFor("the estimate to finish", () -> !panel.isRunning(), seconds * 1000L);
    }

    private void waitDrawn() {
        gui.waitFor("the chart to be drawn", () -> panel.screenXOf(0).isPresent(), 20_000);
    }

    private Point pointAt(int position) {
        return onEdt(() -> {
            ChartPanel cp = panel.chartPanel();
            return new Point(panel.screenXOf(position).orElseThrow(), (int) cp.getScreenDataArea().getCenterY());
        });
    }

    @Test
    @DisplayName("estimate from the dialog, one line per player, click to jump, swings to mark, and reopened without playing again")
    void estimateClickMarkAndReopen() throws Exception {
        GameDocument doc = open(sample());
        List<MoveNode> line = onEdt(() -> doc.record().mainLine());
        // before any playout, the learned evaluator's instant graph, said to be one
        WinChancesChart instant = onEdt(() -> panel.chart().orElseThrow());
        assertThat(instant.data().instant()).isTrue();
        assertThat(instant.data().estimated()).isEqualTo(line.size() + 1);
        assertThat(window.textBox("winCaption").text()).isEqualTo("Instant estimate by the learned evaluator, no playouts");
        window.button("winEstimate").click();
        DialogFixture dialog = WindowFinder.findDialog("estimateDialog").withTimeout(10_000).using(robot);
        dialog.spinner("estimatePlayouts").enterTextAndCommit("50");
        dialog.spinner("estimatePrecision").enterTextAndCommit("0");
        dialog.spinner("estimateThreads").enterTextAndCommit("2");
        // a click on the dialog's button is now and then lost under Xvfb: press makes sure it took
        GuiTests.press(robot, dialog.button("estimateOk"), () -> !dialog.target().isShowing());
        assertThat(onEdt(() -> panel.isRunning())).isTrue();
        waitIdle(180);

        // every position estimated, kept in the record through an undoable edit
        int positions = line.size() + 1;
        WinChancesChart chart = onEdt(() -> panel.chart().orElseThrow());
        assertThat(chart.data().positions()).isEqualTo(positions);
        assertThat(chart.data().estimated()).isEqualTo(positions);
        assertThat(chart.data().names()).isEqualTo(doc.replay().playerNames());
        XYPlot plot = onEdt(() -> chart.chart().getXYPlot());
        assertThat(onEdt(() -> plot.getDataset(0).getSeriesCount())).isEqualTo(doc.replay().playerNames().size());
        assertThat(doc.record().evaluation()).isPresent();
        assertThat(doc.record().evaluation().get().playouts()).isEqualTo(50);
        assertThat(line).allMatch(n -> n.winChances().isPresent());
        assertThat(doc.isModified()).isTrue();
        assertThat(doc.undoable().orElseThrow().name()).isEqualTo("Estimate Win Chances");

        // a click on the chart moves the cursor there, and the marker follows
        waitDrawn();
        robot.click(onEdt(() -> panel.chartPanel()), pointAt(21), org.assertj.swing.core.MouseButton.LEFT_BUTTON, 1);
        robot.waitForIdle();
        assertThat(onEdt(doc::cursor)).isSameAs(line.get(20));
        assertThat(onEdt(chart::cursorPosition)).isEqualTo(21);

        // the swings: described, a click goes to the move, Mark marks and comments it
        List<String> swings = onEdt(() -> panel.swingTexts());
        assertThat(swings).hasSize(WinChancesPanel.SWINGS).allMatch(s -> s.matches("move \\d+, .*%.*\\(decision .* points, cards .*\\)"));
        window.list("winSwings").clickItem(0);
        robot.waitForIdle();
        int moveNumber = Integer.parseInt(swings.get(0).replaceAll("^move (\\d+),.*", "$1"));
        MoveNode swung = onEdt(doc::cursor);
        assertThat(swung.moveNumber()).isEqualTo(moveNumber);
        window.button("winMark").click();
        robot.waitForIdle();
        assertThat(swung.comment()).contains("Win chances: ").contains("%");

        // saved in both formats and reopened: the graph is there at once, no run needed for it
        for (String name : List.of("evaluated.upn", "evaluated.xml")) {
            Path file = dir.resolve(name);
            RecordSaver.save(doc.record(), file);
            GameRecord again = RecordLoader.load(file).orThrow();
            GameDocument reopened = GameDocument.of(again, file, name);
            int shown = onEdt(() -> {
                panel.setDocument(reopened);
                return panel.chart().map(c -> c.data().estimated()).orElse(-1);
            });
            assertThat(shown).as(name).isEqualTo(positions);
            assertThat(again.mainLine().get(moveNumber).comment()).contains("Win chances: ");
            waitIdle(120);
            // splitting the swings played none of the kept positions again
            assertThat(onEdt(() -> panel.lastAnalysisReused())).as(name).isEqualTo(positions);
            assertThat(onEdt(() -> panel.swingTexts())).as(name).isEqualTo(swings);
            assertThat(reopened.isModified()).isFalse();
        }

        // with the future hidden the tab ends at the cursor, and so do the swings
        GameDocument last = onEdt(() -> {
            GameDocument d = GameDocument.of(RecordLoader.load(dir.resolve("evaluated.xml")).orThrow(), null, "again");
            panel.setDocument(d);
            d.setCursor(d.record().mainLine().get(20));
            panel.setStopAtCursor(true);
            return d;
        });
        assertThat(onEdt(() -> panel.chart().orElseThrow().data().positions())).isEqualTo(22);
        waitIdle(120);
        assertThat(onEdt(() -> panel.swingTexts())).isNotEmpty()
                .allMatch(t -> Integer.parseInt(t.replaceAll("^move (\\d+),.*", "$1")) <= 20);
        assertThat(last.isModified()).isFalse();

        // an estimate asked for while the swings are being split starts once the split has stopped
        GameDocument fresh = GameDocument.of(RecordLoader.load(dir.resolve("evaluated.upn")).orThrow(), null, "fresh");
        GuiActionRunner.execute(() -> {
            panel.setStopAtCursor(false);
            panel.setDocument(fresh);
            assertThat(panel.isRunning()).as("splitting the swings of the kept chances").isTrue();
            panel.run(new Settings(50, 0, "random", 2, 2, StepWords.ALL_SEEING));
        });
        waitIdle(180);
        assertThat(fresh.record().evaluation().orElseThrow().bot()).isEqualTo("random");
        assertThat(fresh.record().mainLine()).allMatch(n -> n.winChances().isPresent());
        assertThat(fresh.isModified()).isTrue();
    }

    @Test
    @DisplayName("playouts stopped after K turns and judged: set in the dialog, kept with K in the document and both formats,"
            + " shown again on reopening without playing; not offered where the house is ranked")
    void judgedPlayoutsFromTheDialogAreKeptWithTheirTurns() throws Exception {
        GameDocument doc = open(sample());
        List<MoveNode> line = onEdt(() -> doc.record().mainLine());
        window.button("winEstimate").click();
        DialogFixture dialog = WindowFinder.findDialog("estimateDialog").withTimeout(10_000).using(robot);
        org.assertj.swing.fixture.JSpinnerFixture evalAfter = dialog.spinner("estimateEvalAfter");
        evalAfter.requireEnabled().requireValue(0); // the default: playouts played to the end
        assertThat(onEdt(() -> evalAfter.target().getToolTipText())).contains("Gains:").contains("Costs:");
        dialog.spinner("estimatePlayouts").enterTextAndCommit("50");
        dialog.spinner("estimatePrecision").enterTextAndCommit("0");
        dialog.spinner("estimateThreads").enterTextAndCommit("2");
        evalAfter.enterTextAndCommit("10");
        // a click on the dialog's button is now and then lost under Xvfb: press makes sure it took
        GuiTests.press(robot, dialog.button("estimateOk"), () -> !dialog.target().isShowing());
        waitIdle(180);

        int positions = line.size() + 1;
        org.roundhouse.record.Evaluation kept = doc.record().evaluation().orElseThrow();
        assertThat(kept.judgedAfterTurns()).isEqualTo(10);
        assertThat(kept.playouts()).isEqualTo(50);
        assertThat(line).allMatch(n -> n.winChances().isPresent());
        assertThat(doc.undoable().orElseThrow().name()).isEqualTo("Estimate Win Chances");
        WinChancesChart chart = onEdt(() -> panel.chart().orElseThrow());
        assertThat(chart.data().estimated()).isEqualTo(positions);
        assertThat(chart.data().judgedAfterTurns()).isEqualTo(10);
        assertThat(window.textBox("winCaption").text()).contains("50 playouts a position").contains("judged after 10 turns");
        // a judged playout returns the evaluator's chances, not a win or a loss: means of 50 of them are no multiples of 1/100
        assertThat(line).anyMatch(n -> {
            double p = 100 * n.winChances().orElseThrow().p(0);
            return Math.abs(p - Math.rint(p)) > 0.001;
        });

        for (String name : List.of("judged.upn", "judged.xml")) {
            Path file = dir.resolve(name);
            RecordSaver.save(doc.record(), file);
            assertThat(java.nio.file.Files.readString(file)).as(name)
                    .contains(name.endsWith(".upn") ? " view=all eval-after=10\n" : " view=\"all\" eval-after=\"10\">");
            GameRecord again = RecordLoader.load(file).orThrow();
            assertThat(again.evaluation()).contains(kept);
            GameDocument reopened = GameDocument.of(again, file, name);
            WinChancesChart shown = onEdt(() -> {
                panel.setDocument(reopened);
                return panel.chart().orElseThrow();
            });
            assertThat(shown.data().estimated()).as(name).isEqualTo(positions);
            assertThat(shown.data().judgedAfterTurns()).isEqualTo(10);
            for (int i = 0; i < positions; i++) assertThat(shown.data().p().get(i)).containsExactly(chart.data().p().get(i));
            assertThat(window.textBox("winCaption").text()).contains("judged after 10 turns");
            waitIdle(120);
            // splitting the swings played none of the kept positions again
            assertThat(onEdt(() -> panel.lastAnalysisReused())).as(name).isEqualTo(positions);
            assertThat(reopened.isModified()).isFalse();
        }

        // asked again, the dialog starts from the kept settings, the turns too
        window.button("winEstimate").click();
        DialogFixture again = WindowFinder.findDialog("estimateDialog").withTimeout(10_000).using(robot);
        again.spinner("estimateEvalAfter").requireValue(10);
        org.roundhouse.ui.testing.GuiTests.press(robot, again.button("estimateCancel"), () -> !again.target().isShowing());

        // the base game's two-player rules rank the house, which the evaluator does not judge: not offered, and said why
        GameRecord two = RecordLoader.load(Path.of("sample-games/2p-standard.upn")).orThrow();
        GuiActionRunner.execute(() -> panel.setDocument(GameDocument.of(two, null, "two")));
        waitIdle(120);
        window.button("winEstimateEmpty").click(); // no instant graph either: the evaluator does not judge the house
        DialogFixture twoPlayers = WindowFinder.findDialog("estimateDialog").withTimeout(10_000).using(robot);
        org.assertj.swing.fixture.JSpinnerFixture notOffered = twoPlayers.spinner("estimateEvalAfter");
        notOffered.requireDisabled().requireValue(0);
        assertThat(onEdt(() -> notOffered.target().getToolTipText())).contains("house").contains("go to the end");
        org.roundhouse.ui.testing.GuiTests.press(robot, twoPlayers.button("estimateCancel"), () -> !twoPlayers.target().isShowing());
    }

    @Test
    @DisplayName("Cancel stops the estimate, keeps the positions it finished and leaves a usable window; undo takes them back")
    void cancelKeepsWhatFinished() throws Exception {
        GameDocument doc = open(sample());
        List<MoveNode> line = onEdt(() -> doc.record().mainLine());
        GuiActionRunner.execute(() -> panel.run(new Settings(3000, 0, null, 1, 1, StepWords.ALL_SEEING)));
        gui.waitFor("a few positions to finish",
                () -> panel.finishedSoFar() >= 2 && window.label("winStatus").target().getText().contains("left"), 120_000);
        window.label("winStatus").requireVisible();
        assertThat(window.label("winStatus").text()).matches("Position \\d+ of " + (line.size() + 1) + " · about .* left");
        window.button("winCancel").click();
        waitIdle(60);

        long kept = line.stream().filter(n -> n.winChances().isPresent()).count()
                + (doc.record().root().winChances().isPresent() ? 1 : 0);
        assertThat(kept).isBetween(2L, (long) line.size());
        WinChancesChart chart = onEdt(() -> panel.chart().orElseThrow());
        assertThat(chart.data().estimated()).isEqualTo((int) kept);
        window.button("winEstimate").requireVisible().requireEnabled();
        assertThat(onEdt(() -> robot.finder().findByName(panel, "winCancel", javax.swing.JButton.class, false).isVisible())).isFalse();

        // still usable: a click moves the cursor
        waitDrawn();
        robot.click(onEdt(() -> panel.chartPanel()), pointAt(11), org.assertj.swing.core.MouseButton.LEFT_BUTTON, 1);
        robot.waitForIdle();
        assertThat(onEdt(doc::cursor)).isSameAs(line.get(10));

        GuiActionRunner.execute(doc::undo);
        assertThat(doc.record().evaluation()).isEmpty();
        assertThat(line).noneMatch(n -> n.winChances().isPresent());
        assertThat(onEdt(() -> panel.chart().orElseThrow().data().instant())).as("the instant graph again").isTrue();
    }

    @Test
    @DisplayName("after Undo of a second estimate the swings are the first's again, and the second's after Redo")
    void swingsFollowTheGraphThroughUndoAndRedo() throws Exception {
        GameDocument doc = open(sample());
        GuiActionRunner.execute(() -> panel.run(new Settings(40, 0, "random", 1, 2, StepWords.ALL_SEEING)));
        waitIdle(180);
        List<double[]> firstChances = onEdt(() -> panel.chart().orElseThrow().data().p());
        List<String> first = onEdt(() -> panel.swingTexts());
        assertThat(first).isNotEmpty();

        GuiActionRunner.execute(() -> panel.run(new Settings(40, 0, "random", 2, 2, StepWords.ALL_SEEING)));
        waitIdle(180);
        List<String> second = onEdt(() -> panel.swingTexts());
        assertThat(second).isNotEmpty().isNotEqualTo(first);

        GuiActionRunner.execute(doc::undo);
        waitIdle(120);
        assertThat(onEdt(() -> panel.chart().orElseThrow().data().p())).containsExactlyElementsOf(firstChances);
        assertThat(onEdt(() -> panel.swingTexts())).isEqualTo(first);

        GuiActionRunner.execute(doc::redo);
        waitIdle(120);
        assertThat(onEdt(() -> panel.swingTexts())).isEqualTo(second);
    }

    @Test
    @DisplayName("while an estimate runs the earlier graph stays, with the cursor line, and the positions fill in as they finish")
    void theEarlierGraphStaysWhileTheNextFillsIn() throws Exception {
        GameDocument doc = open(sample());
        List<MoveNode> line = onEdt(() -> doc.record().mainLine());
        GuiActionRunner.execute(() -> panel.run(new Settings(30, 0, "random", 1, 2, StepWords.ALL_SEEING)));
        waitIdle(180);
        List<double[]> before = onEdt(() -> panel.chart().orElseThrow().data().p());
        GuiActionRunner.execute(() -> doc.setCursor(line.get(30)));

        // heuristic playouts, slow enough that the run is still under way when it is looked at
        GuiActionRunner.execute(() -> panel.run(new Settings(3000, 0, "heuristic", 7, 1, StepWords.ALL_SEEING)));
        assertThat(onEdt(() -> panel.chart().isPresent())).as("the earlier graph, not 'Estimating…'").isTrue();
        assertThat(onEdt(() -> robot.finder().findByName(panel, "winEmpty", javax.swing.JLabel.class, false).isShowing())).isFalse();
        gui.waitFor("two positions of the new estimate", () -> panel.finishedSoFar() >= 2, 120_000);
        gui.waitFor("the graph to show them", () -> {
            WinChancesChart c = panel.chart().orElseThrow();
            return !java.util.Arrays.equals(c.data().p().get(0), before.get(0)) && !java.util.Arrays.equals(c.data().p().get(1), before.get(1));
        }, 20_000);
        WinChancesChart live = onEdt(() -> panel.chart().orElseThrow());
        assertThat(live.data().estimated()).as("the rest still as estimated before").isEqualTo(line.size() + 1);
        assertThat(onEdt(live::cursorPosition)).as("the cursor line").isEqualTo(31);
        assertThat(window.textBox("winCaption").text()).startsWith("Estimating: ").contains("heuristic bot", "3,000 playouts")
                .endsWith("the rest as estimated before");
        // the legend follows the cursor while it runs
        GuiActionRunner.execute(() -> doc.setCursor(line.get(10)));
        assertThat(onEdt(() -> panel.isRunning())).isTrue();
        assertThat(onEdt(() -> panel.chart().orElseThrow().cursorPosition())).isEqualTo(11);
        String legend = onEdt(() -> panel.chart().orElseThrow().chart().getXYPlot().getFixedLegendItems()
                .get(doc.replay().playerNames().size()).getLabel());
        assertThat(legend).startsWith("after move 10");
        GuiActionRunner.execute(() -> panel.cancel());
        waitIdle(60);
    }

    @Test
    @DisplayName("a swing earns a mark only for the mover's own decision")
    void marks() {
        assertThat(WinChancesPanel.markFor(swing(1, 1, -0.25))).contains(MoveMark.BLUNDER);
        assertThat(WinChancesPanel.markFor(swing(1, 1, -0.10))).contains(MoveMark.MISTAKE);
        assertThat(WinChancesPanel.markFor(swing(1, 1, 0.09))).contains(MoveMark.GOOD);
        assertThat(WinChancesPanel.markFor(swing(1, 1, 0.3))).contains(MoveMark.EXCELLENT);
        assertThat(WinChancesPanel.markFor(swing(1, 1, 0.02))).isEmpty();
        assertThat(WinChancesPanel.markFor(swing(2, 1, -0.3))).isEmpty();
    }

    private static org.roundhouse.analysis.winprob.LineAnalysis.Swing swing(int mover, int seat, double decision) {
        return new org.roundhouse.analysis.winprob.LineAnalysis.Swing(10, mover, seat, "x", 0.5, 0.5 + decision, decision, 0);
    }
}
