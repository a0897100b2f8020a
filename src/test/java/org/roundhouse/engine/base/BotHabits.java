package org.roundhouse.engine.base;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.DividendPayment;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.Match;

/**
 * Counts how bots of the base game play (not a test; the figures of "The heuristic's habits" in
 * {@code docs/bots.md}): the sizes of their investments, their exchanges for Union Pacific
 * shares, the wild cards they throw away, and the ties at the dividends of their games.
 *
 * <pre>java -cp target/classes:target/test-classes:… org.roundhouse.engine.base.BotHabits heuristic,heuristic,heuristic,heuristic 400 1</pre>
 * The line-up is turned by one seat a game, as a tournament turns it. A fourth argument {@code no-two} plays two
 * players without the two-player rules.
 */
public final class BotHabits {
    private BotHabits() {
    }

    /** What one bot did, summed over its seat-games. */
    static final class Habits {
        long seatGames, invests, single1, single2, single3up, pairs, sharesLaid, upLaid;
        long builds, wildBuilds, takes, upTakes, deckTakes, exchanges, upForUp, wildDiscards, discards;
        long wins;

        @Override
        public String toString() {
            return String.format("seat-games %d, wins %.1f%%%n  investments %d (%.2f a game): 1 share %.1f%%, 2 of one %.1f%%, 3+ of one %.1f%%, "
                            + "a pair %.1f%%; shares laid %.1f a game (UP %.1f)%n  builds %d (%.1f a game, %.1f%% with a wild card); "
                            + "takes: UP %.1f%%, deck %.1f%%%n  exchanges %.2f a game, of them a UP share for a UP share %.2f a game; "
                            + "wild cards discarded %.2f a game (of %.1f discards)",
                    seatGames, 100.0 * wins / seatGames, invests, (double) invests / seatGames, pct(single1, invests), pct(single2, invests),
                    pct(single3up, invests), pct(pairs, invests), (double) sharesLaid / seatGames, (double) upLaid / seatGames, builds,
                    (double) builds / seatGames, pct(wildBuilds, builds), pct(upTakes, takes), pct(deckTakes, takes),
                    (double) exchanges / seatGames, (double) upForUp / seatGames, (double) wildDiscards / seatGames,
                    (double) discards / seatGames);
        }
    }

    static double pct(long a, long b) {
        return b == 0 ? 0 : 100.0 * a / b;
    }

    public static void main(String[] args) {
        String[] names = args[0].split(",");
        int games = Integer.parseInt(args[1]);
        long seed = Long.parseLong(args[2]);
        boolean twoPlayerRules = !(args.length > 3 && args[3].equals("no-two"));
        int n = names.length;
        BaseGame game = new BaseGame(Boards.unionPacific(), BaseOptions.standard().withTwoPlayerRules(twoPlayerRules));
        Map<String, Habits> habits = new LinkedHashMap<>();
        Map<String, Bot<BaseState, BaseMove>> bots = new LinkedHashMap<>();
        for (String name : names) {
            habits.putIfAbsent(name, new Habits());
            bots.computeIfAbsent(name, x -> BaseBots.create(game, x));
        }
        int wild = game.board().wildKind();
        int up = game.board().unionPacific();
        long companyDividends = 0, tiedTop = 0, tiedSecond = 0, soleHolder = 0, upTiedTopEnd = 0, gameTurns = 0;
        long[] upTopTieSizes = new long[7];
        long started = System.nanoTime();
        for (int g = 0; g < games; g++) {
            int turnBy = g % n;
            List<String> seats = new ArrayList<>();
            for (int i = 0; i < n; i++) seats.add(names[(i + turnBy) % n]);
            List<Bot<BaseState, BaseMove>> players = new ArrayList<>();
            for (String s : seats) players.add(bots.get(s));
            BaseState start = game.newGame(game.randomSetup(n, new SplittableRandom(Match.mix(seed, g / n))));
            Match.Result<BaseState> r = Match.play(game, new BaseHidden(), start, players, Match.mix(seed + 1, g), (m, s) -> {
                if (m.isChance()) return;
                Habits h = habits.get(seats.get(m.player()));
                if (m instanceof BaseMove.Invest i) {
                    h.invests++;
                    if (i.isPair()) {
                        h.pairs++;
                        h.sharesLaid += 2;
                        if (i.company() == up || i.second() == up) h.upLaid++;
                    } else {
                        if (i.count() == 1) h.single1++;
                        else if (i.count() == 2) h.single2++;
                        else h.single3up++;
                        h.sharesLaid += i.count();
                        if (i.company() == up) h.upLaid += i.count();
                    }
                } else if (m instanceof BaseMove.Build b) {
                    h.builds++;
                    if (b.card() == wild) h.wildBuilds++;
                } else if (m instanceof BaseMove.Take t) {
                    h.takes++;
                    if (t.source() == BaseMove.Source.UNION_PACIFIC) h.upTakes++;
                    if (t.source() == BaseMove.Source.DECK) h.deckTakes++;
                } else if (m instanceof BaseMove.Exchange e) {
                    if (!e.keeps()) {
                        h.exchanges++;
                        if (e.company() == up) h.upForUp++;
                    }
                } else if (m instanceof BaseMove.Discard d) {
                    h.discards++;
                    if (d.card() == wild) h.wildDiscards++;
                } else if (m instanceof BaseMove.Forgo f) {
                    if (f.card() == wild) h.wildDiscards++;
                }
            });
            BaseState end = r.end();
            gameTurns += end.turn();
            for (int i = 0; i < n; i++) habits.get(seats.get(i)).seatGames++;
            double[] w = BaseBots.wins(end);
            for (int i = 0; i < n; i++) habits.get(seats.get(i)).wins += 0; // wins summed below as shares
            for (int i = 0; i < n; i++) winShare.merge(seats.get(i), w[i], Double::sum);
            for (DividendPayment p : end.payments()) {
                for (int c = 0; c < up; c++) {
                    int best = 0, bestCount = 0, second = 0, secondCount = 0;
                    for (int q = 0; q < n; q++) {
                        int x = p.holdings()[q][c];
                        if (x > best) { second = best; secondCount = bestCount; best = x; bestCount = 1; }
                        else if (x == best && x > 0) bestCount++;
                        else if (x > second) { second = x; secondCount = 1; }
                        else if (x == second && x > 0) secondCount++;
                    }
                    if (best == 0) continue;
                    companyDividends++;
                    if (bestCount > 1) tiedTop++;
                    else if (secondCount > 1) tiedSecond++;
                    else if (second == 0) soleHolder++;
                }
            }
            int best = 0, count = 0;
            for (int q = 0; q < n; q++) {
                int x = end.playedShares(q, up);
                if (x > best) { best = x; count = 1; } else if (x == best && x > 0) count++;
            }
            if (count > 1) upTiedTopEnd++;
            upTopTieSizes[count]++;
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        System.out.printf("%d players, %d games, seed %d, %.1f s, %.1f turns a game%n", n, games, seed, seconds, (double) gameTurns / games);
        for (var e : habits.entrySet()) {
            Habits h = e.getValue();
            h.wins = Math.round(winShare.get(e.getKey()));
            System.out.println(e.getKey() + ": " + h);
        }
        System.out.printf("company payments (a company with shares laid, at a dividend): %d; first place tied %.1f%%, second place tied %.1f%%, "
                        + "one holder only %.1f%%%n", companyDividends, pct(tiedTop, companyDividends), pct(tiedSecond, companyDividends),
                pct(soleHolder, companyDividends));
        System.out.printf("Union Pacific at the end: first place tied in %.1f%% of games (2-way %d, 3-way %d, 4+-way %d)%n",
                pct(upTiedTopEnd, games), upTopTieSizes[2], upTopTieSizes[3], upTopTieSizes[4] + upTopTieSizes[5] + upTopTieSizes[6]);
    }

    private static final Map<String, Double> winShare = new LinkedHashMap<>();
}
