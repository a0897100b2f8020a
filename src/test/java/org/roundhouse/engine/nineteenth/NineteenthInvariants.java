package org.roundhouse.engine.nineteenth;

import static org.assertj.core.api.Assertions.assertThat;

import org.roundhouse.board.Board;

/** What holds in every position of the nineteenth-century variant: money and shares conserved. */
final class NineteenthInvariants {
    private NineteenthInvariants() {
    }

    static void check(NineteenthState s, String where) {
        Board board = s.board();
        int up = board.unionPacific();
        int money = 0;
        for (int p = 0; p < s.players(); p++) {
            assertThat(s.cash(p)).as(where + ": seat %d's cash", p + 1).isNotNegative();
            money += s.cash(p);
        }
        for (int c = 0; c <= up; c++) {
            assertThat(s.treasury(c)).as(where + ": treasury of %d", c).isNotNegative();
            money += s.treasury(c);
        }
        assertThat(money).as(where + ": players' cash and treasuries against what the bank put into play").isEqualTo(s.bankNet());
        for (int c = 0; c <= up; c++) {
            int total = c == up ? board.unionPacificShares() : board.company(c).shares();
            int owned = s.sharesInCompany(c) + s.sharesInBank(c) + s.unionPacificShares(c);
            for (int p = 0; p < s.players(); p++) {
                assertThat(s.shares(p, c)).isNotNegative();
                owned += s.shares(p, c);
            }
            assertThat(s.sharesInCompany(c)).isNotNegative();
            assertThat(s.sharesInBank(c)).isNotNegative();
            assertThat(s.unionPacificShares(c)).isNotNegative();
            assertThat(owned).as(where + ": every share of %d owned once", c).isEqualTo(total);
        }
        assertThat(s.unionPacificShares(up)).isZero();
        int trains = 0;
        for (int sec = 0; sec < board.sections().size(); sec++) {
            assertThat(s.trainsOn(sec)).isLessThanOrEqualTo(board.section(sec).spaces());
            trains += s.trainsOn(sec);
        }
        int placed = 0;
        for (int c = 0; c < up; c++) {
            assertThat(s.trainsLeft(c)).isNotNegative();
            placed += s.trains(c);
        }
        assertThat(trains).isEqualTo(placed);
        for (int d = 0; d < s.decks(); d++) {
            assertThat(s.deckSize(d) + s.discards(d)).as(where + ": the cards of deck %d", d)
                    .isEqualTo(s.game().deckTracks(d) + s.game().deckAces(d));
        }
    }
}
