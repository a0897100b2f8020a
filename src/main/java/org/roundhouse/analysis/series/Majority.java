package org.roundhouse.analysis.series;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

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
        int top = 0;
        for (int h : holdings) top = Math.max(top, h);
        List<Integer> primary = new ArrayList<>();
        List<Integer> secondary = new ArrayList<>();
        if (top > 0) {
            int next = 0;
            for (int r = 0; r < holdings.length; r++) {
                if (holdings[r] == top) {
                    primary.add(r);
                } else {
                    next = Math.max(next, holdings[r]);
                }
            }
            boolean secondAllowed = unionPacific || primary.size() == 1;
            if (next > 0 && secondAllowed) {
                for (int r = 0; r < holdings.length; r++) {
                    if (holdings[r] == next) secondary.add(r);
                }
            }
        }
        return new Majority(company, holdings, payouts, primary, secondary);
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
