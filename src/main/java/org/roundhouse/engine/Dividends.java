package org.roundhouse.engine;


/**
 * The arithmetic of dividend payments, shared by every rule set. Holdings are the
 * shares each recipient has played (face up on the table); cards in hand never count.
 */
public final class Dividends {
    /** Union Pacific's payments by dividend (rows) and place (columns), in $M, as printed. */
    private static final int[][] UNION_PACIFIC = {
        {0, 0, 0, 0, 0},
        {10, 8, 6, 4, 2},
        {15, 12, 9, 6, 3},
        {20, 16, 12, 8, 4},
    };

    private Dividends() {
    }

    /** The rows of {@link #unionPacificTable}, a copy. */
    public static int[][] unionPacificRows() {
        int[][] rows = new int[UNION_PACIFIC.length][];
        for (int i = 0; i < rows.length; i++) rows[i] = UNION_PACIFIC[i].clone();
        return rows;
    }

    /** Union Pacific's payments by place at the given table row (1 to 4; outside, the nearest), in $M; a copy. */
    public static int[] unionPacificTable(int row) {
        return UNION_PACIFIC[Math.min(Math.max(row, 1), UNION_PACIFIC.length) - 1].clone();
    }

    /**
     * What each holder receives from one company paying {@code value}: the primary
     * holder gets the value, the secondary half of it (rounded down). A sole holder takes
     * both; players tied first add both payments and split them (rounded down), and
     * nobody else is paid; players tied second split the secondary payment.
     */
    public static int[] companyPayout(int value, int[] holdings) {
        int half = value / 2;
        return rankedPayout(new int[] {value, half}, holdings, true);
    }

    /**
     * Who is paid as primary and as secondary holder: {primary recipients, secondary
     * recipients}, each in index order. The primary holders have the most shares (several on
     * a tie); the secondary ones the next most. A sole holder is primary with no secondary
     * (it takes both payments). On a tie for first there is no secondary for a company (the
     * tied holders split both payments); with {@code secondAfterTiedFirst}, as for a
     * table like Union Pacific's, the next most still form the second group.
     */
    public static int[][] majorityHolders(int[] holdings, boolean secondAfterTiedFirst) {
        int best = 0;
        for (int h : holdings) best = Math.max(best, h);
        if (best == 0) return new int[][] {new int[0], new int[0]};
        int[] first = holdersOf(holdings, best);
        if (first.length > 1 && !secondAfterTiedFirst) return new int[][] {first, new int[0]};
        int second = 0;
        for (int h : holdings) if (h < best) second = Math.max(second, h);
        return new int[][] {first, second == 0 ? new int[0] : holdersOf(holdings, second)};
    }

    private static int[] holdersOf(int[] holdings, int count) {
        int n = 0;
        for (int h : holdings) if (h == count) n++;
        int[] r = new int[n];
        int i = 0;
        for (int p = 0; p < holdings.length; p++) if (holdings[p] == count) r[i++] = p;
        return r;
    }

    /**
     * Union Pacific style payout: {@code table[i]} is paid to place {@code i+1}. Tied
     * holders add the places they cover and split the sum, rounded down; places beyond
     * the table, and holders with no shares, get nothing. Unused places are not
     * redistributed.
     */
    public static int[] tablePayout(int[] table, int[] holdings) {
        return rankedPayout(table, holdings, false);
    }

    /**
     * @param soleHolderTakesAll when only one recipient holds shares, it receives every
     *     place of the table (the company rule: primary and secondary)
     */
    private static int[] rankedPayout(int[] table, int[] holdings, boolean soleHolderTakesAll) {
        // a holder's places are those after every holder with more shares, one for each holder tied with it;
        // counted directly (at most seven recipients), without sorting: this runs inside every bot's judgement
        int n = holdings.length;
        int[] pay = new int[n];
        int holders = 0;
        int sole = -1;
        for (int i = 0; i < n; i++) {
            if (holdings[i] > 0) {
                holders++;
                sole = i;
            }
        }
        if (holders == 0) return pay;
        if (holders == 1 && soleHolderTakesAll) {
            int all = 0;
            for (int t : table) all += t;
            pay[sole] = all;
            return pay;
        }
        for (int i = 0; i < n; i++) {
            int h = holdings[i];
            if (h <= 0) continue;
            int above = 0;
            int tied = 0;
            for (int j = 0; j < n; j++) {
                if (holdings[j] > h) above++;
                else if (holdings[j] == h) tied++;
            }
            if (above >= table.length) continue;
            int sum = 0;
            for (int k = above; k < Math.min(table.length, above + tied); k++) sum += table[k];
            pay[i] = sum / tied;
        }
        return pay;
    }
}
