package org.roundhouse.record;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseSetup;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.base.RandomPlayer;

/** Complete games played by the seeded {@link RandomPlayer}, as records. */
public final class RandomGames {
    private RandomGames() {
    }

    /**
     * A complete game by the random player: the deal and every step come from the seed,
     * so a seed always gives the same record. Deck orders are written into the setup.
     */
    public static GameRecord play(GameSetup template, long seed) {
        BaseGame game = template.game();
        int players = template.playerCount();
        SplittableRandom rng = new SplittableRandom(seed);
        BaseSetup deal = game.randomSetup(players, rng);
        RandomPlayer.Playout playout = new RandomPlayer(game, rng.nextLong()).playFrom(deal);
        GameSetup setup = template.withDeal(deal);
        GameRecord record = GameRecord.fromSteps(Header.EMPTY, setup, playout.moves());
        record.setHeader(new Header("Random game, seed " + seed, "", "", result(setup, playout.end()), ""));
        return record;
    }

    /** A setup template for {@link #play}: the deal is replaced by the random one. */
    public static GameSetup template(int players, String recipeId, boolean twoPlayerRules, boolean deadTrackRule,
                                     List<String> names) {
        List<String> n = names == null || names.isEmpty() ? GameSetup.defaultNames(players) : names;
        List<List<Integer>> empty3 = new ArrayList<>();
        for (int p = 0; p < players; p++) empty3.add(List.of());
        BaseSetup placeholder = new BaseSetup(players, empty3, empty3, List.of(), List.of(), List.of());
        return GameSetup.of(recipeId, twoPlayerRules, deadTrackRule, n, placeholder);
    }

    /** "Anna 52, Ben 47, house 40": final cash from most to least. */
    public static String result(GameSetup setup, BaseState end) {
        List<String> parts = new ArrayList<>();
        for (int r : end.ranking()) {
            String who = r < setup.playerCount() ? setup.players().get(r) : "house";
            parts.add(who + " " + end.cashOf(r));
        }
        return parts.stream().collect(Collectors.joining(", "));
    }
}
