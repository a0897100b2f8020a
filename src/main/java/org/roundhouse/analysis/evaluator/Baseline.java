package org.roundhouse.analysis.evaluator;

import org.roundhouse.engine.Dividends;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.PositionFacts;

/**
 * The plain baseline of calibration: each seat's cash plus what the current majorities would pay
 * it at every dividend still to come (companies at their present values, Union Pacific by the
 * row of each dividend), turned into chances by a softmax at a temperature of
 * {@value #TEMPERATURE} $M. Said only in {@link PositionFacts}, so it works for every rule set
 * alike, and knows nothing a rule set pays beyond the printed company and Union Pacific rules.
 */
public final class Baseline implements ChanceMethod {
    /** $M of projected cash that make a seat e (≈ 2.7) times as likely to win: a round figure, not fitted (a plain baseline). */
    public static final double TEMPERATURE = 10;

    private final Game game;

    public Baseline(Game game) {
        this.game = game;
    }

    @Override
    public String name() {
        return "baseline";
    }

    @Override
    public double[] chances(GameState position, long key) {
        return softmax(projectedCash(game, position), TEMPERATURE);
    }

    /** Each recipient's cash plus what the majorities of the position would pay it at the dividends still to come. */
    public static double[] projectedCash(Game game, GameState position) {
        return projectedCash(game, game.facts(position, PositionFacts.ALL_SEEING));
    }

    /** As {@link #projectedCash(Game, GameState)}, from the position's all-seeing facts already made. */
    static double[] projectedCash(Game game, PositionFacts f) {
        int n = f.players;
        int recipients = SelfPlay.recipients(game, n);
        double[] score = new double[recipients];
        for (int p = 0; p < n; p++) score[p] = f.cash[p];
        if (recipients > n) score[n] = f.houseCash;
        int[] perDividend = companyPayouts(f);
        for (int d = f.dividendsPaid + 1; d <= f.lastDividend; d++) {
            int[] up = unionPacificPayout(game, f, d);
            for (int p = 0; p < n; p++) score[p] += perDividend[p] + up[p];
        }
        return score;
    }

    /** What every company but Union Pacific would pay each seat now. */
    static int[] companyPayouts(PositionFacts f) {
        return companyPayouts(f, f.played);
    }

    /** What every company but Union Pacific would pay each seat with the holdings ([seat][company]) at today's values. */
    static int[] companyPayouts(PositionFacts f, int[][] played) {
        return companyPayouts(f, played, f.value);
    }

    /** What every company but Union Pacific would pay each seat with the holdings at the values ([company]). */
    static int[] companyPayouts(PositionFacts f, int[][] played, int[] values) {
        int n = f.players;
        int[] pay = new int[n];
        int[] holdings = new int[n];
        for (int c = 0; c < f.companies; c++) {
            if (c == f.unionPacific) continue;
            int holders = 0;
            for (int p = 0; p < n; p++) {
                holdings[p] = played[p][c];
                if (holdings[p] > 0) holders++;
            }
            int[] paid = Dividends.companyPayout(values[c], holdings);
            for (int p = 0; p < n; p++) {
                // where a sole holder is paid only as primary (Union Pacific for two)
                pay[p] += holders == 1 && !f.soleHolderPaidTwice && paid[p] > 0 ? values[c] : paid[p];
            }
        }
        return pay;
    }

    /** What Union Pacific would pay each seat at dividend {@code d}, by its row for the game's players. */
    static int[] unionPacificPayout(Game game, PositionFacts f, int d) {
        return unionPacificPayout(game, f, f.played, d);
    }

    /** What Union Pacific would pay each seat with the holdings ([seat][company]) at dividend {@code d}. */
    static int[] unionPacificPayout(Game game, PositionFacts f, int[][] played, int d) {
        int n = f.players;
        int[] holdings = new int[n];
        for (int p = 0; p < n; p++) holdings[p] = played[p][f.unionPacific];
        return Dividends.tablePayout(game.unionPacificRow(d, n), holdings);
    }

    /** exp(score / t), normalised. */
    public static double[] softmax(double[] score, double t) {
        double max = Double.NEGATIVE_INFINITY;
        for (double s : score) max = Math.max(max, s);
        double[] p = new double[score.length];
        double sum = 0;
        for (int i = 0; i < p.length; i++) {
            p[i] = Math.exp((score[i] - max) / t);
            sum += p[i];
        }
        for (int i = 0; i < p.length; i++) p[i] /= sum;
        return p;
    }
}
