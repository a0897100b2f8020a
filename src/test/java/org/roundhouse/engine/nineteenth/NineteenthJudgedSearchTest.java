package org.roundhouse.engine.nineteenth;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.FastPathChecks;
import org.roundhouse.engine.bots.IsmctsBot;
import org.roundhouse.engine.bots.LeafJudge;
import org.roundhouse.engine.bots.Roster;

/**
 * {@code ismcts-eval2} of the nineteenth century: the tree over {@code heuristic2} judged by the model
 * learned from {@code heuristic2}'s games of the variant (docs/bots.md, "ismcts-eval2"). It sees only
 * its seat's view and decides the same on one and two threads.
 */
class NineteenthJudgedSearchTest {
    private static final NineteenthCentury GAME = new NineteenthCentury(Boards.unionPacific(), NineteenthOptions.DEFAULT);
    private static final NineteenthHidden HIDDEN = new NineteenthHidden();
    private static final LeafJudge SHIPPED = LeafJudge.of(NineteenthRuleSet.INSTANCE.configure(Boards.unionPacific(), java.util.Map.of()))
            .orElseThrow();
    private static final Roster<NineteenthState, NineteenthMove> ROSTER = NineteenthBots.roster(GAME, Optional.of(SHIPPED));

    @Test
    void theVariantShipsAModelOfHeuristic2sGamesAndOffersTheSearchJudgedByIt() {
        assertThat(SHIPPED.trainedOn("heuristic2")).isPresent();
        assertThat(ROSTER.names()).contains("ismcts-eval2");
        assertThat(NineteenthBots.roster(GAME).names()).doesNotContain("ismcts-eval2");
    }

    /** The twin test: a position and a twin dealt anew from the seat's view give the same decision. */
    @Test
    void itDecidesTheSameInPositionsTheSeatCannotTellApart() {
        int pairs = 0;
        int differing = 0;
        SplittableRandom rng = new SplittableRandom(3);
        NineteenthState s = GAME.newGame(GAME.randomDeal(4, rng));
        Bot<NineteenthState, NineteenthMove> driver = ROSTER.create("heuristic2");
        int step = 0;
        while (!s.isOver() && pairs < 12) {
            if (s.isChanceNode()) {
                s = GAME.applyLegal(s, GAME.sampleChance(s, rng));
                continue;
            }
            int seat = s.currentPlayer();
            if (step++ % 23 == 0 && GAME.legalMoves(s).size() > 1) {
                NineteenthState twin = HIDDEN.determinize(HIDDEN.redact(s, seat), seat, new SplittableRandom(100 + step));
                if (!FastPathChecks.describe(twin).equals(FastPathChecks.describe(s))) differing++;
                NineteenthMove a = ROSTER.create("ismcts-eval2:6").choose(HIDDEN.redact(s, seat), new SplittableRandom(step));
                NineteenthMove b = ROSTER.create("ismcts-eval2:6").choose(HIDDEN.redact(twin, seat), new SplittableRandom(step));
                assertThat(b).as("at step %d", step).isEqualTo(a);
                pairs++;
            }
            s = GAME.applyLegal(s, driver.choose(HIDDEN.redact(s, seat), rng));
        }
        assertThat(pairs).isEqualTo(12);
        assertThat(differing).as("twins with other hidden cards").isGreaterThan(pairs / 2);
    }

    @Test
    void itDecidesTheSameOnOneAndTwoThreads() {
        List<NineteenthState> views = FastPathChecks.views(GAME, HIDDEN, GAME.newGame(GAME.randomDeal(4, new SplittableRandom(7))),
                List.of(ROSTER.create("heuristic2"), ROSTER.create("heuristic2"), ROSTER.create("heuristic2"), ROSTER.create("heuristic2")),
                7, 4);
        assertThat(views).isNotEmpty();
        for (int i = 0; i < views.size(); i++) {
            var one = (IsmctsBot<NineteenthState, NineteenthMove>) ROSTER.create("ismcts-eval2:24");
            var two = (IsmctsBot<NineteenthState, NineteenthMove>) ROSTER.create("ismcts-eval2:24:2t");
            assertThat(two.choose(views.get(i), new SplittableRandom(i))).isEqualTo(one.choose(views.get(i), new SplittableRandom(i)));
            assertThat(two.lastDecision()).isEqualTo(one.lastDecision());
            two.close();
        }
    }
}
