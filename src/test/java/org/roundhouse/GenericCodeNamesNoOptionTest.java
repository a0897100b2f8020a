package org.roundhouse;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.registry.RuleSets;

/**
 * Issue #20: the layers above the rule sets name none of their options. They find the deck
 * recipe by its kind ({@link RuleOption.Kind#DECK_RECIPE}) and a command-line flag's option by
 * its XML attribute; a rule set's own code and its workbench plugin use its constants.
 */
class GenericCodeNamesNoOptionTest {
    private static final Path MAIN = Path.of("src/main/java/org/roundhouse");

    /** Literals that are an option's tag by coincidence, each with the reason. */
    private static final Map<String, String> ALLOWED = Map.of(
            "ui/designer/CellsModel.java \"Recipe\"", "the heading of the cell table's recipe column");

    @Test
    void noStringLiteralOutsideTheRuleSetsIsAnOptionTag() throws IOException {
        Set<String> tags = new TreeSet<>();
        for (RuleSet r : RuleSets.all()) for (RuleOption o : r.options()) tags.add(o.tag());
        assertThat(tags).isNotEmpty();
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MAIN)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                String rel = MAIN.relativize(f).toString().replace('\\', '/');
                if (ownedByARuleSet(rel)) continue;
                String text = Files.readString(f);
                for (String tag : tags) {
                    String literal = "\"" + tag + "\"";
                    if (text.contains(literal) && !ALLOWED.containsKey(rel + " " + literal)) found.add(rel + ": " + literal);
                }
            }
        }
        assertThat(found).as("option tags named outside the rule sets' packages").isEmpty();
    }

    /** A rule set's engine package ({@code engine.<id>}, the seam's sub-packages aside) or its workbench plugin ({@code ui.rules.<id>}). */
    private static boolean ownedByARuleSet(String rel) {
        String[] parts = rel.split("/");
        if (parts.length < 3) return false;
        if (parts[0].equals("engine")) return !Set.of("bots", "registry").contains(parts[1]);
        return parts[0].equals("ui") && parts[1].equals("rules") && parts.length > 3 && !parts[2].equals("registry");
    }

    @Test
    void theDeckRecipeIsFoundByItsKindAndItsDefaultIsAShippedRecipe() {
        for (RuleSet r : RuleSets.all()) {
            List<RuleOption> recipes = r.options().stream().filter(RuleOption::isDeckRecipe).toList();
            assertThat(recipes).as(r.id()).hasSizeLessThanOrEqualTo(1);
            assertThat(r.deckRecipeOption()).isEqualTo(recipes.stream().findFirst());
            r.deckRecipeOption().ifPresent(o -> {
                assertThat(org.roundhouse.engine.Recipes.builtIn()).containsKey(o.defaultValue());
                assertThat(o.values()).isEmpty();
            });
        }
        assertThat(RuleSets.base().deckRecipeOption()).hasValueSatisfying(o -> assertThat(o.kind()).isEqualTo(RuleOption.Kind.DECK_RECIPE));
    }
}
