package org.roundhouse.engine.strippeddown;

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
import org.roundhouse.engine.strippeddown.StrippedDownMove.Bribe;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Build;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Choose;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Draw;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Invest;
import org.roundhouse.engine.strippeddown.StrippedDownMove.TakePile;
import org.roundhouse.engine.strippeddown.StrippedDownMove.TakeTop;

/**
 * The stripped-down variant in the notation ({@code docs/notation.md} § The stripped-down
 * variant): {@code =DM} (a first investment in move 0, an investment after), {@code +DM} (a
 * train to DM's row), {@code >MS/2} (the face-up pile 2, MS and its UP bribes),
 * {@code >*} (the deck's top card), {@code ^KCC} / {@code ^$1} (a card off the deck, a
 * scoring marker), {@code @3} (a UP bribe on pile 3); the deal as {@code DealA},
 * {@code Display} and {@code ShareDeck}.
 */
final class StrippedDownNotation implements StepNotation {
    static final String DEAL = "Deal";
    static final String DISPLAY = "Display";
    static final String DECK = "ShareDeck";

    private final Board board;
    private final BoardNames names;

    StrippedDownNotation(Board board) {
        this.board = board;
        this.names = BoardNames.of(board);
    }

    private String company(int c) {
        return names.company(c);
    }

    @Override
    public String write(Move step, int dividendNumber) {
        if (step instanceof Choose c) return "=" + company(c.company());
        if (step instanceof Build b) return "+" + (b.company() == StrippedDownMove.NO_TRAIN ? "-" : company(b.company()));
        if (step instanceof TakePile t) return ">" + company(t.company()) + "/" + (t.slot() + 1);
        if (step instanceof TakeTop) return ">*";
        if (step instanceof Draw d) return "^" + (d.isMarker() ? "$" + (dividendNumber > 0 ? dividendNumber : "") : company(d.card()));
        if (step instanceof Bribe b) return "@" + (b.slot() + 1);
        if (step instanceof Invest v) {
            if (v.isPair()) return "=" + company(v.company()) + "," + company(v.second());
            return "=" + (v.count() > 1 ? Integer.toString(v.count()) : "") + company(v.company());
        }
        throw new IllegalArgumentException("not a step of the stripped-down variant: " + step);
    }

    @Override
    public String kindOfStep(Move step) {
        if (step instanceof Choose) return "a first investment (=)";
        if (step instanceof Build) return "a train (+)";
        if (step instanceof TakePile || step instanceof TakeTop) return "a take (>)";
        if (step instanceof Draw) return "a card from the deck (^)";
        if (step instanceof Bribe) return "a UP bribe (@)";
        if (step instanceof Invest) return "an investment (=)";
        return step.toString();
    }

    @Override
    public boolean omittedAtEnd(Move step) {
        return false;
    }

    @Override
    public boolean startsTurn(String token, List<Move> stepsSoFar) {
        if (stepsSoFar.isEmpty() || stepsSoFar.get(0).isSimultaneous()) return false;
        char c = token.charAt(0);
        return c == '+' || c == '=';
    }

    @Override
    public Read read(String word, Context context) throws NotationException {
        int p = context.seat();
        char c = word.charAt(0);
        String arg = word.substring(1);
        if (context.opening()) {
            if (c != '=') throw new NotationException("'" + word + "': move 0 holds the first investments, =DM for each seat in order");
            return new Read(new Choose(context.stepsSoFar().size(), company(arg, word, true)), 0);
        }
        switch (c) {
            case '+' -> {
                if (arg.equals("-")) return new Read(new Build(p, StrippedDownMove.NO_TRAIN), 0);
                int k = company(arg, word, false);
                return new Read(new Build(p, k), 0);
            }
            case '>' -> {
                if (arg.equals("*")) return new Read(new TakeTop(p), 0);
                int slash = arg.lastIndexOf('/');
                if (slash < 0) {
                    if (names.companyByAbbreviation(arg) == board.unionPacific()) {
                        throw new NotationException("'" + word + "': Union Pacific shares are not a pile of their own: they lie on the"
                                + " face-up piles as bribes and come with the pile's share (>MS/2); >* takes the deck's top card");
                    }
                    company(arg, word, false);
                    throw new NotationException("'" + word + "': a face-up pile is taken with its number, >" + arg + "/1 to >" + arg + "/"
                            + StrippedDown.PILES + "; >* takes the deck's top card");
                }
                return new Read(new TakePile(p, slot(arg.substring(slash + 1), word), company(arg.substring(0, slash), word, false)), 0);
            }
            case '^' -> {
                if (arg.startsWith("$")) {
                    String num = arg.substring(1);
                    if (!num.isEmpty() && !num.matches("[1-4]")) {
                        throw new NotationException("'" + word + "': a scoring marker is ^$ or ^$1 to ^$" + StrippedDown.SCORINGS);
                    }
                    return new Read(new Draw(p, StrippedDownMove.MARKER), num.isEmpty() ? 0 : Integer.parseInt(num));
                }
                return new Read(new Draw(p, company(arg, word, false)), 0);
            }
            case '@' -> {
                return new Read(new Bribe(p, slot(arg, word)), 0);
            }
            case '=' -> {
                int comma = arg.indexOf(',');
                if (comma >= 0) {
                    String first = arg.substring(0, comma);
                    String second = arg.substring(comma + 1);
                    if (startsWithDigit(first) || startsWithDigit(second) || second.indexOf(',') >= 0) {
                        throw new NotationException("'" + word + "' is not an investment: " + INVEST_RULE);
                    }
                    return new Read(Invest.pair(p, company(arg.substring(0, comma), word, true),
                            company(arg.substring(comma + 1), word, true)), 0);
                }
                int i = 0;
                while (i < arg.length() && Character.isDigit(arg.charAt(i))) i++;
                int count = 1;
                if (i > 0) {
                    if (i > 3) throw new NotationException("'" + word + "': too many shares");
                    count = Integer.parseInt(arg.substring(0, i));
                }
                return new Read(Invest.of(p, company(arg.substring(i), word, true), count), 0);
            }
            default -> throw new NotationException("'" + word + "' is no step of the stripped-down variant (+DM a train, =DM an"
                    + " investment, >MS/2 or >* a take, ^KCC a card, @3 a UP bribe)");
        }
    }

    /** The investing rule, for refusals of investments the notation cannot hold. */
    static final String INVEST_RULE = "an investing turn plays any two shares (=MS,EP&RG) or as many shares of a single"
            + " company as the player wishes (=3MS), never two of one company and one of another";

    private static boolean startsWithDigit(String s) {
        return !s.isEmpty() && Character.isDigit(s.charAt(0));
    }

    private int company(String abbreviation, String word, boolean unionPacific) throws NotationException {
        int c = names.companyByAbbreviation(abbreviation);
        int limit = unionPacific ? board.unionPacific() : board.companyCount() - 1;
        if (c < 0 || c > limit) {
            throw new NotationException("'" + word + "': '" + abbreviation + "' is not a company of this board"
                    + (!unionPacific && c == board.unionPacific() ? " here (UP has no row and no face-up share)" : ""));
        }
        return c;
    }

    private static int slot(String s, String word) throws NotationException {
        if (!s.matches("[1-9]") || s.charAt(0) - '0' > StrippedDown.PILES) {
            throw new NotationException("'" + word + "': the face-up piles are numbered 1 to " + StrippedDown.PILES + ", not " + s);
        }
        return s.charAt(0) - '1';
    }

    @Override
    public int versionNeeded(Move step) {
        return 1;
    }

    @Override
    public int versionNeeded(Deal deal) {
        return 1;
    }

    // ------------------------------------------------------------------ the deal

    @Override
    public Set<String> dealTags(int players) {
        Set<String> tags = new LinkedHashSet<>();
        for (int p = 0; p < players; p++) tags.add(DEAL + (char) ('A' + p));
        tags.add(DISPLAY);
        tags.add(DECK);
        return tags;
    }

    @Override
    public Map<String, String> writeDeal(Deal deal) {
        StrippedDownSetup d = StrippedDownSetup.of(deal);
        Map<String, String> tags = new LinkedHashMap<>();
        for (int p = 0; p < d.players(); p++) tags.put(DEAL + (char) ('A' + p), cards(d.hands().get(p)));
        tags.put(DISPLAY, cards(d.display()));
        if (!d.deck().isEmpty()) tags.put(DECK, cards(d.deck()));
        return tags;
    }

    String cards(List<Integer> cards) {
        StringBuilder b = new StringBuilder();
        for (int c : cards) {
            if (b.length() > 0) b.append(' ');
            b.append(c == StrippedDownMove.MARKER ? "$" : company(c));
        }
        return b.toString();
    }

    /** Company abbreviations separated by spaces ({@code $} for a marker where allowed). */
    static List<Integer> cards(String value, Board board, String where, boolean markers) throws NotationException {
        BoardNames names = BoardNames.of(board);
        List<Integer> out = new ArrayList<>();
        for (String w : value.trim().split("\\s+")) {
            if (w.isEmpty()) continue;
            if (markers && w.equals("$")) {
                out.add(StrippedDownMove.MARKER);
                continue;
            }
            int c = names.companyByAbbreviation(w);
            if (c < 0) throw new NotationException(where + ": '" + w + "' is not a company of this board");
            out.add(c);
        }
        return out;
    }

    /** A deal read from a record is for as many seats as the variant seats (notation and XML alike). */
    static void checkPlayers(int players) throws NotationException {
        if (players < StrippedDown.MIN_PLAYERS || players > StrippedDown.MAX_PLAYERS) {
            throw new NotationException("the stripped-down variant is played by " + StrippedDown.MIN_PLAYERS + " to "
                    + StrippedDown.MAX_PLAYERS + " players, not " + players);
        }
    }

    @Override
    public Deal readDeal(int players, Map<String, String> tags) throws NotationException {
        checkPlayers(players);
        List<List<Integer>> hands = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            String tag = DEAL + (char) ('A' + p);
            String v = tags.get(tag);
            if (v == null) throw new NotationException(tag, "[" + tag + "] is missing: the seat's four shares, one UP and three others");
            hands.add(cards(v, board, "[" + tag + "]", false));
        }
        String display = tags.get(DISPLAY);
        if (display == null) throw new NotationException(DISPLAY, "[" + DISPLAY + "] is missing: the four face-up shares");
        String deck = tags.get(DECK);
        return new StrippedDownSetup(hands, cards(display, board, "[" + DISPLAY + "]", false),
                deck == null ? List.of() : cards(deck, board, "[" + DECK + "]", true));
    }
}
