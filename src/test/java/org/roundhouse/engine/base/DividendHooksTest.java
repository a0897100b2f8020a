package org.roundhouse.engine.base;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.DividendPayment;

/** A variant changes the base game's scoring by overriding one hook, and the same deal is otherwise played alike. */
class DividendHooksTest {
    private static final Board BOARD = Boards.unionPacific();

    /** Pays every holder of a company its value per share held, Union Pacific as in the base game. */
    static final class FlatPay extends BaseGame {
        FlatPay() {
            super(BOARD, BaseOptions.standard());
        }

        @Override
        protected int[] payout(BaseState s, int number, int company, int[] holdings) {
            if (company == board().unionPacific()) return super.payout(s, number, company, holdings);
            int[] pay = new int[holdings.length];
            for (int r = 0; r < pay.length; r++) pay[r] = holdings[r] * s.companyValue(company);
            return pay;
        }
    }

    /** The base game with 10 more for seat 1 once the last dividend is paid. */
    static final class Bonus extends BaseGame {
        Bonus() {
            super(BOARD, BaseOptions.standard());
        }

        @Override
        protected void finalScoring(BaseState s) {
            award(s, 0, 10);
        }
    }

    @Test
    void aPayoutHookChangesWhatEachDividendPaysAndNothingElse() {
        BaseGame base = new BaseGame(BOARD, BaseOptions.standard());
        for (int seed = 0; seed < 20; seed++) {
            BaseState plain = RandomPlayer.play(base, 4, seed).end();
            BaseState flat = RandomPlayer.play(new FlatPay(), 4, seed).end();
            assertThat(flat.payments()).hasSameSizeAs(plain.payments());
            for (DividendPayment p : flat.payments()) {
                for (int r = 0; r < 4; r++) {
                    for (int c = 0; c < BOARD.companyCount(); c++) {
                        assertThat(p.payouts()[r][c]).isEqualTo(p.holdings()[r][c] * p.values()[c]);
                    }
                }
            }
            int[] cash = new int[4];
            for (DividendPayment p : flat.payments()) for (int r = 0; r < 4; r++) cash[r] += p.total()[r];
            for (int r = 0; r < 4; r++) assertThat(flat.cash(r)).isEqualTo(cash[r]);
        }
    }

    @Test
    void theFinalScoringHookRunsOnceWhenTheGameEnds() {
        BaseGame base = new BaseGame(BOARD, BaseOptions.standard());
        for (int seed = 0; seed < 20; seed++) {
            BaseState plain = RandomPlayer.play(base, 3, seed).end();
            BaseState bonus = RandomPlayer.playChecked(new Bonus(), 3, seed).end();
            assertThat(bonus.isOver()).isTrue();
            assertThat(bonus.cash(0)).isEqualTo(plain.cash(0) + 10);
            assertThat(bonus.cash(1)).isEqualTo(plain.cash(1));
        }
    }
}
