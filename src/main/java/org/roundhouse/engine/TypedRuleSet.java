package org.roundhouse.engine;

import static org.roundhouse.text.Messages.WORDS;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.roundhouse.board.Board;

/**
 * What every rule set's registry entry does the same way: fill in the defaults, make its
 * {@link TypedGame} for a board and options once (shared afterwards), hand it to the seam as
 * an {@link ErasedGame}, and give the typed rules back for a {@link Game} it made.
 *
 * @param <T> the rule set's typed game
 */
public abstract class TypedRuleSet<T extends TypedGame<?, ?, ?>> implements RuleSet {
    private final Map<List<Object>, ErasedGame<?, ?, ?>> games = new ConcurrentHashMap<>();
    private final String id;
    private final String title;
    private final List<RuleOption> options;

    /**
     * @param id its {@link #id}, as records and commands name it
     * @param title its {@link #title}: a words key, or the title itself
     * @param options its {@link #options}, in order
     */
    protected TypedRuleSet(String id, String title, List<RuleOption> options) {
        this.id = id;
        this.title = title;
        this.options = List.copyOf(options);
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String title() {
        return StepCodec.say(title);
    }

    @Override
    public List<RuleOption> options() {
        return options;
    }

    @Override
    public final Game configure(Board board, Map<String, String> options, RecipeBook recipes) {
        Map<String, String> all = complete(options);
        // a designed recipe's id may name other stacks in another book: the recipe itself is part of the key
        List<Object> key = List.of(board, all, deckRecipeOption().map(o -> recipes.byId(all.get(o.tag()))));
        ErasedGame<?, ?, ?> cached = games.get(key);
        if (cached != null) return cached;
        TypedGame<?, ?, ?> rules = create(board, all, recipes);
        ErasedGame<?, ?, ?> made = erase(rules, all);
        ErasedGame<?, ?, ?> raced = games.putIfAbsent(key, made);
        return raced != null ? raced : made;
    }

    private <S extends GameState, M extends Move, D extends Deal> ErasedGame<S, M, D> erase(TypedGame<S, M, D> rules,
            Map<String, String> all) {
        return new ErasedGame<>(this, rules, all);
    }

    /**
     * The typed rules behind a game this rule set configured.
     *
     * @throws IllegalArgumentException when the game is another rule set's
     */
    @SuppressWarnings("unchecked")
    public final T typed(Game game) {
        if (game instanceof ErasedGame<?, ?, ?> e && e.ruleSet() == this) return (T) e.rules();
        throw new IllegalArgumentException(WORDS.text("ruleset.notGame", title(), game));
    }

    /** The typed rules for the board and options, as {@link #configure} shares them. */
    public final T typed(Board board, Map<String, String> options) {
        return typed(configure(board, options));
    }

    /**
     * The typed rules for the board with every option given (canonical values).
     *
     * @throws IllegalArgumentException naming a value the rule set refuses
     */
    protected abstract T create(Board board, Map<String, String> options, RecipeBook recipes);

    /** Its steps and deal, whose XML elements and attributes the record layer's reader allows; null when it has no codec. */
    protected StepCodec codec() {
        return null;
    }

    @Override
    public Map<String, Set<String>> xmlStepElements() {
        return codec() == null ? Map.of() : codec().xmlElements();
    }

    @Override
    public Set<String> xmlSeatAttributes() {
        return codec() == null ? Set.of() : codec().xmlSeatAttributes();
    }

    @Override
    public Set<String> xmlTableElements() {
        return codec() == null ? Set.of() : codec().xmlTableElements();
    }

    /** The yes/no option's value as a boolean. */
    protected static boolean yes(Map<String, String> options, String tag) {
        String v = options.get(tag);
        if (RuleOption.YES.equals(v)) return true;
        if (RuleOption.NO.equals(v)) return false;
        throw new IllegalArgumentException(tag + " " + WORDS.text("option.mustBe", WORDS.text("option.eitherOr", "\"yes\"", "\"no\""), v));
    }
}
