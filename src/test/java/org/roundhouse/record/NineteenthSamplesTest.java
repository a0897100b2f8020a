package org.roundhouse.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.PublicView;

/** The samples of the nineteenth-century variant: a game in notation, a table game in XML, and an annotated game. */
class NineteenthSamplesTest {
    private static final Path DIR = Path.of("sample-games");

    private static GameRecord load(String name) {
        LoadResult r = RecordLoader.load(DIR.resolve(name));
        assertThat(r.error()).as(name).isEmpty();
        GameRecord g = r.record().orElseThrow();
        assertThat(g.setup().rulesetId()).isEqualTo("nineteenth-century");
        assertThat(Replay.of(g).finalState().isOver()).as("%s is finished", name).isTrue();
        return g;
    }

    @Test
    void theSamplesAreGamesOfTheVariantInBothFormatsOneAsPlayedAtTheTable() {
        GameRecord four = load("4p-nineteenth-century.upn");
        assertThat(four.setup().deal().knowsDeckOrders()).isTrue();
        Replay replay = Replay.of(four);
        PublicView end = replay.game().view(replay.finalState());
        assertThat(end.dividendsPaid()).as("all ten dividend cards").isEqualTo(10);
        GameRecord table = load("3p-nineteenth-century-table.xml");
        assertThat(table.setup().deal().knowsDeckOrders()).as("a table game: the cards come from the moves").isFalse();
        assertThat(table.setup().playerCount()).isEqualTo(3);
    }

    @Test
    void theAnnotatedGameExplainsTheRules() {
        GameRecord r = load("annotated-3p-nineteenth-century.upn");
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
        assertThat(r.root().comment()).contains("$10M").contains("treasury").contains("okB").contains("tenth ends the game");
        assertThat(r.header().annotator()).isNotEmpty();
    }
}
