package org.roundhouse.engine.upfortwo;

import java.util.Optional;
import java.util.SplittableRandom;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.IsmctsBot;
import org.roundhouse.engine.bots.LeafJudge;
import org.roundhouse.engine.bots.Stepper;
import org.roundhouse.engine.bots.Reward;
import org.roundhouse.engine.bots.Roster;
import org.roundhouse.engine.bots.RuleSetArena;
import org.roundhouse.engine.bots.SearchBot;

/** The bots of "Union Pacific for two" by name, as a tournament line-up names them (the base game's names). */
public final class UpForTwoBots {
    /** Moves a search tries at most, chosen by the heuristic; the rest it leaves alone. */
    public static final int SEARCH_CANDIDATES = 8;
    /**
     * Trials a candidate needs before the search can tell it from the heuristic's first choice:
     * two-player games are close and their playouts noisy, so a search spread thin over many
     * candidates plays worse than the heuristic alone (docs/bots.md).
     */
    static final int TRIALS_PER_CANDIDATE = 40;
    /** Trials a millisecond of budget buys, about, for choosing the number of candidates. */
    private static final double TRIALS_PER_MS = 0.5;

    private UpForTwoBots() {
    }

    /**
     * The bot with this name.
     *
     * @throws IllegalArgumentException naming what is wrong with the name
     */
    public static Bot<UpForTwoState, Move> create(UpForTwo game, String spec) {
        return roster(game).create(spec);
    }

    /** The variant's bots by name. */
    public static Roster<UpForTwoState, Move> roster(UpForTwo game) {
        return roster(game, Optional.empty());
    }

    /** The variant's bots by name, with {@code ismcts-eval} where the game has a judge of positions. */
    public static Roster<UpForTwoState, Move> roster(UpForTwo game, Optional<LeafJudge> judge) {
        Roster<UpForTwoState, Move> roster = new Roster<UpForTwoState, Move>(game).random()
                .plain("heuristic", () -> new UpForTwoHeuristicBot(game))
                .plain("heuristic2", () -> new UpForTwoHeuristic2Bot(game))
                .search("search", b -> search(game, b.iterations(), b.millis(), b.threads(), b.name()));
        return roster.search("ismcts", b -> IsmctsBot.of(b, roster, game, new UpForTwoHidden(), inPlace(game), reward(),
                "heuristic", "heuristic"))
                .search("ismcts2", b -> IsmctsBot.of(b, roster, game, new UpForTwoHidden(), inPlace(game), reward(),
                "heuristic2", "heuristic2", IsmctsBot.Settings.ANCHORED))
                .judged("ismcts-eval", "ismcts", judge, IsmctsBot.JUDGED_AFTER_TURNS)
                .judged("ismcts2-eval", "ismcts2", judge, IsmctsBot.JUDGED_AFTER_TURNS);
    }

    /**
     * The fast path for a search's iterations: each step applied in place
     * ({@link UpForTwo#applyInPlace}, unchecked, no copy a step) on the determinization the
     * search owns, the chance steps drawn as {@link UpForTwo#sampleChance} draws them.
     */
    public static Stepper<UpForTwoState, Move> inPlace(UpForTwo game) {
        return Stepper.inPlace(game::applyInPlace, game::sampleChance);
    }

    /** A search bot with heuristic playouts; a budget of iterations is reproducible, one of milliseconds only caps the time. */
    public static SearchBot<UpForTwoState, Move> search(UpForTwo game, int iterations, long millis, int threads, String name) {
        UpForTwoHeuristicBot heuristic = new UpForTwoHeuristicBot(game);
        return new SearchBot<>(name, game, new UpForTwoHidden(), heuristic, heuristic, reward(), iterations, millis, threads,
                candidates(iterations, millis));
    }

    /** How many of the heuristic's best moves a search with this budget compares: 2 to {@value #SEARCH_CANDIDATES}. */
    static int candidates(int iterations, long millis) {
        double trials = iterations > 0 ? iterations : millis * TRIALS_PER_MS;
        return (int) Math.max(2, Math.min(SEARCH_CANDIDATES, trials / TRIALS_PER_CANDIDATE));
    }

    /** Each seat's share of the win: the seat with more cash, both halves on a tie (the house does not compete). */
    public static double[] wins(UpForTwoState end) {
        return org.roundhouse.engine.Winners.shares(end);
    }

    /** A win (shared on a tie) plus a little for the margin over the other seat. */
    public static Reward<UpForTwoState> reward() {
        return Reward.winShare();
    }

    /** The variant's bots for tournaments, dealt at random with the game's options; every bot of the variant is handed its seat's redaction in playouts. */
    public static Arena arena(UpForTwo game) {
        return arena(game, Optional.empty());
    }

    /** The variant's bots for tournaments, with {@code ismcts-eval} where the game has a judge of positions. */
    public static Arena arena(UpForTwo game, Optional<LeafJudge> judge) {
        Roster<UpForTwoState, Move> roster = roster(game, judge);
        return new RuleSetArena<>(game, new UpForTwoHidden(), roster.names(), "heuristic", roster::create, UpForTwoBots::wins,
                (players, dealSeed) -> game.newGame(game.randomDeal(players, new SplittableRandom(dealSeed))), UpForTwoBots::positionOf)
                .redactingPlayouts();
    }

    private static UpForTwoState positionOf(org.roundhouse.engine.GameState start) {
        if (!(start instanceof UpForTwoState s)) throw new IllegalArgumentException("not a position of Union Pacific for two");
        return s;
    }
}
