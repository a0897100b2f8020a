package org.roundhouse.ui.edit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.roundhouse.record.Evaluation;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.WinChances;
import org.roundhouse.ui.doc.GameDocument;

class WinChancesEditTest {
    private static final Evaluation HEURISTIC = new Evaluation("heuristic", 300, 0.03, 1, -1);
    private static final Evaluation RANDOM = new Evaluation("random", 50, 0, 1, -1);

    private static WinChances chances(double first) {
        return new WinChances(50, new double[] {first, 1 - first}, new double[] {0.05, 0.05});
    }

    @Test
    void otherSettingsReplaceEveryChanceAndUndoPutsThemBack() {
        GameRecord record = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(2, "standard", false, false, null), 3);
        List<MoveNode> line = record.mainLine();
        GameDocument doc = GameDocument.of(record, null, "t");
        record.setEvaluation(HEURISTIC);
        line.get(0).setWinChances(chances(0.5));
        line.get(1).setWinChances(chances(0.6));

        doc.execute(new WinChancesEdit(RANDOM, Map.of(line.get(2), chances(0.7))));
        assertThat(record.evaluation()).contains(RANDOM);
        assertThat(line.get(0).winChances()).isEmpty();
        assertThat(line.get(1).winChances()).isEmpty();
        assertThat(line.get(2).winChances()).contains(chances(0.7));
        assertThat(doc.isModified()).isTrue();

        doc.undo();
        assertThat(record.evaluation()).contains(HEURISTIC);
        assertThat(line.get(0).winChances()).contains(chances(0.5));
        assertThat(line.get(1).winChances()).contains(chances(0.6));
        assertThat(line.get(2).winChances()).isEmpty();

        doc.redo();
        assertThat(record.evaluation()).contains(RANDOM);
        assertThat(line.get(2).winChances()).contains(chances(0.7));
        assertThat(line.get(0).winChances()).isEmpty();
    }

    @Test
    void theSameSettingsKeepTheOtherNodesChances() {
        GameRecord record = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(2, "standard", false, false, null), 4);
        List<MoveNode> line = record.mainLine();
        GameDocument doc = GameDocument.of(record, null, "t");
        record.setEvaluation(HEURISTIC);
        line.get(0).setWinChances(chances(0.5));

        doc.execute(new WinChancesEdit(HEURISTIC, Map.of(line.get(1), chances(0.4), line.get(0), chances(0.45))));
        assertThat(line.get(0).winChances()).contains(chances(0.45));
        assertThat(line.get(1).winChances()).contains(chances(0.4));
        doc.undo();
        assertThat(record.evaluation()).contains(HEURISTIC);
        assertThat(line.get(0).winChances()).contains(chances(0.5));
        assertThat(line.get(1).winChances()).isEmpty();
    }

    @Test
    void chancesJudgedAfterOtherTurnsAreOtherSettings() {
        GameRecord record = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(2, "standard", false, false, null), 5);
        List<MoveNode> line = record.mainLine();
        GameDocument doc = GameDocument.of(record, null, "t");
        Evaluation judged = new Evaluation("heuristic", 300, 0.03, 1, -1, 50);
        record.setEvaluation(HEURISTIC);
        line.get(0).setWinChances(chances(0.5));

        doc.execute(new WinChancesEdit(judged, Map.of(line.get(1), chances(0.4))));
        assertThat(record.evaluation()).contains(judged);
        assertThat(line.get(0).winChances()).as("played to the end: not kept beside judged ones").isEmpty();
        doc.execute(new WinChancesEdit(new Evaluation("heuristic", 300, 0.03, 1, -1, 50), Map.of(line.get(2), chances(0.3))));
        assertThat(line.get(1).winChances()).as("judged after the same turns: kept").contains(chances(0.4));
        doc.execute(new WinChancesEdit(new Evaluation("heuristic", 300, 0.03, 1, -1, 10), Map.of(line.get(3), chances(0.2))));
        assertThat(line.get(1).winChances()).as("judged after other turns: dropped").isEmpty();
        doc.undo();
        doc.undo();
        doc.undo();
        assertThat(record.evaluation()).contains(HEURISTIC);
        assertThat(line.get(0).winChances()).contains(chances(0.5));
    }
}
