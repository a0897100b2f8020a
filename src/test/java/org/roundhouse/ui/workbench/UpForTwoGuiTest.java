package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.timing.Timeout.timeout;

import java.awt.event.KeyEvent;
import java.util.List;
import java.util.Map;

import javax.swing.JLabel;
import javax.swing.JTable;

import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.engine.FactTable;
import org.roundhouse.engine.upfortwo.UpForTwoState;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.Replay;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.testing.GuiSession;

/**
 * A game of "Union Pacific for two" in the workbench, through the rule-set seam only: opened,
 * stepped through to the end with the keyboard, every position's decks (main deck, and the
 * variant's own tables: both personal decks, the display with its markers, the cards removed,
 * the traded cards) and the house checked against the engine's own state; then through one
 * player's eyes.
 */
class UpForTwoGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession();
    /** A game whose markers removed cards from the game (and put four on the display). */
    private static final long SEED = 9;
    private Robot robot;
    private FrameFixture window;
    private WorkbenchWindow frame;
    private WorkbenchPrefs prefs;
    private GameRecord record;
    private Replay expected;

    @BeforeEach
    void setUp() {
        robot = gui.robot();
        prefs = WorkbenchOnScreen.prefs(gui, "up-for-two");
        record = RandomGames.play(RandomGames.template("up-for-two", Map.of(), 2, List.of("Winton", "Dave")), SEED);
        expected = Replay.of(RandomGames.play(RandomGames.template("up-for-two", Map.of(), 2, List.of("Winton", "Dave")), SEED));
        frame = GuiActionRunner.execute(() -> {
            WorkbenchWindow w = WorkbenchApp.launch(null, prefs);
            w.setBounds(0, 0, 1400, 900);
            return w;
        });
        window = gui.fixture(frame);
        GuiActionRunner.execute(() -> frame.setLocation(0, 0));
        Pause.pause(new Condition("the sample to load") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> frame.model().hasDocument() && !frame.isLoading());
            }
        }, timeout(30_000));
        // no record reader for the variant yet: the document is made from the generated game
        GuiActionRunner.execute(() -> frame.model().setDocument(GameDocument.of(record, null, "Union Pacific for two")));
        robot.waitForIdle();
    }

    private String label(String name) {
        return GuiActionRunner.execute(() -> robot.finder().findByName(frame, name, JLabel.class, false).getText());
    }

    private boolean showing(String name) {
        return GuiActionRunner.execute(() -> robot.finder().findByName(frame, name, java.awt.Component.class, false).isShowing());
    }

    /** The rule set's table of the key as the decks panel shows it. */
    private FactTable shownTable(String key) {
        return GuiActionRunner.execute(() -> robot.finder().findByName(frame, "decks.tables", FactTablesView.class, false).tables())
                .stream().filter(t -> t.key().equals(key)).findFirst().orElseThrow(() -> new AssertionError("no table " + key));
    }

    private static String cards(int n) {
        return n + (n == 1 ? " card" : " cards");
    }

    @Test
    void everyPositionShowsThePersonalDecksTheMarkersAndTheHouse() {
        Board board = record.setup().board();
        List<MoveNode> main = new java.util.ArrayList<>(List.of(record.root()));
        main.addAll(record.mainLine());
        List<MoveNode> expectedLine = new java.util.ArrayList<>(List.of(expected.record().root()));
        expectedLine.addAll(expected.record().mainLine());
        GuiActionRunner.execute(() -> frame.panel().moveTree().requestFocusInWindow());
        window.pressAndReleaseKeys(KeyEvent.VK_HOME);
        int markedPositions = 0;
        int removedPositions = 0;
        int tradedPositions = 0;
        for (int i = 0; i < main.size(); i++) {
            if (i > 0) window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
            robot.waitForIdle();
            MoveNode node = main.get(i);
            assertThat(GuiActionRunner.execute(() -> frame.model().cursor().moveNumber())).isEqualTo(node.moveNumber());
            UpForTwoState s = (UpForTwoState) expected.stateAt(expectedLine.get(i));
            String at = "move " + node.moveNumber();

            assertThat(label("decks.shareDeck")).as(at).isEqualTo(cards(s.mainDeckSize()));
            // the variant's own decks are its tables, shown as they are
            for (int p = 0; p < 2; p++) {
                assertThat(label("decks.tables.personal.0." + (p + 1))).as(at).isEqualTo(Integer.toString(s.personalDeckSize(p)));
                StringBuilder deck = new StringBuilder();
                StringBuilder shownDeck = new StringBuilder();
                for (int c = 0; c < board.companyCount(); c++) {
                    if (s.personalShares(p, c) > 0) deck.append(deck.length() > 0 ? ", " : "").append(board.companyAbbreviation(c));
                }
                for (List<FactTable.Cell> row : shownTable("personal").rows().subList(1, shownTable("personal").rows().size())) {
                    if (row.get(p + 1).number()) shownDeck.append(shownDeck.length() > 0 ? ", " : "").append(board.companyAbbreviation(row.get(0).company()));
                }
                assertThat(shownDeck.toString()).as(at).isEqualTo(deck.toString());
            }
            assertThat(showing("decks.display")).as("the display is the variant's table, not the chips").isFalse();
            FactTable display = shownTable(FactTable.DISPLAY);
            int marked = 0;
            for (int row = 0; row < display.rows().size(); row++) {
                if (label("decks.tables.display." + row + ".2").equals("marked")) {
                    marked++;
                    // markers sit on the oldest cards, on the left
                    assertThat(row).as(at).isLessThan(s.markers());
                }
            }
            assertThat(marked).as(at).isEqualTo(s.markers());
            if (s.markers() > 0) {
                markedPositions++;
                assertThat(label("decks.tables.display.title")).isEqualTo("Display · " + s.markers() + (s.markers() == 1 ? " marker" : " markers"));
            }
            int removed = 0;
            for (int c = 0; c < board.companyCount(); c++) removed += s.removedByMarkers(c) + s.table().flushedShares(c);
            int shownRemoved = 0;
            for (List<FactTable.Cell> row : shownTable("removed").rows()) {
                for (FactTable.Cell cell : row.subList(1, 3)) if (cell.number()) shownRemoved += Integer.parseInt(cell.text());
            }
            assertThat(shownRemoved).as(at).isEqualTo(removed);
            if (removed > 0) removedPositions++;
            assertThat(label("decks.tables.traded.title")).as(at).isEqualTo("Traded under the deck · " + cards(s.tradedUnderDeck().size()));
            if (!s.tradedUnderDeck().isEmpty()) tradedPositions++;
            assertThat(label("player.house.cash")).as(at).isEqualTo("$" + s.houseCash() + "M");
            for (int p = 0; p < 2; p++) assertThat(label("player." + p + ".cash")).as(at).isEqualTo("$" + s.cash(p) + "M");
        }
        assertThat(GuiActionRunner.execute(() -> frame.model().document().state().isOver())).as("stepped to the end").isTrue();
        assertThat(markedPositions).as("the game put markers on the display").isPositive();
        assertThat(tradedPositions).as("the game traded for Union Pacific shares").isPositive();
        assertThat(removedPositions).as("markers removed cards from the game").isPositive();
        assertThat(label("player.house.holds")).isEqualTo("Paid at the fourth dividend");
        // the charts of the game paint, their dividend tips with the house among the recipients
        GuiActionRunner.execute(() -> frame.panel().dock().setSelectedIndex(frame.panel().dock().indexOfTab("Charts")));
        org.roundhouse.ui.charts.ChartsPanel charts = GuiActionRunner.execute(
                () -> robot.finder().findByType(frame, org.roundhouse.ui.charts.ChartsPanel.class, false));
        Pause.pause(new Condition("the charts") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> charts.chart(org.roundhouse.analysis.series.SeriesKind.CASH).isPresent());
            }
        }, timeout(30_000));
        robot.waitForIdle();
        GuiActionRunner.execute(() -> {
            java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(Math.max(1, charts.getWidth()),
                    Math.max(1, charts.getHeight()), java.awt.image.BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = img.createGraphics();
            charts.paint(g);
            g.dispose();
        });
        // the house column: what the house would hold, Union Pacific's shares left included
        JTable table = GuiActionRunner.execute(() -> robot.finder().findByName(frame, "companiesTable", JTable.class, false));
        int house = CompaniesPanel.REACH + 1;
        assertThat(GuiActionRunner.execute(() -> table.getColumnName(house))).isEqualTo("House");
        UpForTwoState end = (UpForTwoState) expected.stateAt(expected.record().mainLineEnd());
        for (int c = 0; c <= board.companyCount(); c++) {
            int row = c;
            assertThat(GuiActionRunner.execute(() -> ((FactTable.Cell) table.getModel().getValueAt(row, house)).text()))
                    .isEqualTo(Integer.toString(end.game().houseShares(end, c)));
        }
    }

    @Test
    void throughAPlayersEyesTheOtherPersonalDeckIsACountAndTheOtherHandHidden() {
        List<MoveNode> main = record.mainLine();
        GuiActionRunner.execute(() -> {
            frame.model().document().setCursor(main.get(main.size() / 2));
            frame.model().setPerspective(0);
        });
        robot.waitForIdle();
        UpForTwoState s = (UpForTwoState) expected.stateAt(expected.record().mainLine().get(main.size() / 2));
        assertThat(label("decks.tables.personal.0.2")).isEqualTo(Integer.toString(s.personalDeckSize(1)));
        List<List<FactTable.Cell>> decks = shownTable("personal").rows();
        assertThat(decks.size() - 1).as("my own personal deck's cards").isEqualTo(s.personalDeckSize(0));
        assertThat(decks.subList(1, decks.size())).as("the other's personal deck's cards").allSatisfy(row -> assertThat(row.get(2).text()).isEqualTo("?"));
        assertThat(showing("player.1.handShares")).as("the other's hand").isFalse();
        assertThat(showing("player.0.handShares")).isTrue();
        JTable table = GuiActionRunner.execute(() -> robot.finder().findByName(frame, "companiesTable", JTable.class, false));
        assertThat(GuiActionRunner.execute(table::getColumnCount)).as("no House column through a player's eyes").isEqualTo(9);
        assertThat(GuiActionRunner.execute(() -> table.getColumnName(CompaniesPanel.LEFT))).isEqualTo("Unseen");
    }
}
