package org.roundhouse.engine.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.roundhouse.engine.DividendPayment;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Rules;

/**
 * What every rule set's fast-path test checks ({@code …FastPathTest}): a step applied in place
 * leaves the position the checked rules make, field by field, and a search plays the same
 * iterations on the fast path as through the checked rules without changing the view it was
 * handed. The positions' own {@code copy} is the rule set's, so the tests hand it in.
 */
public final class FastPathChecks {
    private FastPathChecks() {
    }

    /**
     * Plays a game from {@code start} through the checked rules and applies each step in place on
     * a copy beside it, comparing the two positions after every step.
     *
     * @return the steps played
     */
    public static <S extends GameState, M extends Move> int everyStepInPlaceMatches(Rules<S, M> rules, Hidden<S> hidden,
            Stepper<S, M> fast, UnaryOperator<S> copy, S start, List<Bot<S, M>> seats, long seed) {
        int[] count = {0};
        List<S> inPlace = new ArrayList<>(List.of(copy.apply(start)));
        Match.play(rules, hidden, start, seats, seed, (m, after) -> {
            S s = fast.apply(inPlace.get(0), m);
            assertThat(s).isSameAs(inPlace.get(0));
            assertSamePosition(after, s, "game " + seed + " step " + count[0] + " " + m);
            count[0]++;
        });
        assertThat(inPlace.get(0).isOver()).isTrue();
        return count[0];
    }

    /** A search made on each path decides the same on every view (move, visits, mean rewards, iterations) and leaves the view as it was. */
    public static <S extends GameState, M extends Move> void searchesTheSame(List<S> views, Function<Stepper<S, M>, IsmctsBot<S, M>> search,
            Stepper<S, M> fast, Stepper<S, M> checked, UnaryOperator<S> copy, int iterations) {
        for (int i = 0; i < views.size(); i++) {
            S view = views.get(i);
            S before = copy.apply(view);
            IsmctsBot<S, M> onFastPath = search.apply(fast);
            IsmctsBot<S, M> throughRules = search.apply(checked);
            M a = onFastPath.choose(view, new SplittableRandom(i));
            assertSamePosition(before, view, "the view after the search on the fast path");
            M b = throughRules.choose(view, new SplittableRandom(i));
            assertThat(a).as("position %d", i).isEqualTo(b);
            assertThat(onFastPath.lastDecision()).as("position %d", i).isNotEmpty().isEqualTo(throughRules.lastDecision());
            assertThat(onFastPath.iterations()).isEqualTo(throughRules.iterations()).isEqualTo(iterations);
        }
    }

    /** Views of the seat to act with a choice to make, spread over a game of {@code seats}, late ones first (short playouts). */
    public static <S extends GameState, M extends Move> List<S> views(Rules<S, M> rules, Hidden<S> hidden, S start, List<Bot<S, M>> seats,
            long seed, int wanted) {
        List<S> all = new ArrayList<>();
        Match.play(rules, hidden, start, seats, seed, (m, s) -> {
            if (!s.isOver() && !s.isChanceNode() && rules.legalMoves(s).size() > 1) all.add(hidden.redact(s, s.currentPlayer()));
        });
        List<S> out = new ArrayList<>();
        for (int i = all.size() - 1; i >= 0 && out.size() < wanted; i -= Math.max(1, all.size() / (2 * wanted))) out.add(all.get(i));
        assertThat(out).hasSize(wanted);
        return out;
    }

    /**
     * Every field of the two positions equal: arrays by their contents, a position held inside
     * (a variant's base table) field by field, lists by their elements (a dividend payment by
     * its contents).
     */
    public static void assertSamePosition(Object expected, Object actual, String where) {
        for (Class<?> type = expected.getClass(); type != null && type != Object.class; type = type.getSuperclass()) {
            for (Field f : type.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers())) continue;
                try {
                    f.setAccessible(true);
                    Object e = f.get(expected);
                    Object a = f.get(actual);
                    String what = where + ": " + f.getName();
                    if (e instanceof GameState) {
                        assertSamePosition(e, a, what);
                    } else if (e instanceof List<?> list) {
                        assertThat(describe((List<?>) a)).as(what).isEqualTo(describe(list));
                    } else {
                        assertThat(Arrays.deepEquals(new Object[] {a}, new Object[] {e})).as(what).isTrue();
                    }
                } catch (IllegalAccessException x) {
                    throw new AssertionError(x);
                }
            }
        }
    }

    /**
     * Every field of the position as text, compared as {@link #assertSamePosition} compares
     * them (the rules and board it refers to left out): equal for positions nobody could tell
     * apart, for any rule set's state.
     */
    public static String describe(Object position) {
        StringBuilder b = new StringBuilder();
        for (Class<?> type = position.getClass(); type != null && type != Object.class; type = type.getSuperclass()) {
            for (Field f : type.getDeclaredFields()) {
                Class<?> t = f.getType();
                if (Modifier.isStatic(f.getModifiers()) || !(t.isPrimitive() || t.isArray() || t.isEnum() || t == String.class
                        || List.class.isAssignableFrom(t) || GameState.class.isAssignableFrom(t))) continue;
                try {
                    f.setAccessible(true);
                    Object v = f.get(position);
                    b.append(f.getName()).append('=').append(v instanceof GameState ? "{" + describe(v) + "}"
                            : v instanceof List<?> list ? describe(list) : Arrays.deepToString(new Object[] {v})).append('|');
                } catch (IllegalAccessException x) {
                    throw new AssertionError(x);
                }
            }
        }
        return b.toString();
    }

    private static String describe(List<?> list) {
        StringBuilder b = new StringBuilder();
        for (Object o : list) {
            if (o instanceof DividendPayment p) {
                b.append(p.number()).append(' ').append(p.drawnBy()).append(' ').append(p.turn()).append(Arrays.toString(p.values()))
                        .append(Arrays.deepToString(p.holdings())).append(Arrays.deepToString(p.payouts())).append(Arrays.toString(p.total()));
            } else {
                b.append(Arrays.deepToString(new Object[] {o}));
            }
            b.append(';');
        }
        return b.toString();
    }
}
