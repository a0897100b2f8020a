package org.roundhouse.engine.base;

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

/**
 * The base game's steps and deal in the notation ({@code docs/notation.md}): {@code +P} a
 * track draw, {@code DM:DEN-CAS} a build, {@code =2MS} an investment, {@code -F} a discard,
 * {@code >MS} a share take, {@code ^KCC} a card turned up, {@code <BNL} an exchange; the deal
 * in the {@code DealA}.. {@code Display}, {@code ShareDeck}, {@code TrackDeck} tags.
 */
final class BaseNotation implements StepNotation {
    /** The investment rule, for refusals of investments the notation cannot hold. */
    static final String INVEST_RULE = "an investment plays any number of shares of one company (=2MS)"
            + " or one share each of two different companies (=MS,EP&RG), never two of one company and one of another";

    private final BoardNames names;
    private final Board board;

    BaseNotation(Board board) {
        this.board = board;
        this.names = BoardNames.of(board);
    }

    // ------------------------------------------------------------------ writing

    @Override
    public String write(Move step, int dividendNumber) {
        BaseMove m = (BaseMove) step;
        StringBuilder out = new StringBuilder();
        if (m instanceof BaseMove.Reveal r && r.isDividend()) {
            out.append("^$").append(dividendNumber);
        } else if (m instanceof BaseMove.Initial i) {
            out.append('=').append(names.company(i.company()));
        } else if (m instanceof BaseMove.DrawTrack d) {
            out.append('+').append(d.kind() == BaseMove.NO_CARD ? "-" : String.valueOf(names.kindLetter(d.kind())));
        } else if (m instanceof BaseMove.ReplaceDead r) {
            out.append('~').append(names.kindLetter(r.card()));
        } else if (m instanceof BaseMove.Build b) {
            out.append(names.company(b.company())).append(':').append(names.section(b.section()));
            if (b.card() != board.section(b.section()).trackType()) out.append('/').append(names.kindLetter(b.card()));
        } else if (m instanceof BaseMove.Invest v) {
            out.append('=');
            if (v.isPair()) {
                out.append(names.company(v.company())).append(',').append(names.company(v.second()));
            } else {
                if (v.count() != 1) out.append(v.count());
                out.append(names.company(v.company()));
            }
        } else if (m instanceof BaseMove.Discard d) {
            out.append('-').append(d.card() == BaseMove.NO_CARD ? "-" : String.valueOf(names.kindLetter(d.card())));
        } else if (m instanceof BaseMove.Forgo f) {
            out.append('-').append(f.card() == BaseMove.NO_CARD ? "-" : String.valueOf(names.kindLetter(f.card())));
        } else if (m instanceof BaseMove.Take t) {
            out.append('>');
            switch (t.source()) {
                case DISPLAY -> out.append(names.company(t.company()));
                case DECK -> out.append('*');
                case UNION_PACIFIC -> out.append("UP");
            }
        } else if (m instanceof BaseMove.Reveal r) {
            out.append('^').append(names.company(r.card()));
        } else if (m instanceof BaseMove.Exchange x) {
            out.append('<').append(x.keeps() ? "-" : names.company(x.company()));
        }
        return out.toString();
    }

    @Override
    public String kindOfStep(Move step) {
        BaseMove m = (BaseMove) step;
        String kind = m.kindOfStep();
        String sign = m instanceof BaseMove.Initial || m instanceof BaseMove.Invest ? "="
                : m instanceof BaseMove.DrawTrack ? "+"
                : m instanceof BaseMove.Discard || m instanceof BaseMove.Forgo ? "-"
                : m instanceof BaseMove.ReplaceDead ? "~"
                : m instanceof BaseMove.Take ? ">"
                : m instanceof BaseMove.Reveal ? "^"
                : m instanceof BaseMove.Exchange ? "<" : "";
        return ("aeiou".indexOf(kind.charAt(0)) >= 0 ? "an " : "a ") + kind + (sign.isEmpty() ? "" : " (" + sign + ")");
    }

    @Override
    public boolean omittedAtEnd(Move step) {
        return step instanceof BaseMove.Exchange x && x.keeps();
    }

    @Override
    public int versionNeeded(Move step) {
        return step instanceof BaseMove.Discard d && d.card() == BaseMove.NO_CARD
                || step instanceof BaseMove.Forgo f && f.card() == BaseMove.NO_CARD ? 3 : 1;
    }

    @Override
    public int versionNeeded(Deal deal) {
        BaseSetup d = (BaseSetup) deal;
        for (List<Integer> hand : d.trackHands()) if (hand.contains(BaseMove.UNKNOWN)) return 2;
        for (List<Integer> hand : d.shareHands()) if (hand.contains(BaseMove.UNKNOWN)) return 2;
        return 1;
    }

    @Override
    public Set<String> dealTags(int players) {
        Set<String> tags = new LinkedHashSet<>();
        for (int p = 0; p < players; p++) tags.add("Deal" + seatLetter(p));
        tags.add("Display");
        tags.add("ShareDeck");
        tags.add("TrackDeck");
        return tags;
    }

    @Override
    public Map<String, String> writeDeal(Deal deal) {
        BaseSetup d = (BaseSetup) deal;
        Map<String, String> tags = new LinkedHashMap<>();
        for (int p = 0; p < d.players(); p++) {
            tags.put("Deal" + seatLetter(p), kinds(d.trackHands().get(p)) + " | " + companies(d.shareHands().get(p)));
        }
        tags.put("Display", companies(d.display()));
        if (d.knowsShareDeck()) tags.put("ShareDeck", companies(d.shareDeck()));
        if (d.knowsTrackDeck()) tags.put("TrackDeck", kinds(d.trackDeck()));
        return tags;
    }

    private static char seatLetter(int seat) {
        return (char) ('A' + seat);
    }

    String kinds(List<Integer> kinds) {
        StringBuilder b = new StringBuilder();
        for (int k : kinds) {
            if (b.length() > 0) b.append(' ');
            if (k == BaseMove.UNKNOWN) {
                b.append('?');
                continue;
            }
            b.append(k >= 0 && k < board.trackCardKinds() ? String.valueOf(names.kindLetter(k)) : "?" + k);
        }
        return b.toString();
    }

    String companies(List<Integer> cards) {
        StringBuilder b = new StringBuilder();
        for (int c : cards) {
            if (b.length() > 0) b.append(' ');
            b.append(card(c));
        }
        return b.toString();
    }

    private String card(int c) {
        if (c == BaseMove.DIVIDEND) return "$";
        if (c == BaseMove.UNKNOWN) return "?";
        return c >= 0 && c <= board.companyCount() ? names.company(c) : "?" + c;
    }

    // ------------------------------------------------------------------ reading the deal

    @Override
    public Deal readDeal(int players, Map<String, String> tags) throws NotationException {
        List<List<Integer>> trackHands = new ArrayList<>();
        List<List<Integer>> shareHands = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            String dealTag = "Deal" + seatLetter(p);
            String deal = tags.get(dealTag);
            if (deal == null) throw new NotationException("[" + dealTag + " \"tracks | shares\"] is missing");
            String[] parts = deal.split("\\|", -1);
            if (parts.length != 2) {
                throw new NotationException(dealTag, "[" + dealTag
                        + "] must be track letters, '|', then companies, e.g. \"P F W | DM BNL MS MS\"");
            }
            trackHands.add(kinds(parts[0], dealTag, true));
            shareHands.add(cards(parts[1], dealTag, false, true));
        }
        if (!tags.containsKey("Display")) throw new NotationException("[Display \"...\"] is missing");
        List<Integer> display = cards(tags.get("Display"), "Display", false, false);
        List<Integer> shareDeck = tags.containsKey("ShareDeck") ? cards(tags.get("ShareDeck"), "ShareDeck", true, false) : List.of();
        List<Integer> trackDeck = tags.containsKey("TrackDeck") ? kinds(tags.get("TrackDeck"), "TrackDeck", false) : List.of();
        return new BaseSetup(players, trackHands, shareHands, display, shareDeck, trackDeck);
    }

    private List<Integer> kinds(String value, String tag, boolean unknownAllowed) throws NotationException {
        List<Integer> kinds = new ArrayList<>();
        for (String w : value.trim().split("\\s+")) {
            if (w.isEmpty()) continue;
            if (unknownAllowed && w.equals("?")) {
                kinds.add(BaseMove.UNKNOWN);
                continue;
            }
            int k = w.length() == 1 ? names.kindByLetter(w.charAt(0)) : -1;
            if (k < 0) throw new NotationException(tag, "[" + tag + "]: '" + w + "' is not a track card letter (" + letters() + ")");
            kinds.add(k);
            if (kinds.size() > 1000) throw new NotationException(tag, "[" + tag + "] lists too many cards");
        }
        return kinds;
    }

    private List<Integer> cards(String value, String tag, boolean dividends, boolean unknownAllowed) throws NotationException {
        List<Integer> cards = new ArrayList<>();
        for (String w : value.trim().split("\\s+")) {
            if (w.isEmpty()) continue;
            if (dividends && w.equals("$")) {
                cards.add(BaseMove.DIVIDEND);
            } else if (unknownAllowed && w.equals("?")) {
                cards.add(BaseMove.UNKNOWN);
            } else {
                int c = names.companyByAbbreviation(w);
                if (c < 0 || c == board.unionPacific()) {
                    throw new NotationException(tag, "[" + tag + "]: '" + w + "' is not a company of this board"
                            + (dividends ? " (use $ for a dividend card)" : ""));
                }
                cards.add(c);
            }
            if (cards.size() > 1000) throw new NotationException(tag, "[" + tag + "] lists too many cards");
        }
        return cards;
    }

    private String letters() {
        StringBuilder b = new StringBuilder();
        for (int k = 0; k < board.trackCardKinds(); k++) {
            if (b.length() > 0) b.append(' ');
            b.append(names.kindLetter(k));
        }
        return b.toString();
    }

    // ------------------------------------------------------------------ reading steps

    @Override
    public boolean startsTurn(String token, List<Move> stepsSoFar) {
        return token.charAt(0) == '+' && !stepsSoFar.isEmpty()
                && !(stepsSoFar.get(stepsSoFar.size() - 1) instanceof BaseMove.ReplaceDead);
    }

    @Override
    public Read read(String word, Context context) throws NotationException {
        char c = word.charAt(0);
        int p = context.seat();
        String arg = word.substring(1);
        if (context.opening()) {
            if (c != '=') throw new NotationException("'" + word + "': the initial investments are written =DM =KCC ..., one per seat");
            int seat = context.stepsSoFar().size();
            if (seat >= context.players()) throw new NotationException("more initial investments than the " + context.players() + " players");
            return new Read(new BaseMove.Initial(seat, company(arg, word, true)), 0);
        }
        int dividend = 0;
        BaseMove move = switch (c) {
            case '+' -> new BaseMove.DrawTrack(p, arg.equals("-") ? BaseMove.NO_CARD : kind(arg, word));
            case '~' -> new BaseMove.ReplaceDead(p, kind(arg, word));
            case '-' -> {
                int card = arg.equals("-") ? BaseMove.NO_CARD : kind(arg, word);
                List<Move> before = context.stepsSoFar();
                boolean afterInvest = !before.isEmpty() && before.get(before.size() - 1) instanceof BaseMove.Invest;
                yield afterInvest ? new BaseMove.Discard(p, card) : new BaseMove.Forgo(p, card);
            }
            case '=' -> invest(p, arg, word);
            case '>' -> arg.equals("*") ? BaseMove.Take.deck(p)
                    : arg.equalsIgnoreCase("UP") ? BaseMove.Take.unionPacific(p) : BaseMove.Take.display(p, company(arg, word, false));
            case '^' -> {
                if (arg.startsWith("$")) {
                    String n = arg.substring(1);
                    if (!n.isEmpty()) {
                        if (!n.matches("[1-9]")) throw new NotationException("'" + word + "': a dividend card is written ^$ or ^$1 .. ^$9");
                        dividend = n.charAt(0) - '0';
                    }
                    yield new BaseMove.Reveal(p, BaseMove.DIVIDEND);
                }
                yield new BaseMove.Reveal(p, company(arg, word, false));
            }
            case '<' -> arg.equals("-") ? BaseMove.Exchange.keep(p) : new BaseMove.Exchange(p, company(arg, word, true));
            default -> build(p, word);
        };
        return new Read(move, dividend);
    }

    private BaseMove invest(int p, String arg, String word) throws NotationException {
        int comma = arg.indexOf(',');
        if (comma >= 0) {
            String first = arg.substring(0, comma);
            String second = arg.substring(comma + 1);
            if (startsWithDigit(first) || startsWithDigit(second) || second.indexOf(',') >= 0) {
                throw new NotationException("'" + word + "' is not an investment: " + INVEST_RULE);
            }
            return BaseMove.Invest.pair(p, company(first, word, true), company(second, word, true));
        }
        int digits = 0;
        while (digits < arg.length() && Character.isDigit(arg.charAt(digits))) digits++;
        int count = 1;
        if (digits > 0) {
            if (digits > 3) throw new NotationException("'" + word + "': absurd number of shares");
            count = Integer.parseInt(arg.substring(0, digits));
            if (count < 1) throw new NotationException("'" + word + "': an investment plays at least one share");
        }
        return BaseMove.Invest.of(p, company(arg.substring(digits), word, true), count);
    }

    private static boolean startsWithDigit(String s) {
        return !s.isEmpty() && Character.isDigit(s.charAt(0));
    }

    private BaseMove build(int p, String word) throws NotationException {
        int colon = word.indexOf(':');
        if (colon <= 0) {
            throw new NotationException("'" + word + "' is not a move: expected +P (draw), DM:DEN-CAS (build), =DM (invest), -F (discard), "
                    + ">MS (take), ^KCC (card turned up), <BNL (exchange), a move number or a mark");
        }
        int company = company(word.substring(0, colon), word, false);
        String rest = word.substring(colon + 1);
        int slash = rest.indexOf('/');
        String code = slash < 0 ? rest : rest.substring(0, slash);
        int section = names.sectionByCode(code);
        if (section < 0) throw new NotationException("'" + word + "': " + code + " is not a section of the board");
        int card = slash < 0 ? board.section(section).trackType() : kind(rest.substring(slash + 1), word);
        return new BaseMove.Build(p, card, company, section);
    }

    private int kind(String letter, String word) throws NotationException {
        int k = letter.length() == 1 ? names.kindByLetter(letter.charAt(0)) : -1;
        if (k < 0) throw new NotationException("'" + word + "': '" + letter + "' is not a track card letter (" + letters() + ")");
        return k;
    }

    private int company(String abbreviation, String word, boolean upAllowed) throws NotationException {
        int c = names.companyByAbbreviation(abbreviation);
        if (c < 0 || (!upAllowed && c == board.unionPacific())) {
            throw new NotationException("'" + word + "': '" + abbreviation + "' is not a company of this board");
        }
        return c;
    }
}
