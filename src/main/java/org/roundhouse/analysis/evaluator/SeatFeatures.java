package org.roundhouse.analysis.evaluator;

import java.util.List;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.PositionFacts;

/**
 * What the learned evaluator reads of a position, from each seat's point of view: cash and how
 * it stands against the best and the average rival, the cash the current majorities would bring
 * by the end ({@link Baseline#projectedCash}), majorities held, shares laid and in hand, Union
 * Pacific, how far the game is, each lead also weighted by that progress. Said in
 * {@link PositionFacts} alone (what everyone at the table sees), so one set of features serves
 * every rule set and every viewer; the model of each rule set weighs them its own way.
 */
public final class SeatFeatures {
    /** The features' names, in the order of {@link #of}'s rows; a model file lists them, so a changed list is noticed. */
    public static final List<String> NAMES = List.of(
            "progress", "cash_lead", "cash_vs_mean", "projected_lead", "projected_vs_mean", "projected_lead_x_progress",
            "cash_lead_x_progress", "next_payout_lead", "primaries", "tied_primaries", "secondaries", "share_margin",
            "primary_value", "up_margin", "shares_played", "hand_size", "hand_vs_mean", "to_move", "cash_leader",
            "projected_leader", "track_cards", "baseline_log_chance", "baseline_log_chance_x_progress",
            "projected_vs_mean_x_progress", "up_margin_x_progress", "cash_share");

    private SeatFeatures() {
    }

    /** A row of features per seat (not the house) at the position. */
    public static double[][] of(Game game, GameState position) {
        PositionFacts f = game.facts(position, PositionFacts.ALL_SEEING);
        int n = f.players;
        double[] projected = Baseline.projectedCash(game, position);
        double[] baseline = Baseline.softmax(projected, Baseline.TEMPERATURE);
        int[] next = Baseline.companyPayouts(f);
        if (f.dividendsPaid < f.lastDividend) {
            int[] up = Baseline.unionPacificPayout(game, f, f.dividendsPaid + 1);
            for (int p = 0; p < n; p++) next[p] += up[p];
        }
        double progress = f.lastDividend == 0 ? 1 : Math.min(1, f.dividendsPaid / (double) f.lastDividend);
        int plainCompanies = Math.max(1, f.companies - 1);
        int totalCash = 0;
        for (int p = 0; p < n; p++) totalCash += f.cash[p];
        double[][] rows = new double[n][];
        for (int s = 0; s < n; s++) {
            double cashLead = (f.cash[s] - bestRival(f.cash, s)) / 50.0;
            double projectedLead = (projected[s] - bestRival(projected, s, n)) / 50.0;
            int primaries = 0;
            int tied = 0;
            int secondaries = 0;
            double margin = 0;
            double primaryValue = 0;
            for (int c = 0; c < f.companies; c++) {
                if (c == f.unionPacific) continue;
                int mine = f.played[s][c];
                int best = 0;
                for (int r = 0; r < n; r++) if (r != s) best = Math.max(best, f.played[r][c]);
                margin += Math.max(-3, Math.min(3, mine - best));
                if (mine > 0 && f.isPrimary(s, c)) {
                    if (f.primary[c].length == 1) {
                        primaries++;
                        primaryValue += f.value[c];
                    } else {
                        tied++;
                    }
                } else if (mine > 0 && f.isSecondary(s, c)) {
                    secondaries++;
                }
            }
            int up = f.played[s][f.unionPacific];
            int upBest = 0;
            for (int r = 0; r < n; r++) if (r != s) upBest = Math.max(upBest, f.played[r][f.unionPacific]);
            int laid = 0;
            for (int c = 0; c < f.companies; c++) laid += f.played[s][c];
            double handMean = 0;
            for (int r = 0; r < n; r++) if (r != s) handMean += handSize(f, r);
            handMean /= Math.max(1, n - 1);
            rows[s] = new double[] {
                progress,
                cashLead,
                (f.cash[s] - meanRival(f.cash, s)) / 50.0,
                projectedLead,
                (projected[s] - meanRival(projected, s, n)) / 50.0,
                projectedLead * progress,
                cashLead * progress,
                (next[s] - bestRival(next, s)) / 25.0,
                primaries / (double) plainCompanies,
                tied / (double) plainCompanies,
                secondaries / (double) plainCompanies,
                margin / 10.0,
                primaryValue / 20.0,
                Math.max(-5, Math.min(5, up - upBest)) / 5.0,
                laid / 20.0,
                handSize(f, s) / 10.0,
                (handSize(f, s) - handMean) / 10.0,
                !f.simultaneous && !f.over && f.currentPlayer == s ? 1 : 0,
                f.cash[s] >= bestRival(f.cash, s) ? 1 : 0,
                projected[s] >= bestRival(projected, s, n) ? 1 : 0,
                f.trackHandSize == null ? 0 : f.trackHandSize[s] / 10.0,
                Math.max(-10, Math.log(baseline[s])) / 5.0,
                Math.max(-10, Math.log(baseline[s])) / 5.0 * progress,
                (projected[s] - meanRival(projected, s, n)) / 50.0 * progress,
                Math.max(-5, Math.min(5, up - upBest)) / 5.0 * progress,
                totalCash == 0 ? 1.0 / n : f.cash[s] / (double) totalCash,
            };
        }
        return rows;
    }

    /** Cards in the seat's hand; 0 where the rule set has no hands (the nineteenth-century variant). */
    private static int handSize(PositionFacts f, int seat) {
        return f.handSize == null ? 0 : f.handSize[seat];
    }

    private static int bestRival(int[] x, int s) {
        int best = Integer.MIN_VALUE;
        for (int r = 0; r < x.length; r++) if (r != s) best = Math.max(best, x[r]);
        return best == Integer.MIN_VALUE ? 0 : best;
    }

    /** The best of the other seats among the first {@code n} (a house after them is no rival here). */
    private static double bestRival(double[] x, int s, int n) {
        double best = Double.NEGATIVE_INFINITY;
        for (int r = 0; r < n; r++) if (r != s) best = Math.max(best, x[r]);
        return best == Double.NEGATIVE_INFINITY ? 0 : best;
    }

    private static double meanRival(int[] x, int s) {
        double sum = 0;
        for (int r = 0; r < x.length; r++) if (r != s) sum += x[r];
        return x.length > 1 ? sum / (x.length - 1) : 0;
    }

    private static double meanRival(double[] x, int s, int n) {
        double sum = 0;
        for (int r = 0; r < n; r++) if (r != s) sum += x[r];
        return n > 1 ? sum / (n - 1) : 0;
    }
}
