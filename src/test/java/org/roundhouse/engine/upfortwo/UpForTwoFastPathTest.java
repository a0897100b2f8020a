package org.roundhouse.engine.upfortwo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.FastPathChecks;
import org.roundhouse.engine.bots.IsmctsBot;
import org.roundhouse.engine.bots.RandomBot;
import org.roundhouse.engine.bots.Reward;
import org.roundhouse.engine.bots.Stepper;

/**
 * The fast path of Union Pacific for two ({@link UpForTwoBots#inPlace}): a step applied in place
 * leaves the position the checked rules make, its base table field by field too, and a search
 * plays the same iterations on it as through the checked rules, without changing the view it
 * was handed.
 */
class UpForTwoFastPathTest {
    private static final UpForTwo GAME = new UpForTwo(Boards.unionPacific(), UpForTwoOptions.standard());
    private static final UpForTwoHidden HIDDEN = new UpForTwoHidden();

    @Test
    void aStepInPlaceMakesThePositionTheCheckedRulesMake() {
        int steps = 0;
        for (int g = 0; g < 8; g++) {
            List<Bot<UpForTwoState, Move>> seats = new ArrayList<>();
            for (int p = 0; p < 2; p++) seats.add(g % 2 == 0 ? new UpForTwoHeuristicBot(GAME) : new RandomBot<>(GAME));
            steps += FastPathChecks.everyStepInPlaceMatches(GAME, HIDDEN, UpForTwoBots.inPlace(GAME), UpForTwoState::copy,
                    GAME.newGame(GAME.randomDeal(2, new SplittableRandom(g))), seats, g);
        }
        assertThat(steps).isGreaterThan(1000);
    }

    /** The search's iterations on the in-place fast path are exactly those of the checked rules: the same moves, visits and rewards. */
    @Test
    void anIsmctsSearchesTheSameOnTheFastPathAsThroughTheCheckedRules() {
        List<Bot<UpForTwoState, Move>> seats = List.of(new UpForTwoHeuristicBot(GAME), new UpForTwoHeuristicBot(GAME));
        List<UpForTwoState> views = FastPathChecks.views(GAME, HIDDEN, GAME.newGame(GAME.randomDeal(2, new SplittableRandom(11))), seats, 11, 6);
        FastPathChecks.searchesTheSame(views, UpForTwoFastPathTest::ismcts, UpForTwoBots.inPlace(GAME), Stepper.checked(GAME),
                UpForTwoState::copy, 16);
    }

    private static IsmctsBot<UpForTwoState, Move> ismcts(Stepper<UpForTwoState, Move> stepper) {
        UpForTwoHeuristicBot heuristic = new UpForTwoHeuristicBot(GAME);
        return new IsmctsBot<>("ismcts", GAME, HIDDEN, stepper, heuristic, heuristic, Reward.winShare(), 16, 0, 1, IsmctsBot.Settings.DEFAULT);
    }
}
