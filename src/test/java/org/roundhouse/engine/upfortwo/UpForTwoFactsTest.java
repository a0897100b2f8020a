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
import org.roundhouse.engine.FactTable;
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
                int traded = s.tradedUnderDeck().size();
                assertThat(f.table(UpForTwoFacts.TRADED).title()).endsWith(" · " + traded + (traded == 1 ? " card" : " cards"));
                assertThat(f.houseCash).isEqualTo(s.houseCash());
                assertThat(f.over).isEqualTo(s.isOver());
                assertThat(f.simultaneous).isEqualTo(s.phase() == UpForTwoPhase.INITIAL_INVESTMENT);
                FactTable display = f.table(FactTable.DISPLAY);
                assertThat(display.rows()).hasSize(s.displaySize());
                int marked = 0;
                for (int row = 0; row < display.rows().size(); row++) {
                    assertThat(display.rows().get(row).get(1).company()).isEqualTo(s.display()[row]);
                    if (display.rows().get(row).get(2).text().equals("marked")) {
                        marked++;
                        assertThat(row).as("markers sit on the oldest cards").isLessThan(s.markers());
                    }
                }
                assertThat(marked).isEqualTo(s.markers());
                sawMarkers |= marked > 0;
                sawTraded |= traded > 0;
                for (int p = 0; p < 2; p++) {
                    assertThat(f.cash[p]).isEqualTo(s.cash(p));
                    assertThat(personalDeckSize(f, p)).isEqualTo(s.personalDeckSize(p));
                    for (int c = 0; c < companies; c++) assertThat(personal(f, p, c)).isEqualTo(s.personalShares(p, c));
                }
                List<FactTable.Cell> house = f.companyColumns.get(0).cells();
                assertThat(f.companyColumns.get(0).head()).isEqualTo("House");
                for (int c = 0; c <= companies; c++) {
                    assertThat(Integer.parseInt(house.get(c).text())).isEqualTo(s.game().houseShares(s, c));
                }
                for (int c = 0; c < companies; c++) {
                    assertThat(number(f, UpForTwoFacts.TRADED, c, 1)).isEqualTo(s.tradedShares(0, c) + s.tradedShares(1, c));
                    int byMarkers = number(f, UpForTwoFacts.REMOVED, c, 1);
                    assertThat(byMarkers).isEqualTo(s.removedByMarkers(c));
                    assertThat(number(f, UpForTwoFacts.REMOVED, c, 2)).isEqualTo(s.table().flushedShares(c));
                    // hands, the first investments face down, played, display, main deck (traded cards
                    // under it included), personal decks, removed: each share card in one place
                    int where = f.sharesInDeck[c] + byMarkers + f.removedFourOfAKind[c];
                    for (int p = 0; p < 2; p++) {
                        where += f.hand[p][c] + f.played[p][c] + personal(f, p, c) + (f.pendingInitial[p] == c ? 1 : 0);
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
            assertThat(personalDeckSize(f, other)).isEqualTo(s.personalDeckSize(other));
            for (int c = 0; c < BOARD.companyCount(); c++) {
                assertThat(f.hand[me][c]).isEqualTo(s.handShares(me, c));
                assertThat(personal(f, other, c)).as("the other's personal deck: only its size").isEqualTo(UNKNOWN);
                assertThat(personal(f, me, c)).as("my own personal deck's cards").isEqualTo(s.personalShares(me, c));
                assertThat(number(f, UpForTwoFacts.TRADED, c, 1)).as("only the cards I traded").isEqualTo(s.tradedShares(me, c));
                assertThat(f.sharesUnseen[c]).isEqualTo(v.unseenShares(c));
            }
            assertThat(f.sharesInDeck).isNull();
            assertThat(f.companyColumns).as("the house holds the deck: its contents are hidden").isEmpty();
            assertThat(f.cardsToNextDividend).isEqualTo(-1);
        }
    }

    private static final int UNKNOWN = -1;

    /** The number in the table's row of the company and the column, 0 for no row or an empty cell, {@link #UNKNOWN} for "?". */
    private static int number(PositionFacts f, String key, int company, int column) {
        for (List<FactTable.Cell> row : f.table(key).rows()) {
            if (row.get(0).company() != company) continue;
            String text = row.get(column).text();
            return text.equals("?") ? UNKNOWN : row.get(column) == FactTable.Cell.EMPTY ? 0 : Integer.parseInt(text);
        }
        return 0;
    }

    /** The seat's personal-deck cards of the company as its table shows them. */
    private static int personal(PositionFacts f, int seat, int company) {
        FactTable t = f.table(UpForTwoFacts.PERSONAL_DECKS);
        boolean known = t.rows().stream().skip(1).noneMatch(row -> row.get(seat + 1).text().equals("?"));
        // a known deck lists every company it holds; with no row at all the deck is empty (or, for a hidden deck, its rows tell)
        if (!known) return UNKNOWN;
        return number(f, UpForTwoFacts.PERSONAL_DECKS, company, seat + 1);
    }

    private static int personalDeckSize(PositionFacts f, int seat) {
        FactTable t = f.table(UpForTwoFacts.PERSONAL_DECKS);
        assertThat(t.rows().get(0).get(0).text()).isEqualTo("Cards");
        return Integer.parseInt(t.rows().get(0).get(seat + 1).text());
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
