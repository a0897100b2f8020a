package org.roundhouse.engine.strippeddown;

import java.util.List;
import java.util.random.RandomGenerator;
import org.roundhouse.engine.bots.NoisyArgmax;
import org.roundhouse.engine.Dividends;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.MoveScorer;

/**
 * A greedy player for the stripped-down variant: it plays the step that most improves its
 * standing, its share of a scoring at today's values (hand shares counted half, since they
 * can still be laid) less the others' average, weighted by the scorings still to come. A
 * take from the deck is valued over the cards it may give; a bribe goes where it helps the
 * next player least. It reads only the table and its own hand, so it needs no redaction.
 */
class StrippedDownHeuristicBot implements Bot<StrippedDownState, StrippedDownMove>, MoveScorer<StrippedDownState, StrippedDownMove> {
    final StrippedDown game;

    StrippedDownHeuristicBot(StrippedDown game) {
        this.game = game;
    }

    @Override
    public String name() {
        return "heuristic";
    }

    @Override
    public StrippedDownMove choose(StrippedDownState view, RandomGenerator rng) {
        int seat = view.currentPlayer();
        List<StrippedDownMove> legal = game.legalMoves(view);
        if (view.phase == StrippedDownState.Phase.BRIBE) return bribe(view, legal);
        StrippedDownMove best = NoisyArgmax.best(legal, m -> value(game.applyLegal(view, m), seat), 1e-6, rng);
        return best == null ? legal.get(0) : best;
    }

    /** The standing the step leaves the seat in (a bribe: less what it hands the next seat), as {@link #choose} ranks steps. */
    @Override
    public double score(StrippedDownState view, StrippedDownMove move) {
        if (view.phase == StrippedDownState.Phase.BRIBE) {
            int next = (view.currentPlayer() + 1) % view.players();
            int slot = ((StrippedDownMove.Bribe) move).slot();
            int c = view.display[slot];
            return -(c < 0 ? 0 : gainFromHand(view, next, c, 1))
                    - gainFromHand(view, next, view.board().unionPacific(), view.bribes[slot] + 1);
        }
        return value(game.applyLegal(view, move), view.currentPlayer());
    }

    /** The bribe on the pile the next seat would gain least from taking. */
    private StrippedDownMove bribe(StrippedDownState s, List<StrippedDownMove> legal) {
        int next = (s.currentPlayer() + 1) % s.players();
        StrippedDownMove best = legal.get(0);
        double least = Double.POSITIVE_INFINITY;
        for (StrippedDownMove m : legal) {
            int slot = ((StrippedDownMove.Bribe) m).slot();
            int c = s.display[slot];
            double gain = c < 0 ? 0 : gainFromHand(s, next, c, 1) + gainFromHand(s, next, s.board().unionPacific(), s.bribes[slot] + 1);
            if (gain < least) {
                least = gain;
                best = m;
            }
        }
        return best;
    }

    private double gainFromHand(StrippedDownState s, int seat, int company, int count) {
        StrippedDownState t = s.copy();
        double before = standing(t, seat);
        t.hand[seat][company] += count;
        return standing(t, seat) - before;
    }

    /** The standing after a step; at a draw, its average over the cards that may come. */
    private double value(StrippedDownState s, int seat) {
        if (!s.isChanceNode()) return standing(s, seat);
        List<Outcome<StrippedDownMove>> outcomes = game.chanceOutcomes(s);
        double total = 0;
        double weights = 0;
        for (Outcome<StrippedDownMove> o : outcomes) {
            StrippedDownState t = game.applyLegal(s, o.move());
            total += standing(t, seat) * o.weight();
            weights += o.weight();
        }
        return total / weights;
    }

    /** The seat's cash and what its shares would earn, less the others' average. */
    double standing(StrippedDownState s, int seat) {
        int n = s.players();
        int up = s.board().unionPacific();
        int scoringsLeft = Math.max(1, StrippedDown.SCORINGS - s.dividendsPaid());
        int round = Math.min(StrippedDown.SCORINGS, s.dividendsPaid() + 1);
        double[] worth = new double[n];
        int[] holdings = new int[n];
        for (int c = 0; c <= up; c++) {
            for (int p = 0; p < n; p++) holdings[p] = 2 * s.played[p][c] + s.hand[p][c] + (s.pendingInitial[p] == c ? 1 : 0);
            int[] pay = c == up ? Dividends.tablePayout(StrippedDown.unionPacificRow(round), holdings)
                    : Dividends.companyPayout(s.trains(c), holdings);
            for (int p = 0; p < n; p++) worth[p] += pay[p];
        }
        double others = 0;
        for (int p = 0; p < n; p++) if (p != seat) others += s.cash[p] + worth[p] * scoringsLeft;
        return s.cash[seat] + worth[seat] * scoringsLeft - others / (n - 1);
    }
}
