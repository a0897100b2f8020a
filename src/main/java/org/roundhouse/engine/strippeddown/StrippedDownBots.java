package org.roundhouse.engine.strippeddown;

import java.util.Optional;
import java.util.SplittableRandom;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.IsmctsBot;
import org.roundhouse.engine.bots.LeafJudge;
import org.roundhouse.engine.bots.Reward;
import org.roundhouse.engine.bots.Stepper;
import org.roundhouse.engine.bots.Roster;
import org.roundhouse.engine.bots.RuleSetArena;

/** The stripped-down variant's bots, as tournaments, simulations and win chances use them: a greedy heuristic and the random bot. */
public final class StrippedDownBots {
    private StrippedDownBots() {
    }

    static Bot<StrippedDownState, StrippedDownMove> create(StrippedDown game, String name) {
        return roster(game).create(name);
    }

    /** The variant's bots by name. */
    public static Roster<StrippedDownState, StrippedDownMove> roster(StrippedDown game) {
        return roster(game, Optional.empty());
    }

    /**
     * The variant's bots by name, with {@code ismcts-eval} and {@code ismcts2-eval} where the game
     * has a judge of positions, and {@code ismcts-eval2} where it also has one learned from
     * {@code heuristic2}'s games: the tree over {@code heuristic2} (its prior and playouts) with
     * the default, unanchored settings, its playouts judged a turn on by that model rather than
     * the rule set's own, which learned from the old heuristic's games (docs/bots.md, "ismcts-eval2").
     */
    public static Roster<StrippedDownState, StrippedDownMove> roster(StrippedDown game, Optional<LeafJudge> judge) {
        Roster<StrippedDownState, StrippedDownMove> roster = new Roster<>(game).plain("heuristic", () -> new StrippedDownHeuristicBot(game))
                .random().plain("heuristic2", () -> new StrippedDownHeuristic2Bot(game));
        return roster.search("ismcts", b -> IsmctsBot.of(b, roster, game, new StrippedDownHidden(), inPlace(game),
                Reward.winShare(), "heuristic", "heuristic"))
                .search("ismcts2", b -> IsmctsBot.of(b, roster, game, new StrippedDownHidden(), inPlace(game),
                Reward.winShare(), "heuristic2", "heuristic2", IsmctsBot.Settings.ANCHORED))
                .judged("ismcts-eval", "ismcts", judge, IsmctsBot.JUDGED_AFTER_TURNS)
                .judged("ismcts2-eval", "ismcts2", judge, IsmctsBot.JUDGED_AFTER_TURNS)
                .judged("ismcts-eval2", b -> IsmctsBot.of(b, roster, game, new StrippedDownHidden(), inPlace(game), Reward.winShare(),
                "heuristic2", "heuristic2"), judge.flatMap(j -> j.trainedOn("heuristic2")), IsmctsBot.JUDGED_AFTER_TURNS);
    }

    /**
     * The fast path for a search's iterations: each step applied in place
     * ({@link StrippedDown#applyInPlace}, unchecked, no copy a step) on the determinization the
     * search owns, the chance steps drawn as {@link StrippedDown#sampleChance} draws them.
     */
    public static Stepper<StrippedDownState, StrippedDownMove> inPlace(StrippedDown game) {
        return Stepper.inPlace(game::applyInPlace, game::sampleChance);
    }

    /** Each seat's share of the win: 1 for the most money, split on a tie. */
    public static double[] wins(StrippedDownState end) {
        return org.roundhouse.engine.Winners.shares(end);
    }

    public static Arena arena(StrippedDown game) {
        return arena(game, Optional.empty());
    }

    /** The variant's bots for tournaments, with {@code ismcts-eval} where the game has a judge of positions. */
    public static Arena arena(StrippedDown game, Optional<LeafJudge> judge) {
        Roster<StrippedDownState, StrippedDownMove> roster = roster(game, judge);
        return new RuleSetArena<>(game, new StrippedDownHidden(), roster.names(), "heuristic", roster::create, StrippedDownBots::wins,
                (players, dealSeed) -> game.newGame(game.randomDeal(players, new SplittableRandom(dealSeed))), game.stateType()::cast);
    }
}
