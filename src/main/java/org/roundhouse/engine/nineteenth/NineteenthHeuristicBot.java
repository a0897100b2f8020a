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
        NineteenthState after = game.applyLegal(s, m);
        if ((m instanceof Expand || m instanceof Answer a && a.yes()) && after.phase == Phase.APPROVAL) {
            NineteenthState approved = after;
            while (approved.phase == Phase.APPROVAL) approved = game.applyLegal(approved, new Answer(approved.current, approved.answering, true));
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
                sum += o.weight() * settle(game.applyLegal(s, o.move()), seat);
            }
            return total == 0 ? standing(s, seat) : sum / total;
        }
        if (s.phase == Phase.FLIP && s.current == seat) {
            double best = Double.NEGATIVE_INFINITY;
            for (NineteenthMove f : game.legalMoves(s)) best = Math.max(best, settle(game.applyLegal(s, f), seat));
            return best;
        }
        return standing(s, seat);
    }

    /** The seat's worth less part of the strongest rival's. */
    double standing(NineteenthState s, int seat) {
        double rival = Double.NEGATIVE_INFINITY;
        for (int q = 0; q < s.players(); q++) if (q != seat) rival = Math.max(rival, worth(s, q));
        return worth(s, seat) - RIVAL * rival;
    }

    /** Cash, what the shares would fetch, and the pay they bring in the scorings to come. */
    double worth(NineteenthState s, int seat) {
        if (s.isOver()) return s.cash(seat);
        int up = game.board().unionPacific();
        int remaining = game.totalDividends() - s.dividendsDrawn();
        // in the last cycle the game may end at any scoring: shares are worth less for every card still to come
        double liquid = s.cycle() < game.cycleDividends(1) ? 1.0 : 0.5;
        double horizon = Math.min(HORIZON, remaining);
        double w = s.cash(seat);
        int[] column = new int[s.players()];
        for (int c = 0; c < up; c++) {
            int held = s.shares(seat, c);
            int sale = game.options().halfPriceSale() ? s.price(c) / 2 : s.price(c);
            w += liquid * held * sale;
            if (held > 0) {
                for (int p = 0; p < s.players(); p++) column[p] = s.shares(p, c);
                w += horizon * Dividends.companyPayout(s.trains(c) + 1, column)[seat];
            }
            if (held > 0 && game.controls(s, seat, c) && s.trainsLeft(c) > 0 && s.treasury(c) >= NineteenthCentury.TRAIN_COST) {
                w += 0.5 * liquid * held;
            }
        }
        int upHeld = s.shares(seat, up);
        if (upHeld > 0) {
            int owned = s.ownedByPlayers(up);
            w += liquid * unionPacificSale(upHeld, owned);
            int upCash = s.treasury(up);
            int primary = (upCash + 3) / 4;
            for (int p = 0; p < s.players(); p++) column[p] = s.shares(p, up);
            w += horizon * Dividends.tablePayout(new int[] {primary, (primary + 1) / 2}, column)[seat];
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
