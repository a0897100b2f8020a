package org.roundhouse.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;

/** The shared pieces rule sets build their facts, options and words from. */
class FactsAndWordsHelpersTest {
    private static final Board BOARD = Boards.unionPacific();

    @Test
    void theBuilderReadsOneNumberPerSeatAndPerCompany() {
        PositionFacts.Builder f = new PositionFacts.Builder(BOARD, 3, PositionFacts.ALL_SEEING);
        assertThat(f.perSeat(p -> 10 * p)).containsExactly(0, 10, 20);
        int[] perCompany = f.perCompany(c -> c + 1);
        assertThat(perCompany).hasSize(BOARD.companyCount() + 1);
        assertThat(perCompany[BOARD.unionPacific()]).as("Union Pacific included").isEqualTo(BOARD.unionPacific() + 1);
        int[][] played = f.perSeatAndCompany((p, c) -> 100 * p + c);
        assertThat(played).hasNumberOfRows(3);
        assertThat(played[2]).hasSize(BOARD.companyCount() + 1);
        assertThat(played[2][4]).isEqualTo(204);
    }

    @Test
    void aChoiceIsWrittenOnlyAwayFromItsDefault() {
        RuleOption o = RuleOption.choice("SalePrice", "sale-price", "option.salePrice", List.of("full", "half"), "full", "");
        assertThat(o).isEqualTo(new RuleOption("SalePrice", "sale-price", "option.salePrice", List.of("full", "half"), "full", false, ""));
        assertThat(o.writtenFor("full")).isFalse();
        assertThat(o.writtenFor("half")).isTrue();
        assertThat(RuleOption.choice("OneWay", "one-way", "x", RuleOption.YES_NO, RuleOption.YES, "").isYesNo()).isTrue();
    }

    @Test
    void anAbbreviationTakesTheArticleOfItsFirstLetter() {
        assertThat(Phrases.takesAn("MS")).isTrue();
        assertThat(Phrases.takesAn("EP&RG")).isTrue();
        assertThat(Phrases.takesAn("UP")).isFalse();
        assertThat(Phrases.takesAn("DM")).isFalse();
        assertThat(Phrases.takesAn("")).isFalse();
        assertThat(Phrases.articleKey("sd.describe.train", "MS")).isEqualTo("sd.describe.train.an");
        assertThat(Phrases.articleKey("sd.describe.train", "DM")).isEqualTo("sd.describe.train");
    }
}
