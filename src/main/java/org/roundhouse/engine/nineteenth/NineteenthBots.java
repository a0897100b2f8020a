package org.roundhouse.engine.nineteenth;

import java.util.SplittableRandom;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.BotSpec;
import org.roundhouse.engine.bots.Reward;
import org.roundhouse.engine.bots.SearchBot;
import org.roundhouse.engine.bots.RuleSetArena;

/** The nineteenth-century variant's bots, as tournaments, simulations and win chances use them: a greedy heuristic, the random bot and the search. */
public final class NineteenthBots {
    public static final String NAMES = "random, heuristic, search:N (N trials a move), search:Nms (N ms a move),"
            + " search:N:Tt (on T threads)";
    /** Moves a search tries at most, chosen by the heuristic. */
    private static final int SEARCH_CANDIDATES = 6;

    private NineteenthBots() {
    }

    static Bot<NineteenthState, NineteenthMove> create(NineteenthCentury game, String name) {
        return BotSpec.parse(name, NAMES).create(game, () -> new NineteenthHeuristicBot(game), b -> {
            NineteenthHeuristicBot h = new NineteenthHeuristicBot(game);
            return new SearchBot<>(b.name(), game, new NineteenthHidden(), h, h, Reward.winShare(), b.iterations(), b.millis(),
                    b.threads(), SEARCH_CANDIDATES);
        });
    }

    /** Each seat's share of the win: 1 for the most cash, split on a tie. */
    public static double[] wins(NineteenthState end) {
        return org.roundhouse.engine.Winners.shares(end);
    }

    public static Arena arena(NineteenthCentury game) {
        return new RuleSetArena<>(game, new NineteenthHidden(), NAMES, "heuristic", name -> create(game, name), NineteenthBots::wins,
                (players, dealSeed) -> game.newGame(game.randomDeal(players, new SplittableRandom(dealSeed))), game.stateType()::cast);
    }
}
