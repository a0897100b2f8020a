package org.roundhouse.engine.bots;

import java.util.SplittableRandom;
import java.util.function.Function;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.PublicView;
import org.roundhouse.engine.Ruleset;
import org.roundhouse.engine.StepWords;

/**
 * Plays a position out to the end, for an estimate of each seat's chance to win. Said in
 * {@link GameState}, so analysis uses it without naming a rule set's types; a rule set with
 * bots hands one out through its {@link Arena}, any other gets {@link #random(Game)}.
 */
public interface Playouts {
    /** The bot that plays every seat, e.g. {@code heuristic}. */
    String bot();

    /** True when the hidden cards can be drawn as one seat sees them (not only as the all-seeing eye does). */
    boolean knowsSeatViews();

    /**
     * One game from the position to its end, and each seat's share of the win: 1 for the
     * seat with the most cash, split evenly on a tie; all 0 when the house of the two-player
     * rules has the most. First the hidden cards are drawn: for {@link StepWords#ALL_SEEING},
     * every hand as the position holds it and the decks shuffled ({@link Hidden#allSeeing});
     * for a seat, everything that seat cannot see ({@link Hidden#redact}, {@link Hidden#determinize}).
     * Then the bot plays every seat and the chance steps are drawn at random. The same position,
     * viewer and seed give the same result. Safe to call from several threads at once.
     *
     * @throws IllegalArgumentException for a seat view this rule set cannot draw
     */
    double[] play(GameState position, int viewer, long seed);

    /**
     * Playouts of a rule set's own bot.
     *
     * @param bot plays every seat; it is handed the full drawn position, unless {@code redact}
     * @param redact hand the bot each deciding seat's redaction (for bots that would read more than the table and
     *     their own hand)
     * @param wins each seat's share of the win at the end
     */
    @SuppressWarnings("unchecked")
    static <S extends GameState, M extends Move> Playouts of(Ruleset<S, M> rules, Hidden<S> hidden, Bot<S, M> bot,
                                                            boolean redact, Function<S, double[]> wins) {
        return new Playouts() {
            @Override
            public String bot() {
                return bot.name();
            }

            @Override
            public boolean knowsSeatViews() {
                return true;
            }

            @Override
            public double[] play(GameState position, int viewer, long seed) {
                SplittableRandom rng = new SplittableRandom(seed);
                S s = (S) position;
                if (s.isOver()) return wins.apply(s);
                if (viewer == StepWords.ALL_SEEING) {
                    s = hidden.allSeeing(s, rng);
                } else {
                    if (viewer < 0 || viewer >= s.players()) throw new IllegalArgumentException("no seat " + viewer);
                    s = hidden.determinize(hidden.redact(s, viewer), viewer, rng);
                }
                while (!s.isOver()) {
                    M m;
                    if (s.isChanceNode()) {
                        m = rules.sampleChance(s, rng);
                    } else {
                        m = bot.choose(redact ? hidden.redact(s, s.currentPlayer()) : s, rng);
                    }
                    s = rules.applyLegal(s, m);
                }
                return wins.apply(s);
            }
        };
    }

    /**
     * Uniformly random legal moves through the seam alone, for a rule set without bots. It
     * cannot hide anything: the position is played on as it is, so a deck order the record
     * wrote down is followed (the all-seeing eye then knows the cards to come).
     */
    static Playouts random(Game game) {
        return new Playouts() {
            @Override
            public String bot() {
                return "random";
            }

            @Override
            public boolean knowsSeatViews() {
                return false;
            }

            @Override
            public double[] play(GameState position, int viewer, long seed) {
                if (viewer != StepWords.ALL_SEEING) {
                    throw new IllegalArgumentException(game.ruleSet().title() + " cannot yet draw the hidden cards as one seat sees them");
                }
                SplittableRandom rng = new SplittableRandom(seed);
                GameState s = position;
                while (!s.isOver()) {
                    Move m;
                    if (s.isChanceNode()) {
                        m = game.sampleChance(s, rng);
                    } else {
                        var moves = game.legalMoves(s);
                        m = moves.get(rng.nextInt(moves.size()));
                    }
                    s = game.applyLegal(s, m);
                }
                return winShares(game.view(s));
            }
        };
    }

    /** Each seat's share of the win by the view's winners (a house among them takes its share from nobody). */
    static double[] winShares(PublicView view) {
        double[] w = new double[view.players()];
        int[] winners = view.winners();
        for (int r : winners) if (r < view.players()) w[r] = 1.0 / winners.length;
        return w;
    }
}
