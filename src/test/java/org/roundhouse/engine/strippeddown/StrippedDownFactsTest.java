package org.roundhouse.engine.strippeddown;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Bribe;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Build;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Draw;
import org.roundhouse.engine.strippeddown.StrippedDownMove.TakeTop;

/** What the all-seeing eye and each seat know of a position, and the turn in words for each. */
class StrippedDownFactsTest {
    private static final Game GAME = RuleSets.require("stripped-down").configure(StrippedDownRulesTest.BOARD, Map.of());
    private static final int DM = StrippedDownRulesTest.DM;

    @Test
    void aSeatSeesItsOwnHandOnlyAndNeitherTheDeckNorItsOrder() {
        StrippedDownState s = StrippedDownRulesTest.started(21);
        PositionFacts all = GAME.facts(s, PositionFacts.ALL_SEEING);
        PositionFacts seat = GAME.facts(s, 1);
        assertThat(all.hand[0]).isNotNull();
        assertThat(seat.hand[0]).isNull();
        assertThat(seat.hand[1]).isNotNull();
        assertThat(seat.handSize[0]).isEqualTo(3);
        assertThat(all.cardsToNextDividend).isBetween(0, 22);
        assertThat(seat.cardsToNextDividend).isEqualTo(-1);
        assertThat(seat.sharesInDeck).isNull();
        int up = s.board().unionPacific();
        for (int c = 0; c < up; c++) {
            int others = 0;
            for (int q = 0; q < 4; q++) if (q != 1) others += s.handShares(q, c);
            assertThat(seat.sharesUnseen[c]).as("unseen %s", s.board().companyAbbreviation(c)).isEqualTo(s.deckShares(c) + others);
            assertThat(all.sharesInDeck[c]).isEqualTo(s.deckShares(c));
        }
        assertThat(all.value[DM]).isEqualTo(2);
        assertThat(all.trainsPlaced[StrippedDownRulesTest.EPRG]).isEqualTo(3);
        assertThat(all.dividendCards).isEqualTo(4);
        assertThat(all.lastUnionPacificRow).containsExactly(20, 16, 12, 8, 4);
    }

    @Test
    void theOthersReadThatACardWasDrawnNotWhich() {
        StrippedDownState s = StrippedDownRulesTest.started(22);
        StrippedDownState t = StrippedDownRulesTest.apply(s, new Build(0, DM), new TakeTop(0));
        Draw d = (Draw) GAME.chanceOutcomes(t).get(0).move();
        List<Move> turn = List.of(new Build(0, DM), new TakeTop(0), d, new Bribe(0, 2));
        String card = s.board().companyAbbreviation(d.card());
        List<String> names = List.of("Anna", "Ben", "Cleo", "Dan");
        assertThat(GAME.words().turn(turn, 0, StepWords.ALL_SEEING, names::get))
                .isEqualTo("Anna adds a DM train, draws " + card + ", bribes pile 3");
        assertThat(GAME.words().turn(turn, 0, 1, names::get)).isEqualTo("Anna adds a DM train, draws a card, bribes pile 3");
        assertThat(GAME.words().steps(turn, 1, names::get)).contains("Anna draws a card", "Anna lays a UP share on pile 3");
    }

    @Test
    void aTrainOfACompanyReadLetterByLetterTakesTheArticleItsFirstLetterSoundsFor() {
        StrippedDownState s = StrippedDownRulesTest.started(22);
        List<String> names = List.of("Anna", "Ben", "Cleo", "Dan");
        for (int company : new int[] {StrippedDownRulesTest.EPRG, StrippedDownRulesTest.MS, StrippedDownRulesTest.KCC, StrippedDownRulesTest.WW}) {
            StrippedDownState t = StrippedDownRulesTest.apply(s, new Build(0, company), new TakeTop(0));
            Draw d = (Draw) GAME.chanceOutcomes(t).get(0).move();
            String turn = GAME.words().turn(List.of(new Build(0, company), new TakeTop(0), d, new Bribe(0, 2)), 0, 1, names::get);
            String abbreviation = s.board().companyAbbreviation(company);
            String article = abbreviation.equals("EP&RG") || abbreviation.equals("MS") ? "an" : "a";
            assertThat(turn).startsWith("Anna adds " + article + " " + abbreviation + " train,");
        }
    }

    @Test
    void aRandomDealIsTheSameForASeed() {
        assertThat(GAME.randomDeal(5, new SplittableRandom(4))).isEqualTo(GAME.randomDeal(5, new SplittableRandom(4)));
        assertThat(GAME.rulesInBrief(4)).contains("stripped-down");
    }
}
