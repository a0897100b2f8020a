package org.roundhouse.engine.strippeddown;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.BoardPicture;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.IllegalMoveException;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Bribe;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Build;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Choose;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Draw;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Invest;
import org.roundhouse.engine.strippeddown.StrippedDownMove.TakePile;
import org.roundhouse.engine.strippeddown.StrippedDownMove.TakeTop;

/** Every rule of the stripped-down text, its worked examples, and thousands of random games that conserve shares and cash. */
class StrippedDownRulesTest {
    static final Board BOARD = Boards.unionPacific();
    static final StrippedDown GAME = new StrippedDown(BOARD, true);
    static final StrippedDown FOUR_OF_A_KIND = new StrippedDown(BOARD, true, true);
    static final int EPRG = BOARD.companyIndex("EP&RG");
    static final int BNL = BOARD.companyIndex("BNL");
    static final int DM = BOARD.companyIndex("DM");
    static final int MS = BOARD.companyIndex("MS");
    static final int KCC = BOARD.companyIndex("KCC");
    static final int WW = BOARD.companyIndex("W&W");
    static final int UP = BOARD.unionPacific();
    static final int M = StrippedDownMove.MARKER;

    static StrippedDownState apply(StrippedDownState s, StrippedDownMove... steps) {
        for (StrippedDownMove m : steps) {
            try {
                s = GAME.apply(s, m);
            } catch (IllegalMoveException e) {
                throw new AssertionError(m + " at " + s + ": " + e.getMessage(), e);
            }
        }
        return s;
    }

    /** A four-player game after the first investments, with a known deck, seat A to start. */
    static StrippedDownState started(long seed) {
        StrippedDownSetup d = GAME.randomDeal(4, new SplittableRandom(seed)).withFirstPlayer(0);
        StrippedDownState s = GAME.newGame(d);
        for (int p = 0; p < 4; p++) s = apply(s, new Choose(p, d.hands().get(p).get(1)));
        return s;
    }

    @Test
    void rowsStartAtTwoTrainsAndThreeForElPasoAndAreWorthTheirTrains() {
        StrippedDownState s = GAME.newGame(GAME.randomDeal(3, new SplittableRandom(1)));
        for (int c = 0; c < BOARD.companyCount(); c++) assertThat(s.trains(c)).as(BOARD.companyAbbreviation(c)).isEqualTo(c == EPRG ? 3 : 2);
        Game g = RuleSets.require("stripped-down").configure(BOARD, Map.of());
        assertThat(g.view(s).companyValue(DM)).isEqualTo(2);
        assertThat(g.view(s).companyValue(EPRG)).isEqualTo(3);
        assertThat(g.boardPicture()).isEqualTo(BoardPicture.COMPANY_ROWS);
        assertThat(g.view(s).trainsOn(0)).isZero();
    }

    @Test
    void theFourPlayerDeckIsTheTextsExample() {
        assertThat(StrippedDown.segmentSizes(82)).containsExactly(15, 7, 15, 7, 14, 7, 14, 7);
        for (long seed = 0; seed < 200; seed++) {
            StrippedDownSetup d = GAME.randomDeal(4, new SplittableRandom(seed));
            List<Integer> deck = d.deck();
            assertThat(deck).hasSize(15 + 7 + 15 + 7 + 14 + 7 + 14 + 7);
            int[][] piles = {{15, 22}, {37, 44}, {58, 65}, {79, 86}};
            List<Integer> markers = new ArrayList<>();
            for (int i = 0; i < deck.size(); i++) if (deck.get(i) == M) markers.add(i);
            assertThat(markers).hasSize(4);
            for (int i = 0; i < 4; i++) assertThat(markers.get(i)).isBetween(piles[i][0], piles[i][1] - 1);
        }
    }

    @Test
    void eachSeatIsDealtOneUnionPacificAndThreeOthersAndTheFirstInvestmentsAreRevealedAtOnce() {
        StrippedDownSetup d = GAME.randomDeal(3, new SplittableRandom(5)).withFirstPlayer(0);
        for (List<Integer> h : d.hands()) {
            assertThat(h).hasSize(4);
            assertThat(h.stream().filter(c -> c == UP).count()).isEqualTo(1);
        }
        assertThat(d.display()).hasSize(4).doesNotContain(UP);
        StrippedDownState s = GAME.newGame(d);
        assertThat(s.isSimultaneous()).isTrue();
        s = apply(s, new Choose(0, UP), new Choose(1, d.hands().get(1).get(2)));
        assertThat(s.totalPlayed(UP)).as("nothing is laid before every seat chose").isZero();
        Game g = RuleSets.require("stripped-down").configure(BOARD, Map.of());
        assertThat(g.facts(s, 1).pendingInitial[0]).isEqualTo(PositionFacts.UNKNOWN);
        assertThat(g.facts(s, 1).hand[0]).isNull();
        s = apply(s, new Choose(2, d.hands().get(2).get(3)));
        assertThat(s.playedShares(0, UP)).isEqualTo(1);
        assertThat(s.handSize(0)).isEqualTo(3);
        assertThat(s.isSimultaneous()).isFalse();
        assertThat(s.currentPlayer()).isZero();
    }

    @Test
    void aBuildingTurnAddsATrainTakesAPileWithItsBribesRefillsItAndLaysABribe() {
        StrippedDownState s = started(11);
        int[] display = s.display();
        s = apply(s, new Build(0, DM), new TakeTop(0));
        int top = GAME.chanceOutcomes(s).get(0).move() instanceof Draw d ? d.card() : -1;
        s = apply(s, new Draw(0, top), new Bribe(0, 2));
        assertThat(s.trains(DM)).isEqualTo(3);
        assertThat(s.bribes(2)).isEqualTo(1);
        assertThat(s.currentPlayer()).isEqualTo(1);
        // seat B adds a second bribe to pile 3, seat C takes it: the share and both UP shares
        s = apply(s, new Build(1, MS), new TakeTop(1));
        s = apply(s, GAME.chanceOutcomes(s).get(0).move(), new Bribe(1, 2));
        int upBefore = s.handShares(2, UP);
        int shareBefore = s.handShares(2, display[2]);
        s = apply(s, new Build(2, KCC), new TakePile(2, 2, display[2]));
        assertThat(s.handShares(2, UP)).isEqualTo(upBefore + 2);
        assertThat(s.handShares(2, display[2])).isEqualTo(shareBefore + 1);
        assertThat(s.bribes(2)).isZero();
        assertThat(s.isChanceNode()).as("the pile is refilled from the deck").isTrue();
        StrippedDownMove refill = GAME.chanceOutcomes(s).get(0).move();
        s = apply(s, refill, new Bribe(2, 0));
        assertThat(s.display()[2]).isEqualTo(((Draw) refill).card());
        assertThat(s.unionPacificIssued()).isEqualTo(4 + 3);
    }

    @Test
    void anInvestingTurnLaysTwoSharesOrAnyNumberOfOneCompanyUnionPacificIncluded() {
        StrippedDownState s = started(3);
        int[] hand = s.hand[0].clone();
        s.hand[0] = new int[hand.length];
        s.hand[0][DM] = 3;
        s.hand[0][UP] = 2;
        s.hand[0][MS] = 1;
        assertThat(GAME.refusal(s, Invest.pair(0, DM, DM))).isPresent();
        assertThat(GAME.refusal(s, Invest.of(0, DM, 4)).orElseThrow().code()).isEqualTo(StrippedDown.NOT_IN_HAND);
        assertThat(GAME.legalMoves(s)).contains(Invest.of(0, DM, 3), Invest.of(0, UP, 2), Invest.pair(0, DM, MS), Invest.pair(0, MS, UP));
        StrippedDownState t = apply(s, Invest.of(0, UP, 2));
        assertThat(t.playedShares(0, UP)).isGreaterThanOrEqualTo(2);
        assertThat(t.currentPlayer()).isEqualTo(1);
        t = apply(s, Invest.pair(0, DM, MS));
        assertThat(t.handShares(0, DM)).isEqualTo(2);
        assertThat(t.handShares(0, MS)).isZero();
    }

    /** The scoring of the text: most shares $1 a train, second half rounded down, a sole holder both, ties add and split. */
    @Test
    void aScoringMarkerIsSetAsideReplacedAndTheTurnFinishesBeforeEveryCompanyScores() {
        StrippedDownState s = started(7);
        for (int[] row : s.played) Arrays.fill(row, 0);
        s.trains[DM] = 5;
        s.trains[BNL] = 7;
        s.trains[MS] = 4;
        s.trains[KCC] = 5;
        s.played[0][DM] = 3; s.played[1][DM] = 2;                       // A $5, B $2
        s.played[2][BNL] = 1;                                           // sole holder: C $7 + $3
        s.played[0][MS] = 2; s.played[1][MS] = 2; s.played[2][MS] = 1;  // tie first: A, B (4+2)/2 = 3; C nothing
        s.played[0][KCC] = 3; s.played[1][KCC] = 1; s.played[3][KCC] = 1; // A $5; B, D split $2
        s.played[0][UP] = 3; s.played[1][UP] = 2; s.played[2][UP] = 2; s.played[3][UP] = 1; // round 1: 5, (4+3)/2, (4+3)/2, 2
        s.script = new int[] {M, WW};
        s.scriptAt = 0;
        s = apply(s, new Build(0, EPRG), new TakeTop(0), new Draw(0, M));
        assertThat(s.isChanceNode()).as("the marker is replaced by the next card").isTrue();
        s = apply(s, new Draw(0, WW));
        assertThat(s.handShares(0, WW)).isGreaterThanOrEqualTo(1);
        assertThat(s.dividendsPaid()).as("the building turn finishes first").isZero();
        s = apply(s, new Bribe(0, 1));
        assertThat(s.dividendsPaid()).isEqualTo(1);
        int[][] pay = s.payments().get(0).payouts();
        assertThat(new int[] {pay[0][DM], pay[1][DM]}).containsExactly(5, 2);
        assertThat(pay[2][BNL]).isEqualTo(10);
        assertThat(new int[] {pay[0][MS], pay[1][MS], pay[2][MS]}).containsExactly(3, 3, 0);
        assertThat(new int[] {pay[0][KCC], pay[1][KCC], pay[3][KCC]}).containsExactly(5, 1, 1);
        assertThat(new int[] {pay[0][UP], pay[1][UP], pay[2][UP], pay[3][UP]}).containsExactly(5, 3, 3, 2);
        assertThat(pay[0][EPRG]).as("nobody holds EP&RG").isZero();
        assertThat(s.cash(0)).isEqualTo(5 + 3 + 5 + 5);
        assertThat(s.currentPlayer()).isEqualTo(1);
    }

    @Test
    void unionPacificPaysFivePlacesFromTheFirstRoundByTheTextsTable() {
        assertThat(StrippedDown.unionPacificRow(1)).containsExactly(5, 4, 3, 2, 1);
        assertThat(StrippedDown.unionPacificRow(2)).containsExactly(10, 8, 6, 4, 2);
        assertThat(StrippedDown.unionPacificRow(3)).containsExactly(15, 12, 9, 6, 3);
        assertThat(StrippedDown.unionPacificRow(4)).containsExactly(20, 16, 12, 8, 4);
    }

    @Test
    void aMarkerTurnedUpWhileRefillingIsReplacedInThePile() {
        StrippedDownState s = started(9);
        int slot0 = s.display()[0];
        s.script = new int[] {M, KCC};
        s.scriptAt = 0;
        s = apply(s, new Build(0, DM), new TakePile(0, 0, slot0), new Draw(0, M), new Draw(0, KCC));
        assertThat(s.display()[0]).isEqualTo(KCC);
        assertThat(s.dividendsDrawn()).isEqualTo(1);
        s = apply(s, new Bribe(0, 3));
        assertThat(s.dividendsPaid()).isEqualTo(1);
    }

    @Test
    void withTheOptionFourOfAKindInTheDisplayAreRemovedAndThePilesRefilledKeepingTheirBribes() {
        StrippedDownState s = started(13);
        s.display = new int[] {DM, DM, DM, MS};
        s.bribes = new int[] {2, 0, 0, 0};
        s.script = new int[] {DM, KCC, BNL, M, WW, EPRG};
        s.scriptAt = 0;
        StrippedDownState kept = apply(s, new Build(0, KCC), new TakePile(0, 3, MS), new Draw(0, DM));
        assertThat(kept.display()).as("without the option").containsExactly(DM, DM, DM, DM);
        StrippedDownState t = s;
        for (StrippedDownMove m : List.of(new Build(0, KCC), new TakePile(0, 3, MS), new Draw(0, DM))) t = FOUR_OF_A_KIND.applyLegal(t, m);
        assertThat(t.removedFourOfAKind(DM)).isEqualTo(4);
        assertThat(t.isChanceNode()).isTrue();
        for (StrippedDownMove m : List.of(new Draw(0, KCC), new Draw(0, BNL), new Draw(0, M), new Draw(0, WW))) t = FOUR_OF_A_KIND.applyLegal(t, m);
        assertThat(t.display()).containsExactly(KCC, BNL, WW, -1);
        t = FOUR_OF_A_KIND.applyLegal(t, new Draw(0, EPRG));
        assertThat(t.display()).containsExactly(KCC, BNL, WW, EPRG);
        assertThat(t.bribes(0)).as("the bribes stay on their piles").isEqualTo(2);
        assertThat(t.dividendsDrawn()).isEqualTo(1);
        assertThat(t.isChanceNode()).isFalse();
    }

    @Test
    void aRowHoldsTheTrainsInTheBoxUnlessTheOptionLiftsTheLimit() {
        StrippedDownState s = started(2);
        s.trains[WW] = BOARD.company(WW).trains();
        assertThat(GAME.refusal(s, new Build(0, WW)).orElseThrow().code()).isEqualTo(StrippedDown.ROW_FULL);
        assertThat(GAME.refusal(s, new Build(0, StrippedDownMove.NO_TRAIN)).orElseThrow().code()).isEqualTo(StrippedDown.ROW_FULL);
        StrippedDown free = new StrippedDown(BOARD, false);
        assertThat(free.refusal(s, new Build(0, WW))).isEmpty();
    }

    @Test
    void aRandomStartingPlayerTakesTheFirstTurnAfterTheInvestmentsAndTheOthersFollowInSeatOrder() {
        for (long seed = 0; seed < 20; seed++) {
            StrippedDownSetup d = GAME.randomDeal(4, new SplittableRandom(seed));
            StrippedDownState s = GAME.newGame(d);
            for (int p = 0; p < 4; p++) s = apply(s, new Choose(p, d.hands().get(p).get(1)));
            assertThat(s.currentPlayer()).as("seed %d", seed).isEqualTo(d.first());
            s = apply(s, Invest.of(d.first(), d.hands().get(d.first()).get(2), 1));
            assertThat(s.currentPlayer()).isEqualTo((d.first() + 1) % 4);
        }
        assertThat(GAME.randomDeal(4, new SplittableRandom(7)).withoutDeckOrders().first())
                .isEqualTo(GAME.randomDeal(4, new SplittableRandom(7)).first());
        assertThatThrownBy(() -> GAME.randomDeal(3, new SplittableRandom(1)).withFirstPlayer(3)).hasMessageContaining("one of the 3 seats");
    }

    @Test
    void refusalsHaveCodes() {
        StrippedDownState s = started(4);
        assertThat(GAME.refusal(s, new Build(1, DM)).orElseThrow().code()).isEqualTo("not-your-turn");
        assertThat(GAME.refusal(s, new Bribe(0, 1)).orElseThrow().code()).isEqualTo("out-of-place");
        StrippedDownState t = apply(s, new Build(0, DM));
        int wrong = (t.display()[1] + 1) % BOARD.companyCount();
        assertThat(GAME.refusal(t, new TakePile(0, 1, wrong)).orElseThrow().code()).isEqualTo(StrippedDown.NOT_IN_SLOT);
        assertThatThrownBy(() -> GAME.newGame(new StrippedDownSetup(List.of(List.of(DM, DM, MS, KCC), List.of(UP, DM, MS, KCC)),
                List.of(DM, MS, KCC, BNL), List.of()))).hasMessageContaining("seat 1 must be dealt one UP share");
    }

    /** Thousands of random games, deck order known or not: every share somewhere once, UP counted, cash what was paid, every game ends. */
    @Test
    void randomGamesConserveSharesAndCashAndEnd() {
        Game g = RuleSets.require("stripped-down").configure(BOARD, Map.of());
        for (int i = 0; i < 3000; i++) {
            int n = 2 + i % 5;
            SplittableRandom rng = new SplittableRandom(i);
            StrippedDownSetup d = GAME.randomDeal(n, rng);
            if (i % 3 == 0) d = d.withoutDeckOrders();
            StrippedDown engine = i % 2 == 0 ? GAME : FOUR_OF_A_KIND;
            StrippedDownState s = engine.newGame(d);
            int steps = 0;
            while (!s.isOver()) {
                StrippedDownMove m = s.isChanceNode() ? engine.sampleChance(s, rng) : pick(engine.legalMoves(s), rng);
                s = engine.applyLegal(s, m);
                check(s, "game " + i);
                assertThat(++steps).as("game %d ends", i).isLessThan(5000);
            }
            assertThat(s.dividendsPaid()).isEqualTo(4);
            int paid = s.payments().stream().mapToInt(p -> p.sum()).sum();
            assertThat(Arrays.stream(s.cash).sum()).as("cash is what was paid").isEqualTo(paid);
            assertThat(g.view(s).winners()).isNotEmpty();
        }
    }

    private static StrippedDownMove pick(List<StrippedDownMove> legal, SplittableRandom rng) {
        return legal.get(rng.nextInt(legal.size()));
    }

    static void check(StrippedDownState s, String what) {
        int[] display = s.display();
        for (int c = 0; c < BOARD.companyCount(); c++) {
            int n = s.deckShares(c) + s.totalPlayed(c) + s.removedFourOfAKind(c);
            for (int p = 0; p < s.players(); p++) n += s.handShares(p, c);
            for (int x : display) if (x == c) n++;
            assertThat(n).as("%s: %s shares", what, BOARD.companyAbbreviation(c)).isEqualTo(BOARD.company(c).shares());
        }
        int up = s.totalPlayed(UP);
        for (int p = 0; p < s.players(); p++) up += s.handShares(p, UP);
        for (int i = 0; i < StrippedDown.PILES; i++) up += s.bribes(i);
        assertThat(up).as("%s: UP shares", what).isEqualTo(s.unionPacificIssued());
        int markers = 0;
        for (boolean b : s.segmentMarker) if (b) markers++;
        assertThat(markers + s.dividendsDrawn()).as("%s: markers", what).isEqualTo(4);
    }
}
