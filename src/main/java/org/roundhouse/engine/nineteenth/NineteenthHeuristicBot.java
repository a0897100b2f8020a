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
import org.roundhouse.engine.nineteenth.NineteenthMove.Reveal;
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
    /** Each thread's scratch positions and remembered payouts (a search's threads share its playout bot). */
    private final ThreadLocal<Lookahead> lookahead = ThreadLocal.withInitial(Lookahead::new);

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
        Lookahead look = lookahead.get();
        NineteenthMove best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        int ties = 0;
        for (NineteenthMove m : legal) {
            double v = look.score(view, m, seat);
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
        return lookahead.get().score(view, move, view.currentPlayer());
    }

    /** Each seat's worth: cash, what the shares would fetch, and the pay they bring in the scorings to come; a new array. */
    double[] worths(NineteenthState s) {
        // a look of its own, whose array the caller keeps (the seat facts make a bot for each position)
        return new Lookahead().worths(s);
    }

    /**
     * One thread's look one step ahead. Each step tried is applied in place on a scratch position
     * set back to the position it starts from ({@link NineteenthState#setTo}), one scratch position
     * for each depth of the look (the step, the cards that may come after a train, the deck to turn),
     * instead of a copy for every step and card. A seat's worth is added up as before, company by
     * company, but what a company adds for each seat is remembered with what it depends on (its
     * trains, treasury, holders and Union Pacific's shares, and the few figures of the whole
     * position), so the payouts of the companies a step leaves alone are not worked out again.
     */
    private final class Lookahead {
        private NineteenthState[] scratch = new NineteenthState[8];
        private double[] worth = new double[0];
        private int seats = -1;
        /** What the remembered terms were worked out for: the whole position's figures. */
        private double memoLiquid = Double.NaN;
        private double memoHorizon = Double.NaN;
        private int memoUpController = -2;
        /**
         * Two remembered terms a company, the entry {@code 2 * company + slot} (the position a step starts
         * from and the step's, which take turns while the steps are tried): what the terms were worked out
         * from, the company's trains (-1 for nothing remembered), its treasury's million and Union Pacific's shares.
         */
        private int[] memoPlaced;
        private boolean[] memoMayPay;
        private int[] memoUpHeld;
        /** [company] the slot used last; the other one is the one to work out anew. */
        private int[] recent;
        /** [entry][seat]: the holdings the terms were worked out from, and the terms in the order they are added. */
        private int[][] memoColumn;
        private double[][] saleTerm;
        private double[][] payTerm;
        private double[][] controlTerm;
        /** Union Pacific's payout to each seat, and the treasury and holdings it was worked out from. */
        private int memoUpCash = -1;
        private int[] memoUpColumn;
        private int[] upPay;
        private int[] column;

        /** The scratch position of the depth, set to {@code from}. */
        private NineteenthState at(int depth, NineteenthState from) {
            if (depth == scratch.length) scratch = java.util.Arrays.copyOf(scratch, depth * 2);
            NineteenthState s = scratch[depth];
            if (s == null || s.n != from.n || s.game != from.game) {
                s = from.copy();
                scratch[depth] = s;
            } else {
                s.setTo(from);
            }
            return s;
        }

        double score(NineteenthState s, NineteenthMove m, int seat) {
            // ending a phase changes nothing of the standing; the end of the turn may end the game (a round without a
            // train), where shares count for nothing, but putting it off by paying $1M into treasuries does not avoid it
            if (m instanceof Done) return standing(s, seat);
            NineteenthState after = at(0, s);
            game.applyInPlace(after, m);
            if ((m instanceof Expand || m instanceof Answer a && a.yes()) && after.phase == Phase.APPROVAL) {
                while (after.phase == Phase.APPROVAL) game.applyInPlace(after, new Answer(after.current, after.answering, true));
                return APPROVED * settle(after, seat, 1) + (1 - APPROVED) * standing(s, seat);
            }
            return settle(after, seat, 1);
        }

        /**
         * The standing after the step, the turn of a track card weighed over what it may show, and the best flip
         * chosen; {@code s} is the scratch position of the depth before, the positions it leads to those of this depth.
         */
        private double settle(NineteenthState s, int seat, int depth) {
            if (s.phase == Phase.REVEAL) {
                List<Outcome<NineteenthMove>> outcomes = game.chanceOutcomes(s);
                double total = 0;
                double sum = 0;
                // Every card but a dividend card leads to the same value: it changes only its deck, and what follows
                // it is the rest of the turn, or (a deck's first card after a reshuffle) the other decks' first cards,
                // which are the same whatever this deck showed. So that value is worked out once.
                boolean alikeKnown = false;
                double alike = 0;
                for (Outcome<NineteenthMove> o : outcomes) {
                    total += o.weight();
                    double value;
                    if (o.move() instanceof Reveal r && r.card() != NineteenthMove.DIVIDEND && alikeKnown) {
                        value = alike;
                    } else {
                        NineteenthState next = at(depth, s);
                        game.applyInPlace(next, o.move());
                        value = settle(next, seat, depth + 1);
                        if (o.move() instanceof Reveal r && r.card() != NineteenthMove.DIVIDEND) {
                            alike = value;
                            alikeKnown = true;
                        }
                    }
                    sum += o.weight() * value;
                }
                return total == 0 ? standing(s, seat) : sum / total;
            }
            if (s.phase == Phase.FLIP && s.current == seat) {
                double best = Double.NEGATIVE_INFINITY;
                for (NineteenthMove f : game.legalMoves(s)) {
                    NineteenthState next = at(depth, s);
                    game.applyInPlace(next, f);
                    best = Math.max(best, settle(next, seat, depth + 1));
                }
                return best;
            }
            return standing(s, seat);
        }

        double standing(NineteenthState s, int seat) {
            double[] w = worths(s);
            double rival = Double.NEGATIVE_INFINITY;
            for (int q = 0; q < s.players(); q++) if (q != seat) rival = Math.max(rival, w[q]);
            return w[seat] - RIVAL * rival;
        }

        /** Each seat's worth, in an array of this look's own (changed by the next call). */
        double[] worths(NineteenthState s) {
            int n = s.players();
            int up = game.board().unionPacific();
            if (n != seats) {
                seats = n;
                worth = new double[n];
                column = new int[n];
                memoPlaced = new int[2 * up];
                memoMayPay = new boolean[2 * up];
                memoUpHeld = new int[2 * up];
                recent = new int[up];
                memoColumn = new int[2 * up][n];
                saleTerm = new double[2 * up][n];
                payTerm = new double[2 * up][n];
                controlTerm = new double[2 * up][n];
                memoUpColumn = new int[n];
                upPay = new int[n];
                memoUpCash = -1;
                forgetCompanies();
            }
            double[] w = worth;
            if (s.isOver()) {
                for (int q = 0; q < n; q++) w[q] = s.cash(q);
                return w;
            }
            int remaining = game.totalDividends() - s.dividendsDrawn();
            // in the last cycle the game may end at any scoring: shares are worth less for every card still to come
            double liquid = s.cycle() < game.cycleDividends(1) ? 1.0 : 0.5;
            double horizon = Math.min(HORIZON, remaining);
            for (int q = 0; q < n; q++) w[q] = s.cash(q);
            int upController = game.upController(s);
            if (liquid != memoLiquid || horizon != memoHorizon || upController != memoUpController) {
                memoLiquid = liquid;
                memoHorizon = horizon;
                memoUpController = upController;
                forgetCompanies();
            }
            for (int c = 0; c < up; c++) {
                int placed = s.placed[c];
                boolean mayPay = s.treasury(c) >= NineteenthCentury.TRAIN_COST;
                int upHeld = s.upHeld[c];
                int e = 2 * c + recent[c];
                if (!remembered(s, c, e, placed, mayPay, upHeld)) {
                    e ^= 1;
                    if (!remembered(s, c, e, placed, mayPay, upHeld)) {
                        memoPlaced[e] = placed;
                        memoMayPay[e] = mayPay;
                        memoUpHeld[e] = upHeld;
                        for (int q = 0; q < n; q++) memoColumn[e][q] = s.held[q][c];
                        companyTerms(s, c, e, liquid, horizon, upController);
                    }
                    recent[c] = e & 1;
                }
                double[] sale = saleTerm[e];
                double[] pay = payTerm[e];
                double[] control = controlTerm[e];
                // the terms in the order they were always added (adding a zero where a term does not apply changes nothing)
                for (int q = 0; q < n; q++) w[q] = w[q] + sale[q] + pay[q] + control[q];
            }
            int owned = s.ownedByPlayers(up);
            boolean paid = false;
            for (int q = 0; q < n; q++) {
                int upHeld = s.held[q][up];
                if (upHeld <= 0) continue;
                w[q] += liquid * unionPacificSale(upHeld, owned);
                if (!paid) {
                    unionPacificPay(s, n, up);
                    paid = true;
                }
                w[q] += horizon * upPay[q];
            }
            return w;
        }

        private boolean remembered(NineteenthState s, int c, int e, int placed, boolean mayPay, int upHeld) {
            if (placed != memoPlaced[e] || mayPay != memoMayPay[e] || upHeld != memoUpHeld[e]) return false;
            int[] was = memoColumn[e];
            for (int q = 0; q < was.length; q++) if (s.held[q][c] != was[q]) return false;
            return true;
        }

        private void forgetCompanies() {
            java.util.Arrays.fill(memoPlaced, -1);
        }

        /**
         * What the company adds to each seat's worth: what its shares would fetch, the pay they bring
         * in the scorings to come, and a train to come in a company the seat controls whose treasury
         * can pay; zero where the seat holds none (the terms were never added there).
         */
        private void companyTerms(NineteenthState s, int c, int e, double liquid, double horizon, int upController) {
            int n = s.players();
            int[] held = memoColumn[e];
            double[] sale = saleTerm[e];
            double[] pay = payTerm[e];
            double[] control = controlTerm[e];
            int purchased = s.upHeld[c];
            for (int q = 0; q < n; q++) purchased += held[q];
            if (purchased == s.upHeld[c]) {
                java.util.Arrays.fill(sale, 0);
                java.util.Arrays.fill(pay, 0);
                java.util.Arrays.fill(control, 0);
                return;
            }
            int price = s.price(c);
            int salePrice = game.options().halfPriceSale() ? price / 2 : price;
            int[] payout = Dividends.companyPayout(s.trains(c) + 1, held);
            boolean mayPay = s.trainsLeft(c) > 0 && s.treasury(c) >= NineteenthCentury.TRAIN_COST;
            for (int q = 0; q < n; q++) {
                int h = held[q];
                sale[q] = liquid * h * salePrice;
                pay[q] = h > 0 ? horizon * payout[q] : 0;
                // control as NineteenthCentury.controls counts it: the seat's shares, and Union Pacific's for its controller
                int weight = h + (upController == q ? s.upHeld[c] : 0);
                control[q] = h > 0 && mayPay && 2 * weight > purchased ? 0.5 * liquid * h : 0;
            }
        }

        /** Union Pacific's payout to each seat in {@link #upPay}: a quarter of its cash (rounded up) to the primary holders, half of that to the secondary. */
        private void unionPacificPay(NineteenthState s, int n, int up) {
            int upCash = s.treasury(up);
            boolean same = upCash == memoUpCash;
            for (int p = 0; p < n; p++) {
                column[p] = s.held[p][up];
                same &= column[p] == memoUpColumn[p];
            }
            if (same) return;
            memoUpCash = upCash;
            System.arraycopy(column, 0, memoUpColumn, 0, n);
            int primary = (upCash + 3) / 4;
            int[] pay = Dividends.tablePayout(new int[] {primary, (primary + 1) / 2}, column);
            System.arraycopy(pay, 0, upPay, 0, n);
        }
    }

    /**
     * What the seat's Union Pacific shares would fetch, before the last cycle's discount: here as if it
     * sold them first, at about the price of the shares owned less half its own.
     */
    double unionPacificSale(int upHeld, int owned) {
        return upHeld * Math.max(1, owned - upHeld / 2.0);
    }
}
