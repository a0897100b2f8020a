package org.roundhouse.engine.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.Recipes;

/**
 * Thousands of seeded random games for every player count and deck recipe: every game
 * ends, and cards, trains and cash are conserved after every step. The number of games
 * per combination is {@code -Droundhouse.games=N} (10,000 by default).
 */
class RandomGamePropertyTest {
    private static final int GAMES = Integer.getInteger("roundhouse.games", 10_000);
    /** The slower network check runs after every step of this many games per combination, and at the end of all. */
    private static final int NETWORK_CHECKED = Integer.getInteger("roundhouse.networkGames", 200);
    private static final int MAX_STEPS = 20_000;

    @TestFactory
    Stream<DynamicTest> everyGameEndsAndConservesEverything() {
        Board board = Boards.unionPacific();
        List<DynamicTest> tests = new ArrayList<>();
        for (DeckRecipe recipe : Recipes.all()) {
            for (int players = 2; players <= 6; players++) {
                int n = players;
                BaseGame game = new BaseGame(board, BaseOptions.standard().withRecipe(recipe));
                tests.add(DynamicTest.dynamicTest(recipe.id() + ", " + n + " players, " + GAMES + " games",
                        () -> IntStream.range(0, GAMES).parallel().forEach(i -> playAndCheck(game, n, seed(recipe, n, i), i < NETWORK_CHECKED))));
            }
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> deadTrackRuleGamesAlsoEnd() {
        Board board = Boards.unionPacific();
        BaseGame game = new BaseGame(board, BaseOptions.standard().withDeadTrackRule(true));
        return IntStream.rangeClosed(2, 6).mapToObj(n -> DynamicTest.dynamicTest(n + " players with the dead-card rule",
                () -> IntStream.range(0, GAMES / 10).parallel().forEach(i -> playAndCheck(game, n, 77_000L + i, i < NETWORK_CHECKED))));
    }

    private static long seed(DeckRecipe recipe, int players, int i) {
        return recipe.id().hashCode() * 1_000_003L + players * 100_000L + i;
    }

    static void playAndCheck(BaseGame game, int players, long seed, boolean networksEveryStep) {
        RandomPlayer player = new RandomPlayer(game, seed);
        BaseSetup setup = game.randomSetup(players, new SplittableRandom(seed));
        BaseState state = game.newGame(setup);
        Invariants.checkAll(state, () -> "seed " + seed + " setup");
        int steps = 0;
        while (!state.isOver()) {
            BaseMove move = player.next(state);
            state = game.applyLegal(state, move);
            steps++;
            int step = steps;
            Supplier<String> where = () -> "seed " + seed + " step " + step + " " + move;
            if (networksEveryStep) {
                Invariants.checkAll(state, where);
            } else {
                Invariants.check(state, where);
            }
            if (steps >= MAX_STEPS) throw new AssertionError("seed " + seed + ": no end after " + steps + " steps");
        }
        Invariants.checkAll(state, () -> "seed " + seed + " end");
        assertThat(state.dividendsPaid()).isEqualTo(game.lastDividend(players));
        assertThat(state.hasHouse()).isEqualTo(players == 2);
    }
}
