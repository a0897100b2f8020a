package org.roundhouse.engine.base;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.BiConsumer;
import java.util.function.IntConsumer;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.IsmctsBot;
import org.roundhouse.engine.bots.LeafJudge;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.bots.Playouts;
import org.roundhouse.engine.bots.RandomBot;
import org.roundhouse.engine.bots.Reward;
import org.roundhouse.engine.bots.Roster;
import org.roundhouse.engine.bots.SearchBot;
import org.roundhouse.engine.bots.Stepper;
import org.roundhouse.engine.bots.Tournament;

/** The bots of the base game by name, as a tournament line-up names them. */
public final class BaseBots {
    /** Moves a search tries, chosen by the heuristic; the rest it leaves alone. */
    public static final int SEARCH_CANDIDATES = 8;

    private BaseBots() {
    }

    /**
     * The bot with this name.
     *
     * @throws IllegalArgumentException naming what is wrong with the name
     */
    public static Bot<BaseState, BaseMove> create(BaseGame game, String spec) {
        return roster(game).create(spec);
    }

    /** The base game's bots by name. */
    public static Roster<BaseState, BaseMove> roster(BaseGame game) {
        return roster(game, Optional.empty());
    }

    /** The base game's bots by name, with {@code ismcts-eval} where the game has a judge of positions. */
    public static Roster<BaseState, BaseMove> roster(BaseGame game, Optional<LeafJudge> judge) {
        Roster<BaseState, BaseMove> roster = new Roster<>(game).random().plain("heuristic", () -> new HeuristicBot(game))
                .plain("heuristic2", () -> new Heuristic2Bot(game))
                .plain("heuristic3", () -> new Heuristic3Bot(game))
                .search("search", b -> search(game, b.iterations(), b.millis(), b.threads(), b.name()));
        return roster.search("ismcts", b -> IsmctsBot.of(b, roster, game, new BaseHidden(), inPlace(game), reward(), "heuristic", "heuristic"))
                .search("ismcts2", b -> IsmctsBot.of(b, roster, game, new BaseHidden(), inPlace(game), reward(), "heuristic2", "heuristic2", IsmctsBot.Settings.ANCHORED))
                .judged("ismcts-eval", "ismcts", judge, IsmctsBot.JUDGED_AFTER_TURNS)
                .judged("ismcts2-eval", "ismcts2", judge, IsmctsBot.JUDGED_AFTER_TURNS);
    }

    /**
     * The fast path for a search's iterations: each step applied in place ({@link BaseGame#applyInPlace},
     * unchecked, no copy a step) on the determinization the search owns, the chance steps drawn by
     * {@link RandomPlayout} exactly as {@link BaseGame#sampleChance} draws them.
     */
    public static Stepper<BaseState, BaseMove> inPlace(BaseGame game) {
        ThreadLocal<RandomPlayout> fast = ThreadLocal.withInitial(() -> new RandomPlayout(game));
        return Stepper.inPlace(game::applyInPlace, (s, rng) -> fast.get().chance(s, rng));
    }

    /** A search bot with heuristic playouts; a budget of iterations is reproducible, one of milliseconds only caps the time. */
    public static SearchBot<BaseState, BaseMove> search(BaseGame game, int iterations, long millis, int threads, String name) {
        HeuristicBot heuristic = new HeuristicBot(game);
        return new SearchBot<>(name, game, new BaseHidden(), heuristic, heuristic, reward(), iterations, millis, threads,
                SEARCH_CANDIDATES);
    }

    /** Each seat's share of the win: 1, split on a tie; nothing when the house of the two-player rules has the most. */
    public static double[] wins(BaseState end) {
        return org.roundhouse.engine.Winners.shares(end);
    }

    /** A win (shared on a tie, the house of the two-player rules counting as a rival) plus a little for the margin. */
    public static Reward<BaseState> reward() {
        return (end, seat) -> {
            int[] winners = end.winners();
            double win = 0;
            for (int w : winners) if (w == seat) win = 1.0 / winners.length;
            int bestOther = Integer.MIN_VALUE;
            for (int r = 0; r < end.players() + (end.hasHouse() ? 1 : 0); r++) {
                if (r != seat) bestOther = Math.max(bestOther, end.cashOf(r));
            }
            return 0.9 * win + 0.1 * (0.5 + 0.5 * Math.tanh((end.cash(seat) - bestOther) / 20.0));
        };
    }

    /**
     * True for the bots whose games are played on one position changed in place: the random
     * bot (its moves picked by {@link RandomPlayout}) and the heuristic, which keep nothing of
     * a position they are handed.
     */
    static boolean playsInPlace(Bot<BaseState, BaseMove> bot) {
        return bot instanceof RandomBot || bot instanceof HeuristicBot || bot instanceof Heuristic2Bot;
    }

    /**
     * Playouts on the fast path: the hidden cards drawn as {@code checked} draws them, then
     * the same steps from the same generator, applied in place ({@link BaseGame#applyInPlace},
     * unchecked, no copy a step) on the drawn position, which the playout owns; the random bot's
     * moves picked by {@link RandomPlayout}. Single decisions are {@code checked}'s.
     */
    static Playouts inPlacePlayouts(BaseGame game, Bot<BaseState, BaseMove> bot, Playouts checked) {
        BaseHidden hidden = new BaseHidden();
        return new Playouts() {
            @Override
            public String bot() {
                return checked.bot();
            }

            @Override
            public boolean knowsSeatViews() {
                return checked.knowsSeatViews();
            }

            @Override
            public double[] play(GameState position, int viewer, long seed) {
                return wins(playOut(game, hidden, bot, (BaseState) position, viewer, new SplittableRandom(seed)));
            }

            @Override
            public double[] playJudged(GameState position, int viewer, long seed, LeafJudge judge, int turns) {
                Playouts.checkTurns(turns);
                BaseState start = (BaseState) position;
                if (start.isOver()) return wins(start);
                SplittableRandom rng = new SplittableRandom(seed);
                BaseState s = draw(hidden, start, viewer, rng);
                RandomPlayout fast = new RandomPlayout(game);
                boolean random = bot instanceof RandomBot;
                Playouts.TurnCount count = new Playouts.TurnCount(s, turns);
                while (!s.isOver()) {
                    if (count.judgeHere(s)) {
                        double[] r = judge.chances(s);
                        if (r != null) return r;
                    }
                    BaseMove m = s.isChanceNode() ? fast.chance(s, rng) : random ? fast.decide(s, rng) : bot.choose(s, rng);
                    game.applyInPlace(s, m);
                }
                return wins(s);
            }

            @Override
            public Move choose(GameState position, long seed) {
                return checked.choose(position, seed);
            }
        };
    }

    /** The end of a playout by the bot from the position as the viewer sees it (all-seeing or a seat), drawn as {@code Playouts.of} draws it. */
    static BaseState playOut(BaseGame game, BaseHidden hidden, Bot<BaseState, BaseMove> bot, BaseState position, int viewer,
                             SplittableRandom rng) {
        if (position.isOver()) return position;
        BaseState s = draw(hidden, position, viewer, rng);
        RandomPlayout fast = new RandomPlayout(game);
        boolean random = bot instanceof RandomBot;
        while (!s.isOver()) {
            BaseMove m = s.isChanceNode() ? fast.chance(s, rng) : random ? fast.decide(s, rng) : bot.choose(s, rng);
            game.applyInPlace(s, m);
        }
        return s;
    }

    /** The hidden cards drawn as the viewer (all-seeing or a seat) may know them: a fresh copy, which the playout may change in place. */
    private static BaseState draw(BaseHidden hidden, BaseState position, int viewer, SplittableRandom rng) {
        if (viewer == org.roundhouse.engine.StepWords.ALL_SEEING) return hidden.allSeeing(position, rng);
        if (viewer < 0 || viewer >= position.players()) throw new IllegalArgumentException("no seat " + viewer);
        return hidden.determinize(hidden.redact(position, viewer), viewer, rng);
    }

    /**
     * The game {@link Match#play} plays with these bots (each {@link #playsInPlace}), on one
     * position changed in place (unchecked, no copy a step): the chance steps from the same
     * generator, each decision from the same per-step generator. A heuristic seat decides on
     * its redaction, as in {@link Match#play} (it reads the pool of unseen cards, which a
     * redaction changes); a random seat on the full position, whose legal moves, all it reads,
     * are those of its redaction. {@code watch} is handed a copy of each position.
     */
    static BaseState playInPlace(BaseGame game, BaseState start, List<Bot<BaseState, BaseMove>> seats, long seed,
                                 BiConsumer<Move, GameState> watch) {
        BaseHidden hidden = new BaseHidden();
        SplittableRandom chance = new SplittableRandom(seed);
        BaseState state = start.copy();
        RandomPlayout fast = new RandomPlayout(game);
        int step = 0;
        while (!state.isOver()) {
            BaseMove move;
            if (state.isChanceNode()) {
                move = fast.chance(state, chance);
            } else {
                Bot<BaseState, BaseMove> bot = seats.get(state.current);
                SplittableRandom rng = new SplittableRandom(Match.mix(seed, step));
                move = bot instanceof RandomBot ? fast.decide(state, rng) : bot.choose(hidden.redact(state, state.current), rng);
            }
            game.applyInPlace(state, move);
            if (watch != null) watch.accept(move, state.copy());
            step++;
        }
        return state;
    }

    /** The base game's bots for tournaments, dealt at random with the game's options. */
    public static Arena arena(BaseGame game) {
        return arena(game, Optional.empty());
    }

    /** The base game's bots for tournaments, with {@code ismcts-eval} where the game has a judge of positions. */
    public static Arena arena(BaseGame game, Optional<LeafJudge> judge) {
        Roster<BaseState, BaseMove> roster = roster(game, judge);
        return new Arena() {
            @Override
            public String botNames() {
                return roster.names();
            }

            @Override
            public void checkBot(String name) {
                roster.create(name);
            }

            // a thread's bots are made once and kept, as the tournament keeps them
            private final ThreadLocal<Map<String, Bot<BaseState, BaseMove>>> bots = ThreadLocal.withInitial(HashMap::new);

            @Override
            public GameState playOne(GameState start, List<String> seats, long seed, BiConsumer<Move, GameState> watch) {
                if (!(start instanceof BaseState s)) throw new IllegalArgumentException("not a position of the base game");
                Map<String, Bot<BaseState, BaseMove>> mine = bots.get();
                List<Bot<BaseState, BaseMove>> players = new ArrayList<>();
                for (String name : seats) players.add(mine.computeIfAbsent(name, n -> roster.create(n)));
                if (players.size() == s.players() && players.stream().allMatch(BaseBots::playsInPlace)) {
                    return playInPlace(game, s, players, seed, watch);
                }
                return Match.play(game, new BaseHidden(), s, players, seed, watch == null ? null : watch::accept).end();
            }

            @Override
            public String defaultPlayoutBot() {
                return "heuristic";
            }

            @Override
            public Playouts playouts(String name) {
                Bot<BaseState, BaseMove> bot = roster.create(name);
                // the heuristic and the random bot read only the table and the deciding seat's hand: no redaction needed
                boolean redact = !(bot instanceof HeuristicBot || bot instanceof Heuristic2Bot || bot instanceof RandomBot);
                Playouts checked = Playouts.of(game, new BaseHidden(), bot, redact, BaseBots::wins);
                return playsInPlace(bot) ? inPlacePlayouts(game, bot, checked) : checked;
            }

            @Override
            public List<Tournament.Game> play(List<String> lineup, int games, long seed, int threads, IntConsumer progress)
                    throws InterruptedException {
                int n = lineup.size();
                Tournament<BaseState, BaseMove> t = new Tournament<>(game, new BaseHidden(),
                        dealSeed -> game.newGame(game.randomSetup(n, new SplittableRandom(dealSeed))),
                        name -> roster.create(name), BaseBots::wins);
                return t.play(lineup, games, seed, threads, progress);
            }
        };
    }
}
