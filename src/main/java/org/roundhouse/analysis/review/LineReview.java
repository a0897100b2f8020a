package org.roundhouse.analysis.review;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import org.roundhouse.analysis.winprob.Estimate;
import org.roundhouse.analysis.winprob.Settings;
import org.roundhouse.analysis.winprob.WinProbability;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Parallel;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.bots.Playouts;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Replay;
import org.roundhouse.record.Review;
import org.roundhouse.record.ReviewText;
import org.roundhouse.record.ReviewedStep;

/**
 * A whole line reviewed: every decision by {@link MoveReview}, each position's win chances,
 * and a scorecard per player that splits what happened to its chances into what its own
 * decisions cost and what the cards brought ("luck", as GNU Backgammon splits it: the change
 * of the player's chance over the steps chance decided).
 *
 * <p>Deterministic with a seed whatever the number of threads: decision {@code i} is seeded
 * from {@code (seed, i)} and threads only take whole decisions.
 */
public final class LineReview {
    /**
     * A player's scorecard.
     *
     * @param decisions decisions reviewed (steps with more than one legal move)
     * @param meanLoss  the mean loss of win chance a decision, in points (0 to 1)
     * @param luck      the sum of the changes of its chance over the steps chance decided (−1 to 1)
     */
    public record Scorecard(int seat, int decisions, double meanLoss, int inaccuracies, int mistakes, int blunders, double luck) {
    }

    /**
     * The review: for step {@code i} of the line, {@code decisions.get(i)} (null where nothing
     * was decided) and {@code chances.get(i)}, the all-seeing win chances before it ({@code chances}
     * has one more entry: the end), which the luck is made of: given only where chance decides and
     * right after, null elsewhere.
     */
    public record Result(List<MoveReview.Decision> decisions, List<Estimate> chances, List<Scorecard> scorecards) {
    }

    /**
     * A line flattened into steps: the position before each step, then the last position
     * ({@code positions} has one more entry than {@code steps}); for each step its node and its
     * index in the node's turn.
     */
    public record Line(List<GameState> positions, List<Move> steps, List<MoveNode> nodes, List<Integer> stepOfTurn) {
        public Line {
            positions = List.copyOf(positions);
            steps = List.copyOf(steps);
            nodes = List.copyOf(nodes);
            stepOfTurn = List.copyOf(stepOfTurn);
        }
    }

    private LineReview() {
    }

    /** The steps of {@code nodes} (a line from the root, as {@link Replay} and the chart take it; the root is skipped). */
    public static Line of(Replay replay, List<MoveNode> nodes) {
        List<GameState> positions = new ArrayList<>();
        List<Move> steps = new ArrayList<>();
        List<MoveNode> at = new ArrayList<>();
        List<Integer> index = new ArrayList<>();
        GameState last = replay.initialState();
        for (MoveNode n : nodes) {
            if (n.isRoot()) continue;
            GameState before = replay.stateBefore(n);
            List<GameState> after = replay.stepStates(n);
            for (int i = 0; i < n.turn().steps().size(); i++) {
                positions.add(i == 0 ? before : after.get(i - 1));
                steps.add(n.turn().steps().get(i));
                at.add(n);
                index.add(i);
            }
            if (!after.isEmpty()) last = after.get(after.size() - 1);
        }
        positions.add(last);
        return new Line(positions, steps, at, index);
    }

    /** A review as the record keeps it: its settings and luck, and the decisions of each node by step index. */
    public record Stored(Review review, Map<MoveNode, Map<Integer, ReviewedStep>> decisions) {
    }

    /** The review of {@code line} as the record keeps it ({@link GameRecord#review()}), to 6 decimals. */
    public static Stored forRecord(Line line, Result result, MoveReview.Settings settings, String bot, long seed) {
        List<Double> luck = new ArrayList<>();
        for (Scorecard s : result.scorecards()) luck.add(s.luck());
        MoveReview.Thresholds t = settings.thresholds();
        Review review = new Review(bot, settings.playouts(), settings.screening(), settings.best(), t.inaccuracy(), t.mistake(),
                t.blunder(), seed, luck);
        Map<MoveNode, Map<Integer, ReviewedStep>> byNode = new java.util.IdentityHashMap<>();
        for (int i = 0; i < line.steps().size(); i++) {
            MoveReview.Decision d = result.decisions().get(i);
            if (d == null) continue;
            List<ReviewedStep.Alternative> best = new ArrayList<>();
            for (MoveReview.Candidate c : d.best()) best.add(new ReviewedStep.Alternative(c.move(), c.chance()));
            byNode.computeIfAbsent(line.nodes().get(i), n -> new TreeMap<>()).put(line.stepOfTurn().get(i),
                    new ReviewedStep(d.seat(), d.choices(), d.played().move(), d.played().chance(), d.loss(), best));
        }
        return new Stored(review, byNode);
    }

    /**
     * Keeps the review of {@code line} in the record ({@link GameRecord#review()}), in place of
     * any review it kept: a record keeps the review of one line, with each player's luck on it.
     */
    public static void store(GameRecord record, Line line, Result result, MoveReview.Settings settings, String bot, long seed) {
        Stored stored = forRecord(line, result, settings, bot, seed);
        record.setReview(null);
        record.setReview(stored.review());
        stored.decisions().forEach(MoveNode::setReviewedSteps);
    }

    /**
     * The scorecards of the review a record keeps, from its decisions and its luck (empty when
     * it keeps none): what {@link #review} gave, to the 6 decimals the formats keep.
     */
    public static List<Scorecard> scorecards(GameRecord record) {
        if (record.review().isEmpty()) return List.of();
        Review review = record.review().get();
        int players = review.luck().size();
        int[] count = new int[players];
        double[] loss = new double[players];
        int[][] marks = new int[players][4];
        for (MoveNode n : ReviewText.nodesReviewed(record)) {
            for (ReviewedStep d : n.reviewedSteps().values()) {
                if (d.seat() >= players) continue;
                count[d.seat()]++;
                loss[d.seat()] += d.loss();
                marks[d.seat()][List.of("", "?!", "?", "??").indexOf(review.mark(d.loss()))]++;
            }
        }
        List<Scorecard> cards = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            cards.add(new Scorecard(seat, count[seat], count[seat] == 0 ? 0 : loss[seat] / count[seat], marks[seat][1], marks[seat][2],
                    marks[seat][3], review.luck().get(seat)));
        }
        return cards;
    }

    /** The thresholds and the mark of a stored review, as {@link MoveReview} names them. */
    public static MoveReview.Mark mark(Review review, double loss) {
        return new MoveReview.Thresholds(review.inaccuracy(), review.mistake(), review.blunder()).mark(loss);
    }

    /**
     * Reviews the line from {@code positions.get(i)} by {@code steps.get(i)}.
     *
     * @param positions the position before each step, then the last position (one more than the steps)
     * @param bot       the playouts' bot (null: the rule set's default)
     * @param progress  hears the decisions reviewed so far (from any thread), may be null
     * @throws CancellationException when {@code cancelled} turns true
     */
    public static Result review(Game game, int players, List<GameState> positions, List<Move> steps, String bot,
                                MoveReview.Settings settings, long seed, int threads, IntConsumer progress, BooleanSupplier cancelled)
            throws InterruptedException {
        if (positions.size() != steps.size() + 1) throw new IllegalArgumentException("one position more than steps expected");
        Playouts playouts = RuleSets.arena(game).map(a -> a.playouts(bot == null ? a.defaultPlayoutBot() : bot))
                .orElseGet(() -> Playouts.random(game));
        MoveReview review = new MoveReview(game, playouts, settings);
        MoveReview.Decision[] decisions = new MoveReview.Decision[steps.size()];
        AtomicInteger done = new AtomicInteger();
        try {
            Parallel.forEachIndex("review", threads, steps.size(), () -> null, (none, i) -> {
                if (cancelled.getAsBoolean()) throw new CancellationException();
                decisions[i] = review.review(positions.get(i), steps.get(i), Match.mix(seed, i));
                int n = done.incrementAndGet();
                if (progress != null) progress.accept(n);
            });
        } catch (ExecutionException e) {
            if (e.getCause() instanceof CancellationException c) throw c;
            if (e.getCause() instanceof RuntimeException r) throw r;
            throw new IllegalStateException(e.getCause());
        } finally {
            playouts.close();
        }
        List<Estimate> estimates = luckChances(game, players, positions, bot, settings, seed, threads, cancelled);
        return new Result(Arrays.asList(decisions), estimates, scorecards(players, positions, steps, Arrays.asList(decisions), estimates));
    }

    /**
     * The all-seeing chances the luck is made of: at each position where chance decides and at the position after it,
     * null at the others (no scorecard reads them). Position {@code i} is played from the key {@code i} whichever
     * positions are asked for, so the figures are those of every position estimated.
     */
    private static List<Estimate> luckChances(Game game, int players, List<GameState> positions, String bot,
                                              MoveReview.Settings settings, long seed, int threads, BooleanSupplier cancelled)
            throws InterruptedException {
        WinProbability chances = new WinProbability(game, players,
                new Settings(settings.playouts(), 0, bot, seed, threads, StepWords.ALL_SEEING));
        List<Integer> at = new ArrayList<>();
        for (int i = 0; i < positions.size(); i++) {
            if (positions.get(i).isChanceNode() || i > 0 && positions.get(i - 1).isChanceNode()) at.add(i);
        }
        List<GameState> needed = new ArrayList<>();
        List<Long> keys = new ArrayList<>();
        for (int i : at) {
            needed.add(positions.get(i));
            keys.add((long) i);
        }
        List<Estimate> estimated = chances.estimateAll(needed, keys, WinProbability.QUIET, cancelled);
        Estimate[] all = new Estimate[positions.size()];
        for (int k = 0; k < at.size(); k++) all[at.get(k)] = estimated.get(k);
        return Arrays.asList(all);
    }

    /** The scorecards from the decisions and the chances at the positions of the line where chance decides and after them. */
    static List<Scorecard> scorecards(int players, List<GameState> positions, List<Move> steps, List<MoveReview.Decision> decisions,
                                      List<Estimate> chances) {
        List<Scorecard> cards = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            int count = 0;
            double loss = 0;
            int[] marks = new int[MoveReview.Mark.values().length];
            double luck = 0;
            for (int i = 0; i < steps.size(); i++) {
                MoveReview.Decision d = decisions.get(i);
                if (d != null && d.seat() == seat) {
                    count++;
                    loss += d.loss();
                    marks[d.mark().ordinal()]++;
                }
                if (positions.get(i).isChanceNode()) luck += chances.get(i + 1).p(seat) - chances.get(i).p(seat);
            }
            cards.add(new Scorecard(seat, count, count == 0 ? 0 : loss / count, marks[MoveReview.Mark.INACCURACY.ordinal()],
                    marks[MoveReview.Mark.MISTAKE.ordinal()], marks[MoveReview.Mark.BLUNDER.ordinal()], luck));
        }
        return cards;
    }
}
