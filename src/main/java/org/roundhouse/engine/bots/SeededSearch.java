package org.roundhouse.engine.bots;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.random.RandomGenerator;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Parallel;
import org.roundhouse.engine.Rules;

/**
 * What the searching bots share: a decision's work is split into seeded shares, each with a
 * quota of the budget in iterations, run a step each in turn (so that a time cap shares the time
 * out evenly) on one thread or several, and added in share order, so that the number of threads
 * never changes the move. One seed is drawn from the game's generator at every decision, also
 * when there is only one legal move, so that a search and its budget never shift the generator.
 */
abstract sealed class SeededSearch<S extends GameState, M extends Move> implements Bot<S, M>, AutoCloseable
        permits SearchBot, IsmctsBot {
    /** A seeded share of a decision's work. */
    interface Share {
        /** True when the share has run its quota. */
        boolean full();

        /** One trial or iteration. */
        void step();
    }

    final Rules<S, M> rules;
    /** Steps per decision, 0 for no limit. */
    final int iterations;
    /** A cap on the time per decision, 0 for none. */
    final long millis;
    private final String threadName;
    private final String stepName;
    private ExecutorService pool;

    /**
     * @param threadName the name of the search's threads
     * @param stepName   what a step is called in the message of a failed one
     */
    SeededSearch(Rules<S, M> rules, int iterations, long millis, String threadName, String stepName) {
        if (iterations <= 0 && millis <= 0) throw new IllegalArgumentException(WORDS.text("bots.search.budget"));
        this.rules = rules;
        this.iterations = iterations;
        this.millis = millis;
        this.threadName = threadName;
        this.stepName = stepName;
    }

    @Override
    public final M choose(S view, RandomGenerator rng) {
        List<M> moves = rules.legalMoves(view);
        if (moves.isEmpty()) throw new IllegalStateException("no legal move at " + view);
        long seed = rng.nextLong();
        if (moves.size() == 1) {
            onlyMove();
            return moves.get(0);
        }
        return search(view, moves, seed);
    }

    /** The move to play among {@code moves} (two or more), searched from the decision's seed. */
    abstract M search(S view, List<M> moves, long seed);

    /** Called when the decision had a single legal move, played without a search. */
    void onlyMove() {
    }

    /** The share {@code index} of {@code shares}' part of the budget in iterations; no limit without one. */
    final int quota(int index, int shares) {
        return iterations > 0 ? iterations / shares + (index < iterations % shares ? 1 : 0) : Integer.MAX_VALUE;
    }

    /** When the decision that starts now must stop, {@link Long#MAX_VALUE} without a cap on the time. */
    final long deadline() {
        return millis > 0 ? System.nanoTime() + millis * 1_000_000L : Long.MAX_VALUE;
    }

    /**
     * Runs every share to its quota or to the deadline on {@code workers} threads, worker {@code w}
     * taking the shares {@code w}, {@code w + workers}, ...; returns when all are done.
     */
    final void run(List<? extends Share> shares, int workers, long deadline) {
        if (workers == 1) {
            work(shares, deadline);
            return;
        }
        List<Callable<Void>> jobs = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            List<Share> mine = new ArrayList<>();
            for (int i = w; i < shares.size(); i += workers) mine.add(shares.get(i));
            jobs.add(() -> {
                work(mine, deadline);
                return null;
            });
        }
        try {
            for (Future<Void> f : pool(workers).invokeAll(jobs)) f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("search interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a search " + stepName + " failed: " + e.getCause(), e.getCause());
        }
    }

    /** Runs the shares one step each in turn, so that a time cap shares the time out evenly. */
    private static void work(List<? extends Share> shares, long deadline) {
        boolean any = true;
        while (any) {
            any = false;
            for (Share share : shares) {
                if (share.full()) continue;
                if (deadline != Long.MAX_VALUE && System.nanoTime() >= deadline) return;
                share.step();
                any = true;
            }
        }
    }

    /** Stops the threads of a search on several threads (they start again if it decides once more). */
    @Override
    public synchronized void close() {
        if (pool != null) {
            pool.shutdownNow();
            pool = null;
        }
    }

    private synchronized ExecutorService pool(int workers) {
        if (pool == null) pool = Parallel.pool(threadName, workers);
        return pool;
    }
}
