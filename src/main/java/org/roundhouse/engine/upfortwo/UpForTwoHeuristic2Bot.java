package org.roundhouse.engine.upfortwo;

/**
 * The stronger quick player of "Union Pacific for two" ({@code heuristic2}): {@link UpForTwoHeuristicBot}'s
 * judgement in $M of margin over the other seat, with two fixes found by reading its games (docs/bots.md):
 *
 * <ul>
 *   <li>what the other seat holds in hand is a distribution, not a rounded guess: each unseen share
 *       is in its hand with the chance its hand size gives (binomial), and in the last round the
 *       house holds the unseen shares it does not have; so a contested company is worth what its
 *       possible majorities are worth on average, where the old bot saw a sure tie or a sure lead;
 *   <li>it lays shares later: a laid share counts for 1.5 dividends (not 2) and costs twice as
 *       much, so it keeps its cards hidden and answers the other's lays instead of matching them
 *       share for share.
 * </ul>
 *
 * <p>It reads of the other seat only what is public, as the old bot does, so a redacted state
 * ({@link UpForTwoHidden}) is played exactly as the true one.
 */
public final class UpForTwoHeuristic2Bot extends UpForTwoHeuristicBot {
    /** Laid shares count for 1.5 dividends, not 2, and cost twice as much: it keeps its cards hidden longer. */
    static final Judgement SECOND = new Judgement(true, 1.5, 0.5, 0.5, 0.1);

    public UpForTwoHeuristic2Bot(UpForTwo game) {
        super(game, SECOND);
    }

    @Override
    public String name() {
        return "heuristic2";
    }
}
