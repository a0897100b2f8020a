package org.roundhouse.ui.entry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.timing.Timeout.timeout;

import java.awt.BorderLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JFrame;
import javax.swing.JSpinner;

import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JButtonFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.nineteenth.NineteenthCentury;
import org.roundhouse.engine.nineteenth.NineteenthMove;
import org.roundhouse.engine.nineteenth.NineteenthState;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.rules.EntryPositions;
import org.roundhouse.ui.rules.registry.Workbenches;
import org.roundhouse.ui.rules.nineteenth.NineteenthEntry;
import org.roundhouse.ui.testing.GuiTests;
import org.roundhouse.ui.testing.GuiSession;

/**
 * Three turns of the nineteenth-century variant entered from the table in the move panel, as a
 * user would: Anna buys two shares of a company and one of another, expands the first (she
 * controls it), turns the track card and enters the card under it, and invests $1M into a
 * treasury; Ben buys as many of the first company, so his expansion needs Anna's approval, which
 * she gives; Anna sells a share. The document's position is then the engine's after the same steps.
 */
class NineteenthEntryGuiTest {
    @RegisterExtension
    static final GuiSession gui = new GuiSession(15);
    private Robot robot;
    private FrameFixture window;
    private GameDocument doc;

    @BeforeEach
    void setUp() {
        robot = gui.robot();
    }

    private <T> T onEdt(Supplier<T> s) {
        return GuiActionRunner.execute(s::get);
    }

    private int stepsEntered() {
        return onEdt(() -> {
            int n = 0;
            for (MoveNode m : doc.record().mainLine()) n += m.turn().steps().size();
            return n;
        });
    }

    private NineteenthState state() {
        return onEdt(() -> (NineteenthState) doc.replay().stateAt(doc.cursor()));
    }

    /** Presses the button and waits for one more step in the record. */
    private void press(String name) {
        int before = stepsEntered();
        JButtonFixture b = window.button(name);
        GuiTests.press(robot, b, () -> stepsEntered() > before);
        Pause.pause(new Condition(name + " makes a step") {
            @Override
            public boolean test() {
                return stepsEntered() > before;
            }
        }, timeout(10_000));
        robot.waitForIdle();
    }

    private List<String> enabledButtons(String prefix) {
        return onEdt(() -> {
            List<String> out = new ArrayList<>();
            for (java.awt.Component c : robot.finder().findAll(window.target(), new GenericTypeMatcher<>(JButton.class, true) {
                @Override
                protected boolean isMatching(JButton b) {
                    return b.getName() != null && b.getName().startsWith(prefix) && b.isEnabled();
                }
            })) {
                out.add(c.getName());
            }
            return out;
        });
    }

    @SuppressWarnings("unchecked")
    private void choose(String combo, int company) {
        GuiActionRunner.execute(() -> ((JComboBox<Integer>) window.comboBox(combo).target()).setSelectedItem(company));
        robot.waitForIdle();
    }

    private void count(String spinner, int n) {
        GuiActionRunner.execute(() -> ((JSpinner) window.spinner(spinner).target()).setValue(n));
        robot.waitForIdle();
    }

    /** After a train: the track card turned and the cards shown, until the additional investment. */
    private void cards() {
        for (int i = 0; i < 12 && state().answeringSeat() < 0; i++) {
            List<String> flips = enabledButtons("move.flip.");
            List<String> reveals = enabledButtons("move.reveal.");
            if (!flips.isEmpty()) press(flips.get(0));
            else if (!reveals.isEmpty()) press(reveals.get(reveals.size() - 1));
            else return;
        }
    }

    @Test
    void theTradesExpansionsApprovalAndInvestmentOfThreeTurnsAreEnteredFromTheTable() throws Exception {
        assertThat(Workbenches.entry(RuleSets.require(NineteenthCentury.ID))).isInstanceOf(NineteenthEntry.class);
        doc = onEdt(() -> EntryPositions.after(RuleSets.require(NineteenthCentury.ID), 2, 5, 0));
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

        press("move.begin");
        NineteenthState s = state();
        int first = 0;
        int second = 1;
        // Anna: two shares of the first company, one of the second
        choose("move.company", first);
        count("move.count", 2);
        press("move.buy");
        choose("move.company", second);
        count("move.count", 1);
        press("move.buy");
        assertThat(state().shares(0, first)).isEqualTo(2);
        press("move.done");
        choose("move.expandCompany", first);
        press("move.expand");
        cards();
        choose("move.investCompany", second);
        press("move.invest");
        press("move.done");

        // Ben: as many shares of the first company, so his train needs Anna's approval
        assertThat(state().activePlayer()).isEqualTo(1);
        choose("move.company", first);
        count("move.count", 2);
        press("move.buy");
        press("move.done");
        choose("move.expandCompany", first);
        press("move.expand");
        assertThat(state().answeringSeat()).isEqualTo(0);
        assertThat(onEdt(() -> window.label("move.title").target().getText())).contains("answers");
        press("move.approve");
        cards();
        press("move.done");

        // Anna sells a share back to the bank
        choose("move.company", first);
        count("move.count", 1);
        press("move.sell");
        press("move.done");

        List<Move> entered = onEdt(() -> {
            List<Move> all = new ArrayList<>();
            for (MoveNode n : doc.record().mainLine()) all.addAll(n.turn().steps());
            return all;
        });
        assertThat(entered).anyMatch(m -> m instanceof NineteenthMove.Buy b && b.count() == 2)
                .anyMatch(m -> m instanceof NineteenthMove.Sell)
                .anyMatch(m -> m instanceof NineteenthMove.Expand e && e.player() == 1)
                .anyMatch(m -> m instanceof NineteenthMove.Answer a && a.yes())
                .anyMatch(m -> m instanceof NineteenthMove.Flip)
                .anyMatch(m -> m instanceof NineteenthMove.Invest i && i.amount() == 1);
        Game game = doc.record().setup().game();
        GameState engine = game.newGame(doc.record().setup().deal());
        for (Move m : entered) engine = game.apply(engine, m);
        NineteenthState expected = (NineteenthState) engine;
        NineteenthState shown = state();
        assertThat(shown.trains(first)).isEqualTo(s.trains(first) + 2).isEqualTo(expected.trains(first));
        for (int p = 0; p < 2; p++) {
            assertThat(shown.cash(p)).isEqualTo(expected.cash(p));
            assertThat(shown.shares(p, first)).isEqualTo(expected.shares(p, first));
        }
        assertThat(shown.shares(0, first)).isEqualTo(1);
        assertThat(shown.sharesInBank(first)).isEqualTo(1);
        for (int c = 0; c <= shown.board().unionPacific(); c++) assertThat(shown.treasury(c)).isEqualTo(expected.treasury(c));
    }
}
