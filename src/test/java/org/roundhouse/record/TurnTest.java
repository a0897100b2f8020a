package org.roundhouse.record;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.roundhouse.engine.base.BaseMove;

class TurnTest {
    @Test
    void stepsOfAnotherSeatAreRefusedInWordsWithSeatsCountedFromOne() {
        assertThatThrownBy(() -> new Turn(0, List.of(new BaseMove.DrawTrack(0, 1), new BaseMove.Discard(2, 1))))
                .hasMessage("a step of seat 3 cannot be part of seat 1's turn");
        assertThatThrownBy(() -> new Turn(1, List.of(new BaseMove.Initial(1, 4))))
                .hasMessage("a first investment cannot be part of seat 2's turn");
        assertThatThrownBy(() -> Turn.initial(List.of(new BaseMove.Initial(0, 2), new BaseMove.DrawTrack(1, 0))))
                .hasMessage("a step of seat 2 cannot be part of the initial investments");
    }
}
