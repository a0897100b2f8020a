package org.roundhouse.engine.strippeddown;

import org.roundhouse.engine.Dividends;

/**
 * The stripped-down variant's stronger greedy player ({@code heuristic2}). Like {@link StrippedDownHeuristicBot}
 * it plays the step that most improves its standing against the others' average, but it counts
 * each scoring to come on its own, with that round's Union Pacific row, and times them: a share in
 * hand counts at the next scoring only as far as the seat will have a turn to lay it first (the
 * chance that the deck's next marker comes within about two cards a seat, from the segments every
 * seat sees), and at the later scorings 0.7 of a laid one. The old bot counted a share in hand as
 * half a laid one at every scoring and today's payments times the scorings left, so it laid shares
 * with no eye on the marker and let ones it could have laid miss a scoring (docs/bots.md).
 */
final class StrippedDownHeuristic2Bot extends StrippedDownHeuristicBot {
    /** Cards a seat's turn draws, about, for the chance that a scoring comes before the seat acts again. */
    private static final double DRAWS_PER_SEAT = 2;
    /** What a share in hand counts, against a laid one, at the scorings after the next: most will be laid by then. */
    private static final double LATER_HAND_WEIGHT = 0.7;

    StrippedDownHeuristic2Bot(StrippedDown game) {
        super(game);
    }

    @Override
    public String name() {
        return "heuristic2";
    }

    @Override
    double standing(StrippedDownState s, int seat) {
        int n = s.players();
        int up = s.board().unionPacific();
        int next = Math.min(StrippedDown.SCORINGS, s.dividendsPaid() + 1);
        double soon = scoringSoon(s, DRAWS_PER_SEAT * n);
        double[] worth = new double[n];
        int[] holdings = new int[n];
        for (int r = next; r <= StrippedDown.SCORINGS; r++) {
            double handWeight = r == next ? 1 - soon : LATER_HAND_WEIGHT;
            for (int c = 0; c <= up; c++) {
                for (int p = 0; p < n; p++) {
                    double h = 10 * s.played[p][c] + 10 * handWeight * (s.hand[p][c] + (s.pendingInitial[p] == c ? 1 : 0));
                    holdings[p] = (int) Math.round(h);
                }
                int[] pay = c == up ? Dividends.tablePayout(StrippedDown.unionPacificRow(r), holdings)
                        : Dividends.companyPayout(s.trains(c), holdings);
                for (int p = 0; p < n; p++) worth[p] += pay[p];
            }
        }
        double others = 0;
        for (int p = 0; p < n; p++) if (p != seat) others += s.cash[p] + worth[p];
        return s.cash[seat] + worth[seat] - others / (n - 1);
    }

    /** The chance that a scoring marker turns up within the next {@code draws} cards of the deck, from the segments the view sees. */
    static double scoringSoon(StrippedDownState s, double draws) {
        double left = draws;
        for (int i = 0; i < s.segments.length && left > 0; i++) {
            int size = s.segments[i];
            if (size <= 0) continue;
            if (s.segmentMarker[i]) return Math.min(1, left / size);
            left -= size;
        }
        return 0;
    }
}
