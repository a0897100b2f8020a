package org.roundhouse.engine.upfortwo;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.registry.RuleSets;

/**
 * What the workbench's panels read of a position of "Union Pacific for two" ({@link Game#facts}):
 * the engine's numbers for the all-seeing eye, every share card counted exactly once, and a
 * seat's facts that never show the other seat's hand nor either personal deck's order.
 */
class UpForTwoFactsTest {
    private static final Game GAME = RuleSets.require(UpForTwo.ID).configure(TwoScenario.BOARD, Map.of());
    private static final Board BOARD = GAME.board();
    private static final int ALL = PositionFacts.ALL_SEEING;

    /** Every position of a random game, the deal first. */
    private static List<UpForTwoState> positions(long seed) {
        Deal deal = GAME.randomDeal(2, new SplittableRandom(seed));
        Game.Playout play = GAME.randomPlay(deal, seed);
        List<UpForTwoState> out = new ArrayList<>();
        GameState s = GAME.newGame(deal);
        out.add((UpForTwoState) s);
        for (Move m : play.steps()) {
            s = GAME.applyLegal(s, m);
            out.add((UpForTwoState) s);
        }
        return out;
    }

    @Test
    void theAllSeeingFactsAreTheEnginesNumbersWithEveryShareCardCountedOnce() {
        int companies = BOARD.companyCount();
        boolean sawMarkers = false;
        boolean sawTraded = false;
        for (long seed : new long[] {4, 9}) {
            for (UpForTwoState s : positions(seed)) {
                PositionFacts f = GAME.facts(s, ALL);
                assertThat(f.deckSize).isEqualTo(s.mainDeckSize());
                assertThat(f.tradedUnderDeck).isEqualTo(s.tradedUnderDeck().size());
                assertThat(f.houseCash).isEqualTo(s.houseCash());
                assertThat(f.over).isEqualTo(s.isOver());
                assertThat(f.simultaneous).isEqualTo(s.phase() == UpForTwoPhase.INITIAL_INVESTMENT);
                int marked = 0;
                for (int slot = 0; slot < f.markedSlots.length; slot++) {
                    if (f.markedSlots[slot]) {
                        marked++;
                        assertThat(slot).as("markers sit on the oldest cards").isLessThan(s.markers());
                    }
                }
                assertThat(marked).isEqualTo(s.markers());
                sawMarkers |= marked > 0;
                sawTraded |= f.tradedUnderDeck > 0;
                for (int p = 0; p < 2; p++) {
                    assertThat(f.cash[p]).isEqualTo(s.cash(p));
                    assertThat(f.personalDeckSize[p]).isEqualTo(s.personalDeckSize(p));
                    for (int c = 0; c < companies; c++) assertThat(f.personalDeck[p][c]).isEqualTo(s.personalShares(p, c));
                }
                for (int c = 0; c <= companies; c++) {
                    assertThat(f.houseShares[c]).isEqualTo(s.game().houseShares(s, c));
                }
                for (int c = 0; c < companies; c++) {
                    // hands, the first investments face down, played, display, main deck (traded cards
                    // under it included), personal decks, removed: each share card in one place
                    int where = f.sharesInDeck[c] + f.removedByMarkers[c] + f.removedFourOfAKind[c];
                    for (int p = 0; p < 2; p++) {
                        where += f.hand[p][c] + f.played[p][c] + f.personalDeck[p][c] + (f.pendingInitial[p] == c ? 1 : 0);
                    }
                    for (int d : f.display) if (d == c) where++;
                    assertThat(where).as("%s at %s", BOARD.companyAbbreviation(c), s).isEqualTo(BOARD.company(c).shares());
                }
            }
        }
        assertThat(sawMarkers).as("the games put markers on the display").isTrue();
        assertThat(sawTraded).as("the games traded cards under the main deck").isTrue();
    }

    @Test
    void aSeatsFactsHideTheOthersHandAndPersonalDeckAndTheDecksContents() {
        List<UpForTwoState> game = positions(9);
        UpForTwoState s = game.get(game.size() / 2);
        for (int me = 0; me < 2; me++) {
            int other = 1 - me;
            PositionFacts f = GAME.facts(s, me);
            UpForTwoView v = s.viewFor(me);
            assertThat(f.hand[other]).isNull();
            assertThat(f.track[other]).isNull();
            assertThat(f.personalDeck[other]).as("the other's personal deck: only its size").isNull();
            assertThat(f.personalDeckSize[other]).isEqualTo(s.personalDeckSize(other));
            for (int c = 0; c < BOARD.companyCount(); c++) {
                assertThat(f.hand[me][c]).isEqualTo(s.handShares(me, c));
                assertThat(f.personalDeck[me][c]).as("my own personal deck's cards").isEqualTo(s.personalShares(me, c));
                assertThat(f.tradedKnown[c]).as("only the cards I traded").isEqualTo(s.tradedShares(me, c));
                assertThat(f.sharesUnseen[c]).isEqualTo(v.unseenShares(c));
            }
            assertThat(f.sharesInDeck).isNull();
            assertThat(f.houseShares).as("the house holds the deck: its contents are hidden").isNull();
            assertThat(f.cardsToNextDividend).isEqualTo(-1);
        }
    }

    @Test
    void noViewerLearnsAPersonalDecksOrder() throws Exception {
        // a position where the seat to move could draw blind from its personal deck
        UpForTwoState at = null;
        for (UpForTwoState s : positions(9)) {
            if (s.phase() == UpForTwoPhase.TAKE_SHARE && s.personalDeckSize(s.currentPlayer()) >= 2) {
                at = s;
                break;
            }
        }
        assertThat(at).isNotNull();
        int seat = at.currentPlayer();
        List<Integer> left = new ArrayList<>();
        for (int c = 0; c < BOARD.companyCount(); c++) if (at.personalShares(seat, c) > 0) left.add(c);
        List<Integer> reversed = new ArrayList<>(left);
        java.util.Collections.reverse(reversed);
        String deck = UpForTwoDecks.PERSONAL + (seat + 1);
        GameState one = GAME.withDeckOrder(at, deck, left);
        GameState two = GAME.withDeckOrder(at, deck, reversed);
        // the two orders do differ: the next personal draw turns up another card
        Move draw = new UpForTwoMove.TakePersonal(seat);
        assertThat(GAME.chanceOutcomes(GAME.applyLegal(one, draw)).get(0).move())
                .isNotEqualTo(GAME.chanceOutcomes(GAME.applyLegal(two, draw)).get(0).move());
        for (int viewer : new int[] {ALL, 0, 1}) {
            assertThat(differences(GAME.facts(one, viewer), GAME.facts(two, viewer))).as("viewer %d", viewer).isEmpty();
        }
    }

    /** The public fields in which the two facts differ. */
    private static List<String> differences(PositionFacts a, PositionFacts b) throws IllegalAccessException {
        List<String> out = new ArrayList<>();
        for (Field field : PositionFacts.class.getFields()) {
            if (Modifier.isStatic(field.getModifiers())) continue;
            if (!Objects.deepEquals(field.get(a), field.get(b))) out.add(field.getName());
        }
        return out;
    }
}
