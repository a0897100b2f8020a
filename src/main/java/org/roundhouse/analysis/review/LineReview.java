package org.roundhouse.analysis.review;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
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
     * was decided) and {@code chances.get(i)}, the win chances before it ({@code chances} has one
     * more entry: the end).
     */
    public record Result(List<MoveReview.Decision> decisions, List<Estimate> chances, List<Scorecard> scorecards) {
    }

    private LineReview() {
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
        WinProbability chances = new WinProbability(game, players,
                new Settings(settings.playouts(), 0, bot, seed, threads, StepWords.ALL_SEEING));
        List<Long> keys = new ArrayList<>();
        for (int i = 0; i < positions.size(); i++) keys.add((long) i);
        List<Estimate> estimates = chances.estimateAll(positions, keys, WinProbability.QUIET, cancelled);
        return new Result(Arrays.asList(decisions), estimates, scorecards(players, positions, steps, Arrays.asList(decisions), estimates));
    }

    /** The scorecards from the decisions and the chances at every position of the line. */
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
