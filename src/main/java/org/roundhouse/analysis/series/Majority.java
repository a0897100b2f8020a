package org.roundhouse.analysis.series;

import java.util.Arrays;
import java.util.List;
import org.roundhouse.engine.Dividends;

/**
 * Who held one company at one dividend, and who was paid. Recipients are the seats, plus
 * the house (index {@code players}) when the two-player rules bring it in.
 *
 * <p>The primary holders are those with the most shares (more than one on a tie). The
 * secondary holders are those with the next most, when there is a single primary holder
 * and anyone else holds shares; on a tie for first nobody is secondary (the tied players
 * split both payments), and a sole holder is primary alone (it takes both payments).
 * For Union Pacific the same two groups are the first and second places of its table.
 *
 * @param company the company (Union Pacific = {@code board.unionPacific()})
 */
public record Majority(int company, int[] holdings, int[] payouts, List<Integer> primary, List<Integer> secondary) {
    public Majority {
        holdings = holdings.clone();
        payouts = payouts.clone();
        primary = List.copyOf(primary);
        secondary = List.copyOf(secondary);
    }

    /** Works out the primary and secondary holders from the holdings. */
    static Majority of(int company, int[] holdings, int[] payouts, boolean unionPacific) {
        int[][] groups = Dividends.majorityHolders(holdings, unionPacific);
        return new Majority(company, holdings, payouts, boxed(groups[0]), boxed(groups[1]));
    }

    private static List<Integer> boxed(int[] recipients) {
        return Arrays.stream(recipients).boxed().toList();
    }

    /** Shares played per recipient at the dividend. */
    @Override
    public int[] holdings() {
        return holdings.clone();
    }

    public int holding(int recipient) {
        return holdings[recipient];
    }

    /** What each recipient received from this company at the dividend. */
    @Override
    public int[] payouts() {
        return payouts.clone();
    }

    public int payout(int recipient) {
        return payouts[recipient];
    }

    /** What the company paid in all at the dividend. */
    public int paid() {
        return Arrays.stream(payouts).sum();
    }

    public boolean nobodyHolds() {
        return primary.isEmpty();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Majority m && m.company == company && Arrays.equals(m.holdings, holdings)
                && Arrays.equals(m.payouts, payouts) && m.primary.equals(primary) && m.secondary.equals(secondary);
    }

    @Override
    public int hashCode() {
        return 31 * company + Arrays.hashCode(holdings);
    }

    @Override
    public String toString() {
        return "Majority[company " + company + ", holdings " + Arrays.toString(holdings) + ", primary " + primary
                + ", secondary " + secondary + "]";
    }
}
