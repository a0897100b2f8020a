package org.roundhouse.engine.nineteenth;

import java.util.List;
import java.util.random.RandomGenerator;
import org.roundhouse.engine.Dividends;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.MoveScorer;
import org.roundhouse.engine.nineteenth.NineteenthMove.Answer;
import org.roundhouse.engine.nineteenth.NineteenthMove.Done;
import org.roundhouse.engine.nineteenth.NineteenthMove.Expand;
import org.roundhouse.engine.nineteenth.NineteenthState.Phase;

/**
 * A greedy player of the nineteenth-century variant. It takes the step after which its standing
 * is best against the strongest other seat: cash, what its shares would fetch sold, the next
 * scoring rounds' pay for the majorities it holds (Union Pacific's 25% of its cash for its primary
 * holder), and a train to come in a company it controls whose treasury can pay. So it buys where
 * a majority pays, sells what no longer pays, and holds nothing worth keeping near the end (shares
 * count for nothing then); it expands where it controls, and a proposal needing approval counts
 * half of what it would be worth approved; it approves an expansion when the train gains it as much
 * as the leading rival; and it times the dividend cards it can see: which deck to turn after a train
 * is weighed over the cards the deck may show, a scoring round included, from what its view knows
 * (never the order under the face-up cards). Ties go to ending the phase, then to the generator.
 */
public class NineteenthHeuristicBot implements Bot<NineteenthState, NineteenthMove>, MoveScorer<NineteenthState, NineteenthMove> {
    /** Scoring rounds ahead that a holding is counted for (the holdings change before more come). */
    private static final double HORIZON = 1.5;
    /** How much of the strongest rival's standing counts against the bot's own. */
    private static final double RIVAL = 0.5;
    /** A proposal needing the others' approval is counted as approved this often. */
    private static final double APPROVED = 0.5;

    private final NineteenthCentury game;

    public NineteenthHeuristicBot(NineteenthCentury game) {
        this.game = game;
    }

    @Override
    public String name() {
        return "heuristic";
    }

    @Override
    public NineteenthMove choose(NineteenthState view, RandomGenerator rng) {
        List<NineteenthMove> legal = game.legalMoves(view);
        if (legal.size() == 1) return legal.get(0);
        int seat = view.currentPlayer();
        NineteenthMove best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        int ties = 0;
        for (NineteenthMove m : legal) {
            double v = score(view, m, seat);
            // ending the phase wins a tie: no trade or train for nothing
            if (m instanceof Done) v += 1e-6;
            if (v > bestScore + 1e-9) {
                best = m;
                bestScore = v;
                ties = 1;
            } else if (Math.abs(v - bestScore) <= 1e-9 && rng.nextInt(++ties) == 0) {
                best = m;
            }
        }
        return best;
    }

    @Override
    public double score(NineteenthState view, NineteenthMove move) {
        return score(view, move, view.currentPlayer());
    }

    private double score(NineteenthState s, NineteenthMove m, int seat) {
        // ending a phase changes nothing of the standing; the end of the turn may end the game (a round without a
        // train), where shares count for nothing, but putting it off by paying $1M into treasuries does not avoid it
        if (m instanceof Done) return standing(s, seat);
        NineteenthState after = game.applyUnchecked(s, m);
        if ((m instanceof Expand || m instanceof Answer a && a.yes()) && after.phase == Phase.APPROVAL) {
            NineteenthState approved = after;
            while (approved.phase == Phase.APPROVAL) approved = game.applyUnchecked(approved, new Answer(approved.current, approved.answering, true));
            return APPROVED * settle(approved, seat) + (1 - APPROVED) * standing(s, seat);
        }
        return settle(after, seat);
    }

    /** The standing after the step, the turn of a track card weighed over what it may show, and the best flip chosen. */
    private double settle(NineteenthState s, int seat) {
        if (s.phase == Phase.REVEAL) {
            List<Outcome<NineteenthMove>> outcomes = game.chanceOutcomes(s);
            double total = 0;
            double sum = 0;
            for (Outcome<NineteenthMove> o : outcomes) {
                total += o.weight();
                sum += o.weight() * settle(game.applyUnchecked(s, o.move()), seat);
            }
            return total == 0 ? standing(s, seat) : sum / total;
        }
        if (s.phase == Phase.FLIP && s.current == seat) {
            double best = Double.NEGATIVE_INFINITY;
            for (NineteenthMove f : game.legalMoves(s)) best = Math.max(best, settle(game.applyUnchecked(s, f), seat));
            return best;
        }
        return standing(s, seat);
    }

    /** The seat's worth less part of the strongest rival's. */
    double standing(NineteenthState s, int seat) {
        double[] worth = worths(s);
        double rival = Double.NEGATIVE_INFINITY;
        for (int q = 0; q < s.players(); q++) if (q != seat) rival = Math.max(rival, worth[q]);
        return worth[seat] - RIVAL * rival;
    }

    /** Each seat's worth: cash, what the shares would fetch, and the pay they bring in the scorings to come (a company's payouts worked out once for all seats). */
    double[] worths(NineteenthState s) {
        int n = s.players();
        double[] w = new double[n];
        if (s.isOver()) {
            for (int q = 0; q < n; q++) w[q] = s.cash(q);
            return w;
        }
        int up = game.board().unionPacific();
        int remaining = game.totalDividends() - s.dividendsDrawn();
        // in the last cycle the game may end at any scoring: shares are worth less for every card still to come
        double liquid = s.cycle() < game.cycleDividends(1) ? 1.0 : 0.5;
        double horizon = Math.min(HORIZON, remaining);
        for (int q = 0; q < n; q++) w[q] = s.cash(q);
        int upController = game.upController(s);
        int[] column = new int[n];
        for (int c = 0; c < up; c++) {
            int sale = game.options().halfPriceSale() ? s.price(c) / 2 : s.price(c);
            boolean held = false;
            for (int q = 0; q < n; q++) {
                column[q] = s.held[q][c];
                held |= column[q] > 0;
            }
            if (!held) continue;
            int[] pay = Dividends.companyPayout(s.trains(c) + 1, column);
            boolean mayPay = s.trainsLeft(c) > 0 && s.treasury(c) >= NineteenthCentury.TRAIN_COST;
            int purchased = s.purchased(c);
            for (int q = 0; q < n; q++) {
                int h = column[q];
                w[q] += liquid * h * sale;
                if (h > 0) {
                    w[q] += horizon * pay[q];
                    // control as NineteenthCentury.controls counts it: the seat's shares, and Union Pacific's for its controller
                    int weight = h + (upController == q ? s.upHeld[c] : 0);
                    if (mayPay && 2 * weight > purchased) w[q] += 0.5 * liquid * h;
                }
            }
        }
        int owned = s.ownedByPlayers(up);
        int[] upPay = null;
        for (int q = 0; q < n; q++) {
            int upHeld = s.held[q][up];
            if (upHeld <= 0) continue;
            w[q] += liquid * unionPacificSale(upHeld, owned);
            if (upPay == null) {
                int upCash = s.treasury(up);
                int primary = (upCash + 3) / 4;
                for (int p = 0; p < n; p++) column[p] = s.held[p][up];
                upPay = Dividends.tablePayout(new int[] {primary, (primary + 1) / 2}, column);
            }
            w[q] += horizon * upPay[q];
        }
        return w;
    }

    /**
     * What the seat's Union Pacific shares would fetch, before the last cycle's discount: here as if it
     * sold them first, at about the price of the shares owned less half its own.
     */
    double unionPacificSale(int upHeld, int owned) {
        return upHeld * Math.max(1, owned - upHeld / 2.0);
    }
}
