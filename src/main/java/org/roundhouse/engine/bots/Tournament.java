package org.roundhouse.engine.bots;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.LongFunction;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Parallel;
import org.roundhouse.engine.Rules;

/**
 * Plays a line-up of bots against each other. Game {@code g} is deal {@code g / players}
 * with the line-up turned by {@code g % players} seats, so every deal is played from every
 * seat by every bot and each bot sits in each seat equally often. Games run on several
 * threads; their results are kept by game number, so the summary does not depend on the
 * thread count (bots with a time budget aside).
 */
public final class Tournament<S extends GameState, M extends Move> {
    private final Rules<S, M> rules;
    private final Hidden<S> hidden;
    private final LongFunction<S> deal;
    private final Function<String, Bot<S, M>> factory;
    private final Function<S, double[]> wins;

    /** A tournament whose winners are the seats with the most cash. */
    public Tournament(Rules<S, M> rules, Hidden<S> hidden, LongFunction<S> deal, Function<String, Bot<S, M>> factory) {
        this(rules, hidden, deal, factory, null);
    }

    /**
     * @param deal the start of a game from a deal seed
     * @param factory a fresh bot for a line-up name (called once per name and thread)
     * @param wins each seat's share of the win at the end of a game, when the rule set says more than the cash
     *     (null: the seats with the most cash)
     */
    public Tournament(Rules<S, M> rules, Hidden<S> hidden, LongFunction<S> deal, Function<String, Bot<S, M>> factory,
                      Function<S, double[]> wins) {
        this.rules = rules;
        this.hidden = hidden;
        this.deal = deal;
        this.factory = factory;
        this.wins = wins;
    }

    /**
     * One finished game: the line-up name at each seat, each seat's cash, and its share of the
     * win (1, split evenly on a tie; all 0 when a non-seat such as the house of the two-player
     * rules won).
     */
    public record Game(List<String> seats, int[] cash, double[] wins, int decisions) {
        /** A game whose winners are the seats with the most cash. */
        public static Game byCash(List<String> seats, int[] cash, int decisions) {
            int best = Integer.MIN_VALUE;
            for (int c : cash) best = Math.max(best, c);
            int tied = 0;
            for (int c : cash) if (c == best) tied++;
            double[] wins = new double[cash.length];
            for (int s = 0; s < cash.length; s++) wins[s] = cash[s] == best ? 1.0 / tied : 0;
            return new Game(seats, cash, wins, decisions);
        }

        public double winShare(int seat) {
            return wins[seat];
        }

        /** The seat's cash less the most any other seat has. */
        public int margin(int seat) {
            int other = Integer.MIN_VALUE;
            for (int q = 0; q < cash.length; q++) if (q != seat) other = Math.max(other, cash[q]);
            return cash[seat] - other;
        }
    }

    /** Plays {@code games} games; {@code progress} hears the number finished so far (from any thread). */
    public List<Game> play(List<String> lineup, int games, long seed, int threads, IntConsumer progress)
            throws InterruptedException {
        int n = lineup.size();
        Game[] results = new Game[games];
        AtomicInteger finished = new AtomicInteger();
        try {
            Parallel.forEachIndex("tournament", threads, games, HashMap<String, Bot<S, M>>::new, (bots, g) -> {
                List<String> seats = new ArrayList<>();
                List<Bot<S, M>> players = new ArrayList<>();
                for (int s = 0; s < n; s++) {
                    String name = lineup.get(Math.floorMod(s - g, n));
                    seats.add(name);
                    players.add(bots.computeIfAbsent(name, factory));
                }
                long dealSeed = Match.mix(seed, g / n);
                Match.Result<S> r = Match.play(rules, hidden, deal.apply(dealSeed), players, Match.mix(dealSeed, g % n));
                int[] cash = new int[n];
                for (int s = 0; s < n; s++) cash[s] = r.end().cash(s);
                results[g] = wins == null ? Game.byCash(List.copyOf(seats), cash, r.decisions())
                        : new Game(List.copyOf(seats), cash, wins.apply(r.end()), r.decisions());
                progress.accept(finished.incrementAndGet());
            });
        } catch (ExecutionException e) {
            throw new IllegalStateException("a game failed: " + e.getCause(), e.getCause());
        }
        return List.of(results);
    }

    /** A bot's results over a tournament. */
    public record Standing(String name, int seatGames, double wins, double low, double high, double meanCash,
                           double meanMargin, double rating) {
        public double winRate() {
            return wins / seatGames;
        }
    }

    /**
     * Per line-up name (several seats with one name count together): wins with a 95% Wilson
     * interval, mean cash and margin, and a Bradley–Terry rating on the Elo scale fitted to
     * who finished ahead of whom in each game, the mean rating 0.
     */
    public static List<Standing> standings(List<Game> games) {
        Map<String, double[]> sums = new LinkedHashMap<>(); // seat-games, wins, cash, margin
        for (Game g : games) {
            for (int s = 0; s < g.seats().size(); s++) {
                double[] a = sums.computeIfAbsent(g.seats().get(s), x -> new double[4]);
                a[0]++;
                a[1] += g.winShare(s);
                a[2] += g.cash()[s];
                a[3] += g.margin(s);
            }
        }
        List<String> names = new ArrayList<>(sums.keySet());
        double[] rating = bradleyTerry(names, games);
        List<Standing> out = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            double[] a = sums.get(names.get(i));
            double[] ci = wilson(a[1], a[0]);
            out.add(new Standing(names.get(i), (int) a[0], a[1], ci[0], ci[1], a[2] / a[0], a[3] / a[0], rating[i]));
        }
        return out;
    }

    /** The 95% Wilson score interval of a proportion of {@code wins} in {@code n} trials. */
    public static double[] wilson(double wins, double n) {
        if (n <= 0) return new double[] {0, 1};
        double z = 1.959963984540054;
        double p = wins / n;
        double denom = 1 + z * z / n;
        double centre = (p + z * z / (2 * n)) / denom;
        double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    /**
     * Bradley–Terry strengths from the pairwise order of seats with different names in each game
     * (a tie is half a win each), by the MM algorithm, with a half win and half loss against the
     * field added to each name so that a name that never lost stays finite; as 400·log10, mean 0.
     */
    static double[] bradleyTerry(List<String> names, List<Game> games) {
        int m = names.size();
        double[] rating = new double[m];
        if (m < 2) return rating;
        double[][] wins = new double[m][m];
        for (Game g : games) {
            for (int a = 0; a < g.seats().size(); a++) {
                for (int b = a + 1; b < g.seats().size(); b++) {
                    int i = names.indexOf(g.seats().get(a));
                    int j = names.indexOf(g.seats().get(b));
                    if (i == j) continue;
                    int ca = g.cash()[a];
                    int cb = g.cash()[b];
                    double wa = ca > cb ? 1 : ca == cb ? 0.5 : 0;
                    wins[i][j] += wa;
                    wins[j][i] += 1 - wa;
                }
            }
        }
        double[] strength = new double[m];
        java.util.Arrays.fill(strength, 1);
        for (int iter = 0; iter < 500; iter++) {
            double[] nextStrength = new double[m];
            for (int i = 0; i < m; i++) {
                double w = 0.5;
                double d = 1.0 / (strength[i] + 1); // the prior: half a win and half a loss against strength 1
                for (int j = 0; j < m; j++) {
                    if (i == j) continue;
                    w += wins[i][j];
                    double games2 = wins[i][j] + wins[j][i];
                    if (games2 > 0) d += games2 / (strength[i] + strength[j]);
                }
                nextStrength[i] = w / d;
            }
            strength = nextStrength;
        }
        double mean = 0;
        for (int i = 0; i < m; i++) {
            rating[i] = 400 * Math.log10(strength[i]);
            mean += rating[i] / m;
        }
        for (int i = 0; i < m; i++) rating[i] -= mean;
        return rating;
    }
}
