package org.roundhouse.ui.doc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.testing.TestGames;

class GameDocumentTest {
    @Test
    void theCursorStartsAtTheRootAndListenersHearOfMoves() {
        GameRecord r = TestGames.random(3, 2);
        GameDocument d = GameDocument.of(r, null, "test");
        assertThat(d.cursor()).isSameAs(r.root());
        List<String> heard = new ArrayList<>();
        d.addListener(new DocumentListener() {
            @Override
            public void cursorMoved(GameDocument doc, MoveNode from, MoveNode to) {
                heard.add(from.moveNumber() + ">" + to.moveNumber());
            }
        });
        MoveNode m5 = r.mainLine().get(5);
        d.setCursor(m5);
        d.setCursor(m5);
        assertThat(heard).containsExactly("-1>5");
        assertThat(d.state()).isSameAs(d.replay().stateAt(m5));
    }

    @Test
    void editsAreUndoneAndRedone() {
        GameRecord r = TestGames.random(2, 3);
        GameDocument d = GameDocument.of(r, null, "test");
        int[] changes = {0};
        d.addListener(new DocumentListener() {
            @Override
            public void recordChanged(GameDocument doc) {
                changes[0]++;
            }
        });
        MoveNode n = r.mainLine().get(3);
        assertThat(d.isModified()).isFalse();
        d.execute(new CommentEdit(n, "a fine move"));
        assertThat(n.comment()).isEqualTo("a fine move");
        assertThat(d.isModified()).isTrue();
        assertThat(d.undoable()).map(Edit::name).contains("Comment");
        d.undo();
        assertThat(n.comment()).isEmpty();
        assertThat(d.isModified()).isFalse();
        assertThat(d.canRedo()).isTrue();
        d.redo();
        assertThat(n.comment()).isEqualTo("a fine move");
        d.markSaved();
        assertThat(d.isModified()).isFalse();
        d.execute(new CommentEdit(n, ""));
        assertThat(d.canRedo()).isFalse();
        assertThat(changes[0]).isEqualTo(5);
        assertThat(d.version()).isEqualTo(4);
    }
}
