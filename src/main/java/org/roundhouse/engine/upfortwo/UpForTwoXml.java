package org.roundhouse.engine.upfortwo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.roundhouse.board.Board;
import org.roundhouse.board.BoardNames;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.NotationException;
import org.roundhouse.engine.StepXml;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseRuleSet;
import org.roundhouse.engine.base.BaseSetup;
import org.roundhouse.engine.upfortwo.UpForTwoMove.KeepThree;
import org.roundhouse.engine.upfortwo.UpForTwoMove.RevealPersonal;
import org.roundhouse.engine.upfortwo.UpForTwoMove.ShowThree;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeBlind;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeFaceUp;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakePersonal;

/**
 * "Union Pacific for two" in the XML format ({@code docs/record-xml.md}): the steps the
 * games share as the base game writes them; {@code <show-three card="plain"/>},
 * {@code <keep-three/>}, {@code <take from="display" slot="2" company="MS"/>},
 * {@code <take from="deck"/>}, {@code <take from="personal"/>} and
 * {@code <reveal-personal card="MS"/>}; each player's {@code personal} deck order.
 */
final class UpForTwoXml implements StepXml {
    static final String PERSONAL = "personal";

    /** The step elements: the base game's with the take's slot, and the variant's own. */
    static final Map<String, Set<String>> ELEMENTS = elements();
    static final Set<String> SEAT_ATTRIBUTES = seatAttributes();

    private static Map<String, Set<String>> elements() {
        Map<String, Set<String>> e = new HashMap<>(BaseRuleSet.INSTANCE.xmlStepElements());
        Set<String> take = new HashSet<>(e.get("take"));
        take.add("slot");
        e.put("take", Set.copyOf(take));
        e.put("show-three", Set.of("card"));
        e.put("keep-three", Set.of());
        e.put("reveal-personal", Set.of("card", "seed"));
        return Map.copyOf(e);
    }

    private static Set<String> seatAttributes() {
        Set<String> s = new HashSet<>(BaseRuleSet.INSTANCE.xmlSeatAttributes());
        s.add(PERSONAL);
        return Set.copyOf(s);
    }

    private final StepXml base;
    private final Board board;
    private final BoardNames names;

    UpForTwoXml(StepXml base, Board board) {
        this.base = base;
        this.board = board;
        this.names = BoardNames.of(board);
    }

    @Override
    public Element write(Move step) {
        Map<String, String> a = new LinkedHashMap<>();
        if (step instanceof ShowThree s) {
            a.put("card", names.kindName(s.kind()));
            return new Element("show-three", a);
        }
        if (step instanceof KeepThree) return new Element("keep-three", a);
        if (step instanceof TakeFaceUp t) {
            a.put("from", "display");
            a.put("slot", Integer.toString(t.slot() + 1));
            a.put("company", names.company(t.company()));
            return new Element("take", a);
        }
        if (step instanceof TakeBlind) {
            a.put("from", "deck");
            return new Element("take", a);
        }
        if (step instanceof TakePersonal) {
            a.put("from", PERSONAL);
            return new Element("take", a);
        }
        if (step instanceof RevealPersonal r) {
            a.put("card", names.company(r.company()));
            return new Element("reveal-personal", a);
        }
        return base.write(step);
    }

    @Override
    public Move read(Element element, int seat, int players) throws NotationException {
        Map<String, String> a = element.attributes();
        switch (element.name()) {
            case "show-three", "keep-three", "take", "reveal-personal" -> {
                if (seat < 0) throw new NotationException("only <initial> steps may stand in a node without a seat");
            }
            default -> {
                return base.read(element, seat, players);
            }
        }
        switch (element.name()) {
            case "show-three" -> {
                String card = a.get("card");
                int k = card == null ? -1 : names.kindByName(card);
                if (k < 0) throw new NotationException("'" + card + "' is not a track card kind");
                return new ShowThree(seat, k);
            }
            case "keep-three" -> {
                return new KeepThree(seat);
            }
            case "reveal-personal" -> {
                return new RevealPersonal(seat, company(a.get("card")));
            }
            default -> {
                String from = a.get("from");
                if ("deck".equals(from)) return new TakeBlind(seat);
                if (PERSONAL.equals(from)) return new TakePersonal(seat);
                if ("union-pacific".equals(from)) {
                    throw new NotationException("in Union Pacific for two a Union Pacific share comes only by trading (<exchange>)");
                }
                if (!"display".equals(from)) throw new NotationException("take from '" + from + "': expected display, deck or personal");
                String slot = a.get("slot");
                if (slot == null) {
                    throw new NotationException("a <take from=\"display\"> names the face-up share's slot, slot=\"1\" (the oldest,"
                            + " leftmost) to \"" + BaseGame.DISPLAY_SLOTS + "\"");
                }
                if (!slot.trim().matches("[1-9]") || slot.trim().charAt(0) - '0' > BaseGame.DISPLAY_SLOTS) {
                    throw new NotationException("slot '" + slot + "' is not a number from 1 to " + BaseGame.DISPLAY_SLOTS);
                }
                return new TakeFaceUp(seat, slot.trim().charAt(0) - '1', company(a.get("company")));
            }
        }
    }

    private int company(String abbreviation) throws NotationException {
        int c = abbreviation == null ? -1 : names.companyByAbbreviation(abbreviation);
        if (c < 0 || c >= board.companyCount()) throw new NotationException("'" + abbreviation + "' is not a company of the board");
        return c;
    }

    // ------------------------------------------------------------------ the deal

    private static UpForTwoSetup setup(Deal deal) {
        if (deal instanceof UpForTwoSetup s) return s;
        throw new IllegalArgumentException("the deal is not one of Union Pacific for two (" + deal.getClass().getSimpleName() + ")");
    }

    @Override
    public Map<String, String> writeSeat(Deal deal, int seat) {
        UpForTwoSetup d = setup(deal);
        Map<String, String> a = new LinkedHashMap<>(base.writeSeat(d.deal(), seat));
        List<Integer> deck = d.personalDecks().get(seat);
        if (!deck.isEmpty()) {
            StringBuilder b = new StringBuilder();
            for (int c : deck) b.append(b.length() > 0 ? " " : "").append(names.company(c));
            a.put(PERSONAL, b.toString());
        }
        return a;
    }

    @Override
    public Map<String, String> writeTable(Deal deal) {
        return base.writeTable(setup(deal).deal());
    }

    @Override
    public Deal readDeal(List<Map<String, String>> seats, Map<String, String> table) throws NotationException {
        if (seats.size() != UpForTwo.PLAYERS) {
            throw new NotationException("Union Pacific for two is played by " + UpForTwo.PLAYERS + " players, not " + seats.size());
        }
        BaseSetup deal = (BaseSetup) base.readDeal(seats, table);
        List<List<Integer>> decks = new ArrayList<>();
        for (Map<String, String> seat : seats) {
            String value = seat.get(PERSONAL);
            decks.add(value == null ? List.of()
                    : UpForTwoNotation.personalDeck(value, "", board, names, "the personal deck of " + seat.get("name")));
        }
        return new UpForTwoSetup(deal, decks);
    }
}
