package org.roundhouse.engine;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.roundhouse.board.Board;

/**
 * What every rule set's registry entry does the same way: fill in the defaults, and make
 * the {@link Game} for a board and options once, sharing it afterwards.
 *
 * @param <G> the rule set's game
 */
public abstract class ConfiguredRuleSet<G extends Game> implements RuleSet {
    private final Map<List<Object>, G> games = new ConcurrentHashMap<>();

    @Override
    public final G configure(Board board, Map<String, String> options) {
        Map<String, String> all = complete(options);
        // a designed recipe's id may name other stacks in another book: the recipe itself is part of the key
        List<Object> key = List.of(board, all, deckRecipeOption().map(o -> Recipes.byId(all.get(o.tag()))));
        G cached = games.get(key);
        if (cached != null) return cached;
        G made = create(board, all);
        G raced = games.putIfAbsent(key, made);
        return raced != null ? raced : made;
    }

    /**
     * The game for the board with every option given (canonical values).
     *
     * @throws IllegalArgumentException naming a value the rule set refuses
     */
    protected abstract G create(Board board, Map<String, String> options);

    /** The yes/no option's value as a boolean. */
    protected static boolean yes(Map<String, String> options, String tag) {
        String v = options.get(tag);
        if (RuleOption.YES.equals(v)) return true;
        if (RuleOption.NO.equals(v)) return false;
        throw new IllegalArgumentException(tag + " must be \"yes\" or \"no\", not \"" + v + "\"");
    }
}
