package org.roundhouse.engine.nineteenth;

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
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.IsmctsBot;
import org.roundhouse.engine.bots.Match;
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
    void aStepInPlaceMakesThePositionTheCheckedRulesMake() throws Exception {
        int steps = 0;
        for (int g = 0; g < 6; g++) {
            int players = 2 + g % 5;
            List<Bot<NineteenthState, NineteenthMove>> seats = new ArrayList<>();
            for (int p = 0; p < players; p++) seats.add(g % 2 == 0 ? new NineteenthHeuristicBot(GAME) : new RandomBot<>(GAME));
            NineteenthState dealt = GAME.newGame(GAME.randomDeal(players, new SplittableRandom(g)));
            NineteenthState start = g % 3 == 2 ? GAME.withoutDeckOrders(dealt) : dealt;
            NineteenthState owned = start.copy();
            Stepper<NineteenthState, NineteenthMove> fast = NineteenthBots.inPlace(GAME);
            int[] count = {0};
            NineteenthState[] inPlace = {owned};
            int game = g;
            Match.play(GAME, HIDDEN, start, seats, g, (m, after) -> {
                NineteenthState s = fast.apply(inPlace[0], m);
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
        List<NineteenthState> views = positions(3, 5, 9);
        for (int i = 0; i < views.size(); i++) {
            NineteenthState view = views.get(i);
            NineteenthState before = view.copy();
            IsmctsBot<NineteenthState, NineteenthMove> fast = ismcts(NineteenthBots.inPlace(GAME));
            IsmctsBot<NineteenthState, NineteenthMove> checked = ismcts(Stepper.checked(GAME));
            NineteenthMove a = fast.choose(view, new SplittableRandom(i));
            assertSame(before, view, "the view after the search on the fast path");
            NineteenthMove b = checked.choose(view, new SplittableRandom(i));
            assertThat(a).as("position %d", i).isEqualTo(b);
            assertThat(fast.lastDecision()).as("position %d", i).isNotEmpty().isEqualTo(checked.lastDecision());
            assertThat(fast.iterations()).isEqualTo(checked.iterations()).isEqualTo(8);
        }
    }

    private static IsmctsBot<NineteenthState, NineteenthMove> ismcts(Stepper<NineteenthState, NineteenthMove> stepper) {
        NineteenthHeuristicBot heuristic = new NineteenthHeuristicBot(GAME);
        return new IsmctsBot<>("ismcts", GAME, HIDDEN, stepper, heuristic, heuristic, Reward.winShare(), 8, 0, 1,
                IsmctsBot.Settings.DEFAULT);
    }

    /** Views of the seat to act with a choice to make, every {@code every}th decision of heuristic games, late ones first (short playouts). */
    private static List<NineteenthState> positions(int players, int wanted, long seed) {
        List<NineteenthState> all = new ArrayList<>();
        List<Bot<NineteenthState, NineteenthMove>> seats = new ArrayList<>();
        for (int p = 0; p < players; p++) seats.add(new NineteenthHeuristicBot(GAME));
        Match.play(GAME, HIDDEN, GAME.newGame(GAME.randomDeal(players, new SplittableRandom(seed))), seats, seed, (m, s) -> {
            if (!s.isOver() && !s.isChanceNode() && GAME.legalMoves(s).size() > 1) all.add(HIDDEN.redact(s, s.currentPlayer()));
        });
        List<NineteenthState> out = new ArrayList<>();
        for (int i = all.size() - 1; i >= 0 && out.size() < wanted; i -= all.size() / (2 * wanted)) out.add(all.get(i));
        return out;
    }

    /** Every field of the two positions equal (a dividend payment by its contents). */
    private static void assertSame(NineteenthState expected, NineteenthState actual, String where) {
        for (Field f : NineteenthState.class.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers())) continue;
            try {
                Object e = f.get(expected);
                Object a = f.get(actual);
                if (f.getName().equals("payments")) {
                    assertThat(describe(a)).as(where + ": " + f.getName()).isEqualTo(describe(e));
                } else if (f.getName().equals("companyIncome")) {
                    assertThat(Arrays.deepToString(((List<?>) a).toArray())).as(where + ": " + f.getName())
                            .isEqualTo(Arrays.deepToString(((List<?>) e).toArray()));
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
