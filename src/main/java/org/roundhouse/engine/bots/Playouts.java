package org.roundhouse.engine.bots;

import java.util.SplittableRandom;
import java.util.function.Function;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.PublicView;
import org.roundhouse.engine.RandomPlay;
import org.roundhouse.engine.Rules;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.Winners;

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
     * One playout cut short and judged: drawn and played as {@link #play} plays it (the same
     * steps from the same generator), but when the {@code turns}th turn after the position's
     * begins, the judge's chances at that position are the result instead of the game's winner.
     * Where the judge cannot judge a turn's start (it returns null), the playout goes on and
     * asks again at the next; a playout that reaches the end is counted as {@link #play} counts it.
     *
     * @param turns at least 1
     * @throws IllegalArgumentException for a seat view this rule set cannot draw, or fewer than one turn
     */
    double[] playJudged(GameState position, int viewer, long seed, LeafJudge judge, int turns);

    /**
     * The bot's move for the seat to act at the position, decided from that seat's view alone
     * ({@link Hidden#redact}; the random bot of {@link #random} reads only the legal moves), for
     * a line played on move by move. The same position and seed give the same move.
     *
     * @throws IllegalArgumentException at a position where chance decides or the game is over
     */
    Move choose(GameState position, long seed);

    /** Lets go of what the bot holds between calls (a search's threads); it may still be used afterwards. */
    default void close() {
    }

    /** The position a playout starts from: every hidden card drawn as {@code viewer} cannot see it (or all-seeing). */
    private static <S extends GameState> S drawnFor(Hidden<S> hidden, S s, int viewer, SplittableRandom rng) {
        if (viewer == StepWords.ALL_SEEING) return hidden.allSeeing(s, rng);
        if (viewer < 0 || viewer >= s.players()) throw new IllegalArgumentException("no seat " + viewer);
        return hidden.determinize(hidden.redact(s, viewer), viewer, rng);
    }

    /**
     * Playouts of a rule set's own bot.
     *
     * @param bot plays every seat; it is handed the full drawn position, unless {@code redact}
     * @param redact hand the bot each deciding seat's redaction (for bots that would read more than the table and
     *     their own hand)
     * @param wins each seat's share of the win at the end
     */
    @SuppressWarnings("unchecked")
    static <S extends GameState, M extends Move> Playouts of(Rules<S, M> rules, Hidden<S> hidden, Bot<S, M> bot,
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
                s = drawnFor(hidden, s, viewer, rng);
                s = RandomPlay.playOut(rules, s, rng, (at, r) -> bot.choose(redact ? hidden.redact(at, at.currentPlayer()) : at, r), null);
                return wins.apply(s);
            }

            @Override
            public double[] playJudged(GameState position, int viewer, long seed, LeafJudge judge, int turns) {
                checkTurns(turns);
                SplittableRandom rng = new SplittableRandom(seed);
                S s = (S) position;
                if (s.isOver()) return wins.apply(s);
                s = drawnFor(hidden, s, viewer, rng);
                TurnCount count = new TurnCount(s, turns);
                while (!s.isOver()) {
                    if (count.judgeHere(s)) {
                        double[] r = judge.chances(s);
                        if (r != null) return r;
                    }
                    M m = s.isChanceNode() ? rules.sampleChance(s, rng) : bot.choose(redact ? hidden.redact(s, s.currentPlayer()) : s, rng);
                    s = rules.applyLegal(s, m);
                }
                return wins.apply(s);
            }

            @Override
            public Move choose(GameState position, long seed) {
                S s = (S) position;
                if (s.isOver() || s.isChanceNode()) throw new IllegalArgumentException("no seat decides at this position");
                return bot.choose(hidden.redact(s, s.currentPlayer()), new SplittableRandom(seed));
            }

            @Override
            public void close() {
                if (bot instanceof AutoCloseable c) {
                    try {
                        c.close();
                    } catch (Exception e) {
                        throw new IllegalStateException("the bot could not let go of its threads: " + e.getMessage(), e);
                    }
                }
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
                GameState end = RandomPlay.playOut(game, position, new SplittableRandom(seed),
                        (s, rng) -> RandomPlay.uniform(game.legalMoves(s), rng), null);
                return winShares(game.view(end));
            }

            @Override
            public double[] playJudged(GameState position, int viewer, long seed, LeafJudge judge, int turns) {
                checkTurns(turns);
                if (viewer != StepWords.ALL_SEEING) {
                    throw new IllegalArgumentException(game.ruleSet().title() + " cannot yet draw the hidden cards as one seat sees them");
                }
                SplittableRandom rng = new SplittableRandom(seed);
                GameState s = position;
                TurnCount count = new TurnCount(s, turns);
                while (!s.isOver()) {
                    if (count.judgeHere(s)) {
                        double[] r = judge.chances(s);
                        if (r != null) return r;
                    }
                    Move m = s.isChanceNode() ? game.sampleChance(s, rng) : RandomPlay.uniform(game.legalMoves(s), rng);
                    s = game.applyLegal(s, m);
                }
                return winShares(game.view(s));
            }

            @Override
            public Move choose(GameState position, long seed) {
                if (position.isOver() || position.isChanceNode()) throw new IllegalArgumentException("no seat decides at this position");
                return RandomPlay.uniform(game.legalMoves(position), new SplittableRandom(seed));
            }
        };
    }

    /** Each seat's share of the win by the view's winners (a house among them takes its share from nobody). */
    static double[] winShares(PublicView view) {
        return Winners.shares(view.winners(), view.players());
    }

    /** Throws unless a judged playout plays at least one turn. */
    static void checkTurns(int turns) {
        if (turns < 1) throw new IllegalArgumentException("a judged playout plays at least one turn, not " + turns);
    }

    /**
     * Counts the turns a judged playout begins: true at the start of the {@code turns}th turn
     * after the first position's and at the start of every later one (the judge is asked again
     * where it could not judge). One a playout.
     */
    final class TurnCount {
        private int turn;
        private int toGo;

        public TurnCount(GameState first, int turns) {
            checkTurns(turns);
            this.turn = first.turn();
            this.toGo = turns;
        }

        /** Called at every position of the playout, in order. */
        public boolean judgeHere(GameState s) {
            if (s.turn() == turn) return false;
            turn = s.turn();
            return --toGo <= 0;
        }
    }
}
