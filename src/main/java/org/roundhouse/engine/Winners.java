package org.roundhouse.engine;

import java.util.function.IntUnaryOperator;

/** Who won a game, and each seat's share of the win: the one reckoning every rule set, bot and summary uses. */
public final class Winners {
    private Winners() {
    }

    /**
     * The recipients {@code 0 .. recipients-1} (the seats, and the house after them where one is
     * ranked) with the most cash, in that order; more than one on a tie.
     */
    public static int[] among(int recipients, IntUnaryOperator cashOf) {
        int best = Integer.MIN_VALUE;
        for (int r = 0; r < recipients; r++) best = Math.max(best, cashOf.applyAsInt(r));
        int count = 0;
        int[] winners = new int[recipients];
        for (int r = 0; r < recipients; r++) if (cashOf.applyAsInt(r) == best) winners[count++] = r;
        return java.util.Arrays.copyOf(winners, count);
    }

    /** Each seat's share of the win: 1, split evenly on a tie; a house among the winners takes its share from nobody. */
    public static double[] shares(int[] winners, int players) {
        double[] shares = new double[players];
        for (int w : winners) if (w < players) shares[w] = 1.0 / winners.length;
        return shares;
    }

    /** {@link #shares} of the position's {@link GameState#winners}. */
    public static double[] shares(GameState end) {
        return shares(end.winners(), end.players());
    }
}
