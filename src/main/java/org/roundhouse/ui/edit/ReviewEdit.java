package org.roundhouse.ui.edit;

import static org.roundhouse.text.Messages.UI;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.SortedMap;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Review;
import org.roundhouse.record.ReviewedStep;
import org.roundhouse.ui.doc.Edit;
import org.roundhouse.ui.doc.GameDocument;

/**
 * Keeps a review of the moves in the record, in place of the one it kept (a record keeps the
 * review of one line). Undo puts back the review and every node's decisions as they were.
 */
public final class ReviewEdit implements Edit {
    private final Review review;
    private final Map<MoveNode, Map<Integer, ReviewedStep>> decisions;
    private Review before;
    private Map<MoveNode, SortedMap<Integer, ReviewedStep>> decisionsBefore;

    public ReviewEdit(Review review, Map<MoveNode, Map<Integer, ReviewedStep>> decisions) {
        this.review = java.util.Objects.requireNonNull(review);
        this.decisions = new IdentityHashMap<>(decisions);
    }

    @Override
    public String name() {
        return UI.text("edit.name.review");
    }

    @Override
    public void apply(GameDocument document) {
        GameRecord record = document.record();
        before = record.review().orElse(null);
        decisionsBefore = new IdentityHashMap<>();
        for (MoveNode n : record.allNodes()) if (!n.reviewedSteps().isEmpty()) decisionsBefore.put(n, n.reviewedSteps());
        record.setReview(null);
        record.setReview(review);
        decisions.forEach(MoveNode::setReviewedSteps);
    }

    @Override
    public void revert(GameDocument document) {
        GameRecord record = document.record();
        record.setReview(null);
        if (before != null) {
            record.setReview(before);
            decisionsBefore.forEach(MoveNode::setReviewedSteps);
        }
    }
}
