package org.roundhouse.cli;

import java.util.Locale;
import java.util.concurrent.Callable;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Recipes;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseOptions;
import org.roundhouse.engine.base.RandomPlayer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Measures complete random games per second on one thread. Warm-up rounds let the JIT
 * settle; each measured round reports its own rate so the spread is visible.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Measure the engine: complete random games per second (one thread).")
final class BenchCommand implements Callable<Integer> {
    @Option(names = "--players", defaultValue = "4", description = "Players per game (default: ${DEFAULT-VALUE}).")
    int players;

    @Option(names = "--recipe", defaultValue = "standard", description = "Deck recipe (default: ${DEFAULT-VALUE}).")
    String recipe;

    @Option(names = "--seconds", defaultValue = "5", description = "Length of each measured round (default: ${DEFAULT-VALUE}).")
    double seconds;

    @Option(names = "--rounds", defaultValue = "5", description = "Measured rounds (default: ${DEFAULT-VALUE}).")
    int rounds;

    @Option(names = "--warmup", defaultValue = "3", description = "Warm-up rounds (default: ${DEFAULT-VALUE}).")
    int warmup;

    @Override
    public Integer call() {
        var r = Recipes.byId(recipe);
        if (r.isEmpty()) {
            System.err.println("bench: no deck recipe '" + recipe + "'; known: " + String.join(", ", Recipes.builtIn().keySet()));
            return 2;
        }
        if (players < 2 || players > 6 || rounds < 1 || warmup < 0 || !(seconds > 0)) {
            System.err.println("bench: --players must be 2 to 6, --rounds at least 1, --seconds above 0, --warmup at least 0");
            return 2;
        }
        BaseGame game = new BaseGame(Boards.unionPacific(), BaseOptions.standard().withRecipe(r.get()));
        long seed = 1;
        double[] rates = new double[rounds];
        long steps = 0;
        long games = 0;
        for (int round = -warmup; round < rounds; round++) {
            long start = System.nanoTime();
            long deadline = start + (long) (seconds * 1e9);
            int count = 0;
            long roundSteps = 0;
            while (System.nanoTime() < deadline) {
                roundSteps += RandomPlayer.play(game, players, seed++).moves().size();
                count++;
            }
            double rate = count / ((System.nanoTime() - start) / 1e9);
            if (round >= 0) {
                rates[round] = rate;
                steps += roundSteps;
                games += count;
            }
            System.out.printf(Locale.ROOT, "%s round %d: %.0f games/s%n", round < 0 ? "warm-up" : "measured", Math.abs(round), rate);
        }
        java.util.Arrays.sort(rates);
        double mean = java.util.Arrays.stream(rates).average().orElse(0);
        System.out.printf(Locale.ROOT, "%d players, recipe %s: mean %.0f games/s (min %.0f, max %.0f), %.0f steps per game%n",
                players, recipe, mean, rates[0], rates[rates.length - 1], steps / (double) Math.max(1, games));
        return 0;
    }
}
