package org.roundhouse.analysis.evaluator;

import org.roundhouse.analysis.winprob.Settings;
import org.roundhouse.analysis.winprob.WinProbability;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;

/**
 * Chances by playouts of a named bot, as the win-chances graph estimates them (the all-seeing
 * view): played to the end ({@code playouts:BOT:N}), or cut short after K turns and judged there
 * by the rule set's shipped evaluator ({@code playouts-eval:BOT:N:K}).
 */
public final class PlayoutMethod implements ChanceMethod {
    private final WinProbability playouts;
    private final String name;

    /**
     * @throws IllegalArgumentException for a bot the rule set does not know, or a count of playouts out of range
     */
    public PlayoutMethod(Game game, int players, String bot, int count, long seed) {
        this(game, players, bot, count, 0, seed);
    }

    /**
     * @param judgedAfterTurns 0: playouts to the end; K: each judged by the evaluator when the Kth turn after the position's begins
     * @throws IllegalArgumentException also where K is asked for and the rule set ships no evaluator
     */
    public PlayoutMethod(Game game, int players, String bot, int count, int judgedAfterTurns, long seed) {
        this.playouts = new WinProbability(game, players,
                Settings.defaults().withBot(bot).withPlayouts(count).withSeed(seed).withJudgedAfterTurns(judgedAfterTurns));
        this.name = judgedAfterTurns == 0 ? "playouts:" + playouts.bot() + ":" + count
                : "playouts-eval:" + playouts.bot() + ":" + count + ":" + judgedAfterTurns;
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
