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
import org.roundhouse.text.Messages;

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

        /** The move number of the line's first move (-1 when it has no steps). */
        public int firstMove() {
            return nodes.isEmpty() ? -1 : nodes.get(0).moveNumber();
        }

        /** The move number of the line's last move (-1 when it has no steps). */
        public int lastMove() {
            return nodes.isEmpty() ? -1 : nodes.get(nodes.size() - 1).moveNumber();
        }

        /**
         * The steps of the moves {@code from} to {@code to} (both included).
         *
         * @throws IllegalArgumentException saying what is wrong with the range: out of the line, or from after to
         */
        public Span span(int from, int to) {
            for (int m : new int[] {from, to}) {
                if (m < firstMove() || m > lastMove()) {
                    throw new IllegalArgumentException(Messages.WORDS.text("lineReview.outOfLine", m, firstMove(), lastMove()));
                }
            }
            if (from > to) throw new IllegalArgumentException(Messages.WORDS.text("lineReview.fromAfterTo", from, to));
            int first = -1;
            int end = 0;
            for (int i = 0; i < nodes.size(); i++) {
                int m = nodes.get(i).moveNumber();
                if (m >= from && m <= to) {
                    if (first < 0) first = i;
                    end = i + 1;
                }
            }
            return new Span(first, end);
        }

        /** Every step of the line. */
        public Span whole() {
            return new Span(0, steps.size());
        }
    }

    /** Steps {@code from} (included) to {@code to} (excluded) of a line. */
    public record Span(int from, int to) {
        public Span {
            if (from < 0 || to < from) throw new IllegalArgumentException("steps " + from + " to " + to);
        }

        public boolean contains(int step) {
            return step >= from && step < to;
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

    /** What a review of some moves does to the review a record keeps. */
    public enum Keeping {
        /** The record kept none: the review is kept. */
        NEW,
        /** The whole line reviewed: the review replaces any the record kept, as always. */
        WHOLE,
        /** Merged with the review kept, made the same way on the same line: the moves outside keep their decisions. */
        MERGED,
        /** The review kept was made otherwise (settings, line, or moves apart from these): replaced by this one. */
        REPLACED
    }

    /**
     * What to review for the moves {@code from} to {@code to} of {@code line} (null and null: the whole line), and how
     * the result goes with the review the record keeps.
     *
     * <p>A review kept is merged with only when it is honest to: made with the same bot, playouts, screening, best
     * moves, thresholds and seed, on this line (every node it reviewed lies on it), and, when itself partial, on moves
     * that overlap or touch these. Then each decision reviewed is the one a review of the whole line gives (the seeds
     * follow the step's place in the line), and the luck is counted again over all the moves covered (a luck is a sum
     * over the draws: the figures of the part kept are not kept to take apart). A whole line kept stays whole, with its
     * luck. Otherwise the review kept is replaced, and the caller says so.
     *
     * @param made the review's settings, as {@link #settingsOf} gives them
     * @throws IllegalArgumentException for a range out of the line, or from after to
     */
    public static Plan plan(GameRecord record, Line line, Review made, Integer from, Integer to) {
        Review kept = record.review().orElse(null);
        if (from == null && to == null || from != null && to != null && from == line.firstMove() && to == line.lastMove()) {
            if (from != null) line.span(from, to);
            return new Plan(line.whole(), line.whole(), -1, -1, kept == null ? Keeping.NEW : Keeping.WHOLE);
        }
        if (from == null) from = line.firstMove();
        if (to == null) to = line.lastMove();
        Span decide = line.span(from, to);
        if (kept == null) return new Plan(decide, decide, from, to, Keeping.NEW);
        java.util.Set<MoveNode> onLine = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        onLine.addAll(line.nodes());
        boolean sameLine = onLine.containsAll(ReviewText.nodesReviewed(record));
        boolean touches = !kept.isPartial() || from <= kept.toMove() + 1 && to >= kept.fromMove() - 1;
        if (!kept.sameSettings(made) || !sameLine || !touches || kept.luck().size() != made.luck().size()) {
            return new Plan(decide, decide, from, to, Keeping.REPLACED);
        }
        if (!kept.isPartial()) return new Plan(decide, null, -1, -1, Keeping.MERGED);
        int first = Math.max(line.firstMove(), Math.min(from, kept.fromMove()));
        int last = Math.min(line.lastMove(), Math.max(to, kept.toMove()));
        if (first == line.firstMove() && last == line.lastMove()) return new Plan(decide, line.whole(), -1, -1, Keeping.MERGED);
        return new Plan(decide, line.span(first, last), first, last, Keeping.MERGED);
    }

    /**
     * A review to make: the steps whose decisions are reviewed, the steps the luck is counted over (null: the luck kept
     * stays), the moves the review kept afterwards covers (-1 and -1: the whole line), and how it goes with the one kept.
     */
    public record Plan(Span decide, Span luck, int fromMove, int toMove, Keeping keeping) {
    }

    /** The settings of a review as the record keeps them, with no luck yet (0 for each of the players). */
    public static Review settingsOf(MoveReview.Settings settings, String bot, long seed, int players) {
        MoveReview.Thresholds t = settings.thresholds();
        return new Review(bot, settings.playouts(), settings.screening(), settings.best(), t.inaccuracy(), t.mistake(), t.blunder(), seed,
                java.util.Collections.nCopies(players, 0.0));
    }

    /**
     * The review made under {@code plan} as the record is to keep it: with a merge, the decisions kept outside the
     * moves reviewed stay, those of the moves reviewed are the new ones.
     */
    public static Stored forRecord(GameRecord record, Line line, Result result, MoveReview.Settings settings, String bot, long seed,
                                   Plan plan) {
        Stored made = forRecord(line, result, settings, bot, seed);
        Review kept = record.review().orElse(null);
        List<Double> luck = plan.luck() == null && kept != null ? kept.luck() : made.review().luck();
        Review review = made.review().with(luck, plan.fromMove(), plan.toMove());
        if (plan.keeping() != Keeping.MERGED) return new Stored(review, made.decisions());
        Map<MoveNode, Map<Integer, ReviewedStep>> all = new java.util.IdentityHashMap<>();
        for (MoveNode n : ReviewText.nodesReviewed(record)) all.put(n, new TreeMap<>(n.reviewedSteps()));
        for (int i = plan.decide().from(); i < plan.decide().to(); i++) all.remove(line.nodes().get(i));
        all.putAll(made.decisions());
        return new Stored(review, all);
    }

    /** Keeps the review made under {@code plan} in the record, merged or in place of the one kept as the plan says. */
    public static void store(GameRecord record, Line line, Result result, MoveReview.Settings settings, String bot, long seed, Plan plan) {
        Stored stored = forRecord(record, line, result, settings, bot, seed, plan);
        record.setReview(null);
        record.setReview(stored.review());
        stored.decisions().forEach(MoveNode::setReviewedSteps);
    }

    /** Reviews the line as {@code plan} says (see {@link #review(Game, int, List, List, String, MoveReview.Settings, long, int, IntConsumer, BooleanSupplier, Span, Span)}). */
    public static Result review(Game game, int players, Line line, String bot, MoveReview.Settings settings, long seed, int threads,
                                IntConsumer progress, BooleanSupplier cancelled, Plan plan) throws InterruptedException {
        return review(game, players, line.positions(), line.steps(), bot, settings, seed, threads, progress, cancelled, plan.decide(),
                plan.luck());
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
        Span all = new Span(0, steps.size());
        return review(game, players, positions, steps, bot, settings, seed, threads, progress, cancelled, all, all);
    }

    /**
     * Reviews the decisions of the steps in {@code decide} only (the others are null in the result), and counts the
     * luck over the steps in {@code luck} (null: no luck counted, every scorecard's luck 0). Each decision and each
     * position keeps the seed of its place in the whole line, so a step reviewed here gets the review a review of the
     * whole line gives it, and the luck over a span is what the whole line's would be over those steps.
     */
    public static Result review(Game game, int players, List<GameState> positions, List<Move> steps, String bot,
                                MoveReview.Settings settings, long seed, int threads, IntConsumer progress, BooleanSupplier cancelled,
                                Span decide, Span luck)
            throws InterruptedException {
        if (positions.size() != steps.size() + 1) throw new IllegalArgumentException("one position more than steps expected");
        if (decide.to() > steps.size() || luck != null && luck.to() > steps.size()) throw new IllegalArgumentException("span past the line");
        Playouts playouts = RuleSets.arena(game).map(a -> a.playouts(bot == null ? a.defaultPlayoutBot() : bot))
                .orElseGet(() -> Playouts.random(game));
        MoveReview review = new MoveReview(game, playouts, settings);
        MoveReview.Decision[] decisions = new MoveReview.Decision[steps.size()];
        AtomicInteger done = new AtomicInteger();
        try {
            Parallel.forEachIndex("review", threads, decide.to() - decide.from(), () -> null, (none, k) -> {
                if (cancelled.getAsBoolean()) throw new CancellationException();
                int i = decide.from() + k;
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
        List<Estimate> estimates = luck == null ? Arrays.asList(new Estimate[positions.size()])
                : luckChances(game, players, positions, luck, bot, settings, seed, threads, cancelled);
        return new Result(Arrays.asList(decisions), estimates,
                scorecards(players, positions, steps, Arrays.asList(decisions), estimates, luck == null ? new Span(0, 0) : luck));
    }

    /**
     * The all-seeing chances the luck is made of: at each position where chance decides and at the position after it,
     * null at the others (no scorecard reads them). Position {@code i} is played from the key {@code i} whichever
     * positions are asked for, so the figures are those of every position estimated.
     */
    private static List<Estimate> luckChances(Game game, int players, List<GameState> positions, Span span, String bot,
                                              MoveReview.Settings settings, long seed, int threads, BooleanSupplier cancelled)
            throws InterruptedException {
        WinProbability chances = new WinProbability(game, players,
                new Settings(settings.playouts(), 0, bot, seed, threads, StepWords.ALL_SEEING));
        List<Integer> at = new ArrayList<>();
        for (int i = span.from(); i < span.to(); i++) {
            // the chance step's position and the one after it
            if (positions.get(i).isChanceNode()) {
                if (at.isEmpty() || at.get(at.size() - 1) != i) at.add(i);
                at.add(i + 1);
            }
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
                                      List<Estimate> chances, Span luckSpan) {
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
                if (luckSpan.contains(i) && positions.get(i).isChanceNode()) luck += chances.get(i + 1).p(seat) - chances.get(i).p(seat);
            }
            cards.add(new Scorecard(seat, count, count == 0 ? 0 : loss / count, marks[MoveReview.Mark.INACCURACY.ordinal()],
                    marks[MoveReview.Mark.MISTAKE.ordinal()], marks[MoveReview.Mark.BLUNDER.ordinal()], luck));
        }
        return cards;
    }
}
