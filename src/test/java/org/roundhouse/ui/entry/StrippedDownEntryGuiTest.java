package org.roundhouse.ui.entry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.timing.Timeout.timeout;

import java.awt.BorderLayout;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import javax.swing.JFrame;
import javax.swing.SwingUtilities;

import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.strippeddown.StrippedDownMove;
import org.roundhouse.engine.strippeddown.StrippedDownSetup;
import org.roundhouse.engine.strippeddown.StrippedDownState;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.record.Replay;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.testing.GuiTests;
import org.roundhouse.ui.testing.GuiSession;

/**
 * A stripped-down game entered from the table as a user would: File ▸ New Game with the real
 * deal typed in (hands, first investments, display, the starting player), then turns in the
 * move panel: the deck's top taken and the card that came up named, a pile taken and its
 * refill named, UP bribes, an investment. Saved in both formats and read back, every position
 * of the main line is the same.
 */
class StrippedDownEntryGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession(15);
    private Robot robot;
    private FrameFixture window;

    @BeforeEach
    void setUp() {
        robot = gui.robot();
    }

    private <T> T onEdt(Supplier<T> s) {
        return GuiActionRunner.execute(s::get);
    }

    private void waitFor(String what, Supplier<Boolean> test) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(test::get);
            }
        }, timeout(10_000));
        robot.waitForIdle();
    }

    /** New Game: the stripped-down variant, three seats, the deal of a club night typed in, Ben starts. */
    private GameRecord newGame() {
        NewGameDialog dialog = onEdt(() -> new NewGameDialog(null));
        SwingUtilities.invokeLater(() -> dialog.setVisible(true));
        DialogFixture d = new DialogFixture(robot, dialog);
        GuiTests.ready(robot, dialog);
        d.comboBox("newGame.rules").selectItem("Union Pacific stripped down");
        d.spinner("newGame.players").enterTextAndCommit("3");
        waitFor("three seats", () -> d.comboBox("newGame.hand.C.1").target().isShowing());
        d.textBox("newGame.name.A").setText("Anna");
        d.textBox("newGame.name.B").setText("Ben");
        d.textBox("newGame.name.C").setText("Cleo");
        String[][] hands = {{"BNL", "KCC", "KCC"}, {"BNL", "DM", "SFRB"}, {"ESL", "ESL", "DM"}};
        String[] first = {"BNL", "SFRB", "ESL"};
        for (int p = 0; p < 3; p++) {
            char seat = (char) ('A' + p);
            for (int i = 0; i < 3; i++) d.comboBox("newGame.hand." + seat + "." + (i + 1)).selectItem(hands[p][i]);
            d.comboBox("newGame.first." + seat).selectItem(first[p]);
        }
        // the display still missing: the dialog says so and will not start
        assertThat(onEdt(() -> d.button("newGame.ok").target().isEnabled())).isFalse();
        assertThat(onEdt(() -> d.label("newGame.error").target().getText())).contains("display");
        String[] display = {"ESL", "MS", "ESL", "MS"};
        for (int i = 0; i < 4; i++) d.comboBox("newGame.display." + (i + 1)).selectItem(display[i]);
        d.comboBox("newGame.starts").selectItem("Ben");
        waitFor("a possible deal", () -> d.button("newGame.ok").target().isEnabled());
        GuiTests.press(robot, d.button("newGame.ok"), () -> !dialog.isShowing());
        waitFor("the dialog to close", () -> !dialog.isShowing());
        return onEdt(() -> dialog.result().orElseThrow());
    }

    private StrippedDownState state(GameDocument doc) {
        return onEdt(() -> (StrippedDownState) doc.replay().stateAt(doc.cursor()));
    }

    private void click(String name) {
        window.button(name).requireEnabled().click();
        robot.waitForIdle();
    }

    @Test
    void aRealDealAndItsTurnsAreEnteredSavedAndReadBack(@TempDir Path dir) throws Exception {
        GameRecord record = newGame();
        assertThat(record.setup().rulesetId()).isEqualTo("stripped-down");
        StrippedDownSetup deal = (StrippedDownSetup) record.setup().deal();
        Board board = record.setup().game().board();
        int bnl = company(board, "BNL");
        int kcc = company(board, "KCC");
        int esl = company(board, "ESL");
        int ms = company(board, "MS");
        int dm = company(board, "DM");
        int sfrb = company(board, "SFRB");
        int up = board.unionPacific();
        assertThat(deal.hands().get(0)).containsExactlyInAnyOrder(up, bnl, kcc, kcc);
        assertThat(deal.display()).containsExactly(esl, ms, esl, ms);
        assertThat(deal.first()).isEqualTo(1);
        // a table game: the deck's order is not known
        assertThat(deal.knowsDeckOrders()).isFalse();

        // as File ▸ New Game opens it: the cursor after the first investments
        GameDocument doc = onEdt(() -> {
            GameDocument g = GameDocument.of(record, null, "table");
            g.setCursor(org.roundhouse.ui.doc.Navigator.last(record.root()));
            return g;
        });
        JFrame frame = onEdt(() -> {
            JFrame f = new JFrame("entry");
            MovePanel panel = new MovePanel();
            panel.setDocument(doc);
            f.getContentPane().add(panel, BorderLayout.CENTER);
            f.setSize(820, 700);
            return f;
        });
        window = gui.fixture(frame);
        window.show();
        GuiActionRunner.execute(() -> frame.setBounds(40, 40, 820, 700));
        robot.waitForIdle();

        // the first investments came from the dialog: Ben starts, building
        StrippedDownState s = state(doc);
        assertThat(s.phase()).isEqualTo(StrippedDownState.Phase.ACTION);
        assertThat(s.currentPlayer()).isEqualTo(1);
        assertThat(s.playedShares(0, bnl)).isEqualTo(1);
        assertThat(onEdt(() -> window.label("move.title").target().getText())).isNotEmpty();

        // Ben: a DM train, the deck's top card (a KCC, named by the user), a bribe on pile 3
        click("move.build.DM");
        click("move.take.top");
        assertThat(state(doc).phase()).isEqualTo(StrippedDownState.Phase.DRAW);
        // nobody knows the deck: every company still in it may come, no marker yet
        assertThat(onEdt(() -> window.button("move.card.KCC").target().getText())).isEqualTo("KCC");
        click("move.card.KCC");
        click("move.bribe.slot3");
        s = state(doc);
        assertThat(s.handShares(1, kcc)).isEqualTo(1);
        assertThat(s.trains(dm)).isEqualTo(3);
        assertThat(s.bribes(2)).isEqualTo(1);
        assertThat(s.currentPlayer()).isEqualTo(2);

        // Cleo: an MS train, pile 3 (ESL and Ben's UP), the refill turned up is an SFRB, a bribe on pile 1
        click("move.build.MS");
        click("move.take.slot3");
        assertThat(onEdt(() -> window.label("move.title").target().getText())).contains("Pile 3 is refilled");
        click("move.card.SFRB");
        click("move.bribe.slot1");
        s = state(doc);
        assertThat(s.display()).containsExactly(esl, ms, sfrb, ms);
        assertThat(s.bribes(2)).isZero();
        assertThat(s.bribes(0)).isEqualTo(1);
        assertThat(s.handShares(2, esl)).isEqualTo(2);
        assertThat(s.handShares(2, up)).isEqualTo(2);

        // Anna invests her two KCC shares at once
        click("move.invest.2KCC");
        s = state(doc);
        assertThat(s.playedShares(0, kcc)).isEqualTo(2);
        assertThat(s.handShares(0, kcc)).isZero();
        assertThat(s.currentPlayer()).isEqualTo(1);

        List<Move> entered = onEdt(() -> {
            List<Move> all = new ArrayList<>();
            for (MoveNode n : doc.record().mainLine()) all.addAll(n.turn().steps());
            return all;
        });
        assertThat(entered).contains(new StrippedDownMove.TakeTop(1), new StrippedDownMove.Draw(1, kcc),
                new StrippedDownMove.TakePile(2, 2, esl), new StrippedDownMove.Draw(2, sfrb), new StrippedDownMove.Bribe(2, 0),
                StrippedDownMove.Invest.of(0, kcc, 2));
        // the document's position is the engine's after the same steps from the same deal
        Game game = record.setup().game();
        GameState engine = game.newGame(deal);
        for (Move m : entered) engine = game.apply(engine, m);
        assertThat(s.toString()).isEqualTo(engine.toString());

        // saved in both formats and read back: the same deal and the same position at every move
        GameRecord saved = onEdt(doc::record);
        Replay before = Replay.of(saved);
        for (String name : List.of("table.upn", "table.xml")) {
            Path file = dir.resolve(name);
            RecordSaver.save(saved, file);
            GameRecord loaded = RecordLoader.load(file).orThrow();
            assertThat(loaded.setup().deal()).as(name).isEqualTo(deal);
            Replay after = Replay.of(loaded);
            List<MoveNode> a = before.mainLine();
            List<MoveNode> b = after.mainLine();
            assertThat(b).as(name).hasSameSizeAs(a);
            for (int i = 0; i < a.size(); i++) {
                assertThat(after.stateAt(b.get(i)).toString()).as("%s move %d", name, i).isEqualTo(before.stateAt(a.get(i)).toString());
            }
        }
    }

    private static int company(Board board, String abbr) {
        for (int c = 0; c <= board.companyCount(); c++) if (board.companyAbbreviation(c).equals(abbr)) return c;
        throw new AssertionError("no company " + abbr);
    }
}
