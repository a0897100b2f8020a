package org.roundhouse.engine;

import java.util.Arrays;

/**
 * One dividend as it was paid. Recipients are the seats, plus the imaginary third
 * player at index {@code players} when the two-player rules bring it in.
 *
 * @param number 1 for the first dividend, up to 4
 * @param drawnBy the seat that turned the dividend card up
 * @param values each company's value (trains + 1) at the payment
 * @param holdings shares played per recipient and company (Union Pacific last)
 * @param payouts what each recipient received per company (Union Pacific last)
 * @param total what each recipient received in all
 */
public record DividendPayment(int number, int drawnBy, int turn, int[] values, int[][] holdings, int[][] payouts,
                              int[] total) {
    /** The move during which the card came up (move 1 is the first turn after the first investments). */
    public int moveNumber() {
        return turn + 1;
    }

    public boolean includesHouse(int players) {
        return total.length > players;
    }

    public int received(int recipient) {
        return total[recipient];
    }

    public int sum() {
        return Arrays.stream(total).sum();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DividendPayment p && p.number == number && p.drawnBy == drawnBy && p.turn == turn
                && Arrays.equals(values, p.values) && Arrays.deepEquals(holdings, p.holdings)
                && Arrays.deepEquals(payouts, p.payouts) && Arrays.equals(total, p.total);
    }

    @Override
    public int hashCode() {
        return 31 * number + Arrays.hashCode(total);
    }

    @Override
    public String toString() {
        return "Dividend " + number + " " + Arrays.toString(total);
    }
}
