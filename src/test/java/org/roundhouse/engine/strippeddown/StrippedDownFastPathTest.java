package org.roundhouse.engine.strippeddown;

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
 * The variant's fast path ({@link StrippedDownBots#inPlace}): a step applied in place leaves the
 * position the checked rules make, and a search plays the same iterations on it as through the
 * checked rules, without changing the view it was handed.
 */
class StrippedDownFastPathTest {
    private static final StrippedDown GAME = new StrippedDown(Boards.unionPacific(), true, true);
    private static final StrippedDownHidden HIDDEN = new StrippedDownHidden();

    @Test
    void aStepInPlaceMakesThePositionTheCheckedRulesMake() {
        int steps = 0;
        for (int g = 0; g < 8; g++) {
            int players = GAME.minPlayers() + g % (GAME.maxPlayers() - GAME.minPlayers() + 1);
            List<Bot<StrippedDownState, StrippedDownMove>> seats = new ArrayList<>();
            for (int p = 0; p < players; p++) seats.add(g % 2 == 0 ? new StrippedDownHeuristicBot(GAME) : new RandomBot<>(GAME));
            steps += FastPathChecks.everyStepInPlaceMatches(GAME, HIDDEN, StrippedDownBots.inPlace(GAME), StrippedDownState::copy,
                    GAME.newGame(GAME.randomDeal(players, new SplittableRandom(g))), seats, g);
        }
        assertThat(steps).isGreaterThan(500);
    }

    /** The search's iterations on the in-place fast path are exactly those of the checked rules: the same moves, visits and rewards. */
    @Test
    void anIsmctsSearchesTheSameOnTheFastPathAsThroughTheCheckedRules() {
        List<Bot<StrippedDownState, StrippedDownMove>> seats = new ArrayList<>();
        for (int p = 0; p < 4; p++) seats.add(new StrippedDownHeuristicBot(GAME));
        List<StrippedDownState> views = FastPathChecks.views(GAME, HIDDEN, GAME.newGame(GAME.randomDeal(4, new SplittableRandom(11))), seats, 11, 6);
        FastPathChecks.searchesTheSame(views, StrippedDownFastPathTest::ismcts, StrippedDownBots.inPlace(GAME), Stepper.checked(GAME),
                StrippedDownState::copy, 16);
    }

    private static IsmctsBot<StrippedDownState, StrippedDownMove> ismcts(Stepper<StrippedDownState, StrippedDownMove> stepper) {
        StrippedDownHeuristicBot heuristic = new StrippedDownHeuristicBot(GAME);
        return new IsmctsBot<>("ismcts", GAME, HIDDEN, stepper, heuristic, heuristic, Reward.winShare(), 16, 0, 1, IsmctsBot.Settings.DEFAULT);
    }
}
