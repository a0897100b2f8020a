package org.roundhouse.engine.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Every rule set reads a bot's name the same way. */
class BotSpecTest {
    @Test
    void namesAndBudgetsAreRead() {
        assertThat(BotSpec.parse(" Random ", "x").kind()).isEqualTo(BotSpec.Kind.RANDOM);
        assertThat(BotSpec.parse("heuristic", "x").kind()).isEqualTo(BotSpec.Kind.HEURISTIC);
        assertThat(BotSpec.parse("search", "x")).isEqualTo(new BotSpec(BotSpec.Kind.SEARCH, "search", 200, 0, 1));
        assertThat(BotSpec.parse("search:50ms", "x")).isEqualTo(new BotSpec(BotSpec.Kind.SEARCH, "search:50ms", 0, 50, 1));
        assertThat(BotSpec.parse("search:300:2t", "x")).isEqualTo(new BotSpec(BotSpec.Kind.SEARCH, "search:300:2t", 300, 0, 2));
    }

    @Test
    void aBadNameSaysWhatIsWrongAndWhatIsKnown() {
        assertThatThrownBy(() -> BotSpec.parse("genius", "random, heuristic")).hasMessage("no bot 'genius'; known: random, heuristic");
        assertThatThrownBy(() -> BotSpec.parse("search:0", "x")).hasMessageContaining("the budget must be 1 to 10000000");
        assertThatThrownBy(() -> BotSpec.parse("search:10:65t", "x")).hasMessageContaining("threads must be 1 to 64");
    }
}
