package org.roundhouse.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ForwardingPublicViewTest {
    /** Three seats and a house with 9, 4, 7 and 12: the house is richest. */
    private static final PublicView TABLE = new PublicView() {
        public int players() { return 3; }
        public int cash(int seat) { return new int[] {9, 4, 7}[seat]; }
        public boolean hasHouse() { return true; }
        public int houseCash() { return 12; }
        public int[] ranking() { return new int[] {3, 0, 2, 1}; }
        public int cashOf(int recipient) { return recipient == 3 ? 12 : cash(recipient); }
        public int dividendsDrawn() { return 2; }
        public int dividendsPaid() { return 1; }
        public List<DividendPayment> payments() { return List.of(); }
        public int playedShares(int seat, int company) { return 10 * seat + company; }
        public int totalPlayed(int company) { return 20 + company; }
        public int trainsPlaced(int company) { return 30 + company; }
        public int trainsLeft(int company) { return 40 + company; }
        public int companyValue(int company) { return 50 + company; }
        public int[] display() { return new int[] {1, 2}; }
        public int deckSize() { return 33; }
        public int unionPacificLeft() { return 6; }
        public int trainsOn(int section) { return section; }
        public int trainOn(int section, int i) { return section + i; }
        public int[] extra(String key) { return new int[] {1}; }
    };

    @Test
    void answersAsTheTableButWhatItOverrides() {
        PublicView noHouse = new ForwardingPublicView(TABLE) {
            @Override public boolean hasHouse() { return false; }
            @Override public int deckSize() { return 35; }
        };
        assertThat(noHouse.players()).isEqualTo(3);
        assertThat(noHouse.cash(1)).isEqualTo(4);
        assertThat(noHouse.houseCash()).isEqualTo(12);
        assertThat(noHouse.ranking()).containsExactly(3, 0, 2, 1);
        assertThat(noHouse.cashOf(2)).isEqualTo(7);
        assertThat(noHouse.dividendsDrawn()).isEqualTo(2);
        assertThat(noHouse.dividendsPaid()).isEqualTo(1);
        assertThat(noHouse.playedShares(2, 3)).isEqualTo(23);
        assertThat(noHouse.totalPlayed(1)).isEqualTo(21);
        assertThat(noHouse.trainsPlaced(1)).isEqualTo(31);
        assertThat(noHouse.trainsLeft(1)).isEqualTo(41);
        assertThat(noHouse.companyValue(1)).isEqualTo(51);
        assertThat(noHouse.display()).containsExactly(1, 2);
        assertThat(noHouse.unionPacificLeft()).isEqualTo(6);
        assertThat(noHouse.trainsOn(5)).isEqualTo(5);
        assertThat(noHouse.trainOn(5, 1)).isEqualTo(6);
        assertThat(noHouse.deckSize()).isEqualTo(35);
        assertThat(noHouse.hasHouse()).isFalse();
    }

    @Test
    void theWinnersAndTheSeriesAreTheViewsOwn() {
        assertThat(TABLE.winners()).containsExactly(3);
        PublicView noHouse = new ForwardingPublicView(TABLE) {
            @Override public boolean hasHouse() { return false; }
        };
        assertThat(noHouse.winners()).containsExactly(0);
        assertThatThrownBy(() -> noHouse.extra("x")).hasMessageContaining("no series 'x'");
    }
}
