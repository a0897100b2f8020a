package org.roundhouse.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The worked examples of the rule texts (the Italian side notes) and the special cases they describe. */
class DividendsTest {
    private static final int[] UP_THIRD = {15, 12, 9, 6, 3};
    private static final int[] UP_SECOND = {10, 8, 6, 4, 2};

    @Test
    @DisplayName("7M with three tied primary holders: each gets (7+3)/3 = 3")
    void threeTiedPrimaries() {
        assertThat(Dividends.companyPayout(7, new int[] {2, 2, 2, 1})).containsExactly(3, 3, 3, 0);
    }

    @Test
    @DisplayName("5M with one primary and three tied secondaries: primary 5, secondaries 2/3 = 0")
    void threeTiedSecondariesGetNothing() {
        assertThat(Dividends.companyPayout(5, new int[] {4, 1, 1, 1})).containsExactly(5, 0, 0, 0);
    }

    @Test
    @DisplayName("a sole holder takes both the primary and the secondary payment")
    void soleHolderTakesBoth() {
        assertThat(Dividends.companyPayout(7, new int[] {0, 3, 0})).containsExactly(0, 10, 0);
        assertThat(Dividends.companyPayout(2, new int[] {1, 0})).containsExactly(3, 0);
    }

    @Test
    @DisplayName("primary gets the value, secondary half of it rounded down")
    void primaryAndSecondary() {
        assertThat(Dividends.companyPayout(9, new int[] {1, 3, 2})).containsExactly(0, 9, 4);
    }

    @Test
    @DisplayName("two tied secondaries split half the value, rounded down")
    void tiedSecondariesSplit() {
        assertThat(Dividends.companyPayout(9, new int[] {3, 1, 1})).containsExactly(9, 2, 2);
    }

    @Test
    @DisplayName("nobody holding shares means nobody is paid")
    void noHolders() {
        assertThat(Dividends.companyPayout(12, new int[] {0, 0, 0})).containsExactly(0, 0, 0);
    }

    @Test
    @DisplayName("Union Pacific, 2nd dividend: first place 10, second 8")
    void unionPacificSecondDividend() {
        assertThat(Dividends.tablePayout(UP_SECOND, new int[] {3, 5, 1})).containsExactly(8, 10, 6);
    }

    @Test
    @DisplayName("Union Pacific, 3rd dividend: three tied first get (15+12+9)/3 = 12 each")
    void unionPacificThreeTiedFirst() {
        assertThat(Dividends.tablePayout(UP_THIRD, new int[] {2, 2, 2, 1, 0})).containsExactly(12, 12, 12, 6, 0);
    }

    @Test
    @DisplayName("Union Pacific: ties lower down add their places and split, rounded down")
    void unionPacificTiesLowerDown() {
        assertThat(Dividends.tablePayout(UP_THIRD, new int[] {4, 2, 2, 1})).containsExactly(15, 10, 10, 6);
    }

    @Test
    @DisplayName("Union Pacific: unused places are not shared out, and a sole holder gets only first place")
    void unionPacificUnusedPlaces() {
        assertThat(Dividends.tablePayout(UP_SECOND, new int[] {0, 1, 0})).containsExactly(0, 10, 0);
        assertThat(Dividends.tablePayout(UP_SECOND, new int[] {1, 1, 1, 1, 1, 1})).containsExactly(5, 5, 5, 5, 5, 5);
    }

    @Test
    @DisplayName("majority holders: sole holder alone, tied first without a secondary, tied secondaries together")
    void majorityHolders() {
        assertThat(Dividends.majorityHolders(new int[] {0, 0, 0}, false)).isDeepEqualTo(new int[][] {{}, {}});
        assertThat(Dividends.majorityHolders(new int[] {0, 3, 0}, false)).isDeepEqualTo(new int[][] {{1}, {}});
        assertThat(Dividends.majorityHolders(new int[] {2, 3, 1}, false)).isDeepEqualTo(new int[][] {{1}, {0}});
        assertThat(Dividends.majorityHolders(new int[] {3, 3, 1}, false)).isDeepEqualTo(new int[][] {{0, 1}, {}});
        assertThat(Dividends.majorityHolders(new int[] {3, 3, 1}, true)).isDeepEqualTo(new int[][] {{0, 1}, {2}});
        assertThat(Dividends.majorityHolders(new int[] {1, 3, 1, 0}, false)).isDeepEqualTo(new int[][] {{1}, {0, 2}});
    }

    @Test
    @DisplayName("Payouts agree with paying the places in order down a sorted ranking, for any holdings and table")
    void payoutsAgreeWithPayingThePlacesDownASortedRanking() {
        java.util.SplittableRandom rng = new java.util.SplittableRandom(20);
        for (int round = 0; round < 20_000; round++) {
            int n = 1 + rng.nextInt(7);
            int[] holdings = new int[n];
            for (int i = 0; i < n; i++) holdings[i] = rng.nextInt(4) == 0 ? 0 : rng.nextInt(1 + rng.nextInt(12));
            int[] table = new int[1 + rng.nextInt(5)];
            for (int i = 0; i < table.length; i++) table[i] = rng.nextInt(20);
            int value = 1 + rng.nextInt(12);
            assertThat(Dividends.tablePayout(table, holdings)).as("table %s, holdings %s", java.util.Arrays.toString(table),
                    java.util.Arrays.toString(holdings)).containsExactly(byRanking(table, holdings, false));
            assertThat(Dividends.companyPayout(value, holdings)).as("value %d, holdings %s", value, java.util.Arrays.toString(holdings))
                    .containsExactly(byRanking(new int[] {value, value / 2}, holdings, true));
        }
    }

    /** The places paid in order down the holders sorted by shares, each group of tied holders splitting the places it covers. */
    private static int[] byRanking(int[] table, int[] holdings, boolean soleHolderTakesAll) {
        int n = holdings.length;
        int[] pay = new int[n];
        Integer[] order = new Integer[n];
        int holders = 0;
        for (int i = 0; i < n; i++) {
            order[i] = i;
            if (holdings[i] > 0) holders++;
        }
        if (holders == 0) return pay;
        java.util.Arrays.sort(order, (a, b) -> Integer.compare(holdings[b], holdings[a]));
        if (holders == 1 && soleHolderTakesAll) {
            pay[order[0]] = java.util.Arrays.stream(table).sum();
            return pay;
        }
        int place = 0;
        for (int i = 0; i < n && holdings[order[i]] > 0 && place < table.length;) {
            int j = i;
            while (j < n && holdings[order[j]] == holdings[order[i]]) j++;
            int sum = 0;
            for (int k = place; k < Math.min(table.length, place + j - i); k++) sum += table[k];
            for (int k = i; k < j; k++) pay[order[k]] = sum / (j - i);
            place += j - i;
            i = j;
        }
        return pay;
    }
}
