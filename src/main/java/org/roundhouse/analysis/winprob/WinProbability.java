package org.roundhouse.analysis.winprob;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.Parallel;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.bots.LeafJudge;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.bots.Playouts;
import org.roundhouse.engine.registry.RuleSets;

/**
 * Estimates each player's chance to win at positions of a game by playing them out: for each
 * playout the hidden cards are drawn as the chosen viewer's knowledge allows, a bot plays every
 * seat to the end and the winner is counted (a tie splits the win equally). See docs/bots.md,
 * "Win probability".
 *
 * <p>Deterministic: playout {@code j} of the position with key {@code k} is seeded from
 * {@code (seed, k, j)} alone, and playouts run in batches of {@value Settings#BATCH} in
 * order, each position on one thread; so the estimates do not depend on the thread count.
 * Threads take whole positions.
 */
public final class WinProbability {
    /** What a long evaluation tells while it runs (from any thread). */
    public interface Listener {
        /** After every batch: positions finished, positions in all, playouts run so far. */
        default void progress(int positionsDone, int positions, long playouts) {
        }

        /** A position's estimate is ready (its index in the list asked for). */
        default void estimated(int index, Estimate estimate) {
        }

        /**
         * The positions of the line are done; {@code positions} inside the turns of the
         * {@code swings} biggest swings come next (the indices and counts above start again).
         */
        default void splittingSwings(int swings, int positions) {
        }
    }

    /** A listener that hears nothing. */
    public static final Listener QUIET = new Listener() {
    };

    private final Game game;
    private final Settings settings;
    private final Playouts playouts;
    private final int recipients;
    /** Judges the playouts' positions where {@link Settings#judgedAfterTurns} asks for it; null otherwise. */
    private final LeafJudge judge;

    /**
     * @throws IllegalArgumentException for a bot the rule set does not know, or a seat view it cannot draw
     */
    public WinProbability(Game game, int players, Settings settings) {
        this.game = game;
        this.settings = settings;
        Playouts p;
        var arena = RuleSets.arena(game);
        if (arena.isPresent()) {
            Arena a = arena.get();
            p = a.playouts(settings.bot() == null ? a.defaultPlayoutBot() : settings.bot());
        } else {
            if (settings.bot() != null && !settings.bot().equalsIgnoreCase("random")) {
                throw new IllegalArgumentException(game.ruleSet().title() + " has no bots yet but the random one, not '"
                        + settings.bot() + "'");
            }
            p = Playouts.random(game);
        }
        if (settings.viewer() != StepWords.ALL_SEEING) {
            if (!p.knowsSeatViews()) {
                throw new IllegalArgumentException(game.ruleSet().title() + " cannot yet draw the hidden cards as one seat sees them");
            }
            if (settings.viewer() >= players) throw new IllegalArgumentException("no seat " + (settings.viewer() + 1) + " of " + players);
        }
        this.playouts = p;
        if (settings.judgedAfterTurns() > 0) {
            this.judge = LeafJudge.of(game).orElseThrow(() -> new IllegalArgumentException(
                    org.roundhouse.text.Messages.WORDS.text("analysis.noEvaluator", game.ruleSet().title())));
        } else {
            this.judge = null;
        }
        this.recipients = players + (game.housePlays(players) ? 1 : 0);
    }

    /**
     * True where the position evaluator can judge the playouts of a game of this many players
     * ({@link Settings#judgedAfterTurns}): an evaluator ships for its rule set and no house is ranked
     * (elsewhere judged playouts are played to the end, as plain ones).
     */
    public static boolean canJudge(Game game, int players) {
        return !game.housePlays(players) && LeafJudge.of(game).isPresent();
    }

    public Settings settings() {
        return settings;
    }

    /** The bot the playouts use. */
    public String bot() {
        return playouts.bot();
    }

    /** Seats, and the house where one is ranked. */
    public int recipients() {
        return recipients;
    }

    /**
     * The estimate at one position, on the calling thread.
     *
     * @param key identifies the position within its game (its seeds come from it)
     * @throws CancellationException when {@code cancelled} turns true or the thread is interrupted
     */
    public Estimate estimate(GameState position, long key, BooleanSupplier cancelled, Runnable afterBatch) {
        if (position.isOver()) {
            double[] w = withHouse(game.view(position).players(), Playouts.winShares(game.view(position)));
            return new Estimate(0, w, new double[w.length]);
        }
        long base = Match.mix(settings.seed(), key);
        double[] sum = new double[recipients];
        double[] sumSq = new double[recipients];
        int n = 0;
        while (n < settings.playouts()) {
            if (cancelled.getAsBoolean() || Thread.currentThread().isInterrupted()) throw new CancellationException("cancelled");
            int end = Math.min(settings.playouts(), n + Settings.BATCH);
            for (; n < end; n++) {
                long seed = Match.mix(base, n);
                double[] w = withHouse(position.players(), judge == null ? playouts.play(position, settings.viewer(), seed)
                        : playouts.playJudged(position, settings.viewer(), seed, judge, settings.judgedAfterTurns()));
                for (int r = 0; r < recipients; r++) {
                    sum[r] += w[r];
                    sumSq[r] += w[r] * w[r];
                }
            }
            afterBatch.run();
            if (settings.precision() > 0 && precise(sum, n)) break;
        }
        double[] p = new double[recipients];
        double[] se = new double[recipients];
        for (int r = 0; r < recipients; r++) {
            p[r] = sum[r] / n;
            double var = n > 1 ? Math.max(0, (sumSq[r] - n * p[r] * p[r]) / (n - 1)) : 0;
            se[r] = Math.sqrt(var / n);
        }
        return new Estimate(n, p, se);
    }

    /**
     * The stopping rule: every recipient's binomial standard error, with the chance taken as
     * (wins + 1) / (n + 2) so that it is never 0 after a few playouts that all went one way,
     * is below the precision.
     */
    private boolean precise(double[] sum, int n) {
        for (int r = 0; r < recipients; r++) {
            double q = (sum[r] + 1) / (n + 2);
            if (Math.sqrt(q * (1 - q) / n) >= settings.precision()) return false;
        }
        return true;
    }

    private double[] withHouse(int players, double[] seats) {
        if (recipients == players) return seats;
        double[] w = java.util.Arrays.copyOf(seats, recipients);
        double rest = 1;
        for (double x : seats) rest -= x;
        w[players] = Math.max(0, rest);
        return w;
    }

    /**
     * The estimates at many positions, on the settings' threads.
     *
     * @param keys each position's key within its game (distinct; its seeds come from it)
     * @throws CancellationException when {@code cancelled} turns true
     * @throws InterruptedException when the calling thread is interrupted (the work is stopped)
     */
    public List<Estimate> estimateAll(List<GameState> positions, List<Long> keys, Listener listener, BooleanSupplier cancelled)
            throws InterruptedException {
        if (positions.size() != keys.size()) throw new IllegalArgumentException("a key per position");
        int count = positions.size();
        Estimate[] out = new Estimate[count];
        AtomicInteger done = new AtomicInteger();
        AtomicLong played = new AtomicLong();
        int threads = Math.min(settings.threads(), Math.max(1, count));
        try {
            Parallel.forEachIndex("win-probability", threads, count, () -> null, (none, i) -> {
                GameState position = positions.get(i);
                long[] before = {0};
                Estimate e = estimate(position, keys.get(i), cancelled, () -> {
                    long now = Math.min(settings.playouts(), before[0] + Settings.BATCH);
                    played.addAndGet(now - before[0]);
                    before[0] = now;
                    listener.progress(done.get(), count, played.get());
                });
                out[i] = e;
                listener.estimated(i, e);
                listener.progress(done.incrementAndGet(), count, played.get());
            });
        } catch (ExecutionException e) {
            if (e.getCause() instanceof CancellationException c) throw c;
            if (e.getCause() instanceof RuntimeException r) throw r;
            throw new IllegalStateException("a playout failed: " + e.getCause(), e.getCause());
        }
        return List.of(out);
    }
}
