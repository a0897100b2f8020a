package org.roundhouse.engine.nineteenth;

import java.util.Optional;
import java.util.SplittableRandom;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.IsmctsBot;
import org.roundhouse.engine.bots.LeafJudge;
import org.roundhouse.engine.bots.Stepper;
import org.roundhouse.engine.bots.Reward;
import org.roundhouse.engine.bots.Roster;
import org.roundhouse.engine.bots.SearchBot;
import org.roundhouse.engine.bots.RuleSetArena;

/** The nineteenth-century variant's bots, as tournaments, simulations and win chances use them: a greedy heuristic, the random bot and the search. */
public final class NineteenthBots {
    /** Moves a search tries at most, chosen by the heuristic. */
    private static final int SEARCH_CANDIDATES = 6;

    private NineteenthBots() {
    }

    static Bot<NineteenthState, NineteenthMove> create(NineteenthCentury game, String name) {
        return roster(game).create(name);
    }

    /** The variant's bots by name. */
    public static Roster<NineteenthState, NineteenthMove> roster(NineteenthCentury game) {
        return roster(game, Optional.empty());
    }

    /**
     * The variant's bots by name, with {@code ismcts-eval} and {@code ismcts2-eval} where the game has a
     * judge of positions, and {@code ismcts-eval2} where it also has one learned from {@code heuristic2}'s
     * games: the tree over {@code heuristic2} with the default, unanchored settings, its playouts judged a
     * turn on by that model, as the stripped-down variant's (docs/bots.md, "ismcts-eval2").
     */
    public static Roster<NineteenthState, NineteenthMove> roster(NineteenthCentury game, Optional<LeafJudge> judge) {
        Roster<NineteenthState, NineteenthMove> roster = new Roster<>(game).random()
                .plain("heuristic", () -> new NineteenthHeuristicBot(game))
                .plain("heuristic2", () -> new NineteenthHeuristic2Bot(game)).search("search", b -> {
                    NineteenthHeuristicBot h = new NineteenthHeuristicBot(game);
                    return new SearchBot<>(b.name(), game, new NineteenthHidden(), h, h, Reward.winShare(), b.iterations(), b.millis(),
                            b.threads(), SEARCH_CANDIDATES);
                });
        return roster.search("ismcts", b -> IsmctsBot.of(b, roster, game, new NineteenthHidden(), inPlace(game),
                Reward.winShare(), "heuristic", "heuristic"))
                .search("ismcts2", b -> IsmctsBot.of(b, roster, game, new NineteenthHidden(), inPlace(game),
                Reward.winShare(), "heuristic2", "heuristic2", IsmctsBot.Settings.ANCHORED))
                .judged("ismcts-eval", "ismcts", judge, IsmctsBot.JUDGED_AFTER_TURNS)
                .judged("ismcts2-eval", "ismcts2", judge, IsmctsBot.JUDGED_AFTER_TURNS)
                .judged("ismcts-eval2", b -> IsmctsBot.of(b, roster, game, new NineteenthHidden(), inPlace(game), Reward.winShare(),
                "heuristic2", "heuristic2"), judge.flatMap(j -> j.trainedOn("heuristic2")), IsmctsBot.JUDGED_AFTER_TURNS);
    }

    /**
     * The fast path for a search's iterations: each step applied in place
     * ({@link NineteenthCentury#applyInPlace}, unchecked, no copy a step) on the determinization the
     * search owns, the chance steps drawn as {@link NineteenthCentury#sampleChance} draws them.
     */
    public static Stepper<NineteenthState, NineteenthMove> inPlace(NineteenthCentury game) {
        return Stepper.inPlace(game::applyInPlace, game::sampleChance);
    }

    /** Each seat's share of the win: 1 for the most cash, split on a tie. */
    public static double[] wins(NineteenthState end) {
        return org.roundhouse.engine.Winners.shares(end);
    }

    public static Arena arena(NineteenthCentury game) {
        return arena(game, Optional.empty());
    }

    /** The variant's bots for tournaments, with {@code ismcts-eval} where the game has a judge of positions. */
    public static Arena arena(NineteenthCentury game, Optional<LeafJudge> judge) {
        Roster<NineteenthState, NineteenthMove> roster = roster(game, judge);
        return new RuleSetArena<>(game, new NineteenthHidden(), roster.names(), "random", roster::create, NineteenthBots::wins,
                (players, dealSeed) -> game.newGame(game.randomDeal(players, new SplittableRandom(dealSeed))), game.stateType()::cast);
    }
}
