package org.roundhouse.ui.edit;

import static org.roundhouse.text.Messages.UI;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;

import org.roundhouse.record.Evaluation;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.WinChances;
import org.roundhouse.ui.doc.Edit;
import org.roundhouse.ui.doc.GameDocument;

/**
 * Keeps estimated win chances in the record: its evaluation becomes {@code evaluation} and the
 * given nodes carry their chances. Chances kept under other settings are dropped first (a
 * record keeps one evaluation); under the same settings the other nodes keep theirs. Undo puts
 * back the evaluation and every node's chances as they were.
 */
public final class WinChancesEdit implements Edit {
    private final Evaluation evaluation;
    private final Map<MoveNode, WinChances> chances;
    private Evaluation before;
    private Map<MoveNode, WinChances> chancesBefore;

    public WinChancesEdit(Evaluation evaluation, Map<MoveNode, WinChances> chances) {
        this.evaluation = Objects.requireNonNull(evaluation);
        this.chances = new IdentityHashMap<>(chances);
    }

    @Override
    public String name() {
        return UI.text("edit.name.estimate");
    }

    @Override
    public void apply(GameDocument document) {
        GameRecord record = document.record();
        before = record.evaluation().orElse(null);
        chancesBefore = new IdentityHashMap<>();
        for (MoveNode n : record.allNodes()) n.winChances().ifPresent(c -> chancesBefore.put(n, c));
        if (!evaluation.equals(before)) record.setEvaluation(null);
        record.setEvaluation(evaluation);
        chances.forEach(MoveNode::setWinChances);
    }

    @Override
    public void revert(GameDocument document) {
        GameRecord record = document.record();
        record.setEvaluation(null);
        if (before != null) {
            record.setEvaluation(before);
            chancesBefore.forEach(MoveNode::setWinChances);
        }
    }
}
