package org.roundhouse.record;

import org.roundhouse.TestSeam;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.base.Phase;

/** Replay turns a record into positions; the workbench reads them through this API. */
class ReplayTest {
    private static GameRecord game() {
        return RandomGames.play(org.roundhouse.record.BaseRandomGames.template(4, "standard", true, false, List.of("Anna", "Ben", "Carl", "Dora")), 3);
    }

    @Test
    void statesFollowTheMainLineAndAreCached() {
        GameRecord record = game();
        Replay replay = Replay.of(record);
        List<MoveNode> main = replay.mainLine();
        assertThat(main.get(0).turn().isInitial()).isTrue();
        assertThat(replay.stateAt(record.root())).isSameAs(replay.initialState());
        assertThat(TestSeam.state(replay.initialState()).phase()).isEqualTo(Phase.INITIAL_INVESTMENT);
        assertThat(TestSeam.state(replay.stateAt(main.get(0))).phase()).isEqualTo(Phase.DRAW_TRACK);
        for (int i = 1; i < main.size(); i++) {
            BaseState s = TestSeam.state(replay.stateAt(main.get(i)));
            assertThat(s.turn()).isEqualTo(s.isOver() ? s.turn() : i);
            assertThat(replay.stateAt(main.get(i))).as("cached").isSameAs(s);
            assertThat(replay.stateBefore(main.get(i))).isSameAs(replay.stateAt(main.get(i - 1)));
        }
        assertThat(replay.finalState().isOver()).isTrue();
        assertThat(replay.finalState()).isSameAs(replay.stateAt(main.get(main.size() - 1)));
        assertThat(replay.playerNames()).containsExactly("Anna", "Ben", "Carl", "Dora");
        assertThat(replay.label(main.get(5))).isEqualTo("move 5 (Anna)");
        assertThat(replay.label(main.get(0))).isEqualTo("move 0 (initial investments)");
    }

    @Test
    void stepStatesShowEveryStepOfATurn() {
        GameRecord record = game();
        Replay replay = Replay.of(record);
        MoveNode n = replay.mainLine().get(7);
        List<BaseState> steps = TestSeam.states(replay.stepStates(n));
        assertThat(steps).hasSize(n.turn().steps().size());
        assertThat(steps.get(0).phase()).isEqualTo(Phase.ACTION);
        assertThat(steps.get(steps.size() - 1).turn()).isEqualTo(7);
        assertThat(replay.isComplete(n)).isTrue();
    }

    @Test
    void linesAndVariations() {
        GameRecord record = game();
        Replay replay = Replay.of(record);
        MoveNode parent = replay.mainLine().get(9);
        replay.addTurn(parent, Fixtures.randomTurn(replay.game(), replay.stateAt(parent), new SplittableRandom(1)));
        assertThat(parent.children()).hasSize(2);
        MoveNode alt = parent.variations().get(0);
        assertThat(alt.isMainLine()).isFalse();
        assertThat(replay.line(alt)).hasSize(11).startsWith(replay.mainLine().subList(0, 10).toArray(new MoveNode[0]));
        MoveNode next = replay.addTurn(alt, Fixtures.randomTurn(replay.game(), replay.stateAt(alt), new SplittableRandom(2)));
        assertThat(replay.line(next)).hasSize(12).endsWith(alt, next);
        assertThat(TestSeam.state(replay.stateAt(next)).turn()).isEqualTo(11);
        assertThat(replay.line(alt).get(10)).isSameAs(alt);
        assertThat(replay.line(record.root())).isEmpty();
        assertThat(replay.stateBefore(alt)).isSameAs(replay.stateAt(parent));
        assertThat(alt.moveNumber()).isEqualTo(10);

        parent.promote(alt);
        assertThat(alt.isMainLine()).isTrue();
        assertThat(record.mainLine().get(10)).isSameAs(alt);
        assertThat(Replay.of(record).finalState()).isNotNull();
    }

    @Test
    void addTurnChecksTheRules() {
        GameRecord record = game();
        Replay replay = Replay.of(record);
        MoveNode parent = replay.mainLine().get(3);
        int seat = replay.stateAt(parent).currentPlayer();
        Turn wrongSeat = new Turn((seat + 1) % 4, List.of(new BaseMove.DrawTrack((seat + 1) % 4, 0)));
        assertThat(replay.explainIllegal(parent, wrongSeat)).isPresent().get().asString().startsWith("step 1: it is seat");
        assertThatThrownBy(() -> replay.addTurn(parent, wrongSeat)).isInstanceOf(IllegalArgumentException.class);
        assertThat(parent.children()).hasSize(1);

        Turn legal = Fixtures.randomTurn(replay.game(), replay.stateAt(parent), new SplittableRandom(5));
        MoveNode added = replay.addTurn(parent, legal);
        assertThat(parent.variations()).containsExactly(added);
        assertThat(TestSeam.state(replay.stateAt(added)).turn()).isEqualTo(4);
    }

    @Test
    void aTreeEditedAroundTheRulesIsReportedWhenReplayed() {
        GameRecord record = game();
        MoveNode parent = record.mainLine().get(3);
        BaseState s = TestSeam.state(Replay.of(record).stateAt(parent));
        int seat = s.currentPlayer();
        MoveNode bad = parent.addChild(new Turn(seat, List.of(new BaseMove.DrawTrack(seat, 0), new BaseMove.Invest(seat, 10, 99, -1))));
        Replay replay = Replay.of(record);
        assertThatThrownBy(() -> replay.stateAt(bad)).isInstanceOf(ReplayException.class)
                .hasMessageContaining("move 4 (" + record.setup().players().get(seat) + ")")
                .satisfies(e -> assertThat(((ReplayException) e).node()).isSameAs(bad));
    }

    @Test
    void turnsAreValidatedOnConstruction() {
        assertThatThrownBy(() -> new Turn(1, List.of())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Turn(1, List.of(new BaseMove.DrawTrack(2, 0)))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Turn.initial(List.of(new BaseMove.DrawTrack(0, 0)))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Turn(0, List.of(new BaseMove.Initial(0, 1)))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void commentsAreNormalized() {
        MoveNode n = game().mainLine().get(2);
        n.setComment("a\r\nb\rc\u0000d\u0007e\tf\uD83D\uDE82");
        assertThat(n.comment()).isEqualTo("a\nb\ncde\tf\uD83D\uDE82");
        n.setComment("lone \uD83D surrogate");
        assertThat(n.comment()).isEqualTo("lone  surrogate");
        n.setComment(null);
        assertThat(n.comment()).isEmpty();
        assertThat(new Header(" a\nb ", null, "", "", "").event()).isEqualTo("a b");
    }
}
