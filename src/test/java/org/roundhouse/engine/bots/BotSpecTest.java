package org.roundhouse.engine.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class BotSpecTest {
    private static final List<String> PLAIN = List.of("random", "heuristic");
    private static final List<String> SEARCHES = List.of("search", "deep");

    private static BotSpec parse(String spec) {
        return BotSpec.parse(spec, PLAIN, SEARCHES, "x");
    }

    @Test
    void readsPlainNamesAndBudgets() {
        assertThat(parse(" Random ")).isEqualTo(new BotSpec("random", "random", 0, 0, 1));
        assertThat(parse("heuristic").kind()).isEqualTo("heuristic");
        assertThat(parse("search")).isEqualTo(new BotSpec("search", "search", 200, 0, 1));
        assertThat(parse("search:50ms")).isEqualTo(new BotSpec("search", "search:50ms", 0, 50, 1));
        assertThat(parse("search:300:2t")).isEqualTo(new BotSpec("search", "search:300:2t", 300, 0, 2));
        assertThat(parse("deep:40")).isEqualTo(new BotSpec("deep", "deep:40", 40, 0, 1));
    }

    @Test
    void refusesWhatItDoesNotKnow() {
        assertThatThrownBy(() -> BotSpec.parse("genius", PLAIN, SEARCHES, "random, heuristic"))
                .hasMessage("no bot 'genius'; known: random, heuristic");
        assertThatThrownBy(() -> parse("heuristic:20")).hasMessageContaining("no bot 'heuristic:20'");
        assertThatThrownBy(() -> parse("search:0")).hasMessageContaining("the budget must be 1 to 10000000");
        assertThatThrownBy(() -> parse("search:10:65t")).hasMessageContaining("threads must be 1 to 64");
    }
}
