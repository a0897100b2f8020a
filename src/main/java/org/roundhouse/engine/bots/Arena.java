package org.roundhouse.engine.bots;

import java.util.List;
import java.util.function.IntConsumer;

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
}
