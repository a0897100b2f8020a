package org.roundhouse.engine.nineteenth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.NotationException;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.StepNotation;
import org.roundhouse.engine.StepXml;
import org.roundhouse.engine.registry.RuleSets;

/** Every step in both formats and in words, the deal as tags, bad tokens, the facts and what a seat sees. */
class NineteenthCodecsTest {
    private static final Game GAME = RuleSets.require("nineteenth-century").configure(NineteenthRulesTest.BOARD, Map.of());
    private static final int DM = NineteenthRulesTest.DM;
    private static final int UP = NineteenthRulesTest.UP;
    private static final int WW = NineteenthRulesTest.BOARD.companyIndex("W&W");
    private static final int DEN_OMA = NineteenthRulesTest.section("DEN-OMA");

    private static final List<Move> STEPS = List.of(new NineteenthMove.Buy(1, DM, false, 1, false), new NineteenthMove.Buy(1, WW, true, 3, false),
            new NineteenthMove.Buy(1, UP, false, 2, false), new NineteenthMove.Buy(1, DM, true, 1, true), new NineteenthMove.Sell(1, DM, 2, false),
            new NineteenthMove.Sell(1, WW, 1, true), new NineteenthMove.Done(1), new NineteenthMove.Expand(1, DM, DEN_OMA),
            new NineteenthMove.Answer(1, 2, true), new NineteenthMove.Answer(1, 0, false), new NineteenthMove.Flip(1, 2),
            new NineteenthMove.Reveal(1, 2, NineteenthMove.TRACK), new NineteenthMove.Reveal(1, 0, NineteenthMove.ACE),
            new NineteenthMove.Reveal(1, 3, NineteenthMove.DIVIDEND), new NineteenthMove.Reveal(1, 1, NineteenthMove.EMPTY),
            new NineteenthMove.Invest(1, UP, 12));

    @Test
    void everyStepReadsBackInBothFormats() throws NotationException {
        StepNotation n = GAME.notation();
        StepXml x = GAME.xml();
        List<String> tokens = STEPS.stream().map(m -> n.write(m, m.isDividendDraw() ? 7 : 0)).toList();
        assertThat(tokens).containsExactly("$DM", "$3W&W*", "$2UP", "U$DM*", "-2DM", "U-W&W", "/", "DM@DEN-OMA", "okC", "noA", "~M",
                "^M/T", "^P/A", "^D/$7", "^F/-", ">12UP");
        for (Move m : STEPS) {
            StepNotation.Read r = n.read(n.write(m, m.isDividendDraw() ? 7 : 0), new StepNotation.Context(1, false, 4, List.of()));
            assertThat(r.step()).isEqualTo(m);
            assertThat(r.dividendNumber()).isEqualTo(m.isDividendDraw() ? 7 : 0);
            assertThat(x.read(x.write(m), 1, 4)).isEqualTo(m);
        }
        assertThat(n.read("begin", new StepNotation.Context(-1, true, 4, List.of())).step()).isEqualTo(new NineteenthMove.Begin(0));
        assertThat(x.write(new NineteenthMove.Answer(1, 2, true)).attributes()).containsEntry("seat", "3").containsEntry("approve", "yes");
    }

    @Test
    void badTokensSayHowToWriteThem() {
        StepNotation n = GAME.notation();
        StepNotation.Context c = new StepNotation.Context(0, false, 4, List.of());
        assertThatThrownBy(() -> n.read("$XYZ", c)).hasMessageContaining("'XYZ' is not a company");
        assertThatThrownBy(() -> n.read("okE", c)).hasMessageContaining("seats are A to D");
        assertThatThrownBy(() -> n.read("~W", c)).hasMessageContaining("is not a track deck");
        assertThatThrownBy(() -> n.read("^M/Q", c)).hasMessageContaining("T (track), A, $ (dividend) or - (none)");
        assertThatThrownBy(() -> n.read("DM@DEN-XXX", c)).hasMessageContaining("not a section");
        assertThatThrownBy(() -> n.read("=DM", c)).hasMessageContaining("no step of the nineteenth-century variant");
        assertThatThrownBy(() -> n.read("/", new StepNotation.Context(-1, true, 4, List.of()))).hasMessageContaining("'begin'");
    }

    @Test
    void theDealIsWrittenAndReadAsTags() throws NotationException {
        NineteenthSetup deal = (NineteenthSetup) GAME.randomDeal(3, new SplittableRandom(4));
        Map<String, String> tags = GAME.notation().writeDeal(deal);
        assertThat(tags.keySet()).containsExactly("TrackTops", "TrackDecks");
        assertThat(GAME.notation().readDeal(3, tags)).isEqualTo(deal);
        assertThat(GAME.notation().writeDeal(deal.withoutDeckOrders())).containsOnlyKeys("TrackTops");
        assertThat(GAME.xml().readDeal(List.of(Map.of("name", "A"), Map.of("name", "B"), Map.of("name", "C")),
                GAME.xml().writeTable(deal))).isEqualTo(deal);
        assertThatThrownBy(() -> GAME.notation().readDeal(3, Map.of("TrackTops", "P:$ F:T M:T D:T"))).hasMessageContaining("T or A");
    }

    @Test
    void wordsTellEveryStep() {
        IntFunction<String> names = p -> List.of("Anna", "Ben", "Cleo", "Dan").get(p);
        List<String> lines = GAME.words().steps(STEPS, -1, names);
        assertThat(lines).hasSize(STEPS.size());
        assertThat(lines.get(0)).isEqualTo("Ben buys a DM share");
        assertThat(lines.get(1)).isEqualTo("Ben buys 3 W&W shares from the bank");
        assertThat(lines.get(5)).isEqualTo("Ben has UP sell a W&W share to the bank");
        assertThat(GAME.words().steps(List.of(new NineteenthMove.Buy(0, NineteenthRulesTest.MS, false, 1, false),
                new NineteenthMove.Buy(0, NineteenthRulesTest.BOARD.companyIndex("UMR"), false, 1, false)), -1, names))
                .containsExactly("Anna buys an MS share", "Anna buys a UMR share");
        assertThat(lines.get(3)).isEqualTo("Ben has UP buy a DM share from the bank");
        assertThat(lines.get(7)).isEqualTo("Ben proposes a DM train on " + NineteenthRulesTest.BOARD.sectionName(DEN_OMA)
                + ", which needs the others' approval");
        assertThat(lines.get(8)).isEqualTo("Cleo approves the expansion");
        assertThat(lines.get(13)).contains("dividend card: a scoring round");
        assertThat(GAME.words().turn(STEPS, 6, -1, names)).startsWith("Ben buys a DM share").contains("proposes DM to ")
                .contains("Cleo approves").contains("dividend 7");
    }

    @Test
    void everySeatSeesTheSameOpenTableButNoDeckOrder() {
        NineteenthState s = (NineteenthState) GAME.newGame(GAME.randomDeal(3, new SplittableRandom(2)));
        s = NineteenthRulesTest.apply(s, new NineteenthMove.Begin(0), new NineteenthMove.Buy(0, DM, false, 2, false));
        PositionFacts all = GAME.facts(s, PositionFacts.ALL_SEEING);
        PositionFacts seat = GAME.facts(s, 1);
        assertThat(all.cash).containsExactly(8, 10, 10);
        assertThat(seat.cash).containsExactly(8, 10, 10);
        assertThat(all.played[0][DM]).isEqualTo(2);
        assertThat(all.value[DM]).as("a share's price").isEqualTo(1);
        assertThat(all.sharesInDeck[DM]).isEqualTo(8);
        assertThat(all.trackDeckSize).isEqualTo(40);
        assertThat(all.reachable[DM]).contains(DEN_OMA);
        assertThat(all.isPrimary(0, DM)).isTrue();
        assertThat(s.knowsDeckOrders()).isTrue();
        NineteenthHidden hidden = new NineteenthHidden();
        assertThat(hidden.redact(s, 1).knowsDeckOrders()).isFalse();
        assertThat(hidden.redact(s, 1).treasury(DM)).isEqualTo(s.treasury(DM));
        assertThat(GAME.view(s).playedShares(0, DM)).isEqualTo(2);
        assertThat(GAME.view(s).companyValue(NineteenthRulesTest.EPRG)).isEqualTo(2);
        assertThat(s.sharesInCompany(DM)).isEqualTo(8);
        assertThat(s.ownedByPlayers(DM)).isEqualTo(2);
        assertThat(s.treasury(UP)).isEqualTo(2);
        assertThat(s.decks()).isEqualTo(4);
        assertThat(s.deckSize(0)).as("the plain deck").isEqualTo(10);
    }
}
