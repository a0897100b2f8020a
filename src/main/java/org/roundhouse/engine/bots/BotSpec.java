package org.roundhouse.engine.bots;

import java.util.Locale;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Rules;

/**
 * A bot as a line-up names it, read once for every rule set: {@code random},
 * {@code heuristic}, or {@code search} with a budget of trials ({@code search:200}) or of
 * milliseconds ({@code search:50ms}) a move, optionally on threads of its own
 * ({@code search:200:2t}). Which bot each kind is, is the rule set's to say.
 *
 * @param name       the name as given, trimmed and in lower case
 * @param iterations the search's trials a move (0 for a budget in milliseconds or no search)
 * @param millis     the search's milliseconds a move (0 for a budget in trials or no search)
 * @param threads    the search's threads
 */
public record BotSpec(Kind kind, String name, int iterations, long millis, int threads) {
    public enum Kind { RANDOM, HEURISTIC, SEARCH }

    /** The trials a move of a search named without a budget. */
    public static final int DEFAULT_TRIALS = 200;
    private static final Pattern SEARCH = Pattern.compile("search(?::(\\d+)(ms|it)?)?(?::(\\d+)t)?");

    /**
     * Reads a bot's name.
     *
     * @param known the names the rule set knows, for the message
     * @throws IllegalArgumentException naming what is wrong with the name
     */
    public static BotSpec parse(String spec, String known) {
        String name = spec.trim().toLowerCase(Locale.ROOT);
        if (name.equals("random")) return new BotSpec(Kind.RANDOM, name, 0, 0, 1);
        if (name.equals("heuristic")) return new BotSpec(Kind.HEURISTIC, name, 0, 0, 1);
        Matcher m = SEARCH.matcher(name);
        if (m.matches()) {
            long amount = m.group(1) == null ? DEFAULT_TRIALS : Long.parseLong(m.group(1));
            boolean ms = "ms".equals(m.group(2));
            int threads = m.group(3) == null ? 1 : Integer.parseInt(m.group(3));
            if (amount < 1 || amount > 10_000_000) throw new IllegalArgumentException("'" + spec + "': the budget must be 1 to 10000000");
            if (threads < 1 || threads > 64) throw new IllegalArgumentException("'" + spec + "': threads must be 1 to 64");
            return new BotSpec(Kind.SEARCH, name, ms ? 0 : (int) amount, ms ? amount : 0, threads);
        }
        throw new IllegalArgumentException("no bot '" + spec + "'; known: " + known);
    }

    /** The rule set's bot of this kind: the random bot on its rules, its heuristic, or its search made from this spec. */
    public <S extends GameState, M extends Move> Bot<S, M> create(Rules<S, M> rules, Supplier<? extends Bot<S, M>> heuristic,
            Function<BotSpec, ? extends Bot<S, M>> search) {
        return switch (kind) {
            case RANDOM -> new RandomBot<>(rules);
            case HEURISTIC -> heuristic.get();
            case SEARCH -> search.apply(this);
        };
    }
}
