package org.roundhouse.engine.base;

import org.roundhouse.TestSeam;
import org.roundhouse.engine.DividendPayment;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.Dividends;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.Replay;

/**
 * The two-player rules' last payment, which includes the imaginary player, pays Union
 * Pacific by the row the option names: the third (15/12/9/6/3, the default) or the fourth
 * (20/16/12/8/4); every other payment and every other company are the same either way.
 */
class TwoPlayerLastRowTest {
    private static BaseState end(TwoPlayerLastRow row, long seed) {
        GameRecord record = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(2, "standard", true, false, List.of("Anna", "Ben"))
                .withOption("TwoPlayerLastRow", row.word()), seed);
        BaseState end = TestSeam.state(Replay.of(record).finalState());
        assertThat(end.isOver()).isTrue();
        return end;
    }

    private static int[] upColumn(int[][] table, int up) {
        int[] column = new int[table.length];
        for (int r = 0; r < table.length; r++) column[r] = table[r][up];
        return column;
    }

    @Test
    void theDefaultIsTheThirdRow() {
        assertThat(BaseOptions.standard().twoPlayerLastRow()).isEqualTo(TwoPlayerLastRow.THIRD);
        assertThat(new BaseOptions(BaseOptions.standard().recipe(), true, false).twoPlayerLastRow()).isEqualTo(TwoPlayerLastRow.THIRD);
    }

    @Test
    void theLastPaymentOfHouseAndPlayersFollowsTheChosenRow() {
        int differing = 0;
        for (long seed = 1; seed <= 20; seed++) {
            BaseState third = end(TwoPlayerLastRow.THIRD, seed);
            BaseState fourth = end(TwoPlayerLastRow.FOURTH, seed);
            int up = third.board().unionPacific();
            List<DividendPayment> a = third.payments();
            List<DividendPayment> b = fourth.payments();
            assertThat(a).hasSize(3);
            assertThat(b).hasSize(3);
            // the same moves: the first two payments are the same
            assertThat(b.subList(0, 2)).isEqualTo(a.subList(0, 2));
            DividendPayment lastA = a.get(2);
            DividendPayment lastB = b.get(2);
            assertThat(lastA.includesHouse(2)).isTrue();
            assertThat(lastB.holdings()).isDeepEqualTo(lastA.holdings());
            int[] holdings = upColumn(lastA.holdings(), up);
            assertThat(upColumn(lastA.payouts(), up)).containsExactly(Dividends.tablePayout(new int[] {15, 12, 9, 6, 3}, holdings));
            assertThat(upColumn(lastB.payouts(), up)).containsExactly(Dividends.tablePayout(new int[] {20, 16, 12, 8, 4}, holdings));
            for (int r = 0; r < 3; r++) {
                for (int c = 0; c < up; c++) assertThat(lastB.payouts()[r][c]).isEqualTo(lastA.payouts()[r][c]);
                int extra = lastB.payouts()[r][up] - lastA.payouts()[r][up];
                assertThat(fourth.cashOf(r)).isEqualTo(third.cashOf(r) + extra);
                if (extra != 0) differing++;
            }
        }
        assertThat(differing).as("some games have Union Pacific holders at the last payment").isPositive();
    }

    @Test
    void withMorePlayersOrWithoutTheTwoPlayerRulesTheOptionChangesNothing() {
        BaseGame third = new BaseGame(org.roundhouse.board.Boards.unionPacific(), BaseOptions.standard());
        BaseGame fourth = new BaseGame(org.roundhouse.board.Boards.unionPacific(),
                BaseOptions.standard().withTwoPlayerLastRow(TwoPlayerLastRow.FOURTH));
        BaseGame fourthWithout = new BaseGame(org.roundhouse.board.Boards.unionPacific(),
                BaseOptions.standard().withTwoPlayerLastRow(TwoPlayerLastRow.FOURTH).withTwoPlayerRules(false));
        assertThat(fourth.unionPacificRow(3, 2)).containsExactly(20, 16, 12, 8, 4);
        assertThat(third.unionPacificRow(3, 2)).containsExactly(15, 12, 9, 6, 3);
        assertThat(fourth.unionPacificRow(3, 3)).containsExactly(15, 12, 9, 6, 3);
        assertThat(fourth.unionPacificRow(2, 2)).containsExactly(10, 8, 6, 4, 2);
        assertThat(fourthWithout.unionPacificRow(3, 2)).containsExactly(15, 12, 9, 6, 3);
        assertThat(fourthWithout.unionPacificRow(4, 2)).containsExactly(20, 16, 12, 8, 4);
    }
}
