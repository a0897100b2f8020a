package org.roundhouse.analysis.series;

import java.util.Arrays;
import java.util.List;

/**
 * One dividend as the charts show it. Recipients are the seats, plus the house (index
 * {@code players}) when the two-player rules bring it in.
 *
 * @param index the position (index in the series) whose move paid the dividend
 * @param move the move number of that position (0 = the initial investments)
 * @param number 1 for the first dividend of the game, up to 4
 * @param drawnBy the seat that turned the dividend card up
 * @param received what each recipient received in all
 * @param values each company's value (trains + 1) at the payment, Union Pacific excluded
 * @param paidByCompany what each company paid out in all (Union Pacific last)
 * @param upTable what Union Pacific paid by place at this dividend ({@link GameSeries#upTable})
 * @param majorities per company (Union Pacific last): holdings, payouts, primary and secondary
 */
public record DividendEvent(int index, int move, int number, int drawnBy, int[] received, int[] values,
                            int[] paidByCompany, int[] upTable, List<Majority> majorities) {
    public DividendEvent {
        received = received.clone();
        values = values.clone();
        paidByCompany = paidByCompany.clone();
        upTable = upTable.clone();
        majorities = List.copyOf(majorities);
    }

    @Override
    public int[] received() {
        return received.clone();
    }

    public int received(int recipient) {
        return received[recipient];
    }

    /** Number of recipients: the seats, plus one when the house was paid. */
    public int recipients() {
        return received.length;
    }

    @Override
    public int[] values() {
        return values.clone();
    }

    @Override
    public int[] paidByCompany() {
        return paidByCompany.clone();
    }

    @Override
    public int[] upTable() {
        return upTable.clone();
    }

    public Majority majority(int company) {
        return majorities.get(company);
    }

    /** What the dividend paid in all. */
    public int total() {
        return Arrays.stream(received).sum();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DividendEvent e && e.index == index && e.move == move && e.number == number
                && e.drawnBy == drawnBy && Arrays.equals(e.received, received) && Arrays.equals(e.values, values)
                && Arrays.equals(e.paidByCompany, paidByCompany) && Arrays.equals(e.upTable, upTable)
                && e.majorities.equals(majorities);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * index + number) + Arrays.hashCode(received);
    }

    @Override
    public String toString() {
        return "Dividend " + number + " at move " + move + " " + Arrays.toString(received);
    }
}
