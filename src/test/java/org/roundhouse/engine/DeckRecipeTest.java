package org.roundhouse.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringReader;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class DeckRecipeTest {
    @Test
    void standardIsSixEighteenRest() {
        DeckRecipe r = Recipes.standard();
        assertThat(r.shape()).isEqualTo("6 / 18+1 / rest+3");
        assertThat(r.shareCounts(70)).containsExactly(6, 18, 46);
        assertThat(r.dividendCounts()).containsExactly(0, 1, 3);
    }

    @Test
    void everyShippedRecipeHasFourDividendsAndPlacesEveryCard() {
        assertThat(Recipes.all()).extracting(DeckRecipe::id).contains("standard", "german", "buffered",
                "six-card-dividends", "even-spacing", "large-stack-dividends", "tournament");
        for (DeckRecipe r : Recipes.all()) {
            assertThat(r.dividendCards()).as(r.id()).isEqualTo(4);
            for (int cards = 40; cards <= 90; cards++) {
                assertThat(Arrays.stream(r.shareCounts(cards)).sum()).as(r.id() + " with " + cards).isEqualTo(cards);
            }
        }
    }

    @Test
    void restStacksShareTheRemainderWithExtrasNearTheTop() {
        // The stripped-down text's example: 82 cards with 4 players of 3 shares, 24 in the six-card piles.
        DeckRecipe even = Recipes.byId("even-spacing").orElseThrow();
        assertThat(even.shareCounts(82)).containsExactly(15, 6, 15, 6, 14, 6, 14, 6);
        DeckRecipe tournament = Recipes.byId("tournament").orElseThrow();
        assertThat(tournament.shareCounts(70)).containsExactly(6, 10, 6, 10, 6, 10, 6, 10, 6);
    }

    @Test
    void theEnglishDividendCardVariantIsBuiltFromTheTableUp() {
        // "placing one of the dividend stacks on the table. Place one of the six card stacks on
        // that, follow with another dividend stack, a second six card stack, and so on": the
        // first stack laid down is the bottom one, the last six-card stack the top.
        DeckRecipe literal = Recipes.byId("large-stack-dividends").orElseThrow();
        assertThat(literal.shareCounts(78)).containsExactly(6, 14, 6, 14, 6, 13, 6, 13);
        assertThat(literal.dividendCounts()).containsExactly(0, 1, 0, 1, 0, 1, 0, 1);
        assertThat(literal.shape()).startsWith("6 / rest+1 / 6 / rest+1");
    }

    @Test
    void aDesignerWritesANewRecipe() throws RecipeFormatException {
        var recipes = RecipeParser.parse(new StringReader("""
                # two quick dividends, then two late ones
                recipe early-late "Early and late"
                  stack 10 dividends 2
                  stack rest dividends 2
                """), "mine.txt");
        DeckRecipe r = recipes.get("early-late");
        assertThat(r.title()).isEqualTo("Early and late");
        assertThat(r.shareCounts(60)).containsExactly(10, 50);
    }

    @Test
    void errorsNameTheLine() {
        assertThatThrownBy(() -> RecipeParser.parse(new StringReader("recipe a\n  stack six\n"), "r.txt"))
                .hasMessage("r.txt:2: stack size 'six' is not a whole number");
        assertThatThrownBy(() -> RecipeParser.parse(new StringReader("  stack 6\n"), "r.txt"))
                .hasMessage("r.txt:1: stack before any recipe line");
        assertThatThrownBy(() -> RecipeParser.parse(new StringReader("recipe a\nstack 6\nrecipe a\nstack 2\n"), "r.txt"))
                .hasMessage("r.txt:3: recipe 'a' is defined twice");
        assertThatThrownBy(() -> RecipeParser.parse(new StringReader("recipe a\nshuffle\n"), "r.txt"))
                .hasMessage("r.txt:2: unknown keyword 'shuffle' (expected recipe or stack)");
        assertThatThrownBy(() -> RecipeParser.parse(new StringReader("recipe a\n"), "r.txt"))
                .hasMessage("r.txt:1: recipe 'a' has no stacks");
    }

    @Test
    void onlyAsciiDigitsAreNumbersAndInvisibleCharactersAreShown() throws RecipeFormatException {
        assertThatThrownBy(() -> RecipeParser.parse(new StringReader("recipe a\n  stack \uFF11\uFF12\n"), "r.txt"))
                .hasMessage("r.txt:2: stack size '\uFF11\uFF12' is not a whole number (write it with the digits 0-9)");
        assertThatThrownBy(() -> RecipeParser.parse(new StringReader("recipe a\n  stack 6 dividends \u0661\n"), "r.txt"))
                .hasMessage("r.txt:2: dividend count '\u0661' is not a whole number (write it with the digits 0-9)");
        assertThatThrownBy(() -> RecipeParser.parse(new StringReader("recipe a\n\u00A0stack 6\n"), "r.txt"))
                .hasMessage("r.txt:2: unknown keyword '\\u00A0stack' (expected recipe or stack)");
        java.util.Map<String, Integer> lines = new java.util.HashMap<>();
        var recipes = RecipeParser.parse(new StringReader("\uFEFFrecipe a\n  stack 6\n\n# b\nrecipe b\n  stack rest\n"), "r.txt", lines);
        assertThat(recipes).containsOnlyKeys("a", "b");
        assertThat(lines).containsEntry("a", 1).containsEntry("b", 5);
    }
}
