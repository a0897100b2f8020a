package org.roundhouse.analysis.finish;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.bots.Playouts;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.record.ChanceSampler;
import org.roundhouse.record.Turn;

/**
 * Plays a game on from a position to its end with a bot for each seat: the workbench's "Let
 * the Bots Finish from Here". Each bot decides from its seat's view alone ({@link Playouts#choose});
 * the cards are drawn at random among those that can still come, as {@link ChanceSampler} draws
 * them, each with a seed of its own that the record keeps beside the card
 * ({@link org.roundhouse.record.MoveNode#sampledSteps}).
 *
 * <p>Deterministic: step {@code k} of the line (counted from the position) is decided, or its
 * card drawn, with a seed made from {@code (seed, k)} alone; so the same position, bots and seed
 * give the same line on any number of threads (a search bot's threads split its trials by seed,
 * see {@link org.roundhouse.engine.bots.SearchBot}). A search bot with a budget in milliseconds
 * is the exception: how many trials fit depends on the machine.
 */
public final class BotFinish implements AutoCloseable {
    /** What a line being played tells while it runs (from the thread playing it). */
    @FunctionalInterface
    public interface Listener {
        /**
         * After each step: the steps played so far and about how many the whole line will take
         * (an estimate from a few quick random games from the position; never less than done + 1
         * while the game goes on).
         */
        void progress(int done, int expected);
    }

    /** A listener that hears nothing. */
    public static final Listener QUIET = (done, expected) -> {
    };

    /**
     * One turn of the finished line and the seeds of the cards it drew at random, by step index
     * (a card the position left no choice for has none).
     */
    public record PlayedTurn(Turn turn, Map<Integer, Long> sampled) {
        public PlayedTurn {
            sampled = Map.copyOf(sampled);
        }
    }

    /** The line to the end of the game, grouped into turns as records group steps, and the final position. */
    public record Line(List<PlayedTurn> turns, GameState end) {
        public Line {
            turns = List.copyOf(turns);
        }

        /** Every step of the line, in order. */
        public List<Move> steps() {
            List<Move> all = new ArrayList<>();
            for (PlayedTurn t : turns) all.addAll(t.turn().steps());
            return all;
        }
    }

    /** Random games played to estimate the line's length for progress. */
    private static final int LENGTH_PROBES = 4;

    private final Game game;
    private final List<String> bots;
    private final List<Playouts> seats;

    /**
     * @param bots the bot of each seat by name, in seat order ({@link #botNames})
     * @throws IllegalArgumentException for a name the rule set does not know (the message says which seat and why)
     */
    public BotFinish(Game game, List<String> bots) {
        this.game = game;
        this.bots = List.copyOf(bots);
        Optional<Arena> arena = RuleSets.arena(game);
        Map<String, Playouts> byName = new LinkedHashMap<>();
        List<Playouts> s = new ArrayList<>();
        for (int seat = 0; seat < bots.size(); seat++) {
            String name = bots.get(seat).trim();
            if (name.isEmpty()) throw new IllegalArgumentException("seat " + (seat + 1) + " has no bot");
            try {
                s.add(byName.computeIfAbsent(name, n -> playouts(game, arena, n)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("seat " + (seat + 1) + ": " + e.getMessage(), e);
            }
        }
        this.seats = List.copyOf(s);
    }

    private static Playouts playouts(Game game, Optional<Arena> arena, String name) {
        if (arena.isPresent()) return arena.get().playouts(name);
        if (!name.equalsIgnoreCase("random")) {
            throw new IllegalArgumentException(game.ruleSet().title() + " has no bots yet but the random one, not '" + name + "'");
        }
        return Playouts.random(game);
    }

    /** The bot names the game's rule set knows, for help texts: "random" alone for one without bots. */
    public static String botNames(Game game) {
        return RuleSets.arena(game).map(Arena::botNames).orElse("random");
    }

    /** True when the rule set has bots beyond the random one. */
    public static boolean hasBots(Game game) {
        return RuleSets.arena(game).isPresent();
    }

    /** The bot of each seat, by name. */
    public List<String> bots() {
        return bots;
    }

    /**
     * Plays from the position to the end of the game.
     *
     * @param start the position after a complete turn (or after the deal), of as many seats as there are bots
     * @param cancelled asked before each step; when it says yes the line is dropped
     * @throws CancellationException when {@code cancelled} said yes
     * @throws IllegalArgumentException when the game is already over or the seats do not match the bots
     */
    public Line play(GameState start, long seed, BooleanSupplier cancelled, Listener listener) {
        if (start.isOver()) throw new IllegalArgumentException("the game is over");
        if (start.players() != seats.size()) {
            throw new IllegalArgumentException(seats.size() + " bots for " + start.players() + " seats");
        }
        int expected = expectedSteps(start, seed);
        List<PlayedTurn> turns = new ArrayList<>();
        GameState state = start;
        GameState turnStart = start;
        List<Move> steps = new ArrayList<>();
        Map<Integer, Long> sampled = new LinkedHashMap<>();
        int k = 0;
        while (!state.isOver()) {
            if (cancelled.getAsBoolean()) throw new CancellationException("stopped after " + k + " steps");
            long stepSeed = Match.mix(seed, k) & Long.MAX_VALUE;
            Move m;
            if (state.isChanceNode()) {
                m = ChanceSampler.sample(game, state, stepSeed);
                if (game.chanceOutcomes(state).size() > 1) sampled.put(steps.size(), stepSeed);
            } else {
                m = seats.get(state.currentPlayer()).choose(state, stepSeed);
            }
            state = game.applyLegal(state, m);
            steps.add(m);
            k++;
            if (game.turnEnded(turnStart, state)) {
                Move first = steps.get(0);
                Turn t = first.isSimultaneous() ? Turn.initial(steps) : Turn.of(first.player(), steps);
                turns.add(new PlayedTurn(t, sampled));
                steps = new ArrayList<>();
                sampled = new LinkedHashMap<>();
                turnStart = state;
            }
            listener.progress(k, state.isOver() ? k : Math.max(expected, k + 1));
        }
        return new Line(turns, state);
    }

    /** Stops the bots' threads (a search on several threads); the finisher may still play afterwards. */
    @Override
    public void close() {
        for (Playouts p : new java.util.LinkedHashSet<>(seats)) p.close();
    }

    /** About how many steps are left from the position: the mean length of a few seeded random games. */
    private int expectedSteps(GameState start, long seed) {
        Playouts random = Playouts.random(game);
        long total = 0;
        for (int g = 0; g < LENGTH_PROBES; g++) {
            SplittableRandom rng = new SplittableRandom(Match.mix(~seed, g));
            GameState s = start;
            int n = 0;
            while (!s.isOver()) {
                Move m = s.isChanceNode() ? game.sampleChance(s, rng) : random.choose(s, rng.nextLong());
                s = game.applyLegal(s, m);
                n++;
            }
            total += n;
        }
        return (int) Math.max(1, total / LENGTH_PROBES);
    }

    /**
     * The comment the line's first move gets, so the line can be played again the same way:
     * "Played by bots: Anna heuristic, Ben search:200 (seed 123456)".
     */
    public static String comment(List<String> players, List<String> bots, long seed) {
        StringBuilder b = new StringBuilder("Played by bots: ");
        for (int i = 0; i < bots.size(); i++) {
            if (i > 0) b.append(", ");
            b.append(i < players.size() ? players.get(i) : "seat " + (i + 1)).append(' ').append(bots.get(i));
        }
        return b.append(" (seed ").append(seed).append(')').toString();
    }

    /** The bots and seed a line was played with, as read back from its comment. */
    public record Settings(List<String> bots, long seed) {
        public Settings {
            bots = List.copyOf(bots);
        }
    }

    private static final java.util.regex.Pattern COMMENT =
            java.util.regex.Pattern.compile("Played by bots: (.+) \\(seed (\\d{1,19})\\)");

    /**
     * The bots and seed a {@link #comment} names, for playing the line again; empty when the
     * comment is not one, or names another number of seats.
     */
    public static Optional<Settings> parseComment(String comment, int players) {
        java.util.regex.Matcher m = COMMENT.matcher(comment.strip());
        if (!m.lookingAt()) return Optional.empty();
        String[] seats = m.group(1).split(", ");
        if (seats.length != players) return Optional.empty();
        List<String> bots = new ArrayList<>();
        for (String seat : seats) {
            int space = seat.lastIndexOf(' ');
            if (space < 0) return Optional.empty();
            bots.add(seat.substring(space + 1));
        }
        try {
            return Optional.of(new Settings(bots, Long.parseLong(m.group(2))));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
