package org.roundhouse.engine.strippeddown;

import java.util.ArrayList;
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
import org.roundhouse.engine.strippeddown.StrippedDownMove.Bribe;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Build;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Choose;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Draw;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Invest;
import org.roundhouse.engine.strippeddown.StrippedDownMove.TakePile;
import org.roundhouse.engine.strippeddown.StrippedDownMove.TakeTop;

/**
 * The stripped-down variant in the XML format ({@code docs/record-xml.md}):
 * {@code <initial seat="1" company="DM"/>}, {@code <train company="DM"/>},
 * {@code <take from="display" slot="2" company="MS"/>}, {@code <take from="deck"/>},
 * {@code <reveal card="KCC"/>} or {@code card="dividend"} for a scoring marker,
 * {@code <bribe slot="3"/>}, {@code <invest company="DM" count="2"/>}; each player's
 * {@code shares}, the setup's {@code display} and {@code share-deck}.
 */
final class StrippedDownXml implements StepXml {
    static final String MARKER = "dividend";
    static final String NONE = "none";

    static final Map<String, Set<String>> ELEMENTS = Map.of(
            "initial", Set.of("seat", "company"),
            "train", Set.of("company"),
            "take", Set.of("from", "slot", "company"),
            "reveal", Set.of("card", "seed"),
            "bribe", Set.of("slot"),
            "invest", Set.of("company", "count", "second"));
    static final Set<String> SEAT_ATTRIBUTES = Set.of("shares");
    static final Set<String> TABLE_ELEMENTS = Set.of("display", "share-deck");

    private final Board board;
    private final BoardNames names;
    private final StrippedDownNotation cards;

    StrippedDownXml(Board board) {
        this.board = board;
        this.names = BoardNames.of(board);
        this.cards = new StrippedDownNotation(board);
    }

    @Override
    public Element write(Move step) {
        Map<String, String> a = new LinkedHashMap<>();
        if (step instanceof Choose c) {
            a.put("seat", Integer.toString(c.player() + 1));
            a.put("company", names.company(c.company()));
            return new Element("initial", a);
        }
        if (step instanceof Build b) {
            a.put("company", b.company() == StrippedDownMove.NO_TRAIN ? NONE : names.company(b.company()));
            return new Element("train", a);
        }
        if (step instanceof TakePile t) {
            a.put("from", "display");
            a.put("slot", Integer.toString(t.slot() + 1));
            a.put("company", names.company(t.company()));
            return new Element("take", a);
        }
        if (step instanceof TakeTop) {
            a.put("from", "deck");
            return new Element("take", a);
        }
        if (step instanceof Draw d) {
            a.put("card", d.isMarker() ? MARKER : names.company(d.card()));
            return new Element("reveal", a);
        }
        if (step instanceof Bribe b) {
            a.put("slot", Integer.toString(b.slot() + 1));
            return new Element("bribe", a);
        }
        if (step instanceof Invest v) {
            a.put("company", names.company(v.company()));
            if (v.isPair()) a.put("second", names.company(v.second()));
            else if (v.count() > 1) a.put("count", Integer.toString(v.count()));
            return new Element("invest", a);
        }
        throw new IllegalArgumentException("not a step of the stripped-down variant: " + step);
    }

    @Override
    public Move read(Element element, int seat, int players) throws NotationException {
        Map<String, String> a = element.attributes();
        switch (element.name()) {
            case "initial" -> {
                int s = seat;
                String v = a.get("seat");
                if (v != null) {
                    if (!v.trim().matches("[1-9]") || v.trim().charAt(0) - '1' >= players) {
                        throw new NotationException("seat '" + v + "' is not a seat from 1 to " + players);
                    }
                    s = v.trim().charAt(0) - '1';
                }
                return new Choose(s, company(a.get("company"), true));
            }
            case "train" -> {
                return NONE.equals(a.get("company")) ? new Build(seat, StrippedDownMove.NO_TRAIN) : new Build(seat, company(a.get("company"), false));
            }
            case "take" -> {
                String from = a.get("from");
                if ("deck".equals(from)) return new TakeTop(seat);
                if (!"display".equals(from)) throw new NotationException("take from '" + from + "': expected display or deck");
                return new TakePile(seat, slot(a.get("slot")), company(a.get("company"), false));
            }
            case "reveal" -> {
                String card = a.get("card");
                return new Draw(seat, MARKER.equals(card) ? StrippedDownMove.MARKER : company(card, false));
            }
            case "bribe" -> {
                return new Bribe(seat, slot(a.get("slot")));
            }
            case "invest" -> {
                int c = company(a.get("company"), true);
                if (a.get("second") != null) return Invest.pair(seat, c, company(a.get("second"), true));
                String count = a.get("count");
                if (count == null) return Invest.of(seat, c, 1);
                if (!count.trim().matches("[1-9][0-9]{0,2}")) throw new NotationException("count '" + count + "' is not a number of shares");
                return Invest.of(seat, c, Integer.parseInt(count.trim()));
            }
            default -> throw new NotationException("<" + element.name() + "> is no step of the stripped-down variant");
        }
    }

    private int company(String abbreviation, boolean unionPacific) throws NotationException {
        int c = abbreviation == null ? -1 : names.companyByAbbreviation(abbreviation);
        int limit = unionPacific ? board.unionPacific() : board.companyCount() - 1;
        if (c < 0 || c > limit) throw new NotationException("'" + abbreviation + "' is not a company of the board here");
        return c;
    }

    private static int slot(String s) throws NotationException {
        if (s == null || !s.trim().matches("[1-9]") || s.trim().charAt(0) - '0' > StrippedDown.PILES) {
            throw new NotationException("slot '" + s + "' is not a pile from 1 to " + StrippedDown.PILES);
        }
        return s.trim().charAt(0) - '1';
    }

    @Override
    public Map<String, String> writeSeat(Deal deal, int seat) {
        return Map.of("shares", cards.cards(StrippedDownSetup.of(deal).hands().get(seat)));
    }

    @Override
    public Map<String, String> writeTable(Deal deal) {
        StrippedDownSetup d = StrippedDownSetup.of(deal);
        Map<String, String> t = new LinkedHashMap<>();
        t.put("display", cards.cards(d.display()));
        if (!d.deck().isEmpty()) t.put("share-deck", cards.cards(d.deck()));
        return t;
    }

    @Override
    public Deal readDeal(List<Map<String, String>> seats, Map<String, String> table) throws NotationException {
        StrippedDownNotation.checkPlayers(seats.size());
        List<List<Integer>> hands = new ArrayList<>();
        for (Map<String, String> seat : seats) {
            String v = seat.get("shares");
            if (v == null) throw new NotationException("the player " + seat.get("name") + " has no shares=\"...\" (one UP and three others)");
            hands.add(StrippedDownNotation.cards(v, board, "the shares of " + seat.get("name"), false));
        }
        String display = table.get("display");
        if (display == null) throw new NotationException("the setup has no <display>");
        String deck = table.get("share-deck");
        return new StrippedDownSetup(hands, StrippedDownNotation.cards(display, board, "<display>", false),
                deck == null ? List.of() : StrippedDownNotation.cards(deck, board, "<share-deck>", true));
    }
}
