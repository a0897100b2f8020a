package org.roundhouse.engine.base;

import org.roundhouse.TestSeam;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.Replay;
import org.roundhouse.ui.testing.TestGames;

class BaseFactsTest {
    @Test
    void majoritiesFollowTheDividendRules() {
        assertThat(PositionFacts.majorities(new int[] {0, 0, 0})).isDeepEqualTo(new int[][] {{}, {}});
        assertThat(PositionFacts.majorities(new int[] {0, 3, 0})).isDeepEqualTo(new int[][] {{1}, {}});
        assertThat(PositionFacts.majorities(new int[] {2, 3, 1})).isDeepEqualTo(new int[][] {{1}, {0}});
        assertThat(PositionFacts.majorities(new int[] {3, 3, 1})).isDeepEqualTo(new int[][] {{0, 1}, {}});
        assertThat(PositionFacts.majorities(new int[] {1, 3, 1, 0})).isDeepEqualTo(new int[][] {{1}, {0, 2}});
    }

    @Test
    void theAllSeeingFactsAreTheEnginesNumbers() {
        GameRecord r = TestGames.random(4, 9);
        Replay replay = Replay.of(r);
        BaseState s = TestSeam.state(replay.stateAt(r.mainLine().get(40)));
        PositionFacts f = BaseFacts.of(s, PositionFacts.ALL_SEEING);
        Board b = s.board();
        for (int p = 0; p < 4; p++) {
            assertThat(f.cash[p]).isEqualTo(s.cash(p));
            assertThat(f.handSize[p]).isEqualTo(s.handSize(p));
            assertThat(f.seesHand(p)).isTrue();
            for (int c = 0; c <= b.companyCount(); c++) {
                assertThat(f.played[p][c]).isEqualTo(s.playedShares(p, c));
                assertThat(f.hand[p][c]).isEqualTo(s.handShares(p, c));
            }
        }
        for (int c = 0; c < b.companyCount(); c++) {
            assertThat(f.value[c]).isEqualTo(s.companyValue(c));
            assertThat(f.trainsLeft[c]).isEqualTo(s.trainsLeft(c));
            assertThat(f.sharesInDeck[c]).isEqualTo(s.deckShares(c));
            for (int sec : f.reachable[c]) {
                assertThat(s.freeSpaces(sec)).isPositive();
                assertThat(s.runsOn(c, sec)).isFalse();
                assertThat(b.company(c).mayUse(b.section(sec).trackType())).isTrue();
            }
        }
        assertThat(f.deckSize).isEqualTo(s.deckSize());
        assertThat(f.cardsToNextDividend).isEqualTo(s.cardsToNextDividend());
        assertThat(f.sharesUnseen).isNull();
    }

    @Test
    void onlyTheFirstInvestmentsAreSimultaneous() {
        GameRecord r = TestGames.random(3, 5);
        Replay replay = Replay.of(r);
        assertThat(BaseFacts.of(TestSeam.state(replay.stateAt(r.root())), PositionFacts.ALL_SEEING).simultaneous).isTrue();
        for (var node : r.mainLine()) {
            BaseState s = TestSeam.state(replay.stateAt(node));
            PositionFacts f = BaseFacts.of(s, PositionFacts.ALL_SEEING);
            assertThat(f.simultaneous).isEqualTo(s.phase() == org.roundhouse.engine.base.Phase.INITIAL_INVESTMENT);
            assertThat(f.over).isEqualTo(s.phase() == org.roundhouse.engine.base.Phase.GAME_OVER);
        }
        assertThat(BaseFacts.of(TestSeam.state(replay.stateAt(r.mainLine().get(1))), PositionFacts.ALL_SEEING).simultaneous).isFalse();
    }

    @Test
    void aSeatSeesOnlyItsOwnHandAndNotTheDeck() {
        GameRecord r = TestGames.random(4, 9);
        Replay replay = Replay.of(r);
        BaseState s = TestSeam.state(replay.stateAt(r.mainLine().get(30)));
        PositionFacts f = BaseFacts.of(s, 2);
        assertThat(f.allSeeing()).isFalse();
        assertThat(f.seesHand(2)).isTrue();
        assertThat(f.seesHand(0)).isFalse();
        assertThat(f.hand[0]).isNull();
        assertThat(f.track[1]).isNull();
        assertThat(f.sharesInDeck).isNull();
        assertThat(f.cardsToNextDividend).isEqualTo(-1);
        assertThat(f.handSize[0]).isEqualTo(s.handSize(0));
        assertThat(f.sharesUnseen[0]).isEqualTo(s.viewFor(2).unseenShares(0));
    }

    @Test
    void duringTheInitialInvestmentsOthersChoicesStayFaceDown() {
        GameRecord r = TestGames.random(3, 4);
        Replay replay = Replay.of(r);
        BaseState start = TestSeam.state(replay.stateAt(r.root()));
        PositionFacts f = BaseFacts.of(start, 0);
        assertThat(f.pendingInitial).containsOnly(-1);
    }
}
