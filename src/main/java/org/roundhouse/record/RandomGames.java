package org.roundhouse.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.registry.RuleSets;

/** Complete games played by a rule set's seeded random players, as records. */
public final class RandomGames {
    private RandomGames() {
    }

    /**
     * A complete game by the random players: the deal and every step come from the seed,
     * so a seed always gives the same record. Deck orders are written into the setup.
     */
    public static GameRecord play(GameSetup template, long seed) {
        Game game = template.game();
        int players = template.playerCount();
        SplittableRandom rng = new SplittableRandom(seed);
        Deal deal = game.randomDeal(players, rng);
        GameSetup setup = template.withDeal(deal);
        Game.Playout playout = game.randomPlay(deal, rng.nextLong());
        GameRecord record = GameRecord.fromSteps(Header.EMPTY, setup, playout.steps());
        record.setHeader(new Header("Random game, seed " + seed, "", "", result(setup, playout.end()), ""));
        return record;
    }

    /** A setup template for {@link #play}: the deal is replaced by the random one. */
    public static GameSetup template(String rulesetId, Map<String, String> options, int players, List<String> names) {
        List<String> n = names == null || names.isEmpty() ? GameSetup.defaultNames(players) : names;
        Game game = RuleSets.require(rulesetId).configure(GameSetup.board(GameSetup.UNION_PACIFIC), options);
        return GameSetup.of(rulesetId, options, n, game.randomDeal(players, new SplittableRandom(0)));
    }

    /** "Anna 52, Ben 47, house 40": final cash from most to least. */
    public static String result(GameSetup setup, GameState end) {
        List<String> parts = new ArrayList<>();
        for (int r : end.ranking()) {
            String who = r < setup.playerCount() ? setup.players().get(r) : "house";
            parts.add(who + " " + end.cashOf(r));
        }
        return parts.stream().collect(Collectors.joining(", "));
    }
}
