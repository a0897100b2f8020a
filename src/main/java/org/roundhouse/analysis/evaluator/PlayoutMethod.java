package org.roundhouse.analysis.evaluator;

import org.roundhouse.analysis.winprob.Settings;
import org.roundhouse.analysis.winprob.WinProbability;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;

/** Chances by playouts of a named bot, as the win-chances graph estimates them (the all-seeing view). */
public final class PlayoutMethod implements ChanceMethod {
    private final WinProbability playouts;
    private final String name;

    /**
     * @throws IllegalArgumentException for a bot the rule set does not know, or a count of playouts out of range
     */
    public PlayoutMethod(Game game, int players, String bot, int count, long seed) {
        this.playouts = new WinProbability(game, players, Settings.defaults().withBot(bot).withPlayouts(count).withSeed(seed));
        this.name = "playouts:" + playouts.bot() + ":" + count;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public double[] chances(GameState position, long key) {
        return playouts.estimate(position, key, () -> false, () -> {
        }).p();
    }
}
