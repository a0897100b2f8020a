package org.roundhouse.engine.strippeddown;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.BiConsumer;
import java.util.function.IntConsumer;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.bots.Playouts;
import org.roundhouse.engine.bots.RandomBot;
import org.roundhouse.engine.bots.Tournament;

/** The stripped-down variant's bots, as tournaments, simulations and win chances use them: a greedy heuristic and the random bot. */
public final class StrippedDownBots {
    public static final String NAMES = "heuristic, random";

    private StrippedDownBots() {
    }

    static Bot<StrippedDownState, Move> create(StrippedDown game, String name) {
        if (name.equals("random")) return new RandomBot<>(game);
        if (name.equals("heuristic")) return new StrippedDownHeuristicBot(game);
        throw new IllegalArgumentException("no bot '" + name + "' for the stripped-down variant; known: " + NAMES);
    }

    /** Each seat's share of the win: 1 for the most money, split on a tie. */
    public static double[] wins(StrippedDownState end) {
        double[] wins = new double[end.players()];
        int[] winners = end.winners();
        for (int w : winners) wins[w] = 1.0 / winners.length;
        return wins;
    }

    public static Arena arena(StrippedDown game) {
        StrippedDownHidden hidden = new StrippedDownHidden();
        return new Arena() {
            private final ThreadLocal<Map<String, Bot<StrippedDownState, Move>>> bots = ThreadLocal.withInitial(HashMap::new);

            @Override
            public String botNames() {
                return NAMES;
            }

            @Override
            public void checkBot(String name) {
                create(game, name);
            }

            @Override
            public List<Tournament.Game> play(List<String> lineup, int games, long seed, int threads, IntConsumer progress)
                    throws InterruptedException {
                int n = lineup.size();
                Tournament<StrippedDownState, Move> t = new Tournament<>(game, hidden,
                        dealSeed -> game.newGame(game.randomSetup(n, new SplittableRandom(dealSeed))),
                        name -> create(game, name), StrippedDownBots::wins);
                return t.play(lineup, games, seed, threads, progress);
            }

            @Override
            public String defaultPlayoutBot() {
                return "heuristic";
            }

            @Override
            public Playouts playouts(String name) {
                return Playouts.of(game, hidden, create(game, name), false, StrippedDownBots::wins);
            }

            @Override
            public GameState playOne(GameState start, List<String> seats, long seed, BiConsumer<Move, GameState> watch) {
                StrippedDownState s = StrippedDownRules.state(start);
                Map<String, Bot<StrippedDownState, Move>> mine = bots.get();
                List<Bot<StrippedDownState, Move>> players = new ArrayList<>();
                for (String name : seats) players.add(mine.computeIfAbsent(name, x -> create(game, x)));
                return Match.play(game, hidden, s, players, seed, watch == null ? null : watch::accept).end();
            }
        };
    }
}
