package org.roundhouse.analysis.sim;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.roundhouse.board.Boards;
import java.util.Optional;
import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.RecipeCheck;
import org.roundhouse.engine.RecipeBook;
import org.roundhouse.engine.registry.RuleSets;

/**
 * One configuration a simulation plays: a rule set with its options (the deck recipe among
 * them), a number of players and the bot in each seat.
 *
 * @param label how tables and files name it, e.g. {@code standard} or {@code even-spacing/5p}
 * @param ruleSet the rule set's id, e.g. {@code base}
 * @param options options by tag; a missing one means its default
 * @param bots the bot of each seat, seat 1 first
 * @param recipes the designed deck recipes its options name (kept to those), none for the shipped ones
 */
public record Cell(String label, String ruleSet, Map<String, String> options, List<String> bots, RecipeBook recipes) {
    public Cell {
        options = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(options));
        bots = List.copyOf(bots);
        if (bots.isEmpty()) throw new IllegalArgumentException("a cell needs at least one seat");
        recipes = recipes.only(options.values());
    }

    /** A cell whose options name shipped recipes only. */
    public Cell(String label, String ruleSet, Map<String, String> options, List<String> bots) {
        this(label, ruleSet, options, bots, RecipeBook.shipped());
    }

    /** This cell with its recipes looked up in the book. */
    public Cell withRecipes(RecipeBook book) {
        return new Cell(label, ruleSet, options, bots, book);
    }

    public int players() {
        return bots.size();
    }

    /**
     * What the cell's deck recipe does to its deck that the recipe's writer may not mean
     * ({@link RecipeCheck#shortfall}), e.g. "recipe 'doubled' for 4 players: stack 2 gets no
     * share card, …"; empty when nothing, or when the cell takes no recipe.
     *
     * @throws IllegalArgumentException as {@link #game} does
     */
    public Optional<String> recipeWarning() {
        var option = RuleSets.require(ruleSet).deckRecipeOption();
        if (option.isEmpty()) return Optional.empty();
        String id = options.getOrDefault(option.get().tag(), option.get().defaultValue());
        Optional<DeckRecipe> recipe = recipes.byId(id);
        if (recipe.isEmpty()) return Optional.empty();
        int shares = RecipeCheck.shareCards(game(), players());
        return RecipeCheck.shortfall(recipe.get(), shares).map(w -> org.roundhouse.text.Messages.WORDS.text("recipe.warning", id, players(), w));
    }

    /**
     * The configured game on the Union Pacific board.
     *
     * @throws IllegalArgumentException naming an unknown rule set, option or value
     */
    public Game game() {
        return RuleSets.require(ruleSet).configure(Boards.unionPacific(), options, recipes);
    }
}
