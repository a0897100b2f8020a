package org.roundhouse.engine.bots;

import static org.roundhouse.text.Messages.WORDS;

import java.util.Collection;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A bot as a line-up names it: a plain name ({@code random}, {@code heuristic}) or a search
 * with a budget of trials ({@code search:200}) or of milliseconds ({@code search:50ms}),
 * optionally on threads of its own ({@code search:200:2t}). Which names exist, and which bot
 * each is, is the rule set's to say ({@link Roster}).
 *
 * @param kind       the plain name, or the search's name before the budget
 * @param name       the name as given, trimmed and in lower case
 * @param iterations the search's trials a move (0 for a budget in milliseconds or no search)
 * @param millis     the search's milliseconds a move (0 for a budget in trials or no search)
 * @param threads    the search's threads
 */
public record BotSpec(String kind, String name, int iterations, long millis, int threads) {
    /** The trials a move of a search named without a budget. */
    public static final int DEFAULT_TRIALS = 200;
    private static final Pattern SEARCH = Pattern.compile("([a-z][a-z0-9-]*)(?::(\\d+)(ms|it)?)?(?::(\\d+)t)?");

    /**
     * Reads a bot's name.
     *
     * @param plain    the plain names the rule set knows
     * @param searches the names of its searches, which take a budget
     * @param known    the names the rule set knows, for the message
     * @throws IllegalArgumentException naming what is wrong with the name
     */
    public static BotSpec parse(String spec, Collection<String> plain, Collection<String> searches, String known) {
        String name = spec.trim().toLowerCase(Locale.ROOT);
        if (plain.contains(name)) return new BotSpec(name, name, 0, 0, 1);
        Matcher m = SEARCH.matcher(name);
        if (m.matches() && searches.contains(m.group(1))) {
            long amount = m.group(2) == null ? DEFAULT_TRIALS : Long.parseLong(m.group(2));
            boolean ms = "ms".equals(m.group(3));
            int threads = m.group(4) == null ? 1 : Integer.parseInt(m.group(4));
            if (amount < 1 || amount > 10_000_000) throw new IllegalArgumentException(WORDS.text("bots.budget", spec));
            if (threads < 1 || threads > 64) throw new IllegalArgumentException(WORDS.text("bots.threads", spec));
            return new BotSpec(m.group(1), name, ms ? 0 : (int) amount, ms ? amount : 0, threads);
        }
        throw new IllegalArgumentException(WORDS.text("bots.unknown", spec, known));
    }
}
