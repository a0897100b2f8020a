package org.roundhouse.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.StepCodec.DealForm;
import org.roundhouse.engine.StepCodec.Field;

/**
 * A codec over another rule set's notation and XML: its own forms first, the rest (steps,
 * tokens, elements, part of the deal) falls back; a token read by what came before it; turns
 * that go on; attributes named apart from their components; messages of its own.
 */
class StepCodecFallBackTest {
    private static final Board BOARD = Boards.unionPacific();
    private static final int DM = BOARD.companyIndex("DM");
    private static final int MS = BOARD.companyIndex("MS");

    record Buy(int player, int company) implements Move {
    }

    record Peek(int player) implements Move {
    }

    record Seen(int player, int company) implements Move {
    }

    record Twice(int player, int kind) implements Move {
    }

    record Hands(List<List<Integer>> hands) implements Deal {
        @Override
        public int players() {
            return hands.size();
        }

        @Override
        public boolean knowsDeckOrders() {
            return true;
        }

        @Override
        public Deal withoutDeckOrders() {
            return this;
        }
    }

    record Extended(Hands base, List<List<Integer>> decks) implements Deal {
        @Override
        public int players() {
            return base.players();
        }

        @Override
        public boolean knowsDeckOrders() {
            return decks.stream().noneMatch(List::isEmpty);
        }

        @Override
        public Deal withoutDeckOrders() {
            return new Extended(base, decks.stream().map(d -> List.<Integer>of()).toList());
        }
    }

    private static final Field COMPANY = Field.company(false, "");
    private static final StepCodec BASE = new StepCodec("the base test game", "=DM a buy");
    private static final StepCodec OVER = new StepCodec("the extended test game", "? a peek, !P twice");

    static {
        BASE.step(Buy.class, "a buy (=)", "=", COMPANY.at("company")).element("buy", "company");
        BASE.turnsStartWith("=");
        BASE.deal(new DealForm("the base test game", 2, 3).seat("Hand", "hand", COMPANY, "the seat's hand",
                (d, seat) -> ((Hands) d).hands().get(seat)).builds((seats, table) -> new Hands(seats.stream().map(l -> l.get(0)).toList())));
        OVER.step(Peek.class, "a peek (?)", "?").element("peek");
        OVER.step(Seen.class, "a card seen (=)", "=", COMPANY.at("company")).after(Peek.class).attribute("card", "company")
                .element("seen", "card");
        OVER.step(Twice.class, "twice (!)", "!", Field.kind().at("kind")).attribute("card", "kind").element("twice", "card")
                .turnGoesOnFor(2).whenUnreadable((board, token) -> "'" + token + "': twice is written !P");
        OVER.turnsStartWith("!");
        OVER.whenUnreadable("seen", (board, e) -> e.attributes().containsKey("card") ? null : "a card seen is named, card=\"DM\"");
        OVER.deal(new DealForm("the extended test game", 2, 3)
                .seatIfKnown("Deck", "deck", "private deck", COMPANY,
                        (where, names, values) -> values.size() == 2 ? null : where + " holds two cards, not " + values.size(),
                        (d, seat) -> ((Extended) d).decks().get(seat))
                .over(d -> ((Extended) d).base(), (base, seats, table) -> new Extended((Hands) base, seats.stream().map(l -> l.get(0)).toList())));
    }

    private final StepNotation notation = OVER.notation(BOARD, BASE.notation(BOARD));
    private final StepXml xml = OVER.xml(BOARD, BASE.xml(BOARD));

    private static StepNotation.Context after(Move... steps) {
        return new StepNotation.Context(1, false, 2, List.of(steps));
    }

    @Test
    void aStepOfNoFormIsTheFallBacksAndATokenIsReadByWhatCameBeforeIt() throws NotationException {
        assertThat(notation.write(new Buy(1, DM), 0)).isEqualTo("=DM");
        assertThat(notation.kindOfStep(new Buy(1, DM))).isEqualTo("a buy (=)");
        assertThat(notation.read("=DM", after()).step()).isEqualTo(new Buy(1, DM));
        assertThat(notation.read("=DM", after(new Buy(1, MS))).step()).isEqualTo(new Buy(1, DM));
        assertThat(notation.read("=DM", after(new Peek(1))).step()).as("after a peek").isEqualTo(new Seen(1, DM));
        assertThat(notation.write(new Seen(1, DM), 0)).isEqualTo("=DM");
        assertThat(notation.read("!W", after()).step()).isEqualTo(new Twice(1, BOARD.wildKind()));
        assertThatThrownBy(() -> notation.read("!X", after())).hasMessage("'!X': twice is written !P");
        assertThatThrownBy(() -> notation.read("+DM", after())).as("the fall-back's message")
                .hasMessage("'+DM' is no step of the base test game (=DM a buy)");
    }

    @Test
    void inXmlAnAttributeMayBeNamedApartFromItsComponent() throws NotationException {
        assertThat(xml.write(new Seen(0, DM))).isEqualTo(new StepXml.Element("seen", Map.of("card", "DM")));
        assertThat(xml.write(new Twice(0, 0))).isEqualTo(new StepXml.Element("twice", Map.of("card", "plain")));
        assertThat(xml.write(new Buy(0, MS))).isEqualTo(new StepXml.Element("buy", Map.of("company", "MS")));
        for (Move m : List.of(new Seen(0, DM), new Twice(0, 0), new Buy(0, MS), new Peek(0))) assertThat(xml.read(xml.write(m), 0, 2)).isEqualTo(m);
        assertThat(OVER.xmlElements(BASE.xmlElements())).containsOnlyKeys("buy", "peek", "seen", "twice").containsEntry("seen", java.util.Set.of("card"));
        assertThatThrownBy(() -> xml.read(new StepXml.Element("twice", Map.of("card", "X")), 0, 2))
                .hasMessage("<twice card=\"X\">: 'X' is not a track card kind");
        assertThatThrownBy(() -> xml.read(new StepXml.Element("seen", Map.of()), 0, 2)).hasMessage("<seen>: a card seen is named, card=\"DM\"");
        assertThatThrownBy(() -> xml.read(new StepXml.Element("seen", Map.of("card", "UP")), 0, 2)).as("the codec's own message")
                .hasMessage("<seen card=\"UP\">: 'UP' is not a company of this board");
        assertThatThrownBy(() -> xml.read(new StepXml.Element("sell", Map.of()), 0, 2)).hasMessage("<sell> is no step of the base test game");
    }

    @Test
    void aTurnGoesOnAfterItsFormAndATokenOfItsOwnAlwaysStartsOne() {
        assertThat(notation.startsTurn("=DM", List.of())).isFalse();
        assertThat(notation.startsTurn("=DM", List.of(new Buy(0, DM)))).isTrue();
        assertThat(notation.startsTurn("=DM", List.of(new Twice(0, 0)))).isFalse();
        assertThat(notation.startsTurn("=DM", List.of(new Twice(0, 0), new Buy(0, DM)))).isFalse();
        assertThat(notation.startsTurn("=DM", List.of(new Twice(0, 0), new Buy(0, DM), new Buy(0, MS)))).isTrue();
        assertThat(notation.startsTurn("!P", List.of(new Twice(0, 0)))).isTrue();
    }

    @Test
    void theDealIsTheFallBacksWithTheListsAdded() throws NotationException {
        Extended deal = new Extended(new Hands(List.of(List.of(DM), List.of(MS))), List.of(List.of(MS, DM), List.of()));
        assertThat(notation.dealTags(2)).containsExactly("HandA", "HandB", "DeckA", "DeckB");
        Map<String, String> tags = notation.writeDeal(deal);
        assertThat(tags).containsExactly(Map.entry("HandA", "DM"), Map.entry("HandB", "MS"), Map.entry("DeckA", "MS DM"));
        assertThat(notation.readDeal(2, tags)).isEqualTo(deal);
        assertThat(xml.writeSeat(deal, 0)).containsExactly(Map.entry("hand", "DM"), Map.entry("deck", "MS DM"));
        assertThat(xml.writeSeat(deal, 1)).containsExactly(Map.entry("hand", "MS"));
        assertThat(xml.readDeal(List.of(Map.of("name", "Ann", "hand", "DM", "deck", "MS DM"), Map.of("name", "Ben", "hand", "MS")), Map.of()))
                .isEqualTo(deal);
        assertThatThrownBy(() -> notation.readDeal(2, Map.of("HandA", "DM", "HandB", "MS", "DeckA", "MS")))
                .hasMessage("[DeckA] holds two cards, not 1").extracting(e -> ((NotationException) e).tag()).isEqualTo("DeckA");
        assertThatThrownBy(() -> notation.readDeal(2, Map.of("HandA", "DM", "HandB", "MS", "DeckC", "MS DM")))
                .hasMessage("[DeckC] without [PlayerC]: the extended test game has a private deck for seats A and B only");
        assertThatThrownBy(() -> notation.readDeal(2, Map.of("HandA", "DM", "HandB", "MS", "DeckB", "XX DM")))
                .hasMessage("[DeckB]: 'XX' is not a company of this board").extracting(e -> ((NotationException) e).tag()).isEqualTo("DeckB");
        assertThatThrownBy(() -> xml.readDeal(List.of(Map.of("name", "Ann", "hand", "DM", "deck", "MS"), Map.of("name", "Ben", "hand", "MS")),
                Map.of())).hasMessage("the private deck of Ann holds two cards, not 1");
        assertThatThrownBy(() -> notation.readDeal(4, Map.of())).hasMessage("the extended test game is played by 2 to 3 players, not 4");
    }

    @Test
    void aFieldMaySayWhatItsValueIsFor() {
        Field card = COMPANY.saying(s -> "'" + s + "' is no card of a private deck");
        assertThat(card.whyNot(BOARD, "XX")).isEqualTo("'XX' is no card of a private deck");
        assertThat(card.whyNot(BOARD, "DM")).isNull();
        assertThat(Field.kind().whyNot(BOARD, "mountain")).isNull();
        assertThat(Field.kind().whyNot(BOARD, "Q")).isEqualTo("'Q' is not a track card kind");
    }
}
