package org.roundhouse.analysis.review;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.roundhouse.analysis.evaluator.EvaluatorModel;
import org.roundhouse.analysis.evaluator.SelfPlay;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.IllegalMoveException;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.bots.Playouts;

/**
 * The best moves at one decision, and what the move played cost against the best, in points
 * of win chance, as GNU Backgammon and Lichess report them.
 *
 * <p>Every legal move of the seat to act is screened by sequential halving (the weaker half
 * dropped after each round of playouts, so the budget goes to the moves that matter); the
 * {@code best} left and the move played are then played out {@code playouts} times each, all
 * with the same seeds (common random numbers: the difference between two moves is measured on
 * the same deals of the hidden cards and the same draws, so it is far less noisy than either
 * chance). The playouts draw the hidden cards as the acting seat saw them where the rule set
 * can, so a move is judged on what its player knew, not on the cards that were really there.
 *
 * <p>Deterministic: the same position, move, settings and seed give the same review.
 */
public final class MoveReview {
    /** A move with its chance to win for the seat that makes it, from {@code playouts} playouts. */
    public record Candidate(Move move, double chance, int playouts) {
    }

    /**
     * One decision reviewed.
     *
     * @param seat     the seat that decided
     * @param played   the move it made, with its chance
     * @param best     the best moves found, best first (the move played among them when it is one)
     * @param loss     the best chance less the played move's, in points of win chance (0 to 1), never below 0
     * @param mark     the mark the loss earns under the thresholds
     * @param choices  how many legal moves the seat had
     */
    public record Decision(int seat, Candidate played, List<Candidate> best, double loss, Mark mark, int choices) {
        public Decision {
            best = List.copyOf(best);
        }
    }

    /** The marks of the move tree, from the loss of win chance (Lichess's marks and names). */
    public enum Mark {
        NONE(""), INACCURACY("?!"), MISTAKE("?"), BLUNDER("??");

        private final String glyph;

        Mark(String glyph) {
            this.glyph = glyph;
        }

        /** {@code ?!}, {@code ?}, {@code ??}, or nothing. */
        public String glyph() {
            return glyph;
        }
    }

    /**
     * The losses of win chance (0 to 1) from which a move is an inaccuracy, a mistake, a blunder.
     * The defaults, 5, 10 and 20 points, are those of {@code docs/bots.md} § Best moves.
     */
    public record Thresholds(double inaccuracy, double mistake, double blunder) {
        public static final Thresholds DEFAULT = new Thresholds(0.05, 0.10, 0.20);

        public Thresholds {
            if (!(0 < inaccuracy && inaccuracy <= mistake && mistake <= blunder && blunder <= 1)) {
                throw new IllegalArgumentException("thresholds must rise: 0 < inaccuracy <= mistake <= blunder <= 1");
            }
        }

        public Mark mark(double loss) {
            if (loss >= blunder) return Mark.BLUNDER;
            if (loss >= mistake) return Mark.MISTAKE;
            if (loss >= inaccuracy) return Mark.INACCURACY;
            return Mark.NONE;
        }
    }

    /** How the legal moves are screened down to the finalists. */
    public enum Screen {
        /** Sequential halving by playouts ({@link Settings#screening} of them). */
        PLAYOUTS,
        /**
         * The rule set's learned evaluator ({@code analysis.evaluator}) judges the position after every legal move at
         * once, without a playout, and the best few go to the finals; where no evaluator ships (or a house is ranked),
         * the playouts screen.
         */
        EVALUATOR
    }

    /**
     * How hard to look.
     *
     * @param playouts   playouts for each finalist (the best few and the move played)
     * @param screening  playouts for the screening of all the moves, spread over its rounds (by playouts only)
     * @param best       how many of the best moves to report
     * @param screen     how the moves are screened
     */
    public record Settings(int playouts, int screening, int best, Thresholds thresholds, Screen screen) {
        public static final Settings DEFAULT = new Settings(200, 400, 3, Thresholds.DEFAULT);

        public Settings {
            if (playouts < 1 || screening < 0 || best < 1) throw new IllegalArgumentException("playouts and best must be at least 1");
            if (screen == null) throw new IllegalArgumentException("a screen is needed");
        }

        /** Screened by playouts. */
        public Settings(int playouts, int screening, int best, Thresholds thresholds) {
            this(playouts, screening, best, thresholds, Screen.PLAYOUTS);
        }

        public Settings withScreen(Screen s) {
            return new Settings(playouts, screening, best, thresholds, s);
        }
    }

    private final Game game;
    private final Playouts playouts;
    private final Settings settings;

    /** The evaluator that screens, or null where the playouts screen. */
    private final EvaluatorModel evaluator;

    public MoveReview(Game game, Playouts playouts, Settings settings) {
        this.game = game;
        this.playouts = playouts;
        this.settings = settings;
        this.evaluator = settings.screen() == Screen.EVALUATOR ? EvaluatorModel.shipped(game.ruleSet().id()).orElse(null) : null;
    }

    /** True where the evaluator screens the moves (asked for, and one ships for the rule set). */
    public boolean screensByEvaluator() {
        return evaluator != null;
    }

    /**
     * The review of {@code played} at {@code before}, or null where there was nothing to decide
     * (a chance step, or a single legal move).
     *
     * @param seed the decision's seed (derive it from the game's seed and the step's place in the line)
     */
    public Decision review(GameState before, Move played, long seed) {
        if (before.isOver() || before.isChanceNode() || played.isChance()) return null;
        List<Move> legal = game.legalMoves(before);
        if (legal.size() < 2) return null;
        List<Move> moves = new ArrayList<>(legal);
        int seat = before.currentPlayer();
        int viewer = playouts.knowsSeatViews() ? seat : StepWords.ALL_SEEING;
        if (!moves.contains(played)) moves.add(played); // a move the record made with a card nobody wrote down
        // the screening picks the best move and the finals measure it: picking and measuring on the same playouts
        // would favour whichever move was lucky (the winner's curse), and mark good moves as losses
        List<Move> finalists = evaluator != null && !game.housePlays(before.players()) ? screenByEvaluator(before, moves, seat)
                : screen(before, moves, seat, viewer, seed);
        Move pick = finalists.get(0);
        if (!finalists.contains(played)) finalists.add(played);
        List<Candidate> rated = new ArrayList<>();
        for (Move m : finalists) rated.add(new Candidate(m, chance(before, m, seat, viewer, Match.mix(seed, 1), settings.playouts()),
                settings.playouts()));
        Candidate mine = rated.get(finalists.indexOf(played));
        // to the 6 decimals a record keeps: chances are counts over playouts, so losses often fall right on a threshold
        // (3 of 30 playouts is 10 points), where the last bit of a difference must not decide the mark
        double loss = org.roundhouse.record.Review.round(Math.max(0, rated.get(finalists.indexOf(pick)).chance() - mine.chance()));
        rated.sort(Comparator.comparingDouble((Candidate c) -> -c.chance()).thenComparingInt(c -> moves.indexOf(c.move())));
        List<Candidate> best = rated.subList(0, Math.min(settings.best(), rated.size()));
        return new Decision(seat, mine, best, loss, settings.thresholds().mark(loss), legal.size());
    }

    /**
     * Sequential halving down to the {@code best} strongest moves, strongest first; at least
     * one round, so that the first is picked on playouts of its own. Without a screening budget,
     * every move in its order.
     */
    private List<Move> screen(GameState before, List<Move> moves, int seat, int viewer, long seed) {
        List<Move> alive = new ArrayList<>(moves);
        if (settings.screening() == 0) return alive;
        int rounds = Math.max(1, (int) Math.ceil(Math.log((double) alive.size() / settings.best()) / Math.log(2)));
        int round = 0;
        do {
            int each = Math.max(2, settings.screening() / (alive.size() * Math.max(1, rounds)));
            long roundSeed = Match.mix(Match.mix(seed, 2), round++);
            double[] chance = new double[alive.size()];
            for (int i = 0; i < alive.size(); i++) chance[i] = chance(before, alive.get(i), seat, viewer, roundSeed, each);
            List<Integer> order = new ArrayList<>();
            for (int i = 0; i < alive.size(); i++) order.add(i);
            order.sort(Comparator.comparingDouble((Integer i) -> -chance[i]).thenComparingInt(i -> i));
            int keep = Math.min(alive.size(), Math.max(settings.best(), (alive.size() + 1) / 2));
            List<Move> next = new ArrayList<>();
            for (int k = 0; k < keep; k++) next.add(alive.get(order.get(k)));
            alive = next;
        } while (alive.size() > settings.best());
        return alive;
    }

    /**
     * The {@code best} moves after which the evaluator gives the seat the highest chance, highest first (ties in the
     * order of the moves). The evaluator reads the position as it is, every hand included: it only picks the
     * finalists, which the playouts then judge from the seat's view.
     */
    private List<Move> screenByEvaluator(GameState before, List<Move> moves, int seat) {
        double[] chance = new double[moves.size()];
        for (int i = 0; i < moves.size(); i++) {
            GameState after;
            try {
                after = game.apply(before, moves.get(i));
            } catch (IllegalMoveException e) {
                throw new IllegalArgumentException("the move reviewed is not legal here: " + e.getMessage(), e);
            }
            chance[i] = (after.isOver() ? SelfPlay.outcome(game, after) : evaluator.chances(game, after))[seat];
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) order.add(i);
        order.sort(Comparator.comparingDouble((Integer i) -> -chance[i]).thenComparingInt(i -> i));
        List<Move> kept = new ArrayList<>();
        for (int k = 0; k < Math.min(settings.best(), moves.size()); k++) kept.add(moves.get(order.get(k)));
        return kept;
    }

    /** The seat's mean share of the win over {@code n} playouts after the move; playout {@code j} is seeded from {@code (seed, j)} for every move alike. */
    private double chance(GameState before, Move move, int seat, int viewer, long seed, int n) {
        GameState after;
        try {
            after = game.apply(before, move);
        } catch (IllegalMoveException e) {
            throw new IllegalArgumentException("the move reviewed is not legal here: " + e.getMessage(), e);
        }
        double total = 0;
        for (int j = 0; j < n; j++) total += playouts.play(after, viewer, Match.mix(seed, j))[seat];
        return total / n;
    }
}
