package org.roundhouse.analysis.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Cell labels made from what differs between the cells, the same in simulate and the Designer. */
class CellLabelsTest {
    private static Cell cell(String ruleSet, Map<String, String> options, String... bots) {
        return new Cell("", ruleSet, options, List.of(bots));
    }

    private static final Map<String, String> STANDARD = Map.of("Recipe", "standard");
    private static final Map<String, String> EVEN = Map.of("Recipe", "even-spacing");

    @Test
    void onlyWhatDiffersIsNamed() {
        assertThat(CellLabels.of(List.of(cell("base", STANDARD, "heuristic", "heuristic", "heuristic", "heuristic"),
                cell("base", EVEN, "heuristic", "heuristic", "heuristic", "heuristic"))))
                .containsExactly("standard", "even-spacing");
        assertThat(CellLabels.of(List.of(cell("base", STANDARD, "random", "random", "random"),
                cell("base", STANDARD, "random", "random", "random", "random"))))
                .containsExactly("3p", "4p");
        assertThat(CellLabels.of(List.of(cell("base", STANDARD, "heuristic", "random", "random"))))
                .as("a cell alone is named by its recipe").containsExactly("standard");
    }

    @Test
    void anOptionThatDiffersIsNamedWithItsValue() {
        assertThat(CellLabels.of(List.of(cell("base", Map.of("Recipe", "standard", "DeadTrackRule", "yes"), "random", "random"),
                cell("base", Map.of("Recipe", "standard", "DeadTrackRule", "no"), "random", "random"))))
                .containsExactly("DeadTrackRule=yes", "DeadTrackRule=no");
    }

    @Test
    void lineUpsAreComparedBetweenCellsOfAsManyPlayers() {
        assertThat(CellLabels.of(List.of(cell("base", STANDARD, "heuristic", "random", "random"),
                cell("base", STANDARD, "heuristic", "random", "random", "random"))))
                .as("one list of bots filled up to each count").containsExactly("3p", "4p");
        assertThat(CellLabels.of(List.of(cell("base", STANDARD, "heuristic", "heuristic", "heuristic", "heuristic"),
                cell("base", STANDARD, "heuristic", "random", "random", "random"))))
                .containsExactly("heuristic", "heuristic+random×3");
    }

    @Test
    void repeatsAreNumbered() {
        Cell a = cell("base", STANDARD, "random", "random", "random", "random");
        assertThat(CellLabels.of(List.of(a, a, a))).containsExactly("standard", "standard (2)", "standard (3)");
        assertThat(CellLabels.unique(List.of("a", "a", "a (2)"))).containsExactly("a", "a (3)", "a (2)");
    }
}
