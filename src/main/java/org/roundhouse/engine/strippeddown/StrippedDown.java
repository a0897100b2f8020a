package org.roundhouse.engine.strippeddown;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.roundhouse.board.Board;
import org.roundhouse.engine.DividendPayment;
import org.roundhouse.engine.Dividends;
import org.roundhouse.engine.IllegalMoveException;
import org.roundhouse.engine.BoardPicture;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.PublicView;
import org.roundhouse.engine.Refusal;
import org.roundhouse.engine.SeriesSpec;
import org.roundhouse.engine.SetupException;
import org.roundhouse.engine.StepNotation;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.StepXml;
import org.roundhouse.engine.TypedGame;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Bribe;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Build;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Choose;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Draw;
import org.roundhouse.engine.strippeddown.StrippedDownMove.Invest;
import org.roundhouse.engine.strippeddown.StrippedDownMove.TakePile;
import org.roundhouse.engine.strippeddown.StrippedDownMove.TakeTop;
import org.roundhouse.engine.strippeddown.StrippedDownState.Phase;

/**
 * The rules of the stripped-down variant ({@code shared/rules/variant-stripped-down.txt};
 * where the text is silent, {@code docs/rules-notes.md}): no map and no track cards, each
 * company a row of trains worth one dollar a train, Union Pacific shares from an unlimited
 * supply laid as bribes on the four face-up piles, four scoring rounds spaced evenly
 * through the deck. It has no map ({@link BoardPicture#COMPANY_ROWS}), one deck
 * ({@value #SHARES}: shares and scoring markers) and hands dealt face down that only their
 * seat sees.
 */
public final class StrippedDown implements TypedGame<StrippedDownState, StrippedDownMove, StrippedDownSetup> {
    public static final String ID = "stripped-down";
    /** Its one deck, as {@link Game.Drawn} names it. */
    public static final String SHARES = "shares";
    public static final int MIN_PLAYERS = 2;
    public static final int MAX_PLAYERS = 6;
    public static final int PILES = 4;
    public static final int SCORINGS = 4;
    /** Shares each seat is dealt besides its Union Pacific share. */
    public static final int DEALT = 3;
    /** Share cards in each of the four piles that get a scoring marker. */
    public static final int PILE_SHARES = 6;

    /** Refusal codes of its own, besides the common ones of {@link Refusal}. */
    public static final String NOT_IN_HAND = "not-in-hand";
    public static final String ROW_FULL = "row-full";
    public static final String NOT_IN_SLOT = "not-in-slot";
    public static final String DECK_EMPTY = "deck-empty";
    public static final String ILLEGAL_INVESTMENT = "illegal-investment";
    public static final String IMPOSSIBLE_CARD = "impossible-card";
    public static final String NO_COMPANY = "no-company";

    private final Board board;
    private final boolean trainLimit;
    private final boolean fourOfAKind;
    private final int companies;
    private final int up;
    private final StepNotation notation;
    private final StepXml xml;
    private final StrippedDownWords words;

    public StrippedDown(Board board, boolean trainLimit) {
        this(board, trainLimit, false);
    }

    /**
     * @param fourOfAKind four face-up shares of one company are removed from the game and the
     *     piles refilled (their UP bribes stay), as the base game does with its display
     */
    public StrippedDown(Board board, boolean trainLimit, boolean fourOfAKind) {
        this.board = board;
        this.trainLimit = trainLimit;
        this.fourOfAKind = fourOfAKind;
        this.companies = board.companyCount();
        this.up = board.unionPacific();
        this.notation = StrippedDownCodec.CODEC.notation(board);
        this.xml = StrippedDownCodec.CODEC.xml(board);
        this.words = new StrippedDownWords(board);
    }

    @Override
    public Board board() {
        return board;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Class<StrippedDownState> stateType() {
        return StrippedDownState.class;
    }

    @Override
    public Class<StrippedDownMove> moveType() {
        return StrippedDownMove.class;
    }

    @Override
    public Class<StrippedDownSetup> dealType() {
        return StrippedDownSetup.class;
    }

    @Override
    public int minPlayers() {
        return MIN_PLAYERS;
    }

    @Override
    public int maxPlayers() {
        return MAX_PLAYERS;
    }

    public boolean trainLimit() {
        return trainLimit;
    }

    public boolean fourOfAKind() {
        return fourOfAKind;
    }

    /** Trains a row starts with: two, three for El Paso & Rio Grande (the board's first company). */
    public int startingTrains(int company) {
        return "EP&RG".equals(board.companyAbbreviation(company)) ? 3 : 2;
    }

    /** The most trains a row can hold: the company's trains in the box, or no limit. */
    public int maxTrains(int company) {
        return trainLimit ? board.company(company).trains() : Integer.MAX_VALUE;
    }

    /** Trains still in the box for the company's row (none for Union Pacific, which has no row). */
    int trainsLeft(StrippedDownState s, int company) {
        return company == up ? 0 : Math.max(0, board.company(company).trains() - s.trains(company));
    }

    /** What Union Pacific pays by place at the scoring round: 5/4/3/2/1 times the round. */
    public static int[] unionPacificRow(int round) {
        int r = Math.max(1, Math.min(SCORINGS, round));
        return new int[] {5 * r, 4 * r, 3 * r, 2 * r, r};
    }

    @Override
    public int[] unionPacificRow(int dividend, int players) {
        return unionPacificRow(dividend);
    }

    // ------------------------------------------------------------------ the deck

    /**
     * The deck's segments from the top for this many share cards: the extra cards dealt onto
     * each pile (the uneven ones nearer the top), each above its pile of six and a marker.
     * With 82 cards (four players): 15, 7, 15, 7, 14, 7, 14, 7.
     */
    public static int[] segmentSizes(int shareCards) {
        if (shareCards < PILES * PILE_SHARES) {
            throw new SetupException(SetupException.About.SHARE_DECK, WORDS.text("sd.deal.deckTooSmall", PILES * PILE_SHARES, shareCards));
        }
        int extra = shareCards - PILES * PILE_SHARES;
        int[] seg = new int[2 * PILES];
        for (int i = 0; i < PILES; i++) {
            seg[2 * i] = extra / PILES + (i < extra % PILES ? 1 : 0);
            seg[2 * i + 1] = PILE_SHARES + 1;
        }
        return seg;
    }

    /** A random deal: the shares shuffled, dealt, the deck built as the text spaces it, and a random starting player. */
    @Override
    public StrippedDownSetup randomDeal(int players, RandomGenerator rng) {
        checkPlayers(players);
        List<Integer> cards = new ArrayList<>();
        for (int c = 0; c < companies; c++) for (int i = 0; i < board.company(c).shares(); i++) cards.add(c);
        for (int i = cards.size() - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            int t = cards.get(i);
            cards.set(i, cards.get(j));
            cards.set(j, t);
        }
        int at = 0;
        List<List<Integer>> hands = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            List<Integer> h = new ArrayList<>();
            h.add(up);
            for (int i = 0; i < DEALT; i++) h.add(cards.get(at++));
            hands.add(h);
        }
        List<Integer> display = new ArrayList<>(cards.subList(at, at + PILES));
        at += PILES;
        List<Integer> rest = cards.subList(at, cards.size());
        int[] seg = segmentSizes(rest.size());
        // four piles of six, then the rest dealt onto them; a marker shuffled into each pile
        List<Integer> deck = new ArrayList<>();
        int pileStart = 0;
        int extraStart = PILES * PILE_SHARES;
        for (int i = 0; i < PILES; i++) {
            deck.addAll(rest.subList(extraStart, extraStart + seg[2 * i]));
            extraStart += seg[2 * i];
            List<Integer> pile = new ArrayList<>(rest.subList(pileStart, pileStart + PILE_SHARES));
            pileStart += PILE_SHARES;
            pile.add(rng.nextInt(PILE_SHARES + 1), StrippedDownMove.MARKER);
            deck.addAll(pile);
        }
        // drawn last, so a seed deals the same cards as before the starting player was random
        return new StrippedDownSetup(hands, display, deck, rng.nextInt(players));
    }

    private static void checkPlayers(int players) {
        if (players < MIN_PLAYERS || players > MAX_PLAYERS) {
            throw new IllegalArgumentException(WORDS.text("sd.deal.players", MIN_PLAYERS, MAX_PLAYERS, players));
        }
    }

    private String name(int company) {
        return company == up ? "UP" : company >= 0 && company < companies ? board.companyAbbreviation(company) : "?" + company;
    }

    /**
     * The position after the deal.
     *
     * @throws IllegalArgumentException saying what is wrong with the deal
     */
    @Override
    public StrippedDownState newGame(StrippedDownSetup d) {
        int n = d.players();
        checkPlayers(n);
        StrippedDownState s = new StrippedDownState(this, n);
        int k = companies + 1;
        s.hand = new int[n][k];
        s.played = new int[n][k];
        s.cash = new int[n];
        s.trains = new int[k];
        for (int c = 0; c < companies; c++) s.trains[c] = startingTrains(c);
        int[] left = new int[k];
        for (int c = 0; c < companies; c++) left[c] = board.company(c).shares();
        for (int p = 0; p < n; p++) {
            List<Integer> h = d.hands().get(p);
            if (h.size() != DEALT + 1 || h.stream().filter(c -> c == up).count() != 1) {
                throw SetupException.seat(p, WORDS.text("sd.deal.hand", p + 1, DEALT, h.stream().map(this::name).toList()));
            }
            for (int c : h) {
                if (c < 0 || c > up) throw SetupException.seat(p, WORDS.text("sd.deal.noCompany", p + 1, c));
                if (c != up && --left[c] < 0) throw new IllegalArgumentException(WORDS.text("sd.deal.tooMany", name(c)));
                s.hand[p][c]++;
            }
        }
        s.upIssued = n;
        if (d.display().size() != PILES) throw new IllegalArgumentException(WORDS.text("sd.deal.displaySize", PILES, d.display().size()));
        s.display = new int[PILES];
        s.bribes = new int[PILES];
        for (int i = 0; i < PILES; i++) {
            int c = d.display().get(i);
            if (c < 0 || c >= companies) throw new IllegalArgumentException(WORDS.text("sd.deal.displayUp", i + 1, name(c)));
            if (--left[c] < 0) throw new IllegalArgumentException(WORDS.text("sd.deal.tooMany", name(c)));
            s.display[i] = c;
        }
        s.pool = left;
        s.removed = new int[k];
        int shareCards = 0;
        for (int x : left) shareCards += x;
        s.segments = segmentSizes(shareCards);
        s.segmentMarker = new boolean[s.segments.length];
        for (int i = 1; i < s.segments.length; i += 2) s.segmentMarker[i] = true;
        s.phase = Phase.INITIAL;
        s.pendingInitial = new int[n];
        java.util.Arrays.fill(s.pendingInitial, -1);
        s.current = 0;
        s.first = d.first();
        if (!d.deck().isEmpty()) {
            int[] script = d.deck().stream().mapToInt(Integer::intValue).toArray();
            // a deck given is the whole deck: a short one would leave the rest, markers included, to be made up in play
            long markers = d.deck().stream().filter(c -> c == StrippedDownMove.MARKER).count();
            if (script.length != s.deckSize() || markers != SCORINGS) {
                throw new SetupException(SetupException.About.SHARE_DECK, WORDS.text("sd.deal.deckSize", script.length, script.length - markers, markers, s.deckSize(),
                        s.deckSize() - SCORINGS, SCORINGS));
            }
            checkScript(s, script, WORDS.text("sd.order.deck"));
            s.script = script;
        }
        return s;
    }

    /** Throws when the cards cannot be the top of the state's deck. */
    private void checkScript(StrippedDownState s, int[] cards, String what) {
        if (cards.length > s.deckSize()) {
            throw new IllegalArgumentException(WORDS.text("sd.order.tooMany", what, cards.length, s.deckSize()));
        }
        StrippedDownState t = s.copy();
        t.script = null;
        t.phase = Phase.DRAW;
        for (int i = 0; i < cards.length; i++) {
            int card = cards[i];
            if (weight(t, card) == 0) {
                throw new IllegalArgumentException(WORDS.text("sd.order.cannotCome", what, i + 1, card == StrippedDownMove.MARKER ? "$" : name(card),
                        card == StrippedDownMove.MARKER ? WORDS.text("sd.order.markerPlace", PILE_SHARES + 1) : WORDS.text("sd.order.noShare")));
            }
            take(t, card);
        }
    }

    // ------------------------------------------------------------------ chance

    private static int topSegment(StrippedDownState s) {
        for (int i = 0; i < s.segments.length; i++) if (s.segments[i] > 0) return i;
        return -1;
    }

    /** The weight of the card coming up next, ignoring the script: 0 when it cannot. */
    private long weight(StrippedDownState s, int card) {
        int top = topSegment(s);
        if (top < 0) return 0;
        int size = s.segments[top];
        long poolTotal = 0;
        for (int x : s.pool) poolTotal += x;
        boolean marker = s.segmentMarker[top];
        if (card == StrippedDownMove.MARKER) return marker ? Math.max(poolTotal, 1) : 0;
        if (card < 0 || card >= companies || s.pool[card] == 0) return 0;
        return marker ? (long) (size - 1) * s.pool[card] : s.pool[card];
    }

    @Override
    public List<Outcome<StrippedDownMove>> chanceOutcomes(StrippedDownState s) {
        if (s.phase != Phase.DRAW) return List.of();
        int p = s.current;
        if (s.script != null && s.scriptAt < s.script.length) return List.of(new Outcome<>(new Draw(p, s.script[s.scriptAt]), 1));
        List<Outcome<StrippedDownMove>> out = new ArrayList<>();
        for (int c = 0; c < companies; c++) {
            long w = weight(s, c);
            if (w > 0) out.add(new Outcome<>(new Draw(p, c), w));
        }
        long w = weight(s, StrippedDownMove.MARKER);
        if (w > 0) out.add(new Outcome<>(new Draw(p, StrippedDownMove.MARKER), w));
        return out;
    }

    @Override
    public Optional<Game.Drawn> drawn(StrippedDownMove step) {
        return step instanceof Draw d ? Optional.of(new Game.Drawn(SHARES, d.card())) : Optional.empty();
    }

    @Override
    public int deckSize(StrippedDownState s, String deck) {
        return deck.equals(SHARES) ? s.deckSize() : 0;
    }

    @Override
    public boolean knowsDeckOrder(StrippedDownState s, String deck) {
        return !deck.equals(SHARES) || s.knowsDeckOrder();
    }

    /** The state with the next cards of the share deck known (from a record's main line); any other deck has no order. */
    @Override
    public StrippedDownState withDeckOrder(StrippedDownState s, String deck, List<Integer> upcoming) {
        if (!deck.equals(SHARES)) return s;
        int[] cards = upcoming.stream().mapToInt(Integer::intValue).toArray();
        checkScript(s, cards, WORDS.text("sd.order.known"));
        StrippedDownState t = s.copy();
        t.script = cards.length == 0 ? null : cards;
        t.scriptAt = 0;
        return t;
    }

    /** Takes the card off the deck's segments and pool (the script is advanced by the caller). */
    private static void take(StrippedDownState s, int card) {
        int top = topSegment(s);
        s.segments[top]--;
        if (card == StrippedDownMove.MARKER) s.segmentMarker[top] = false;
        else s.pool[card]--;
    }

    // ------------------------------------------------------------------ legal steps

    @Override
    public List<StrippedDownMove> legalMoves(StrippedDownState s) {
        List<StrippedDownMove> out = new ArrayList<>();
        int p = s.current;
        switch (s.phase) {
            case INITIAL -> {
                for (int c = 0; c <= up; c++) if (s.hand[p][c] > 0) out.add(new Choose(p, c));
            }
            case ACTION -> {
                for (int c = 0; c < companies; c++) if (s.trains[c] < maxTrains(c)) out.add(new Build(p, c));
                if (out.isEmpty()) out.add(new Build(p, StrippedDownMove.NO_TRAIN));
                for (int c = 0; c <= up; c++) {
                    for (int x = 1; x <= s.hand[p][c]; x++) out.add(Invest.of(p, c, x));
                    for (int d = c + 1; d <= up; d++) if (s.hand[p][c] > 0 && s.hand[p][d] > 0) out.add(Invest.pair(p, c, d));
                }
            }
            case TAKE -> {
                for (int i = 0; i < PILES; i++) if (s.display[i] >= 0) out.add(new TakePile(p, i, s.display[i]));
                if (s.deckSize() > 0) out.add(new TakeTop(p));
            }
            case DRAW -> {
                for (Outcome<StrippedDownMove> o : chanceOutcomes(s)) out.add(o.move());
            }
            case BRIBE -> {
                for (int i = 0; i < PILES; i++) out.add(new Bribe(p, i));
            }
            case OVER -> {
            }
        }
        return out;
    }

    @Override
    public String expected(StrippedDownState s) {
        return switch (s.phase) {
            case INITIAL -> WORDS.text("sd.expected.initial", String.valueOf((char) ('A' + s.current)));
            case ACTION -> WORDS.text("sd.expected.action");
            case TAKE -> WORDS.text("sd.expected.take");
            case DRAW -> WORDS.text("sd.expected.draw");
            case BRIBE -> WORDS.text("sd.expected.bribe");
            case OVER -> WORDS.text("sd.expected.over");
        };
    }

    @Override
    public boolean belongsHere(StrippedDownState s, StrippedDownMove m) {
        return switch (s.phase) {
            case INITIAL -> m instanceof Choose;
            case ACTION -> m instanceof Build || m instanceof Invest;
            case TAKE -> m instanceof TakePile || m instanceof TakeTop;
            case DRAW -> m instanceof Draw;
            case BRIBE -> m instanceof Bribe;
            case OVER -> false;
        };
    }

    @Override
    public Optional<Refusal> refusal(StrippedDownState s, StrippedDownMove m) {
        if (s.phase == Phase.OVER) return Optional.of(new Refusal(Refusal.GAME_OVER, WORDS.text("refusal.gameOver")));
        if (m.player() != s.current) {
            String seat = String.valueOf((char) ('A' + s.current));
            String who = s.phase == Phase.INITIAL ? WORDS.text("sd.refusal.choosesFirst", seat)
                    : WORDS.text("refusal.notYourTurn", seat, String.valueOf((char) ('A' + m.player())));
            return Optional.of(new Refusal(Refusal.NOT_YOUR_TURN, who, List.of(s.current, m.player())));
        }
        if (!belongsHere(s, m)) return Optional.of(new Refusal(Refusal.OUT_OF_PLACE, WORDS.text("sd.refusal.expected", expected(s))));
        int p = s.current;
        if (m instanceof Choose c) {
            if (c.company() < 0 || c.company() > up || s.hand[p][c.company()] == 0) {
                return refuse(NOT_IN_HAND, WORDS.text("sd.refusal.noShareToInvest", name(c.company())));
            }
        } else if (m instanceof Build b) {
            if (b.company() == StrippedDownMove.NO_TRAIN) {
                for (int c = 0; c < companies; c++) {
                    if (s.trains[c] < maxTrains(c)) return refuse(ROW_FULL, WORDS.text("sd.refusal.rowHasRoom", name(c)));
                }
            } else if (b.company() < 0 || b.company() >= companies) {
                return refuse(NO_COMPANY, WORDS.text("sd.refusal.notACompany", name(b.company())));
            } else if (s.trains[b.company()] >= maxTrains(b.company())) {
                return refuse(ROW_FULL, WORDS.text("sd.refusal.rowFull", name(b.company()), maxTrains(b.company())));
            }
        } else if (m instanceof TakePile t) {
            if (t.slot() < 0 || t.slot() >= PILES || s.display[t.slot()] < 0 || s.display[t.slot()] != t.company()) {
                return refuse(NOT_IN_SLOT, WORDS.text("sd.refusal.pileHolds", t.slot() + 1, t.slot() < 0 || t.slot() >= PILES || s.display[t.slot()] < 0
                        ? WORDS.text("sd.noShare") : name(s.display[t.slot()]), name(t.company())));
            }
        } else if (m instanceof TakeTop) {
            if (s.deckSize() == 0) return refuse(DECK_EMPTY, WORDS.text("sd.refusal.deckEmpty"));
        } else if (m instanceof Draw d) {
            boolean ok = s.script != null && s.scriptAt < s.script.length ? s.script[s.scriptAt] == d.card() : weight(s, d.card()) > 0;
            if (!ok) {
                String card = d.isMarker() ? WORDS.text("sd.marker") : name(d.card());
                return refuse(IMPOSSIBLE_CARD, s.script != null && s.scriptAt < s.script.length
                        ? WORDS.text("sd.refusal.notThisCardOrder", card,
                                s.script[s.scriptAt] == StrippedDownMove.MARKER ? WORDS.text("sd.marker") : name(s.script[s.scriptAt]))
                        : WORDS.text("sd.refusal.notThisCard", card));
            }
        } else if (m instanceof Bribe b) {
            if (b.slot() < 0 || b.slot() >= PILES) return refuse(NOT_IN_SLOT, WORDS.text("sd.refusal.noPile", b.slot() + 1));
        } else if (m instanceof Invest v) {
            if (v.isPair()) {
                if (v.company() == v.second()) return refuse(ILLEGAL_INVESTMENT, WORDS.text("sd.refusal.pairSame", name(v.company())));
                for (int c : new int[] {v.company(), v.second()}) {
                    if (c < 0 || c > up || s.hand[p][c] == 0) return refuse(NOT_IN_HAND, WORDS.text("sd.refusal.noShare", name(c)));
                }
            } else {
                if (v.company() < 0 || v.company() > up) return refuse(NO_COMPANY, WORDS.text("sd.refusal.noCompany", v.company()));
                if (v.count() < 1) return refuse(ILLEGAL_INVESTMENT, WORDS.text("sd.refusal.investCount"));
                if (s.hand[p][v.company()] < v.count()) {
                    return refuse(NOT_IN_HAND, WORDS.text("sd.refusal.tooFew", s.hand[p][v.company()], name(v.company()), v.count()));
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Refusal> refuse(String code, String sentence) {
        return Optional.of(new Refusal(code, sentence));
    }

    // ------------------------------------------------------------------ applying

    @Override
    public StrippedDownState apply(StrippedDownState before, StrippedDownMove m) throws IllegalMoveException {
        Optional<Refusal> r = refusal(before, m);
        if (r.isPresent()) throw new IllegalMoveException(m, r.get().sentence());
        StrippedDownState s = before.copy();
        applyInPlace(s, m);
        return s;
    }

    /**
     * The step's effect, unchecked, on a position the caller owns and has not handed out (a
     * search's determinization). {@link #apply} checks the step, copies the position and then does
     * exactly this, so both paths share one copy of the rules' effects.
     */
    void applyInPlace(StrippedDownState s, StrippedDownMove m) {
        int p = s.current;
        if (m instanceof Choose c) {
            s.pendingInitial[p] = c.company();
            if (p + 1 < s.n) {
                s.current = p + 1;
            } else {
                // revealed at once
                for (int q = 0; q < s.n; q++) {
                    // in a seat's redaction another seat's choice is unknown: it stays in the hand
                    if (s.pendingInitial[q] >= 0) {
                        s.hand[q][s.pendingInitial[q]]--;
                        s.played[q][s.pendingInitial[q]]++;
                    }
                    s.pendingInitial[q] = -1;
                }
                s.current = s.first;
                s.turn = 0;
                s.phase = Phase.ACTION;
            }
        } else if (m instanceof Build b) {
            if (b.company() >= 0) s.trains[b.company()]++;
            s.phase = Phase.TAKE;
            if (legalMoves(s).isEmpty()) s.phase = Phase.BRIBE;
        } else if (m instanceof TakePile t) {
            s.hand[p][t.company()]++;
            s.hand[p][up] += s.bribes[t.slot()];
            s.bribes[t.slot()] = 0;
            s.display[t.slot()] = -1;
            s.drawToHand = false;
            s.drawSlot = t.slot();
            s.phase = s.deckSize() > 0 ? Phase.DRAW : Phase.BRIBE;
        } else if (m instanceof TakeTop) {
            s.drawToHand = true;
            s.phase = Phase.DRAW;
        } else if (m instanceof Draw d) {
            take(s, d.card());
            if (s.script != null && ++s.scriptAt >= s.script.length) {
                s.script = null;
                s.scriptAt = 0;
            }
            if (d.isMarker()) {
                // set aside and replaced by the next card; the round is scored once the turn is finished
                s.dividendsDrawn++;
                s.scoringsPending++;
                s.pendingDrawnBy = p;
                if (s.deckSize() == 0) s.phase = Phase.BRIBE;
            } else {
                s.phase = Phase.BRIBE;
                if (s.drawToHand) {
                    s.hand[p][d.card()]++;
                } else {
                    s.display[s.drawSlot] = d.card();
                    if (fourOfAKind && fourAlike(s.display)) {
                        for (int i = 0; i < PILES; i++) {
                            s.removed[s.display[i]]++;
                            s.display[i] = -1;
                        }
                    }
                    for (int i = 0; i < PILES; i++) {
                        if (s.display[i] < 0 && s.deckSize() > 0) {
                            s.drawSlot = i;
                            s.phase = Phase.DRAW;
                            break;
                        }
                    }
                }
            }
        } else if (m instanceof Bribe b) {
            s.bribes[b.slot()]++;
            s.upIssued++;
            while (s.scoringsPending > 0) {
                score(s);
                s.scoringsPending--;
            }
            endTurn(s);
        } else if (m instanceof Invest v) {
            if (v.isPair()) {
                lay(s, p, v.company(), 1);
                lay(s, p, v.second(), 1);
            } else {
                lay(s, p, v.company(), v.count());
            }
            endTurn(s);
        }
    }

    private static boolean fourAlike(int[] display) {
        for (int c : display) if (c < 0 || c != display[0]) return false;
        return true;
    }

    private static void lay(StrippedDownState s, int p, int company, int count) {
        s.hand[p][company] -= count;
        s.played[p][company] += count;
    }

    private static void endTurn(StrippedDownState s) {
        if (s.dividendsPaid >= SCORINGS) {
            s.phase = Phase.OVER;
            return;
        }
        s.turn++;
        s.current = (s.current + 1) % s.n;
        s.phase = Phase.ACTION;
    }

    /** Every company scores: $1 a train to the most shares, half to the second; Union Pacific by its table. */
    private void score(StrippedDownState s) {
        int number = s.dividendsPaid + 1;
        int k = companies + 1;
        int[] values = new int[companies];
        int[][] holdings = new int[s.n][k];
        int[][] payouts = new int[s.n][k];
        int[] total = new int[s.n];
        for (int r = 0; r < s.n; r++) holdings[r] = s.played[r].clone();
        int[] column = new int[s.n];
        for (int c = 0; c < k; c++) {
            for (int r = 0; r < s.n; r++) column[r] = holdings[r][c];
            int[] pay;
            if (c == up) {
                pay = Dividends.tablePayout(unionPacificRow(number), column);
            } else {
                values[c] = s.trains[c];
                pay = Dividends.companyPayout(values[c], column);
            }
            for (int r = 0; r < s.n; r++) {
                payouts[r][c] = pay[r];
                total[r] += pay[r];
            }
        }
        for (int r = 0; r < s.n; r++) s.cash[r] += total[r];
        s.dividendsPaid = number;
        List<DividendPayment> list = new ArrayList<>(s.payments);
        list.add(new DividendPayment(number, s.pendingDrawnBy, s.turn, values, holdings, payouts, total));
        s.payments = List.copyOf(list);
    }

    // ------------------------------------------------------------------ the seam's other questions

    @Override
    public Refusal afterTurnEnd(StrippedDownState now, Move step) {
        if (now.isOver()) return new Refusal(Refusal.GAME_OVER, WORDS.text("refusal.gameOver"));
        return new Refusal(Refusal.TURN_OVER, WORDS.text("sd.refusal.turnOver"));
    }

    @Override
    public PublicView view(StrippedDownState s) {
        return new StrippedDownView(this, s);
    }

    @Override
    public PositionFacts facts(StrippedDownState s, int viewer) {
        return StrippedDownFacts.of(this, s, viewer);
    }

    @Override
    public List<SeriesSpec> extraSeries() {
        return List.of(StrippedDownView.SHARES_IN_HAND);
    }

    @Override
    public BoardPicture boardPicture() {
        return BoardPicture.COMPANY_ROWS;
    }

    @Override
    public String describeOptions(int players) {
        return (trainLimit ? WORDS.text("sd.summary.trainLimit") : WORDS.text("sd.summary.noTrainLimit"))
                + (fourOfAKind ? ", " + WORDS.text("sd.summary.fourOfAKind") : "");
    }

    @Override
    public String rulesInBrief(int players) {
        return WORDS.text("sd.brief")
                + (trainLimit ? "" : " · " + WORDS.text("sd.brief.noTrainLimit"))
                + (fourOfAKind ? " · " + WORDS.text("sd.summary.fourOfAKind") : "");
    }

    @Override
    public StepWords words() {
        return words;
    }

    @Override
    public StepNotation notation() {
        return notation;
    }

    @Override
    public StepXml xml() {
        return xml;
    }
}
