package org.roundhouse.engine.upfortwo;

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
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseSetup;
import org.roundhouse.engine.upfortwo.UpForTwoMove.KeepThree;
import org.roundhouse.engine.upfortwo.UpForTwoMove.RevealPersonal;
import org.roundhouse.engine.upfortwo.UpForTwoMove.ShowThree;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeBlind;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakeFaceUp;
import org.roundhouse.engine.upfortwo.UpForTwoMove.TakePersonal;

/**
 * "Union Pacific for two" in the notation ({@code docs/notation.md}). The steps the games
 * share are written by the base game's notation, so their tokens are the same; the
 * variant adds {@code &P} (three plain cards shown), {@code &-} (three of a kind kept),
 * {@code >MS/2} (the face-up MS in slot 2 from the left), {@code >*} (blind from the main
 * deck), {@code >@} (blind from one's personal deck; the {@code ^MS} after it is the card
 * it gave), and the tags {@code PersonalA}, {@code PersonalB} for the personal decks' orders.
 */
final class UpForTwoNotation implements StepNotation {
    static final String PERSONAL_TAG = "Personal";

    private final StepNotation base;
    private final Board board;
    private final BoardNames names;

    UpForTwoNotation(StepNotation base, Board board) {
        this.base = base;
        this.board = board;
        this.names = BoardNames.of(board);
    }

    // ------------------------------------------------------------------ writing

    @Override
    public String write(Move step, int dividendNumber) {
        if (step instanceof ShowThree s) return "&" + names.kindLetter(s.kind());
        if (step instanceof KeepThree) return "&-";
        if (step instanceof TakeFaceUp t) return ">" + names.company(t.company()) + "/" + (t.slot() + 1);
        if (step instanceof TakeBlind) return ">*";
        if (step instanceof TakePersonal) return ">@";
        if (step instanceof RevealPersonal r) return "^" + names.company(r.company());
        return base.write(step, dividendNumber);
    }

    @Override
    public String kindOfStep(Move step) {
        if (step instanceof ShowThree) return "a showing of three of a kind (&)";
        if (step instanceof KeepThree) return "a keeping of three of a kind (&-)";
        if (step instanceof TakeFaceUp || step instanceof TakeBlind || step instanceof TakePersonal) return "a share take (>)";
        if (step instanceof RevealPersonal) return "a card from the personal deck (^)";
        return base.kindOfStep(step);
    }

    @Override
    public boolean omittedAtEnd(Move step) {
        return !(step instanceof UpForTwoMove) && base.omittedAtEnd(step);
    }

    @Override
    public int versionNeeded(Move step) {
        return step instanceof UpForTwoMove ? 1 : base.versionNeeded(step);
    }

    @Override
    public int versionNeeded(Deal deal) {
        return base.versionNeeded(setup(deal).deal());
    }

    // ------------------------------------------------------------------ the deal

    private static UpForTwoSetup setup(Deal deal) {
        if (deal instanceof UpForTwoSetup s) return s;
        throw new IllegalArgumentException("the deal is not one of Union Pacific for two (" + deal.getClass().getSimpleName() + ")");
    }

    @Override
    public Set<String> dealTags(int players) {
        Set<String> tags = new LinkedHashSet<>(base.dealTags(players));
        for (int p = 0; p < players; p++) tags.add(PERSONAL_TAG + seatLetter(p));
        return tags;
    }

    @Override
    public Map<String, String> writeDeal(Deal deal) {
        UpForTwoSetup d = setup(deal);
        Map<String, String> tags = new LinkedHashMap<>(base.writeDeal(d.deal()));
        for (int p = 0; p < d.personalDecks().size(); p++) {
            List<Integer> deck = d.personalDecks().get(p);
            if (!deck.isEmpty()) tags.put(PERSONAL_TAG + seatLetter(p), companies(deck));
        }
        return tags;
    }

    private String companies(List<Integer> cards) {
        StringBuilder b = new StringBuilder();
        for (int c : cards) {
            if (b.length() > 0) b.append(' ');
            b.append(c >= 0 && c < board.companyCount() ? names.company(c) : "?" + c);
        }
        return b.toString();
    }

    private static char seatLetter(int seat) {
        return (char) ('A' + seat);
    }

    @Override
    public Deal readDeal(int players, Map<String, String> tags) throws NotationException {
        if (players != UpForTwo.PLAYERS) {
            throw new NotationException("Union Pacific for two is played by " + UpForTwo.PLAYERS + " players, not " + players);
        }
        for (String t : tags.keySet()) {
            if (t.matches(PERSONAL_TAG + "[A-Z]") && t.charAt(t.length() - 1) - 'A' >= players) {
                throw new NotationException(t, "[" + t + "] without [Player" + t.charAt(t.length() - 1) + "]: Union Pacific for two has"
                        + " personal decks A and B");
            }
        }
        BaseSetup deal = (BaseSetup) base.readDeal(players, tags);
        List<List<Integer>> decks = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            String tag = PERSONAL_TAG + seatLetter(p);
            String value = tags.get(tag);
            decks.add(value == null ? List.of() : personalDeck(value, tag, board, names, "[" + tag + "]"));
        }
        return new UpForTwoSetup(deal, decks);
    }

    /**
     * A personal deck's order from the top, as company abbreviations: each company once.
     *
     * @param where how a message names the value, e.g. "[PersonalA]"
     */
    static List<Integer> personalDeck(String value, String tag, Board board, BoardNames names, String where) throws NotationException {
        List<Integer> deck = new ArrayList<>();
        boolean[] seen = new boolean[board.companyCount()];
        for (String w : value.trim().split("\\s+")) {
            if (w.isEmpty()) continue;
            int c = names.companyByAbbreviation(w);
            if (c < 0 || c >= board.companyCount()) {
                throw new NotationException(tag, where + ": '" + w + "' is not a company of this board (a personal deck holds one share"
                        + " of each company but Union Pacific)");
            }
            if (seen[c]) throw new NotationException(tag, where + ": " + names.company(c) + " is listed twice; a personal deck holds"
                    + " one share of each company");
            seen[c] = true;
            deck.add(c);
        }
        if (deck.size() != board.companyCount()) {
            List<String> missing = new ArrayList<>();
            for (int c = 0; c < board.companyCount(); c++) if (!seen[c]) missing.add(names.company(c));
            throw new NotationException(tag, where + " lists " + deck.size() + " cards; a personal deck holds one share of each of the "
                    + board.companyCount() + " companies, from the top (missing: " + String.join(" ", missing) + ")");
        }
        return deck;
    }

    // ------------------------------------------------------------------ reading steps

    @Override
    public boolean startsTurn(String token, List<Move> stepsSoFar) {
        if (stepsSoFar.isEmpty()) return false;
        char c = token.charAt(0);
        if (c == '&') return true;
        if (c != '+') return false;
        Move last = stepsSoFar.get(stepsSoFar.size() - 1);
        if (last instanceof BaseMove.ReplaceDead || last instanceof ShowThree || last instanceof KeepThree) return false;
        // showing three of a kind draws two cards: the second draw belongs to the same turn
        return !(stepsSoFar.size() == 2 && stepsSoFar.get(0) instanceof ShowThree && last instanceof BaseMove.DrawTrack);
    }

    @Override
    public Read read(String word, Context context) throws NotationException {
        if (context.opening()) return base.read(word, context);
        char c = word.charAt(0);
        int p = context.seat();
        String arg = word.substring(1);
        List<Move> before = context.stepsSoFar();
        Move last = before.isEmpty() ? null : before.get(before.size() - 1);
        switch (c) {
            case '&' -> {
                if (arg.equals("-")) return new Read(new KeepThree(p), 0);
                int k = arg.length() == 1 ? names.kindByLetter(arg.charAt(0)) : -1;
                if (k < 0) {
                    throw new NotationException("'" + word + "': three of a kind are written &P (three plain cards shown, one"
                            + " discarded, two drawn) or &- (kept)");
                }
                return new Read(new ShowThree(p, k), 0);
            }
            case '>' -> {
                return new Read(take(p, arg, word), 0);
            }
            case '^' -> {
                if (last instanceof TakePersonal) {
                    if (arg.startsWith("$")) throw new NotationException("'" + word + "': a personal deck holds no dividend card");
                    return new Read(new RevealPersonal(p, company(arg, word)), 0);
                }
                return base.read(word, context);
            }
            default -> {
                return base.read(word, context);
            }
        }
    }

    private Move take(int p, String arg, String word) throws NotationException {
        if (arg.equals("*")) return new TakeBlind(p);
        if (arg.equals("@")) return new TakePersonal(p);
        if (arg.equalsIgnoreCase("UP")) {
            throw new NotationException("'" + word + "': in Union Pacific for two a Union Pacific share comes only by trading (<MS)");
        }
        int slash = arg.lastIndexOf('/');
        if (slash < 0) {
            throw new NotationException("'" + word + "': a face-up share is taken with its slot, >" + arg + "/1 (the oldest, leftmost)"
                    + " to >" + arg + "/" + BaseGame.DISPLAY_SLOTS + "; >* takes blind from the main deck, >@ from the personal deck");
        }
        String slot = arg.substring(slash + 1);
        if (!slot.matches("[1-9]") || slot.charAt(0) - '0' > BaseGame.DISPLAY_SLOTS) {
            throw new NotationException("'" + word + "': the slot of a face-up share is 1 (the oldest, leftmost) to "
                    + BaseGame.DISPLAY_SLOTS + ", not " + slot);
        }
        return new TakeFaceUp(p, slot.charAt(0) - '1', company(arg.substring(0, slash), word));
    }

    private int company(String abbreviation, String word) throws NotationException {
        int c = names.companyByAbbreviation(abbreviation);
        if (c < 0 || c >= board.companyCount()) {
            throw new NotationException("'" + word + "': '" + abbreviation + "' is not a company of this board");
        }
        return c;
    }
}
