package org.roundhouse.engine.upfortwo;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.DividendPayment;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.IsmctsBot;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.bots.RandomBot;
import org.roundhouse.engine.bots.Reward;
import org.roundhouse.engine.bots.Stepper;

/**
 * The fast path of Union Pacific for two ({@link UpForTwoBots#inPlace}): a step applied in place leaves the
 * position the checked rules make, and a search plays the same iterations on it as through the
 * checked rules, without changing the view it was handed.
 */
class UpForTwoFastPathTest {
    private static final UpForTwo GAME = new UpForTwo(Boards.unionPacific(), UpForTwoOptions.standard());
    private static final UpForTwoHidden HIDDEN = new UpForTwoHidden();

    @Test
    void aStepInPlaceMakesThePositionTheCheckedRulesMake() {
        int steps = 0;
        for (int g = 0; g < 8; g++) {
            int players = 2;
            List<Bot<UpForTwoState, Move>> seats = new ArrayList<>();
            for (int p = 0; p < players; p++) seats.add(g % 2 == 0 ? new UpForTwoHeuristicBot(GAME) : new RandomBot<>(GAME));
            UpForTwoState start = GAME.newGame(GAME.randomDeal(players, new SplittableRandom(g)));
            Stepper<UpForTwoState, Move> fast = UpForTwoBots.inPlace(GAME);
            int[] count = {0};
            UpForTwoState[] inPlace = {start.copy()};
            int game = g;
            Match.play(GAME, HIDDEN, start, seats, g, (m, after) -> {
                UpForTwoState s = fast.apply(inPlace[0], m);
                assertThat(s).isSameAs(inPlace[0]);
                assertSame(after, s, "game " + game + " step " + count[0] + " " + m);
                count[0]++;
            });
            assertThat(inPlace[0].isOver()).isTrue();
            steps += count[0];
        }
        assertThat(steps).isGreaterThan(1000);
    }

    /** The search's iterations on the in-place fast path are exactly those of the checked rules: the same moves, visits and rewards. */
    @Test
    void anIsmctsSearchesTheSameOnTheFastPathAsThroughTheCheckedRules() {
        List<UpForTwoState> views = positions(2, 6, 11);
        assertThat(views).hasSize(6);
        for (int i = 0; i < views.size(); i++) {
            UpForTwoState view = views.get(i);
            UpForTwoState before = view.copy();
            IsmctsBot<UpForTwoState, Move> fast = ismcts(UpForTwoBots.inPlace(GAME));
            IsmctsBot<UpForTwoState, Move> checked = ismcts(Stepper.checked(GAME));
            Move a = fast.choose(view, new SplittableRandom(i));
            assertSame(before, view, "the view after the search on the fast path");
            Move b = checked.choose(view, new SplittableRandom(i));
            assertThat(a).as("position %d", i).isEqualTo(b);
            assertThat(fast.lastDecision()).as("position %d", i).isNotEmpty().isEqualTo(checked.lastDecision());
            assertThat(fast.iterations()).isEqualTo(checked.iterations()).isEqualTo(16);
        }
    }

    private static IsmctsBot<UpForTwoState, Move> ismcts(Stepper<UpForTwoState, Move> stepper) {
        UpForTwoHeuristicBot heuristic = new UpForTwoHeuristicBot(GAME);
        return new IsmctsBot<>("ismcts", GAME, HIDDEN, stepper, heuristic, heuristic, Reward.winShare(), 16, 0, 1,
                IsmctsBot.Settings.DEFAULT);
    }

    /** Views of the seat to act with a choice to make, spread over a heuristic game, late ones first (short playouts). */
    private static List<UpForTwoState> positions(int players, int wanted, long seed) {
        List<UpForTwoState> all = new ArrayList<>();
        List<Bot<UpForTwoState, Move>> seats = new ArrayList<>();
        for (int p = 0; p < players; p++) seats.add(new UpForTwoHeuristicBot(GAME));
        Match.play(GAME, HIDDEN, GAME.newGame(GAME.randomDeal(players, new SplittableRandom(seed))), seats, seed, (m, s) -> {
            if (!s.isOver() && !s.isChanceNode() && GAME.legalMoves(s).size() > 1) all.add(HIDDEN.redact(s, s.currentPlayer()));
        });
        List<UpForTwoState> out = new ArrayList<>();
        for (int i = all.size() - 1; i >= 0 && out.size() < wanted; i -= Math.max(1, all.size() / (2 * wanted))) out.add(all.get(i));
        return out;
    }

    /** Every field of the two positions equal, the base game's table field by field too (a dividend payment by its contents). */
    private static void assertSame(Object expected, Object actual, String where) {
        for (Field f : expected.getClass().getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers())) continue;
            try {
                f.setAccessible(true);
                Object e = f.get(expected);
                Object a = f.get(actual);
                if (e instanceof BaseState) {
                    assertSame(e, a, where + ": " + f.getName());
                } else if (f.getName().equals("payments")) {
                    assertThat(describe(a)).as(where + ": " + f.getName()).isEqualTo(describe(e));
                } else {
                    assertThat(Arrays.deepEquals(new Object[] {a}, new Object[] {e})).as(where + ": " + f.getName()).isTrue();
                }
            } catch (IllegalAccessException x) {
                throw new AssertionError(x);
            }
        }
    }

    private static String describe(Object payments) {
        StringBuilder b = new StringBuilder();
        for (Object o : (List<?>) payments) {
            DividendPayment p = (DividendPayment) o;
            b.append(p.number()).append(' ').append(p.drawnBy()).append(' ').append(p.turn()).append(Arrays.toString(p.values()))
                    .append(Arrays.deepToString(p.holdings())).append(Arrays.deepToString(p.payouts())).append(Arrays.toString(p.total()))
                    .append(';');
        }
        return b.toString();
    }
}
