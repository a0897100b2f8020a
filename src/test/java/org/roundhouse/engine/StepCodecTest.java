package org.roundhouse.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.StepCodec.Field;

/** One description of a step, both formats: the same field prints, reads and explains in each. */
class StepCodecTest {
    private static final Board BOARD = Boards.unionPacific();
    private static final int DM = BOARD.companyIndex("DM");
    private static final int UP = BOARD.unionPacific();

    record Buy(int player, int company, int count, int second) implements Move {
    }

    record Pass(int player) implements Move {
    }

    private static final Field SHARE = Field.company(true, "");
    private static final Field COMPANY = Field.company(false, " (UP has no row)");
    private static final Field COUNT = Field.number(1, 99, false, true, s -> "'" + s + "' is not a number of shares");
    private static final StepCodec CODEC = new StepCodec("the test game", "=DM a buy, - a pass");

    static {
        CODEC.step(Buy.class, "a buy (=)", "=", COUNT.at("count").omittedWhen(1), SHARE.at("company")).fixed("second", -1)
                .element("buy", "company", "count");
        CODEC.step(Buy.class, "a buy (=)", "=", SHARE.at("company"), ",", COMPANY.at("second")).fixed("count", 1)
                .element("buy", "company", "second");
        CODEC.step(Pass.class, "a pass (-)", "-").element("pass", "why=nothing").drawn();
        CODEC.whenMalformed("=", (board, token) -> "'" + token + "' is not a buy");
    }

    private static Map<String, String> ordered(String... keysAndValues) {
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) out.put(keysAndValues[i], keysAndValues[i + 1]);
        return out;
    }

    private final StepNotation notation = CODEC.notation(BOARD);
    private final StepXml xml = CODEC.xml(BOARD);
    private final StepNotation.Context seat2 = new StepNotation.Context(2, false, 3, List.of());

    @Test
    void eachFormIsWrittenAndReadInBothFormats() throws NotationException {
        Buy three = new Buy(2, DM, 3, -1);
        Buy one = new Buy(2, UP, 1, -1);
        Buy pair = new Buy(2, UP, 1, DM);
        assertThat(List.of(three, one, pair, new Pass(2)).stream().map(m -> notation.write(m, 0))).containsExactly("=3DM", "=UP", "=UP,DM", "-");
        assertThat(xml.write(three).attributes()).containsExactly(Map.entry("company", "DM"), Map.entry("count", "3"));
        assertThat(xml.write(one).attributes()).as("a count of 1 is left out").containsExactly(Map.entry("company", "UP"));
        assertThat(xml.write(pair).attributes()).containsExactly(Map.entry("company", "UP"), Map.entry("second", "DM"));
        assertThat(xml.write(new Pass(2))).isEqualTo(new StepXml.Element("pass", Map.of("why", "nothing")));
        for (Move m : List.of(three, one, pair, new Pass(2))) {
            assertThat(notation.read(notation.write(m, 0), seat2).step()).isEqualTo(m);
            assertThat(xml.read(xml.write(m), 2, 3)).isEqualTo(m);
        }
        assertThat(notation.kindOfStep(pair)).isEqualTo("a buy (=)");
    }

    @Test
    void anElementIsReadAsTheFormWhoseAttributesItHas() throws NotationException {
        Map<String, String> a = new LinkedHashMap<>();
        a.put("company", "UP");
        a.put("second", "DM");
        assertThat(xml.read(new StepXml.Element("buy", a), 0, 3)).isEqualTo(new Buy(0, UP, 1, DM));
        a.put("count", "2");
        assertThatThrownBy(() -> xml.read(new StepXml.Element("buy", a), 0, 3))
                .hasMessage("<buy company=\"UP\" second=\"DM\" count=\"2\"> is no step of the test game:"
                        + " <buy company=\"...\" count=\"...\"/> or <buy company=\"...\" second=\"...\"/>");
        assertThat(CODEC.xmlElements()).containsEntry("pass", java.util.Set.of("why", "seed"))
                .containsEntry("buy", java.util.Set.of("company", "count", "second"));
    }

    @Test
    void aBadValueIsExplainedByItsFieldInBothFormats() {
        assertThatThrownBy(() -> notation.read("=DM,UP", seat2)).hasMessage("'=DM,UP': 'UP' is not a company of this board (UP has no row)");
        assertThatThrownBy(() -> xml.read(new StepXml.Element("buy", ordered("company", "DM", "second", "UP")), 0, 3))
                .hasMessage("<buy company=\"DM\" second=\"UP\">: 'UP' is not a company of this board (UP has no row)");
        assertThatThrownBy(() -> notation.read("=0DM", seat2)).hasMessage("'=0DM': '0' is not a number of shares");
        assertThatThrownBy(() -> xml.read(new StepXml.Element("buy", Map.of("count", "2")), 0, 3)).hasMessage("<buy count=\"2\"> has no company=\"...\"");
        assertThatThrownBy(() -> notation.read("=DM,", seat2)).hasMessage("'=DM,' is not a buy");
        assertThatThrownBy(() -> notation.read("+DM", seat2)).hasMessage("'+DM' is no step of the test game (=DM a buy, - a pass)");
        assertThatThrownBy(() -> xml.read(new StepXml.Element("sell", Map.of()), 0, 3)).hasMessage("<sell> is no step of the test game");
    }

    /** A seat's answer to another seat, with a boolean written as a fixed word and an attribute named otherwise. */
    record Answer(int player, int seat, boolean yes, boolean loud) implements Move {
    }

    private static final StepCodec ANSWERS = new StepCodec("the answer game", "okB an answer");

    static {
        ANSWERS.step(Answer.class, "an answer (ok, no)", Field.choice(List.of("no", "ok"), List.of("no", "yes")).at("yes"),
                Field.seat().at("seat"), Field.choice(List.of("", "!"), java.util.Arrays.asList(null, "loud")).at("loud").omittedWhen(0))
                .attribute("approve", "yes").element("answer", "seat", "approve", "loud");
    }

    @Test
    void booleansAreFixedWordsAndSeatsAreCheckedAgainstThePlayers() throws NotationException {
        StepNotation n = ANSWERS.notation(BOARD);
        StepXml x = ANSWERS.xml(BOARD);
        Answer quiet = new Answer(2, 1, true, false);
        Answer loud = new Answer(2, 0, false, true);
        assertThat(n.write(quiet, 0)).isEqualTo("okB");
        assertThat(n.write(loud, 0)).isEqualTo("noA!");
        assertThat(x.write(quiet).attributes()).containsExactly(Map.entry("seat", "2"), Map.entry("approve", "yes"));
        assertThat(x.write(loud).attributes()).containsExactly(Map.entry("seat", "1"), Map.entry("approve", "no"), Map.entry("loud", "loud"));
        for (Answer a : List.of(quiet, loud)) {
            assertThat(n.read(n.write(a, 0), seat2).step()).isEqualTo(a);
            assertThat(x.read(x.write(a), 2, 3)).isEqualTo(a);
        }
        assertThat(ANSWERS.xmlElements()).containsEntry("answer", java.util.Set.of("seat", "approve", "loud"));
        assertThatThrownBy(() -> n.read("okD", seat2)).hasMessage("'okD': seats are A to C");
        assertThatThrownBy(() -> x.read(new StepXml.Element("answer", ordered("seat", "4", "approve", "yes")), 2, 3))
                .hasMessage("<answer seat=\"4\" approve=\"yes\">: seat '4' is not a seat from 1 to 3");
        assertThatThrownBy(() -> x.read(new StepXml.Element("answer", ordered("seat", "1", "approve", "maybe")), 2, 3))
                .hasMessage("<answer seat=\"1\" approve=\"maybe\">: 'maybe': expected no or yes");
    }

    @Test
    void aDealEntryMayBeOneTextTheRuleSetReads() throws NotationException {
        record Table(int players, List<Integer> order) implements Deal {
            @Override
            public boolean knowsDeckOrders() {
                return !order.isEmpty();
            }

            @Override
            public Deal withoutDeckOrders() {
                return new Table(players, List.of());
            }
        }
        StepCodec.DealForm.Text<List<Integer>> digits = new StepCodec.DealForm.Text<>() {
            @Override
            public String write(org.roundhouse.board.BoardNames names, List<Integer> value) {
                return value.stream().map(String::valueOf).reduce("", String::concat);
            }

            @Override
            public List<Integer> read(org.roundhouse.board.BoardNames names, String text, String where) throws NotationException {
                if (!text.matches("[0-9]*")) throw new NotationException(where + ": digits only");
                return text.chars().map(c -> c - '0').boxed().toList();
            }
        };
        StepCodec codec = new StepCodec("the deal game", "- a pass");
        codec.step(Pass.class, "a pass (-)", "-").element("pass");
        codec.deal(new StepCodec.DealForm("the deal game", 2, 4).tableText("Order", "order", null, digits,
                d -> ((Table) d).knowsDeckOrders() ? ((Table) d).order() : null)
                .buildsFromTexts((players, texts) -> new Table(players, texts.get(0) == null ? List.of() : (List<Integer>) texts.get(0))));
        StepNotation n = codec.notation(BOARD);
        StepXml x = codec.xml(BOARD);
        Table t = new Table(3, List.of(3, 1, 2));
        assertThat(n.writeDeal(t)).containsExactly(Map.entry("Order", "312"));
        assertThat(n.readDeal(3, n.writeDeal(t))).isEqualTo(t);
        assertThat(x.readDeal(List.of(Map.of(), Map.of(), Map.of()), x.writeTable(t))).isEqualTo(t);
        assertThat(n.writeDeal(t.withoutDeckOrders())).isEmpty();
        assertThat(n.readDeal(2, Map.of())).isEqualTo(new Table(2, List.of()));
        assertThat(codec.xmlTableElements()).containsExactly("order");
        assertThatThrownBy(() -> n.readDeal(3, Map.of("Order", "3x"))).hasMessage("[Order]: digits only");
        assertThatThrownBy(() -> x.readDeal(List.of(Map.of(), Map.of()), Map.of("order", "3x"))).hasMessage("<order>: digits only");
        assertThatThrownBy(() -> n.readDeal(5, Map.of())).hasMessage("the deal game is played by 2 to 4 players, not 5");
    }
}
