package org.roundhouse.record;

import org.roundhouse.TestSeam;
import org.roundhouse.board.BoardNames;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseState;

/** Refusals that say the rule a record breaks, with file, line and move. */
class RuleRefusalTest {
    private static final String RULE = "an investment plays any number of shares of one company (=2MS)"
            + " or one share each of two different companies (=MS,EP&RG), never two of one company and one of another";

    private static int lineOf(String text, int index) {
        return (int) text.substring(0, index).chars().filter(c -> c == '\n').count() + 1;
    }

    /** The notation with {@code extra} appended to main-line move {@code number}'s line. */
    private static String appendToMove(String text, int number, String extra, int[] line) {
        int at = text.indexOf("\n" + number + ".") + 1;
        int end = text.indexOf('\n', at);
        line[0] = lineOf(text, at);
        return text.substring(0, end) + extra + text.substring(end);
    }

    @Test
    void twoSharesOfOneCompanyAndOneOfAnotherSaysTheInvestmentRule() {
        GameRecord record = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(3, "standard", true, false, List.of("Anna", "Ben", "Carl")), 42);
        String text = RecordSaver.write(record, RecordFormat.NOTATION);
        int[] line = new int[1];
        String broken = appendToMove(text, 4, " =2MS,EP&RG", line);
        LoadError e = RecordLoader.readNotation(broken, "t.upn").error().orElseThrow();
        assertThat(e.toString()).isEqualTo("t.upn:" + line[0] + ": move 4 (Anna): '=2MS,EP&RG' is not an investment: " + RULE);
        broken = appendToMove(text, 4, " =MS,2EP&RG", line);
        assertThat(RecordLoader.readNotation(broken, "t.upn").error().orElseThrow().reason())
                .isEqualTo("'=MS,2EP&RG' is not an investment: " + RULE);
        assertThat(RecordLoader.readNotation(broken, "t.upn").error().orElseThrow().moveNumber()).isEqualTo(4);
    }

    @Test
    void anXmlInvestmentWithACountAndASecondCompanySaysTheRule() {
        GameRecord record = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(3, "standard", true, false, List.of("Anna", "Ben", "Carl")), 42);
        String xml = RecordSaver.write(record, RecordFormat.XML);
        int node = xml.indexOf("<node seat=\"1\">");
        int nodeEnd = xml.indexOf("</node>", node);
        String broken = xml.substring(0, nodeEnd) + "<invest company=\"MS\" count=\"2\" second=\"EP&amp;RG\"/>\n" + xml.substring(nodeEnd);
        LoadError e = RecordLoader.readXml(broken, "t.xml").error().orElseThrow();
        assertThat(e.line()).isEqualTo(lineOf(broken, nodeEnd));
        assertThat(e.reason()).startsWith("an <invest> has either a count or a second company, not both: an investment plays"
                + " any number of shares of one company");
    }

    /** A main-line move after which the Union Pacific stack is empty and the game goes on. */
    private record Emptied(GameRecord record, MoveNode node, BaseState after) {
    }

    private static Emptied emptiedStack() {
        for (long seed = 1; seed < 400; seed++) {
            GameRecord record = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(4, "standard", true, false, List.of("A", "B", "C", "D")), seed);
            Replay replay = Replay.of(record);
            for (MoveNode n : record.mainLine()) {
                if (n.turn().isInitial()) continue;
                BaseState after = TestSeam.state(replay.stateAt(n));
                BaseState before = TestSeam.state(replay.stateBefore(n));
                if (after.unionPacificLeft() == 0 && !after.isOver()
                        && !(n.turn().steps().get(n.turn().steps().size() - 1) instanceof BaseMove.Exchange)
                        && n.turn().steps().stream().anyMatch(s -> s instanceof BaseMove.Take)
                        && before.unionPacificLeft() <= 1) {
                    return new Emptied(record, n, after);
                }
            }
        }
        throw new AssertionError("no random game empties the Union Pacific stack");
    }

    @Test
    void anExchangeWhenNoUnionPacificShareIsLeftSaysSo() {
        Emptied e = emptiedStack();
        Replay replay = Replay.of(e.record());
        int player = e.node().turn().player();
        BaseState after = e.after();
        int company = 0;
        while (after.handShares(player, company) == 0) company++;
        String abbreviation = BoardNames.of(replay.board()).company(company);
        String text = RecordSaver.write(e.record(), RecordFormat.NOTATION);
        int[] line = new int[1];
        int number = e.node().moveNumber();
        String broken = appendToMove(text, number, " <" + abbreviation, line);
        LoadError error = RecordLoader.readNotation(broken, "t.upn").error().orElseThrow();
        assertThat(error.toString()).isEqualTo("t.upn:" + line[0] + ": move " + number + " (" + replay.playerName(player) + "): "
                + "an exchange (<) cannot come here: no Union Pacific share is left to exchange for;"
                + " with the stack empty the turn ends once the share is taken");
    }

    @Test
    void theEngineGivesTheSameReasonForAnExchangeAtAnyStepOnceTheStackIsEmpty() {
        Emptied e = emptiedStack();
        Replay replay = Replay.of(e.record());
        BaseState after = e.after();
        int next = after.currentPlayer();
        assertThat(replay.game().refusal(after, new BaseMove.Exchange(next, 0)).map(org.roundhouse.engine.Refusal::sentence))
                .contains(BaseGame.NO_UNION_PACIFIC_TO_EXCHANGE);
    }
}
