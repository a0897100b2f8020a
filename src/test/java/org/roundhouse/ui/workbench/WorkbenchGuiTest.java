package org.roundhouse.ui.workbench;

import org.roundhouse.TestSeam;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.timing.Timeout.timeout;

import java.awt.Rectangle;
import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.Transferable;
import java.awt.event.KeyEvent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JTable;
import javax.swing.TransferHandler;

import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.board.Board;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.record.Replay;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.ui.testing.GuiTests;
import org.roundhouse.ui.testing.GuiSession;
import org.roundhouse.ui.testing.TestGames;
import org.roundhouse.ui.theme.ThemeChoice;

import com.formdev.flatlaf.FlatLaf;

/** The workbench window driven as a user would, under a (virtual) display. */
class WorkbenchGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession(20);
    @TempDir
    static Path dir;
    private static Path gameFile;
    private static Replay expected;

    private Robot robot;
    private FrameFixture window;
    private WorkbenchWindow frame;
    private WorkbenchPrefs prefs;

    @BeforeAll
    static void writeGame() throws Exception {
        gameFile = dir.resolve("club-night.upn");
        RecordSaver.save(TestGames.annotate(TestGames.withVariations(4, 11, 2, 5), "Club night"), gameFile);
        expected = Replay.of(RecordLoader.load(gameFile).orThrow());
    }


    @BeforeEach
    void setUp() {
        robot = gui.robot();
        prefs = WorkbenchOnScreen.prefs(gui, "gui");
    }

    /** Opens the window on a file (null: the bundled sample) and waits until it is read. */
    private void open(Path file) {
        frame = WorkbenchOnScreen.launch(gui, file, prefs, 1280, 860);
        window = gui.window();
    }

    private void waitLoaded() {
        Pause.pause(new Condition("the record to load") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> frame.model().hasDocument() && !frame.isLoading());
            }
        }, timeout(30_000));
        robot.waitForIdle();
    }

    private int moveNumber() {
        return GuiActionRunner.execute(() -> frame.model().cursor().moveNumber());
    }

    private BaseState expectedAt(int move) {
        MoveNode n = move < 0 ? expected.record().root() : expected.mainLine().get(move);
        return TestSeam.state(expected.stateAt(n));
    }

    private String label(String name) {
        return GuiActionRunner.execute(() -> window.robot().finder().findByName(frame, name, JLabel.class, false).getText());
    }

    private String chips(String name) {
        return GuiActionRunner.execute(() -> window.robot().finder().findByName(frame, name, ChipStrip.class, false).summary());
    }

    /** Everything the panels show, checked against the engine's own state for the move. */
    private void assertPanelsShow(int move) {
        BaseState s = expectedAt(move);
        PositionFacts f = expected.game().facts(s, PositionFacts.ALL_SEEING);
        Board board = s.board();
        for (int p = 0; p < s.players(); p++) {
            assertThat(label("player." + p + ".cash")).isEqualTo("$" + s.cash(p) + "M");
            assertThat(label("player." + p + ".hand")).startsWith(s.handSize(p) + (s.handSize(p) == 1 ? " share" : " shares"));
            int seat = p;
            String played = java.util.stream.IntStream.range(0, board.companyCount() + 1)
                    .filter(c -> s.playedShares(seat, c) > 0)
                    .mapToObj(c -> board.companyAbbreviation(c) + " " + s.playedShares(seat, c))
                    .collect(Collectors.joining(", "));
            assertThat(chips("player." + p + ".played").replaceAll(" \\(\\d\\)", "")).isEqualTo(played.isEmpty() ? "none yet" : played);
        }
        JTable table = window.table("companiesTable").target();
        GuiActionRunner.execute(() -> {
            for (int c = 0; c < board.companyCount(); c++) {
                assertThat(table.getValueAt(c, CompaniesPanel.VALUE)).isEqualTo(s.companyValue(c));
                assertThat(table.getValueAt(c, CompaniesPanel.TRAINS)).isEqualTo(s.trainsPlaced(c));
                assertThat(table.getValueAt(c, CompaniesPanel.TRAINS_LEFT)).isEqualTo(s.trainsLeft(c));
                assertThat(table.getValueAt(c, CompaniesPanel.PLAYED)).isEqualTo(s.totalPlayed(c));
                assertThat(table.getValueAt(c, CompaniesPanel.LEFT)).isEqualTo(s.deckShares(c));
                assertThat((int[]) table.getValueAt(c, CompaniesPanel.PRIMARY)).containsExactly(f.primary[c]);
            }
            int up = board.unionPacific();
            assertThat(table.getValueAt(up, CompaniesPanel.PLAYED)).isEqualTo(s.totalPlayed(up));
            assertThat(table.getValueAt(up, CompaniesPanel.LEFT)).isEqualTo(s.unionPacificLeft());
            return null;
        });
        assertThat(label("decks.shareDeck")).isEqualTo(s.deckSize() + (s.deckSize() == 1 ? " card" : " cards"));
        assertThat(label("decks.dividends")).startsWith(s.dividendsPaid() + " of ");
        assertThat(label("decks.unionPacificLeft")).isEqualTo(Integer.toString(s.unionPacificLeft()));
        assertThat(label("decks.trackDeck")).startsWith(s.trackDeckSize() + " card");
    }

    @Test
    void stepsWithKeysAndButtonsAndThePanelsMatchTheEngine() {
        open(gameFile);
        assertThat(frame.getTitle()).contains("club-night.upn");
        assertThat(moveNumber()).isEqualTo(-1); // the start
        window.tree("moveTree").focus();
        for (int i = 0; i < 12; i++) window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        assertThat(moveNumber()).isEqualTo(11);
        assertPanelsShow(11);
        window.pressAndReleaseKeys(KeyEvent.VK_LEFT, KeyEvent.VK_LEFT);
        assertThat(moveNumber()).isEqualTo(9);
        assertPanelsShow(9);

        window.button("nav.Next").click();
        window.button("nav.Next").click();
        window.button("nav.Next").click();
        assertThat(moveNumber()).isEqualTo(12);
        window.button("nav.Previous").click();
        assertThat(moveNumber()).isEqualTo(11);
        assertPanelsShow(11);

        window.pressAndReleaseKeys(KeyEvent.VK_END);
        int last = expected.record().mainLineEnd().moveNumber();
        assertThat(moveNumber()).isEqualTo(last);
        assertPanelsShow(last);
        assertThat(window.label("moveCounter").text()).isEqualTo(last + " / " + last);
        window.pressAndReleaseKeys(KeyEvent.VK_HOME);
        assertThat(moveNumber()).isEqualTo(-1);
        window.button("nav.Last").click();
        assertThat(moveNumber()).isEqualTo(last);
        window.button("nav.First").click();
        assertThat(moveNumber()).isEqualTo(-1);
        assertPanelsShow(-1);
    }

    @Test
    void jumpsToDividendsCommentsAndClickedMoves() {
        open(gameFile);
        List<MoveNode> dividends = expected.mainLine().stream().filter(n -> n.turn().drewDividend()).toList();
        window.tree("moveTree").focus();
        window.pressAndReleaseKeys(KeyEvent.VK_PAGE_DOWN);
        assertThat(moveNumber()).isEqualTo(dividends.get(0).moveNumber());
        window.button("nav.Next Dividend").click();
        assertThat(moveNumber()).isEqualTo(dividends.get(1).moveNumber());
        assertPanelsShow(dividends.get(1).moveNumber());
        assertThat(label("decks.dividends")).startsWith("2 of ");
        window.pressAndReleaseKeys(KeyEvent.VK_PAGE_UP);
        assertThat(moveNumber()).isEqualTo(dividends.get(0).moveNumber());

        // the first comment after the start: the annotated investment
        window.button("nav.First").click();
        window.button("nav.Next Comment or Mark").click();
        MoveNode firstNote = expected.mainLine().stream()
                .filter(n -> !n.comment().isEmpty() || n.mark().isPresent()).findFirst().orElseThrow();
        assertThat(moveNumber()).isEqualTo(firstNote.moveNumber());
        assertThat(window.textBox("commentArea").text()).isEqualTo(firstNote.comment());

        // a click on a row of the tree goes there
        window.tree("moveTree").clickRow(6);
        int clicked = moveNumber();
        assertThat(clicked).isEqualTo(5); // rows: start, 0, 1, 2, ...
        assertPanelsShow(5);
        // clicking the timeline near its end
        Rectangle r = GuiActionRunner.execute(() -> window.robot().finder().findByName(frame, "timeline", Timeline.class, false).getBounds());
        window.robot().click(window.robot().finder().findByName(frame, "timeline", Timeline.class, false),
                new java.awt.Point(r.width - 10, r.height / 2));
        assertThat(moveNumber()).isEqualTo(expected.record().mainLineEnd().moveNumber());
    }

    @Test
    void stepsIntoVariationsAndBackOut() {
        open(gameFile);
        MoveNode branch = expected.mainLine().stream().filter(n -> !n.variations().isEmpty()).findFirst().orElseThrow();
        MoveNode variation = branch.variations().get(0);
        int row = GuiActionRunner.execute(() -> frame.panel().moveTree() instanceof javax.swing.JTree t
                ? t.getRowForPath(frame.panel().treePanel().pathOf(findIn(frame, variation))) : -1);
        assertThat(row).isPositive();
        window.tree("moveTree").clickRow(row);
        assertThat(GuiActionRunner.execute(() -> frame.model().cursor().isMainLine())).isFalse();
        assertThat(moveNumber()).isEqualTo(variation.moveNumber());
        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        assertThat(moveNumber()).isEqualTo(variation.moveNumber() + 1);
        assertThat(label("status.position")).contains("(variation)");
        // back out of the variation and forward again: the line is kept
        window.pressAndReleaseKeys(KeyEvent.VK_LEFT, KeyEvent.VK_LEFT, KeyEvent.VK_RIGHT);
        assertThat(GuiActionRunner.execute(() -> frame.model().cursor().isMainLine())).isFalse();
        // and the state there is the variation's own
        BaseState s = TestSeam.state(expected.stateAt(variation));
        window.pressAndReleaseKeys(KeyEvent.VK_LEFT);
        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        assertThat(label("player.0.cash")).isEqualTo("$" + s.cash(0) + "M");
    }

    /** The node of the window's own record at the same place as a node of the expected record. */
    private static MoveNode findIn(WorkbenchWindow w, MoveNode other) {
        List<Integer> path = new java.util.ArrayList<>();
        for (MoveNode n = other; !n.isRoot(); n = n.parent().orElseThrow()) {
            path.add(0, n.parent().orElseThrow().children().indexOf(n));
        }
        MoveNode n = w.model().document().record().root();
        for (int i : path) n = n.children().get(i);
        return n;
    }

    @Test
    void aPlayersEyesSeeOnlyTheirOwnHand() {
        open(gameFile);
        GuiActionRunner.execute(() -> frame.model().goToLineIndex(20));
        // all-seeing: every hand is shown, laid out or (where the cards are compact) in the card's tool tip
        assertThat(handShown(0)).isTrue();
        assertThat(handShown(1)).isTrue();
        window.comboBox("viewer").selectItem(2); // Ben's eyes
        assertThat(GuiActionRunner.execute(() -> frame.model().perspective())).isEqualTo(1);
        robot.waitForIdle();
        assertThat(handShown(0)).isFalse();
        assertThat(GuiActionRunner.execute(() -> window.robot().finder().findByName(frame, "player.1.track", JLabel.class, false).isVisible())).isTrue();
        assertThat(label("decks.nextDividend").isEmpty() || !GuiActionRunner.execute(() ->
                window.robot().finder().findByName(frame, "decks.nextDividend", JLabel.class, false).isVisible())).isTrue();
        assertThat(GuiActionRunner.execute(() -> window.table("companiesTable").target().getColumnName(CompaniesPanel.LEFT))).isEqualTo("Unseen");
        assertThat(label("status.viewer")).isEqualTo("Ben's view");
        window.comboBox("viewer").selectItem(0);
        robot.waitForIdle();
        assertThat(handShown(0)).isTrue();
    }

    /** Whether seat p's hand shows: its track line laid out, or the hand in its card's tool tip. */
    private boolean handShown(int p) {
        return GuiActionRunner.execute(() -> {
            JLabel track = window.robot().finder().findByName(frame, "player." + p + ".track", JLabel.class, false);
            String tip = ((javax.swing.JComponent) window.robot().finder().findByName(frame, "player." + p,
                    javax.swing.JComponent.class, false)).getToolTipText();
            return track.isShowing() || tip != null && tip.contains("Track: ");
        });
    }

    @Test
    void aBrokenFileShowsTheLineAndReasonAndOpensTheValidPart() throws Exception {
        List<String> lines = Files.readAllLines(gameFile, StandardCharsets.UTF_8);
        int at = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("15.")) at = i;
        }
        assertThat(at).isPositive();
        lines.set(at, lines.get(at).replaceFirst("^15\\.(\\w) ", "15.$1 +M ZZ:NOWHERE ")); // an illegal move
        Path broken = dir.resolve("broken.upn");
        Files.write(broken, lines, StandardCharsets.UTF_8);
        String error = RecordLoader.load(broken).error().orElseThrow().reason();

        frame = GuiActionRunner.execute(() -> {
            WorkbenchWindow w = WorkbenchApp.launch(broken, prefs);
            w.setBounds(0, 0, 1280, 860);
            return w;
        });
        window = gui.fixture(frame);
        DialogFixture dialog = window.dialog("loadErrorDialog", timeout(30_000));
        GuiTests.ready(robot, dialog.target());
        String message = GuiActionRunner.execute(() -> ((javax.swing.JOptionPane) ((javax.swing.JDialog) dialog.target()).getContentPane().getComponent(0))
                .getMessage().toString());
        assertThat(dialog.target().getTitle()).isEqualTo("Problem in broken.upn");
        assertThat(message).contains("Line " + (at + 1)).contains(error).contains("The part before the error is open");
        GuiTests.pressIn(robot, dialog.target(), java.awt.event.KeyEvent.VK_ENTER);
        waitLoaded();
        assertThat(GuiActionRunner.execute(() -> frame.model().document().record().mainLineEnd().moveNumber())).isEqualTo(14);
        assertThat(message).contains("up to move 14, where the cursor now stands");
        assertThat(GuiActionRunner.execute(() -> frame.model().cursor().moveNumber())).isEqualTo(14);
    }

    @Test
    void openingAFileCanBeCancelledAndTheGameBeforeStays() {
        open(null);
        var sample = GuiActionRunner.execute(() -> frame.model().document());
        // start and cancel in one event-thread task, so the open cannot finish in between
        String status = GuiActionRunner.execute(() -> {
            frame.open(gameFile);
            assertThat(frame.isLoading()).isTrue();
            JButton cancel = (JButton) robot.finder().findByName(frame, "status.cancel", false);
            assertThat(cancel.isShowing()).as("Cancel beside the progress bar").isTrue();
            cancel.doClick();
            return ((JLabel) robot.finder().findByName(frame, "status.message", false)).getText();
        });
        assertThat(status).isEqualTo("Opening cancelled");
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(frame::isLoading)).isFalse();
        assertThat(GuiActionRunner.execute(() -> frame.model().document())).isSameAs(sample);
        assertThat(GuiActionRunner.execute(() -> robot.finder().findByName(frame, "status.cancel", false).isVisible())).isFalse();
        assertThat(prefs.recentFiles()).isEmpty();

        // Esc does the same while a file opens, and nothing otherwise
        javax.swing.Action esc = GuiActionRunner.execute(() -> frame.getRootPane().getActionMap().get(
                frame.getRootPane().getInputMap(javax.swing.JComponent.WHEN_IN_FOCUSED_WINDOW)
                        .get(javax.swing.KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0))));
        assertThat(GuiActionRunner.execute(esc::isEnabled)).isFalse();
        boolean stopped = GuiActionRunner.execute(() -> {
            frame.open(gameFile);
            boolean enabled = esc.isEnabled();
            esc.actionPerformed(new java.awt.event.ActionEvent(frame, 0, "esc"));
            return enabled && !frame.isLoading();
        });
        assertThat(stopped).isTrue();
        assertThat(GuiActionRunner.execute(() -> frame.model().document())).isSameAs(sample);

        // and an open left alone still finishes
        GuiActionRunner.execute(() -> frame.open(gameFile));
        waitLoaded();
        assertThat(frame.getTitle()).contains("club-night.upn");
    }

    @Test
    void opensTheSampleWithoutAFileAndDroppedFilesAndRemembersThem() {
        open(null);
        assertThat(frame.getTitle()).contains("Sample game");
        assertThat(GuiActionRunner.execute(() -> frame.model().document().record().nodeCount())).isGreaterThan(50);
        Transferable files = new Transferable() {
            @Override
            public DataFlavor[] getTransferDataFlavors() {
                return new DataFlavor[] {DataFlavor.javaFileListFlavor};
            }

            @Override
            public boolean isDataFlavorSupported(DataFlavor flavor) {
                return DataFlavor.javaFileListFlavor.equals(flavor);
            }

            @Override
            public Object getTransferData(DataFlavor flavor) {
                return List.of(gameFile.toFile());
            }
        };
        boolean dropped = GuiActionRunner.execute(() -> frame.getTransferHandler()
                .importData(new TransferHandler.TransferSupport(frame.panel(), files)));
        assertThat(dropped).isTrue();
        waitLoaded();
        assertThat(frame.getTitle()).contains("club-night.upn");
        assertThat(prefs.recentFiles()).containsExactly(gameFile.toAbsolutePath().normalize());

        // the theme switch from the menu
        window.menuItemWithPath("View", "Theme", "Dark").click();
        assertThat(GuiActionRunner.execute(FlatLaf::isLafDark)).isTrue();
        assertThat(prefs.theme()).isEqualTo(ThemeChoice.DARK);

        // layout is remembered
        GuiActionRunner.execute(() -> {
            frame.panel().splits().get(0).setDividerLocation(333);
            frame.setBounds(10, 20, 1111, 777);
        });
        window.close();
        robot.waitForIdle();
        assertThat(prefs.divider("split.outer", -1)).isEqualTo(333);
        assertThat(prefs.windowBounds()).isEqualTo(new Rectangle(10, 20, 1111, 777));
        WorkbenchWindow again = GuiActionRunner.execute(() -> new WorkbenchWindow(prefs));
        try {
            assertThat(GuiActionRunner.execute(() -> again.getBounds())).isEqualTo(new Rectangle(10, 20, 1111, 777));
            assertThat(GuiActionRunner.execute(() -> again.panel().splits().get(0).getDividerLocation())).isEqualTo(333);
        } finally {
            GuiActionRunner.execute(again::dispose);
            GuiActionRunner.execute(() -> org.roundhouse.ui.theme.Themes.install(ThemeChoice.LIGHT));
        }
    }
}
