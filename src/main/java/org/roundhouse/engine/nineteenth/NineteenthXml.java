package org.roundhouse.engine.nineteenth;

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
import org.roundhouse.engine.nineteenth.NineteenthMove.Answer;
import org.roundhouse.engine.nineteenth.NineteenthMove.Begin;
import org.roundhouse.engine.nineteenth.NineteenthMove.Buy;
import org.roundhouse.engine.nineteenth.NineteenthMove.Done;
import org.roundhouse.engine.nineteenth.NineteenthMove.TakeNoCard;
import org.roundhouse.engine.nineteenth.NineteenthMove.Expand;
import org.roundhouse.engine.nineteenth.NineteenthMove.Flip;
import org.roundhouse.engine.nineteenth.NineteenthMove.Invest;
import org.roundhouse.engine.nineteenth.NineteenthMove.Reveal;
import org.roundhouse.engine.nineteenth.NineteenthMove.Sell;

/**
 * The nineteenth-century variant in the XML format ({@code docs/record-xml.md}):
 * {@code <begin/>}, {@code <buy company="DM" count="2" from="bank" for="up"/>},
 * {@code <sell company="DM" count="2" by="up"/>}, {@code <done/>},
 * {@code <expand company="DM" section="DEN-CAS"/>}, {@code <answer seat="2" approve="yes"/>},
 * {@code <flip deck="mountain"/>}, {@code <reveal deck="mountain" card="A"/>},
 * {@code <invest company="DM" amount="3"/>}; the setup's {@code track-tops} and {@code track-decks}.
 */
final class NineteenthXml implements StepXml {
    static final Map<String, Set<String>> ELEMENTS = Map.of(
            "begin", Set.of(),
            "buy", Set.of("company", "count", "from", "for"),
            "sell", Set.of("company", "count", "by"),
            "done", Set.of(),
            "expand", Set.of("company", "section"),
            "answer", Set.of("seat", "approve"),
            "flip", Set.of("deck"),
            "take-no-card", Set.of(),
            "reveal", Set.of("deck", "card", "seed"),
            "invest", Set.of("company", "amount"));
    static final Set<String> SEAT_ATTRIBUTES = Set.of();
    static final Set<String> TABLE_ELEMENTS = Set.of("track-tops", "track-decks");

    private final Board board;
    private final BoardNames names;
    private final NineteenthNotation notation;

    NineteenthXml(Board board) {
        this.board = board;
        this.names = BoardNames.of(board);
        this.notation = new NineteenthNotation(board);
    }

    private static String cardWord(int card) {
        return switch (card) {
            case NineteenthMove.TRACK -> "track";
            case NineteenthMove.ACE -> "A";
            case NineteenthMove.DIVIDEND -> "dividend";
            default -> "none";
        };
    }

    @Override
    public Element write(Move step) {
        Map<String, String> a = new LinkedHashMap<>();
        if (step instanceof Begin) return new Element("begin", a);
        if (step instanceof Buy b) {
            a.put("company", names.company(b.company()));
            if (b.count() != 1) a.put("count", Integer.toString(b.count()));
            if (b.fromBank()) a.put("from", "bank");
            if (b.forUp()) a.put("for", "up");
            return new Element("buy", a);
        }
        if (step instanceof Sell x) {
            a.put("company", names.company(x.company()));
            if (x.count() != 1) a.put("count", Integer.toString(x.count()));
            if (x.byUp()) a.put("by", "up");
            return new Element("sell", a);
        }
        if (step instanceof Done) return new Element("done", a);
        if (step instanceof Expand e) {
            a.put("company", names.company(e.company()));
            a.put("section", names.section(e.section()));
            return new Element("expand", a);
        }
        if (step instanceof Answer x) {
            a.put("seat", Integer.toString(x.seat() + 1));
            a.put("approve", x.yes() ? "yes" : "no");
            return new Element("answer", a);
        }
        if (step instanceof TakeNoCard) return new Element("take-no-card", a);
        if (step instanceof Flip f) {
            a.put("deck", names.kindName(f.deck()));
            return new Element("flip", a);
        }
        if (step instanceof Reveal v) {
            a.put("deck", names.kindName(v.deck()));
            a.put("card", cardWord(v.card()));
            return new Element("reveal", a);
        }
        if (step instanceof Invest v) {
            a.put("company", names.company(v.company()));
            a.put("amount", Integer.toString(v.amount()));
            return new Element("invest", a);
        }
        throw new IllegalArgumentException("not a step of the nineteenth-century variant: " + step);
    }

    @Override
    public Move read(Element element, int seat, int players) throws NotationException {
        Map<String, String> a = element.attributes();
        switch (element.name()) {
            case "begin" -> {
                return new Begin(0);
            }
            case "buy" -> {
                String from = a.getOrDefault("from", "company");
                if (!from.equals("company") && !from.equals("bank")) throw new NotationException("from='" + from + "': expected company or bank");
                String forWhom = a.get("for");
                if (forWhom != null && !forWhom.equals("up")) throw new NotationException("for='" + forWhom + "': expected up");
                return new Buy(seat, company(a.get("company")), from.equals("bank"), count(a.get("count")), forWhom != null);
            }
            case "sell" -> {
                String by = a.get("by");
                if (by != null && !by.equals("up")) throw new NotationException("by='" + by + "': expected up");
                return new Sell(seat, company(a.get("company")), count(a.get("count")), by != null);
            }
            case "done" -> {
                return new Done(seat);
            }
            case "take-no-card" -> {
                return new TakeNoCard(seat);
            }
            case "expand" -> {
                int sec = a.get("section") == null ? -1 : names.sectionByCode(a.get("section"));
                if (sec < 0) throw new NotationException("section '" + a.get("section") + "' is not a section of this board");
                return new Expand(seat, company(a.get("company")), sec);
            }
            case "answer" -> {
                String s = a.get("seat");
                if (s == null || !s.trim().matches("[1-9]") || s.trim().charAt(0) - '1' >= players) {
                    throw new NotationException("seat '" + s + "' is not a seat from 1 to " + players);
                }
                String yes = a.get("approve");
                if (!"yes".equals(yes) && !"no".equals(yes)) throw new NotationException("approve='" + yes + "': expected yes or no");
                return new Answer(seat, s.trim().charAt(0) - '1', yes.equals("yes"));
            }
            case "flip" -> {
                return new Flip(seat, deck(a.get("deck")));
            }
            case "reveal" -> {
                String card = a.get("card");
                int kind;
                if ("track".equals(card)) kind = NineteenthMove.TRACK;
                else if ("A".equals(card)) kind = NineteenthMove.ACE;
                else if ("dividend".equals(card)) kind = NineteenthMove.DIVIDEND;
                else if ("none".equals(card)) kind = NineteenthMove.EMPTY;
                else throw new NotationException("card '" + card + "': expected track, A, dividend or none");
                return new Reveal(seat, deck(a.get("deck")), kind);
            }
            case "invest" -> {
                String amount = a.get("amount");
                if (amount == null || !amount.trim().matches("[1-9][0-9]{0,3}")) throw new NotationException("amount '" + amount + "' is not a number of $ millions");
                return new Invest(seat, company(a.get("company")), Integer.parseInt(amount.trim()));
            }
            default -> throw new NotationException("<" + element.name() + "> is no step of the nineteenth-century variant");
        }
    }

    private int company(String abbreviation) throws NotationException {
        int c = abbreviation == null ? -1 : names.companyByAbbreviation(abbreviation);
        if (c < 0 || c > board.unionPacific()) throw new NotationException("'" + abbreviation + "' is not a company of the board here");
        return c;
    }

    private int deck(String name) throws NotationException {
        int d = name == null ? -1 : names.kindByName(name);
        if (d < 0 || d >= board.trackTypeCount()) throw new NotationException("deck '" + name + "' is not a track type of this board");
        return d;
    }

    private static int count(String v) throws NotationException {
        if (v == null) return 1;
        if (!v.trim().matches("[1-9][0-9]{0,2}")) throw new NotationException("count '" + v + "' is not a number of shares");
        return Integer.parseInt(v.trim());
    }

    @Override
    public Map<String, String> writeSeat(Deal deal, int seat) {
        return Map.of();
    }

    @Override
    public Map<String, String> writeTable(Deal deal) {
        Map<String, String> tags = notation.writeDeal(deal);
        Map<String, String> t = new LinkedHashMap<>();
        t.put("track-tops", tags.get(NineteenthNotation.TOPS));
        if (tags.containsKey(NineteenthNotation.DECKS)) t.put("track-decks", tags.get(NineteenthNotation.DECKS));
        return t;
    }

    @Override
    public Deal readDeal(List<Map<String, String>> seats, Map<String, String> table) throws NotationException {
        Map<String, String> tags = new LinkedHashMap<>();
        if (table.get("track-tops") != null) tags.put(NineteenthNotation.TOPS, table.get("track-tops"));
        if (table.get("track-decks") != null) tags.put(NineteenthNotation.DECKS, table.get("track-decks"));
        return notation.readDeal(seats.size(), tags);
    }
}
