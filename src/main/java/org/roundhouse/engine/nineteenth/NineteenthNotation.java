package org.roundhouse.engine.nineteenth;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.roundhouse.board.Board;
import org.roundhouse.board.BoardNames;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.NotationException;
import org.roundhouse.engine.StepNotation;
import org.roundhouse.engine.nineteenth.NineteenthMove.Answer;
import org.roundhouse.engine.nineteenth.NineteenthMove.Begin;
import org.roundhouse.engine.nineteenth.NineteenthMove.Buy;
import org.roundhouse.engine.nineteenth.NineteenthMove.Done;
import org.roundhouse.engine.nineteenth.NineteenthMove.Expand;
import org.roundhouse.engine.nineteenth.NineteenthMove.Flip;
import org.roundhouse.engine.nineteenth.NineteenthMove.Invest;
import org.roundhouse.engine.nineteenth.NineteenthMove.Reveal;
import org.roundhouse.engine.nineteenth.NineteenthMove.Sell;
import org.roundhouse.engine.nineteenth.NineteenthMove.TakeNoCard;

/**
 * The nineteenth-century variant in the notation ({@code docs/notation.md} § The
 * nineteenth-century variant): {@code begin} (move 0), {@code $2DM} / {@code $DM*} (buy from
 * the company / the bank), {@code -2DM} (sell), {@code U$MS} {@code U-MS} (for Union Pacific),
 * {@code /} (end of a phase), {@code DM@DEN-CAS} (a train), {@code okB} / {@code noB} (an
 * answer), {@code ~M} (a top card taken off), {@code ~-} (none, the "A" card left showing), {@code ^M/T} {@code ^M/A} {@code ^M/$3}
 * {@code ^M/-} (what the deck shows), {@code >3DM} (cash into a treasury); the deal as
 * {@code TrackTops} and {@code TrackDecks}.
 */
final class NineteenthNotation implements StepNotation {
    static final String TOPS = "TrackTops";
    static final String DECKS = "TrackDecks";

    private final Board board;
    private final BoardNames names;

    NineteenthNotation(Board board) {
        this.board = board;
        this.names = BoardNames.of(board);
    }

    private String company(int c) {
        return names.company(c);
    }

    private char deck(int d) {
        return names.kindLetter(d);
    }

    static char card(int card) {
        return switch (card) {
            case NineteenthMove.TRACK -> 'T';
            case NineteenthMove.ACE -> 'A';
            case NineteenthMove.DIVIDEND -> '$';
            default -> '-';
        };
    }

    @Override
    public String write(Move step, int dividendNumber) {
        if (step instanceof Begin) return "begin";
        if (step instanceof Buy b) {
            return (b.forUp() ? "U$" : "$") + (b.count() > 1 ? Integer.toString(b.count()) : "") + company(b.company())
                    + (b.fromBank() ? "*" : "");
        }
        if (step instanceof Sell x) return (x.byUp() ? "U-" : "-") + (x.count() > 1 ? Integer.toString(x.count()) : "") + company(x.company());
        if (step instanceof Done) return "/";
        if (step instanceof Expand e) return company(e.company()) + "@" + names.section(e.section());
        if (step instanceof Answer a) return (a.yes() ? "ok" : "no") + (char) ('A' + a.seat());
        if (step instanceof Flip f) return "~" + deck(f.deck());
        if (step instanceof TakeNoCard) return "~-";
        if (step instanceof Reveal v) {
            return "^" + deck(v.deck()) + "/" + card(v.card()) + (v.card() == NineteenthMove.DIVIDEND && dividendNumber > 0 ? dividendNumber : "");
        }
        if (step instanceof Invest v) return ">" + v.amount() + company(v.company());
        throw new IllegalArgumentException("not a step of the nineteenth-century variant: " + step);
    }

    @Override
    public String kindOfStep(Move step) {
        if (step instanceof Begin) return "the start (begin)";
        if (step instanceof Buy) return "a purchase ($)";
        if (step instanceof Sell) return "a sale (-)";
        if (step instanceof Done) return "the end of a phase (/)";
        if (step instanceof Expand) return "a train (@)";
        if (step instanceof Answer) return "an answer (ok, no)";
        if (step instanceof Flip) return "a track card taken off (~)";
        if (step instanceof TakeNoCard) return "no track card taken off (~-)";
        if (step instanceof Reveal) return "a card turned up (^)";
        if (step instanceof Invest) return "an additional investment (>)";
        return step.toString();
    }

    @Override
    public boolean omittedAtEnd(Move step) {
        return false;
    }

    @Override
    public boolean startsTurn(String token, List<Move> stepsSoFar) {
        // turns end with the "/" that closes the additional investment; the move number starts the next
        return !stepsSoFar.isEmpty() && stepsSoFar.get(0).isSimultaneous();
    }

    @Override
    public Read read(String word, Context context) throws NotationException {
        int p = context.seat();
        if (context.opening()) {
            if (!word.equals("begin")) throw new NotationException("'" + word + "': move 0 of a nineteenth-century game is 'begin'");
            return new Read(new Begin(0), 0);
        }
        if (word.equals("begin")) throw new NotationException("'begin' is move 0 only");
        if (word.equals("/")) return new Read(new Done(p), 0);
        boolean forUp = word.startsWith("U$") || word.startsWith("U-");
        String w = forUp ? word.substring(1) : word;
        char c = w.charAt(0);
        String arg = w.substring(1);
        switch (c) {
            case '$' -> {
                boolean bank = arg.endsWith("*");
                if (bank) arg = arg.substring(0, arg.length() - 1);
                int[] cn = countAndCompany(arg, word);
                return new Read(new Buy(p, cn[1], bank, cn[0], forUp), 0);
            }
            case '-' -> {
                int[] cn = countAndCompany(arg, word);
                return new Read(new Sell(p, cn[1], cn[0], forUp), 0);
            }
            case '~' -> {
                if (arg.equals("-")) return new Read(new TakeNoCard(p), 0);
                return new Read(new Flip(p, deckOf(arg, word)), 0);
            }
            case '^' -> {
                int slash = arg.indexOf('/');
                if (slash != 1 || arg.length() < 3) {
                    throw new NotationException("'" + word + "': a card turned up is ^M/T, ^M/A, ^M/$ or ^M/- (deck letter, then the card)");
                }
                int d = deckOf(arg.substring(0, 1), word);
                String card = arg.substring(2);
                if (card.startsWith("$")) {
                    String num = card.substring(1);
                    if (!num.isEmpty() && !num.matches("[1-9][0-9]?")) throw new NotationException("'" + word + "': a dividend card is ^M/$ or ^M/$3");
                    return new Read(new Reveal(p, d, NineteenthMove.DIVIDEND), num.isEmpty() ? 0 : Integer.parseInt(num));
                }
                int kind = switch (card) {
                    case "T" -> NineteenthMove.TRACK;
                    case "A" -> NineteenthMove.ACE;
                    case "-" -> NineteenthMove.EMPTY;
                    default -> throw new NotationException("'" + word + "': the card is T (track), A, $ (dividend) or - (none), not '" + card + "'");
                };
                return new Read(new Reveal(p, d, kind), 0);
            }
            case '>' -> {
                int i = 0;
                while (i < arg.length() && Character.isDigit(arg.charAt(i))) i++;
                if (i == 0 || i > 4) throw new NotationException("'" + word + "': an additional investment is >3DM ($3M into DM's treasury)");
                return new Read(new Invest(p, company(arg.substring(i), word), Integer.parseInt(arg.substring(0, i))), 0);
            }
            default -> {
            }
        }
        if (word.length() == 3 && (word.startsWith("ok") || word.startsWith("no"))) {
            int seat = word.charAt(2) - 'A';
            if (seat < 0 || seat >= context.players()) {
                throw new NotationException("'" + word + "': seats are A to " + (char) ('A' + context.players() - 1));
            }
            return new Read(new Answer(p, seat, word.startsWith("ok")), 0);
        }
        int at = word.indexOf('@');
        if (at > 0) {
            int k = company(word.substring(0, at), word);
            int sec = names.sectionByCode(word.substring(at + 1));
            if (sec < 0) throw new NotationException("'" + word + "': '" + word.substring(at + 1) + "' is not a section of this board");
            return new Read(new Expand(p, k, sec), 0);
        }
        throw new NotationException("'" + word + "' is no step of the nineteenth-century variant ($2DM buy, $DM* from the bank,"
                + " -DM sell, U$MS / U-MS for Union Pacific, DM@DEN-CAS a train, okB / noB an answer, ~M a card off, ~- none, ^M/T a card"
                + " turned up, >3DM cash into a treasury, / the end of a phase)");
    }

    private int[] countAndCompany(String arg, String word) throws NotationException {
        int i = 0;
        while (i < arg.length() && Character.isDigit(arg.charAt(i))) i++;
        int count = 1;
        if (i > 0) {
            if (i > 3) throw new NotationException("'" + word + "': too many shares");
            count = Integer.parseInt(arg.substring(0, i));
        }
        return new int[] {count, company(arg.substring(i), word)};
    }

    private int company(String abbreviation, String word) throws NotationException {
        int c = names.companyByAbbreviation(abbreviation);
        if (c < 0 || c > board.unionPacific()) throw new NotationException("'" + word + "': '" + abbreviation + "' is not a company of this board");
        return c;
    }

    private int deckOf(String letter, String word) throws NotationException {
        int d = letter.length() == 1 ? names.kindByLetter(letter.charAt(0)) : -1;
        if (d < 0 || d >= board.trackTypeCount()) {
            StringBuilder known = new StringBuilder();
            for (int i = 0; i < board.trackTypeCount(); i++) known.append(i == 0 ? "" : ", ").append(deck(i));
            throw new NotationException("'" + word + "': '" + letter + "' is not a track deck (" + known + ")");
        }
        return d;
    }

    // ------------------------------------------------------------------ the deal

    @Override
    public Set<String> dealTags(int players) {
        return new LinkedHashSet<>(List.of(TOPS, DECKS));
    }

    @Override
    public Map<String, String> writeDeal(Deal deal) {
        NineteenthSetup d = NineteenthSetup.of(deal);
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put(TOPS, tops(d.tops()));
        if (d.knowsDeckOrders()) tags.put(DECKS, orders(d.orders()));
        return tags;
    }

    private String tops(List<Integer> tops) {
        StringBuilder b = new StringBuilder();
        for (int d = 0; d < tops.size(); d++) b.append(d == 0 ? "" : " ").append(deck(d)).append(':').append(card(tops.get(d)));
        return b.toString();
    }

    /** Cycles separated by " | ", decks within a cycle by spaces, each deck as its letter, ':' and its cards from the top. */
    String orders(List<List<List<Integer>>> orders) {
        StringBuilder b = new StringBuilder();
        for (int c = 0; c < orders.size(); c++) {
            if (c > 0) b.append(" | ");
            List<List<Integer>> cycle = orders.get(c);
            for (int d = 0; d < cycle.size(); d++) {
                if (d > 0) b.append(' ');
                b.append(deck(d)).append(':');
                for (int card : cycle.get(d)) b.append(card(card));
            }
        }
        return b.toString();
    }

    static int cardOf(char ch, String where) throws NotationException {
        return switch (ch) {
            case 'T' -> NineteenthMove.TRACK;
            case 'A' -> NineteenthMove.ACE;
            case '$' -> NineteenthMove.DIVIDEND;
            default -> throw new NotationException(where + ": '" + ch + "' is not a card (T track, A, $ dividend)");
        };
    }

    /** "P:TTAT$T F:..." as each deck's cards, in deck order. */
    List<List<Integer>> decksOf(String value, String where) throws NotationException {
        List<List<Integer>> out = new ArrayList<>();
        for (int d = 0; d < board.trackTypeCount(); d++) out.add(null);
        for (String part : value.trim().split("\\s+")) {
            if (part.isEmpty()) continue;
            if (part.length() < 2 || part.charAt(1) != ':') throw new NotationException(where + ": '" + part + "' is not a deck such as P:TTA$T");
            int d = deckOf(part.substring(0, 1), where);
            if (out.get(d) != null) throw new NotationException(where + ": the " + names.kindName(d) + " deck is listed twice");
            List<Integer> cards = new ArrayList<>();
            for (char ch : part.substring(2).toCharArray()) cards.add(cardOf(ch, where));
            out.set(d, cards);
        }
        for (int d = 0; d < out.size(); d++) {
            if (out.get(d) == null) throw new NotationException(where + ": the " + names.kindName(d) + " deck (" + deck(d) + ":) is missing");
        }
        return out;
    }

    @Override
    public Deal readDeal(int players, Map<String, String> tags) throws NotationException {
        if (players < NineteenthCentury.MIN_PLAYERS || players > NineteenthCentury.MAX_PLAYERS) {
            throw new NotationException("the nineteenth-century variant is played by " + NineteenthCentury.MIN_PLAYERS + " to "
                    + NineteenthCentury.MAX_PLAYERS + " players, not " + players);
        }
        String v = tags.get(TOPS);
        if (v == null) throw new NotationException(TOPS, "[" + TOPS + "] is missing: the card each track deck shows, \"P:T F:A M:T D:T\"");
        List<Integer> tops = new ArrayList<>();
        for (List<Integer> deck : decksOf(v, "[" + TOPS + "]")) {
            if (deck.size() != 1 || deck.get(0) == NineteenthMove.DIVIDEND) {
                throw new NotationException(TOPS, "[" + TOPS + "]: each deck shows one card, T or A");
            }
            tops.add(deck.get(0));
        }
        List<List<List<Integer>>> orders = new ArrayList<>();
        String o = tags.get(DECKS);
        if (o != null) {
            for (String cycle : o.split("\\|")) orders.add(decksOf(cycle, "[" + DECKS + "]"));
        }
        return new NineteenthSetup(players, tops, orders);
    }
}
