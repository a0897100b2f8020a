package org.roundhouse.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.board.BoardNames;
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

    enum From { SHELF, DECK, HOUSE }

    record Lay(int player, int company, int section, int card) implements Move {
    }

    record Get(int player, From from, int company) implements Move {
    }

    record Open(int player, int company) implements Move {
    }

    record Show(int player, int card) implements Move {
        @Override
        public boolean isDividendDraw() {
            return card == 99;
        }
    }

    /** Steps written as the base game writes them: features any rule set may use. */
    private static final StepCodec LAYS = new StepCodec("the lay game", "DM:DEN-CAS a lay, >DM a get");

    static {
        LAYS.opening(Open.class, "an opening (=)", "move 0 is =DM for each seat", "=", SHARE.at("company")).element("open", "seat", "company");
        LAYS.step(Lay.class, "a lay", COMPANY.at("company"), ":", Field.section().within("[^\\s/]+").at("section"),
                Field.kind().or(-1, "-", "none", 3).at("card").prefixed("/")
                        .omittedInNotationWhen((board, v) -> board.section(v.get("section")).trackType()))
                .element("lay", "card", "company", "section");
        LAYS.step(Get.class, "a get (>)", ">UP").fixed("from", From.HOUSE.ordinal()).fixed("company", -1).anyCase().element("get", "from=house");
        LAYS.step(Get.class, "a get (>)", ">-").fixed("from", From.DECK.ordinal()).fixed("company", -1).omittedAtEnd().element("keep");
        LAYS.step(Get.class, "a get (>)", ">", COMPANY.at("company")).fixed("from", From.SHELF.ordinal()).element("get", "from=shelf", "company");
        LAYS.step(Show.class, "a show (^)", "^$", StepCodec.dividendNumber(Field.number(1, 9, false, true, s -> "bad number"))
                .writtenWhenUnknown()).fixed("card", 99).element("show", "card=dividend");
        LAYS.whenAnyUnreadable((board, element, seat, players) -> element.name().equals("get") ? "a get of " + players + " players" : null);
    }

    @Test
    void aPartMayFollowALiteralAndBeLeftOutWhereTheBoardGivesIt() throws NotationException {
        StepNotation n = LAYS.notation(BOARD);
        StepXml x = LAYS.xml(BOARD);
        int section = BoardNames.of(BOARD).sectionByCode("DEN-CAS");
        int own = BOARD.section(section).trackType();
        int other = (own + 1) % BOARD.trackTypeCount();
        Lay plain = new Lay(2, DM, section, own);
        Lay wild = new Lay(2, DM, section, other);
        assertThat(n.write(plain, 0)).isEqualTo("DM:DEN-CAS");
        assertThat(n.write(wild, 0)).isEqualTo("DM:DEN-CAS/" + BoardNames.of(BOARD).kindLetter(other));
        assertThat(x.write(plain).attributes()).as("XML always names it").containsEntry("card", BoardNames.of(BOARD).kindName(own));
        for (Lay l : List.of(plain, wild, new Lay(2, DM, section, -1))) {
            assertThat(n.read(n.write(l, 0), seat2).step()).isEqualTo(l);
            assertThat(x.read(x.write(l), 2, 3)).isEqualTo(l);
        }
        assertThat(n.versionNeeded(plain)).isEqualTo(1);
        assertThat(n.versionNeeded(new Lay(2, DM, section, -1))).as("a value given a version").isEqualTo(3);
        assertThatThrownBy(() -> n.read("DM:XYZ/P", seat2)).hasMessage("'DM:XYZ/P': 'XYZ' is not a section of this board");
    }

    @Test
    void enumComponentsLiteralsInAnyCaseStepsLeftOutAtTheEndAndDividendNumbers() throws NotationException {
        StepNotation n = LAYS.notation(BOARD);
        StepXml x = LAYS.xml(BOARD);
        Get house = new Get(2, From.HOUSE, -1);
        Get shelf = new Get(2, From.SHELF, DM);
        assertThat(n.write(house, 0)).isEqualTo(">UP");
        assertThat(n.read(">up", seat2).step()).isEqualTo(house);
        assertThat(n.read(">DM", seat2).step()).isEqualTo(shelf);
        assertThat(x.write(shelf)).isEqualTo(new StepXml.Element("get", ordered("from", "shelf", "company", "DM")));
        assertThat(x.read(x.write(house), 2, 3)).isEqualTo(house);
        assertThat(n.omittedAtEnd(new Get(2, From.DECK, -1))).isTrue();
        assertThat(n.omittedAtEnd(shelf)).isFalse();
        Show dividend = new Show(2, 99);
        assertThat(n.write(dividend, 3)).isEqualTo("^$3");
        assertThat(n.write(dividend, 0)).as("written even when unknown").isEqualTo("^$0");
        assertThat(n.read("^$", seat2)).isEqualTo(new StepNotation.Read(dividend, 0));
        assertThat(n.read("^$4", seat2)).isEqualTo(new StepNotation.Read(dividend, 4));
        assertThatThrownBy(() -> x.read(new StepXml.Element("get", Map.of("from", "shelf", "company", "XX")), 2, 3))
                .hasMessage("a get of 3 players");
    }

    @Test
    void moveZeroHoldsOneStepASeatAndANodeWithoutASeatOnlyItsSteps() throws NotationException {
        StepNotation n = LAYS.notation(BOARD);
        StepXml x = LAYS.xml(BOARD);
        List<Move> two = List.of(new Open(0, DM), new Open(1, DM));
        assertThat(n.read("=DM", new StepNotation.Context(0, true, 3, two)).step()).isEqualTo(new Open(2, DM));
        assertThatThrownBy(() -> n.read("=DM", new StepNotation.Context(0, true, 2, two)))
                .hasMessage("'=DM': move 0 holds one step for each of the 2 players, no more");
        assertThat(x.read(new StepXml.Element("open", ordered("seat", "2", "company", "DM")), -1, 3)).isEqualTo(new Open(1, DM));
        assertThatThrownBy(() -> x.read(new StepXml.Element("open", Map.of("company", "DM")), -1, 3))
                .hasMessage("<open company=\"DM\"> stands in a node without a seat and has none of its own (seat=\"1\" to \"3\")");
        assertThatThrownBy(() -> x.read(new StepXml.Element("lay", ordered("card", "plain", "company", "DM", "section", "DEN-CAS")), -1, 3))
                .hasMessage("<lay card=\"plain\" company=\"DM\" section=\"DEN-CAS\"> stands in a node without a seat: only the steps of move 0 may");
    }

    @Test
    void seatListsOfOneTagShareItAndValuesGiveTheDealItsVersion() throws NotationException {
        record Hands(int players, List<List<Integer>> kinds, List<List<Integer>> shares) implements Deal {
            @Override
            public boolean knowsDeckOrders() {
                return false;
            }

            @Override
            public Deal withoutDeckOrders() {
                return this;
            }
        }
        StepCodec codec = new StepCodec("the hand game", "- a pass");
        codec.step(Pass.class, "a pass (-)", "-").element("pass");
        codec.deal(new StepCodec.DealForm("the hand game", 2, 4)
                .seat("Hand", "kinds", Field.kind().or(Deal.UNKNOWN, "?", "unknown", 2), "kinds", (d, p) -> ((Hands) d).kinds().get(p))
                .seat("Hand", "shares", COMPANY, "shares", (d, p) -> ((Hands) d).shares().get(p))
                .builds((seats, table) -> new Hands(seats.size(), seats.stream().map(l -> l.get(0)).toList(),
                        seats.stream().map(l -> l.get(1)).toList()))
                .whenUnreadable((names, players, tags) -> tags.containsKey("HandC") ? "no C here" : null, (names, players, table) -> null));
        StepNotation n = codec.notation(BOARD);
        StepXml x = codec.xml(BOARD);
        Hands known = new Hands(2, List.of(List.of(0, 1), List.of(2)), List.of(List.of(DM), List.of()));
        Hands unknown = new Hands(2, List.of(List.of(0, Deal.UNKNOWN), List.of(2)), List.of(List.of(DM), List.of()));
        String p = String.valueOf(BoardNames.of(BOARD).kindLetter(0));
        String f = String.valueOf(BoardNames.of(BOARD).kindLetter(1));
        assertThat(n.writeDeal(known)).containsExactly(Map.entry("HandA", p + " " + f + " | DM"),
                Map.entry("HandB", BoardNames.of(BOARD).kindLetter(2) + " | "));
        assertThat(x.writeSeat(unknown, 0)).as("XML names a kind").containsExactly(
                Map.entry("kinds", BoardNames.of(BOARD).kindName(0) + " unknown"), Map.entry("shares", "DM"));
        assertThat(n.readDeal(2, n.writeDeal(unknown))).isEqualTo(unknown);
        assertThat(x.readDeal(List.of(x.writeSeat(unknown, 0), x.writeSeat(unknown, 1)), Map.of())).isEqualTo(unknown);
        assertThat(n.versionNeeded(known)).isEqualTo(1);
        assertThat(n.versionNeeded(unknown)).isEqualTo(2);
        assertThat(n.dealTags(2)).containsExactly("HandA", "HandB");
        assertThatThrownBy(() -> n.readDeal(2, Map.of("HandA", p, "HandB", "| DM"))).hasMessage("[HandA] holds 2 lists separated by '|': kinds | shares")
                .isInstanceOfSatisfying(NotationException.class, e -> assertThat(e.tag()).isEqualTo("HandA"));
        assertThatThrownBy(() -> n.readDeal(2, Map.of("HandA", "X | DM", "HandC", ""))).hasMessage("no C here");
    }
}
