package org.roundhouse.engine.nineteenth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.DividendPayment;
import org.roundhouse.engine.IllegalMoveException;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.Refusal;
import org.roundhouse.engine.nineteenth.NineteenthMove.Answer;
import org.roundhouse.engine.nineteenth.NineteenthMove.Begin;
import org.roundhouse.engine.nineteenth.NineteenthMove.Buy;
import org.roundhouse.engine.nineteenth.NineteenthMove.Done;
import org.roundhouse.engine.nineteenth.NineteenthMove.Expand;
import org.roundhouse.engine.nineteenth.NineteenthMove.Flip;
import org.roundhouse.engine.nineteenth.NineteenthMove.Invest;
import org.roundhouse.engine.nineteenth.NineteenthMove.Reveal;
import org.roundhouse.engine.nineteenth.NineteenthMove.Sell;
import org.roundhouse.engine.nineteenth.NineteenthState.Phase;

/** Every rule of the nineteenth-century text, and the choices of docs/rules-notes.md where it is silent, one by one. */
class NineteenthRulesTest {
    static final Board BOARD = Boards.unionPacific();
    /** The default rules but for the idle round, so that scenarios may pass whole rounds. */
    static final NineteenthCentury GAME = new NineteenthCentury(BOARD, new NineteenthOptions(false, false, true, false, false));
    static final int EPRG = BOARD.companyIndex("EP&RG");
    static final int BNL = BOARD.companyIndex("BNL");
    static final int DM = BOARD.companyIndex("DM");
    static final int MS = BOARD.companyIndex("MS");
    static final int KCC = BOARD.companyIndex("KCC");
    static final int UP = BOARD.unionPacific();
    static final int PLAIN = BOARD.trackTypeIndex("plain");
    static final int FOREST = BOARD.trackTypeIndex("forest");
    static final int MOUNTAIN = BOARD.trackTypeIndex("mountain");
    static final int DESERT = BOARD.trackTypeIndex("desert");
    static final int T = NineteenthMove.TRACK;
    static final int A = NineteenthMove.ACE;
    static final int DIV = NineteenthMove.DIVIDEND;

    static int section(String code) {
        return BOARD.sections().stream().filter(s -> BOARD.sectionCode(s.index()).equals(code)).findFirst().orElseThrow().index();
    }

    static NineteenthState apply(NineteenthCentury game, NineteenthState s, NineteenthMove... steps) {
        for (NineteenthMove m : steps) {
            try {
                s = game.apply(s, m);
            } catch (IllegalMoveException e) {
                throw new AssertionError(m + " at " + s + ": " + e.getMessage(), e);
            }
        }
        return s;
    }

    static NineteenthState apply(NineteenthState s, NineteenthMove... steps) {
        return apply(GAME, s, steps);
    }

    /** Three seats, the decks' order unknown, showing a track card each but an "A" card on the desert deck; seat A to invest. */
    static NineteenthState started(NineteenthCentury game) {
        return apply(game, game.newGame(new NineteenthSetup(3, List.of(T, T, T, A), List.of())), new Begin(0));
    }

    static NineteenthState started() {
        return started(GAME);
    }

    static String refusal(NineteenthState s, NineteenthMove m) {
        Optional<Refusal> r = GAME.refusal(s, m);
        assertThat(r).as("%s is refused", m).isPresent();
        return r.get().code();
    }

    // ------------------------------------------------------------------ before the game

    @Test
    void setupGivesCashTreasuriesShareDecksStartingTrainsTokensAndFaceUpDecks() {
        NineteenthState s = GAME.newGame(new NineteenthSetup(4, List.of(T, A, T, T), List.of()));
        assertThat(s.isSimultaneous()).isTrue();
        assertThat(GAME.legalMoves(s)).containsExactly(new Begin(0));
        for (int p = 0; p < 4; p++) assertThat(s.cash(p)).isEqualTo(10);
        for (int c = 0; c <= UP; c++) {
            assertThat(s.treasury(c)).as("treasury %d", c).isEqualTo(2);
            int shares = c == UP ? 20 : BOARD.company(c).shares();
            assertThat(s.sharesInCompany(c)).isEqualTo(shares);
            assertThat(s.sharesInBank(c)).isZero();
        }
        assertThat(s.bankNet()).isEqualTo(4 * 10 + 11 * 2);
        // starting trains as in the base game: two for EP&RG, one for every other company
        assertThat(s.trains(EPRG)).isEqualTo(2);
        assertThat(s.trains(DM)).isEqualTo(1);
        assertThat(s.trains(UP)).isZero();
        for (int c = 0; c < UP; c++) assertThat(s.tokenBesideTreasury(c)).isTrue();
        // four decks by type: nine track cards and one "A" card each, one showing, a dividend card in each
        assertThat(s.decks()).isEqualTo(4);
        assertThat(s.topCard(FOREST)).isEqualTo(A);
        assertThat(s.topCard(PLAIN)).isEqualTo(T);
        for (int d = 0; d < 4; d++) {
            assertThat(s.deckSize(d)).isEqualTo(10);
            assertThat(s.mayHoldDividend(d)).isTrue();
        }
        assertThat(s.cycle()).isEqualTo(1);
        assertThat(s.dividendsLeftInCycle()).isEqualTo(4);
        s = apply(s, new Begin(0));
        assertThat(s.currentPlayer()).isZero();
        assertThat(s.phaseName()).isEqualTo("the investment");
    }

    @Test
    void aDividendCardNeverStartsOnTop() {
        assertThatThrownBy(() -> GAME.newGame(new NineteenthSetup(3, List.of(T, DIV, T, T), List.of())))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cannot show a dividend card");
        for (long seed = 0; seed < 300; seed++) {
            NineteenthSetup d = GAME.randomDeal(3, new SplittableRandom(seed));
            assertThat(d.orders()).hasSize(4);
            for (int cycle = 0; cycle < 4; cycle++) {
                int dividends = 0;
                for (List<Integer> deck : d.orders().get(cycle)) {
                    assertThat(deck.get(0)).isNotEqualTo(DIV);
                    assertThat(deck.stream().filter(c -> c == A).count()).isEqualTo(1);
                    dividends += (int) deck.stream().filter(c -> c == DIV).count();
                }
                assertThat(dividends).as("dividend cards of cycle %d", cycle + 1).isEqualTo(4 - cycle);
            }
        }
        List<List<List<Integer>>> orders = new ArrayList<>(GAME.randomDeal(3, new SplittableRandom(1)).orders());
        List<List<Integer>> first = new ArrayList<>(orders.get(0));
        List<Integer> plain = new ArrayList<>(first.get(0));
        plain.remove(Integer.valueOf(DIV));
        plain.add(0, DIV);
        first.set(0, plain);
        orders.set(0, first);
        assertThatThrownBy(() -> GAME.newGame(new NineteenthSetup(3, List.of(DIV, T, T, T), orders)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    // ------------------------------------------------------------------ investment

    @Test
    void aShareCostsTheTrainsOnTheBoardAndHalfTheRoundedDownPriceGoesToTheTreasury() {
        NineteenthState s = started();
        assertThat(s.price(EPRG)).isEqualTo(2);
        assertThat(s.price(DM)).isEqualTo(1);
        NineteenthState t = apply(s, new Buy(0, EPRG, false, 3, false));
        assertThat(t.cash(0)).isEqualTo(10 - 6);
        assertThat(t.treasury(EPRG)).isEqualTo(2 + 3);
        assertThat(t.bankNet()).as("the other half to the bank").isEqualTo(s.bankNet() - 3);
        assertThat(t.shares(0, EPRG)).isEqualTo(3);
        assertThat(t.sharesInCompany(EPRG)).isEqualTo(15);
        // $1M: half of it, rounded down, is nothing
        NineteenthState u = apply(s, new Buy(0, DM, false, 1, false));
        assertThat(u.treasury(DM)).isEqualTo(2);
        assertThat(u.cash(0)).isEqualTo(9);
        // with the option, the whole price goes to the company
        NineteenthCentury whole = new NineteenthCentury(BOARD, new NineteenthOptions(true, false, true, false, false));
        NineteenthState w = apply(whole, started(whole), new Buy(0, EPRG, false, 3, false));
        assertThat(w.treasury(EPRG)).isEqualTo(2 + 6);
        assertThat(w.bankNet()).isEqualTo(s.bankNet());
    }

    @Test
    void theSharePriceFollowsTheTrainsOnTheBoard() {
        NineteenthState s = apply(started(), new Buy(0, DM, false, 1, false), new Done(0));
        s = apply(s, new Expand(0, DM, section("DEN-OMA")));
        assertThat(s.trains(DM)).isEqualTo(2);
        assertThat(s.price(DM)).isEqualTo(2);
    }

    @Test
    void soldSharesGoToTheBankAndAreBoughtBackFromIt() {
        NineteenthState s = apply(started(), new Buy(0, EPRG, false, 2, false), new Done(0), new Done(0), new Done(0));
        assertThat(s.currentPlayer()).isEqualTo(1);
        s = apply(s, new Done(1), new Done(1), new Done(1));
        assertThat(refusal(s, new Sell(2, EPRG, 1, false))).isEqualTo(NineteenthCentury.NO_SHARES);
        s = apply(s, new Done(2), new Done(2), new Done(2));
        int cash = s.cash(0);
        NineteenthState t = apply(s, new Sell(0, EPRG, 1, false));
        assertThat(t.cash(0)).as("sold at the share's price").isEqualTo(cash + 2);
        assertThat(t.sharesInBank(EPRG)).isEqualTo(1);
        assertThat(t.bankNet()).isEqualTo(s.bankNet() + 2);
        // bought back from the bank in a later turn, by another seat: the price to the bank, nothing to the treasury
        t = apply(t, new Done(0), new Done(0), new Done(0));
        NineteenthState back = apply(t, new Buy(1, EPRG, true, 1, false));
        assertThat(back.sharesInBank(EPRG)).isZero();
        assertThat(back.shares(1, EPRG)).isEqualTo(1);
        assertThat(back.cash(1)).isEqualTo(t.cash(1) - 2);
        assertThat(back.treasury(EPRG)).isEqualTo(t.treasury(EPRG));
        assertThat(refusal(t, new Buy(1, EPRG, true, 2, false))).isEqualTo(NineteenthCentury.NO_SHARES);
        // with the option, a sale fetches half the price
        NineteenthCentury half = new NineteenthCentury(BOARD, new NineteenthOptions(false, true, true, false, false));
        NineteenthState h = apply(half, started(half), new Buy(0, EPRG, false, 2, false), new Done(0), new Done(0), new Done(0),
                new Done(1), new Done(1), new Done(1), new Done(2), new Done(2), new Done(2));
        assertThat(apply(half, h, new Sell(0, EPRG, 2, false)).cash(0)).isEqualTo(h.cash(0) + 2);
    }

    @Test
    void noCompanyIsBoughtAndSoldBackInOneTurn() {
        NineteenthState s = apply(started(), new Buy(0, EPRG, false, 1, false));
        assertThat(refusal(s, new Sell(0, EPRG, 1, false))).isEqualTo(NineteenthCentury.ONE_WAY);
        s = apply(s, new Buy(0, DM, false, 1, false));
        s = apply(s, new Done(0), new Done(0), new Done(0), new Done(1), new Done(1), new Done(1), new Done(2), new Done(2), new Done(2));
        s = apply(s, new Sell(0, EPRG, 1, false));
        assertThat(refusal(s, new Buy(0, EPRG, false, 1, false))).isEqualTo(NineteenthCentury.ONE_WAY);
        NineteenthCentury free = new NineteenthCentury(BOARD, new NineteenthOptions(false, false, false, false, false));
        NineteenthState f = apply(free, started(free), new Buy(0, EPRG, false, 1, false), new Sell(0, EPRG, 1, false));
        assertThat(f.sharesInBank(EPRG)).isEqualTo(1);
    }

    @Test
    void aPurchaseNeedsTheFunds() {
        NineteenthState s = started();
        assertThat(refusal(s, new Buy(0, EPRG, false, 6, false))).isEqualTo(NineteenthCentury.NO_CASH);
        assertThat(GAME.refusal(s, new Buy(0, EPRG, false, 5, false))).isEmpty();
    }

    @Test
    void aUnionPacificShareCostsTheSharesOwnedByPlayersPlusOne() {
        NineteenthState s = started();
        assertThat(s.price(UP)).isEqualTo(1);
        NineteenthState t = apply(s, new Buy(0, UP, false, 3, false));
        assertThat(t.cash(0)).as("1 + 2 + 3").isEqualTo(10 - 6);
        assertThat(t.treasury(UP)).as("half of each, rounded down: 0 + 1 + 1").isEqualTo(2 + 2);
        assertThat(t.price(UP)).isEqualTo(4);
        t = apply(t, new Buy(0, MS, false, 1, false), new Done(0), new Done(0), new Done(0), new Done(1), new Done(1), new Done(1),
                new Done(2), new Done(2), new Done(2));
        // sold one after another, each at the price it would cost right after the sale: 3, then 2
        NineteenthState sold = apply(t, new Sell(0, UP, 2, false));
        assertThat(sold.cash(0)).isEqualTo(t.cash(0) + 5);
        assertThat(sold.price(UP)).isEqualTo(2);
    }

    @Test
    void theUnionPacificControllerHasUnionPacificBuyAndSellOtherShares() {
        NineteenthState s = apply(started(), new Buy(0, UP, false, 2, false));
        assertThat(s.unionPacificController()).isZero();
        assertThat(refusal(s, new Buy(0, UP, false, 1, true))).isEqualTo(NineteenthCentury.NO_COMPANY);
        int upCash = s.treasury(UP);
        NineteenthState t = apply(s, new Buy(0, EPRG, false, 1, true));
        assertThat(t.unionPacificShares(EPRG)).isEqualTo(1);
        assertThat(t.treasury(UP)).isEqualTo(upCash - 2);
        assertThat(t.treasury(EPRG)).isEqualTo(3);
        assertThat(t.cash(0)).isEqualTo(s.cash(0));
        assertThat(GAME.legalMoves(t)).contains(new Buy(0, DM, false, 1, true));
        // a seat without the majority of the players' UP shares may not
        t = apply(t, new Done(0), new Done(0), new Done(0), new Buy(1, UP, false, 1, false));
        assertThat(refusal(t, new Buy(1, DM, false, 1, true))).isEqualTo(NineteenthCentury.NOT_UP_CONTROLLER);
        assertThat(refusal(t, new Sell(1, EPRG, 1, true))).isEqualTo(NineteenthCentury.NOT_UP_CONTROLLER);
        t = apply(t, new Buy(1, UP, false, 1, false));
        assertThat(t.unionPacificController()).as("two against two: nobody").isEqualTo(-1);
        t = apply(t, new Done(1), new Done(1), new Done(1), new Done(2), new Done(2), new Done(2), new Buy(0, UP, false, 1, false));
        // UP sells its share back to the bank; the proceeds go to UP's treasury
        NineteenthState sold = apply(t, new Sell(0, EPRG, 1, true));
        assertThat(sold.treasury(UP)).isEqualTo(t.treasury(UP) + 2);
        assertThat(sold.sharesInBank(EPRG)).isEqualTo(1);
        assertThat(sold.unionPacificShares(EPRG)).isZero();
    }

    // ------------------------------------------------------------------ expansion

    @Test
    void aPlayerWithMoreThanHalfOfThePurchasedSharesExpandsForOneMillionFromTheTreasury() {
        NineteenthState s = apply(started(), new Buy(0, DM, false, 1, false), new Done(0));
        int bank = s.bankNet();
        NineteenthState t = apply(s, new Expand(0, DM, section("DEN-OMA")));
        assertThat(t.trains(DM)).isEqualTo(2);
        assertThat(t.trainsOn(section("DEN-OMA"))).isEqualTo(1);
        assertThat(t.treasury(DM)).isEqualTo(1);
        assertThat(t.bankNet()).isEqualTo(bank - 1);
        assertThat(t.cash(0)).isEqualTo(s.cash(0));
        // trains go on any track type: DEN-OMA is plain, DM also builds on desert and forest
        assertThat(GAME.buildableSections(s, MS)).contains(section("NOL-JAX"));
    }

    @Test
    void anExpansionNeedsTheTreasurysMillion() {
        NineteenthState s = apply(started(), new Buy(0, DM, false, 1, false), new Done(0));
        s.treasury[DM] = 0;
        assertThat(refusal(s, new Expand(0, DM, section("DEN-OMA")))).isEqualTo(NineteenthCentury.TREASURY_EMPTY);
        assertThat(GAME.legalMoves(s)).noneMatch(m -> m instanceof Expand e && e.company() == DM);
    }

    @Test
    void nobodyExpandsACompanyNobodyOwns() {
        NineteenthState s = apply(started(), new Done(0));
        assertThat(refusal(s, new Expand(0, KCC, section("OMA-KCY")))).isEqualTo(NineteenthCentury.NO_MAJORITY);
        assertThat(GAME.legalMoves(s)).containsExactly(new Done(0));
    }

    /** Seat A owns 1 DM, B 1, C 1: A proposes, and needs one of them. */
    private static NineteenthState threeOwners() {
        return apply(started(), new Buy(0, DM, false, 1, false), new Done(0), new Done(0), new Done(0),
                new Buy(1, DM, false, 1, false), new Done(1), new Done(1), new Done(1),
                new Buy(2, DM, false, 1, false), new Done(2), new Done(2), new Done(2), new Done(0));
    }

    @Test
    void withoutAMajorityThePlayerProposesAndTheOthersApproveAsStepsOfTheTurn() {
        NineteenthState s = threeOwners();
        assertThat(GAME.controls(s, 0, DM)).isFalse();
        int sec = section("DEN-OMA");
        NineteenthState asked = apply(s, new Expand(0, DM, sec));
        assertThat(asked.trains(DM)).isEqualTo(1);
        assertThat(asked.answeringSeat()).isEqualTo(1);
        assertThat(asked.currentPlayer()).as("the seat asked decides").isEqualTo(1);
        assertThat(asked.activePlayer()).isZero();
        assertThat(GAME.legalMoves(asked)).containsExactly(new Answer(0, 1, true), new Answer(0, 1, false));
        assertThat(refusal(asked, new Answer(0, 2, true))).isEqualTo(NineteenthCentury.NOT_ASKED);
        assertThat(refusal(asked, new Answer(1, 1, true))).isEqualTo(Refusal.NOT_YOUR_TURN);
        NineteenthState approved = apply(asked, new Answer(0, 1, true));
        assertThat(approved.trains(DM)).as("A and B hold 2 of 3").isEqualTo(2);
        assertThat(approved.treasury(DM)).isEqualTo(1);
        // B refuses, C is asked and approves
        NineteenthState byC = apply(asked, new Answer(0, 1, false));
        assertThat(byC.answeringSeat()).isEqualTo(2);
        assertThat(apply(byC, new Answer(0, 2, true)).trains(DM)).isEqualTo(2);
        // both refuse: no train, the turn goes on without DM
        NineteenthState refused = apply(byC, new Answer(0, 2, false));
        assertThat(refused.trains(DM)).isEqualTo(1);
        assertThat(refused.phaseName()).isEqualTo("the expansion");
        assertThat(refusal(refused, new Expand(0, DM, section("DEN-CAS")))).isEqualTo(NineteenthCentury.REFUSED_THIS_TURN);
        assertThat(GAME.legalMoves(refused)).containsExactly(new Done(0));
    }

    @Test
    void theUnionPacificControllerExpandsACompanyUnionPacificControls() {
        NineteenthState s = apply(started(), new Buy(0, UP, false, 1, false), new Buy(0, DM, false, 2, true), new Done(0),
                new Done(0), new Done(0), new Buy(1, DM, false, 1, false), new Done(1));
        assertThat(GAME.controls(s, 1, DM)).isFalse();
        s = apply(s, new Done(1), new Done(1), new Done(2), new Done(2), new Done(2), new Done(0));
        // A owns no DM share, but controls UP, which owns 2 of the 3 purchased
        assertThat(s.shares(0, DM)).isZero();
        assertThat(GAME.controls(s, 0, DM)).isTrue();
        NineteenthState t = apply(s, new Expand(0, DM, section("DEN-OMA")));
        assertThat(t.trains(DM)).isEqualTo(2);
    }

    // ------------------------------------------------------------------ the track decks

    @Test
    void aTrainTurnsTheTopCardOfItsTrackTypeOrAnACardShowing() {
        NineteenthState s = apply(started(), new Buy(0, DM, false, 1, false), new Done(0), new Expand(0, DM, section("DEN-OMA")));
        assertThat(s.phaseName()).isEqualTo("the track card to turn");
        // DEN-OMA is plain track; the desert deck shows an "A" card
        assertThat(GAME.legalMoves(s)).containsExactly(new Flip(0, PLAIN), new Flip(0, DESERT));
        assertThat(refusal(s, new Flip(0, MOUNTAIN))).isEqualTo(NineteenthCentury.BAD_DECK);
        NineteenthState a = apply(s, new Flip(0, DESERT));
        assertThat(a.discardedAces(DESERT)).isEqualTo(1);
        assertThat(a.isChanceNode()).isTrue();
        NineteenthState next = apply(a, new Reveal(0, DESERT, T));
        assertThat(next.topCard(DESERT)).isEqualTo(T);
        assertThat(next.deckSize(DESERT)).isEqualTo(9);
        assertThat(next.phaseName()).isEqualTo("the additional investment");
        NineteenthState plain = apply(s, new Flip(0, PLAIN), new Reveal(0, PLAIN, A));
        assertThat(plain.discards(PLAIN)).isEqualTo(1);
        assertThat(plain.topCard(PLAIN)).isEqualTo(A);
        assertThat(refusal(apply(s, new Flip(0, PLAIN)), new Reveal(0, MOUNTAIN, T))).isEqualTo(NineteenthCentury.IMPOSSIBLE_CARD);
    }

    @Test
    void whileEveryDeckHoldsItsDividendCardItIsAnyOfTheCardsUnderTheTopAlike() {
        NineteenthState s = apply(started(), new Buy(0, DM, false, 1, false), new Done(0), new Expand(0, DM, section("DEN-OMA")),
                new Flip(0, PLAIN));
        // nine cards under the top card, and the dividend card among them: 1 in 10
        assertThat(chance(s, DIV)).isEqualTo(1.0 / 10);
        assertThat(chance(s, A)).isEqualTo(0.9 / 9);
    }

    @Test
    void laterCyclesWeighTheDecksThatMayHoldTheFewerDividendCards() {
        NineteenthState s = apply(started(), new Buy(0, DM, false, 1, false), new Done(0), new Expand(0, DM, section("DEN-OMA")),
                new Flip(0, PLAIN));
        // as in the second cycle: three dividend cards in four decks, each deck nine cards under its top
        s.cycle = 2;
        s.dividendsLeft = 3;
        for (int d = 0; d < 4; d++) {
            s.tracksUnder[d] = 8;
            s.acesUnder[d] = 1;
            s.underAtStart[d] = 9;
        }
        assertThat(chance(s, DIV)).isCloseTo(0.75 / 10, org.assertj.core.data.Offset.offset(1e-12));
        // the plain deck ran down to its last card without one: by Bayes, 3/4 · 1/10 against 1/4
        s.tracksUnder[PLAIN] = 0;
        s.acesUnder[PLAIN] = 0;
        assertThat(chance(s, DIV)).isCloseTo(3.0 / 13, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(chance(s, NineteenthMove.EMPTY)).isCloseTo(10.0 / 13, org.assertj.core.data.Offset.offset(1e-12));
    }

    private static double chance(NineteenthState s, int card) {
        long total = 0;
        long hit = 0;
        for (Outcome<NineteenthMove> o : GAME.chanceOutcomes(s)) {
            total += o.weight();
            if (((Reveal) o.move()).card() == card) hit += o.weight();
        }
        return (double) hit / total;
    }

    // ------------------------------------------------------------------ additional investment

    @Test
    void additionalInvestmentMovesCashIntoAnyTreasury() {
        NineteenthState s = apply(started(), new Done(0), new Done(0));
        NineteenthState t = apply(s, new Invest(0, KCC, 4), new Invest(0, UP, 1));
        assertThat(t.cash(0)).isEqualTo(5);
        assertThat(t.treasury(KCC)).isEqualTo(6);
        assertThat(t.treasury(UP)).isEqualTo(3);
        assertThat(t.bankNet()).isEqualTo(s.bankNet());
        assertThat(refusal(t, new Invest(0, KCC, 6))).isEqualTo(NineteenthCentury.NO_CASH);
        t = apply(t, new Done(0));
        assertThat(t.currentPlayer()).isEqualTo(1);
        assertThat(t.turn()).isEqualTo(s.turn() + 1);
    }

    // ------------------------------------------------------------------ scoring

    /**
     * The worked example of docs/rules-notes.md: A owns 2 EP&RG and 2 UP, B 1 EP&RG and 1 BNL,
     * C 1 DM and 1 UP; Union Pacific owns 2 BNL and has $2M.
     */
    @Test
    void aScoringRoundPaysThePlayersTheCompaniesAndUnionPacificsShareholders() {
        NineteenthState s = apply(started(), new Buy(0, DM, false, 1, false), new Done(0), new Expand(0, DM, section("DEN-OMA")),
                new Flip(0, PLAIN));
        // back to the trains of the start, and the holdings of the example
        s.placed[DM] = 1;
        s.held[0][DM] = 0;
        s.held[0][EPRG] = 2;
        s.held[1][EPRG] = 1;
        s.held[1][BNL] = 1;
        s.held[2][DM] = 1;
        s.upHeld[BNL] = 2;
        s.held[0][UP] = 2;
        s.held[2][UP] = 1;
        for (int c = 0; c <= UP; c++) s.treasury[c] = 2;
        int[] cash = {s.cash(0), s.cash(1), s.cash(2)};
        NineteenthState t = apply(s, new Reveal(0, PLAIN, DIV));
        DividendPayment pay = t.payments().get(0);
        // 1. as the base game pays: EP&RG is worth 3 (2 trains + 1): A 3, B 1 (half, rounded down);
        //    DM worth 3 (its train on DEN-OMA taken back, so 1 + 1 = 2): C alone takes both, 2 + 1;
        //    BNL worth 2: B is the only player holding it (UP's shares are no player's): 2 + 1
        assertThat(pay.payouts()[0][EPRG]).isEqualTo(3);
        assertThat(pay.payouts()[1][EPRG]).isEqualTo(1);
        assertThat(pay.payouts()[2][DM]).isEqualTo(3);
        assertThat(pay.payouts()[1][BNL]).isEqualTo(3);
        // 2. companies: $1M a train and a purchased share; BNL's to UP, which owns 2 of its 3
        int[] income = t.companyIncome().get(0);
        assertThat(income[EPRG]).isEqualTo(2 + 3);
        assertThat(income[DM]).isEqualTo(1 + 1);
        assertThat(income[BNL]).isZero();
        assertThat(income[MS]).isEqualTo(1);
        assertThat(income[UP]).as("BNL's 1 + 3, and 3 for UP's own shares owned by players").isEqualTo(4 + 3);
        // 3. UP has 2 + 7 = 9: the primary (A) 25% rounded up = 3, the secondary (C) half of that rounded up = 2
        assertThat(pay.payouts()[0][UP]).isEqualTo(3);
        assertThat(pay.payouts()[2][UP]).isEqualTo(2);
        assertThat(t.treasury(UP)).isEqualTo(9 - 5);
        assertThat(t.treasury(EPRG)).isEqualTo(2 + 5);
        assertThat(t.treasury(BNL)).isEqualTo(2);
        assertThat(t.cash(0)).isEqualTo(cash[0] + 3 + 3);
        assertThat(t.cash(1)).isEqualTo(cash[1] + 1 + 3);
        assertThat(t.cash(2)).isEqualTo(cash[2] + 3 + 2);
        // the dividend card is set aside and the plain deck shows its next card
        assertThat(t.dividendsLeftInCycle()).isEqualTo(3);
        assertThat(t.mayHoldDividend(PLAIN)).isFalse();
        assertThat(t.isChanceNode()).isTrue();
        assertThat(GAME.chanceOutcomes(t)).noneMatch(o -> ((Reveal) o.move()).card() == DIV);
    }

    @Test
    void unionPacificPaysAQuarterRoundedUpAndHalfOfThatRoundedUp() {
        assertThat(upPayout(7, 2, 1)).containsExactly(2, 1);
        assertThat(upPayout(9, 2, 1)).containsExactly(3, 2);
        assertThat(upPayout(12, 2, 1)).containsExactly(3, 2);
        assertThat(upPayout(1, 2, 1)).as("never more than UP has").containsExactly(1, 0);
        assertThat(upPayout(9, 1, 0)).as("a sole holder is paid as primary only").containsExactly(3, 0);
        assertThat(upPayout(9, 1, 1)).as("tied primaries split both payments, rounded down").containsExactly(2, 2);
    }

    /** What A and B get from Union Pacific with this cash after the companies' income (A and B's UP shares given). */
    private static int[] upPayout(int upCash, int a, int b) {
        NineteenthState s = apply(started(), new Buy(0, DM, false, 1, false), new Done(0), new Expand(0, DM, section("DEN-OMA")),
                new Flip(0, PLAIN));
        s.held[0][DM] = 0;
        s.held[0][UP] = a;
        s.held[1][UP] = b;
        s.treasury[UP] = upCash - (a + b);
        NineteenthState t = apply(s, new Reveal(0, PLAIN, DIV));
        DividendPayment pay = t.payments().get(0);
        return new int[] {pay.payouts()[0][UP], pay.payouts()[1][UP]};
    }

    // ------------------------------------------------------------------ the end

    @Test
    void theDividendCardsComeInCyclesOfFourThreeTwoAndOneAndTheLastEndsTheGame() {
        for (boolean known : new boolean[] {true, false}) {
            SplittableRandom rng = new SplittableRandom(known ? 3 : 4);
            NineteenthSetup deal = GAME.randomDeal(3, rng);
            NineteenthState s = apply(GAME.newGame(known ? deal : deal.withoutDeckOrders()), new Begin(0));
            List<Integer> cycles = new ArrayList<>();
            for (int flips = 0; !s.isOver(); flips++) {
                assertThat(flips).as("flips").isLessThan(400);
                // as after a train: the top card of some deck that shows one is taken off
                s.phase = Phase.FLIP;
                s.laidType = -1;
                for (int d = 0; d < 4 && s.laidType < 0; d++) if (s.topCard(d) >= 0) s.laidType = d;
                assertThat(s.laidType).as("a deck still shows a card while dividend cards are to come").isNotNegative();
                s = apply(s, new Flip(0, s.laidType));
                while (s.isChanceNode()) {
                    NineteenthMove m = GAME.sampleChance(s, rng);
                    int cycle = s.cycle();
                    s = apply(s, m);
                    if (m.isDividendDraw()) {
                        cycles.add(cycle);
                        if (!s.isOver() && s.cycle() != cycle) {
                            // every deck whole again, one dividend card fewer, the new top cards to turn up
                            for (int d = 0; d < 4; d++) assertThat(s.deckSize(d) + s.discards(d)).isEqualTo(10);
                            assertThat(s.dividendsLeftInCycle()).isEqualTo(4 - cycle);
                            assertThat(GAME.chanceOutcomes(s)).noneMatch(o -> o.move().isDividendDraw());
                        }
                    }
                }
                NineteenthInvariants.check(s, "flip " + flips);
            }
            assertThat(cycles).containsExactly(1, 1, 1, 1, 2, 2, 2, 3, 3, 4);
            assertThat(s.ending()).isEqualTo("last-dividend");
            assertThat(s.dividendsPaid()).isEqualTo(10);
        }
    }

    @Test
    void theGameEndsWhenNobodyCanExpandAnyCompany() {
        NineteenthState s = apply(started(), new Done(0), new Done(0));
        for (int c = 0; c < UP; c++) s.placed[c] = BOARD.company(c).trains();
        assertThat(GAME.anyoneCanExpand(s)).isFalse();
        NineteenthState t = apply(s, new Done(0));
        assertThat(t.isOver()).isTrue();
        assertThat(t.ending()).isEqualTo("no-expansion");
        // nor when nobody has cash or a share left to win a company with
        NineteenthState u = apply(started(), new Done(0), new Done(0));
        for (int p = 0; p < 3; p++) u.cash[p] = 0;
        assertThat(apply(u, new Done(0)).ending()).isEqualTo("no-expansion");
        NineteenthState v = apply(started(), new Done(0), new Done(0));
        assertThat(apply(v, new Done(0)).isOver()).isFalse();
    }

    @Test
    void aWholeRoundWithoutATrainEndsTheGameUnderIdleRoundEndsYes() {
        // IdleRoundEnds=yes, the default before issue #22 (NineteenthDefaultsTest has today's)
        NineteenthCentury idle = new NineteenthCentury(BOARD, NineteenthOptions.BEFORE_22);
        NineteenthState s = started(idle);
        for (int p = 0; p < 3; p++) {
            assertThat(s.isOver()).isFalse();
            s = apply(idle, s, new Done(p), new Done(p), new Done(p));
        }
        assertThat(s.isOver()).isTrue();
        assertThat(s.ending()).isEqualTo("idle-round");
        NineteenthState t = started();
        for (int p = 0; p < 3; p++) t = apply(t, new Done(p), new Done(p), new Done(p));
        assertThat(t.isOver()).isFalse();
    }

    @Test
    void mostCashWins() {
        NineteenthState s = started();
        s.cash[1] = 30;
        s.cash[2] = 30;
        assertThat(s.winners()).containsExactly(1, 2);
        assertThat(NineteenthBots.wins(s)).containsExactly(0, 0.5, 0.5);
    }

    @Test
    void stepsOutOfTurnOrPlaceAreRefusedWithStableCodes() {
        NineteenthState s = started();
        assertThat(refusal(s, new Buy(1, DM, false, 1, false))).isEqualTo(Refusal.NOT_YOUR_TURN);
        assertThat(refusal(s, new Expand(0, DM, section("DEN-OMA")))).isEqualTo(Refusal.OUT_OF_PLACE);
        assertThat(refusal(s, new Invest(0, DM, 1))).isEqualTo(Refusal.OUT_OF_PLACE);
        assertThat(refusal(s, new Buy(0, DM, false, 0, false))).isEqualTo(NineteenthCentury.BAD_COUNT);
        assertThat(refusal(s, new Sell(0, DM, 1, false))).isEqualTo(NineteenthCentury.NO_SHARES);
        NineteenthState e = apply(s, new Buy(0, DM, false, 1, false), new Done(0));
        assertThat(refusal(e, new Expand(0, DM, section("NOL-JAX")))).isEqualTo(NineteenthCentury.NOT_CONNECTED);
        assertThat(refusal(e, new Expand(0, UP, section("DEN-OMA")))).isEqualTo(NineteenthCentury.NO_COMPANY);
        assertThat(Phase.values()).contains(Phase.OVER);
    }
}
