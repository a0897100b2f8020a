package org.roundhouse.ui.rules.base;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.base.Phase;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.MoveEntry;
import org.roundhouse.ui.testing.TestGames;

/** "Why not?" picks the build reason by the rule set's refusal code, not by the words of the reason. */
class BaseWhyNotTest {
    @Test
    void withAWildCardInHandTheBuildReasonIsNeverAMissingCard() {
        int checked = 0;
        for (long seed = 1; seed <= 6 && checked < 40; seed++) {
            GameRecord record = TestGames.random(3, seed);
            GameDocument doc = GameDocument.of(record, null, "t");
            for (MoveNode n : record.mainLine()) {
                if (n.isRoot() || n.turn().isInitial() || n.turn().steps().size() < 2) continue;
                // after the node's track draw: the action
                MoveNode parent = n.parent().orElseThrow();
                doc.setCursor(parent);
                MoveEntry e = MoveEntry.at(doc);
                if (e.isOver()) continue;
                e.play(org.roundhouse.TestSeam.step(n.turn().first()));
                MoveEntry at = MoveEntry.at(doc);
                BaseState s = (BaseState) at.state();
                Board board = s.board();
                if (s.phase() != Phase.ACTION || s.trackCards(s.currentPlayer(), board.wildKind()) == 0) {
                    doc.setCursor(parent);
                    continue;
                }
                for (int c = 0; c < board.companyCount(); c++) {
                    java.util.Optional<org.roundhouse.engine.Refusal> why = BaseWhyNot.buildReason(at, s, c);
                    if (why.isPresent()) {
                        assertThat(why.get().code()).as("seed %d, move %d, company %d", seed, n.moveNumber(), c)
                                .isNotEqualTo(org.roundhouse.engine.base.BaseGame.NO_TRACK_CARD);
                        assertThat(why.get().sentence()).doesNotContain("card in hand");
                        checked++;
                    }
                }
                doc.setCursor(parent);
            }
        }
        assertThat(checked).isGreaterThan(10);
    }
}
