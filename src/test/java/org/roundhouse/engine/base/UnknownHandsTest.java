package org.roundhouse.engine.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;

/** A game entered at the table may leave hands of the deal unknown; the moves then reveal the cards. */
class UnknownHandsTest {
    private final Board board = Boards.unionPacific();
    private final BaseGame game = new BaseGame(board, BaseOptions.standard());

    private static BaseSetup hideHand(BaseSetup setup, int seat) {
        List<List<Integer>> shares = new ArrayList<>(setup.shareHands());
        List<List<Integer>> tracks = new ArrayList<>(setup.trackHands());
        shares.set(seat, Collections.nCopies(4, BaseMove.UNKNOWN));
        tracks.set(seat, Collections.nCopies(3, BaseMove.UNKNOWN));
        return new BaseSetup(setup.players(), tracks, shares, setup.display(), List.of(), List.of());
    }

    @Test
    void aWholeGameReplaysWithTwoHandsUnknown() {
        for (long seed = 1; seed <= 30; seed++) {
            int players = 3 + (int) (seed % 4);
            RandomPlayer.Playout played = RandomPlayer.play(game, players, seed);
            BaseSetup blind = hideHand(hideHand(played.setup(), 1), players - 1);
            BaseState s = game.newGame(blind);
            assertThat(s.hiddenShares(1)).isEqualTo(4);
            assertThat(s.hiddenTrackCards(1)).isEqualTo(3);
            assertThat(s.handSize(1)).isEqualTo(5);
            long step = 0;
            for (BaseMove m : played.moves()) {
                assertThat(game.explainIllegal(s, m)).as("seed %d step %d %s", seed, step, m).isEmpty();
                s = game.applyLegal(s, m);
                step++;
                long at = step;
                long sd = seed;
                Invariants.checkAll(s, () -> "seed " + sd + " step " + at);
            }
            assertThat(s.isOver()).isTrue();
            for (int p = 0; p < players; p++) assertThat(s.cash(p)).isEqualTo(played.end().cash(p));
        }
    }

    @Test
    void anUnknownCardCanOnlyBeACardNobodyHasSeen() {
        BaseSetup setup = game.randomSetup(3, new java.util.SplittableRandom(9));
        BaseState s = game.newGame(hideHand(setup, 0));
        int ww = board.companyIndex("W&W");
        BaseState noWw = s.copy();
        noWw.pool[ww] = 0;
        assertThat(game.explainIllegal(noWw, new BaseMove.Initial(0, ww))).hasValue("no W&W share in hand to invest");
        assertThat(game.explainIllegal(s, new BaseMove.Initial(0, ww))).isEmpty();
        BaseState after = game.applyLegal(s, new BaseMove.Initial(0, ww));
        assertThat(after.hiddenShares(0)).isEqualTo(3);
        assertThat(after.deckShares(ww)).isEqualTo(s.deckShares(ww) - 1);
    }

    @Test
    void twoDifferentUnknownSharesNeedTwoUnknownCards() {
        BaseSetup setup = game.randomSetup(3, new java.util.SplittableRandom(10));
        BaseState s = Scenario.afterInitialInvestments(game, game.newGame(hideHand(setup, 0)));
        s = Scenario.drawChance(game, s);
        BaseState one = s.copy();
        one.hiddenShares[0] = 1;
        one.pool[board.companyIndex("DM")] += 2;
        int dm = board.companyIndex("DM");
        int ms = board.companyIndex("MS");
        one.hand[0 * one.k + dm] = 0;
        one.hand[0 * one.k + ms] = 0;
        assertThat(game.explainIllegal(one, BaseMove.Invest.pair(0, dm, ms)))
                .hasValue("only one unknown card in hand for two different shares");
    }

    @Test
    void aKnownDeckOrderMayLeaveTheUnknownCardsOut() {
        BaseSetup setup = game.randomSetup(4, new java.util.SplittableRandom(11));
        BaseSetup partlyKnown = new BaseSetup(4, hideHand(setup, 2).trackHands(), hideHand(setup, 2).shareHands(),
                setup.display(), setup.shareDeck(), setup.trackDeck());
        BaseState s = game.newGame(partlyKnown);
        assertThat(s.knowsDeckOrder()).isTrue();
        assertThat(s.deckSize()).isEqualTo(setup.shareDeck().size());
    }
}
