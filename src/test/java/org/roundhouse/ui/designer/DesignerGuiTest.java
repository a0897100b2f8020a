package org.roundhouse.ui.designer;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.imageio.ImageIO;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.analysis.sim.SimRun;
import org.roundhouse.analysis.sim.SimulationFiles;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.Replay;
import org.roundhouse.ui.testing.GuiSession;
import org.roundhouse.ui.theme.ThemeChoice;
import org.roundhouse.ui.theme.Themes;

/** The Designer window driven as a designer would (issue #12), under Xvfb. */
class DesignerGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession(20);
    @TempDir
    Path dir;
    private Robot robot;
    private FrameFixture window;
    private DesignerWindow designer;
    private final List<GameRecord> opened = new CopyOnWriteArrayList<>();

    @BeforeEach
    void open() {
        robot = gui.robot();
        designer = GuiActionRunner.execute(() -> {
            Themes.install(ThemeChoice.LIGHT);
            DesignerWindow d = new DesignerWindow(opened::add);
            d.setSize(1400, 900);
            return d;
        });
        window = gui.fixture(designer);
        window.show();
        GuiActionRunner.execute(() -> designer.setBounds(20, 20, 1400, 920));
        robot.waitForIdle();
    }

    private void addCell(String recipe) {
        window.comboBox("recipe").selectItem(recipe);
        window.button("addCell").click();
    }

    private static List<String> seriesKeys(XYDataset d) {
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < d.getSeriesCount(); i++) keys.add(String.valueOf(d.getSeriesKey(i)));
        return keys;
    }

    @Test
    void twoRecipesRunAndBothCellsAreInTheResultsCharts() throws Exception {
        window.spinner("games").enterTextAndCommit("250");
        window.spinner("threads").enterTextAndCommit("1");
        addCell("standard");
        addCell("even-spacing");
        window.table("cells").requireRowCount(2);
        window.button("run").click();
        gui.waitFor("the run to finish", () -> designer.shownRun() != null, 120_000);

        SimRun run = GuiActionRunner.execute(designer::shownRun);
        assertThat(run.totalRows).isEqualTo(500);
        List<String> dividendSeries = GuiActionRunner.execute(() -> seriesKeys(designer.dividendChart.getChart().getXYPlot().getDataset()));
        assertThat(dividendSeries).as("labels made from what differs: the recipe")
                .anyMatch(k -> k.startsWith("standard ·")).anyMatch(k -> k.startsWith("even-spacing ·"));
        XYPlot seats = GuiActionRunner.execute(() -> designer.seatChart.getChart().getXYPlot());
        assertThat(GuiActionRunner.execute(() -> seriesKeys(seats.getDataset()))).containsExactly("standard", "even-spacing");
        assertThat(GuiActionRunner.execute(() -> seats.getDataset().getItemCount(0))).isEqualTo(4);
        List<String> columns = GuiActionRunner.execute(() -> {
            List<String> c = new ArrayList<>();
            for (int i = 0; i < designer.figures.getColumnCount(); i++) c.add(designer.figures.getColumnName(i));
            return c;
        });
        assertThat(columns).containsExactly("Measure", "standard", "even-spacing");
        // the paired differences are in the table too, the value under the cell compared, the row's name not cut off
        int delta = GuiActionRunner.execute(() -> {
            for (int r = 0; r < designer.figures.getRowCount(); r++) {
                if (designer.figures.getValueAt(r, 0).equals("Δ length − standard")) return r;
            }
            return -1;
        });
        assertThat(delta).isNotNegative();
        assertThat(GuiActionRunner.execute(() -> designer.figures.getValueAt(delta, 1))).isEqualTo("");
        assertThat(String.valueOf(GuiActionRunner.execute(() -> designer.figures.getValueAt(delta, 2)))).matches("[+-][0-9.]+ \\[.*\\]");
        for (int c = 0; c < 3; c++) {
            int col = c;
            assertThat(GuiActionRunner.execute(() -> {
                java.awt.FontMetrics fm = designer.figureTable.getFontMetrics(designer.figureTable.getFont());
                int widest = 0;
                for (int r = 0; r < designer.figures.getRowCount(); r++) {
                    widest = Math.max(widest, fm.stringWidth(String.valueOf(designer.figures.getValueAt(r, col))));
                }
                return designer.figureTable.getColumnModel().getColumn(col).getWidth() - widest;
            })).as("room left in column %d", col).isPositive();
        }

        // one dividend at a time, cumulative (the default) or in bins wide enough for the games
        window.comboBox("dividendShown").selectItem("dividend 2");
        assertThat(GuiActionRunner.execute(() -> seriesKeys(designer.dividendChart.getChart().getXYPlot().getDataset())))
                .containsExactly("standard · dividend 2", "even-spacing · dividend 2");
        window.checkBox("dividendCumulative").uncheck();
        assertThat(GuiActionRunner.execute(() -> designer.dividendChart.getChart().getXYPlot().getRangeAxis().getLabel()))
                .matches("Share of games \\(per [0-9]+ turns\\)");
        window.checkBox("dividendCumulative").check();
        window.comboBox("dividendShown").selectItem("every dividend");
        robot.waitForIdle();
        screenshot(Path.of("target", "screenshots", "designer.png"));

        // the run is not saved: opening another one asks first, and Cancel keeps it
        assertThat(GuiActionRunner.execute(designer.runFiles::shownIsUnsaved)).isTrue();
        GuiActionRunner.execute(() -> javax.swing.SwingUtilities.invokeLater(designer.runFiles::chooseRun));
        var ask = org.assertj.swing.finder.JOptionPaneFinder.findOptionPane().withTimeout(10_000).using(robot);
        ask.requireMessage("This session's run has not been saved: save it first, or discard it?");
        // pressed through the button, not the robot: under load Xvfb has dropped the robot's click (CI, stop 28),
        // leaving the modal question over the window for the rest of the test
        javax.swing.JButton cancel = ask.buttonWithText("Cancel").target();
        GuiActionRunner.execute(() -> {
            cancel.doClick();
            return null;
        });
        gui.waitFor("the question to close", () -> !ask.target().isShowing(), 10_000);
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(designer::shownRun)).isSameAs(run);
        window.tabbedPane("resultCharts").selectTab("Seat Win Rates");
        GuiActionRunner.execute(() -> designer.figureTable.scrollRectToVisible(
                designer.figureTable.getCellRect(designer.figures.getRowCount() - 1, 0, true)));
        robot.waitForIdle();
        screenshot(Path.of("target", "screenshots", "designer-seats.png"));

        // the run's files saved and opened again give the same figures
        GuiActionRunner.execute(() -> {
            designer.runFiles.saveRun(dir);
            return null;
        });
        assertThat(dir.resolve(SimulationFiles.GAMES)).exists();
        assertThat(dir.resolve(SimulationFiles.SUMMARY)).exists();
        assertThat(GuiActionRunner.execute(designer.runFiles::shownIsUnsaved)).as("saved: nothing to ask").isFalse();
        SimRun reread = SimRun.load(dir);
        assertThat(Figures.of(reread).rows).isEqualTo(Figures.of(run).rows);

        // a game of the table opens as a record of the same game
        window.tabbedPane("designerTabs").selectTab("Results");
        window.tabbedPane("resultTables").selectTab("Games");
        window.comboBox("gameCell").selectItem("even-spacing");
        window.table("gameRows").requireRowCount(250);
        SimRun.GameRow first = run.games.stream().filter(g -> g.cell() == 1).findFirst().orElseThrow();
        window.table("gameRows").selectRows(0);
        window.button("openGame").click();
        gui.waitFor("the game to open", () -> !opened.isEmpty(), 30_000);
        GameRecord record = opened.get(0);
        assertThat(record.header().event()).contains(first.label()).contains("seed " + first.seed());
        var end = Replay.of(record).finalState();
        int[] rank = end.ranking();
        assertThat(end.cashOf(rank[0]) - end.cashOf(rank[1])).as("the margin of the game's row").isEqualTo(first.margin());
        assertThat(Integer.toString(rank[0] + 1)).isEqualTo(first.winners().split("\\+")[0]);
    }

    @Test
    void aRunCanBeCancelledAndKeepsNoResults() {
        window.spinner("games").enterTextAndCommit("200000");
        addCell("standard");
        window.button("run").click();
        gui.waitFor("games to be played", () -> designer.progress.getValue() > 0, 60_000);
        assertThat(GuiActionRunner.execute(() -> designer.status.getText())).matches("[0-9]+ games/s, about .+ left");
        assertThat(GuiActionRunner.execute(() -> designer.progress.getString())).matches("[0-9,]+ of 200,000 games");
        window.button("cancel").click();
        gui.waitFor("the run to stop", () -> !designer.runner.isRunning(), 30_000);
        assertThat(GuiActionRunner.execute(() -> designer.status.getText())).startsWith("Cancelled");
        assertThat(GuiActionRunner.execute(designer::shownRun)).isNull();
        window.button("run").requireEnabled();
        window.button("cancel").requireDisabled();
    }

    @Test
    void theRecipeEditorSaysWhichLineIsWrongAndWhy() throws Exception {
        window.tabbedPane("designerTabs").selectTab("Recipe Editor");
        GuiActionRunner.execute(() -> designer.recipeEditor.text.setCaretPosition(designer.recipeEditor.text.getDocument().getLength()));
        window.textBox("recipeText").enterText("  stack lots\n");
        gui.waitFor("the problem to show", () -> designer.recipeEditor.problem.getText().startsWith("Line 7:"), 10_000);
        assertThat(GuiActionRunner.execute(() -> designer.recipeEditor.problem.getText())).contains("lots");
        window.button("useRecipe").requireDisabled();
        assertThat(GuiActionRunner.execute(() -> seriesKeys(designer.recipeEditor.chart.getChart().getXYPlot().getDataset())))
                .as("the chart keeps the recipe as last read").contains("my-spacing · dividend 1");

        window.textBox("recipeText").deleteText();
        window.textBox("recipeText").enterText("recipe quarters \"Quarters\"\n  stack rest dividends 2\n  stack rest dividends 2\n");
        gui.waitFor("the recipe to be read", () -> designer.recipeEditor.problem.getText().startsWith("1 recipe"), 10_000);
        List<String> keys = GuiActionRunner.execute(() -> seriesKeys(designer.recipeEditor.chart.getChart().getXYPlot().getDataset()));
        assertThat(keys).contains("quarters · dividend 1", "quarters · dividend 4", "standard · dividend 1");
        robot.waitForIdle();
        screenshot(Path.of("target", "screenshots", "designer-recipe.png"));
        window.button("useRecipe").click();
        window.comboBox("recipe").requireSelection("quarters");
        org.roundhouse.analysis.sim.Cell cell = GuiActionRunner.execute(() -> designer.formCell());
        assertThat(cell.recipes().designed()).containsOnlyKeys("quarters");
        assertThat(cell.game().options()).containsValue("quarters");
        assertThat(org.roundhouse.engine.Recipes.byId("quarters")).as("known to the Designer's cells, not to the whole run").isEmpty();
    }

    private void typeRecipe(String text) {
        window.tabbedPane("designerTabs").selectTab("Recipe Editor");
        GuiActionRunner.execute(() -> designer.recipeEditor.text.setText(text));
        GuiActionRunner.execute(() -> designer.recipeEditor.check());
    }

    private String problem() {
        return GuiActionRunner.execute(() -> designer.recipeEditor.problem.getText());
    }

    @Test
    void theRecipeEditorRefusesWhatACellRefusesAndAFixedRecipeReplacesTheOldOne() {
        typeRecipe("# three dividends on a board of four\nrecipe mine \"Mine\"\n  stack 6\n  stack 18 dividends 1\n  stack rest dividends 2\n");
        assertThat(problem()).isEqualTo("Line 2: deck recipe 'mine' shuffles in 3 dividend cards but the board has 4");
        window.button("useRecipe").requireDisabled();

        typeRecipe("recipe mine \"Mine\"\n  stack 6\n  stack 18 dividends 1\n  stack rest dividends 3\n");
        assertThat(problem()).isEqualTo("1 recipe, no problem found");
        window.button("useRecipe").click();
        window.comboBox("recipe").requireSelection("mine");

        // edited and used again: the new stacks replace the old, no "already in use"
        typeRecipe("recipe mine \"Mine\"\n  stack 6\n  stack rest dividends 4\n");
        assertThat(problem()).isEqualTo("1 recipe, no problem found");
        window.button("useRecipe").click();
        window.comboBox("recipe").requireSelection("mine");
        assertThat(GuiActionRunner.execute(() -> designer.formCell().recipes().designed().get("mine").shape())).isEqualTo("6 / rest+4");
        window.button("addCell").click();
        window.table("cells").requireRowCount(1);

        // once a cell plays it, other stacks under its id are refused, saying which cell
        typeRecipe("recipe mine \"Mine\"\n  stack rest dividends 4\n");
        assertThat(problem()).isEqualTo("Line 1: cell mine uses recipe 'mine' as 6 / rest+4; remove that cell first, or give rest+4 another id");
        window.button("useRecipe").requireDisabled();
        typeRecipe("recipe standard\n  stack rest dividends 4\n");
        assertThat(problem()).startsWith("Line 1: recipe id 'standard' is already a shipped recipe");
    }

    @Test
    void aRecipeWhoseStacksComeUpEmptyIsUsedWithAWarning() {
        typeRecipe("recipe doubled \"Every game a double\"\n  stack 200 dividends 2\n  stack rest dividends 2\n");
        assertThat(problem()).startsWith("Line 1: recipe 'doubled' for 2 to 6 players: stack 1 asks for 200 share cards")
                .endsWith("a double dividend in every game");
        window.button("useRecipe").requireEnabled().click();
        window.button("addCell").click();
        window.table("cells").requireRowCount(1);
        assertThat(GuiActionRunner.execute(() -> designer.status.getText())).startsWith("Cell doubled added; note: recipe 'doubled' for 4 players:")
                .contains("a double dividend in every game");
    }

    @Test
    void theOverlayOffersTheEditorsOwnRecipes() throws Exception {
        typeRecipe("recipe early\n  stack 3 dividends 1\n  stack rest dividends 3\nrecipe late\n  stack rest dividends 3\n  stack 6 dividends 1\n");
        assertThat(window.comboBox("recipeOverlay").contents()).contains("(none)", "standard", "early", "late");
        window.comboBox("recipeShown").selectItem("early");
        window.comboBox("recipeOverlay").selectItem("late");
        assertThat(GuiActionRunner.execute(() -> seriesKeys(designer.recipeEditor.chart.getChart().getXYPlot().getDataset())))
                .contains("early · dividend 1", "late · dividend 4");
        robot.waitForIdle();
        screenshot(Path.of("target", "screenshots", "designer-recipe.png"));
    }

    /** The Label column of the cells table as shown. */
    private List<String> labels() {
        List<String> l = new ArrayList<>();
        for (String[] row : window.table("cells").contents()) l.add(row[0]);
        return l;
    }

    @Test
    void oneClickAddsTheCellForEachBotStrengthNamedByItsBot() {
        window.comboBox("recipe").selectItem("standard");
        window.button("addByStrength").click();
        assertThat(labels()).containsExactly("random", "heuristic", "heuristic2", "ismcts-eval:32");
        assertThat(designer.cells.cells).extracting(c -> c.bots())
                .containsExactly(List.of("random", "random", "random", "random"), List.of("heuristic", "heuristic", "heuristic", "heuristic"),
                        List.of("heuristic2", "heuristic2", "heuristic2", "heuristic2"), java.util.Collections.nCopies(4, "ismcts-eval:32"));
        assertThat(GuiActionRunner.execute(() -> designer.status.getText()))
                .isEqualTo("4 cells added, one for each bot: random, heuristic, heuristic2, ismcts-eval:32");
    }

    @Test
    void theStrengthLadderLeavesOutASearchTooSlowForASweep() throws Exception {
        int nineteenth = GuiActionRunner.execute(() -> {
            for (int i = 0; i < designer.ruleSet.getItemCount(); i++) if (designer.ruleSet.getItemAt(i).id().equals("nineteenth-century")) return i;
            return -1;
        });
        window.comboBox("ruleSet").selectItem(nineteenth);
        window.button("addByStrength").requireVisible().click(); // on the window: its options no longer push the buttons off it
        assertThat(labels()).containsExactly("random", "heuristic", "heuristic2");
        assertThat(GuiActionRunner.execute(() -> designer.status.getText()))
                .isEqualTo("3 cells added, one for each bot: random, heuristic, heuristic2");
        robot.waitForIdle();
        screenshot(Path.of("target", "screenshots", "designer-nineteenth.png"));
    }

    @Test
    void cellLabelsAreMadeFromWhatDiffersAnOptionIncluded() {
        window.comboBox("bot1").replaceText("heuristic");
        window.comboBox("bot2").replaceText("heuristic");
        window.comboBox("bot3").replaceText("heuristic");
        window.comboBox("bot4").replaceText("heuristic");
        addCell("standard");
        assertThat(window.table("cells").valueAt(org.assertj.swing.data.TableCell.row(0).column(0))).isEqualTo("standard");
        window.comboBox("optionDeadTrackRule").selectItem("yes");
        addCell("standard");
        assertThat(labels()).containsExactly("DeadTrackRule=no", "DeadTrackRule=yes");
        addCell("tournament");
        assertThat(labels())
                .containsExactly("standard/DeadTrackRule=no", "standard/DeadTrackRule=yes", "tournament/DeadTrackRule=yes");
        window.textBox("cellLabel").enterText("mine");
        addCell("german");
        assertThat(window.table("cells").valueAt(org.assertj.swing.data.TableCell.row(3).column(0))).isEqualTo("mine");
        window.table("cells").selectRows(0);
        window.button("removeCell").click();
        assertThat(labels()).containsExactly("standard", "tournament", "mine");
    }

    @Test
    void theFileDialogsOpenInTheLastFolderUsed() {
        javax.swing.JFileChooser used = GuiActionRunner.execute(() -> {
            javax.swing.JFileChooser fc = Folders.chooser("t");
            fc.setSelectedFile(dir.resolve("runs.txt").toFile());
            return fc;
        });
        GuiActionRunner.execute(() -> Folders.remember(used));
        assertThat(GuiActionRunner.execute(() -> Folders.chooser("next").getCurrentDirectory().toPath()))
                .isEqualTo(dir.toAbsolutePath());
    }

    @Test
    void theFormFollowsTheRuleSetAndRefusesWhatCannotRun() {
        window.comboBox("ruleSet").selectItem(1); // Union Pacific for two: two players, its own options and bots
        window.spinner("players").requireDisabled();
        assertThat(GuiActionRunner.execute(() -> designer.optionBoxes.size())).isEqualTo(3);
        assertThat(GuiActionRunner.execute(() -> designer.bots.size())).isEqualTo(2);
        assertThat(window.comboBox("bot1").contents()).startsWith("random", "heuristic");
        window.button("addCell").click();
        window.table("cells").requireRowCount(1);
        assertThat(window.table("cells").valueAt(org.assertj.swing.data.TableCell.row(0).column(3))).isEqualTo("2");

        window.comboBox("ruleSet").selectItem(0);
        window.spinner("players").requireEnabled();
        assertThat(window.comboBox("bot1").contents()).contains("random", "heuristic", "search:100");
        window.comboBox("bot1").replaceText("nobody");
        window.button("addCell").click();
        window.table("cells").requireRowCount(1);
        assertThat(GuiActionRunner.execute(() -> designer.status.getText())).startsWith("Not added:").contains("nobody");

        window.textBox("seed").deleteText().enterText("x1");
        window.button("run").click();
        assertThat(GuiActionRunner.execute(() -> designer.status.getText())).contains("the seed must be a whole number");
        assertThat(GuiActionRunner.execute(designer.runner::isRunning)).isFalse();
    }

    @Test
    void theWorkbenchOpensTheDesignerFromItsFileMenu() {
        var prefs = org.roundhouse.ui.workbench.WorkbenchPrefs.inMemoryFor("designer");
        var bench = GuiActionRunner.execute(() -> new org.roundhouse.ui.workbench.WorkbenchWindow(prefs));
        FrameFixture benchWindow = new FrameFixture(robot, bench);
        try {
            benchWindow.show();
            GuiActionRunner.execute(() -> bench.setBounds(40, 40, 1000, 700));
            robot.waitForIdle();
            benchWindow.menuItemWithPath("File", "Designer…").click();
            FrameFixture second = org.assertj.swing.finder.WindowFinder.findFrame(new org.assertj.swing.core.GenericTypeMatcher<DesignerWindow>(
                    DesignerWindow.class) {
                @Override
                protected boolean isMatching(DesignerWindow d) {
                    return d != designer && d.isShowing();
                }
            }).withTimeout(10_000).using(robot);
            second.comboBox("ruleSet").requireEnabled();
            second.close();
        } finally {
            GuiActionRunner.execute(bench::dispose);
        }
    }

    private void screenshot(Path file) throws Exception {
        Files.createDirectories(file.getParent());
        Rectangle r = GuiActionRunner.execute(() -> designer.getBounds());
        BufferedImage img = new java.awt.Robot().createScreenCapture(r);
        ImageIO.write(img, "png", file.toFile());
    }
}
