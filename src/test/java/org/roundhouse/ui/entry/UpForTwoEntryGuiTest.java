package org.roundhouse.ui.entry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.timing.Timeout.timeout;

import java.awt.BorderLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import javax.swing.JButton;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;

import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.upfortwo.UpForTwoMove;
import org.roundhouse.engine.upfortwo.UpForTwoPhase;
import org.roundhouse.engine.upfortwo.UpForTwoState;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.testing.GuiTests;
import org.roundhouse.ui.testing.GuiSession;

/**
 * A game of "Union Pacific for two" entered from the table as a user would: File ▸ New Game
 * with the rule set chosen and the cards dealt at random, then turn after turn in the move
 * panel, a share drawn blind from the personal deck, one blind from the main deck and one
 * face up. The document's position is then the engine's own after the same steps.
 */
class UpForTwoEntryGuiTest {
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

    /** New Game: Union Pacific for two, dealt at random, started. */
    private GameRecord newGame() {
        NewGameDialog dialog = onEdt(() -> new NewGameDialog(null));
        SwingUtilities.invokeLater(() -> dialog.setVisible(true));
        DialogFixture d = new DialogFixture(robot, dialog);
        GuiTests.ready(robot, dialog);
        d.comboBox("newGame.rules").selectItem("Union Pacific for two");
        // two players exactly: the spinner is fixed, the personal decks are on the form
        assertThat(onEdt(() -> d.spinner("newGame.players").target().getValue())).isEqualTo(2);
        assertThat(onEdt(() -> d.spinner("newGame.players").target().isEnabled())).isFalse();
        assertThat(onEdt(() -> d.panel("newGame.personalDecks").target().isShowing())).isTrue();
        d.textBox("newGame.name.A").setText("Winton");
        d.textBox("newGame.name.B").setText("Dave");
        GuiTests.press(robot, d.button("newGame.random"), () -> d.button("newGame.ok").target().isEnabled());
        waitFor("a possible deal", () -> d.button("newGame.ok").target().isEnabled());
        GuiTests.press(robot, d.button("newGame.ok"), () -> !dialog.isShowing());
        waitFor("the dialog to close", () -> !dialog.isShowing());
        return onEdt(() -> dialog.result().orElseThrow());
    }

    private List<JButton> buttons(String prefix) {
        return onEdt(() -> {
            List<JButton> out = new ArrayList<>();
            for (java.awt.Component c : robot.finder().findAll(window.target(), new GenericTypeMatcher<>(JButton.class, true) {
                @Override
                protected boolean isMatching(JButton b) {
                    return b.getName() != null && b.getName().startsWith(prefix) && b.isEnabled();
                }
            })) {
                out.add((JButton) c);
            }
            return out;
        });
    }

    private void clickFirst(String prefix) {
        List<JButton> b = buttons(prefix);
        assertThat(b).as("buttons %s* (%s)", prefix, onEdt(() -> window.label("move.title").target().getText())).isNotEmpty();
        robot.click(b.get(0));
        robot.waitForIdle();
    }

    @Test
    void aGameOfUnionPacificForTwoIsEnteredFromTheTable() throws Exception {
        GameRecord record = newGame();
        assertThat(record.setup().rulesetId()).isEqualTo("up-for-two");
        GameDocument doc = onEdt(() -> GameDocument.of(record, null, "table"));
        JFrame frame = onEdt(() -> {
            JFrame f = new JFrame("entry");
            MovePanel panel = new MovePanel();
            panel.setDocument(doc);
            f.getContentPane().add(panel, BorderLayout.CENTER);
            f.setSize(820, 760);
            return f;
        });
        window = gui.fixture(frame);
        window.show();
        // showing packs the frame to the rows of the first position; later rows (three of a
        // kind wraps to two lines) need the room, or the robot clicks beside the window
        GuiActionRunner.execute(() -> frame.setBounds(40, 40, 820, 760));
        robot.waitForIdle();

        List<String> draws = List.of("move.take.personal", "move.take.blind", "move.take.slot");
        int shareDraws = 0;
        for (int steps = 0; steps < 120; steps++) {
            UpForTwoState s = onEdt(() -> (UpForTwoState) doc.replay().stateAt(doc.cursor()));
            boolean turnDone = onEdt(() -> doc.cursor().isRoot() || doc.replay().isComplete(doc.cursor()));
            if (shareDraws == draws.size() && turnDone) break;
            switch (s.phase()) {
                case INITIAL_INVESTMENT -> clickFirst("move.initial.");
                case THREE_OF_A_KIND -> clickFirst("move.three.keep");
                case DRAW_TRACK -> clickFirst("move.draw.");
                case ACTION -> {
                    if (!buttons("move.build").isEmpty()) {
                        window.list("move.build.sections").clickItem(0);
                        window.button("move.build").click();
                    } else {
                        window.button("move.invest").click();
                    }
                    robot.waitForIdle();
                }
                case DISCARD -> clickFirst("move.discard.");
                case TAKE_SHARE -> {
                    clickFirst(draws.get(Math.min(shareDraws, draws.size() - 1)));
                    shareDraws++;
                }
                case REVEAL -> clickFirst("move.reveal.");
                case PERSONAL_REVEAL -> {
                    assertThat(buttons("move.personal.").get(0).getText()).endsWith("next in the deck");
                    clickFirst("move.personal.");
                }
                case EXCHANGE -> clickFirst("move.keep");
                case GAME_OVER -> throw new AssertionError("the game ended early");
            }
        }
        assertThat(shareDraws).isEqualTo(draws.size());

        // what was entered: the steps of the main line, with the three kinds of share draw
        List<Move> entered = onEdt(() -> {
            List<Move> all = new ArrayList<>();
            for (MoveNode n : doc.record().mainLine()) all.addAll(n.turn().steps());
            return all;
        });
        assertThat(entered).anyMatch(m -> m instanceof UpForTwoMove.TakePersonal)
                .anyMatch(m -> m instanceof UpForTwoMove.RevealPersonal)
                .anyMatch(m -> m instanceof UpForTwoMove.TakeBlind)
                .anyMatch(m -> m instanceof UpForTwoMove.TakeFaceUp)
                .anyMatch(m -> m instanceof BaseMove.Initial);
        int personalSeat = entered.stream().filter(m -> m instanceof UpForTwoMove.TakePersonal).findFirst().orElseThrow().player();
        int fromPersonal = ((UpForTwoMove.RevealPersonal) entered.stream().filter(m -> m instanceof UpForTwoMove.RevealPersonal)
                .findFirst().orElseThrow()).company();
        // the document's position is the engine's after the same steps from the same deal
        Game game = record.setup().game();
        GameState engine = game.newGame(record.setup().deal());
        for (Move m : entered) engine = game.apply(engine, m);
        UpForTwoState expected = (UpForTwoState) engine;
        UpForTwoState shown = onEdt(() -> (UpForTwoState) doc.replay().stateAt(doc.cursor()));
        assertThat(shown.toString()).isEqualTo(expected.toString());
        assertThat(shown.personalDeckSize(personalSeat)).isEqualTo(9);
        assertThat(shown.personalShares(personalSeat, fromPersonal)).isZero();
        assertThat(shown.personalDeckSize(1 - personalSeat)).isEqualTo(10);
        assertThat(shown.display()).containsExactly(expected.display());
        assertThat(shown.markers()).isEqualTo(expected.markers());
        for (int seat = 0; seat < 2; seat++) {
            for (int c = 0; c < shown.board().companyCount(); c++) {
                assertThat(shown.handShares(seat, c)).isEqualTo(expected.handShares(seat, c));
                assertThat(shown.playedShares(seat, c)).isEqualTo(expected.playedShares(seat, c));
            }
        }
        // the last share draw was face up, and a face-up draw removes every marker
        assertThat(entered.stream().filter(m -> m instanceof UpForTwoMove.TakeFaceUp || m instanceof UpForTwoMove.TakeBlind
                || m instanceof UpForTwoMove.TakePersonal).reduce((a, b) -> b).orElseThrow()).isInstanceOf(UpForTwoMove.TakeFaceUp.class);
        assertThat(shown.markers()).isZero();
        assertThat(onEdt(() -> window.label("move.title").target().getText())).startsWith("Move ");
        Optional<String> undo = onEdt(() -> doc.undoable().map(e -> e.name()));
        assertThat(undo).isPresent();
    }
}
