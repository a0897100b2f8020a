package org.roundhouse.analysis.sim;

import java.util.Arrays;
import java.util.List;
import org.roundhouse.engine.DividendPayment;
import org.roundhouse.engine.PublicView;

/**
 * What one simulated game measured: a row of {@code games.csv.gz}. Dividends are numbered
 * from 1; turns are move numbers (turn 1 is the first turn after the first investments), and
 * a dividend's draw is its place in the share deck as dealt (1 = the top card). Recipients are
 * the seats and, where the two-player rules bring one in, the house (index {@code players}).
 * Cash only changes at dividends, so the lead is followed from one dividend to the next.
 */
public record SimGame(int cell, long deal, long seed, int rotation, List<String> seats, int deck, int length, int[] dividendTurn,
                      int[] dividendDraw, int[] drawnBy, int[] cash, boolean house, int[] winners, int margin,
                      int leadChanges, boolean[] winnerLed, int[] companyPaid, double drama, double security,
                      double decisiveness, double leadChangeRate) {

    public int players() {
        return seats.size();
    }

    public int dividends() {
        return dividendTurn.length;
    }

    /** Dividends that came in the same turn as the one before them. */
    public int doubleDividends() {
        int d = 0;
        for (int i = 1; i < dividendTurn.length; i++) if (dividendTurn[i] == dividendTurn[i - 1]) d++;
        return d;
    }

    /** The seat's share of the win: 1, split evenly on a tie; 0 for a seat behind (or when the house won alone). */
    public double winShare(int seat) {
        for (int w : winners) if (w == seat) return 1.0 / winners.length;
        return 0;
    }

    public double houseWinShare() {
        return house ? winShare(players()) : 0;
    }

    /** True when the winner (any of them on a tie) was not among the leaders after the dividend before the last. */
    public boolean comeback() {
        return winnerLed.length >= 2 && !winnerLed[winnerLed.length - 2];
    }

    /**
     * Measures a finished game.
     *
     * @param deck the share deck's cards as dealt, dividend cards included
     * @param draws each dividend's place in the share deck as dealt, in the order they came up
     */
    public static SimGame of(int cell, long deal, long seed, int rotation, List<String> seats, int deck, PublicView end, int[] draws) {
        int n = end.players();
        List<DividendPayment> payments = end.payments();
        int k = payments.size();
        int recipients = n + (end.hasHouse() ? 1 : 0);
        int[] turn = new int[k];
        int[] by = new int[k];
        int[][] after = new int[k][recipients];
        int[] running = new int[recipients];
        int companies = k == 0 ? 0 : payments.get(0).payouts()[0].length;
        int[] paid = new int[companies];
        for (int i = 0; i < k; i++) {
            DividendPayment p = payments.get(i);
            turn[i] = p.moveNumber();
            by[i] = p.drawnBy();
            for (int r = 0; r < p.total().length && r < recipients; r++) {
                running[r] += p.total()[r];
                for (int c = 0; c < companies; c++) paid[c] += p.payouts()[r][c];
            }
            after[i] = running.clone();
        }
        int[] cash = new int[recipients];
        for (int r = 0; r < recipients; r++) cash[r] = end.cashOf(r);
        int[] winners = end.winners().clone();
        Arrays.sort(winners);
        int[] sorted = cash.clone();
        Arrays.sort(sorted);
        int margin = recipients < 2 ? 0 : sorted[recipients - 1] - sorted[recipients - 2];
        int length = k == 0 ? 0 : turn[k - 1];

        boolean[] led = new boolean[k];
        int changes = 0;
        long previous = -1;
        for (int i = 0; i < k; i++) {
            long leaders = leaders(after[i]);
            if (i > 0 && leaders != previous) changes++;
            previous = leaders;
            for (int w : winners) if ((leaders >>> w & 1) != 0) led[i] = true;
        }
        Quality q = quality(after, cash, winners, turn, length);
        return new SimGame(cell, deal, seed, rotation, List.copyOf(seats), deck, length, turn, draws.clone(), by, cash, end.hasHouse(),
                winners, margin, changes, led, paid, q.drama, q.security, q.decisiveness, k < 2 ? 0 : changes / (double) (k - 1));
    }

    /** The recipients with the most cash, as bits. */
    static long leaders(int[] cash) {
        int best = Integer.MIN_VALUE;
        for (int c : cash) best = Math.max(best, c);
        long bits = 0;
        for (int r = 0; r < cash.length; r++) if (cash[r] == best) bits |= 1L << r;
        return bits;
    }

    record Quality(double drama, double security, double decisiveness) {
    }

    /**
     * Drama and security as CardStock defines them (docs/simulation.md), on the lead history of
     * ranks by cash after each dividend; decisiveness as Ludii's "decisiveness moves", with cash
     * as the state evaluation.
     */
    static Quality quality(int[][] after, int[] finalCash, int[] winners, int[] turn, int length) {
        int points = after.length;
        int r = finalCash.length;
        if (points == 0 || r < 2) return new Quality(0, 1, 1);
        double threshold = (1 + (r - 2) / (double) (r - 1)) / 2;
        double severity = 0;
        int below = 0;
        for (int[] cash : after) {
            double score = 0;
            for (int w : winners) score += rankScore(cash, w) / winners.length;
            if (score < threshold) {
                below++;
                severity += Math.sqrt(threshold - score);
            }
        }
        double drama = below == 0 ? 0 : severity / below;
        double security = 1 - below / (double) points;
        // Ludii: the most any non-winner ever had is the bar; the game is decided when a winner passes it
        int bar = Integer.MIN_VALUE;
        for (int[] cash : after) {
            for (int q = 0; q < r; q++) if (!contains(winners, q)) bar = Math.max(bar, cash[q]);
        }
        double decisiveness = 1;
        outer:
        for (int i = 0; i < points; i++) {
            for (int w : winners) {
                if (after[i][w] > bar) {
                    decisiveness = length == 0 ? 1 : turn[i] / (double) length;
                    break outer;
                }
            }
        }
        return new Quality(drama, security, decisiveness);
    }

    /** 1 for the sole leader, 0 for the sole last, ties sharing: the others behind plus half the others level, over the others. */
    static double rankScore(int[] cash, int who) {
        double behind = 0;
        for (int q = 0; q < cash.length; q++) {
            if (q == who) continue;
            if (cash[q] < cash[who]) behind++;
            else if (cash[q] == cash[who]) behind += 0.5;
        }
        return behind / (cash.length - 1);
    }

    private static boolean contains(int[] a, int x) {
        for (int v : a) if (v == x) return true;
        return false;
    }
}
