package org.roundhouse.analysis.sim;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.Parallel;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.registry.RuleSets;

/**
 * Plays a {@link Sweep}. Games run on the sweep's threads but reach the caller in a fixed order
 * (deal by deal, each deal's cells in order, each cell's rotations in order), so the rows, the
 * summaries and their floating-point sums are the same on any number of threads. At most
 * {@link #WINDOW} finished games wait to be taken, so memory stays bounded however many games.
 */
public final class Simulator {
    /** Games that may be played ahead of the one the caller waits for. */
    static final int WINDOW = 2048;
    /** Games a thread plays, at most, before handing them back together. */
    static final int BATCH = 32;

    private Simulator() {
    }

    /**
     * How far a run is: games finished of all, never fewer than before. Called on the thread that
     * called {@link #run}: as the games are taken in order, and in between, while it waits, as
     * games finish (a slow bot's games are told one by one, not a batch at a time), and again
     * every tenth of a second while nothing finishes, so a caller can tell the time that passes.
     */
    public interface Progress {
        void update(long done, long total);
    }

    /** The summaries of a finished run. */
    public record Result(Sweep sweep, Layout layout, List<CellSummary> cells, PairedSummary paired) {
    }

    /** A cell ready to play: its game, its bots. */
    private record Prepared(Cell cell, Game game, Optional<Arena> arena, int rotations) {
    }

    /** The shape of a sweep's rows: the most dividends of any cell and the companies (Union Pacific last). */
    public record Layout(int maxDividends, List<String> companies) {
    }

    /**
     * Checks every cell (the rule set, options, player count and bots) and says what its rows hold.
     *
     * @throws IllegalArgumentException saying which cell and what is wrong
     */
    public static Layout check(Sweep sweep) {
        return Games.of(sweep).layout();
    }

    private static Layout layout(List<Prepared> cells) {
        int maxDividends = cells.stream().mapToInt(p -> p.game.board().dividendCards()).max().orElse(0);
        List<String> companies = new ArrayList<>();
        var board = cells.get(0).game.board();
        for (int c = 0; c <= board.companyCount(); c++) companies.add(board.companyAbbreviation(c));
        return new Layout(maxDividends, List.copyOf(companies));
    }

    private static List<Prepared> prepare(Sweep sweep) {
        List<Prepared> out = new ArrayList<>();
        for (Cell cell : sweep.cells()) {
            try {
                Game game = cell.game();
                int n = cell.players();
                if (n < game.minPlayers() || n > game.maxPlayers()) {
                    throw new IllegalArgumentException(game.ruleSet().title() + " is for "
                            + (game.minPlayers() == game.maxPlayers() ? "exactly " + game.minPlayers() : game.minPlayers() + " to " + game.maxPlayers())
                            + " players, not " + n);
                }
                Optional<Arena> arena = RuleSets.arena(game);
                for (String bot : cell.bots()) {
                    if (arena.isPresent()) {
                        arena.get().checkBot(bot);
                    } else if (!bot.equals("random")) {
                        throw new IllegalArgumentException("rule set '" + cell.ruleSet() + "' has no bots yet but its random players;"
                                + " use the bot 'random', not '" + bot + "'");
                    }
                }
                out.add(new Prepared(cell, game, arena, sweep.rotations(n)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("cell '" + cell.label() + "': " + e.getMessage(), e);
            }
        }
        return out;
    }

    /** A batch of games played in order, up to the first that failed ({@code error}; null entries after it). */
    private record Done(long batch, SimGame[] games, Object[] prepared, RuntimeException error) {
    }

    /**
     * A sweep's cells made ready to play, so that any game of the sweep can be played on its own,
     * in any order, on any thread or machine: game ({@code cell}, {@code deal}, {@code rotation}) is
     * the same wherever it is played. {@link #run} plays them on threads; a cluster job (spark/)
     * plays ranges of them as tasks.
     */
    public static final class Games {
        private final Sweep sweep;
        private final List<Prepared> cells;
        private final Layout layout;

        private Games(Sweep sweep) {
            this.sweep = sweep;
            this.cells = prepare(sweep);
            this.layout = Simulator.layout(cells);
        }

        /**
         * Checks and prepares every cell of the sweep.
         *
         * @throws IllegalArgumentException saying which cell and what is wrong
         */
        public static Games of(Sweep sweep) {
            return new Games(sweep);
        }

        public Sweep sweep() {
            return sweep;
        }

        public Layout layout() {
            return layout;
        }

        /** Games a deal has in the cell: its seat rotations. */
        public int rotations(int cell) {
            return cells.get(cell).rotations;
        }

        /**
         * Plays deal {@code deal} of the sweep in cell {@code cell}, the line-up turned by {@code rotation} seats.
         *
         * @throws IllegalStateException when the game fails, naming the cell, deal and rotation
         */
        public SimGame play(int cell, long deal, int rotation) {
            if (cell < 0 || cell >= cells.size()) throw new IndexOutOfBoundsException("no cell " + cell);
            if (deal < 0 || deal >= sweep.deals()) throw new IndexOutOfBoundsException("no deal " + deal + " of " + sweep.deals());
            if (rotation < 0 || rotation >= rotations(cell)) throw new IndexOutOfBoundsException("no rotation " + rotation);
            try {
                return Simulator.play(cells.get(cell), cell, deal, rotation, sweep.seed());
            } catch (RuntimeException | Error e) {
                throw new IllegalStateException("cell '" + cells.get(cell).cell.label() + "', deal " + deal + ", rotation " + rotation
                        + ": " + e, e);
            }
        }
    }

    /**
     * The summaries of a sweep, taken game by game in the sweep's order: deal by deal, each
     * deal's cells in order, each cell's rotations in order. Whoever played the games, the same
     * games in this order give the same figures to the last bit.
     */
    public static final class Tally {
        private final Sweep sweep;
        private final Layout layout;
        private final int[] rotations;
        private final List<CellSummary> summaries = new ArrayList<>();
        private final PairedSummary paired;
        private long deal;
        private int cell;
        private int rotation;

        public Tally(Games games) {
            this.sweep = games.sweep;
            this.layout = games.layout;
            rotations = new int[games.cells.size()];
            for (int c = 0; c < rotations.length; c++) rotations[c] = games.cells.get(c).rotations;
            for (Prepared p : games.cells) summaries.add(new CellSummary(p.cell, layout.maxDividends()));
            paired = new PairedSummary(games.cells.stream().mapToInt(p -> p.cell.players()).toArray(), layout.maxDividends());
        }

        /**
         * Counts the next game of the sweep.
         *
         * @throws IllegalArgumentException when it is not the game that comes next (one missing, repeated or out of order)
         */
        public void add(SimGame g) {
            if (deal >= sweep.deals() || g.deal() != deal || g.cell() != cell || g.rotation() != rotation) {
                throw new IllegalArgumentException("expected " + (deal >= sweep.deals() ? "no more games" : "cell " + cell + ", deal " + deal
                        + ", rotation " + rotation) + " but got cell " + g.cell() + ", deal " + g.deal() + ", rotation " + g.rotation());
            }
            summaries.get(cell).add(g);
            paired.add(g);
            if (++rotation == rotations[cell]) {
                rotation = 0;
                if (++cell == rotations.length) {
                    cell = 0;
                    deal++;
                    paired.endDeal();
                }
            }
        }

        /** True once every game of the sweep has been counted. */
        public boolean complete() {
            return deal >= sweep.deals();
        }

        /**
         * The summaries of the sweep.
         *
         * @throws IllegalStateException when games are still missing
         */
        public Result result() {
            if (!complete()) throw new IllegalStateException("the sweep is not complete: cell " + cell + ", deal " + deal + " is missing");
            return new Result(sweep, layout, summaries, paired);
        }
    }

    /**
     * Plays the sweep, handing every game to {@code rows} in order, and returns the summaries.
     *
     * @param cancelled asked between games; true stops the run
     * @throws CancellationException when cancelled or interrupted (the rows handed out so far stand)
     * @throws IllegalArgumentException when a cell cannot be played
     * @throws IllegalStateException when a game failed, naming the cell and deal
     */
    public static Result run(Sweep sweep, Consumer<SimGame> rows, Progress progress, BooleanSupplier cancelled) {
        return run(sweep, g -> g, (g, same) -> rows.accept(g), progress, cancelled);
    }

    /**
     * Plays the sweep as {@link #run(Sweep, Consumer, Progress, BooleanSupplier)} does, and has each
     * game {@code prepared} on the thread that played it (a row's text, say) before it is handed
     * in order, with what was prepared, to {@code rows}: the calling thread does only what must be
     * done in order, so more threads are not held back by it.
     */
    public static <R> Result run(Sweep sweep, Function<SimGame, R> prepare, BiConsumer<SimGame, R> rows, Progress progress,
            BooleanSupplier cancelled) {
        Games games = Games.of(sweep);
        List<Prepared> cells = games.cells;
        int[] offset = new int[cells.size() + 1];
        for (int c = 0; c < cells.size(); c++) offset[c + 1] = offset[c] + cells.get(c).rotations;
        int perDeal = offset[cells.size()];
        long total = (long) perDeal * sweep.deals();
        int[] cellOfUnit = new int[perDeal];
        for (int c = 0; c < cells.size(); c++) for (int k = offset[c]; k < offset[c + 1]; k++) cellOfUnit[k] = c;
        Tally tally = new Tally(games);

        // Games are handed out and back in batches of BATCH: a hand-over between threads per game
        // (a wake-up of the calling thread each time) cost a quarter of a core at these speeds.
        // Small sweeps (slow bots, a few games) keep batches small so every thread gets work.
        int batch = (int) Math.max(1, Math.min(BATCH, total / (64L * sweep.threads())));
        long batches = (total + batch - 1) / batch;
        AtomicLong next = new AtomicLong();
        AtomicLong playedCount = new AtomicLong();
        AtomicBoolean stop = new AtomicBoolean();
        Semaphore window = new Semaphore(Math.max(1, WINDOW / batch));
        BlockingQueue<Done> finished = new LinkedBlockingQueue<>();
        // not Parallel.forEachIndex: games come back in batches through a bounded window and are
        // handed on in order while others are still being played
        ExecutorService pool = Parallel.pool("simulate", sweep.threads());
        try {
            for (int w = 0; w < sweep.threads(); w++) {
                pool.execute(() -> {
                    while (!stop.get()) {
                        try {
                            window.acquire();
                        } catch (InterruptedException e) {
                            return;
                        }
                        long b = next.getAndIncrement();
                        if (b >= batches) return;
                        long from = b * batch;
                        int size = (int) Math.min(batch, total - from);
                        SimGame[] played = new SimGame[size];
                        Object[] prepared = new Object[size];
                        RuntimeException error = null;
                        for (int i = 0; i < size && error == null && !stop.get(); i++) {
                            long u = from + i;
                            int k = (int) (u % perDeal);
                            int c = cellOfUnit[k];
                            try {
                                played[i] = games.play(c, u / perDeal, k - offset[c]);
                                prepared[i] = prepare.apply(played[i]);
                                playedCount.incrementAndGet();
                            } catch (RuntimeException | Error e) { // an Error too: the caller must not wait for a game that never comes
                                error = e instanceof IllegalStateException ise ? ise : new IllegalStateException(e.toString(), e);
                            }
                        }
                        finished.add(new Done(b, played, prepared, error));
                        if (error != null) return;
                    }
                });
            }
            Map<Long, Done> early = new HashMap<>();
            long handed = 0;
            long told = 0;
            for (long want = 0; want < batches; want++) {
                if (cancelled.getAsBoolean() || Thread.currentThread().isInterrupted()) throw new CancellationException("cancelled");
                Done d = early.remove(want);
                while (d == null) {
                    if (cancelled.getAsBoolean() || Thread.currentThread().isInterrupted()) throw new CancellationException("cancelled");
                    Done got;
                    try {
                        got = finished.poll(100, TimeUnit.MILLISECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new CancellationException("interrupted");
                    }
                    long playedSoFar = Math.min(playedCount.get(), total - 1); // the last is told when it is taken
                    if (playedSoFar > told || got == null) progress.update(told = Math.max(told, playedSoFar), total); // a heartbeat while waiting
                    if (got == null) continue;
                    if (got.batch == want) d = got;
                    else early.put(got.batch, got);
                }
                window.release();
                for (int i = 0; i < d.games.length && d.games[i] != null; i++) {
                    if (cancelled.getAsBoolean() || Thread.currentThread().isInterrupted()) throw new CancellationException("cancelled");
                    SimGame g = d.games[i];
                    tally.add(g);
                    @SuppressWarnings("unchecked")
                    R prepared = (R) d.prepared[i];
                    rows.accept(g, prepared);
                    if (++handed > told) progress.update(told = handed, total);
                }
                if (d.error != null) throw d.error;
            }
        } finally {
            stop.set(true);
            pool.shutdownNow();
        }
        return tally.result();
    }

    /** One game: deal {@code deal} of the sweep in the cell, the line-up turned by {@code rotation} seats. */
    static SimGame play(Prepared p, int cellIndex, long deal, int rotation, long sweepSeed) {
        long dealSeed = Match.mix(sweepSeed, deal);
        Played g = play(p, dealSeed, rotation, null);
        return SimGame.of(cellIndex, deal, dealSeed, rotation, g.seats, g.deck, p.game.view(g.end), g.draws);
    }

    /** A simulated game again, step by step, as a record would hold it: its deal, the bot of each seat, every step. */
    public record Replay(Game game, Deal deal, List<String> seats, List<Move> steps, GameState end) {
    }

    /**
     * Plays a game of a simulation again from its row: the cell, the deal's {@code seed} and the
     * {@code rotation} columns give the same game, step by step, so a surprising game can be
     * opened as a record.
     *
     * @throws IllegalArgumentException when the cell cannot be played
     */
    public static Replay replay(Cell cell, long seed, int rotation) {
        Prepared p = prepare(new Sweep(List.of(cell), 1, 0, 1, rotation > 0)).get(0);
        List<Move> steps = new ArrayList<>();
        Played g = play(p, seed, rotation, steps);
        return new Replay(p.game, g.deal, g.seats, List.copyOf(steps), g.end);
    }

    private record Played(Deal deal, List<String> seats, int deck, GameState end, int[] draws) {
    }

    private static Played play(Prepared p, long dealSeed, int rotation, List<Move> steps) {
        Game game = p.game;
        int n = p.cell.players();
        long playSeed = Match.mix(dealSeed, rotation);
        List<String> seats = new ArrayList<>(n);
        for (int s = 0; s < n; s++) seats.add(p.cell.bots().get(Math.floorMod(s - rotation, n)));
        Deal dealt = game.pairedDeal(n, dealSeed);
        GameState start = game.newGame(dealt);
        int deck = game.view(start).deckSize();
        int[] draws = new int[game.board().dividendCards()];
        int[] seen = {start.dividendsDrawn()};
        BiConsumer<Move, GameState> watch = (step, st) -> {
            if (steps != null) steps.add(step);
            int drawn = st.dividendsDrawn();
            if (drawn > seen[0]) {
                int position = deck - game.view(st).deckSize();
                for (int i = seen[0]; i < drawn && i < draws.length; i++) draws[i] = position;
                seen[0] = drawn;
            }
        };
        GameState end;
        if (p.arena.isPresent()) {
            end = p.arena.get().playOne(start, seats, playSeed, watch);
        } else {
            Game.Playout playout = game.randomPlay(dealt, playSeed);
            GameState s = start;
            for (Move m : playout.steps()) {
                s = game.applyLegal(s, m);
                watch.accept(m, s);
            }
            end = s;
        }
        return new Played(dealt, List.copyOf(seats), deck, end, java.util.Arrays.copyOf(draws, Math.min(seen[0], draws.length)));
    }
}
