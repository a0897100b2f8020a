package org.roundhouse.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The samples of the stripped-down variant: a game in notation, a table game in XML, and an annotated game. */
class StrippedDownSamplesTest {
    private static final Path DIR = Path.of("sample-games");

    private static GameRecord load(String name) {
        LoadResult r = RecordLoader.load(DIR.resolve(name));
        assertThat(r.error()).as(name).isEmpty();
        GameRecord g = r.record().orElseThrow();
        assertThat(g.setup().rulesetId()).isEqualTo("stripped-down");
        assertThat(Replay.of(g).finalState().isOver()).as("%s is finished", name).isTrue();
        return g;
    }

    @Test
    void theSamplesAreGamesOfTheVariantInBothFormatsOneAsPlayedAtTheTable() {
        assertThat(load("4p-stripped-down.upn").setup().deal().knowsDeckOrders()).isTrue();
        GameRecord table = load("3p-stripped-down-table.xml");
        assertThat(table.setup().deal().knowsDeckOrders()).as("a table game: the cards come from the moves").isFalse();
        assertThat(table.setup().playerCount()).isEqualTo(3);
    }

    @Test
    void theAnnotatedGameExplainsTheRules() {
        GameRecord r = load("annotated-4p-stripped-down.upn");
        List<MoveNode> all = new ArrayList<>();
        List<MoveNode> stack = new ArrayList<>(List.of(r.root()));
        while (!stack.isEmpty()) {
            MoveNode n = stack.remove(stack.size() - 1);
            all.add(n);
            stack.addAll(n.children());
        }
        assertThat(all.stream().filter(n -> !n.comment().isEmpty()).count()).isGreaterThanOrEqualTo(10);
        assertThat(all.stream().filter(n -> n.mark().isPresent()).count()).isGreaterThanOrEqualTo(3);
        assertThat(all.stream().mapToLong(n -> n.variations().size()).sum()).isGreaterThanOrEqualTo(3);
        assertThat(r.root().comment()).contains("no map").contains("bribes").contains("15, 7, 15, 7, 14, 7, 14, 7");
        assertThat(r.header().annotator()).isNotEmpty();
    }
}
