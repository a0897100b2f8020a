package org.roundhouse.analysis.evaluator;

import java.util.List;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.SeatFact;

/**
 * What the learned evaluator reads of a position, from each seat's point of view: cash and how
 * it stands against the best and the average rival, the cash the current majorities would bring
 * by the end ({@link Baseline#projectedCash}), majorities held and the room their companies have
 * to grow, shares laid and in hand, Union Pacific, how far the game is, each lead also weighted by
 * that progress. Two sets: {@link #PUBLIC}, said in what everyone at the table sees (so the same
 * for any viewer), and {@link #ALL_SEEING}, which adds the hands (the majorities and the projected
 * cash once every seat has laid what it holds), as the all-seeing playouts of the win-chances graph
 * see them. A rule set may add facts of its own ({@link RuleSet#seatFactNames}, given in
 * {@link PositionFacts#seatFacts}): {@link #allSeeing(RuleSet)} and {@link #publicOf(RuleSet)} read
 * them after the shared ones, a rule set without them reads exactly {@link #ALL_SEEING} or
 * {@link #PUBLIC}. Every fact is also repeated in the block of the game's {@linkplain #stage stage},
 * so a linear model weighs it its own way early and late. Read through {@link PositionFacts}, so
 * this code serves every rule set without knowing one; the model of each rule set weighs them its
 * own way.
 */
public final class SeatFeatures {
    /** Stages of the game (by the dividends paid of the last, in quarters) that weigh the features each their own way. */
    public static final int STAGES = 4;

    /** The public facts read, before they are repeated per stage. */
    static final List<String> PUBLIC_FACTS = List.of(
            "progress", "cash_lead", "cash_vs_mean", "projected_lead", "projected_vs_mean", "projected_lead_x_progress",
            "cash_lead_x_progress", "next_payout_lead", "primaries", "tied_primaries", "secondaries", "share_margin",
            "primary_value", "up_margin", "shares_played", "hand_size", "hand_vs_mean", "to_move", "cash_leader",
            "projected_leader", "track_cards", "baseline_log_chance", "baseline_log_chance_x_progress",
            "projected_vs_mean_x_progress", "up_margin_x_progress", "cash_share",
            "deck_left", "primary_growth", "hand_vs_mean_x_progress", "next_payout_lead_x_progress");

    /**
     * What the hands add (the all-seeing view): the majorities and the projected cash as they stand
     * once every seat has laid the shares it holds (its face-down first investment included).
     */
    static final List<String> HANDS = List.of(
            "held_projected_lead", "held_projected_vs_mean", "held_projected_leader", "held_log_chance",
            "held_log_chance_x_progress", "held_projected_lead_x_progress", "held_primaries", "held_tied_primaries",
            "held_primary_value", "held_share_margin", "held_up_margin", "held_up_margin_x_progress", "held_primary_growth",
            "hand_shares_vs_mean", "grown_lead", "grown_log_chance");

    /**
     * The features of a model for any viewer, in the order of {@link #of}'s rows; a model file lists
     * them, so a changed list is noticed: the public facts, then each again as {@code name@k} for the
     * stage {@code k} the position is in (0 at the other stages).
     */
    public static final List<String> PUBLIC = staged(PUBLIC_FACTS);

    /** The features of a model that sees every hand, as the playouts of the win-chances graph do: the public facts and the hands', staged. */
    public static final List<String> ALL_SEEING = staged(concat(PUBLIC_FACTS, HANDS));

    /** Per rule set with facts of its own: its all-seeing and its public features, made once (a search judges thousands of positions). */
    private static final java.util.Map<RuleSet, List<List<String>>> OWN_LISTS = new java.util.concurrent.ConcurrentHashMap<>();

    /** {@link #ALL_SEEING} with the rule set's own facts after the shared ones, staged as they are: what {@code train} fits by default. */
    public static List<String> allSeeing(RuleSet rules) {
        return rules.seatFactNames().isEmpty() ? ALL_SEEING : ownLists(rules).get(0);
    }

    /** {@link #PUBLIC} with the rule set's own facts (what everyone at the table sees) after the shared ones, staged. */
    public static List<String> publicOf(RuleSet rules) {
        return rules.seatFactNames().isEmpty() ? PUBLIC : ownLists(rules).get(1);
    }

    private static List<List<String>> ownLists(RuleSet rules) {
        return OWN_LISTS.computeIfAbsent(rules, r -> List.of(staged(concat(concat(PUBLIC_FACTS, HANDS), own(r))), staged(concat(PUBLIC_FACTS, own(r)))));
    }

    /**
     * The rule set's own facts' names.
     *
     * @throws IllegalStateException when one repeats a shared fact's name or another of its own (a model file lists each once)
     */
    private static List<String> own(RuleSet rules) {
        List<String> names = rules.seatFactNames();
        java.util.Set<String> seen = new java.util.HashSet<>(PUBLIC_FACTS);
        seen.addAll(HANDS);
        for (String name : names) {
            if (!seen.add(name)) throw new IllegalStateException(rules.id() + "'s seat fact '" + name + "' repeats a name the evaluator reads already");
        }
        return names;
    }

    /** True when a model of the rule set may read these features: the shared ones, with or without the rule set's own. */
    static boolean readable(RuleSet rules, List<String> names) {
        return names.equals(ALL_SEEING) || names.equals(PUBLIC) || names.equals(allSeeing(rules)) || names.equals(publicOf(rules));
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new java.util.ArrayList<>(a);
        all.addAll(b);
        return List.copyOf(all);
    }

    private static List<String> staged(List<String> facts) {
        List<String> all = new java.util.ArrayList<>(facts);
        for (int k = 0; k < STAGES; k++) for (String name : facts) all.add(name + "@" + k);
        return List.copyOf(all);
    }

    /** The stage of the game, 0 to {@link #STAGES} - 1, by the progress. */
    static int stage(double progress) {
        return Math.min(STAGES - 1, (int) Math.floor(progress * STAGES));
    }

    /** The facts, then a copy of them in the block of the stage (0 in the others' blocks). */
    private static double[] staged(double[] facts, int stage) {
        double[] row = new double[facts.length * (STAGES + 1)];
        System.arraycopy(facts, 0, row, 0, facts.length);
        System.arraycopy(facts, 0, row, facts.length * (stage + 1), facts.length);
        return row;
    }

    private SeatFeatures() {
    }

    /** A row of the {@link #allSeeing(RuleSet)} features of the game's rule set per seat (not the house) at the position. */
    public static double[][] of(Game game, GameState position) {
        return of(game, position, allSeeing(game.ruleSet()));
    }

    /**
     * A row of features per seat (not the house) at the position: {@link #PUBLIC} (what everyone at
     * the table sees, the same for any viewer) or {@link #ALL_SEEING} (the hands too), each with or
     * without the rule set's own facts ({@link #publicOf}, {@link #allSeeing(RuleSet)}).
     *
     * @throws IllegalArgumentException for another list of names
     */
    public static double[][] of(Game game, GameState position, List<String> names) {
        RuleSet rules = game.ruleSet();
        boolean hands;
        boolean own = !rules.seatFactNames().isEmpty();
        if (names.equals(ALL_SEEING)) {
            hands = true;
            own = false;
        } else if (names.equals(PUBLIC)) {
            hands = false;
            own = false;
        } else if (names.equals(allSeeing(rules))) {
            hands = true;
        } else if (names.equals(publicOf(rules))) {
            hands = false;
        } else {
            throw new IllegalArgumentException("features " + names + " are neither this version's public nor its all-seeing ones");
        }
        PositionFacts f = game.facts(position, PositionFacts.ALL_SEEING);
        double[][] ownFacts = own ? ownFacts(rules, f) : null;
        int n = f.players;
        // the facts made once: a search judges thousands of positions, and the facts are most of a judgement's time
        double[] projected = Baseline.projectedCash(game, f);
        double[] baseline = Baseline.softmax(projected, Baseline.TEMPERATURE);
        int[] next = Baseline.companyPayouts(f);
        if (f.dividendsPaid < f.lastDividend) {
            int[] up = Baseline.unionPacificPayout(game, f, f.dividendsPaid + 1);
            for (int p = 0; p < n; p++) next[p] += up[p];
        }
        double progress = progress(f);
        int plainCompanies = Math.max(1, f.companies - 1);
        int totalCash = 0;
        for (int p = 0; p < n; p++) totalCash += f.cash[p];
        int[][] held = hands ? held(f) : null;
        double[] heldProjected = hands ? projectedCash(game, f, held) : null;
        double[] heldChance = hands ? Baseline.softmax(heldProjected, Baseline.TEMPERATURE) : null;
        double[] grown = hands ? projectedCash(game, f, held, grownValues(f)) : null;
        double[] grownChance = hands ? Baseline.softmax(grown, 2 * Baseline.TEMPERATURE) : null;
        double[][] rows = new double[n][];
        for (int s = 0; s < n; s++) {
            double cashLead = (f.cash[s] - bestRival(f.cash, s)) / 50.0;
            double projectedLead = (projected[s] - bestRival(projected, s, n)) / 50.0;
            Majorities m = Majorities.of(f, f.played, s);
            int up = f.played[s][f.unionPacific];
            int upBest = 0;
            for (int r = 0; r < n; r++) if (r != s) upBest = Math.max(upBest, f.played[r][f.unionPacific]);
            int laid = 0;
            for (int c = 0; c < f.companies; c++) laid += f.played[s][c];
            double handMean = 0;
            for (int r = 0; r < n; r++) if (r != s) handMean += handSize(f, r);
            handMean /= Math.max(1, n - 1);
            double handVsMean = (handSize(f, s) - handMean) / 10.0;
            double nextLead = (next[s] - bestRival(next, s)) / 25.0;
            double[] row = {
                progress,
                cashLead,
                (f.cash[s] - meanRival(f.cash, s)) / 50.0,
                projectedLead,
                (projected[s] - meanRival(projected, s, n)) / 50.0,
                projectedLead * progress,
                cashLead * progress,
                nextLead,
                m.primaries / (double) plainCompanies,
                m.tied / (double) plainCompanies,
                m.secondaries / (double) plainCompanies,
                m.margin / 10.0,
                m.primaryValue / 20.0,
                Math.max(-5, Math.min(5, up - upBest)) / 5.0,
                laid / 20.0,
                handSize(f, s) / 10.0,
                handVsMean,
                !f.simultaneous && !f.over && f.currentPlayer == s ? 1 : 0,
                f.cash[s] >= bestRival(f.cash, s) ? 1 : 0,
                projected[s] >= bestRival(projected, s, n) ? 1 : 0,
                f.trackHandSize == null ? 0 : f.trackHandSize[s] / 10.0,
                logChance(baseline[s]),
                logChance(baseline[s]) * progress,
                (projected[s] - meanRival(projected, s, n)) / 50.0 * progress,
                Math.max(-5, Math.min(5, up - upBest)) / 5.0 * progress,
                totalCash == 0 ? 1.0 / n : f.cash[s] / (double) totalCash,
                f.deckSize / 100.0,
                m.growth / 20.0,
                handVsMean * progress,
                nextLead * progress,
            };
            if (!hands) {
                rows[s] = staged(own ? join(row, ownFacts[s]) : row, stage(progress));
                continue;
            }
            Majorities h = Majorities.of(f, held, s);
            int heldUp = held[s][f.unionPacific];
            int heldUpBest = 0;
            for (int r = 0; r < n; r++) if (r != s) heldUpBest = Math.max(heldUpBest, held[r][f.unionPacific]);
            int inHand = 0;
            double inHandMean = 0;
            for (int r = 0; r < n; r++) {
                int shares = 0;
                for (int c = 0; c < f.companies; c++) shares += held[r][c] - f.played[r][c];
                if (r == s) inHand = shares;
                else inHandMean += shares;
            }
            inHandMean /= Math.max(1, n - 1);
            double heldLead = (heldProjected[s] - bestRival(heldProjected, s, n)) / 50.0;
            double heldUpMargin = Math.max(-5, Math.min(5, heldUp - heldUpBest)) / 5.0;
            double[] seen = {
                heldLead,
                (heldProjected[s] - meanRival(heldProjected, s, n)) / 50.0,
                heldProjected[s] >= bestRival(heldProjected, s, n) ? 1 : 0,
                logChance(heldChance[s]),
                logChance(heldChance[s]) * progress,
                heldLead * progress,
                h.primaries / (double) plainCompanies,
                h.tied / (double) plainCompanies,
                h.primaryValue / 20.0,
                h.margin / 10.0,
                heldUpMargin,
                heldUpMargin * progress,
                h.growth / 20.0,
                (inHand - inHandMean) / 10.0,
                (grown[s] - bestRival(grown, s, n)) / 50.0,
                logChance(grownChance[s]),
            };
            double[] both = join(row, seen);
            rows[s] = staged(own ? join(both, ownFacts[s]) : both, stage(progress));
        }
        return rows;
    }

    private static double[] join(double[] a, double[] b) {
        double[] both = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }

    /**
     * [seat][fact] the rule set's own facts, in the order it names them.
     *
     * @throws IllegalStateException when the facts are not the ones the rule set names
     */
    private static double[][] ownFacts(RuleSet rules, PositionFacts f) {
        List<String> names = f.seatFacts.stream().map(SeatFact::name).toList();
        if (!names.equals(rules.seatFactNames())) {
            throw new IllegalStateException(rules.id() + " names its seat facts " + rules.seatFactNames() + " but gives " + names);
        }
        double[][] own = new double[f.players][names.size()];
        for (int i = 0; i < names.size(); i++) for (int s = 0; s < f.players; s++) own[s][i] = f.seatFacts.get(i).of(s);
        return own;
    }

    /** Dividends paid of the last, 0 to 1. */
    static double progress(PositionFacts f) {
        return f.lastDividend == 0 ? 1 : Math.min(1, f.dividendsPaid / (double) f.lastDividend);
    }

    private static double logChance(double p) {
        return Math.max(-10, Math.log(p)) / 5.0;
    }

    /**
     * [seat][company] the shares each seat would have laid once it laid every share it holds:
     * those played, those in hand and its face-down first investment (a hidden hand counts as empty).
     */
    static int[][] held(PositionFacts f) {
        int[][] held = new int[f.players][];
        for (int p = 0; p < f.players; p++) {
            held[p] = f.played[p].clone();
            if (f.hand != null && f.hand[p] != null) for (int c = 0; c < f.companies; c++) held[p][c] += f.hand[p][c];
            if (f.pendingInitial != null && f.pendingInitial[p] >= 0 && f.pendingInitial[p] < f.companies) held[p][f.pendingInitial[p]]++;
        }
        return held;
    }

    /** Cash plus what the holdings would pay at every dividend still to come, by the rules of {@link Baseline#projectedCash}. */
    static double[] projectedCash(Game game, PositionFacts f, int[][] holdings) {
        return projectedCash(game, f, holdings, f.value);
    }

    /** The same at the company values given ([company]). */
    static double[] projectedCash(Game game, PositionFacts f, int[][] holdings, int[] values) {
        int n = f.players;
        double[] score = new double[n];
        for (int p = 0; p < n; p++) score[p] = f.cash[p];
        int[] perDividend = Baseline.companyPayouts(f, holdings, values);
        for (int d = f.dividendsPaid + 1; d <= f.lastDividend; d++) {
            int[] up = Baseline.unionPacificPayout(game, f, holdings, d);
            for (int p = 0; p < n; p++) score[p] += perDividend[p] + up[p];
        }
        return score;
    }

    /** Each company's value grown by all the room it has: its trains left, at most the sections it could build on next. */
    static int[] grownValues(PositionFacts f) {
        int[] values = f.value.clone();
        for (int c = 0; c < f.companies; c++) if (c != f.unionPacific) values[c] += room(f, c);
        return values;
    }

    private static int room(PositionFacts f, int c) {
        int room = f.trainsLeft == null ? 0 : f.trainsLeft[c];
        if (f.reachable != null && f.reachable[c] != null) room = Math.min(room, f.reachable[c].length);
        return room;
    }

    /**
     * A seat's standing in the companies (Union Pacific aside) by the holdings: sole and tied
     * majorities, second places, the share margin to the best rival (each company's at most ±3),
     * the value of the companies led alone, and the room the companies it leads have to grow (the
     * trains left, at most the sections they could build on next, shared among tied leaders).
     */
    record Majorities(int primaries, int tied, int secondaries, double margin, double primaryValue, double growth) {
        static Majorities of(PositionFacts f, int[][] holdings, int s) {
            int n = f.players;
            int primaries = 0;
            int tied = 0;
            int secondaries = 0;
            double margin = 0;
            double primaryValue = 0;
            double growth = 0;
            int[] column = new int[n];
            for (int c = 0; c < f.companies; c++) {
                if (c == f.unionPacific) continue;
                int mine = holdings[s][c];
                int best = 0;
                for (int r = 0; r < n; r++) {
                    column[r] = holdings[r][c];
                    if (r != s) best = Math.max(best, holdings[r][c]);
                }
                margin += Math.max(-3, Math.min(3, mine - best));
                if (mine == 0) continue;
                int[][] ranks = PositionFacts.majorities(column);
                if (contains(ranks[0], s)) {
                    if (ranks[0].length == 1) {
                        primaries++;
                        primaryValue += f.value[c];
                    } else {
                        tied++;
                    }
                    growth += room(f, c) / (double) ranks[0].length;
                } else if (contains(ranks[1], s)) {
                    secondaries++;
                }
            }
            return new Majorities(primaries, tied, secondaries, margin, primaryValue, growth);
        }

        private static boolean contains(int[] seats, int s) {
            for (int x : seats) if (x == s) return true;
            return false;
        }
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
