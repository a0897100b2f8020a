package org.roundhouse.analysis.review;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.record.Replay;
import org.roundhouse.record.Review;
import org.roundhouse.record.ReviewText;

/** A review of some moves of a line: exactly those decisions, the same as the whole line's, kept and merged honestly. */
class RangeReviewTest {
    private static final MoveReview.Settings SMALL = new MoveReview.Settings(3, 6, 2, MoveReview.Thresholds.DEFAULT);

    /** The first ten moves (0 to 9) of a three-player game. */
    private static GameRecord game() throws Exception {
        GameRecord r = RecordLoader.load(Path.of("sample-games/3p-standard.upn")).orThrow();
        MoveNode last = r.mainLine().get(9);
        for (MoveNode child : List.copyOf(last.children())) last.removeChild(child);
        return r;
    }

    private static LineReview.Line line(GameRecord r) {
        List<MoveNode> nodes = new ArrayList<>(List.of(r.root()));
        nodes.addAll(r.mainLine());
        return LineReview.of(Replay.of(r), nodes);
    }

    /** Reviews the moves {@code from} to {@code to} (null: the ends) with the seed and keeps the review as the plan says. */
    private static LineReview.Plan reviewAndStore(GameRecord r, Integer from, Integer to, long seed) throws InterruptedException {
        LineReview.Line line = line(r);
        Replay replay = Replay.of(r);
        int players = replay.playerNames().size();
        LineReview.Plan plan = LineReview.plan(r, line, LineReview.settingsOf(SMALL, "random", seed, players), from, to);
        LineReview.Result result = LineReview.review(replay.game(), players, line, "random", SMALL, seed, 1, null, () -> false, plan);
        LineReview.store(r, line, result, SMALL, "random", seed, plan);
        return plan;
    }

    private static List<Integer> movesReviewed(GameRecord r) {
        return ReviewText.nodesReviewed(r).stream().map(MoveNode::moveNumber).toList();
    }

    @Test
    void aRangeReviewsExactlyItsDecisionsAsTheWholeLineDoes() throws Exception {
        GameRecord r = game();
        LineReview.Line line = line(r);
        Replay replay = Replay.of(r);
        LineReview.Result whole = LineReview.review(replay.game(), 3, line.positions(), line.steps(), "random", SMALL, 7, 1, null, () -> false);
        LineReview.Plan plan = LineReview.plan(r, line, LineReview.settingsOf(SMALL, "random", 7, 3), 4, 6);
        assertThat(plan.keeping()).isEqualTo(LineReview.Keeping.NEW);
        LineReview.Result part = LineReview.review(replay.game(), 3, line, "random", SMALL, 7, 2, null, () -> false, plan);
        int reviewed = 0;
        for (int i = 0; i < line.steps().size(); i++) {
            int move = line.nodes().get(i).moveNumber();
            if (move >= 4 && move <= 6) {
                assertThat(part.decisions().get(i)).as("step %d", i).isEqualTo(whole.decisions().get(i));
                if (part.decisions().get(i) != null) reviewed++;
            } else {
                assertThat(part.decisions().get(i)).as("step %d", i).isNull();
            }
        }
        assertThat(reviewed).isPositive();
        // the luck counts only the draws of the moves reviewed
        for (int seat = 0; seat < 3; seat++) {
            double luck = 0;
            for (int i = plan.decide().from(); i < plan.decide().to(); i++) {
                if (line.positions().get(i).isChanceNode()) luck += whole.chances().get(i + 1).p(seat) - whole.chances().get(i).p(seat);
            }
            assertThat(part.scorecards().get(seat).luck()).isCloseTo(luck, within(1e-12));
        }
    }

    @Test
    void aRangeIsKeptWithTheMovesItCoversAndBothFormatsReadItBack() throws Exception {
        GameRecord r = game();
        reviewAndStore(r, 4, 6, 7);
        Review kept = r.review().orElseThrow();
        assertThat(kept.isPartial()).isTrue();
        assertThat(kept.fromMove()).isEqualTo(4);
        assertThat(kept.toMove()).isEqualTo(6);
        assertThat(movesReviewed(r)).isNotEmpty().allMatch(m -> m >= 4 && m <= 6);
        String upn = RecordSaver.write(r, RecordFormat.NOTATION);
        assertThat(upn).containsPattern("\n%%review bot=random .* luck=\\S+ moves=4-6\n");
        GameRecord fromUpn = RecordLoader.readNotation(upn, "t.upn").record().orElseThrow();
        assertThat(fromUpn.review()).contains(kept);
        assertThat(fromUpn.sameContent(r)).isTrue();
        String xml = RecordSaver.write(r, RecordFormat.XML);
        assertThat(xml).contains(" moves=\"4-6\"");
        GameRecord fromXml = RecordLoader.readXml(xml, "t.xml").record().orElseThrow();
        assertThat(fromXml.review()).contains(kept);
        assertThat(RecordSaver.write(fromXml, RecordFormat.NOTATION)).isEqualTo(upn);

        // a whole line writes no moves, as before
        GameRecord w = game();
        reviewAndStore(w, null, null, 7);
        assertThat(w.review().orElseThrow().isPartial()).isFalse();
        assertThat(RecordSaver.write(w, RecordFormat.NOTATION)).doesNotContain("moves=");
        // the range of the whole line is the whole line
        GameRecord all = game();
        reviewAndStore(all, 0, 9, 7);
        assertThat(RecordSaver.write(all, RecordFormat.NOTATION)).isEqualTo(RecordSaver.write(w, RecordFormat.NOTATION));
    }

    @Test
    void rangesMadeTheSameWayThatTouchAreMergedAndTheLuckCountedOverBoth() throws Exception {
        GameRecord r = game();
        reviewAndStore(r, 2, 4, 7);
        List<Integer> first = movesReviewed(r);
        var kept = new java.util.IdentityHashMap<MoveNode, Object>();
        for (MoveNode n : ReviewText.nodesReviewed(r)) kept.put(n, n.reviewedSteps());
        LineReview.Plan plan = reviewAndStore(r, 5, 7, 7);
        assertThat(plan.keeping()).isEqualTo(LineReview.Keeping.MERGED);
        Review merged = r.review().orElseThrow();
        assertThat(merged.fromMove()).isEqualTo(2);
        assertThat(merged.toMove()).isEqualTo(7);
        assertThat(movesReviewed(r)).containsAll(first).anyMatch(m -> m >= 5).allMatch(m -> m >= 2 && m <= 7);
        // the moves outside the range keep their decisions as they were
        kept.forEach((n, steps) -> assertThat(n.reviewedSteps()).isEqualTo(steps));

        // the same as reviewing the moves 2 to 7 at once
        GameRecord once = game();
        reviewAndStore(once, 2, 7, 7);
        assertThat(RecordSaver.write(r, RecordFormat.NOTATION)).isEqualTo(RecordSaver.write(once, RecordFormat.NOTATION));
    }

    @Test
    void aRangeWithOtherSettingsOrApartReplacesTheReviewKept() throws Exception {
        GameRecord r = game();
        reviewAndStore(r, 2, 4, 7);
        assertThat(reviewAndStore(r, 5, 6, 8).keeping()).isEqualTo(LineReview.Keeping.REPLACED);
        assertThat(r.review().orElseThrow().seed()).isEqualTo(8);
        assertThat(movesReviewed(r)).isNotEmpty().allMatch(m -> m >= 5 && m <= 6);

        // the same settings, but moves apart from those kept: a merge would claim the moves between
        assertThat(reviewAndStore(r, 8, 9, 8).keeping()).isEqualTo(LineReview.Keeping.REPLACED);
        assertThat(movesReviewed(r)).isNotEmpty().allMatch(m -> m >= 8);
        assertThat(r.review().orElseThrow().fromMove()).isEqualTo(8);
    }

    @Test
    void aRangeWithinAWholeReviewMadeTheSameWayKeepsItWhole() throws Exception {
        GameRecord r = game();
        reviewAndStore(r, null, null, 7);
        String before = RecordSaver.write(r, RecordFormat.NOTATION);
        assertThat(reviewAndStore(r, 3, 5, 7).keeping()).isEqualTo(LineReview.Keeping.MERGED);
        assertThat(r.review().orElseThrow().isPartial()).isFalse();
        // the decisions of a range are those of the whole line, its luck kept
        assertThat(RecordSaver.write(r, RecordFormat.NOTATION)).isEqualTo(before);
    }

    @Test
    void badRangesAreRefusedSayingWhy() throws Exception {
        GameRecord r = game();
        LineReview.Line line = line(r);
        Review made = LineReview.settingsOf(SMALL, "random", 7, 3);
        assertThatThrownBy(() -> LineReview.plan(r, line, made, 6, 4)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the moves to review run from 6 to 4: the first comes after the last");
        assertThatThrownBy(() -> LineReview.plan(r, line, made, 3, 12)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("move 12 is not on the line: its moves are 0 to 9");
        assertThatThrownBy(() -> LineReview.plan(r, line, made, -1, 3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("move -1 is not on the line: its moves are 0 to 9");
        assertThat(r.review()).isEmpty();

        // a record with a range that does not read is refused where it stands
        reviewAndStore(r, 4, 6, 7);
        String upn = RecordSaver.write(r, RecordFormat.NOTATION).replace("moves=4-6", "moves=6-4");
        assertThat(RecordLoader.readNotation(upn, "t.upn").error()).hasValueSatisfying(
                e -> assertThat(e.reason()).contains("moves are two move numbers, the first not after the second, e.g. 40-60, not '6-4'"));
    }
}
