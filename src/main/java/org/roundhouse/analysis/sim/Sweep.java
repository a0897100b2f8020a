package org.roundhouse.analysis.sim;

import java.util.List;

/**
 * A simulation: cells compared over the same deals. Deal {@code d} is dealt from the seed
 * {@code mix(seed, d)} in every cell (common random numbers), and its bots and chance play
 * from {@code mix(dealSeed, rotation)}, so two cells that differ only in, say, the recipe see
 * the same hands, display and share order, and a difference between them is measured deal by
 * deal. With {@code duplicate} every deal is played once per seat rotation: the line-up is
 * turned by 0, 1, … seats, each bot playing the deal from every seat.
 *
 * @param deals deals per cell; each cell plays {@code deals × rotations} games
 */
public record Sweep(List<Cell> cells, int deals, long seed, int threads, boolean duplicate) {
    /**
     * The most cells of a sweep: every two cells of as many players are compared deal by deal
     * ({@link PairedSummary}), so the summary grows with the square of the cells.
     */
    public static final int MAX_CELLS = 100;

    public Sweep {
        cells = List.copyOf(cells);
        if (cells.isEmpty()) throw new IllegalArgumentException("a simulation needs at least one cell");
        if (cells.size() > MAX_CELLS) {
            throw new IllegalArgumentException(cells.size() + " cells; a simulation compares at most " + MAX_CELLS + " cells: split it into several runs");
        }
        if (deals < 1) throw new IllegalArgumentException("deals must be at least 1");
        if (threads < 1) throw new IllegalArgumentException("threads must be at least 1");
    }

    /** Games per deal in a cell of this many players: the number of seat rotations. */
    public int rotations(int players) {
        return duplicate ? players : 1;
    }

    public int maxPlayers() {
        return cells.stream().mapToInt(Cell::players).max().orElse(0);
    }

    /** Games of the whole sweep. */
    public long totalGames() {
        long n = 0;
        for (Cell c : cells) n += (long) deals * rotations(c.players());
        return n;
    }
}
