package org.roundhouse.engine.upfortwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.roundhouse.engine.upfortwo.TwoScenario.BOARD;
import static org.roundhouse.engine.upfortwo.TwoScenario.D;
import static org.roundhouse.engine.upfortwo.TwoScenario.company;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.IllegalMoveException;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseMove.Exchange;
import org.roundhouse.engine.base.BaseMove.Take;
import org.roundhouse.engine.base.BaseSetup;
import org.roundhouse.engine.upfortwo.UpForTwoMove.KeepThree;
import org.roundhouse.engine.upfortwo.UpForTwoMove.RevealPersonal;
import org.roundhouse.engine.upfortwo.UpForTwoMove.ShowThree;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeBlind;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeFaceUp;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakePersonal;

/** Each rule of "Union Pacific for two", one position at a time. */
class UpForTwoRulesTest {
    private static final int WW = company("W&W");
    private static final int DM = company("DM");
    private static final int EP = company("EP&RG");
    private static final int MS = company("MS");
    private static final int SFRB = company("SFRB");
    private static final int ESL = company("ESL");
    private static final int KCC = company("KCC");
    private static final int BNL = company("BNL");
    private static final int UP = BOARD.unionPacific();

    // ---------------------------------------------------------------- setup

    @Test
    void theDealTakesOneShareOfEachCompanyOutForEachPersonalDeckFirst() {
        UpForTwo game = new UpForTwo(Boards.unionPacific(), UpForTwoOptions.standard());
        UpForTwoState s = game.newGame(game.randomSetup(new SplittableRandom(7)));
        int inDeck = 0;
        for (int c = 0; c < BOARD.companyCount(); c++) {
            int dealt = s.handShares(0, c) + s.handShares(1, c);
            for (int d : s.display()) if (d == c) dealt++;
            assertThat(s.personalShares(0, c)).isEqualTo(1);
            assertThat(s.personalShares(1, c)).isEqualTo(1);
            assertThat(dealt + s.table().deckShares(c)).isEqualTo(BOARD.company(c).shares() - 2);
            inDeck += s.table().deckShares(c);
        }
        assertThat(s.personalDeckSize(0)).isEqualTo(10);
        assertThat(s.table().deckSize() - inDeck).as("all four dividend cards in the main deck").isEqualTo(4);
        for (int p = 0; p < 2; p++) {
            assertThat(s.table().handSize(p)).isEqualTo(5);
            assertThat(s.handShares(p, UP)).isEqualTo(1);
            assertThat(s.table().trackHandSize(p)).isEqualTo(3);
        }
        assertThat(s.displaySize()).isEqualTo(4);
    }

    @Test
    void aDealUsingAShareThatWentToThePersonalDecksIsRefused() {
        UpForTwo game = new UpForTwo(Boards.unionPacific(), UpForTwoOptions.standard());
        UpForTwoSetup random = game.randomSetup(new SplittableRandom(3));
        BaseSetup d = random.deal();
        // W&W has six shares: four after the personal decks
        BaseSetup five = new BaseSetup(2, d.trackHands(), List.of(List.of(WW, WW, WW, WW), List.of(WW, DM, DM, DM)),
                d.display(), List.of(), List.of());
        assertThatThrownBy(() -> game.newGame(new UpForTwoSetup(five, List.of(List.of(), List.of()))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("W&W").hasMessageContaining("2 of them set aside");
    }

    // ---------------------------------------------------------------- the display and its markers

    @Test
    void aFaceUpTakeSlidesTheRowLeftDealsTheNewCardOnTheRightAndClearsTheMarkers() {
        TwoScenario g = TwoScenario.deal().display(MS, SFRB, EP, DM).deckTop(KCC, ESL, D, D, D, D).build();
        g.initial(firstShare(g, 0), firstShare(g, 1));
        g.buildTurn(new TakeBlind(0));
        assertThat(g.s.handShares(0, KCC)).isPositive();
        assertThat(g.s.markers()).as("a blind draw marks the oldest card").isEqualTo(1);
        assertThat(g.s.display()).containsExactly(MS, SFRB, EP, DM);

        g.build();
        assertThat(g.game.legalMoves(g.s)).contains(new TakeFaceUp(1, 1, SFRB), new TakeBlind(1), new TakePersonal(1));
        g.play(new TakeFaceUp(1, 1, SFRB)).chance();
        assertThat(g.s.display()).containsExactly(MS, EP, DM, ESL);
        assertThat(g.s.markers()).isZero();
    }

    @Test
    void aFaceUpTakeNamesItsSlotAndCompany() {
        TwoScenario g = TwoScenario.deal().display(MS, SFRB, EP, DM).build();
        g.initial(firstShare(g, 0), firstShare(g, 1)).build();
        assertThat(g.game.explainIllegal(g.s, new TakeFaceUp(0, 1, EP))).get().asString()
                .contains("slot 2").contains("SFRB");
        assertThat(g.game.explainIllegal(g.s, Take.display(0, EP))).get().asString().contains("personal deck");
    }

    @Test
    void blindDrawsMarkTheOldestUnmarkedCardsAndWithAllFourMarkedTheOldestLeavesTheGameForAMarkedNewCard() {
        TwoScenario g = TwoScenario.deal().display(MS, SFRB, EP, DM).deckTop(ESL, D, D, D, D).build();
        g.initial(firstShare(g, 0), firstShare(g, 1));
        for (int i = 1; i <= 4; i++) {
            g.buildTurn(new TakePersonal(g.seat()));
            assertThat(g.s.markers()).isEqualTo(i);
            assertThat(g.s.display()).containsExactly(MS, SFRB, EP, DM);
        }
        int deck = g.s.mainDeckSize();
        g.buildTurn(new TakePersonal(g.seat()));
        assertThat(g.s.display()).containsExactly(SFRB, EP, DM, ESL);
        assertThat(g.s.markers()).as("the new card is marked too").isEqualTo(4);
        assertThat(g.s.removedByMarkers(MS)).isEqualTo(1);
        assertThat(g.s.mainDeckSize()).isEqualTo(deck - 1);
        g.build().play(new TakeFaceUp(g.seat(), 0, SFRB)).chance();
        assertThat(g.s.markers()).as("any face-up take removes every marker").isZero();
        assertThat(g.s.removedByMarkers(MS)).as("the removed card stays out of the game").isEqualTo(1);
    }

    @Test
    void fourOfAKindDealtAsTheMarkedReplacementAreRemovedAndTheNewCardsStartUnmarked() {
        TwoScenario g = TwoScenario.deal().display(EP, MS, MS, MS).deckTop(MS, ESL, KCC, BNL, DM, D, D, D, D).build();
        g.initial(firstShare(g, 0), firstShare(g, 1));
        for (int i = 0; i < 5; i++) g.buildTurn(new TakePersonal(g.seat()));
        assertThat(g.s.removedByMarkers(EP)).isEqualTo(1);
        assertThat(g.s.table().flushedShares(MS)).isEqualTo(4);
        assertThat(g.s.display()).containsExactly(ESL, KCC, BNL, DM);
        assertThat(g.s.markers()).isZero();
    }

    @Test
    void aDrawFromThePersonalDeckCannotTurnUpADividendCard() {
        TwoScenario g = TwoScenario.deal().deckTop(D, D, D, D).build();
        g.initial(firstShare(g, 0), firstShare(g, 1)).build();
        int deck = g.s.mainDeckSize();
        g.play(new TakePersonal(0));
        assertThat(g.game.chanceOutcomes(g.s)).extracting(Outcome::move).allMatch(m -> m instanceof RevealPersonal);
        g.chance();
        assertThat(g.s.dividendsDrawn()).isZero();
        assertThat(g.s.mainDeckSize()).isEqualTo(deck);
        assertThat(g.s.personalDeckSize(0)).isEqualTo(9);
    }

    @Test
    void unlessTheAllMarkedReplacementDoesWhichIsPaidWhenTheDrawEndsAndTheShareBehindItIsMarked() {
        TwoScenario g = TwoScenario.deal().display(MS, SFRB, EP, DM).deckTop(D, ESL, D, D, D).build();
        g.initial(firstShare(g, 0), firstShare(g, 1));
        for (int i = 0; i < 4; i++) g.buildTurn(new TakePersonal(g.seat()));
        int seat = g.seat();
        g.build().play(new TakePersonal(seat)).chance();
        assertThat(g.s.dividendsPaid()).isEqualTo(1);
        assertThat(g.s.payments().get(0).drawnBy()).isEqualTo(seat);
        assertThat(g.s.display()).containsExactly(SFRB, EP, DM, ESL);
        assertThat(g.s.markers()).isEqualTo(4);
    }

    @Test
    void anEmptyPersonalDeckOffersNoDraw() {
        // twenty personal draws: the last sixteen each remove the oldest face-up card for a new one
        TwoScenario g = TwoScenario.deal().display(MS, SFRB, EP, DM)
                .deckTop(ESL, KCC, BNL, MS, EP, DM, SFRB, BNL, ESL, KCC, MS, EP, DM, SFRB, BNL, EP, D, D, D, D).build();
        g.initial(firstShare(g, 0), firstShare(g, 1));
        for (int i = 0; i < 20; i++) g.buildTurn(new TakePersonal(g.seat()));
        assertThat(g.s.personalDeckSize(0)).isZero();
        for (int c = 0; c < BOARD.companyCount(); c++) assertThat(g.s.handShares(0, c)).isPositive();
        g.build();
        assertThat(g.game.legalMoves(g.s)).noneMatch(m -> m instanceof TakePersonal).contains(new TakeBlind(0));
        assertThat(g.game.explainIllegal(g.s, new TakePersonal(0))).contains("the personal deck is empty");
    }

    // ---------------------------------------------------------------- three of a kind

    @Test
    void threeOfAKindAtTheStartOfATurnMayBeShownOneDiscardedAndTwoDrawn() {
        TwoScenario g = TwoScenario.deal().tracks(0, 2, 2, 2).build();
        g.initial(firstShare(g, 0), firstShare(g, 1));
        assertThat(g.s.phase()).isEqualTo(UpForTwoPhase.THREE_OF_A_KIND);
        assertThat(g.game.legalMoves(g.s)).containsExactly(new ShowThree(0, 2), new KeepThree(0));
        assertThat(g.game.explainIllegal(g.s, new ShowThree(0, 1))).isPresent();

        UpForTwoState start = g.s;
        g.play(new ShowThree(0, 2));
        assertThat(g.s.table().trackDiscards(2)).isEqualTo(1);
        assertThat(g.s.phase()).isEqualTo(UpForTwoPhase.DRAW_TRACK);
        g.play(g.game.chanceOutcomes(g.s).get(0).move());
        assertThat(g.s.phase()).as("the second card").isEqualTo(UpForTwoPhase.DRAW_TRACK);
        g.chance();
        assertThat(g.s.phase()).isEqualTo(UpForTwoPhase.ACTION);
        assertThat(g.s.table().trackHandSize(0)).isEqualTo(4);

        g.s = start;
        g.play(new KeepThree(0)).chance();
        assertThat(g.s.phase()).isEqualTo(UpForTwoPhase.ACTION);
        assertThat(g.s.trackCards(0, 2)).isGreaterThanOrEqualTo(3);
        assertThat(g.s.table().trackHandSize(0)).isEqualTo(4);
    }

    @Test
    void threeWildCardsCountAndWithTheOptionOffThereIsNoShowing() {
        TwoScenario wild = TwoScenario.deal().tracks(1, TwoScenario.WILD, TwoScenario.WILD, TwoScenario.WILD).build();
        wild.initial(firstShare(wild, 0), firstShare(wild, 1)).investTurn(firstShare(wild, 0), 1);
        assertThat(wild.game.legalMoves(wild.s)).contains(new ShowThree(1, TwoScenario.WILD));

        TwoScenario off = TwoScenario.deal().tracks(0, 2, 2, 2).options(UpForTwoOptions.standard().withThreeOfAKind(false)).build();
        off.initial(firstShare(off, 0), firstShare(off, 1));
        assertThat(off.s.phase()).isEqualTo(UpForTwoPhase.DRAW_TRACK);
    }

    // ---------------------------------------------------------------- Union Pacific by trading

    @Test
    void unionPacificSharesComeOnlyByTradingOneForOneAfterADrawAndTheTradedCardGoesUnderTheMainDeck() {
        TwoScenario g = TwoScenario.deal().hand(0, DM, DM, MS, SFRB).build();
        g.initial(DM, firstShare(g, 1)).build();
        assertThat(g.game.legalMoves(g.s)).noneMatch(m -> m instanceof Take);
        assertThat(g.game.explainIllegal(g.s, Take.unionPacific(0))).get().asString().contains("only by trading");
        g.play(new TakePersonal(0)).chance();
        assertThat(g.s.phase()).isEqualTo(UpForTwoPhase.EXCHANGE);
        assertThat(g.game.legalMoves(g.s)).contains(Exchange.keep(0), new Exchange(0, DM)).doesNotContain(new Exchange(0, UP));
        assertThat(g.game.explainIllegal(g.s, new Exchange(0, UP))).isPresent();
        int upLeft = g.s.unionPacificLeft();
        int deck = g.s.mainDeckSize();
        g.play(new Exchange(0, DM));
        assertThat(g.s.handShares(0, UP)).isEqualTo(2);
        assertThat(g.s.handShares(0, DM)).isZero();
        assertThat(g.s.unionPacificLeft()).isEqualTo(upLeft - 1);
        assertThat(g.s.tradedUnderDeck()).singleElement().satisfies(card -> assertThat(card).containsExactly(0, DM));
        assertThat(g.s.mainDeckSize()).isEqualTo(deck + 1);
        assertThat(g.s.table().deckSize()).as("under the stacks, not shuffled in").isEqualTo(deck);
        assertThat(g.s.currentPlayer()).isEqualTo(1);

        g.investTurn(firstShare(g, 1), 1);
        assertThat(g.s.phase()).as("no trade after a turn without a draw").isNotEqualTo(UpForTwoPhase.EXCHANGE);
        assertThat(g.s.currentPlayer()).isZero();
    }

    // ---------------------------------------------------------------- scoring

    @Test
    void aMonopolyScoresFirstPlaceOnlyInRoundsOneToThreeAndBothPlacesInTheLast() {
        int[] values = values(DM, 9);
        int[][] holdings = holdings(3, DM, 4, 0, 0);
        for (int round = 1; round <= 3; round++) {
            assertThat(UpForTwo.payouts(round, false, values, holdings, false)[0][DM]).isEqualTo(9);
        }
        assertThat(UpForTwo.payouts(4, true, values, holdings, false)[0][DM]).isEqualTo(9 + 4);
        assertThat(UpForTwo.payouts(2, false, values, holdings(3, DM, 4, 2, 0), false)[1][DM])
                .as("with both seats in, second place is paid as usual").isEqualTo(4);
    }

    @Test
    void unionPacificIsScoredWithTheHouseHoldingTheSharesLeftInRoundsTwoAndThree() {
        TwoScenario g = TwoScenario.deal().deckTop(D, D, D, D).build();
        g.initial(firstShare(g, 0), UP);
        g.build().play(new TakeBlind(0)).chance();
        assertThat(g.s.isOver()).isTrue();
        var pay = g.s.payments();
        assertThat(pay.get(0).total()).as("round 1: the seats only").hasSize(2);
        for (int round = 1; round <= 2; round++) {
            int[][] h = pay.get(round).holdings();
            assertThat(h).hasNumberOfRows(3);
            assertThat(h[2][UP]).isEqualTo(BOARD.unionPacificShares() - 2);
            assertThat(h[2]).as("the house holds nothing else before the last round")
                    .containsOnly(0, BOARD.unionPacificShares() - 2);
            assertThat(pay.get(round).payouts()[2][UP]).as("the house first").isEqualTo(round == 1 ? 10 : 15);
            assertThat(pay.get(round).payouts()[1][UP]).as("seat 2 second").isEqualTo(round == 1 ? 8 : 12);
        }
        assertThat(pay.get(3).holdings()[2][EP]).as("the last round: the house holds what nobody has").isPositive();
    }

    @Test
    void inTheLastRoundTheHouseHoldsTheDisplayTheDecksAndTradedCardsButNotHandsNorCardsRemovedByMarkers() {
        UpForTwoState kept = lastRoundWithWinton(false);
        assertThat(kept.removedByMarkers(WW)).isEqualTo(1);
        assertThat(kept.handShares(0, WW)).isEqualTo(2);
        assertThat(kept.payments().get(3).holdings()[2][WW]).as("the deck's one and both personal decks'").isEqualTo(3);
        assertThat(kept.payments().get(2).holdings()[2][WW]).as("round 3: none").isZero();

        UpForTwoState traded = lastRoundWithWinton(true);
        assertThat(traded.handShares(0, WW)).isEqualTo(1);
        assertThat(traded.payments().get(3).holdings()[2][WW]).as("and the traded card").isEqualTo(4);
    }

    /**
     * W&W: six shares, one in each personal deck, two in Winton's hand, one face up (removed
     * by markers), one in the main deck; Winton may trade one of his for Union Pacific.
     */
    private static UpForTwoState lastRoundWithWinton(boolean tradingWW) {
        TwoScenario g = TwoScenario.deal().hand(0, WW, WW, DM, DM).hand(1, MS, MS, SFRB, KCC).display(WW, MS, SFRB, EP)
                .deckTop(ESL, D, D, D, D, KCC).build();
        g.initial(DM, MS);
        g.build().play(new TakePersonal(0)).chance().play(tradingWW ? new Exchange(0, WW) : Exchange.keep(0));
        for (int i = 0; i < 4; i++) g.buildTurn(new TakePersonal(g.seat()));
        assertThat(g.s.personalShares(0, WW) + g.s.personalShares(1, WW)).as("W&W is not on top of a personal deck").isEqualTo(2);
        g.investTurn(MS, 1);
        g.build().play(new TakeBlind(0)).chance();
        assertThat(g.s.isOver()).isTrue();
        return g.s;
    }

    @Test
    void withAHandOfTheDealUnknownTheHouseIsCreditedItsCardsAsIfInTheDeck() {
        TwoScenario known = TwoScenario.deal().hand(1, DM, DM, MS, SFRB).build();
        BaseSetup deal = known.setup.deal();
        int u = BaseMove.UNKNOWN;
        BaseSetup hidden = new BaseSetup(2, deal.trackHands(), List.of(deal.shareHands().get(0), List.of(u, u, u, u)),
                deal.display(), List.of(), List.of());
        UpForTwoState s = known.game.newGame(new UpForTwoSetup(hidden, known.setup.personalDecks()));
        assertThat(known.game.houseShares(s, DM)).isEqualTo(known.game.houseShares(known.s, DM) + 2);
        assertThat(known.game.houseShares(s, SFRB)).isEqualTo(known.game.houseShares(known.s, SFRB) + 1);
    }

    @Test
    void theRelativeAmountOptionPaysOnlyTheDifferenceWhenBothSeatsHoldACompany() {
        int[] values = values(DM, 9);
        assertThat(UpForTwo.payouts(2, false, values, holdings(3, DM, 4, 2, 0), true)[0][DM]).isEqualTo(9 - 4);
        assertThat(UpForTwo.payouts(2, false, values, holdings(3, DM, 4, 2, 0), true)[1][DM]).isZero();
        assertThat(UpForTwo.payouts(2, false, values, holdings(3, DM, 3, 3, 0), true)[0]).as("a tie pays nothing").containsOnly(0);
        assertThat(UpForTwo.payouts(2, false, values, holdings(3, DM, 3, 0, 0), true)[0][DM]).as("one seat alone").isEqualTo(9);
        assertThat(UpForTwo.payouts(4, true, values, holdings(3, DM, 4, 1, 2), true)[0][DM])
                .as("the house second, the other seat third").isEqualTo(9);
        TwoScenario g = TwoScenario.deal().options(UpForTwoOptions.standard().withRelativePayments(true)).deckTop(D, D, D, D).build();
        g.initial(UP, UP).build().play(new TakeBlind(0)).chance();
        assertThat(g.s.payments().get(1).payouts()[0][UP]).as("tied with the house behind: nothing").isZero();
    }

    // ---------------------------------------------------------------- chance, views, players

    @Test
    void aPersonalDeckOfUnknownOrderDrawsAnyCardLeftWithEqualWeight() {
        TwoScenario known = TwoScenario.deal().personalTop(0, WW).build();
        UpForTwo game = known.game;
        known.initial(firstShare(known, 0), firstShare(known, 1)).build().play(new TakePersonal(0));
        assertThat(game.chanceOutcomes(known.s)).containsExactly(new Outcome<>(new RevealPersonal(0, WW), 1));

        TwoScenario g = known.withoutDeckOrders();
        assertThat(game.chanceOutcomes(g.s)).hasSize(10).allMatch(o -> o.weight() == 1);
        g.play(new RevealPersonal(0, DM));
        assertThat(g.s.personalShares(0, DM)).isZero();
        assertThatThrownBy(() -> game.apply(g.s, new RevealPersonal(0, DM))).isInstanceOf(IllegalMoveException.class);
    }

    @Test
    void aWhatIfLineMayNameTheNextCardsOfTheMainDeckAndOfAPersonalDeck() {
        TwoScenario g = TwoScenario.deal().personalTop(0, WW).deckTop(ESL, D, D, D, D).build();
        g.initial(firstShare(g, 0), firstShare(g, 1)).build();
        UpForTwo game = g.game;
        UpForTwoState named = game.withPersonalDeckOrder(g.s, 0, List.of(DM, EP));
        named = game.applyLegal(named, new TakePersonal(0));
        assertThat(game.chanceOutcomes(named)).containsExactly(new Outcome<>(new RevealPersonal(0, DM), 1));
        assertThatThrownBy(() -> game.withPersonalDeckOrder(g.s, 0, List.of(DM, DM)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("card 2");

        UpForTwoState top = game.applyLegal(game.withMainDeckOrder(g.s, List.of(KCC)), new TakeBlind(0));
        assertThat(game.chanceOutcomes(top)).containsExactly(new Outcome<>(new BaseMove.Reveal(0, KCC), 1));
    }

    @Test
    void aSeatsViewHidesTheOthersHandAndPersonalDeck() {
        TwoScenario g = TwoScenario.deal().personalTop(0, WW).build();
        g.initial(firstShare(g, 0), firstShare(g, 1));
        UpForTwoView dave = g.s.viewFor(1);
        int unseenBefore = dave.unseenShares(WW);
        g.build().play(new TakePersonal(0)).chance();
        dave = g.s.viewFor(1);
        UpForTwoView winton = g.s.viewFor(0);
        assertThat(winton.myPersonalShares(WW)).isZero();
        assertThat(winton.myHandShares(WW)).isPositive();
        assertThat(dave.personalDeckSize(0)).isEqualTo(9);
        assertThat(dave.unseenShares(WW)).as("from one hidden place to another").isEqualTo(unseenBefore);
        assertThat(dave.legalMoves()).as("not Dave's decision").isEmpty();
        assertThat(winton.legalMoves()).isEqualTo(g.game.legalMoves(g.s));
    }

    @Test
    void theRandomPlayerPlaysTheSameGameForTheSameSeed() {
        UpForTwo game = new UpForTwo(Boards.unionPacific(), UpForTwoOptions.standard());
        List<Move> a = UpForTwoRandomPlayer.play(game, 42).moves();
        List<Move> b = UpForTwoRandomPlayer.play(game, 42).moves();
        assertThat(a).isEqualTo(b);
        assertThat(UpForTwoRandomPlayer.play(game, 43).moves()).isNotEqualTo(a);
    }

    // ---------------------------------------------------------------- helpers

    private static int firstShare(TwoScenario g, int seat) {
        for (int c = 0; c < BOARD.companyCount(); c++) if (g.s.handShares(seat, c) > 0) return c;
        throw new AssertionError("no share in hand");
    }

    private static int[] values(int company, int value) {
        int[] v = new int[BOARD.companyCount()];
        v[company] = value;
        return v;
    }

    private static int[][] holdings(int recipients, int company, int... counts) {
        int[][] h = new int[recipients][BOARD.companyCount() + 1];
        for (int r = 0; r < recipients; r++) h[r][company] = counts[r];
        return h;
    }
}
