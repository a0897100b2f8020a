package org.roundhouse.engine.bots;

import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.IntConsumer;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;

/**
 * A configured rule set's bots, as a tournament sees them: names in, finished games out, so
 * that the command line runs a tournament without naming the rule set's state and move types.
 * A rule set that has bots hands one out through the registry ({@code RuleSets.arena}).
 */
public interface Arena {
    /** The bot names this rule set knows, for help texts and messages. */
    String botNames();

    /**
     * Checks a bot name.
     *
     * @throws IllegalArgumentException naming what is wrong with it
     */
    void checkBot(String name);

    /** Plays the games as {@link Tournament#play} does: seats rotated over every deal, the same results on any number of threads. */
    List<Tournament.Game> play(List<String> lineup, int games, long seed, int threads, IntConsumer progress)
            throws InterruptedException;

    /** The bot playouts use when none is named: the strongest cheap one ({@code heuristic} where there is one). */
    String defaultPlayoutBot();

    /**
     * Playouts by the named bot for every seat.
     *
     * @throws IllegalArgumentException naming what is wrong with the name
     */
    Playouts playouts(String bot);

    /**
     * Plays one game from {@code start} with the named bot in each seat, as {@link Match#play} does:
     * the same start, names and seed give the same game. {@code watch} (may be null) sees every
     * step with the position after it, in order. Safe to call from several threads at once.
     */
    GameState playOne(GameState start, List<String> seats, long seed, BiConsumer<Move, GameState> watch);
}
