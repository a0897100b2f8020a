package org.roundhouse.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.record.GameSetup;

/** Issue #20: a designer's recipes travel in a value handed to what configures; nothing is made known for the rest of the run. */
class RecipeBookTest {
    private static final DeckRecipe MINE = new DeckRecipe("mine", "Mine", List.of(new DeckRecipe.Stack(6, 0),
            new DeckRecipe.Stack(DeckRecipe.Stack.REST, 4)));
    private static final DeckRecipe OTHER_MINE = new DeckRecipe("mine", "Mine too", List.of(new DeckRecipe.Stack(DeckRecipe.Stack.REST, 4)));
    private static final String RECIPE = RuleSets.base().deckRecipeOption().orElseThrow().tag();

    @Test
    void aBookConfiguresItsRecipeAndTheRecipeIsKnownNowhereElse() {
        RecipeBook book = RecipeBook.shipped().with(MINE);
        Game game = RuleSets.base().configure(Boards.unionPacific(), Map.of(RECIPE, "mine"), book);
        assertThat(game.options()).containsEntry(RECIPE, "mine");
        assertThat(Recipes.byId("mine")).isEmpty();
        assertThat(RecipeBook.shipped().byId("mine")).isEmpty();
        assertThatThrownBy(() -> RuleSets.base().configure(Boards.unionPacific(), Map.of(RECIPE, "mine")))
                .hasMessageStartingWith("unknown deck recipe 'mine' (known: standard, ");
    }

    @Test
    void twoBooksMayGiveOneIdTheirOwnStacks() {
        Game mine = RuleSets.base().configure(Boards.unionPacific(), Map.of(RECIPE, "mine"), RecipeBook.shipped().with(MINE));
        Game other = RuleSets.base().configure(Boards.unionPacific(), Map.of(RECIPE, "mine"), RecipeBook.shipped().with(OTHER_MINE));
        assertThat(other).isNotSameAs(mine);
        assertThat(RuleSets.base().configure(Boards.unionPacific(), Map.of(RECIPE, "mine"), RecipeBook.shipped().with(MINE))).isSameAs(mine);
        assertThat(org.roundhouse.TestSeam.engine(mine).options().recipe()).isEqualTo(MINE);
        assertThat(org.roundhouse.TestSeam.engine(other).options().recipe()).isEqualTo(OTHER_MINE);
    }

    @Test
    void aBookRefusesAnIdThatNamesOtherStacksAsTheRegistryDid() {
        RecipeBook book = RecipeBook.shipped().with(MINE);
        assertThat(book.with(MINE)).isEqualTo(book);
        assertThatThrownBy(() -> book.with(OTHER_MINE)).hasMessage("recipe id 'mine' is already in use (" + MINE.shape() + "); give "
                + OTHER_MINE.shape() + " another id");
        DeckRecipe standard = new DeckRecipe("standard", "Mine", MINE.stacks());
        assertThatThrownBy(() -> RecipeBook.shipped().with(standard)).hasMessage("recipe id 'standard' is already a shipped recipe ("
                + Recipes.standard().shape() + "); give " + standard.shape() + " another id");
        assertThat(RecipeBook.shipped().with(Recipes.standard())).isSameAs(RecipeBook.shipped());
    }

    @Test
    void aSetupKeepsTheRecipeItNamesThroughItsChanges() {
        RecipeBook book = RecipeBook.shipped().with(MINE).with(new DeckRecipe("unused", "Unused", OTHER_MINE.stacks()));
        Game game = RuleSets.base().configure(Boards.unionPacific(), Map.of(RECIPE, "mine"), book);
        GameSetup setup = GameSetup.of(RuleSets.base().id(), Map.of(RECIPE, "mine"), List.of("Anna", "Ben", "Cleo"),
                game.pairedDeal(3, 1), book);
        assertThat(setup.recipes().designed()).containsOnlyKeys("mine");
        assertThat(setup.game()).isSameAs(game);
        assertThat(setup.withPlayers(List.of("A", "B", "C")).game()).isSameAs(game);
        assertThat(GameSetup.of(RuleSets.base().id(), Map.of(), List.of("Anna", "Ben", "Cleo"), game.pairedDeal(3, 1), book).recipes())
                .isEqualTo(RecipeBook.shipped());
    }
}
