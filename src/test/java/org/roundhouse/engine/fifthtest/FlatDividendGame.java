package org.roundhouse.engine.fifthtest;

import org.roundhouse.board.Board;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseOptions;
import org.roundhouse.engine.base.BaseState;

/**
 * A throw-away fifth rule set: the base game, except that a dividend pays every share laid
 * face up its company's value (no first and second places); Union Pacific as in the base game.
 */
public final class FlatDividendGame extends BaseGame {
    public FlatDividendGame(Board board, BaseOptions options) {
        super(board, options);
    }

    @Override
    public String id() {
        return FlatDividendRuleSet.ID;
    }

    @Override
    protected int[] payout(BaseState s, int number, int company, int[] holdings) {
        if (company == board().unionPacific()) return super.payout(s, number, company, holdings);
        int[] pay = new int[holdings.length];
        for (int r = 0; r < pay.length; r++) pay[r] = holdings[r] * s.companyValue(company);
        return pay;
    }
}
