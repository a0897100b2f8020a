package org.roundhouse.engine.base;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
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

    /** A decision's scores, in $M the acting seat expects to gain. */
    interface Judge {
        double build(int card, int company, int section);

        double score(BaseMove move);
    }

    final BaseGame game;
    /** Buffers per thread, so that one bot can serve the playouts of several search threads. */
    private final ThreadLocal<int[]> builds;
    private final ThreadLocal<List<BaseMove>> buffer = ThreadLocal.withInitial(() -> new ArrayList<>(64));

    GreedyBaseBot(BaseGame game) {
        this.game = game;
        this.builds = ThreadLocal.withInitial(() -> new int[game.maxBuilds()]);
    }

    /** What the acting seat of {@code s} knows and works out once for the decision. */
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
