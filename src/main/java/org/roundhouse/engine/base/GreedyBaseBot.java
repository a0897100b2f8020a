package org.roundhouse.engine.base;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.roundhouse.engine.base.BaseMove.Build;
import org.roundhouse.engine.base.BaseMove.Discard;
import org.roundhouse.engine.base.BaseMove.Exchange;
import org.roundhouse.engine.base.BaseMove.Forgo;
import org.roundhouse.engine.base.BaseMove.Initial;
import org.roundhouse.engine.base.BaseMove.Invest;
import org.roundhouse.engine.base.BaseMove.ReplaceDead;
import org.roundhouse.engine.base.BaseMove.Take;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.MoveScorer;

/**
 * What the base game's greedy bots share: each works out a {@link Judge} once per decision and
 * plays the step it scores highest, with a little noise to break ties. Builds are scored from
 * their codes on the fast path, without making a move object for each of the dozens a turn offers.
 */
abstract sealed class GreedyBaseBot implements Bot<BaseState, BaseMove>, MoveScorer<BaseState, BaseMove> permits HeuristicBot, Heuristic2Bot {
    /** How far the noise that breaks ties may move a score, in $M. */
    private static final double NOISE = 0.05;

    /**
     * A decision's scores, in $M the acting seat expects to gain: what the acting seat of {@code s} knows and works
     * out once for the decision. The bots differ in how they judge builds, investments, takes, exchanges and what a
     * train of a company is worth; the rest is judged alike from those.
     */
    abstract static class Judge {
        final BaseState s;
        /** The acting seat. */
        final int p;
        final int n;
        final int k;
        /** Companies on the board; also the index of the Union Pacific shares. */
        final int companies;
        /** Dividends still to come, at least 1. */
        final int remaining;
        /** The chance that a dividend card turns up before this seat's next turn. */
        final double dividendSoon;
        /** The seat's company shares in hand (not Union Pacific's). */
        final int handShares;
        private double[] trainGains;

        Judge(BaseGame game, BaseState s) {
            this.s = s;
            this.p = s.current;
            this.n = s.n;
            this.k = s.k;
            this.companies = s.board.companyCount();
            this.remaining = Math.max(1, game.lastDividend(n) - s.dividendsPaid);
            this.dividendSoon = BaseTable.dividendWithin(s, n);
            int h = 0;
            for (int c = 0; c < companies; c++) h += s.hand[p * k + c];
            this.handShares = h;
        }

        abstract double build(int card, int company, int section);

        abstract double invest(Invest m);

        abstract double take(Take t);

        abstract double exchange(Exchange e);

        /** What a train of the company is worth to this seat against the best other seat, over the dividends left. */
        abstract double computeTrainGain(int c);

        final double score(BaseMove m) {
            if (m instanceof Build b) return build(b.card(), b.company(), b.section());
            if (m instanceof Invest i) return invest(i);
            if (m instanceof Take t) return take(t);
            if (m instanceof Exchange e) return exchange(e);
            if (m instanceof Discard d) return -usefulness(d.card());
            if (m instanceof Initial i) return initial(i.company());
            if (m instanceof ReplaceDead) return 1.0;
            if (m instanceof Forgo f) return -1 - usefulness(f.card()) * 0.01;
            return 0; // chance steps are never chosen
        }

        /** {@link #computeTrainGain}, worked out for every company at the first call of the decision. */
        final double trainGain(int c) {
            if (trainGains == null) {
                trainGains = new double[companies];
                for (int i = 0; i < companies; i++) trainGains[i] = computeTrainGain(i);
            }
            return trainGains[c];
        }

        /** The acting seat's shares of the company in hand. */
        final int hand(int c) {
            return s.hand[p * k + c];
        }

        /** {@link #usefulness} of every track type, worked out in one pass at the first call of the decision. */
        private double[] usefulnessByKind;

        /** How many sections the seat's promising companies could build on with a track card of the kind. */
        final double usefulness(int kind) {
            if (kind < 0) return 0;
            if (kind == s.board.wildKind()) return 100;
            if (usefulnessByKind == null) {
                // each kind's sum is added up in the same order as counting the kind alone: company by company, section by section
                double[] u = new double[s.board.trackCardKinds()];
                for (int c = 0; c < companies; c++) {
                    double g = trainGain(c);
                    if (g <= 0) continue;
                    for (int sec : s.buildableSections(c)) {
                        int type = s.board.section(sec).trackType();
                        if (type >= u.length) u = java.util.Arrays.copyOf(u, type + 1);
                        u[type] += g;
                    }
                }
                usefulnessByKind = u;
            }
            return kind < usefulnessByKind.length ? usefulnessByKind[kind] : 0;
        }

        final double initial(int c) {
            if (c == companies) return 0.5;
            return hand(c) + 0.1 * s.board.company(c).trains();
        }
    }

    final BaseGame game;
    /** Buffers per thread, so that one bot can serve the playouts of several search threads. */
    private final ThreadLocal<int[]> builds;
    private final ThreadLocal<List<BaseMove>> buffer = ThreadLocal.withInitial(() -> new ArrayList<>(64));

    GreedyBaseBot(BaseGame game) {
        this.game = game;
        this.builds = ThreadLocal.withInitial(() -> new int[game.maxBuilds()]);
    }

    /** The judge of the decision at {@code s}. */
    abstract Judge judge(BaseState s);

    @Override
    public BaseMove choose(BaseState s, RandomGenerator rng) {
        Judge x = judge(s);
        List<BaseMove> moves = buffer.get();
        moves.clear();
        BaseMove best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        if (s.phase == Phase.ACTION) {
            int[] codes = builds.get();
            int count = game.collectBuilds(s, codes);
            int bestCode = -1;
            for (int i = 0; i < count; i++) {
                int code = codes[i];
                double v = x.build(code & 0xF, (code >>> 4) & 0xF, code >>> 8) + rng.nextDouble() * NOISE;
                if (v > bestScore) {
                    bestScore = v;
                    bestCode = code;
                }
            }
            if (bestCode >= 0) best = BaseGame.decodeBuild(s.current, bestCode);
            game.addNonBuildActions(s, moves, count > 0);
        } else {
            game.legalMoves(s, moves);
        }
        for (BaseMove m : moves) {
            double v = x.score(m) + rng.nextDouble() * NOISE;
            if (v > bestScore) {
                bestScore = v;
                best = m;
            }
        }
        if (best == null) throw new IllegalStateException("no legal move at " + s);
        return best;
    }

    @Override
    public double score(BaseState view, BaseMove move) {
        return judge(view).score(move);
    }

    @Override
    public double[] scores(BaseState view, List<BaseMove> moves) {
        Judge x = judge(view);
        double[] out = new double[moves.size()];
        for (int i = 0; i < out.length; i++) out[i] = x.score(moves.get(i));
        return out;
    }
}
