package org.roundhouse.engine.nineteenth;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.IsmctsBot;
import org.roundhouse.engine.bots.LeafJudge;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.bots.Roster;

/**
 * Speed of the nineteenth-century heuristic and of the searches over it, one thread (a plain
 * {@code main}, not a timed test; docs/performance.md § "The nineteenth-century heuristic: steps
 * tried in place"). {@code games BOT FROM TO}: seeded games of four {@code BOT}s, games per second
 * and per CPU second. {@code search BOT VIEWS ROUNDS}: the search {@code BOT} (with the shipped
 * model, so {@code ismcts-eval2} too) on the same {@code VIEWS} views of four-{@code heuristic2}
 * games in every round, iterations per second and per CPU second of this thread (what the
 * machine's other load does not change). It uses only the variant's public bots, so it runs on
 * the classes of older commits too, for a before-and-after.
 */
public final class NineteenthBench {
    static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private NineteenthBench() {
    }

    public static void main(String[] a) {
        NineteenthCentury game = new NineteenthCentury(Boards.unionPacific(), NineteenthOptions.DEFAULT);
        LeafJudge judge = LeafJudge.of(NineteenthRuleSet.INSTANCE.configure(Boards.unionPacific(), Map.of())).orElseThrow();
        Roster<NineteenthState, NineteenthMove> roster = NineteenthBots.roster(game, Optional.of(judge));
        NineteenthHidden hidden = new NineteenthHidden();
        if (a[0].equals("games")) {
            String bot = a[1];
            int from = Integer.parseInt(a[2]);
            int to = Integer.parseInt(a[3]);
            long cpu = CPU.getCurrentThreadCpuTime();
            long t = System.nanoTime();
            long decisions = 0;
            for (int g = from; g <= to; g++) {
                List<Bot<NineteenthState, NineteenthMove>> seats = new ArrayList<>();
                for (int p = 0; p < 4; p++) seats.add(roster.create(bot));
                decisions += Match.play(game, hidden, game.newGame(game.randomDeal(4, new SplittableRandom(g))), seats, g).decisions();
            }
            double wall = (System.nanoTime() - t) / 1e9;
            double cs = (CPU.getCurrentThreadCpuTime() - cpu) / 1e9;
            System.out.printf(Locale.ROOT, "%s games %d-%d: %d decisions, %.2f s wall, %.2f s CPU: %.3f games/s, %.3f games/CPU s%n",
                    bot, from, to, decisions, wall, cs, (to - from + 1) / wall, (to - from + 1) / cs);
        } else {
            String bot = a[1];
            int wanted = Integer.parseInt(a[2]);
            int rounds = Integer.parseInt(a[3]);
            List<NineteenthState> all = new ArrayList<>();
            for (long g = 1; all.size() < 60; g++) {
                List<Bot<NineteenthState, NineteenthMove>> seats = new ArrayList<>();
                for (int p = 0; p < 4; p++) seats.add(roster.create("heuristic2"));
                int[] step = {0};
                Match.play(game, hidden, game.newGame(game.randomDeal(4, new SplittableRandom(g))), seats, g, (m, s) -> {
                    if (!s.isOver() && !s.isChanceNode() && step[0]++ % 23 == 0 && game.legalMoves(s).size() > 1) all.add(hidden.redact(s, s.currentPlayer()));
                });
            }
            // the same views in every round and for every set of classes: evenly spread over the first 60
            List<NineteenthState> views = new ArrayList<>();
            for (int i = 0; i < wanted; i++) views.add(all.get(i * 60 / wanted));
            @SuppressWarnings("unchecked")
            IsmctsBot<NineteenthState, NineteenthMove> search = (IsmctsBot<NineteenthState, NineteenthMove>) roster.create(bot);
            for (int round = -1; round < rounds; round++) {
                long before = search.iterations();
                long cpu = CPU.getCurrentThreadCpuTime();
                long start = System.nanoTime();
                for (int i = 0; i < views.size(); i++) search.choose(views.get(i), new SplittableRandom(i));
                long done = search.iterations() - before;
                double wall = (System.nanoTime() - start) / 1e9;
                double cs = (CPU.getCurrentThreadCpuTime() - cpu) / 1e9;
                System.out.printf(Locale.ROOT, "%s %s: %d views, %d iterations, %.1f s wall, %.1f s CPU: %.1f iterations/s, %.1f per CPU s%n", bot,
                        round < 0 ? "warm-up" : "round " + (round + 1), views.size(), done, wall, cs, done / wall, done / cs);
            }
            search.close();
        }
    }
}
