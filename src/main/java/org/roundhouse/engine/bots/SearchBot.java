package org.roundhouse.engine.bots;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.roundhouse.engine.RandomPlay;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.IllegalMoveException;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Rules;

/**
 * Determinized Monte Carlo search over the moves of the seat to act. Each trial draws a
 * position consistent with the seat's view ({@link Hidden#determinize}), picks one of the
 * candidate moves by UCB1, and plays the game out with the playout bot for every seat; the
 * move tried most often wins. The hidden cards are sampled afresh for every trial, so the
 * statistics are over the information set, not over one guess of it (the root of
 * information-set MCTS; below the root the playout bot decides).
 *
 * <p>Deterministic with a seed: the trials are split into {@value #CHUNKS} chunks with a seed
 * each, whatever the number of threads, and their statistics are added in chunk order, so 1
 * and 2 threads choose alike. A budget in iterations is reproducible; a budget in
 * milliseconds is only a cap (how many trials fit depends on the machine and its load).
 */
public final class SearchBot<S extends GameState, M extends Move> extends SeededSearch<S, M> {
    /** Independent pieces of work; more than any thread count used, so threads never change the result. */
    public static final int CHUNKS = 8;
    private static final double EXPLORATION = 0.7;

    private final Hidden<S> hidden;
    private final Bot<S, M> playout;
    private final MoveScorer<S, M> scorer;
    private final Reward<S> reward;
    private final int threads;
    private final int candidates;
    private final String name;
    private long trials;

    /**
     * @param scorer ranks the legal moves so that only the best {@code candidates} are searched; null searches all
     * @param iterations trials per decision, 0 for no limit (then {@code millis} must be set)
     * @param millis a cap on the time per decision, 0 for none
     */
    public SearchBot(String name, Rules<S, M> rules, Hidden<S> hidden, Bot<S, M> playout, MoveScorer<S, M> scorer,
                     Reward<S> reward, int iterations, long millis, int threads, int candidates) {
        super(rules, iterations, millis, "search", "trial");
        if (threads < 1 || candidates < 1) throw new IllegalArgumentException(WORDS.text("bots.search.threadsCandidates"));
        this.name = name;
        this.hidden = hidden;
        this.playout = playout;
        this.scorer = scorer;
        this.reward = reward;
        this.threads = threads;
        this.candidates = candidates;
    }

    @Override
    public String name() {
        return name;
    }

    /** Trials run so far by this bot, over all its decisions. */
    public synchronized long trials() {
        return trials;
    }

    @Override
    M search(S view, List<M> moves, long seed) {
        List<M> arms = moves;
        if (scorer != null && moves.size() > candidates) {
            List<Integer> order = new ArrayList<>();
            double[] score = new double[moves.size()];
            for (int i = 0; i < moves.size(); i++) {
                order.add(i);
                score[i] = scorer.score(view, moves.get(i));
            }
            order.sort(Comparator.comparingDouble((Integer i) -> -score[i]).thenComparingInt(i -> i));
            arms = new ArrayList<>();
            for (int i = 0; i < candidates; i++) arms.add(moves.get(order.get(i)));
        }
        int me = view.currentPlayer();
        long deadline = deadline();
        List<Chunk> chunks = new ArrayList<>();
        for (int c = 0; c < CHUNKS; c++) chunks.add(new Chunk(view, me, arms, new SplittableRandom(Match.mix(seed, c)), quota(c, CHUNKS)));
        run(chunks, threads, deadline);
        int[] visits = new int[arms.size()];
        double[] total = new double[arms.size()];
        long done = 0;
        for (Chunk chunk : chunks) {
            for (int a = 0; a < arms.size(); a++) {
                visits[a] += chunk.visits[a];
                total[a] += chunk.total[a];
            }
            done += chunk.done;
        }
        synchronized (this) {
            trials += done;
        }
        int best = 0;
        for (int a = 1; a < arms.size(); a++) {
            if (visits[a] > visits[best] || (visits[a] == visits[best] && mean(total, visits, a) > mean(total, visits, best))) {
                best = a;
            }
        }
        return arms.get(best);
    }

    private static double mean(double[] total, int[] visits, int a) {
        return visits[a] == 0 ? 0 : total[a] / visits[a];
    }

    /** The statistics of one seeded share of the trials. */
    private final class Chunk implements Share {
        final S view;
        final int me;
        final List<M> arms;
        final SplittableRandom rng;
        final int quota;
        final int[] visits;
        final double[] total;
        int done;

        Chunk(S view, int me, List<M> arms, SplittableRandom rng, int quota) {
            this.view = view;
            this.me = me;
            this.arms = arms;
            this.rng = rng;
            this.quota = quota;
            this.visits = new int[arms.size()];
            this.total = new double[arms.size()];
        }

        @Override
        public boolean full() {
            return done >= quota;
        }

        @Override
        public void step() {
            S state = hidden.determinize(view, me, rng);
            int a = select();
            double r;
            try {
                state = rules.apply(state, arms.get(a));
                state = RandomPlay.playOut(rules, state, rng, playout::choose, null);
                r = reward.of(state, me);
            } catch (IllegalMoveException e) {
                r = 0; // only when the seat's own hand is unknown: this guess of it cannot make the move
            }
            visits[a]++;
            total[a] += r;
            done++;
        }

        int select() {
            int best = -1;
            double bestValue = Double.NEGATIVE_INFINITY;
            double log = Math.log(Math.max(1, done));
            for (int a = 0; a < arms.size(); a++) {
                if (visits[a] == 0) return a;
                double v = total[a] / visits[a] + EXPLORATION * Math.sqrt(log / visits[a]);
                if (v > bestValue) {
                    bestValue = v;
                    best = a;
                }
            }
            return best;
        }
    }
}
