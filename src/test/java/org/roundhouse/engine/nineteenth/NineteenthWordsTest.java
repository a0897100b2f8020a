package org.roundhouse.engine.nineteenth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.roundhouse.engine.nineteenth.NineteenthRulesTest.DM;
import static org.roundhouse.engine.nineteenth.NineteenthRulesTest.GAME;
import static org.roundhouse.engine.nineteenth.NineteenthRulesTest.apply;
import static org.roundhouse.engine.nineteenth.NineteenthRulesTest.section;

import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.FactTable;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Refusal;
import org.roundhouse.engine.SeatMarks;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.nineteenth.NineteenthMove.Answer;
import org.roundhouse.engine.nineteenth.NineteenthMove.Buy;
import org.roundhouse.engine.nineteenth.NineteenthMove.Done;
import org.roundhouse.engine.nineteenth.NineteenthMove.Expand;

/** What the screens read of the variant: players named, never "seat 2", and a proposal told from a placed train. */
class NineteenthWordsTest {
    static final List<String> NAMES = List.of("Anna", "Ben", "Cleo");
    static final IntFunction<String> NAME = NAMES::get;

    /** Anna, Ben and Cleo own a DM share each; Anna has ended her investment. */
    private static NineteenthState threeOwners() {
        return apply(GAME, GAME.newGame(GAME.randomDeal(3, new java.util.SplittableRandom(1))),
                new NineteenthMove.Begin(0), new Buy(0, DM, false, 1, false), new Done(0), new Done(0), new Done(0),
                new Buy(1, DM, false, 1, false), new Done(1), new Done(1), new Done(1),
                new Buy(2, DM, false, 1, false), new Done(2), new Done(2), new Done(2), new Done(0));
    }

    @Test
    void aRefusalNamesTheSeatAsSeatForProgramsAndAsThePlayerForTheScreens() {
        NineteenthState asked = apply(GAME, threeOwners(), new Expand(0, DM, section("DEN-OMA")));
        Refusal notAsked = GAME.refusal(asked, new Answer(0, 2, true)).orElseThrow();
        assertThat(notAsked.sentence()).isEqualTo("seat 2 is asked to approve now, not seat 3");
        assertThat(notAsked.sentence(NAME)).isEqualTo("Ben is asked to approve now, not Cleo");
        assertThat(notAsked.named(NAME).sentence()).isEqualTo("Ben is asked to approve now, not Cleo");
        Refusal notYours = GAME.refusal(asked, new Answer(1, 1, true)).orElseThrow();
        assertThat(notYours.sentence(NAME)).isEqualTo("it is Anna's turn, not Ben's");
    }

    @Test
    void theTablesNameTheSeatsForTheWorkbenchToWriteThePlayersNames() {
        NineteenthState s = threeOwners();
        FactTable holdings = NineteenthTables.control(s);
        for (List<FactTable.Cell> row : holdings.rows()) {
            for (FactTable.Cell c : row) assertThat(SeatMarks.named(c.tip(), NAME) == null ? "" : SeatMarks.named(c.tip(), NAME)).doesNotContain("seat");
        }
        NineteenthState upControlled = apply(GAME, GAME.newGame(GAME.randomDeal(3, new java.util.SplittableRandom(1))),
                new NineteenthMove.Begin(0), new Buy(0, GAME.board().unionPacific(), false, 1, false));
        assertThat(SeatMarks.named(NineteenthTables.control(upControlled).note(), NAME)).endsWith("UP controlled by Anna");
        assertThat(SeatMarks.plain(NineteenthTables.control(upControlled).note())).endsWith("UP controlled by seat 1");
    }

    @Test
    void aProposalStillWaitingForAnswersReadsAsAProposalNotAsATrainPaidFor() {
        NineteenthState before = threeOwners();
        Expand proposal = new Expand(0, DM, section("DEN-OMA"));
        NineteenthState waiting = apply(GAME, before, proposal);
        List<Move> steps = List.of(proposal);
        StepWords words = GAME.words();
        assertThat(words.turn(steps, 0, StepWords.ALL_SEEING, NAME, waiting)).startsWith("Anna proposes DM to ").doesNotContain("expands");
        assertThat(words.steps(steps, StepWords.ALL_SEEING, NAME, waiting).get(0)).contains("proposes").doesNotContain("paid $1M");
        // with a majority, the same step places the train
        NineteenthState alone = apply(GAME, GAME.newGame(GAME.randomDeal(3, new java.util.SplittableRandom(1))),
                new NineteenthMove.Begin(0), new Buy(0, DM, false, 1, false), new Done(0));
        NineteenthState placed = apply(GAME, alone, proposal);
        assertThat(words.turn(steps, 0, StepWords.ALL_SEEING, NAME, placed)).startsWith("Anna expands DM to ");
        assertThat(words.steps(steps, StepWords.ALL_SEEING, NAME, placed).get(0)).contains("paid $1M by DM");
    }
}
