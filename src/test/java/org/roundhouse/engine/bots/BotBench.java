package org.roundhouse.engine.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.base.BaseBots;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseHidden;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseOptions;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.base.HeuristicBot;
import org.roundhouse.engine.base.RandomPlayer;

/**
 * Speed of the bots (a plain {@code main}, not a timed unit test; docs/performance.md):
 * complete games of four heuristic bots per second on one and on two threads (each thread
 * playing whole games), each decision made on a redacted view, and search trials per second
 * on one and on two threads (one search's trials split between them), over positions
 * taken from random games. Arguments: seconds per round (default 5), rounds (default 3).
 */
public final class BotBench {
    private static final List<String> FOUR_HEURISTIC = List.of("heuristic", "heuristic", "heuristic", "heuristic");

    private BotBench() {
    }

    public static void main(String[] args) throws InterruptedException {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 5;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        BaseGame game = new BaseGame(Boards.unionPacific(), BaseOptions.standard());
        BaseHidden hidden = new BaseHidden();
        // -Dbench.checked=true: Match.play (a redaction and the checked apply a step, as tournaments play);
        // otherwise the arena's game, played in place as simulate plays it
        boolean checked = Boolean.getBoolean("bench.checked");
        Arena arena = BaseBots.arena(game);
        AtomicLong seeds = new AtomicLong(1);
        // -Dbench.ismctsOnly=true: only the information-set search's iterations
        boolean ismctsOnly = Boolean.getBoolean("bench.ismctsOnly");
        for (int threads = 1; threads <= 2 && !ismctsOnly; threads++) {
            for (int round = -1; round < rounds; round++) {
                startRound();
                long start = System.nanoTime();
                long end = start + (long) (seconds * 1e9);
                AtomicLong games = new AtomicLong();
                List<Thread> workers = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    // each thread its own bots, as a tournament's threads have
                    Thread worker = new Thread(() -> {
                        Bot<BaseState, BaseMove> heuristic = BaseBots.create(game, "heuristic");
                        List<Bot<BaseState, BaseMove>> four = List.of(heuristic, heuristic, heuristic, heuristic);
                        while (System.nanoTime() < end) {
                            long seed = seeds.getAndIncrement();
                            BaseState s = game.newGame(game.randomSetup(4, new SplittableRandom(seed)));
                            if (checked) {
                                Match.play(game, hidden, s, four, seed);
                            } else {
                                arena.playOne(s, FOUR_HEURISTIC, seed, null);
                            }
                            games.incrementAndGet();
                        }
                    });
                    worker.start();
                    workers.add(worker);
                }
                for (Thread worker : workers) worker.join();
                report(round, "heuristic games" + (checked ? " (checked)" : "") + ", 4 players, " + threads + " thread" + (threads > 1 ? "s" : ""),
                        games.get() / ((System.nanoTime() - start) / 1e9), "games/s");
            }
        }
        List<BaseState> positions = new ArrayList<>();
        for (long g = 1; positions.size() < 200; g++) {
            RandomPlayer.Playout p = RandomPlayer.play(game, 4, g);
            BaseState s = game.newGame(p.setup());
            int step = 0;
            for (BaseMove m : p.moves()) {
                if (!s.isChanceNode() && step % 17 == 0 && game.legalMoves(s).size() > 1) positions.add(hidden.redact(s, s.currentPlayer()));
                s = game.applyLegal(s, m);
                step++;
            }
        }
        for (int threads = 1; threads <= 2 && !ismctsOnly; threads++) {
            SearchBot<BaseState, BaseMove> search = BaseBots.search(game, 64, 0, threads, "search:64");
            for (int round = -1; round < rounds; round++) {
                long before = search.trials();
                startRound();
                long start = System.nanoTime();
                long end = start + (long) (seconds * 1e9);
                int i = 0;
                while (System.nanoTime() < end) {
                    BaseState view = positions.get(i++ % positions.size());
                    search.choose(view, new SplittableRandom(i));
                }
                report(round, "search trials, " + threads + " thread" + (threads > 1 ? "s" : ""),
                        (search.trials() - before) / ((System.nanoTime() - start) / 1e9), "trials/s");
            }
        }
        // the information-set search at 64 iterations a decision: on the in-place fast path (as `ismcts` plays) and
        // through the checked rules (a copy a step), on one and two threads (its two trees split between them)
        HeuristicBot heuristic = (HeuristicBot) BaseBots.create(game, "heuristic");
        for (boolean fast : new boolean[] {true, false}) {
            for (int threads = 1; threads <= 2; threads++) {
                IsmctsBot<BaseState, BaseMove> ismcts = new IsmctsBot<>("ismcts:64", game, hidden,
                        fast ? BaseBots.inPlace(game) : Stepper.checked(game), heuristic, heuristic, BaseBots.reward(), 64, 0, threads,
                        IsmctsBot.Settings.DEFAULT);
                for (int round = -1; round < rounds; round++) {
                    long before = ismcts.iterations();
                    startRound();
                    long start = System.nanoTime();
                    long end = start + (long) (seconds * 1e9);
                    int i = 0;
                    while (System.nanoTime() < end) {
                        BaseState view = positions.get(i++ % positions.size());
                        ismcts.choose(view, new SplittableRandom(i));
                    }
                    report(round, "ismcts iterations" + (fast ? "" : " (checked)") + ", " + threads + " thread" + (threads > 1 ? "s" : ""),
                            (ismcts.iterations() - before) / ((System.nanoTime() - start) / 1e9), "iterations/s");
                }
                ismcts.close();
            }
        }
    }

    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
    private static long cpuAtStart;
    private static long wallAtStart;

    /** Marks the start of a round, for the cores it kept busy. */
    private static void startRound() {
        cpuAtStart = OS.getProcessCpuTime();
        wallAtStart = System.nanoTime();
    }

    /**
     * The round's rate, and the cores the whole process kept busy meanwhile (its CPU time over the
     * wall time; the JIT and the collector included): on a shared machine, two threads that get
     * about one core show it here.
     */
    private static void report(int round, String what, double rate, String unit) {
        double cores = (OS.getProcessCpuTime() - cpuAtStart) / (double) (System.nanoTime() - wallAtStart);
        System.out.printf(Locale.ROOT, "%s %s: %.0f %s (%.2f cores busy)%n", round < 0 ? "warm-up" : "round " + (round + 1), what, rate,
                unit, cores);
    }
}
