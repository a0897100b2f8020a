package org.roundhouse.analysis.winprob;

import org.roundhouse.engine.StepWords;
import org.roundhouse.record.Evaluation;

/**
 * How win chances are estimated.
 *
 * @param playouts the most playouts per position (at least one batch)
 * @param precision stop early at a position once every player's standard error is below this (0: never early)
 * @param bot the bot that plays every seat in the playouts, or null for the rule set's default
 * @param seed the seed; every position and every playout gets its own from it, so the threads do not matter
 * @param threads positions evaluated at once
 * @param viewer whose knowledge the hidden cards are drawn from: {@link StepWords#ALL_SEEING} or a seat
 * @param judgedAfterTurns 0: every playout runs to the end of the game; K: a playout stops when the Kth turn after
 *     the position's begins and takes the rule set's position evaluator's chances there (docs/bots.md, "Calibration")
 */
public record Settings(int playouts, double precision, String bot, long seed, int threads, int viewer, int judgedAfterTurns) {
    /** Playouts are run and checked against the precision in batches of this many. */
    public static final int BATCH = 50;

    public Settings {
        if (playouts < 1 || playouts > 100_000_000) throw new IllegalArgumentException("playouts must be 1 to 100000000, not " + playouts);
        if (!(precision >= 0 && precision < 1)) throw new IllegalArgumentException("precision must be 0 (off) or below 1, not " + precision);
        if (threads < 1 || threads > 64) throw new IllegalArgumentException("threads must be 1 to 64, not " + threads);
        if (viewer < StepWords.ALL_SEEING) throw new IllegalArgumentException("no viewer " + viewer);
        if (judgedAfterTurns < 0 || judgedAfterTurns > 1000) {
            throw new IllegalArgumentException("a playout is judged after 1 to 1000 turns (0: played to the end), not " + judgedAfterTurns);
        }
    }

    /** Playouts to the end of the game. */
    public Settings(int playouts, double precision, String bot, long seed, int threads, int viewer) {
        this(playouts, precision, bot, seed, threads, viewer, 0);
    }

    /** 1,000 playouts a position, no early stop, the default bot, seed 1, one thread, the all-seeing view. */
    public static Settings defaults() {
        return new Settings(1000, 0, null, 1, 1, StepWords.ALL_SEEING);
    }

    public Settings withPlayouts(int n) {
        return new Settings(n, precision, bot, seed, threads, viewer, judgedAfterTurns);
    }

    public Settings withPrecision(double se) {
        return new Settings(playouts, se, bot, seed, threads, viewer, judgedAfterTurns);
    }

    public Settings withBot(String name) {
        return new Settings(playouts, precision, name, seed, threads, viewer, judgedAfterTurns);
    }

    public Settings withSeed(long s) {
        return new Settings(playouts, precision, bot, s, threads, viewer, judgedAfterTurns);
    }

    public Settings withThreads(int t) {
        return new Settings(playouts, precision, bot, seed, t, viewer, judgedAfterTurns);
    }

    public Settings withViewer(int v) {
        return new Settings(playouts, precision, bot, seed, threads, v, judgedAfterTurns);
    }

    /**
     * The settings a record's evaluation was made with (its bot by name), on this many threads and
     * with this view (the evaluation's own, or another where the game lacks its seat).
     */
    public static Settings of(Evaluation kept, int threads, int viewer) {
        return new Settings(kept.playouts(), kept.precision(), kept.bot(), kept.seed(), threads, viewer, kept.judgedAfterTurns());
    }

    /** These settings as a record keeps them with its chances, the bot by the name the playouts used. */
    public Evaluation kept(String botName) {
        return new Evaluation(botName, playouts, precision, seed, viewer, judgedAfterTurns);
    }

    /** Playouts judged by the evaluator after this many turns (0: played to the end). */
    public Settings withJudgedAfterTurns(int turns) {
        return new Settings(playouts, precision, bot, seed, threads, viewer, turns);
    }
}
