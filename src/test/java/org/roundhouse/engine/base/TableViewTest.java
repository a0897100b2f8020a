package org.roundhouse.engine.base;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.roundhouse.TestSeam;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.Replay;
import org.roundhouse.ui.testing.TestGames;

/** The view over a base table that the base game's and a variant's seat views share, and the facts built on it. */
class TableViewTest {
    private static BaseState midGame() {
        GameRecord r = TestGames.random(4, 9);
        return TestSeam.state(Replay.of(r).stateAt(r.mainLine().get(40)));
    }

    /** A variant's view: the table's reads, and its own idea of what the seat has not seen. */
    private static TableView seeingNothingUnseen(BaseState s, int seat) {
        return new TableView(s, seat) {
            @Override
            public int unseenShares(int company) {
                return 100 + company;
            }
        };
    }

    @Test
    void aSeatReadsTheTableAndOnlyItsOwnHand() {
        BaseState s = midGame();
        TableView v = seeingNothingUnseen(s, 2);
        assertThat(v.seat()).isEqualTo(2);
        for (int c = 0; c <= s.board().companyCount(); c++) assertThat(v.myHandShares(c)).isEqualTo(s.handShares(2, c));
        for (int k = 0; k < s.board().trackCardKinds(); k++) assertThat(v.myTrackCards(k)).isEqualTo(s.trackCards(2, k));
        assertThat(v.myPendingInitial()).isEqualTo(s.pendingInitial(2));
        for (int p = 0; p < 4; p++) assertThat(v.hasChosenInitial(p)).isEqualTo(s.pendingInitial(p) >= 0);
        assertThatThrownBy(() -> seeingNothingUnseen(s, 4)).hasMessage("no seat 4");
        assertThatThrownBy(() -> s.viewFor(-1)).hasMessage("no seat -1");
    }

    @Test
    void factsOfHandsShowTheSeatsOwnHandAndAskTheViewWhatIsUnseen() {
        BaseState s = midGame();
        PositionFacts.Builder f = BaseFacts.table(s, 1);
        BaseFacts.hands(f, s, seeingNothingUnseen(s, 1));
        PositionFacts facts = f.build();
        assertThat(facts.seesHand(1)).isTrue();
        assertThat(facts.seesHand(0)).isFalse();
        for (int c = 0; c <= s.board().companyCount(); c++) {
            assertThat(facts.hand[1][c]).isEqualTo(s.handShares(1, c));
            assertThat(facts.sharesUnseen[c]).isEqualTo(100 + c);
        }
        assertThat(facts.sharesInDeck).isNull();
        assertThat(facts.cardsToNextDividend).isEqualTo(-1);
    }
}
