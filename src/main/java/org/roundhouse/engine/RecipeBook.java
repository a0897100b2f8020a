package org.roundhouse.engine;

import static org.roundhouse.text.Messages.WORDS;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The deck recipes a configuration may name: the shipped ones and a designer's, read from
 * files or the recipe editor. A value: {@link #with} gives a new book, and a book is handed
 * explicitly to what configures a rule set ({@link RuleSet#configure(org.roundhouse.board.Board,
 * Map, RecipeBook)}, a simulation's cells, a record's setup), so one run's recipes never leak
 * into another's.
 */
public final class RecipeBook {
    private static final RecipeBook SHIPPED = new RecipeBook(Map.of());
    /** The book of the configuration under way on this thread; only {@link #configuring} sets it, for the length of one call. */

    private final Map<String, DeckRecipe> designed;

    private RecipeBook(Map<String, DeckRecipe> designed) {
        this.designed = Collections.unmodifiableMap(new LinkedHashMap<>(designed));
    }

    /** The shipped recipes only. */
    public static RecipeBook shipped() {
        return SHIPPED;
    }

    /**
     * This book with a designer's recipe added (the same recipe again changes nothing).
     *
     * @throws IllegalArgumentException when the id already names different stacks
     */
    public RecipeBook with(DeckRecipe recipe) {
        DeckRecipe shipped = Recipes.builtIn().get(recipe.id());
        DeckRecipe known = shipped != null ? shipped : designed.get(recipe.id());
        if (known == null) {
            Map<String, DeckRecipe> more = new LinkedHashMap<>(designed);
            more.put(recipe.id(), recipe);
            return new RecipeBook(more);
        }
        if (!known.stacks().equals(recipe.stacks())) {
            throw new SetupException(SetupException.About.RECIPE, shipped != null ? WORDS.text("recipe.book.shipped", recipe.id(), known.shape(), recipe.shape())
                    : WORDS.text("recipe.book.inUse", recipe.id(), known.shape(), recipe.shape()));
        }
        return this;
    }

    /**
     * This book with a designer's recipe added, or put in place of the designed recipe of the same id
     * (a recipe edited and used again).
     *
     * @throws IllegalArgumentException when the id is a shipped recipe's
     */
    public RecipeBook replacing(DeckRecipe recipe) {
        DeckRecipe shipped = Recipes.builtIn().get(recipe.id());
        if (shipped != null) return with(recipe);
        Map<String, DeckRecipe> more = new LinkedHashMap<>(designed);
        more.put(recipe.id(), recipe);
        return new RecipeBook(more);
    }

    /** A shipped recipe, or one of this book's designed ones. */
    public Optional<DeckRecipe> byId(String id) {
        DeckRecipe shipped = Recipes.builtIn().get(id);
        return Optional.ofNullable(shipped != null ? shipped : designed.get(id));
    }

    /**
     * The recipe a record or an option names, shipped or of this book.
     *
     * @throws SetupException naming the shipped recipes when there is none of that id
     */
    public DeckRecipe require(String id) {
        return byId(id).orElseThrow(() -> new SetupException(SetupException.About.RECIPE, WORDS.text("recipe.unknown", id,
                Recipes.all().stream().map(DeckRecipe::id).collect(Collectors.joining(", ")))));
    }

    /** The designer's recipes of this book, in the order they were added. */
    public Map<String, DeckRecipe> designed() {
        return designed;
    }

    /** This book with only the designed recipes whose ids are among {@code ids}: what a configuration naming them needs. */
    public RecipeBook only(Collection<String> ids) {
        if (designed.isEmpty()) return this;
        Map<String, DeckRecipe> kept = new LinkedHashMap<>();
        designed.forEach((id, r) -> {
            if (ids.contains(id)) kept.put(id, r);
        });
        return kept.size() == designed.size() ? this : kept.isEmpty() ? SHIPPED : new RecipeBook(kept);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RecipeBook b && designed.equals(b.designed);
    }

    @Override
    public int hashCode() {
        return Objects.hash(designed);
    }

    @Override
    public String toString() {
        return designed.isEmpty() ? "the shipped recipes" : "the shipped recipes and " + String.join(", ", designed.keySet());
    }
}
