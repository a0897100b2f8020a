package org.roundhouse.analysis.review;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.bots.Playouts;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.Replay;

class MoveReviewTest {
    private static final MoveReview.Settings SMALL = new MoveReview.Settings(24, 48, 3, MoveReview.Thresholds.DEFAULT);
    private static final MoveReview.Settings FAIR = new MoveReview.Settings(60, 120, 2, MoveReview.Thresholds.DEFAULT);

    /** The main line of a generated game as positions and steps. */
    record Line(Game game, int players, List<GameState> positions, List<Move> steps) {
        static Line of(String rules, int players, long seed) {
            List<String> names = List.of("Anna", "Ben", "Cleo", "Dan").subList(0, players);
            GameRecord record = RandomGames.play(RandomGames.template(rules, java.util.Map.of(), players, names), seed);
            Replay replay = Replay.of(record);
            LineReview.Line line = LineReview.of(replay, replay.mainLine());
            return new Line(replay.game(), players, line.positions(), line.steps());
        }
    }

    @Test
    void marksFollowTheThresholds() {
        MoveReview.Thresholds t = MoveReview.Thresholds.DEFAULT;
        assertThat(t.mark(0.049)).isEqualTo(MoveReview.Mark.NONE);
        assertThat(t.mark(0.05)).isEqualTo(MoveReview.Mark.INACCURACY);
        assertThat(t.mark(0.12)).isEqualTo(MoveReview.Mark.MISTAKE);
        assertThat(t.mark(0.20).glyph()).isEqualTo("??");
        assertThatThrownBy(() -> new MoveReview.Thresholds(0.1, 0.05, 0.2)).hasMessageContaining("must rise");
    }

    @Test
    void aDecisionIsReviewedTheSameWayTwiceAndTheLossIsTheGapToTheBest() {
        Line line = Line.of("base", 3, 5);
        Playouts playouts = RuleSets.arena(line.game()).orElseThrow().playouts("heuristic");
        MoveReview review = new MoveReview(line.game(), playouts, SMALL);
        int checked = 0;
        for (int i = 0; i < line.steps().size() && checked < 4; i += 7) {
            MoveReview.Decision d = review.review(line.positions().get(i), line.steps().get(i), 42 + i);
            if (d == null) {
                assertThat(line.positions().get(i).isChanceNode() || line.game().legalMoves(line.positions().get(i)).size() < 2).isTrue();
                continue;
            }
            checked++;
            assertThat(review.review(line.positions().get(i), line.steps().get(i), 42 + i)).isEqualTo(d);
            assertThat(d.seat()).isEqualTo(line.positions().get(i).currentPlayer());
            assertThat(d.best()).isNotEmpty().hasSizeLessThanOrEqualTo(3);
            assertThat(d.best()).isSortedAccordingTo((a, b) -> Double.compare(b.chance(), a.chance()));
            assertThat(d.loss()).isGreaterThanOrEqualTo(0).isLessThanOrEqualTo(Math.max(0, d.best().get(0).chance() - d.played().chance()));
            if (d.best().contains(d.played()) && d.best().get(0).equals(d.played())) assertThat(d.loss()).isZero();
            assertThat(d.mark()).isEqualTo(MoveReview.Thresholds.DEFAULT.mark(d.loss()));
        }
        assertThat(checked).isEqualTo(4);
    }

    @Test
    void randomMovesLoseMoreThanTheHeuristicsMoves() {
        // the nineteenth century's playouts are 600 decisions long: its review is checked below on random playouts
        for (String rules : List.of("base", "up-for-two", "stripped-down")) {
            Line line = Line.of(rules, rules.equals("up-for-two") ? 2 : 3, 11);
            Arena arena = RuleSets.arena(line.game()).orElseThrow();
            Playouts heuristic = arena.playouts("heuristic");
            MoveReview review = new MoveReview(line.game(), heuristic, FAIR);
            SplittableRandom rng = new SplittableRandom(3);
            double heuristicLoss = 0;
            double randomLoss = 0;
            int n = 0;
            for (int i = 0; i < line.steps().size() && n < 12; i += 3) {
                GameState s = line.positions().get(i);
                if (s.isOver() || s.isChanceNode() || line.game().legalMoves(s).size() < 3) continue;
                List<Move> moves = line.game().legalMoves(s);
                MoveReview.Decision good = review.review(s, heuristic.choose(s, 7 + i), 100 + i);
                MoveReview.Decision any = review.review(s, moves.get(rng.nextInt(moves.size())), 100 + i);
                heuristicLoss += good.loss();
                randomLoss += any.loss();
                n++;
            }
            assertThat(n).as(rules).isGreaterThanOrEqualTo(6);
            assertThat(randomLoss).as(rules + ": random moves against the heuristic's, summed loss").isGreaterThan(heuristicLoss);
        }
    }

    @Test
    void theNineteenthCenturyIsReviewedLikeTheOthers() {
        Line line = Line.of("nineteenth-century", 3, 4);
        MoveReview review = new MoveReview(line.game(), RuleSets.arena(line.game()).orElseThrow().playouts("random"),
                new MoveReview.Settings(8, 16, 2, MoveReview.Thresholds.DEFAULT));
        int reviewed = 0;
        for (int i = 0; i < line.steps().size() && reviewed < 3; i += 5) {
            MoveReview.Decision d = review.review(line.positions().get(i), line.steps().get(i), i);
            if (d == null) continue;
            reviewed++;
            assertThat(d.played().move()).isEqualTo(line.steps().get(i));
            assertThat(d.best()).hasSizeLessThanOrEqualTo(2);
            assertThat(d.choices()).isEqualTo(line.game().legalMoves(line.positions().get(i)).size());
        }
        assertThat(reviewed).isEqualTo(3);
    }

    @Test
    void aLineGetsAScorecardPerPlayerWhoseLuckAddsUpToNothing() throws Exception {
        Line line = Line.of("base", 3, 9);
        List<GameState> positions = line.positions().subList(0, 41);
        List<Move> steps = line.steps().subList(0, 40);
        LineReview.Result one = LineReview.review(line.game(), 3, positions, steps, "heuristic", SMALL, 5, 1, null, () -> false);
        LineReview.Result two = LineReview.review(line.game(), 3, positions, steps, "heuristic", SMALL, 5, 2, null, () -> false);
        assertThat(two.decisions()).as("the same on two threads").isEqualTo(one.decisions());
        assertThat(one.scorecards()).hasSize(3);
        assertThat(one.scorecards().stream().mapToInt(LineReview.Scorecard::decisions).sum())
                .isEqualTo((int) one.decisions().stream().filter(java.util.Objects::nonNull).count()).isPositive();
        double luck = one.scorecards().stream().mapToDouble(LineReview.Scorecard::luck).sum();
        assertThat(luck).as("chances of three seats without a house add up to 1 before and after every draw").isCloseTo(0, org.assertj.core.data.Offset.offset(1e-9));
    }

    /**
     * The luck is worked out from the chances where chance decides and right after (#21, speed): the same figures as
     * estimating every position of the line, as it was, since each position's playouts come from its own key.
     */
    @Test
    void theLuckIsTheOneOfEstimatingEveryPosition() throws Exception {
        Line line = Line.of("base", 3, 9);
        List<GameState> positions = line.positions().subList(0, 31);
        List<Move> steps = line.steps().subList(0, 30);
        LineReview.Result r = LineReview.review(line.game(), 3, positions, steps, "heuristic", SMALL, 5, 2, null, () -> false);
        org.roundhouse.analysis.winprob.WinProbability every = new org.roundhouse.analysis.winprob.WinProbability(line.game(), 3,
                new org.roundhouse.analysis.winprob.Settings(SMALL.playouts(), 0, "heuristic", 5, 1, org.roundhouse.engine.StepWords.ALL_SEEING));
        List<Long> keys = new ArrayList<>();
        for (int i = 0; i < positions.size(); i++) keys.add((long) i);
        var all = every.estimateAll(positions, keys, org.roundhouse.analysis.winprob.WinProbability.QUIET, () -> false);
        int skipped = 0;
        for (int seat = 0; seat < 3; seat++) {
            double luck = 0;
            for (int i = 0; i < steps.size(); i++) {
                if (positions.get(i).isChanceNode()) luck += all.get(i + 1).p(seat) - all.get(i).p(seat);
            }
            assertThat(r.scorecards().get(seat).luck()).as("seat %d", seat).isEqualTo(luck);
        }
        for (int i = 0; i < positions.size(); i++) {
            if (r.chances().get(i) == null) skipped++;
            else assertThat(r.chances().get(i)).isEqualTo(all.get(i));
        }
        assertThat(skipped).as("positions no luck needs are not played").isPositive();
    }

    /**
     * Screened by the evaluator (#21, speed), a decision's finalists are the moves after which the evaluator gives
     * the seat the best chances, and a line's review is the same on one and two threads.
     */
    @Test
    void theEvaluatorScreensTheSameOnOneAndTwoThreads() throws Exception {
        Line line = Line.of("base", 4, 3);
        MoveReview.Settings byEvaluator = SMALL.withScreen(MoveReview.Screen.EVALUATOR);
        List<GameState> positions = line.positions().subList(0, 41);
        List<Move> steps = line.steps().subList(0, 40);
        LineReview.Result one = LineReview.review(line.game(), 4, positions, steps, "heuristic", byEvaluator, 5, 1, null, () -> false);
        LineReview.Result two = LineReview.review(line.game(), 4, positions, steps, "heuristic", byEvaluator, 5, 2, null, () -> false);
        assertThat(two.decisions()).as("the same on two threads").isEqualTo(one.decisions());
        assertThat(two.scorecards()).isEqualTo(one.scorecards());
        var model = org.roundhouse.analysis.evaluator.EvaluatorModel.shipped("base").orElseThrow();
        Playouts heuristic = RuleSets.arena(line.game()).orElseThrow().playouts("heuristic");
        assertThat(new MoveReview(line.game(), heuristic, byEvaluator).screensByEvaluator()).isTrue();
        assertThat(new MoveReview(line.game(), heuristic, SMALL).screensByEvaluator()).isFalse();
        int checked = 0;
        for (int i = 0; i < steps.size(); i++) {
            MoveReview.Decision d = one.decisions().get(i);
            if (d == null) continue;
            GameState before = positions.get(i);
            List<Move> legal = line.game().legalMoves(before);
            List<Double> chances = new ArrayList<>();
            for (Move m : legal) chances.add(model.chances(line.game(), line.game().apply(before, m))[d.seat()]);
            List<Double> sorted = new ArrayList<>(chances);
            sorted.sort(java.util.Comparator.reverseOrder());
            double third = sorted.get(Math.min(SMALL.best(), sorted.size()) - 1);
            for (MoveReview.Candidate c : d.best()) {
                if (c.move().equals(d.played().move())) continue;
                assertThat(chances.get(legal.indexOf(c.move()))).as("decision %d, %s", i, c.move()).isGreaterThanOrEqualTo(third);
            }
            checked++;
        }
        assertThat(checked).isPositive();
    }
}
