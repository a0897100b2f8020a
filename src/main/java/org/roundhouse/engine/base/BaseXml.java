package org.roundhouse.engine.base;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.roundhouse.board.Board;
import org.roundhouse.board.BoardNames;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.NotationException;
import org.roundhouse.engine.StepXml;

/**
 * The base game's steps and deal in the XML format: {@code <draw card="mountain"/>},
 * {@code <build card=".." company="DM" section="DEN-CAS"/>}, {@code <take from="display" company="MS"/>}, ...;
 * each player's {@code tracks} and {@code shares}, and the setup's {@code display},
 * {@code share-deck} and {@code track-deck}.
 */
final class BaseXml implements StepXml {
    static final String DIVIDEND = "dividend";
    static final String NONE = "none";
    /** A hand card nobody recorded (version 2). */
    static final String UNKNOWN = "unknown";

    /** The step elements and their attributes (the record's seed on the two that draw a card). */
    static final Map<String, java.util.Set<String>> ELEMENTS = Map.ofEntries(
            Map.entry("initial", java.util.Set.of("seat", "company")),
            Map.entry("draw", java.util.Set.of("card", "seed")),
            Map.entry("replace-dead", java.util.Set.of("card")),
            Map.entry("build", java.util.Set.of("card", "company", "section")),
            Map.entry("invest", java.util.Set.of("company", "count", "second")),
            Map.entry("discard", java.util.Set.of("card")),
            Map.entry("pass", java.util.Set.of("card")),
            Map.entry("take", java.util.Set.of("from", "company")),
            Map.entry("reveal", java.util.Set.of("card", "seed")),
            Map.entry("exchange", java.util.Set.of("company")),
            Map.entry("keep", java.util.Set.of()));

    /** A seat's part of the deal, as attributes of its {@code <player>}. */
    static final java.util.Set<String> SEAT_ATTRIBUTES = java.util.Set.of("tracks", "shares");
    /** The rest of the deal, as child elements of {@code <setup>}. */
    static final java.util.Set<String> TABLE_ELEMENTS = java.util.Set.of("display", "share-deck", "track-deck");

    private final Board board;
    private final BoardNames names;

    BaseXml(Board board) {
        this.board = board;
        this.names = BoardNames.of(board);
    }

    // ------------------------------------------------------------------ steps

    @Override
    public Element write(Move step) {
        Map<String, String> a = new LinkedHashMap<>();
        String name;
        BaseMove m = (BaseMove) step;
        if (m instanceof BaseMove.Initial i) {
            name = "initial";
            a.put("seat", Integer.toString(i.player() + 1));
            a.put("company", names.company(i.company()));
        } else if (m instanceof BaseMove.DrawTrack d) {
            name = "draw";
            a.put("card", d.kind() == BaseMove.NO_CARD ? NONE : names.kindName(d.kind()));
        } else if (m instanceof BaseMove.ReplaceDead r) {
            name = "replace-dead";
            a.put("card", names.kindName(r.card()));
        } else if (m instanceof BaseMove.Build b) {
            name = "build";
            a.put("card", names.kindName(b.card()));
            a.put("company", names.company(b.company()));
            a.put("section", board.sectionCode(b.section()));
        } else if (m instanceof BaseMove.Invest v) {
            name = "invest";
            a.put("company", names.company(v.company()));
            if (v.isPair()) {
                a.put("second", names.company(v.second()));
            } else if (v.count() != 1) {
                a.put("count", Integer.toString(v.count()));
            }
        } else if (m instanceof BaseMove.Discard d) {
            name = "discard";
            a.put("card", d.card() == BaseMove.NO_CARD ? NONE : names.kindName(d.card()));
        } else if (m instanceof BaseMove.Forgo f) {
            name = "pass";
            a.put("card", f.card() == BaseMove.NO_CARD ? NONE : names.kindName(f.card()));
        } else if (m instanceof BaseMove.Take t) {
            name = "take";
            a.put("from", t.source().name().toLowerCase(Locale.ROOT).replace('_', '-'));
            if (t.source() == BaseMove.Source.DISPLAY) a.put("company", names.company(t.company()));
        } else if (m instanceof BaseMove.Reveal r) {
            name = "reveal";
            a.put("card", r.isDividend() ? DIVIDEND : names.company(r.card()));
        } else {
            BaseMove.Exchange e = (BaseMove.Exchange) m;
            if (e.keeps()) {
                name = "keep";
            } else {
                name = "exchange";
                a.put("company", names.company(e.company()));
            }
        }
        return new Element(name, a);
    }

    @Override
    public Move read(Element element, int player, int players) throws NotationException {
        Map<String, String> a = element.attributes();
        String name = element.name();
        if (name.equals("initial")) {
            if (a.get("seat") == null) {
                throw new NotationException("an <initial> step needs the seat that made it (seat=\"1\" to \"" + players + "\")");
            }
            return new BaseMove.Initial(seat(a.get("seat"), players), company(a.get("company"), true));
        }
        if (player < 0) throw new NotationException("only <initial> steps may stand in a node without a seat");
        switch (name) {
            case "draw":
                return new BaseMove.DrawTrack(player, NONE.equals(a.get("card")) ? BaseMove.NO_CARD : kind(a.get("card")));
            case "replace-dead":
                return new BaseMove.ReplaceDead(player, kind(a.get("card")));
            case "build": {
                String code = a.get("section");
                int section = code == null ? -1 : names.sectionByCode(code);
                if (section < 0) throw new NotationException("'" + code + "' is not a section of the board");
                return new BaseMove.Build(player, kind(a.get("card")), company(a.get("company"), false), section);
            }
            case "invest": {
                int company = company(a.get("company"), true);
                String second = a.get("second");
                String count = a.get("count");
                if (second != null && count != null) {
                    throw new NotationException("an <invest> has either a count or a second company, not both: "
                            + "an investment plays any number of shares of one company (count=\"2\")"
                            + " or one share each of two different companies (second=\"EP&RG\"), never two of one and one of another");
                }
                if (second != null) return BaseMove.Invest.pair(player, company, company(second, true));
                int n = 1;
                if (count != null) {
                    try {
                        n = Integer.parseInt(count.trim());
                    } catch (NumberFormatException e) {
                        throw new NotationException("count '" + count + "' is not a number");
                    }
                    if (n < 1 || n > 999) throw new NotationException("count " + n + " is out of range");
                }
                return BaseMove.Invest.of(player, company, n);
            }
            case "discard":
                return new BaseMove.Discard(player, NONE.equals(a.get("card")) ? BaseMove.NO_CARD : kind(a.get("card")));
            case "pass":
                return new BaseMove.Forgo(player, NONE.equals(a.get("card")) ? BaseMove.NO_CARD : kind(a.get("card")));
            case "take": {
                String from = a.get("from");
                if ("display".equals(from)) return BaseMove.Take.display(player, company(a.get("company"), false));
                if ("deck".equals(from)) return BaseMove.Take.deck(player);
                if ("union-pacific".equals(from)) return BaseMove.Take.unionPacific(player);
                throw new NotationException("take from '" + from + "': expected display, deck or union-pacific");
            }
            case "reveal":
                if (DIVIDEND.equals(a.get("card"))) return new BaseMove.Reveal(player, BaseMove.DIVIDEND);
                return new BaseMove.Reveal(player, company(a.get("card"), false));
            case "exchange":
                return new BaseMove.Exchange(player, company(a.get("company"), true));
            case "keep":
                return BaseMove.Exchange.keep(player);
            default:
                throw new NotationException("unknown step");
        }
    }

    private static int seat(String s, int players) throws NotationException {
        int seat;
        try {
            seat = Integer.parseInt(s.trim());
        } catch (NumberFormatException e) {
            throw new NotationException("seat '" + s + "' is not a number from 1 to " + players);
        }
        if (seat < 1 || seat > players) throw new NotationException("seat " + seat + " is not a number from 1 to " + players);
        return seat - 1;
    }

    private int kind(String name) throws NotationException {
        int k = name == null ? -1 : names.kindByName(name);
        if (k < 0) throw new NotationException("'" + name + "' is not a track card kind");
        return k;
    }

    private int company(String abbreviation, boolean upAllowed) throws NotationException {
        int c = abbreviation == null ? -1 : names.companyByAbbreviation(abbreviation);
        if (c < 0 || (!upAllowed && c == board.unionPacific())) {
            throw new NotationException("'" + abbreviation + "' is not a company of the board");
        }
        return c;
    }

    // ------------------------------------------------------------------ the deal

    @Override
    public Map<String, String> writeSeat(Deal deal, int seat) {
        BaseSetup d = (BaseSetup) deal;
        Map<String, String> a = new LinkedHashMap<>();
        a.put("tracks", kinds(d.trackHands().get(seat)));
        a.put("shares", cards(d.shareHands().get(seat)));
        return a;
    }

    @Override
    public Map<String, String> writeTable(Deal deal) {
        BaseSetup d = (BaseSetup) deal;
        Map<String, String> t = new LinkedHashMap<>();
        t.put("display", cards(d.display()));
        if (d.knowsShareDeck()) t.put("share-deck", cards(d.shareDeck()));
        if (d.knowsTrackDeck()) t.put("track-deck", kinds(d.trackDeck()));
        return t;
    }

    private String kinds(List<Integer> kinds) {
        StringBuilder b = new StringBuilder();
        for (int k : kinds) {
            if (b.length() > 0) b.append(' ');
            b.append(k == BaseMove.UNKNOWN ? UNKNOWN : names.kindName(k));
        }
        return b.toString();
    }

    private String cards(List<Integer> cards) {
        StringBuilder b = new StringBuilder();
        for (int c : cards) {
            if (b.length() > 0) b.append(' ');
            b.append(c == BaseMove.DIVIDEND ? DIVIDEND : c == BaseMove.UNKNOWN ? UNKNOWN : names.company(c));
        }
        return b.toString();
    }

    @Override
    public Deal readDeal(List<Map<String, String>> seats, Map<String, String> table) throws NotationException {
        List<List<Integer>> tracks = new ArrayList<>();
        List<List<Integer>> shares = new ArrayList<>();
        for (Map<String, String> p : seats) {
            String name = p.get("name");
            tracks.add(kindList(p.get("tracks"), "tracks of " + name, true));
            shares.add(cardList(p.get("shares"), "shares of " + name, false, true));
        }
        if (table.get("display") == null) throw new NotationException("the setup has no <display>");
        List<Integer> display = cardList(table.get("display"), "display", false, false);
        List<Integer> shareDeck = table.get("share-deck") == null ? List.of() : cardList(table.get("share-deck"), "share-deck", true, false);
        List<Integer> trackDeck = table.get("track-deck") == null ? List.of() : kindList(table.get("track-deck"), "track-deck", false);
        return new BaseSetup(seats.size(), tracks, shares, display, shareDeck, trackDeck);
    }

    private List<Integer> kindList(String value, String what, boolean unknown) throws NotationException {
        List<Integer> list = new ArrayList<>();
        if (value == null) return list;
        for (String w : value.trim().split("\\s+")) {
            if (w.isEmpty()) continue;
            if (unknown && w.equals(UNKNOWN)) {
                list.add(BaseMove.UNKNOWN);
                continue;
            }
            int k = names.kindByName(w);
            if (k < 0) throw new NotationException(what + ": '" + w + "' is not a track card kind");
            list.add(k);
            if (list.size() > 1000) throw new NotationException(what + ": too many cards");
        }
        return list;
    }

    private List<Integer> cardList(String value, String what, boolean dividends, boolean unknown) throws NotationException {
        List<Integer> list = new ArrayList<>();
        if (value == null) return list;
        for (String w : value.trim().split("\\s+")) {
            if (w.isEmpty()) continue;
            if (dividends && w.equals(DIVIDEND)) {
                list.add(BaseMove.DIVIDEND);
            } else if (unknown && w.equals(UNKNOWN)) {
                list.add(BaseMove.UNKNOWN);
            } else {
                int c = names.companyByAbbreviation(w);
                if (c < 0 || c == board.unionPacific()) throw new NotationException(what + ": '" + w + "' is not a company of the board");
                list.add(c);
            }
            if (list.size() > 1000) throw new NotationException(what + ": too many cards");
        }
        return list;
    }
}
