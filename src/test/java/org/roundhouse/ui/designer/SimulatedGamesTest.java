package org.roundhouse.ui.designer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.roundhouse.analysis.sim.Cell;
import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.RecipeBook;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.Replay;

/** A simulated game of a designed recipe opens as a record that keeps its recipe. */
class SimulatedGamesTest {
    private static final DeckRecipe QUARTERS = new DeckRecipe("quarters", "Quarters",
            List.of(new DeckRecipe.Stack(DeckRecipe.Stack.REST, 2), new DeckRecipe.Stack(DeckRecipe.Stack.REST, 2)));
    private static final String RECIPE = RuleSets.base().deckRecipeOption().orElseThrow().tag();

    @Test
    void theRecordOfADesignedRecipesGameReplaysWithItsRecipe() {
        Cell cell = new Cell("quarters/3p", RuleSets.base().id(), Map.of(RECIPE, "quarters"), List.of("random", "random", "random"),
                RecipeBook.shipped().with(QUARTERS));
        GameRecord record = SimulatedGames.record(cell, 0, 5, 0);
        assertThat(record.setup().recipes().designed()).containsOnlyKeys("quarters");
        Replay replay = Replay.of(record);
        assertThat(replay.record().mainLine()).isNotEmpty();
        assertThat(record.setup().game().options()).containsEntry(RECIPE, "quarters");
    }

    @Test
    void itSavesAndReadsBackWithItsOwnRecipeWhichNoOtherReadingKnows(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        RecipeBook book = RecipeBook.shipped().with(QUARTERS);
        GameRecord record = SimulatedGames.record(new Cell("quarters/3p", RuleSets.base().id(), Map.of(RECIPE, "quarters"),
                List.of("random", "random", "random"), book), 0, 5, 0);
        for (String name : List.of("game.upn", "game.xml")) {
            java.nio.file.Path file = dir.resolve(name);
            org.roundhouse.record.RecordSaver.save(record, file);
            byte[] bytes = java.nio.file.Files.readAllBytes(file);
            org.roundhouse.record.RecordFormat format = org.roundhouse.record.RecordFormat.forPath(file).orElseThrow();
            assertThat(org.roundhouse.record.RecordLoader.read(bytes, name, format, book).record()).hasValueSatisfying(r ->
                    assertThat(r.sameContent(record)).isTrue());
            assertThat(org.roundhouse.record.RecordLoader.load(file).error()).hasValueSatisfying(e ->
                    assertThat(e.reason()).startsWith("unknown deck recipe 'quarters' (known: standard, "));
        }
    }

    @Test
    void aCellReadBackWithoutItsRecipesSaysTheRecipeIsUnknown() {
        Cell readBack = new Cell("quarters/3p", RuleSets.base().id(), Map.of(RECIPE, "quarters"), List.of("random", "random", "random"));
        assertThatThrownBy(() -> SimulatedGames.record(readBack, 0, 5, 0)).hasMessageStartingWith("cell 'quarters/3p': unknown deck recipe 'quarters' (known: standard, ");
        assertThat(SimulatedGames.record(readBack.withRecipes(RecipeBook.shipped().with(QUARTERS)), 0, 5, 0).setup().recipes().designed())
                .containsOnlyKeys("quarters");
    }
}
