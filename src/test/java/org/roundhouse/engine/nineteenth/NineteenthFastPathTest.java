package org.roundhouse.engine.nineteenth;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.FastPathChecks;
import org.roundhouse.engine.bots.IsmctsBot;
import org.roundhouse.engine.bots.RandomBot;
import org.roundhouse.engine.bots.Reward;
import org.roundhouse.engine.bots.Stepper;

/**
 * The variant's fast path ({@link NineteenthBots#inPlace}): a step applied in place leaves the
 * position the checked rules make, and a search plays the same iterations on it as through the
 * checked rules, without changing the view it was handed.
 */
class NineteenthFastPathTest {
    private static final NineteenthCentury GAME = new NineteenthCentury(Boards.unionPacific(), NineteenthOptions.DEFAULT);
    private static final NineteenthHidden HIDDEN = new NineteenthHidden();

    @Test
    void aStepInPlaceMakesThePositionTheCheckedRulesMake() {
        int steps = 0;
        for (int g = 0; g < 6; g++) {
            int players = 2 + g % 5;
            List<Bot<NineteenthState, NineteenthMove>> seats = new ArrayList<>();
            for (int p = 0; p < players; p++) seats.add(g % 2 == 0 ? new NineteenthHeuristicBot(GAME) : new RandomBot<>(GAME));
            NineteenthState dealt = GAME.newGame(GAME.randomDeal(players, new SplittableRandom(g)));
            NineteenthState start = g % 3 == 2 ? GAME.withoutDeckOrders(dealt) : dealt;
            steps += FastPathChecks.everyStepInPlaceMatches(GAME, HIDDEN, NineteenthBots.inPlace(GAME), NineteenthState::copy, start, seats, g);
        }
        assertThat(steps).isGreaterThan(1000);
    }

    /**
     * A scratch position set to another ({@link NineteenthState#setTo}, as the heuristic tries its steps) equals
     * it field by field, whatever it held before: positions of games with and without the deck orders, a
     * record's known cards, one after another into the same scratch position.
     */
    @Test
    void aScratchPositionSetToAnotherEqualsIt() {
        int compared = 0;
        for (int g = 0; g < 4; g++) {
            NineteenthState dealt = GAME.newGame(GAME.randomDeal(3 + g % 2, new SplittableRandom(40 + g)));
            NineteenthState start = g % 2 == 0 ? dealt : GAME.withNextCards(GAME.withoutDeckOrders(dealt), 0, List.of(NineteenthMove.TRACK));
            NineteenthState scratch = (g % 2 == 0 ? GAME.withNextCards(GAME.withoutDeckOrders(dealt), 1, List.of(NineteenthMove.TRACK)) : dealt).copy();
            List<Bot<NineteenthState, NineteenthMove>> seats = new ArrayList<>();
            for (int p = 0; p < start.players(); p++) seats.add(new NineteenthHeuristic2Bot(GAME));
            List<NineteenthState> positions = new ArrayList<>();
            org.roundhouse.engine.bots.Match.play(GAME, HIDDEN, start, seats, g, (m, s) -> positions.add(s));
            // every position once in order, then every third one backwards (a scratch position goes back as well as forward)
            for (int i = 0; i < positions.size(); i++) {
                scratch.setTo(positions.get(i));
                FastPathChecks.assertSamePosition(positions.get(i), scratch, "game " + g + " position " + i);
                compared++;
                // a step tried on the scratch position leaves the position it was set to as it was
                if (!scratch.isOver()) {
                    String before = FastPathChecks.describe(positions.get(i));
                    GAME.applyInPlace(scratch, scratch.isChanceNode() ? GAME.chanceOutcomes(scratch).get(0).move() : GAME.legalMoves(scratch).get(0));
                    assertThat(FastPathChecks.describe(positions.get(i))).as("game %d position %d after a step on the scratch", g, i).isEqualTo(before);
                }
            }
            for (int i = positions.size() - 1; i >= 0; i -= 3) {
                scratch.setTo(positions.get(i));
                FastPathChecks.assertSamePosition(positions.get(i), scratch, "game " + g + " back to position " + i);
            }
        }
        assertThat(compared).isGreaterThan(1000);
    }

    /** The search's iterations on the in-place fast path are exactly those of the checked rules: the same moves, visits and rewards. */
    @Test
    void anIsmctsSearchesTheSameOnTheFastPathAsThroughTheCheckedRules() {
        List<Bot<NineteenthState, NineteenthMove>> seats = new ArrayList<>();
        for (int p = 0; p < 3; p++) seats.add(new NineteenthHeuristicBot(GAME));
        List<NineteenthState> views = FastPathChecks.views(GAME, HIDDEN, GAME.newGame(GAME.randomDeal(3, new SplittableRandom(9))), seats, 9, 5);
        FastPathChecks.searchesTheSame(views, NineteenthFastPathTest::ismcts, NineteenthBots.inPlace(GAME), Stepper.checked(GAME),
                NineteenthState::copy, 8);
    }

    private static IsmctsBot<NineteenthState, NineteenthMove> ismcts(Stepper<NineteenthState, NineteenthMove> stepper) {
        NineteenthHeuristicBot heuristic = new NineteenthHeuristicBot(GAME);
        return new IsmctsBot<>("ismcts", GAME, HIDDEN, stepper, heuristic, heuristic, Reward.winShare(), 8, 0, 1, IsmctsBot.Settings.DEFAULT);
    }
}
