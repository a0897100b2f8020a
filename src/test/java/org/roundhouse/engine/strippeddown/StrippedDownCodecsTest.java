package org.roundhouse.engine.strippeddown;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.NotationException;
import org.roundhouse.engine.StepNotation;
import org.roundhouse.engine.StepXml;
import org.roundhouse.engine.registry.RuleSets;

/** Every step in both formats, the rare ones included (a full board's "no train", a marker without its number). */
class StrippedDownCodecsTest {
    private static final Game GAME = RuleSets.require("stripped-down").configure(StrippedDownRulesTest.BOARD, Map.of());
    private static final int DM = StrippedDownRulesTest.DM;
    private static final int MS = StrippedDownRulesTest.MS;
    private static final int UP = StrippedDownRulesTest.UP;

    private static final List<Move> STEPS = List.of(new StrippedDownMove.Build(2, DM), new StrippedDownMove.Build(2, StrippedDownMove.NO_TRAIN),
            new StrippedDownMove.TakePile(2, 3, MS), new StrippedDownMove.TakeTop(2), new StrippedDownMove.Draw(2, MS),
            new StrippedDownMove.Draw(2, StrippedDownMove.MARKER), new StrippedDownMove.Bribe(2, 0), StrippedDownMove.Invest.of(2, UP, 3),
            StrippedDownMove.Invest.of(2, DM, 1), StrippedDownMove.Invest.pair(2, DM, UP));

    @Test
    void everyStepReadsBackInBothFormats() throws NotationException {
        StepNotation n = GAME.notation();
        StepXml x = GAME.xml();
        List<String> tokens = STEPS.stream().map(m -> n.write(m, m.isDividendDraw() ? 2 : 0)).toList();
        assertThat(tokens).containsExactly("+DM", "+-", ">MS/4", ">*", "^MS", "^$2", "@1", "=3UP", "=DM", "=DM,UP");
        for (Move m : STEPS) {
            StepNotation.Read r = n.read(n.write(m, m.isDividendDraw() ? 2 : 0), new StepNotation.Context(2, false, 4, List.of()));
            assertThat(r.step()).isEqualTo(m);
            assertThat(x.read(x.write(m), 2, 4)).isEqualTo(m);
        }
        assertThat(n.read("^$", new StepNotation.Context(2, false, 4, List.of())).step()).isEqualTo(new StrippedDownMove.Draw(2, StrippedDownMove.MARKER));
        assertThat(x.write(new StrippedDownMove.Build(2, StrippedDownMove.NO_TRAIN)).attributes()).containsEntry("company", "none");
        assertThat(n.read("=MS", new StepNotation.Context(-1, true, 4, List.of(new StrippedDownMove.Choose(0, DM)))).step())
                .as("move 0: the seats in order").isEqualTo(new StrippedDownMove.Choose(1, MS));
    }

    @Test
    void aNewTurnStartsAtATrainOrAnInvestment() {
        StepNotation n = GAME.notation();
        List<Move> building = List.of(new StrippedDownMove.Build(0, DM), new StrippedDownMove.TakeTop(0));
        assertThat(n.startsTurn("^DM", building)).isFalse();
        assertThat(n.startsTurn("@2", building)).isFalse();
        assertThat(n.startsTurn("+MS", building)).isTrue();
        assertThat(n.startsTurn("=MS", building)).isTrue();
        assertThat(n.startsTurn("=MS", List.of(new StrippedDownMove.Choose(0, DM)))).as("move 0").isFalse();
    }

    @Test
    void badTokensSayHowToWriteThem() {
        StepNotation n = GAME.notation();
        StepNotation.Context c = new StepNotation.Context(0, false, 4, List.of());
        assertThatThrownBy(() -> n.read(">MS", c)).hasMessageContaining(">MS/1 to >MS/4");
        assertThatThrownBy(() -> n.read("@5", c)).hasMessageContaining("numbered 1 to 4");
        assertThatThrownBy(() -> n.read("+UP", c)).hasMessageContaining("UP has no row");
        assertThatThrownBy(() -> n.read("&P", c)).hasMessageContaining("no step of the stripped-down variant");
    }

    @Test
    void anInvestmentTheNotationCannotHoldIsRefusedByTheInvestingRuleAndUpIsNoPileToTake() {
        StepNotation n = GAME.notation();
        StepNotation.Context c = new StepNotation.Context(0, false, 4, List.of());
        assertThatThrownBy(() -> n.read("=2DM,KCC", c)).hasMessage("'=2DM,KCC' is not an investment: an investing turn plays any two shares (=MS,EP&RG) or as many shares of a single"
                + " company as the player wishes (=3MS), never two of one company and one of another")
                .hasMessageNotContaining("not a company");
        assertThatThrownBy(() -> n.read("=DM,2KCC", c)).hasMessageContaining("never two of one company and one of another");
        assertThatThrownBy(() -> n.read(">UP", c)).hasMessageContaining("not a pile of their own").hasMessageNotContaining(">UP/1");
        assertThatThrownBy(() -> n.read(">XYZ", c)).hasMessageContaining("'XYZ' is not a company");
    }

    @Test
    void aLeftOutBribeIsReportedAtTheMoveThatLeftItOut() throws Exception {
        String text = java.nio.file.Files.readString(java.nio.file.Path.of("sample-games/4p-stripped-down.upn"));
        String cut = text.replace("\n5.A +KCC >EP&RG/2 ^MS @4\n", "\n5.A +KCC >EP&RG/2 ^MS\n");
        org.roundhouse.record.LoadResult r = org.roundhouse.record.RecordLoader.readNotation(cut, "t.upn");
        org.roundhouse.record.LoadError e = r.error().orElseThrow();
        assertThat(e.moveNumber()).isEqualTo(5);
        assertThat(e.reason()).contains("is missing before move 6");
        assertThat(r.record().orElseThrow().mainLineEnd().moveNumber()).as("valid up to move 4").isEqualTo(4);
    }
}
