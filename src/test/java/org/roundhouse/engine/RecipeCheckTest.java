package org.roundhouse.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.registry.RuleSets;

/** The one check of a deck recipe: what the rule sets refuse, and the stacks that come up short. */
class RecipeCheckTest {
    private static DeckRecipe recipe(String text) throws RecipeFormatException {
        return RecipeParser.parse(new StringReader(text), "t").values().iterator().next();
    }

    @Test
    void aRecipeWithTooFewDividendCardsIsRefusedAsTheRuleSetRefusesIt() throws Exception {
        DeckRecipe three = recipe("recipe three\n  stack 6\n  stack 18 dividends 1\n  stack rest dividends 2\n");
        assertThat(RecipeCheck.refusal(three, Boards.unionPacific()))
                .contains("deck recipe 'three' shuffles in 3 dividend cards but the board has 4");
        assertThat(RecipeCheck.refusal(Recipes.standard(), Boards.unionPacific())).isEmpty();
    }

    @Test
    void stacksLeftWithoutShareCardsAreNamedWithTheDoubleTheyMake() throws Exception {
        DeckRecipe doubled = recipe("recipe doubled\n  stack 200 dividends 2\n  stack rest dividends 2\n");
        assertThat(RecipeCheck.shortfall(doubled, 54)).contains("stack 1 asks for 200 share cards, more than the deck's 54;"
                + " stack 2 gets no share card, so its 2 dividend cards lie at the bottom of the deck, one after the other:"
                + " a double dividend in every game");
        DeckRecipe zero = recipe("recipe zero\n  stack 6\n  stack 0 dividends 1\n  stack rest dividends 3\n");
        assertThat(RecipeCheck.shortfall(zero, 54)).contains("stack 2 gets no share card, so its 1 dividend card lies right under the card above");
    }

    @Test
    void theShippedRecipesComeUpShortForNoPlayerCount() {
        Game g = RuleSets.base().configure(Boards.unionPacific(), java.util.Map.of());
        for (DeckRecipe r : Recipes.all()) {
            for (int n = g.minPlayers(); n <= g.maxPlayers(); n++) {
                assertThat(RecipeCheck.shortfall(r, RecipeCheck.shareCards(g, n))).as("%s for %d players", r.id(), n).isEmpty();
            }
        }
    }
}
