package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Replay;
import org.roundhouse.ui.testing.TestGames;

/** The lines the Compare tab offers: the main line, then the variations by the move they branch at. */
class CompareLinesTest {
    @Test
    void positionsAtDifferentPointsOfTheGameAreSaidToBe() {
        assertThat(ComparePanel.apart(40, false, 40, false)).isEmpty();
        assertThat(ComparePanel.apart(112, true, 112, true)).isEmpty();
        assertThat(ComparePanel.apart(112, true, 14, false))
                .isEqualTo("Not the same point of the game: the 1st line's game is over, the 2nd's is not,"
                        + " so the difference includes what one line has not played yet.");
        assertThat(ComparePanel.apart(30, false, 14, false)).contains("the 1st is at move 30, the 2nd at move 14");
        assertThat(ComparePanel.apart(30, false, 31, true)).contains("the 2nd line's game is over, the 1st's is not");
    }

    @Test
    void variationsAreListedByTheMoveTheyBranchAtAndTheNearestOneBeforeTheCursorIsTheDefault() {
        GameRecord record = TestGames.withVariations(3, 5, 3, 4);
        Replay replay = Replay.of(record);
        // a variation inside the first one, which branches later than it
        MoveNode firstHead = record.mainLine().stream().filter(n -> !n.variations().isEmpty()).findFirst().orElseThrow()
                .variations().get(0);
        MoveNode nested = TestGames.addRandomLine(replay, firstHead, 2, 9);
        TestGames.addRandomLine(replay, firstHead.parent().orElseThrow(), 1, 10); // a second line from the same move
        List<ComparePanel.Line> lines = ComparePanel.lines(record.root(), replay);

        assertThat(lines.get(0).label()).startsWith("Main line");
        List<Integer> branchMoves = lines.subList(1, lines.size()).stream().map(l -> l.head().moveNumber()).toList();
        assertThat(lines).hasSize(6);
        assertThat(branchMoves).isSorted();
        assertThat(lines.stream().map(ComparePanel.Line::head)).contains(nested);
        assertThat(lines.get(1).head()).isSameAs(firstHead);

        int firstMove = firstHead.moveNumber();
        assertThat(ComparePanel.nearestVariation(lines, 0)).as("before any variation: the first").isEqualTo(1);
        assertThat(lines.get(ComparePanel.nearestVariation(lines, 200)).head().moveNumber()).isEqualTo(branchMoves.get(branchMoves.size() - 1));
        assertThat(lines.get(ComparePanel.nearestVariation(lines, firstMove)).head().moveNumber()).isEqualTo(firstMove);
        assertThat(ComparePanel.nearestVariation(List.of(lines.get(0)), 10)).isZero();

        // the tree names each line by where it sits: nested variations are "1.1", not "1" again
        MoveNode second = firstHead.parent().orElseThrow().children().get(2);
        assertThat(MoveTreePanel.variationPath(firstHead)).isEqualTo("1");
        assertThat(MoveTreePanel.variationPath(second)).isEqualTo("2");
        assertThat(MoveTreePanel.variationPath(nested)).isEqualTo("1.1");
    }
}
