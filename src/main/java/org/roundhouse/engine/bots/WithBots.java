package org.roundhouse.engine.bots;

import org.roundhouse.engine.Game;

/** A rule set that has bots: its registry entry hands out their {@link Arena} for a game it configured. */
public interface WithBots {
    /**
     * The bots of the game.
     *
     * @throws IllegalArgumentException when the game is another rule set's
     */
    Arena arena(Game game);
}
