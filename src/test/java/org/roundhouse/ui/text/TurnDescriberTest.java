package org.roundhouse.ui.text;

import org.roundhouse.TestSeam;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseMove.Build;
import org.roundhouse.engine.base.BaseMove.DrawTrack;
import org.roundhouse.engine.base.BaseMove.Exchange;
import org.roundhouse.engine.base.BaseMove.Reveal;
import org.roundhouse.engine.base.BaseMove.Take;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Replay;
import org.roundhouse.record.Turn;
import org.roundhouse.ui.testing.TestGames;

class TurnDescriberTest {
    private final GameRecord record = TestGames.random(4, 7);
    private final Replay replay = Replay.of(record);
    private final TurnDescriber d = new TurnDescriber(replay.game(), replay::playerName);
    private final Board board = replay.board();

    private int section(String a, String b) {
        return board.sectionBetween(board.cityByCode(a).orElseThrow().index(), board.cityByCode(b).orElseThrow().index())
                .orElseThrow().index();
    }

    @Test
    void aBuildAndATakeInOneSentence() {
        int dm = board.companyIndex("DM");
        int ms = board.companyIndex("MS");
        int sec = section("DEN", "CAS");
        int type = board.section(sec).trackType();
        Turn t = new Turn(0, List.of(new DrawTrack(0, type), new Build(0, type, dm, sec), Take.display(0, ms),
                new Reveal(0, 3), Exchange.keep(0)));
        assertThat(d.describe(t, 0, TurnDescriber.ALL_SEEING))
                .isEqualTo("Anna builds DM Denver–Casper (" + board.trackTypes().get(type) + "), takes MS from the display");
    }

    @Test
    void aWildCardAndADeckDrawAndADividend() {
        int dm = board.companyIndex("DM");
        int sec = section("DEN", "CAS");
        int wild = board.wildKind();
        Turn t = new Turn(1, List.of(new DrawTrack(1, wild), new Build(1, wild, dm, sec), Take.deck(1),
                new Reveal(1, BaseMove.DIVIDEND), new Reveal(1, 4), new Exchange(1, 4)));
        String all = d.describe(t, 1, TurnDescriber.ALL_SEEING);
        assertThat(all).isEqualTo("Ben builds DM Denver–Casper (" + board.trackTypes().get(board.section(sec).trackType())
                + ", wild card), takes " + board.companyAbbreviation(4) + " from the deck, gives "
                + board.companyAbbreviation(4) + " for a UP share — dividend 2 paid");
        assertThat(d.describe(t, 1, 1)).isEqualTo(all);
        assertThat(d.describe(t, 1, 0)).contains("takes a share from the deck").contains("exchanges a share for a UP share")
                .doesNotContain("takes " + board.companyAbbreviation(4));
    }

    @Test
    void everyTurnOfAGameHasWordsAndStepLists() {
        for (MoveNode n : record.mainLine()) {
            int before = replay.stateBefore(n).dividendsDrawn();
            String s = d.describe(n.turn(), before, TurnDescriber.ALL_SEEING);
            assertThat(s).isNotBlank().doesNotContain("BaseMove").doesNotContain("null");
            if (n.turn().isInitial()) assertThat(s).startsWith("Initial investments: Anna ");
            else assertThat(s).startsWith(replay.playerName(n.turn().player()) + " ");
            assertThat(d.steps(n.turn(), 0)).hasSize(n.turn().steps().size());
        }
    }
}
