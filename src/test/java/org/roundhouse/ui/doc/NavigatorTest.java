package org.roundhouse.ui.doc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveMark;
import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.testing.TestGames;

class NavigatorTest {
    private static GameRecord record;
    private static List<MoveNode> main;

    @BeforeAll
    static void game() {
        record = TestGames.withVariations(3, 5, 2, 4);
        main = record.mainLine();
    }

    @Test
    void stepsAlongTheMainLine() {
        MoveNode root = record.root();
        assertThat(Navigator.previous(root)).isSameAs(root);
        assertThat(Navigator.next(root)).isSameAs(main.get(0));
        assertThat(Navigator.next(main.get(3))).isSameAs(main.get(4));
        assertThat(Navigator.previous(main.get(4))).isSameAs(main.get(3));
        assertThat(Navigator.first(main.get(10))).isSameAs(root);
        assertThat(Navigator.last(main.get(10))).isSameAs(record.mainLineEnd());
        assertThat(Navigator.next(record.mainLineEnd())).isSameAs(record.mainLineEnd());
    }

    @Test
    void theLineOfAVariationNodeRunsThroughTheVariation() {
        MoveNode branch = main.stream().filter(n -> !n.variations().isEmpty()).findFirst().orElseThrow();
        MoveNode v = branch.variations().get(0);
        List<MoveNode> line = Navigator.line(v);
        assertThat(line.get(0)).isSameAs(record.root());
        assertThat(line).contains(v).doesNotContain(branch.children().get(0));
        assertThat(line.indexOf(v)).isEqualTo(v.moveNumber() + 1);
        assertThat(line.get(line.size() - 1).hasChildren()).isFalse();
        assertThat(Navigator.line(main.get(5))).hasSize(main.size() + 1);
    }

    @Test
    void findsDividendsAndNotes() {
        List<MoveNode> dividends = main.stream().filter(n -> n.turn().drewDividend()).toList();
        assertThat(dividends).isNotEmpty();
        assertThat(Navigator.nextDividend(record.root())).containsSame(dividends.get(0));
        assertThat(Navigator.nextDividend(dividends.get(0))).containsSame(dividends.get(1));
        assertThat(Navigator.previousDividend(dividends.get(1))).containsSame(dividends.get(0));
        assertThat(Navigator.previousDividend(dividends.get(0))).isEmpty();

        assertThat(Navigator.nextNote(record.root())).isEmpty();
        main.get(7).setMark(MoveMark.GOOD);
        main.get(12).setComment("here");
        try {
            assertThat(Navigator.nextNote(record.root())).containsSame(main.get(7));
            assertThat(Navigator.nextNote(main.get(7))).containsSame(main.get(12));
            assertThat(Navigator.previousNote(main.get(20))).containsSame(main.get(12));
        } finally {
            main.get(7).setMark(null);
            main.get(12).setComment("");
        }
    }
}
