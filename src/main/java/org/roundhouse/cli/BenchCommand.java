package org.roundhouse.cli;

import static org.roundhouse.text.Messages.CLI;

import java.util.concurrent.Callable;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Recipes;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.registry.RuleSets;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Measures complete random games per second on one thread. Warm-up rounds let the JIT
 * settle; each measured round reports its own rate so the spread is visible.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, usageHelpAutoWidth = true,
        description = {"Measure the engine: complete random games per second (one thread).",
            "Warm-up rounds come first and are not counted; each round is numbered from 1, as 'warm-up round 2 of 3'"
                    + " or 'measured round 4 of 5'.",
            "With --simulate it times instead simulate's games (rows made, gzipped and tallied, into a temporary"
                    + " directory) on one and on two threads, round after round in one JVM after --warmup rounds, with"
                    + " the cores the process kept busy: the figure behind 'two threads against one'.",
            "With --evaluate it times instead the win-probability estimate of a whole game: a seeded random game of"
                    + " --turns turns, every position at --playouts heuristic playouts, on --threads threads, after a"
                    + " short warm-up.",
            "With --analysis it times the whole analysis of such a game, as the workbench's Win chances tab does it:"
                    + " the graph (--playouts a position), the --swings biggest swings split, then the best moves at every"
                    + " decision and the scorecards (review's defaults), each phase timed, on --threads threads."})
final class BenchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--players", paramLabel = "N", defaultValue = "4", description = "Players per game (default: ${DEFAULT-VALUE}).")
    int players;

    @Option(names = "--recipe", paramLabel = "NAME", defaultValue = "standard", description = "Deck recipe (default: ${DEFAULT-VALUE}).")
    String recipe;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "5",
            description = "Seconds per round, warm-up and measured (default: ${DEFAULT-VALUE}).")
    double seconds;

    @Option(names = "--rounds", paramLabel = "N", defaultValue = "5", description = "Measured rounds (default: ${DEFAULT-VALUE}).")
    int rounds;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "3", description = "Warm-up rounds (default: ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--evaluate", description = "Time the win-probability estimate of a whole game instead.")
    boolean evaluate;

    @Option(names = "--analysis", description = "Time the whole analysis of a game instead: graph, swings, best moves at every decision.")
    boolean analysis;

    @Option(names = "--swings", paramLabel = "N", defaultValue = "5",
            description = "--analysis: swings to split (default: ${DEFAULT-VALUE}).")
    int swings;

    @Option(names = "--screen", paramLabel = "BY", defaultValue = "playouts", hidden = true,
            description = "--analysis: screen the legal moves of each decision by playouts or by the evaluator, as"
                    + " review --screen does (default: ${DEFAULT-VALUE}).")
    String screen;

    @Option(names = "--simulate", description = "Time simulate's games on one and on two threads instead, alternating, in one JVM.")
    boolean simulate;

    @Option(names = "--games", paramLabel = "N", defaultValue = "20000",
            description = "--simulate: games per round (default: ${DEFAULT-VALUE}).")
    int simGames;

    @Option(names = "--bots", paramLabel = "BOT", defaultValue = "random",
            description = "--simulate: the bot in every seat (default: ${DEFAULT-VALUE}).")
    String bot;

    @Option(names = "--turns", paramLabel = "N", defaultValue = "120",
            description = "--evaluate: turns of the game, the first investments included (default: ${DEFAULT-VALUE}).")
    int turns;

    @Option(names = "--playouts", paramLabel = "N", defaultValue = "1000",
            description = "--evaluate: playouts per position (default: ${DEFAULT-VALUE}).")
    int playouts;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "2", description = "--evaluate: threads (default: ${DEFAULT-VALUE}).")
    int threads;

    @Override
    public Integer call() throws InterruptedException {
        java.io.PrintWriter out = spec.commandLine().getOut();
        java.io.PrintWriter err = spec.commandLine().getErr();
        var r = Recipes.byId(recipe);
        if (r.isEmpty()) {
            CliText.complain(err, "bench", CLI.text("tournament.noRecipe", recipe, String.join(", ", Recipes.builtIn().keySet())));
            err.flush();
            return 2;
        }
        if (players < 2 || players > 6 || rounds < 1 || warmup < 0 || !(seconds > 0)) {
            CliText.complain(err, "bench", CLI.text("bench.limits"));
            err.flush();
            return 2;
        }
        Game game = RuleSets.base().configure(Boards.unionPacific(), RuleSetFlags.recipeOptions(RuleSets.base(), r.get().id()));
        if (evaluate || analysis) return evaluate(out, err, r.get().id());
        if (simulate) return simulate(out, err, r.get().id());
        long seed = 1;
        double[] rates = new double[rounds];
        long steps = 0;
        long games = 0;
        // rounds -warmup .. -1 warm up, 0 .. rounds-1 are measured; both are shown counting from 1
        for (int round = -warmup; round < rounds; round++) {
            long start = System.nanoTime();
            long deadline = start + (long) (seconds * 1e9);
            int count = 0;
            long roundSteps = 0;
            while (System.nanoTime() < deadline) {
                java.util.SplittableRandom rng = new java.util.SplittableRandom(seed++);
                roundSteps += game.randomPlay(game.randomDeal(players, rng), rng.nextLong()).steps().size();
                count++;
            }
            double rate = count / ((System.nanoTime() - start) / 1e9);
            if (round >= 0) {
                rates[round] = rate;
                steps += roundSteps;
                games += count;
            }
            boolean warming = round < 0;
            out.printf(CliText.numbers(), CLI.text(warming ? "bench.round.warmUp" : "bench.round.measured"),
                    warming ? round + warmup + 1 : round + 1, warming ? warmup : rounds, rate);
            out.flush();
        }
        java.util.Arrays.sort(rates);
        double mean = java.util.Arrays.stream(rates).average().orElse(0);
        out.printf(CliText.numbers(), CLI.text("bench.mean"),
                players, recipe, mean, rates[0], rates[rates.length - 1], steps / (double) Math.max(1, games));
        out.flush();
        return 0;
    }

    /** simulate's games per second on one and two threads, alternating rounds of {@code simGames} games, and the cores busy. */
    private int simulate(java.io.PrintWriter out, java.io.PrintWriter err, String recipeId) {
        if (simGames < 1) {
            CliText.complain(err, "bench", CLI.text("bench.games"));
            err.flush();
            return 2;
        }
        var cpu = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        org.roundhouse.analysis.sim.Cell cell = new org.roundhouse.analysis.sim.Cell(recipeId, RuleSets.base().id(), RuleSetFlags.recipeOptions(RuleSets.base(), recipeId),
                java.util.Collections.nCopies(players, bot));
        double[][] rates = new double[2][rounds];
        for (int round = -warmup; round < rounds; round++) {
            for (int threads = 1; threads <= 2; threads++) {
                org.roundhouse.analysis.sim.Sweep sweep = new org.roundhouse.analysis.sim.Sweep(java.util.List.of(cell), simGames,
                        1000L * (round + warmup) + threads, threads, false);
                java.nio.file.Path dir;
                long start = System.nanoTime();
                long cpuStart = cpu.getProcessCpuTime();
                try {
                    dir = java.nio.file.Files.createTempDirectory("roundhouse-bench");
                    try (var files = new org.roundhouse.analysis.sim.SimulationFiles(dir, sweep,
                            org.roundhouse.analysis.sim.Simulator.check(sweep))) {
                        org.roundhouse.analysis.sim.Simulator.run(sweep, files::rowOf, (game, row) -> files.addRow(row), (d, a) -> { }, () -> false);
                    } finally {
                        try (var left = java.nio.file.Files.list(dir)) {
                            for (java.nio.file.Path f : (Iterable<java.nio.file.Path>) left::iterator) java.nio.file.Files.deleteIfExists(f);
                        }
                        java.nio.file.Files.deleteIfExists(dir);
                    }
                } catch (java.io.IOException | IllegalArgumentException e) {
                    CliText.complain(err, "bench", e.getMessage());
                    err.flush();
                    return 1;
                }
                double wall = (System.nanoTime() - start) / 1e9;
                double cores = (cpu.getProcessCpuTime() - cpuStart) / 1e9 / wall;
                double rate = simGames / wall;
                boolean warming = round < 0;
                if (!warming) rates[threads - 1][round] = rate;
                out.printf(CliText.numbers(), CLI.text(warming ? "bench.simRound.warmUp" : "bench.simRound.measured"),
                        warming ? round + warmup + 1 : round + 1, warming ? warmup : rounds, threads, CliText.threads(threads), rate, cores);
                out.flush();
            }
        }
        double one = java.util.Arrays.stream(rates[0]).average().orElse(0);
        double two = java.util.Arrays.stream(rates[1]).average().orElse(0);
        out.printf(CliText.numbers(), CLI.text("bench.simMean"),
                players, bot, recipeId, one, two, two / one);
        out.flush();
        return 0;
    }

    /** The time to estimate the win chances at every position of a random game of {@code turns} turns. */
    private int evaluate(java.io.PrintWriter out, java.io.PrintWriter err, String recipeId) throws InterruptedException {
        if (turns < 1 || playouts < 1 || threads < 1 || threads > 64 || swings < 0) {
            CliText.complain(err, "bench", CLI.text("bench.evaluateLimits"));
            err.flush();
            return 2;
        }
        org.roundhouse.record.GameSetup template = org.roundhouse.record.RandomGames.template(RuleSets.base().id(),
                RuleSetFlags.recipeOptions(RuleSets.base(), recipeId), players, null);
        org.roundhouse.record.GameRecord record = null;
        long seed = 1;
        for (; seed <= 1000; seed++) {
            org.roundhouse.record.GameRecord candidate = org.roundhouse.record.RandomGames.play(template, seed);
            if (candidate.mainLine().size() >= turns) {
                record = candidate;
                break;
            }
        }
        if (record == null) {
            CliText.complain(err, "bench", CLI.text("bench.noGame", turns));
            err.flush();
            return 2;
        }
        org.roundhouse.record.Replay replay = org.roundhouse.record.Replay.of(record);
        java.util.List<org.roundhouse.record.MoveNode> line = replay.mainLine().subList(0, turns);
        org.roundhouse.analysis.winprob.Settings settings = org.roundhouse.analysis.winprob.Settings.defaults()
                .withPlayouts(playouts).withThreads(threads);
        long warm = System.nanoTime();
        org.roundhouse.analysis.winprob.LineAnalysis.of(replay, line.subList(0, Math.min(20, turns)), settings.withPlayouts(100), 0,
                org.roundhouse.analysis.winprob.WinProbability.QUIET, () -> false);
        out.printf(CliText.numbers(), CLI.text("bench.evaluateWarmUp"), (System.nanoTime() - warm) / 1e9);
        out.flush();
        if (analysis) {
            org.roundhouse.analysis.review.MoveReview.Screen how = ReviewCommand.screen(screen);
            if (how == null) {
                CliText.complain(err, "bench", CLI.text("review.screen", screen));
                err.flush();
                return 2;
            }
            return analysis(out, replay, line, settings, seed, how);
        }
        long start = System.nanoTime();
        org.roundhouse.analysis.winprob.LineAnalysis a = org.roundhouse.analysis.winprob.LineAnalysis.of(replay, line, settings, 0,
                org.roundhouse.analysis.winprob.WinProbability.QUIET, () -> false);
        double secs = (System.nanoTime() - start) / 1e9;
        long total = a.points().stream().mapToLong(p -> p.estimate().playouts()).sum();
        out.printf(CliText.numbers(), CLI.text("bench.evaluated"), a.points().size(), turns, players, seed, playouts, a.bot(),
                threads, CliText.threads(threads), secs, total / secs);
        out.flush();
        return 0;
    }

    /**
     * The whole analysis of the line: the graph and the swings split ({@code LineAnalysis}, as {@code evaluate}), then the
     * best moves at every decision and the scorecards ({@code LineReview}, as {@code review}, at its defaults); each phase
     * timed, with the CPU the process used.
     */
    private int analysis(java.io.PrintWriter out, org.roundhouse.record.Replay replay, java.util.List<org.roundhouse.record.MoveNode> line,
                         org.roundhouse.analysis.winprob.Settings settings, long gameSeed,
                         org.roundhouse.analysis.review.MoveReview.Screen screen) throws InterruptedException {
        var cpu = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        long start = System.nanoTime();
        long cpuStart = cpu.getProcessCpuTime();
        org.roundhouse.analysis.winprob.LineAnalysis a = org.roundhouse.analysis.winprob.LineAnalysis.of(replay, line, settings, swings,
                org.roundhouse.analysis.winprob.WinProbability.QUIET, () -> false);
        long graphDone = System.nanoTime();
        long graphCpu = cpu.getProcessCpuTime();
        out.printf(CliText.numbers(), CLI.text("bench.analysisGraph"),
                a.points().size(), playouts, a.bot(), a.swings().size(), (graphDone - start) / 1e9, (graphCpu - cpuStart) / 1e9);
        out.flush();
        org.roundhouse.analysis.review.LineReview.Line flat = org.roundhouse.analysis.review.LineReview.of(replay, line);
        org.roundhouse.analysis.review.MoveReview.Settings review = org.roundhouse.analysis.review.MoveReview.Settings.DEFAULT
                .withScreen(screen);
        // the decisions come first, then the luck's chances: the moment the last decision is done splits the two
        long[] decided = {0, 0};
        int steps = flat.steps().size();
        org.roundhouse.analysis.review.LineReview.Result r = org.roundhouse.analysis.review.LineReview.review(replay.game(),
                replay.playerNames().size(), flat.positions(), flat.steps(), null, review, 1, threads, done -> {
                    if (done == steps) {
                        decided[0] = System.nanoTime();
                        decided[1] = cpu.getProcessCpuTime();
                    }
                }, () -> false);
        long end = System.nanoTime();
        long endCpu = cpu.getProcessCpuTime();
        long decisions = r.decisions().stream().filter(java.util.Objects::nonNull).count();
        long luckPositions = r.chances().stream().filter(java.util.Objects::nonNull).count();
        out.printf(CliText.numbers(), CLI.text("bench.analysisBest"), steps, decisions, review.screening(), review.playouts(),
                review.best(), luckPositions, (end - graphDone) / 1e9, (endCpu - graphCpu) / 1e9);
        out.printf(CliText.numbers(), CLI.text("bench.analysisSplit"), CLI.text(screen == org.roundhouse.analysis.review.MoveReview.Screen.EVALUATOR ? "bench.screen.evaluator" : "bench.screen.playouts"),
                (decided[0] - graphDone) / 1e9, (decided[1] - graphCpu) / 1e9, luckPositions, flat.positions().size(),
                (end - decided[0]) / 1e9, (endCpu - decided[1]) / 1e9);
        out.printf(CliText.numbers(), CLI.text("bench.analysisWhole"), turns, players, gameSeed, threads, CliText.threads(threads),
                (end - start) / 1e9,
                (cpu.getProcessCpuTime() - cpuStart) / 1e9, (cpu.getProcessCpuTime() - cpuStart) / 1e9 / ((end - start) / 1e9));
        out.flush();
        return 0;
    }
}
