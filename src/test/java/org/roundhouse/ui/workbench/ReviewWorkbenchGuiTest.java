package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.analysis.review.LineReview;
import org.roundhouse.analysis.review.MoveReview;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.record.Replay;
import org.roundhouse.record.ReviewText;
import org.roundhouse.ui.charts.ReviewPanel;
import org.roundhouse.ui.testing.GuiSession;

/** The review in the Win chances tab: a stored one shown at once, the marks in the move tree only when asked, Review moves… run. */
class ReviewWorkbenchGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession(20);
    private static final MoveReview.Settings SMALL = new MoveReview.Settings(3, 6, 2, MoveReview.Thresholds.DEFAULT);
    @TempDir
    Path dir;
    private Robot robot;
    private FrameFixture window;
    private WorkbenchWindow frame;
    private WorkbenchPrefs prefs;

    @BeforeEach
    void setUp() {
        robot = gui.robot();
        prefs = WorkbenchOnScreen.prefs(gui, "review");
    }

    private static <T> T onEdt(Callable<T> c) {
        return GuiActionRunner.execute(c);
    }

    private ReviewPanel review() {
        return onEdt(() -> frame.panel().winChances().review());
    }

    /** The first eight moves of a sample game, reviewed (when asked) with a few random playouts, saved. */
    private Path game(boolean reviewed) throws Exception {
        GameRecord r = RecordLoader.load(Path.of("sample-games/3p-standard.upn")).orThrow();
        MoveNode last = r.mainLine().get(7);
        for (MoveNode child : List.copyOf(last.children())) last.removeChild(child);
        if (reviewed) {
            Replay replay = Replay.of(r);
            List<MoveNode> nodes = new java.util.ArrayList<>(List.of(r.root()));
            nodes.addAll(r.mainLine());
            LineReview.Line line = LineReview.of(replay, nodes);
            LineReview.Result result = LineReview.review(replay.game(), 3, line.positions(), line.steps(), "random", SMALL, 3, 1, null,
                    () -> false);
            LineReview.store(r, line, result, SMALL, "random", 3);
        }
        Path file = dir.resolve(reviewed ? "reviewed.upn" : "short.upn");
        Files.writeString(file, RecordSaver.write(r, RecordFormat.NOTATION));
        return file;
    }

    @Test
    void aStoredReviewShowsTheBestMovesTheScorecardAndMarksOnlyWhenAsked() throws Exception {
        Path file = game(true);
        GameRecord saved = RecordLoader.load(file).orThrow();
        frame = WorkbenchOnScreen.launch(gui, file, prefs, 1280, 860);
        window = gui.window();
        // a move with a marked decision, and where it is
        MoveNode marked = onEdt(() -> {
            for (MoveNode n : ReviewText.nodesReviewed(frame.model().document().record())) {
                var review = frame.model().document().record().review().orElseThrow();
                if (n.reviewedSteps().values().stream().anyMatch(d -> !review.mark(d.loss()).isEmpty())) return n;
            }
            return null;
        });
        assertThat(marked).as("a few random playouts leave some decision marked").isNotNull();
        GuiActionRunner.execute(() -> {
            frame.panel().dock().setSelectedComponent(frame.panel().winChances());
            frame.model().document().setCursor(marked);
        });
        List<String> decisions = onEdt(() -> review().decisionTexts());
        assertThat(decisions).hasSize(marked.reviewedSteps().size());
        assertThat(decisions.get(0)).startsWith("Step " + (marked.reviewedSteps().firstKey() + 1) + ", played: ")
                .contains("% \u00b7 best: ", " \u00b7 lost ", " points");
        List<List<String>> rows = onEdt(() -> review().scorecardRows());
        assertThat(rows).extracting(row -> row.get(0)).isEqualTo(saved.setup().players());
        List<LineReview.Scorecard> cards = LineReview.scorecards(saved);
        for (int seat = 0; seat < 3; seat++) {
            assertThat(rows.get(seat).get(1)).isEqualTo(String.valueOf(cards.get(seat).decisions()));
            assertThat(rows.get(seat).get(5)).isEqualTo(String.valueOf(cards.get(seat).blunders()));
        }
        assertThat(onEdt(() -> frame.model().document().isModified())).as("shown from the record, nothing reviewed again").isFalse();

        // the marks reach the move tree only once asked for
        MoveTreePanel tree = onEdt(() -> frame.panel().treePanel());
        assertThat(onEdt(() -> tree.reviewMark(marked))).isEmpty();
        window.checkBox("reviewShowMarks").click();
        gui.waitFor("the marks", () -> onEdt(tree::showsReviewMarks), 5_000);
        String glyph = onEdt(() -> tree.reviewMark(marked));
        assertThat(glyph).isIn("?!", "?", "??");
        assertThat(decisions.stream().anyMatch(d -> d.endsWith(" " + glyph))).isTrue();
        window.checkBox("reviewShowMarks").click();
        gui.waitFor("the marks gone", () -> !onEdt(tree::showsReviewMarks), 5_000);
        assertThat(onEdt(() -> tree.reviewMark(marked))).isEmpty();
    }

    @Test
    @DisplayName("a stored review at 1400×900 and 1600×1000: every row of the scorecard on screen, no heading cut, each heading's tool tip, the caption whole")
    void theScorecardShowsEveryPlayerWithoutScrollingOrCutHeadings() throws Exception {
        Path file = game(true);
        for (java.awt.Dimension size : List.of(new java.awt.Dimension(1400, 900), new java.awt.Dimension(1600, 1000))) {
            frame = WorkbenchOnScreen.launch(gui, file, prefs, size.width, size.height);
            GuiActionRunner.execute(() -> frame.panel().dock().setSelectedComponent(frame.panel().winChances()));
            robot.waitForIdle();
            robot.waitForIdle();
            javax.swing.JTable table = onEdt(() -> robot.finder().findByName(frame, "reviewScorecard", javax.swing.JTable.class, true));
            javax.swing.text.JTextComponent caption = onEdt(() -> robot.finder().findByName(frame, "reviewCaption",
                    javax.swing.text.JTextComponent.class, true));
            onEdt(() -> {
                java.awt.Rectangle shown = table.getVisibleRect();
                assertThat(table.getRowCount()).isEqualTo(3);
                for (int row = 0; row < table.getRowCount(); row++) {
                    java.awt.Rectangle cells = table.getCellRect(row, 0, true).union(table.getCellRect(row, table.getColumnCount() - 1, true));
                    assertThat(shown.contains(cells)).as("row %d of the scorecard whole on screen at %s: %s in %s", row, size, cells, shown).isTrue();
                }
                java.awt.FontMetrics fm = table.getTableHeader().getFontMetrics(table.getTableHeader().getFont());
                for (int c = 0; c < table.getColumnCount(); c++) {
                    String heading = table.getColumnName(c);
                    assertThat(table.getColumnModel().getColumn(c).getWidth()).as("the column %s at %s", heading, size)
                            .isGreaterThanOrEqualTo(fm.stringWidth(heading) + 6);
                }
                // each heading says what its column counts, the marks with the review's thresholds
                javax.swing.table.JTableHeader header = table.getTableHeader();
                java.util.function.IntFunction<String> tip = c -> {
                    java.awt.Rectangle r = header.getHeaderRect(c);
                    return header.getToolTipText(new java.awt.event.MouseEvent(header, java.awt.event.MouseEvent.MOUSE_MOVED, 0, 0,
                            (int) r.getCenterX(), (int) r.getCenterY(), 0, false));
                };
                assertThat(tip.apply(3)).isEqualTo("Inaccuracies: decisions that lost 5 points or more");
                assertThat(tip.apply(5)).isEqualTo("Blunders: decisions that lost 20 points or more");
                assertThat(tip.apply(6)).startsWith("Luck: how far the cards drawn moved the player's chance");
                String text = caption.getText();
                assertThat(text).startsWith("random playouts, 3 a move");
                java.awt.geom.Rectangle2D end = caption.modelToView2D(text.length());
                assertThat(end.getMaxY()).as("the review's caption whole at %s", size).isLessThanOrEqualTo(caption.getVisibleRect().getMaxY() + 0.5);
                return null;
            });
            GuiActionRunner.execute(frame::dispose);
        }
    }

    @Test
    void reviewMovesRunsOffTheEventThreadAndKeepsTheReviewInTheRecord() throws Exception {
        Path file = game(false);
        frame = WorkbenchOnScreen.launch(gui, file, prefs, 1280, 860);
        window = gui.window();
        assertThat(onEdt(() -> review().decisionTexts())).containsExactly("No review: the best moves show here once the line is reviewed.");
        GuiActionRunner.execute(() -> {
            frame.model().document().setCursor(frame.model().document().record().mainLine().get(3));
            review().run(SMALL);
        });
        gui.waitFor("the review to finish", () -> !onEdt(() -> review().isRunning()), 120_000);
        GameRecord record = onEdt(() -> frame.model().document().record());
        assertThat(record.review()).isPresent();
        assertThat(onEdt(() -> frame.model().document().isModified())).isTrue();
        assertThat(onEdt(() -> review().scorecardRows())).hasSize(3);
        // undone, the record keeps no review again
        GuiActionRunner.execute(() -> frame.model().document().undo());
        assertThat(onEdt(() -> frame.model().document().record().review())).isEmpty();
        assertThat(onEdt(() -> review().scorecardRows())).isEmpty();
    }
}
