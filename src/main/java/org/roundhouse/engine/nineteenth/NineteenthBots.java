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
import org.roundhouse.engine.bots.BotSpec;
import org.roundhouse.engine.bots.Reward;
import org.roundhouse.engine.bots.SearchBot;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.bots.Playouts;
import org.roundhouse.engine.bots.RandomBot;
import org.roundhouse.engine.bots.Tournament;

/** The nineteenth-century variant's bots, as tournaments, simulations and win chances use them: a greedy heuristic, the random bot and the search. */
public final class NineteenthBots {
    public static final String NAMES = "random, heuristic, search:N (N trials a move), search:Nms (N ms a move),"
            + " search:N:Tt (on T threads)";
    /** Moves a search tries at most, chosen by the heuristic. */
    private static final int SEARCH_CANDIDATES = 6;

    private NineteenthBots() {
    }

    static Bot<NineteenthState, Move> create(NineteenthCentury game, String name) {
        BotSpec b = BotSpec.parse(name, NAMES);
        return switch (b.kind()) {
            case RANDOM -> new RandomBot<>(game);
            case HEURISTIC -> new NineteenthHeuristicBot(game);
            case SEARCH -> {
                NineteenthHeuristicBot h = new NineteenthHeuristicBot(game);
                yield new SearchBot<>(b.name(), game, new NineteenthHidden(), h, h, Reward.winShare(), b.iterations(), b.millis(),
                        b.threads(), SEARCH_CANDIDATES);
            }
        };
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
