package org.roundhouse.engine.upfortwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.roundhouse.engine.upfortwo.TwoScenario.company;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.NotationException;
import org.roundhouse.engine.StepNotation;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.StepXml;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.upfortwo.UpForTwoMove.KeepThree;
import org.roundhouse.engine.upfortwo.UpForTwoMove.RevealPersonal;
import org.roundhouse.engine.upfortwo.UpForTwoMove.ShowThree;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeBlind;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeFaceUp;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakePersonal;

/** Each kind of step of the variant, one by one, in the notation, in XML and in words. */
class UpForTwoCodecsTest {
    private static final Board BOARD = Boards.unionPacific();
    private static final Game RULES = UpForTwoRuleSet.INSTANCE.configure(BOARD, Map.of("DeadTrackRule", "yes"));
    private static final StepNotation NOTATION = RULES.notation();
    private static final StepXml XML = RULES.xml();
    private static final StepWords WORDS = RULES.words();
    private static final int MS = company("MS");
    private static final int DM = company("DM");
    private static final int EP = company("EP&RG");
    private static final int PLAIN = 0;
    private static final int WILD = BOARD.wildKind();

    /** A turn with every kind of step the seat can make, in an order the rules could give, each with its token. */
    private static final List<Move> STEPS = List.of(
            new ShowThree(1, PLAIN), new BaseMove.DrawTrack(1, WILD), new BaseMove.DrawTrack(1, BaseMove.NO_CARD),
            new BaseMove.ReplaceDead(1, 2), new BaseMove.DrawTrack(1, 3), new KeepThree(1),
            new BaseMove.Build(1, WILD, DM, 0), new BaseMove.Invest(1, MS, 3, BaseMove.Invest.NONE), BaseMove.Invest.pair(1, MS, EP),
            new BaseMove.Discard(1, PLAIN), new BaseMove.Discard(1, BaseMove.NO_CARD), new BaseMove.Forgo(1, 1),
            new TakeFaceUp(1, 3, EP), new TakeBlind(1), new BaseMove.Reveal(1, BaseMove.DIVIDEND), new BaseMove.Reveal(1, MS),
            new TakePersonal(1), new RevealPersonal(1, EP), new BaseMove.Exchange(1, DM), BaseMove.Exchange.keep(1));
    private static final List<String> TOKENS = List.of("&P", "+W", "+-", "~M", "+D", "&-", "DM:" + BOARD.sectionCode(0) + "/W",
            "=3MS", "=MS,EP&RG", "-P", "--", "-F", ">EP&RG/4", ">*", "^$2", "^MS", ">@", "^EP&RG", "<DM", "<-");

    /** What a turn's reader knows before the step: the step before it, when it tells which step a token is. */
    private static List<Move> before(int i) {
        Move m = STEPS.get(i);
        if (m instanceof BaseMove.Discard) return List.of(BaseMove.Invest.of(1, MS, 1));
        if (m instanceof RevealPersonal) return List.of(new TakePersonal(1));
        return List.of(new BaseMove.DrawTrack(1, PLAIN));
    }

    @Test
    void everyStepIsWrittenAsItsTokenAndReadBack() throws NotationException {
        for (int i = 0; i < STEPS.size(); i++) {
            Move m = STEPS.get(i);
            String token = NOTATION.write(m, m.isDividendDraw() ? 2 : 0);
            assertThat(token).as("%s", m).isEqualTo(TOKENS.get(i));
            StepNotation.Read read = NOTATION.read(token, new StepNotation.Context(1, false, 2, before(i)));
            assertThat(read.step()).as(token).isEqualTo(m);
            assertThat(read.dividendNumber()).isEqualTo(m.isDividendDraw() ? 2 : 0);
        }
    }

    @Test
    void everyStepIsAnXmlElementAndReadBack() throws NotationException {
        List<String> names = new ArrayList<>();
        for (Move m : STEPS) {
            StepXml.Element e = XML.write(m);
            names.add(e.name());
            assertThat(UpForTwoRuleSet.INSTANCE.xmlStepElements().get(e.name())).as(e.name()).containsAll(e.attributes().keySet());
            assertThat(XML.read(e, 1, 2)).as("%s", e).isEqualTo(m);
        }
        assertThat(names).contains("show-three", "keep-three", "take", "reveal-personal", "replace-dead", "pass", "discard");
        assertThat(XML.write(new TakeFaceUp(0, 1, MS)).attributes()).containsExactly(Map.entry("from", "display"), Map.entry("slot", "2"),
                Map.entry("company", "MS"));
        assertThat(XML.write(new TakePersonal(0)).attributes()).containsExactly(Map.entry("from", "personal"));
    }

    @Test
    void theInitialInvestmentsAreTheBaseGames() throws NotationException {
        Move initial = new BaseMove.Initial(1, company("UP"));
        assertThat(NOTATION.write(initial, 0)).isEqualTo("=UP");
        assertThat(NOTATION.read("=UP", new StepNotation.Context(0, true, 2, List.of(new BaseMove.Initial(0, DM)))).step()).isEqualTo(initial);
        assertThat(XML.read(XML.write(initial), -1, 2)).isEqualTo(initial);
    }

    @Test
    void aTurnStartsAtADrawExceptTheSecondDrawAfterShowingThreeOfAKind() {
        List<Move> opening = List.of(new BaseMove.Initial(0, DM), new BaseMove.Initial(1, MS));
        assertThat(NOTATION.startsTurn("+P", opening)).isTrue();
        assertThat(NOTATION.startsTurn("&P", opening)).isTrue();
        assertThat(NOTATION.startsTurn("&-", List.of(new BaseMove.DrawTrack(0, PLAIN), new BaseMove.Build(0, PLAIN, DM, 0),
                new TakeBlind(0), new BaseMove.Reveal(0, MS)))).isTrue();
        assertThat(NOTATION.startsTurn("+P", List.of(new ShowThree(0, PLAIN)))).isFalse();
        assertThat(NOTATION.startsTurn("+P", List.of(new ShowThree(0, PLAIN), new BaseMove.DrawTrack(0, PLAIN)))).isFalse();
        assertThat(NOTATION.startsTurn("+P", List.of(new ShowThree(0, PLAIN), new BaseMove.DrawTrack(0, PLAIN),
                new BaseMove.DrawTrack(0, WILD)))).isTrue();
        assertThat(NOTATION.startsTurn("+P", List.of(new KeepThree(0)))).isFalse();
        assertThat(NOTATION.startsTurn("+P", List.of(new BaseMove.DrawTrack(0, PLAIN)))).isTrue();
        assertThat(NOTATION.startsTurn("+P", List.of(new BaseMove.DrawTrack(0, PLAIN), new BaseMove.ReplaceDead(0, PLAIN)))).isFalse();
        assertThat(NOTATION.startsTurn("^MS", List.of(new TakePersonal(0)))).isFalse();
    }

    @Test
    void wrongTokensSayHowTheStepIsWritten() {
        StepNotation.Context c = new StepNotation.Context(0, false, 2, List.of(new BaseMove.DrawTrack(0, PLAIN)));
        assertThatThrownBy(() -> NOTATION.read(">MS/5", c)).hasMessage("'>MS/5': the slot of a face-up share is 1 (the oldest, leftmost) to 4, not 5");
        assertThatThrownBy(() -> NOTATION.read(">UP/1", c)).hasMessage("'>UP/1': 'UP' is not a company of this board");
        assertThatThrownBy(() -> NOTATION.read("&X", c)).hasMessage("'&X': three of a kind are written &P (three plain cards shown,"
                + " one discarded, two drawn) or &- (kept)");
        StepNotation.Context afterPersonal = new StepNotation.Context(0, false, 2, List.of(new TakePersonal(0)));
        assertThatThrownBy(() -> NOTATION.read("^$", afterPersonal)).hasMessage("'^$': a personal deck holds no dividend card");
        assertThatThrownBy(() -> XML.read(new StepXml.Element("take", Map.of("from", "union-pacific")), 0, 2))
                .hasMessage("<take from=\"union-pacific\">: in Union Pacific for two a Union Pacific share comes only by trading (<exchange>)");
    }

    @Test
    void theOtherSeatReadsThatACardWasTakenBlindButNotWhich() {
        List<Move> turn = List.of(new KeepThree(0), new BaseMove.DrawTrack(0, PLAIN), new BaseMove.Build(0, PLAIN, DM, 0), new TakePersonal(0),
                new RevealPersonal(0, EP), new BaseMove.Reveal(0, MS), new BaseMove.Exchange(0, DM));
        java.util.function.IntFunction<String> names = p -> p == 0 ? "Anna" : "Ben";
        String mine = WORDS.turn(turn, 0, 0, names);
        String theirs = WORDS.turn(turn, 0, 1, names);
        assertThat(mine).startsWith("Anna builds DM ").endsWith(", takes EP&RG from their personal deck, trades DM for a UP share");
        assertThat(theirs).startsWith("Anna builds DM ").endsWith(", takes a card from their personal deck, trades a share for a UP share");
        assertThat(WORDS.steps(turn, 1, names)).containsExactly("Anna starts the turn", "Anna draws a track card", theirs.substring(0,
                theirs.indexOf(", takes")), "Anna takes a card from their personal deck", "Anna's card from the personal deck stays hidden",
                "The main deck turns up MS for the display", "Anna trades a share for a UP share");
        assertThat(WORDS.steps(turn, StepWords.ALL_SEEING, names)).contains("Anna keeps the three of a kind and draws one card",
                "Anna draws a plain card", "Anna's personal deck gives EP&RG", "Anna trades DM for a UP share");
        List<Move> blind = List.of(new ShowThree(1, WILD), new BaseMove.DrawTrack(1, PLAIN), new BaseMove.DrawTrack(1, PLAIN),
                new BaseMove.Build(1, PLAIN, DM, 0), new TakeBlind(1), new BaseMove.Reveal(1, BaseMove.DIVIDEND), new BaseMove.Reveal(1, MS),
                new BaseMove.Reveal(1, EP));
        assertThat(WORDS.turn(blind, 1, 0, names)).startsWith("Ben shows three wild cards and draws two, builds DM ")
                .endsWith(", takes a card blind from the main deck — dividend 2 paid");
        assertThat(WORDS.turn(blind, 1, 1, names)).contains("takes MS blind from the main deck");
        assertThat(WORDS.steps(blind, 0, names)).endsWith("A dividend card is turned up", "Ben draws a card from the main deck",
                "The main deck turns up EP&RG for the display");
    }
}
