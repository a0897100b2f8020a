package org.roundhouse.engine.bots;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Rules;

/**
 * A rule set's bots by name, as line-ups, playouts and the workbench name them: plain bots
 * ({@code random}, {@code heuristic}) and searches that take a budget ({@code search:200},
 * {@code search:50ms:2t}). A rule set registers each of its bots once, here; names are kept
 * for good, so that a ladder or a stored analysis can be reproduced (a stronger bot gets a
 * new name).
 */
public final class Roster<S extends GameState, M extends Move> {
    private final Rules<S, M> rules;
    private final Map<String, Supplier<? extends Bot<S, M>>> plain = new LinkedHashMap<>();
    private final Map<String, Function<BotSpec, ? extends Bot<S, M>>> searches = new LinkedHashMap<>();

    public Roster(Rules<S, M> rules) {
        this.rules = rules;
    }

    /** Adds the bot that plays a uniformly random legal move of its view. */
    public Roster<S, M> random() {
        return plain("random", () -> new RandomBot<>(rules));
    }

    /** Adds a bot known by a plain name; {@code make} gives a fresh one. */
    public Roster<S, M> plain(String name, Supplier<? extends Bot<S, M>> make) {
        if (plain.containsKey(name) || searches.containsKey(name)) throw new IllegalArgumentException("two bots named " + name);
        plain.put(name, make);
        return this;
    }

    /** Adds a search known by {@code name}, made from the budget a line-up gives it ({@code name:N}, {@code name:Nms}, {@code name:N:Tt}). */
    public Roster<S, M> search(String name, Function<BotSpec, ? extends Bot<S, M>> make) {
        if (plain.containsKey(name) || searches.containsKey(name)) throw new IllegalArgumentException("two bots named " + name);
        searches.put(name, make);
        return this;
    }

    /**
     * Adds {@code name}: this roster's information-set search {@code search} with its playouts
     * stopped and judged after {@code turns} turns ({@link IsmctsBot#judgedBy}); nothing where the
     * rule set has no judge.
     */
    public Roster<S, M> judged(String name, String search, Optional<LeafJudge> judge, int turns) {
        if (judge.isEmpty()) return this;
        Function<BotSpec, ? extends Bot<S, M>> make = searches.get(search);
        if (make == null) throw new IllegalArgumentException("no search named " + search);
        return search(name, b -> {
            if (!(make.apply(b) instanceof IsmctsBot<S, M> ismcts)) throw new IllegalArgumentException(search + " is no information-set search");
            return ismcts.judgedBy(judge.get(), turns);
        });
    }

    /**
     * Adds {@code name}: the information-set search {@code search} makes from a budget (one that
     * has no name of its own in the roster), its playouts judged after {@code turns} turns by
     * {@code judge}; nothing where there is no judge.
     */
    public Roster<S, M> judged(String name, Function<BotSpec, IsmctsBot<S, M>> search, Optional<LeafJudge> judge, int turns) {
        if (judge.isEmpty()) return this;
        return search(name, b -> search.apply(b).judgedBy(judge.get(), turns));
    }

    /**
     * The bot with this name.
     *
     * @throws IllegalArgumentException naming what is wrong with the name
     */
    public Bot<S, M> create(String name) {
        BotSpec spec = BotSpec.parse(name, plain.keySet(), searches.keySet(), names());
        Supplier<? extends Bot<S, M>> p = plain.get(spec.kind());
        return p != null ? p.get() : searches.get(spec.kind()).apply(spec);
    }

    /** Every bot of the roster, each search at {@code budget} trials a move: what a test over all of them plays. */
    public List<Bot<S, M>> every(int budget) {
        List<Bot<S, M>> all = new ArrayList<>();
        for (String name : plain.keySet()) all.add(create(name));
        for (String name : searches.keySet()) all.add(create(name + ":" + budget));
        return all;
    }

    /** The names, with what a search takes, for help texts and messages. */
    public String names() {
        List<String> parts = new ArrayList<>(plain.keySet());
        for (String s : searches.keySet()) {
            parts.add(s + ":N (N trials a move), " + s + ":Nms (N ms a move), " + s + ":N:Tt (on T threads)");
        }
        return String.join(", ", parts);
    }
}
