package org.roundhouse.engine.upfortwo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Recipes;
import org.roundhouse.engine.upfortwo.UpForTwoRandomPlayer.Playout;

/**
 * Seeded random games of "Union Pacific for two" under every deck recipe and option: every
 * game ends after the fourth dividend, every card is somewhere exactly once and cash is
 * what was paid after every step, and every game replays from its steps alone with no deck
 * order known. {@code -Droundhouse.upfortwo.games=N} games are played with the standard
 * options and N/5 with each other recipe and option: the 10,000 by default (about
 * 25 seconds on two cores).
 */
class RandomTwoGamesTest {
    private static final int GAMES = Integer.getInteger("roundhouse.upfortwo.games", 10_000);
    private static final int MAX_STEPS = 20_000;

    @TestFactory
    Stream<DynamicTest> everyGameEndsAndConservesEverything() {
        List<DynamicTest> tests = new ArrayList<>();
        List<UpForTwoOptions> variants = new ArrayList<>();
        for (DeckRecipe recipe : Recipes.all()) variants.add(UpForTwoOptions.standard().withRecipe(recipe));
        variants.add(UpForTwoOptions.standard().withRelativePayments(true));
        variants.add(UpForTwoOptions.standard().withThreeOfAKind(false));
        variants.add(UpForTwoOptions.standard().withDeadTrackRule(true));
        for (UpForTwoOptions options : variants) {
            UpForTwo game = new UpForTwo(Boards.unionPacific(), options);
            boolean standard = options.equals(UpForTwoOptions.standard());
            int games = standard ? GAMES : Math.max(1, GAMES / 5);
            String name = options.recipe().id() + (options.relativePayments() ? ", relative amounts" : "")
                    + (options.threeOfAKind() ? "" : ", no three of a kind") + (options.deadTrackRule() ? ", dead-card rule" : "");
            tests.add(DynamicTest.dynamicTest(name + ": " + games + " games",
                    () -> IntStream.range(0, games).parallel().forEach(i -> playAndCheck(game, name.hashCode() * 1_000_003L + i))));
        }
        return tests.stream();
    }

    static void playAndCheck(UpForTwo game, long seed) {
        Playout played = UpForTwoRandomPlayer.play(game, seed);
        // replay the steps from the deal, checking after each; then again with no deck order known
        UpForTwoState state = game.newGame(played.setup());
        check(state, seed, 0, null);
        int step = 0;
        for (Move move : played.moves()) {
            state = game.applyLegal(state, move);
            check(state, seed, ++step, move);
        }
        assertThat(step).isLessThan(MAX_STEPS);
        assertThat(state.isOver()).isTrue();
        assertThat(state.dividendsPaid()).as("seed %d", seed).isEqualTo(4);
        int[] cash = {state.cash(0), state.cash(1)};
        int best = Math.max(cash[0], cash[1]);
        assertThat(state.winners()).as("the seats with the most cash, never the house")
                .isEqualTo(IntStream.range(0, 2).filter(p -> cash[p] == best).toArray());
        UpForTwoState blind = game.newGame(played.setup().withoutDeckOrders());
        for (Move move : played.moves()) {
            if (move.isChance()) {
                long weight = game.chanceOutcomes(blind).stream().filter(o -> o.move().equals(move)).mapToLong(o -> o.weight()).sum();
                assertThat(weight).as("seed %d: %s must be a possible outcome without the deck order", seed, move).isPositive();
            }
            blind = game.applyLegal(blind, move);
        }
        assertThat(blind.isOver()).isTrue();
        assertThat(new int[] {blind.cash(0), blind.cash(1), blind.houseCash()})
                .isEqualTo(new int[] {state.cash(0), state.cash(1), state.houseCash()});
    }

    private static void check(UpForTwoState s, long seed, int step, Move move) {
        String problem = TwoInvariants.problem(s);
        if (problem != null) throw new AssertionError("seed " + seed + " step " + step + " " + move + ": " + problem);
    }
}
