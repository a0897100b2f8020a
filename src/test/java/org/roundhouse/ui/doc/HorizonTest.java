package org.roundhouse.ui.doc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveMark;
import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.testing.TestGames;

class HorizonTest {
    private final GameRecord record = TestGames.withVariations(4, 11, 2, 5);
    private final List<MoveNode> main = record.mainLine();

    @Test
    void everythingShowsTheWholeRecordWithItsNotes() {
        MoveNode last = main.get(main.size() - 1);
        last.setComment("Ben wins");
        last.setMark(MoveMark.GOOD);
        Horizon all = Horizon.at(main.get(3), false, false);
        assertThat(all).isSameAs(Horizon.EVERYTHING);
        assertThat(all.shows(last)).isTrue();
        assertThat(all.cut(main)).isSameAs(main);
        assertThat(all.end(record.root())).isSameAs(last);
        assertThat(all.comment(last)).isEqualTo("Ben wins");
        assertThat(all.hasNote(last)).isTrue();
    }

    @Test
    void theFutureHiddenEndsEveryLineAtTheCursorsMoveAndHidesLaterNotes() {
        MoveNode branch = main.stream().filter(n -> !n.variations().isEmpty()).findFirst().orElseThrow();
        MoveNode side = branch.variations().get(0);
        MoveNode cursor = main.get(side.moveNumber() + 2);
        MoveNode later = main.get(cursor.moveNumber() + 2);
        later.setComment("Ben wins");
        later.setMark(MoveMark.BLUNDER);
        cursor.setComment("now");

        Horizon h = Horizon.at(cursor, true, false);
        assertThat(h.hidesFuture()).isTrue();
        assertThat(h.lastMove()).isEqualTo(cursor.moveNumber());
        assertThat(h.shows(cursor)).isTrue();
        assertThat(h.shows(later)).isFalse();
        assertThat(h.cut(main)).hasSize(cursor.moveNumber() + 1).last().isSameAs(cursor);
        assertThat(h.end(record.root())).isSameAs(cursor);
        assertThat(h.end(side).moveNumber()).as("a variation ends at the cursor's move too").isEqualTo(cursor.moveNumber());
        assertThat(h.comment(later)).isEmpty();
        assertThat(h.mark(later)).isEmpty();
        assertThat(h.hasNote(later)).isFalse();
        assertThat(h.comment(cursor)).isEqualTo("now");
    }

    @Test
    void commentsHiddenHideEveryNoteButNoMove() {
        MoveNode cursor = main.get(4);
        cursor.setComment("Dave gives a BNL");
        cursor.setMark(MoveMark.INTERESTING);
        record.root().setComment("the whole game");
        Horizon h = Horizon.at(cursor, false, true);
        assertThat(h.hidesComments()).isTrue();
        assertThat(h.hidesFuture()).isFalse();
        assertThat(h.shows(main.get(main.size() - 1))).isTrue();
        assertThat(h.comment(cursor)).isEmpty();
        assertThat(h.comment(record.root())).isEmpty();
        assertThat(h.mark(cursor)).isEmpty();
        assertThat(h.hasNote(cursor)).isFalse();
    }
}
