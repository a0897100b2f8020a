package org.roundhouse.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The board splits into the map and the components; a board without a map keeps the components whole. */
class ComponentsTest {
    private final Board board = Boards.unionPacific();

    @Test
    void theBoardAnswersForItsComponents() {
        Components c = board.components();
        assertThat(board.hasMap()).isTrue();
        assertThat(c.companies()).isEqualTo(board.companies());
        assertThat(c.unionPacific()).isEqualTo(board.unionPacific()).isEqualTo(10);
        assertThat(c.totalCompanyShares()).isEqualTo(board.totalCompanyShares());
        assertThat(c.totalTrains()).isEqualTo(board.totalTrains());
        assertThat(c.dividendCards()).isEqualTo(board.dividendCards()).isEqualTo(4);
        for (int kind = 0; kind < c.trackCardKinds(); kind++) assertThat(c.trackCards(kind)).isEqualTo(board.trackCards(kind));
        assertThat(c.companyIndex("EP&RG")).isEqualTo(board.companyIndex("EP&RG"));
        assertThat(c.companyAbbreviation(c.unionPacific())).isEqualTo("UP");
    }

    @Test
    void aBoardWithoutAMapHasTheComponentsAndNoCitiesOrSections() {
        Board bare = Board.withoutMap("rows", "Company rows", board.components());
        assertThat(bare.hasMap()).isFalse();
        assertThat(bare.cities()).isEmpty();
        assertThat(bare.sections()).isEmpty();
        assertThat(bare.companyCount()).isEqualTo(board.companyCount());
        assertThat(bare.totalTrackCards()).isEqualTo(board.totalTrackCards());
        assertThat(bare.startSections(0)).isEmpty();
    }

    @Test
    void trackCardsNeedACountPerTypeAndOneForWild() {
        assertThatThrownBy(() -> new Components(List.of("plain", "forest"), board.companies(), 20, new int[] {5, 5}, 4))
                .hasMessageContaining("one count per type and one for wild");
    }
}
