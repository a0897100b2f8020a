package org.roundhouse.engine.nineteenth;

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

/** The nineteenth-century variant's bots, as tournaments, simulations and win chances use them: the random bot. */
public final class NineteenthBots {
    public static final String NAMES = "random";

    private NineteenthBots() {
    }

    static Bot<NineteenthState, Move> create(NineteenthCentury game, String name) {
        if (name.equals("random")) return new RandomBot<>(game);
        throw new IllegalArgumentException("no bot '" + name + "' for the nineteenth-century variant; known: " + NAMES);
    }

    /** Each seat's share of the win: 1 for the most cash, split on a tie. */
    public static double[] wins(NineteenthState end) {
        double[] wins = new double[end.players()];
        int[] winners = end.winners();
        for (int w : winners) wins[w] = 1.0 / winners.length;
        return wins;
    }

    public static Arena arena(NineteenthCentury game) {
        NineteenthHidden hidden = new NineteenthHidden();
        return new Arena() {
            private final ThreadLocal<Map<String, Bot<NineteenthState, Move>>> bots = ThreadLocal.withInitial(HashMap::new);

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
                Tournament<NineteenthState, Move> t = new Tournament<>(game, hidden,
                        dealSeed -> game.newGame(game.randomSetup(n, new SplittableRandom(dealSeed))),
                        name -> create(game, name), NineteenthBots::wins);
                return t.play(lineup, games, seed, threads, progress);
            }

            @Override
            public String defaultPlayoutBot() {
                return "random";
            }

            @Override
            public Playouts playouts(String name) {
                return Playouts.of(game, hidden, create(game, name), false, NineteenthBots::wins);
            }

            @Override
            public GameState playOne(GameState start, List<String> seats, long seed, BiConsumer<Move, GameState> watch) {
                NineteenthState s = NineteenthRules.state(start);
                Map<String, Bot<NineteenthState, Move>> mine = bots.get();
                List<Bot<NineteenthState, Move>> players = new ArrayList<>();
                for (String name : seats) players.add(mine.computeIfAbsent(name, x -> create(game, x)));
                return Match.play(game, hidden, s, players, seed, watch == null ? null : watch::accept).end();
            }
        };
    }
}
