package org.roundhouse.engine.nineteenth;

import java.util.ArrayList;
import java.util.List;
import org.roundhouse.engine.Dividends;
import org.roundhouse.engine.SeatFact;

/**
 * The nineteenth-century variant's own facts about each seat, for the learned evaluator
 * ({@link org.roundhouse.engine.PositionFacts#seatFacts}). The facts every rule set shares miss
 * what decides this variant: the winner is the seat with the most cash at the end, shares count
 * for nothing then but fetch their price before, a company's price is its trains, Union Pacific
 * pays its holders a quarter of its treasury (fed by the companies it holds more than half of),
 * and only a seat that controls a company whose treasury can pay a train makes its shares rise.
 * Everything here lies open to every seat.
 */
final class NineteenthSeatFacts {
    /** The names, in order; see {@link #of}. */
    static final List<String> NAMES = List.of(
            "worth_lead", "worth_share", "market_lead", "sale_value", "scoring_pay_lead", "up_control", "controlled",
            "paid_trains", "cash_lead_last_cycle", "scorings_lead", "scorings_log_chance", "up_holding_share");

    private NineteenthSeatFacts() {
    }

    /**
     * <ul>
     * <li>{@code worth_lead}: the seat's worth as {@code heuristic2} counts it (cash, what the shares fetch, the next
     *     scorings' pay, the rise a train it controls brings) less the best rival's, /50;
     * <li>{@code worth_share}: its worth of all seats' worth;
     * <li>{@code market_lead}: cash and what its shares fetch sold now (Union Pacific's as if every other holder sold
     *     first) less the best rival's, /50;
     * <li>{@code sale_value}: what its shares fetch sold now, /50;
     * <li>{@code scoring_pay_lead}: what the next scoring round pays it (the companies at their trains + 1, Union
     *     Pacific a quarter or an eighth of its treasury after its takings) less the best rival's, /25;
     * <li>{@code up_control}: 1 when it holds more than half of Union Pacific's purchased shares;
     * <li>{@code controlled}: the companies it may expand alone, of all but Union Pacific;
     * <li>{@code paid_trains}: the trains their treasuries can pay for, at most the trains they have left, /10;
     * <li>{@code cash_lead_last_cycle}: in the last cycle, where the next scoring ends the game and shares then count
     *     for nothing, its cash less the best rival's, /50; 0 before;
     * <li>{@code scorings_lead}: its cash and the next scoring's pay for every scoring still to come less the best
     *     rival's, /50;
     * <li>{@code scorings_log_chance}: the log of its share of a softmax of those at $25M, /5;
     * <li>{@code up_holding_share}: its Union Pacific shares of all that players own (0 when none are owned).
     * </ul>
     */
    static List<SeatFact> of(NineteenthState s) {
        NineteenthCentury game = s.game();
        int n = s.players();
        int up = game.board().unionPacific();
        double[] worth = new NineteenthHeuristic2Bot(game).worths(s);
        double[] sale = new double[n];
        double[] market = new double[n];
        double[] cash = new double[n];
        double[] upControl = new double[n];
        double[] controlled = new double[n];
        double[] paidTrains = new double[n];
        int controller = game.upController(s);
        for (int q = 0; q < n; q++) {
            cash[q] = s.cash(q);
            for (int c = 0; c < up; c++) {
                int price = s.price(c);
                sale[q] += s.shares(q, c) * (game.options().halfPriceSale() ? price / 2 : price);
                if (game.controls(s, q, c)) {
                    controlled[q]++;
                    paidTrains[q] += Math.min(s.trainsLeft(c), s.treasury(c) / NineteenthCentury.TRAIN_COST);
                }
            }
            int upShares = s.shares(q, up);
            sale[q] += upShares * (upShares + 1) / 2.0 * (game.options().halfPriceSale() ? 0.5 : 1);
            market[q] = cash[q] + sale[q];
            upControl[q] = controller == q ? 1 : 0;
        }
        double[] pay = scoringPay(s);
        boolean lastCycle = game.cycleDividends(s.cycle()) == 1;
        double total = 0;
        for (double w : worth) total += Math.max(0, w);
        List<SeatFact> facts = new ArrayList<>();
        facts.add(new SeatFact("worth_lead", lead(worth, 50)));
        double[] share = new double[n];
        for (int q = 0; q < n; q++) share[q] = total <= 0 ? 1.0 / n : Math.max(0, worth[q]) / total;
        facts.add(new SeatFact("worth_share", share));
        facts.add(new SeatFact("market_lead", lead(market, 50)));
        facts.add(new SeatFact("sale_value", scaled(sale, 50)));
        facts.add(new SeatFact("scoring_pay_lead", lead(pay, 25)));
        facts.add(new SeatFact("up_control", upControl));
        facts.add(new SeatFact("controlled", scaled(controlled, Math.max(1, up))));
        facts.add(new SeatFact("paid_trains", scaled(paidTrains, 10)));
        facts.add(new SeatFact("cash_lead_last_cycle", lastCycle ? lead(cash, 50) : new double[n]));
        int scoringsLeft = game.totalDividends() - s.dividendsPaid();
        double[] projected = new double[n];
        for (int q = 0; q < n; q++) projected[q] = cash[q] + scoringsLeft * pay[q];
        facts.add(new SeatFact("scorings_lead", lead(projected, 50)));
        facts.add(new SeatFact("scorings_log_chance", logSoftmax(projected, 25)));
        int upOwned = s.ownedByPlayers(up);
        double[] upShare = new double[n];
        for (int q = 0; q < n; q++) upShare[q] = upOwned == 0 ? 0 : s.shares(q, up) / (double) upOwned;
        facts.add(new SeatFact("up_holding_share", upShare));
        return facts;
    }

    /** What the next scoring round would pay each seat as the position stands, by the rules of {@link NineteenthCentury}'s scoring. */
    static double[] scoringPay(NineteenthState s) {
        NineteenthCentury game = s.game();
        int n = s.players();
        int up = game.board().unionPacific();
        double[] pay = new double[n];
        int[] column = new int[n];
        int upCash = s.treasury(up) + s.ownedByPlayers(up);
        for (int c = 0; c < up; c++) {
            for (int q = 0; q < n; q++) column[q] = s.shares(q, c);
            int[] paid = Dividends.companyPayout(s.trains(c) + 1, column);
            for (int q = 0; q < n; q++) pay[q] += paid[q];
            int base = game.options().upMajorityOfAll() ? game.board().company(c).shares() : s.purchased(c);
            if (2 * s.unionPacificShares(c) > base) upCash += s.trains(c) + s.purchased(c);
        }
        int primary = Math.min(upCash, (upCash + 3) / 4);
        int secondary = Math.min(upCash - primary, (primary + 1) / 2);
        for (int q = 0; q < n; q++) column[q] = s.shares(q, up);
        int[] upPaid = Dividends.tablePayout(new int[] {primary, secondary}, column);
        for (int q = 0; q < n; q++) pay[q] += upPaid[q];
        return pay;
    }

    /** Each seat's value less the best other seat's, divided by {@code scale}. */
    private static double[] lead(double[] x, double scale) {
        double[] lead = new double[x.length];
        for (int q = 0; q < x.length; q++) {
            double best = Double.NEGATIVE_INFINITY;
            for (int r = 0; r < x.length; r++) if (r != q) best = Math.max(best, x[r]);
            lead[q] = (x[q] - (best == Double.NEGATIVE_INFINITY ? 0 : best)) / scale;
        }
        return lead;
    }

    /** The log of each seat's share of a softmax at the temperature, at least -10, /5. */
    private static double[] logSoftmax(double[] x, double temperature) {
        double max = Double.NEGATIVE_INFINITY;
        for (double v : x) max = Math.max(max, v);
        double sum = 0;
        for (double v : x) sum += Math.exp((v - max) / temperature);
        double[] y = new double[x.length];
        for (int q = 0; q < x.length; q++) y[q] = Math.max(-10, (x[q] - max) / temperature - Math.log(sum)) / 5;
        return y;
    }

    private static double[] scaled(double[] x, double scale) {
        double[] y = new double[x.length];
        for (int q = 0; q < x.length; q++) y[q] = x[q] / scale;
        return y;
    }
}
