package org.roundhouse.analysis.evaluator;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.function.IntConsumer;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Parallel;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.registry.RuleSets;

/**
 * Whole games of named bots, with the positions taken from them and who won each: the data of
 * calibration (held-out games) and of training. Game {@code g} is dealt from
 * {@code mix(seed, g)} and played from {@code mix(seed, g) + 1}, so its result depends on the
 * seed and its index alone, not on the threads. Positions are the start and the position after
 * every turn (as the win-chances graph takes them), the game's end left out; every
 * {@code every}-th of them is kept, the start first.
 */
public final class SelfPlay {
    /**
     * A position of a game and how the game ended.
     *
     * @param game  the game's index
     * @param index the position's index among the game's positions (0: the start, n: after the n-th turn)
     * @param won   each recipient's share of the win at the end (the seats, then a ranked house)
     */
    public record Sample(int game, int index, GameState position, double[] won) {
        /** A key of the position, unique within a run, for seeding what is estimated there. */
        public long key() {
            return (long) game * 100_000 + index;
        }
    }

    private SelfPlay() {
    }

    /**
     * Plays the games and returns their kept positions in order of game and position.
     *
     * @param lineup the bot of each seat (its size is the number of players)
     * @param progress hears the number of games finished (from any thread), may be null
     * @throws IllegalArgumentException for a rule set without bots, a bot it does not know or a count it does not take
     */
    public static List<Sample> play(Game game, List<String> lineup, int games, long seed, int every, int threads,
            IntConsumer progress) throws InterruptedException {
        Arena arena = RuleSets.arena(game)
                .orElseThrow(() -> new IllegalArgumentException(game.ruleSet().title() + " has no bots yet"));
        int players = lineup.size();
        if (players < game.minPlayers() || players > game.maxPlayers()) {
            throw new IllegalArgumentException(game.ruleSet().title() + " takes " + game.minPlayers() + " to "
                    + game.maxPlayers() + " players, not " + players);
        }
        for (String bot : lineup) arena.checkBot(bot);
        if (games < 1) throw new IllegalArgumentException("at least one game, not " + games);
        if (every < 1) throw new IllegalArgumentException("every must be at least 1, not " + every);
        @SuppressWarnings("unchecked")
        List<Sample>[] perGame = new List[games];
        java.util.concurrent.atomic.AtomicInteger done = new java.util.concurrent.atomic.AtomicInteger();
        try {
            Parallel.forEachIndex("self-play", Math.max(1, Math.min(threads, games)), games, () -> null, (none, g) -> {
                perGame[g] = playOne(game, arena, lineup, seed, g, every);
                if (progress != null) progress.accept(done.incrementAndGet());
            });
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            throw new IllegalStateException("a game failed: " + e.getCause(), e.getCause());
        }
        List<Sample> all = new ArrayList<>();
        for (List<Sample> g : perGame) all.addAll(g);
        return all;
    }

    /** The seats, and the house where the rules rank one beside this many. */
    public static int recipients(Game game, int players) {
        return players + (game.housePlays(players) ? 1 : 0);
    }

    private static List<Sample> playOne(Game game, Arena arena, List<String> lineup, long seed, int g, int every) {
        long gameSeed = Match.mix(seed, g);
        GameState start = game.newGame(game.randomDeal(lineup.size(), new SplittableRandom(gameSeed)));
        List<GameState> positions = new ArrayList<>();
        positions.add(start);
        int[] lastTurn = {start.turn()};
        GameState end = arena.playOne(start, lineup, gameSeed + 1, (move, after) -> {
            if (after.turn() != lastTurn[0]) {
                lastTurn[0] = after.turn();
                if (!after.isOver()) positions.add(after);
            }
        });
        double[] won = outcome(game, end);
        List<Sample> kept = new ArrayList<>();
        for (int i = 0; i < positions.size(); i += every) kept.add(new Sample(g, i, positions.get(i), won));
        return kept;
    }

    /** Each recipient's share of the win at the end: the seats, then the house where the game ranks one; a tie splits it. */
    public static double[] outcome(Game game, GameState end) {
        int recipients = recipients(game, end.players());
        int[] winners = end.winners();
        double[] won = new double[recipients];
        for (int w : winners) won[w] = 1.0 / winners.length;
        return won;
    }
}
