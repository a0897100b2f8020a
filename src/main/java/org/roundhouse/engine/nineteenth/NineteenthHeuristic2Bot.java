package org.roundhouse.engine.nineteenth;

/**
 * The nineteenth-century variant's stronger greedy player ({@code heuristic2}): {@link NineteenthHeuristicBot}'s
 * judgement with Union Pacific valued as a seat can count on. The old bot counts its Union Pacific
 * shares at what they would fetch if it sold them first, so each buy by another seat raises what
 * its holding seems worth; every seat buys when the price is low and sells into the others' buying,
 * back and forth, a transfer from the last buyers to the first sellers (docs/bots.md). This bot
 * counts them at what they fetch if every other holder sells first (1 + 2 + … + its shares), so
 * it buys Union Pacific for its payouts only, never to sell it on, and sells into a rise.
 */
public final class NineteenthHeuristic2Bot extends NineteenthHeuristicBot {
    public NineteenthHeuristic2Bot(NineteenthCentury game) {
        super(game);
    }

    @Override
    public String name() {
        return "heuristic2";
    }

    /** The price is the shares owned plus one, so whoever sells before this seat takes the rise the others' buying made. */
    @Override
    double unionPacificSale(int upHeld, int owned) {
        return upHeld * (upHeld + 1) / 2.0;
    }
}
