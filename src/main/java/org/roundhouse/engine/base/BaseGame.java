package org.roundhouse.engine.base;

import static org.roundhouse.text.Messages.WORDS;

import org.roundhouse.engine.DividendPayment;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.roundhouse.board.Board;
import org.roundhouse.board.Company;
import org.roundhouse.board.Section;
import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.Dividends;
import org.roundhouse.engine.IllegalMoveException;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.PublicView;
import org.roundhouse.engine.Phrases;
import org.roundhouse.engine.Refusal;
import org.roundhouse.engine.SetupException;
import org.roundhouse.engine.StepNotation;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.StepXml;
import org.roundhouse.engine.TypedGame;
import org.roundhouse.engine.base.BaseMove.Build;
import org.roundhouse.engine.base.BaseMove.Discard;
import org.roundhouse.engine.base.BaseMove.DrawTrack;
import org.roundhouse.engine.base.BaseMove.Exchange;
import org.roundhouse.engine.base.BaseMove.Forgo;
import org.roundhouse.engine.base.BaseMove.Initial;
import org.roundhouse.engine.base.BaseMove.Invest;
import org.roundhouse.engine.base.BaseMove.ReplaceDead;
import org.roundhouse.engine.base.BaseMove.Reveal;
import org.roundhouse.engine.base.BaseMove.Take;

/**
 * The rules of the base game (English rules, with the two-player rules and the deck-recipe
 * options). A variant that only pays or scores differently extends it and overrides
 * {@link #dividend}, {@link #payout} or {@link #finalScoring}.
 */
public class BaseGame implements TypedGame<BaseState, BaseMove, BaseSetup> {
    public static final String ID = "base";
    public static final int MIN_PLAYERS = 2;
    public static final int MAX_PLAYERS = 6;
    public static final int TRACK_HAND = 3;
    public static final int SHARE_HAND = 4;
    public static final int DISPLAY_SLOTS = 4;
    /** Union Pacific's payments by dividend (rows) and place (columns), in $M. */
    static final int[][] UP_TABLE = Dividends.unionPacificRows();

    private final Board board;
    private final BaseOptions options;
    private final int k;
    private final int up;
    /** Longs per section bit set. */
    private final int words;
    /** Per city, the sections that end there. */
    private final long[][] sectionsAtCity;
    /** Per company, the sections of track types it may use. */
    private final long[][] usable;
    /** Per section, its track type; read where the builds are listed and judged, many times a playout. */
    private final int[] sectionTrackType;
    /** Per section, the bits of the two cities it joins. */
    private final long[] sectionCities;
    /** Per company, its trains. */
    private final int[] trains;
    private final StepNotation notation;
    private final StepXml xml;
    private final BaseWords stepWords;

    public BaseGame(Board board, BaseOptions options) {
        if (board.cities().size() > 64) throw new IllegalArgumentException(WORDS.text("board.tooManyCities", 64));
        if (board.companyCount() > 15) throw new IllegalArgumentException(WORDS.text("board.tooManyCompanies", 15));
        for (Section s : board.sections()) {
            if (s.spaces() > 6) throw new IllegalArgumentException(WORDS.text("board.tooManySpaces", 6));
        }
        var recipeProblem = org.roundhouse.engine.RecipeCheck.refusal(options.recipe(), board);
        if (recipeProblem.isPresent()) throw new IllegalArgumentException(recipeProblem.get());
        this.board = board;
        this.options = options;
        this.k = board.companyCount() + 1;
        this.up = board.unionPacific();
        this.words = (board.sections().size() + 63) / 64;
        this.sectionsAtCity = new long[board.cities().size()][words];
        this.usable = new long[board.companyCount()][words];
        this.sectionTrackType = new int[board.sections().size()];
        this.sectionCities = new long[board.sections().size()];
        this.trains = new int[board.companyCount()];
        for (Company c : board.companies()) trains[c.index()] = c.trains();
        for (Section sec : board.sections()) {
            int i = sec.index();
            sectionTrackType[i] = sec.trackType();
            sectionCities[i] = (1L << sec.cityA()) | (1L << sec.cityB());
            sectionsAtCity[sec.cityA()][i >>> 6] |= 1L << i;
            sectionsAtCity[sec.cityB()][i >>> 6] |= 1L << i;
            for (Company c : board.companies()) {
                if (c.mayUse(sec.trackType())) usable[c.index()][i >>> 6] |= 1L << i;
            }
        }
        this.notation = BaseCodec.CODEC.notation(board);
        this.xml = BaseCodec.CODEC.xml(board);
        this.stepWords = new BaseWords(this);
    }

    @Override
    public String id() {
        return ID;
    }

    /**
     * Union Pacific's payments by place at the given dividend of a game with this many
     * players, in $M; a copy. The two-player rules' last payment uses the row of
     * {@link BaseOptions#twoPlayerLastRow}; every other payment the row of its number.
     */
    public int[] unionPacificRow(int dividend, int players) {
        boolean lastOfTwo = players == 2 && options.twoPlayerRules() && dividend == lastDividend(2);
        return unionPacificTable(lastOfTwo ? options.twoPlayerLastRow().row() : dividend);
    }

    /** Union Pacific's payments by place at the given table row (1 to 4), in $M; a copy. */
    public static int[] unionPacificTable(int dividend) {
        return UP_TABLE[Math.min(Math.max(dividend, 1), UP_TABLE.length) - 1].clone();
    }

    public Board board() {
        return board;
    }

    public BaseOptions options() {
        return options;
    }

    /** The dividend after which the game ends for this many players. */
    public int lastDividend(int players) {
        return players == 2 && options.twoPlayerRules() ? board.dividendCards() - 1 : board.dividendCards();
    }

    boolean houseIn(BaseState s) {
        return s.n == 2 && options.twoPlayerRules() && s.dividendsPaid >= lastDividend(2);
    }

    // ------------------------------------------------------------------ setup

    /** A random deal, with both deck orders known (so the game can be replayed and shown all-seeing). */
    public BaseSetup randomSetup(int players, RandomGenerator rng) {
        return randomSetup(players, rng, new int[board.companyCount()]);
    }

    /**
     * A random deal whose share cards come in the same order whatever the deck recipe: the
     * cards are dealt from {@code seed} as {@link #randomSetup} deals them, and the recipe's
     * dividend cards are then put at random places in their stacks, drawn from a second
     * generator, without moving the share cards. As random as {@link #randomSetup} (a share
     * order that is already random, with the dividends at random places, is a shuffled stack),
     * but two recipes dealt from one seed differ only where the dividends are, and the k-th
     * dividend card takes the same relative place in its stack in both.
     */
    public BaseSetup pairedSetup(int players, long seed) {
        return randomSetup(players, new java.util.SplittableRandom(seed), new int[board.companyCount()],
                new java.util.SplittableRandom(~seed));
    }

    /** A random deal from the share cards left after {@code setAside[c]} cards of each company were taken out. */
    BaseSetup randomSetup(int players, RandomGenerator rng, int[] setAside) {
        return randomSetup(players, rng, setAside, null);
    }

    /** {@code dividendRng} null: each stack shuffled; otherwise the share order kept and the dividends placed by it. */
    private BaseSetup randomSetup(int players, RandomGenerator rng, int[] setAside, RandomGenerator dividendRng) {
        checkPlayers(players);
        List<Integer> tracks = new ArrayList<>();
        for (int kind = 0; kind < board.trackCardKinds(); kind++) {
            for (int i = 0; i < board.trackCards(kind); i++) tracks.add(kind);
        }
        shuffle(tracks, rng);
        List<Integer> shares = new ArrayList<>();
        for (Company c : board.companies()) {
            for (int i = 0; i < c.shares() - setAside[c.index()]; i++) shares.add(c.index());
        }
        shuffle(shares, rng);
        List<List<Integer>> trackHands = new ArrayList<>();
        List<List<Integer>> shareHands = new ArrayList<>();
        int ti = 0;
        int si = 0;
        for (int p = 0; p < players; p++) {
            trackHands.add(new ArrayList<>(tracks.subList(ti, ti + TRACK_HAND)));
            ti += TRACK_HAND;
            shareHands.add(new ArrayList<>(shares.subList(si, si + SHARE_HAND)));
            si += SHARE_HAND;
        }
        List<Integer> display = new ArrayList<>();
        int[] slots = new int[DISPLAY_SLOTS];
        int filled = 0;
        while (filled < DISPLAY_SLOTS && si < shares.size()) {
            int card = shares.get(si++);
            display.add(card);
            slots[filled++] = card;
            if (filled == DISPLAY_SLOTS && allSame(slots)) filled = 0;
        }
        List<Integer> rest = shares.subList(si, shares.size());
        List<Integer> deck = dividendRng == null ? stackDeck(rest, rng, false) : stackDeck(rest, dividendRng, true);
        return new BaseSetup(players, trackHands, shareHands, display, deck, tracks.subList(ti, tracks.size()));
    }

    /**
     * The share deck from the cards left, stack by stack as the recipe cuts it: each stack's shares
     * and dividend cards shuffled together or, {@code keepingOrder}, its shares left in their order
     * and each dividend card put at a uniform place among them.
     */
    private List<Integer> stackDeck(List<Integer> rest, RandomGenerator rng, boolean keepingOrder) {
        DeckRecipe recipe = options.recipe();
        int[] counts = recipe.shareCounts(rest.size());
        int[] dividends = recipe.dividendCounts();
        List<Integer> deck = new ArrayList<>();
        int from = 0;
        for (int i = 0; i < counts.length; i++) {
            List<Integer> stackCards = new ArrayList<>(rest.subList(from, from + counts[i]));
            from += counts[i];
            if (keepingOrder) {
                // each dividend at a uniform place among the cards so far: all placements equally likely. The
                // place is scaled from one uniform number, so recipes with similar stacks put it at similar places.
                for (int d = 0; d < dividends[i]; d++) {
                    int at = Math.min(stackCards.size(), (int) (rng.nextDouble() * (stackCards.size() + 1)));
                    stackCards.add(at, BaseMove.DIVIDEND);
                }
            } else {
                for (int d = 0; d < dividends[i]; d++) stackCards.add(BaseMove.DIVIDEND);
                shuffle(stackCards, rng);
            }
            deck.addAll(stackCards);
        }
        return deck;
    }

    private static <T> void shuffle(List<T> list, RandomGenerator rng) {
        for (int i = list.size() - 1; i > 0; i--) {
            Collections.swap(list, i, rng.nextInt(i + 1));
        }
    }

    private static boolean allSame(int[] slots) {
        for (int s : slots) {
            if (s < 0 || s != slots[0]) return false;
        }
        return true;
    }

    private static void checkPlayers(int players) {
        if (players < MIN_PLAYERS || players > MAX_PLAYERS) {
            throw new IllegalArgumentException(WORDS.text("base.deal.players", MIN_PLAYERS, MAX_PLAYERS, players));
        }
    }

    /**
     * The state before the first investments.
     *
     * @throws IllegalArgumentException with a reason when the deal is impossible
     */
    public BaseState newGame(BaseSetup setup) {
        return newGame(setup, new int[board.companyCount()]);
    }

    /** The state before the first investments, dealt from the share cards left after {@code setAside} was taken out. */
    BaseState newGame(BaseSetup setup, int[] setAside) {
        int n = setup.players();
        checkPlayers(n);
        if (setup.trackHands().size() != n || setup.shareHands().size() != n) {
            throw new IllegalArgumentException(WORDS.text("base.deal.hands", setup.trackHands().size(), setup.shareHands().size(), n));
        }
        BaseState s = new BaseState(this, n);
        int t = board.trackCardKinds();
        s.phase = Phase.INITIAL_INVESTMENT;
        s.cash = new int[n];
        s.hand = new int[n * k];
        s.played = new int[n * k];
        s.exchanged = new int[n * k];
        s.track = new int[n * t];
        s.pendingInitial = new int[n];
        Arrays.fill(s.pendingInitial, -1);
        s.sectionTrains = new int[board.sections().size()];
        s.placed = new int[board.companyCount()];
        s.reach = new long[board.companyCount()];
        s.open = new long[board.companyCount() * words];
        s.on = new long[board.companyCount() * words];
        s.free = new long[words];
        for (Section sec : board.sections()) s.free[sec.index() >>> 6] |= 1L << sec.index();
        s.display = new int[DISPLAY_SLOTS];
        Arrays.fill(s.display, -1);
        s.flushed = new int[board.companyCount()];
        s.trackDeck = new int[t];
        s.hiddenShares = new int[n];
        s.hiddenTrack = new int[n];
        s.trackDiscard = new int[t];
        s.trackDead = new int[t];
        s.payments = List.of();

        int[] trackSupply = new int[t];
        for (int kind = 0; kind < t; kind++) trackSupply[kind] = board.trackCards(kind);
        int[] shareSupply = new int[board.companyCount()];
        for (Company c : board.companies()) shareSupply[c.index()] = c.shares() - setAside[c.index()];

        for (int p = 0; p < n; p++) {
            List<Integer> th = setup.trackHands().get(p);
            if (th.size() != TRACK_HAND) {
                throw SetupException.seat(p, WORDS.text("base.deal.trackHand", p + 1, th.size(), TRACK_HAND));
            }
            for (int kind : th) {
                if (kind == BaseMove.UNKNOWN) {
                    s.hiddenTrack[p]++;
                    continue;
                }
                if (kind < 0 || kind >= t) throw SetupException.seat(p, WORDS.text("base.deal.noTrackKind", p + 1, kind));
                if (--trackSupply[kind] < 0) {
                    throw new IllegalArgumentException(WORDS.text("base.deal.tooManyTrack", trackKindName(kind)));
                }
                s.track[p * t + kind]++;
            }
            List<Integer> sh = setup.shareHands().get(p);
            if (sh.size() != SHARE_HAND) {
                throw SetupException.seat(p, WORDS.text("base.deal.shareHand", p + 1, sh.size(), SHARE_HAND));
            }
            for (int c : sh) {
                if (c == BaseMove.UNKNOWN) {
                    s.hiddenShares[p]++;
                    continue;
                }
                if (c < 0 || c >= board.companyCount()) throw SetupException.seat(p, WORDS.text("base.deal.noCompany", p + 1, c));
                if (--shareSupply[c] < 0) {
                    throw new IllegalArgumentException(WORDS.text("base.deal.tooManyShares", board.companyAbbreviation(c), board.company(c).shares())
                            + (setAside[c] > 0 ? WORDS.text("base.deal.setAside", setAside[c]) : ""));
                }
                s.hand[p * k + c]++;
            }
            s.hand[p * k + up] = 1;
        }
        s.upLeft = board.unionPacificShares() - n;
        if (s.upLeft < 0) throw new IllegalArgumentException(WORDS.text("base.deal.notEnoughUp", n));

        int filled = 0;
        List<Integer> shown = setup.display();
        for (int i = 0; i < shown.size(); i++) {
            int c = shown.get(i);
            if (filled == DISPLAY_SLOTS) {
                throw new IllegalArgumentException(WORDS.text("base.deal.displayFull", shown.size(), i));
            }
            if (c < 0 || c >= board.companyCount()) throw new IllegalArgumentException(WORDS.text("base.deal.displayNoCompany", i + 1, c));
            if (--shareSupply[c] < 0) {
                throw new IllegalArgumentException(WORDS.text("base.deal.displayTooMany", board.companyAbbreviation(c)));
            }
            s.display[filled++] = c;
            if (filled == DISPLAY_SLOTS && allSame(s.display)) {
                s.flushed[c] += DISPLAY_SLOTS;
                Arrays.fill(s.display, -1);
                filled = 0;
            }
        }
        if (filled != DISPLAY_SLOTS) {
            throw new IllegalArgumentException(WORDS.text("base.deal.displayShort", filled));
        }

        s.pool = shareSupply;
        int poolTotal = Arrays.stream(shareSupply).sum() - Arrays.stream(s.hiddenShares).sum();
        DeckRecipe recipe = options.recipe();
        s.stackShares = recipe.shareCounts(poolTotal);
        s.stackDividends = recipe.dividendCounts();
        if (Arrays.stream(s.stackShares).sum() != poolTotal) {
            throw new IllegalArgumentException(WORDS.text("base.deal.recipeNoRoom", recipe.id(), poolTotal));
        }
        if (setup.knowsShareDeck()) {
            s.script = checkDeckOrder(setup.shareDeck(), s.stackShares, s.stackDividends, shareSupply, recipe);
        }
        skipEmptyStacks(s);

        for (int kind = 0; kind < t; kind++) s.trackDeck[kind] = trackSupply[kind];
        s.trackDeckCount = Arrays.stream(trackSupply).sum() - Arrays.stream(s.hiddenTrack).sum();
        if (setup.knowsTrackDeck()) {
            int[] count = new int[t];
            for (int kind : setup.trackDeck()) {
                if (kind < 0 || kind >= t) throw new IllegalArgumentException(WORDS.text("base.deal.trackDeckKind", kind));
                count[kind]++;
            }
            boolean fits = setup.trackDeck().size() == s.trackDeckCount;
            for (int kind = 0; kind < t; kind++) fits &= count[kind] <= trackSupply[kind];
            if (!fits) {
                throw new IllegalArgumentException(WORDS.text("base.deal.trackDeckOrder"));
            }
            s.trackScript = setup.trackDeck().stream().mapToInt(Integer::intValue).toArray();
        }

        for (Company c : board.companies()) {
            s.reach[c.index()] = 1L << c.homeCity();
            for (int w = 0; w < words; w++) {
                s.open[c.index() * words + w] = sectionsAtCity[c.homeCity()][w] & usable[c.index()][w];
            }
        }
        for (Section sec : board.sections()) {
            for (int c : sec.startCompanies()) placeTrain(s, c, sec.index());
        }
        return s;
    }

    /**
     * The same position with the next cards of the share deck known to be {@code upcoming}
     * (top first, {@link BaseMove#DIVIDEND} for dividend cards): for example the order in
     * which a record's main line turned them up, so that a what-if line from here draws the
     * cards the deck really held. The list may be shorter than the deck; past its end any
     * card the deck can still hold may come up.
     *
     * @throws IllegalArgumentException when the cards cannot be the top of this deck (a
     *     card no longer in it, or a dividend card where the recipe's stacks hold none)
     */
    public BaseState withShareDeckOrder(BaseState state, List<Integer> upcoming) {
        if (upcoming.size() > state.deckSize()) {
            throw new IllegalArgumentException(WORDS.text("base.order.tooMany", upcoming.size(), state.deckSize()));
        }
        int[] pool = state.pool.clone();
        int[] shares = state.stackShares.clone();
        int[] dividends = state.stackDividends.clone();
        int stack = state.stack;
        for (int i = 0; i < upcoming.size(); i++) {
            while (stack < shares.length - 1 && shares[stack] + dividends[stack] == 0) stack++;
            int card = upcoming.get(i);
            if (card == BaseMove.DIVIDEND) {
                if (dividends[stack] == 0) {
                    throw new IllegalArgumentException(WORDS.text("base.order.noDividend", i + 1));
                }
                dividends[stack]--;
            } else {
                if (card < 0 || card >= pool.length || pool[card] == 0) {
                    throw new IllegalArgumentException(WORDS.text("base.order.noneLeft", i + 1, cardName(card)));
                }
                if (shares[stack] == 0) {
                    throw new IllegalArgumentException(WORDS.text("base.order.mustBeDividend", i + 1));
                }
                pool[card]--;
                shares[stack]--;
            }
        }
        BaseState s = state.copy();
        s.script = upcoming.isEmpty() ? null : upcoming.stream().mapToInt(Integer::intValue).toArray();
        s.scriptPos = 0;
        return s;
    }

    /**
     * The same position with the next track cards known to be {@code upcoming} (kinds, top
     * first), for what-if lines; past the list's end, or after the discards are reshuffled,
     * any card may come up.
     *
     * @throws IllegalArgumentException when the track deck does not hold those cards
     */
    public BaseState withTrackDeckOrder(BaseState state, List<Integer> upcoming) {
        if (upcoming.size() > state.trackDeckCount) {
            throw new IllegalArgumentException(WORDS.text("base.order.tooManyTrack", upcoming.size(), state.trackDeckCount));
        }
        int[] left = state.trackDeck.clone();
        for (int i = 0; i < upcoming.size(); i++) {
            int kind = upcoming.get(i);
            if (kind < 0 || kind >= left.length || left[kind]-- == 0) {
                throw new IllegalArgumentException(WORDS.text("base.order.noTrackLeft", i + 1, Phrases.aCard(trackKindName(kind))));
            }
        }
        BaseState s = state.copy();
        s.trackScript = upcoming.isEmpty() ? null : upcoming.stream().mapToInt(Integer::intValue).toArray();
        s.trackScriptPos = 0;
        return s;
    }

    private static int[] checkDeckOrder(List<Integer> order, int[] shares, int[] dividends, int[] pool, DeckRecipe recipe) {
        int expected = Arrays.stream(shares).sum() + Arrays.stream(dividends).sum();
        if (order.size() != expected) {
            throw new IllegalArgumentException(WORDS.text("base.order.shareDeckSize", order.size(), expected));
        }
        int[] count = new int[pool.length];
        int pos = 0;
        for (int i = 0; i < shares.length; i++) {
            int size = shares[i] + dividends[i];
            int divs = 0;
            for (int j = pos; j < pos + size; j++) {
                int card = order.get(j);
                if (card == BaseMove.DIVIDEND) {
                    divs++;
                } else if (card >= 0 && card < pool.length) {
                    count[card]++;
                } else {
                    throw new IllegalArgumentException(WORDS.text("base.order.noCompany", j + 1, card));
                }
            }
            if (divs != dividends[i]) {
                throw new IllegalArgumentException(WORDS.text("base.order.stackDividends", divs, i + 1, pos + 1, pos + size, recipe.id(), dividends[i]));
            }
            pos += size;
        }
        for (int c = 0; c < pool.length; c++) {
            // Equal when every hand is known; with unknown hands the deck holds part of the unseen cards.
            if (count[c] > pool[c]) {
                throw new IllegalArgumentException(WORDS.text("base.order.shareDeckOrder"));
            }
        }
        return order.stream().mapToInt(Integer::intValue).toArray();
    }

    // ------------------------------------------------------------------ moves

    @Override
    public List<BaseMove> legalMoves(BaseState s) {
        List<BaseMove> moves = new ArrayList<>();
        legalMoves(s, moves);
        return moves;
    }

    /** Adds the legal moves to {@code moves}: lets a caller reuse one list across millions of positions. */
    public void legalMoves(BaseState s, List<BaseMove> moves) {
        int p = s.current;
        switch (s.phase) {
            case INITIAL_INVESTMENT -> {
                for (int c = 0; c < k; c++) {
                    if (available(s, p, c) > 0) moves.add(new Initial(p, c));
                }
            }
            case DRAW_TRACK, REVEAL -> {
                for (Outcome<BaseMove> o : chanceOutcomes(s)) moves.add(o.move());
            }
            case ACTION -> {
                int before = moves.size();
                addBuilds(s, moves);
                addNonBuildActions(s, moves, moves.size() > before);
            }
            case TAKE_SHARE -> {
                boolean[] seen = new boolean[k];
                for (int c : s.display) {
                    if (c >= 0 && !seen[c]) {
                        seen[c] = true;
                        moves.add(Take.display(p, c));
                    }
                }
                if (s.deckSize() > 0) moves.add(Take.deck(p));
                if (s.upLeft > 0) moves.add(Take.unionPacific(p));
            }
            case EXCHANGE -> {
                moves.add(Exchange.keep(p));
                for (int c = 0; c < k; c++) {
                    if (available(s, p, c) > 0) moves.add(new Exchange(p, c));
                }
            }
            case DISCARD -> {
                for (int kind = 0; kind < s.t; kind++) {
                    if (hasTrack(s, p, kind)) moves.add(new Discard(p, kind));
                }
                if (s.trackHandSize(p) == 0) moves.add(new Discard(p, BaseMove.NO_CARD));
            }
            case GAME_OVER -> {
            }
        }
    }

    /** Every legal build of the current seat. */
    public List<Build> legalBuilds(BaseState s) {
        List<BaseMove> moves = new ArrayList<>();
        if (s.phase == Phase.ACTION) addBuilds(s, moves);
        List<Build> builds = new ArrayList<>(moves.size());
        for (BaseMove m : moves) builds.add((Build) m);
        return builds;
    }

    private void addBuilds(BaseState s, List<BaseMove> moves) {
        int[] codes = new int[maxBuilds()];
        int count = collectBuilds(s, codes);
        for (int i = 0; i < count; i++) moves.add(decodeBuild(s.current, codes[i]));
    }

    /** The largest number of builds any position can offer: the size of a buffer for {@link #collectBuilds}. */
    int maxBuilds() {
        return 2 * board.companyCount() * board.sections().size();
    }

    /**
     * Writes every legal build of the current seat into {@code codes} as
     * {@code card | company << 4 | section << 8} and returns how many there are. Allocation
     * free, for playouts; {@link #decodeBuild} turns a code into a move.
     */
    int collectBuilds(BaseState s, int[] codes) {
        int p = s.current;
        int t = s.t;
        int wild = board.wildKind();
        int holds = 0;
        for (int kind = 0; kind < t; kind++) {
            if (hasTrack(s, p, kind)) holds |= 1 << kind;
        }
        if (holds == 0) return 0;
        boolean hasWild = (holds & (1 << wild)) != 0;
        int count = 0;
        for (int c = 0; c < board.companyCount(); c++) {
            if (s.placed[c] >= trains[c]) continue;
            for (int w = 0; w < words; w++) {
                long candidates = s.open[c * words + w] & s.free[w];
                while (candidates != 0) {
                    int sec = (w << 6) | Long.numberOfTrailingZeros(candidates);
                    candidates &= candidates - 1;
                    int type = sectionTrackType[sec];
                    int code = (c << 4) | (sec << 8);
                    if ((holds & (1 << type)) != 0) codes[count++] = type | code;
                    if (hasWild) codes[count++] = wild | code;
                }
            }
        }
        return count;
    }

    /** The track type of the section. */
    int sectionTrackType(int section) {
        return sectionTrackType[section];
    }

    /** The bits of the two cities the section joins, as in {@link BaseState#reachedCities}. */
    long sectionCities(int section) {
        return sectionCities[section];
    }

    /** Whether the company has a train left to place. */
    boolean trainsLeft(BaseState s, int company) {
        return s.placed[company] < trains[company];
    }

    /** Longs per section bit set ({@code BaseState.open}, {@code BaseState.free}). */
    int sectionWords() {
        return words;
    }

    static Build decodeBuild(int player, int code) {
        return new Build(player, code & 0xF, (code >>> 4) & 0xF, code >>> 8);
    }

    /** The legal actions other than builds: investments, a forced pass, dead-card replacements. */
    void addNonBuildActions(BaseState s, List<BaseMove> moves, boolean anyBuild) {
        int before = moves.size();
        addInvestments(s, moves);
        addOtherActions(s, moves, anyBuild || moves.size() > before);
    }

    /** The legal actions other than builds and investments: a forced pass, dead-card replacements. */
    void addOtherActions(BaseState s, List<BaseMove> moves, boolean anyBuildOrInvestment) {
        int p = s.current;
        int before = moves.size();
        if (!anyBuildOrInvestment) {
            for (int kind = 0; kind < s.t; kind++) {
                if (hasTrack(s, p, kind)) moves.add(new Forgo(p, kind));
            }
        }
        if (options.deadTrackRule()) {
            for (int kind = 0; kind < board.trackTypeCount(); kind++) {
                if (hasTrack(s, p, kind) && isDead(s, kind)) moves.add(new ReplaceDead(p, kind));
            }
        }
        // Only the rule for unplayable track cards takes cards out of the game, so only with it
        // can the deck and the discards both run dry and a hand run out of track cards: then a
        // seat with neither a track card nor a share passes without discarding and takes a share
        // (and the discard after investing is skipped), so that every game still ends.
        if (!anyBuildOrInvestment && moves.size() == before) moves.add(new Forgo(p, BaseMove.NO_CARD));
    }

    private void addInvestments(BaseState s, List<BaseMove> moves) {
        int[] codes = new int[maxInvestments()];
        int count = collectInvestments(s, codes, new int[k]);
        for (int i = 0; i < count; i++) moves.add(decodeInvestment(s.current, codes[i]));
    }

    /** The largest number of investments any position can offer: the size of a buffer for {@link #collectInvestments}. */
    int maxInvestments() {
        int shares = board.unionPacificShares();
        for (Company c : board.companies()) shares += c.shares();
        return shares + k * (k - 1) / 2;
    }

    /**
     * Writes every legal investment of the current seat into {@code codes} as {@code company | count << 4 | (second + 1)
     * << 12} ({@code second} {@link Invest#NONE} but for a pair, whose count is 1) and returns how many there are: the
     * shares of each company by count, then the pairs. Allocation free with a buffer {@code have} of a slot per kind of
     * share, for playouts; {@link #decodeInvestment} turns a code into a move.
     */
    int collectInvestments(BaseState s, int[] codes, int[] have) {
        int p = s.current;
        int count = 0;
        for (int c = 0; c < k; c++) {
            have[c] = available(s, p, c);
            for (int n = 1; n <= have[c]; n++) codes[count++] = c | n << 4;
        }
        for (int a = 0; a < k; a++) {
            if (have[a] == 0) continue;
            for (int b = a + 1; b < k; b++) {
                if (have[b] > 0 && pairFits(s, p, a, b)) codes[count++] = a | 1 << 4 | (b + 1) << 12;
            }
        }
        return count;
    }

    /** The company of an investment's code, as {@link #collectInvestments} writes it. */
    static int investedCompany(int code) {
        return code & 0xF;
    }

    /** The shares laid by an investment's code (1 for a pair). */
    static int investedCount(int code) {
        return (code >>> 4) & 0xFF;
    }

    /** The second company of a pair's code, {@link Invest#NONE} for a single company's shares. */
    static int investedSecond(int code) {
        return (code >>> 12) - 1;
    }

    static Invest decodeInvestment(int player, int code) {
        int second = investedSecond(code);
        return second == Invest.NONE ? Invest.of(player, investedCompany(code), investedCount(code))
                : Invest.pair(player, investedCompany(code), second);
    }

    /** Whether one share each of a and b can come from the hand (two unknown cards are needed if neither is known). */
    boolean pairFits(BaseState s, int p, int a, int b) {
        int unknownNeeded = (s.hand[p * k + a] > 0 ? 0 : 1) + (s.hand[p * k + b] > 0 ? 0 : 1);
        return unknownNeeded <= s.hiddenShares[p];
    }

    /** How many shares of the company the seat can play from its hand (known cards, then unknown ones). */
    int available(BaseState s, int p, int c) {
        int known = s.hand[p * k + c];
        return c < board.companyCount() ? known + Math.min(s.hiddenShares[p], s.pool[c]) : known;
    }

    /** Removes shares from the seat's hand, known cards first, then unknown cards revealed as that company. */
    static void takeFromHand(BaseState s, int p, int c, int count) {
        int fromKnown = Math.min(count, s.hand[p * s.k + c]);
        s.hand[p * s.k + c] -= fromKnown;
        int fromHidden = count - fromKnown;
        if (fromHidden > 0) {
            s.hiddenShares[p] -= fromHidden;
            s.pool[c] -= fromHidden;
        }
    }

    /** Whether the seat holds (or, with an unknown hand, may hold) a track card of the kind. */
    static boolean hasTrack(BaseState s, int p, int kind) {
        return s.track[p * s.t + kind] > 0 || (s.hiddenTrack[p] > 0 && s.trackDeck[kind] > 0);
    }

    /** The track discards shuffled into a new deck, whose order nobody knows. */
    private static void reshuffleTrack(BaseState s) {
        for (int kind = 0; kind < s.t; kind++) {
            s.trackDeck[kind] += s.trackDiscard[kind];
            s.trackDeckCount += s.trackDiscard[kind];
            s.trackDiscard[kind] = 0;
        }
        s.trackScript = null;
    }

    /** A track card played (to build) or discarded goes from the hand to the discards; {@code NO_CARD}: none was held. */
    static void discardTrack(BaseState s, int p, int kind) {
        if (kind == BaseMove.NO_CARD) return;
        takeTrack(s, p, kind);
        s.trackDiscard[kind]++;
    }

    /** Takes a track card of the kind out of the seat's hand: a known one, or an unknown one revealed. */
    private static void takeTrack(BaseState s, int p, int kind) {
        if (s.track[p * s.t + kind] > 0) {
            s.track[p * s.t + kind]--;
        } else {
            s.hiddenTrack[p]--;
            s.trackDeck[kind]--;
        }
    }

    /** True when no neutral space of the track type is free anywhere on the board. */
    public boolean isDead(BaseState s, int trackType) {
        for (Section sec : board.sections()) {
            if (sec.trackType() == trackType && s.freeSpaces(sec.index()) > 0) return false;
        }
        return true;
    }

    @Override
    public List<Outcome<BaseMove>> chanceOutcomes(BaseState s) {
        List<Outcome<BaseMove>> out = new ArrayList<>();
        int p = s.current;
        if (s.phase == Phase.DRAW_TRACK) {
            boolean reshuffle = s.trackDeckCount == 0;
            if (reshuffle && sum(s.trackDiscard) == 0) {
                out.add(new Outcome<>(new DrawTrack(p, BaseMove.NO_CARD), 1));
            } else if (!reshuffle && s.trackScript != null) {
                out.add(new Outcome<>(new DrawTrack(p, s.trackScript[s.trackScriptPos]), 1));
            } else {
                for (int kind = 0; kind < s.t; kind++) {
                    int weight = s.trackDeck[kind] + (reshuffle ? s.trackDiscard[kind] : 0);
                    if (weight > 0) out.add(new Outcome<>(new DrawTrack(p, kind), weight));
                }
            }
        } else if (s.phase == Phase.REVEAL) {
            if (s.script != null) {
                out.add(new Outcome<>(new Reveal(p, s.script[s.scriptPos]), 1));
            } else {
                int shares = s.stackShares[s.stack];
                int dividends = s.stackDividends[s.stack];
                long poolTotal = sum(s.pool);
                if (dividends > 0) out.add(new Outcome<>(new Reveal(p, BaseMove.DIVIDEND), dividends * Math.max(1, poolTotal)));
                if (shares > 0) {
                    for (int c = 0; c < s.pool.length; c++) {
                        if (s.pool[c] > 0) out.add(new Outcome<>(new Reveal(p, c), (long) shares * s.pool[c]));
                    }
                }
            }
        }
        return out;
    }

    private static int sum(int[] a) {
        int s = 0;
        for (int v : a) s += v;
        return s;
    }

    // ------------------------------------------------------------------ refusals

    /** An exchange with the Union Pacific stack empty. */
    public static final String NO_UNION_PACIFIC_LEFT = "no-union-pacific-left";
    /** A build, discard, pass or replacement with a track card the seat does not hold; the argument is the card's kind. */
    public static final String NO_TRACK_CARD = "no-track-card";

    /** Why there is no exchange once the Union Pacific stack is empty (the turn then ends with the share take). */
    public static final String NO_UNION_PACIFIC_TO_EXCHANGE =
            "no Union Pacific share is left to exchange for; with the stack empty the turn ends once the share is taken";

    /** {@link #NO_UNION_PACIFIC_TO_EXCHANGE} in the current language. */
    private static String noUnionPacificToExchange() {
        return WORDS.text("refusal.noUnionPacificToExchange");
    }

    /**
     * Why the step is refused here. Codes besides the common ones of {@link Refusal}:
     * {@value #NO_UNION_PACIFIC_LEFT}, {@value #NO_TRACK_CARD} and {@code illegal-<kind>}, e.g.
     * {@code illegal-build}, {@code illegal-investment}, for a step of the right kind at the
     * right time that the rules still refuse (the sentence says why).
     */
    @Override
    public Optional<Refusal> refusal(BaseState s, BaseMove move) {
        return Optional.ofNullable(why(s, move));
    }

    private Refusal why(BaseState s, BaseMove move) {
        if (s.phase == Phase.GAME_OVER) return new Refusal(Refusal.GAME_OVER, WORDS.text("refusal.gameOver"));
        if (move.player() != s.current) {
            return new Refusal(Refusal.NOT_YOUR_TURN, WORDS.text("refusal.notYourTurn", s.current + 1, move.player() + 1),
                    List.of(s.current, move.player()));
        }
        if (move instanceof Exchange && s.upLeft == 0 && s.phase != Phase.INITIAL_INVESTMENT) {
            return new Refusal(NO_UNION_PACIFIC_LEFT, noUnionPacificToExchange());
        }
        if (move.phase() != s.phase) return new Refusal(Refusal.OUT_OF_PLACE, expectedStep(s.phase));
        if (move instanceof Initial m) {
            return illegal(m, !isShare(m.company()) ? WORDS.text("refusal.noCompany", m.company())
                    : available(s, m.player(), m.company()) == 0 ? WORDS.text("base.refusal.noShareToInvest", name(m.company()))
                    : null);
        }
        if (move instanceof DrawTrack m) return illegal(m, whyDraw(s, m));
        if (move instanceof Build m) return withCard(s, m, m.card(), whyBuild(s, m));
        if (move instanceof Invest m) return illegal(m, whyInvest(s, m));
        if (move instanceof Forgo m && m.card() == BaseMove.NO_CARD) {
            return illegal(m, s.trackHandSize(m.player()) > 0 ? WORDS.text("base.refusal.passDiscards")
                    : canBuildOrInvest(s) ? WORDS.text("base.refusal.cannotPass")
                    : null);
        }
        if (move instanceof Forgo m) {
            return withCard(s, m, m.card(), !isKind(s, m.card()) || !hasTrack(s, m.player(), m.card()) ? WORDS.text("base.refusal.noTrackCard", trackKindName(m.card()))
                    : canBuildOrInvest(s) ? WORDS.text("base.refusal.cannotPass")
                    : null);
        }
        if (move instanceof ReplaceDead m) {
            return withCard(s, m, m.card(), !options.deadTrackRule() ? WORDS.text("base.refusal.noDeadTrackRule")
                    : m.card() < 0 || m.card() >= board.trackTypeCount() ? WORDS.text("base.refusal.deadSingleType")
                    : !hasTrack(s, m.player(), m.card()) ? WORDS.text("base.refusal.noTrackCard", trackKindName(m.card()))
                    : !isDead(s, m.card()) ? WORDS.text("base.refusal.stillPlayable", trackKindName(m.card()))
                    : null);
        }
        if (move instanceof Take m) return illegal(m, whyTake(s, m));
        if (move instanceof Reveal m) return illegal(m, whyReveal(s, m));
        if (move instanceof Exchange m) {
            return illegal(m, m.keeps() ? null
                    : !isShare(m.company()) ? WORDS.text("refusal.noCompany", m.company())
                    : available(s, m.player(), m.company()) == 0 ? WORDS.text("base.refusal.noShareToExchange", name(m.company()))
                    : null);
        }
        if (move instanceof Discard m && m.card() == BaseMove.NO_CARD) {
            return illegal(m, s.trackHandSize(m.player()) > 0 ? WORDS.text("base.refusal.mustDiscard") : null);
        }
        if (move instanceof Discard m) {
            return withCard(s, m, m.card(), !isKind(s, m.card()) || !hasTrack(s, m.player(), m.card())
                    ? WORDS.text("base.refusal.noTrackCardToDiscard", trackKindName(m.card())) : null);
        }
        throw new IllegalArgumentException("unknown move " + move);
    }

    /**
     * A step of the right kind at the right time that the rules still refuse, for the reason
     * in {@code sentence}: {@code illegal-<kind>}; null (legal) when there is no reason.
     */
    private static Refusal illegal(BaseMove m, String sentence) {
        return sentence == null ? null : new Refusal("illegal-" + m.kindOfStep().replace(' ', '-'), sentence);
    }

    /**
     * The refusal of a step with a track card: {@value #NO_TRACK_CARD} whenever the seat does not
     * hold the card, even where the sentence names a reason checked before it (Union Pacific
     * building, a dead-track rule not in use), so a program can tell a missing card from the
     * rest; a build on a section that does not exist is never a missing card. Null (legal)
     * when there is no reason.
     */
    private Refusal withCard(BaseState s, BaseMove m, int card, String sentence) {
        if (sentence == null) return null;
        boolean section = !(m instanceof Build b) || b.section() >= 0 && b.section() < board.sections().size();
        if (section && isKind(s, card) && !hasTrack(s, m.player(), card)) return new Refusal(NO_TRACK_CARD, sentence, List.of(card));
        return illegal(m, sentence);
    }

    private static String expectedStep(Phase phase) {
        return switch (phase) {
            case INITIAL_INVESTMENT -> WORDS.text("base.expected.initial");
            case DRAW_TRACK -> WORDS.text("base.expected.drawTrack");
            case ACTION -> WORDS.text("base.expected.action");
            case TAKE_SHARE -> WORDS.text("base.expected.takeShare");
            case REVEAL -> WORDS.text("base.expected.reveal");
            case EXCHANGE -> WORDS.text("base.expected.exchange");
            case DISCARD -> WORDS.text("base.expected.discard");
            case GAME_OVER -> WORDS.text("refusal.gameOver");
        };
    }

    private boolean isShare(int c) {
        return c >= 0 && c < k;
    }

    private static boolean isKind(BaseState s, int kind) {
        return kind >= 0 && kind < s.t;
    }

    private String whyDraw(BaseState s, DrawTrack m) {
        for (Outcome<BaseMove> o : chanceOutcomes(s)) {
            if (o.move().equals(m)) return null;
        }
        if (m.kind() == BaseMove.NO_CARD) return WORDS.text("base.refusal.trackLeft");
        if (!isKind(s, m.kind())) return WORDS.text("base.refusal.noTrackKind", m.kind());
        if (s.trackScript != null && s.trackDeckCount > 0) {
            return WORDS.text("base.refusal.nextTrackCard", trackKindName(s.trackScript[s.trackScriptPos]), Phrases.aCard(trackKindName(m.kind())));
        }
        return WORDS.text("base.refusal.noTrackLeft", trackKindName(m.kind()));
    }

    private String whyReveal(BaseState s, Reveal m) {
        if (s.script != null) {
            int next = s.script[s.scriptPos];
            return next == m.card() ? null
                    : WORDS.text("base.refusal.nextShareCard", cardName(next), cardName(m.card()));
        }
        if (m.isDividend()) {
            return s.stackDividends[s.stack] > 0 ? null
                    : WORDS.text("base.refusal.noDividendHere");
        }
        if (!isShare(m.card()) || m.card() == up) return WORDS.text("base.refusal.noShareCard", m.card());
        if (s.stackShares[s.stack] == 0) {
            return WORDS.text("base.refusal.onlyDividend");
        }
        if (s.pool[m.card()] == 0) return WORDS.text("base.refusal.noShareLeft", name(m.card()));
        return null;
    }

    private String whyBuild(BaseState s, Build m) {
        int p = m.player();
        if (m.company() == up) return WORDS.text("base.refusal.upBuilds");
        if (m.company() < 0 || m.company() >= board.companyCount()) return WORDS.text("refusal.noCompany", m.company());
        if (m.section() < 0 || m.section() >= board.sections().size()) return WORDS.text("refusal.noSection", m.section());
        if (!isKind(s, m.card())) return WORDS.text("base.refusal.noTrackKind", m.card());
        Section section = board.section(m.section());
        Company company = board.company(m.company());
        String where = board.sectionName(m.section());
        String type = Phrases.trackType(board.trackTypes().get(section.trackType()));
        if (!hasTrack(s, p, m.card())) return WORDS.text("base.refusal.noTrackCard", trackKindName(m.card()));
        if (m.card() != board.wildKind() && m.card() != section.trackType()) {
            return WORDS.text("base.refusal.wrongTrack", Phrases.aCard(trackKindName(m.card())), where, type);
        }
        if (!company.mayUse(section.trackType())) return WORDS.text("base.refusal.mayNotUse", company.abbreviation(), type);
        if (s.runsOn(m.company(), m.section())) return WORDS.text("base.refusal.alreadyThere", company.abbreviation(), where);
        if (s.freeSpaces(m.section()) <= 0) return WORDS.text("base.refusal.sectionFull", where);
        if (s.placed[m.company()] >= company.trains()) {
            return WORDS.text("base.refusal.noTrainsLeft", company.abbreviation(), company.trains());
        }
        if (!s.reaches(m.company(), section.cityA()) && !s.reaches(m.company(), section.cityB())) {
            return WORDS.text("base.refusal.notConnected", company.abbreviation(), board.city(section.cityA()).name(), board.city(section.cityB()).name());
        }
        return null;
    }

    private String whyInvest(BaseState s, Invest m) {
        int p = m.player();
        if (!isShare(m.company())) return WORDS.text("refusal.noCompany", m.company());
        if (m.isPair()) {
            if (!isShare(m.second())) return WORDS.text("refusal.noCompany", m.second());
            if (m.second() == m.company()) return WORDS.text("base.refusal.pairSame");
            if (m.count() != 1) return WORDS.text("base.refusal.pairCount");
            if (available(s, p, m.company()) == 0) return WORDS.text("base.refusal.noShare", name(m.company()));
            if (available(s, p, m.second()) == 0) return WORDS.text("base.refusal.noShare", name(m.second()));
            if (!pairFits(s, p, m.company(), m.second())) return WORDS.text("base.refusal.pairUnknown");
            return null;
        }
        if (m.count() < 1) return WORDS.text("base.refusal.investCount");
        int have = available(s, p, m.company());
        if (have < m.count()) {
            return WORDS.text("base.refusal.tooFew", have, name(m.company()), m.count());
        }
        return null;
    }

    private String whyTake(BaseState s, Take m) {
        return switch (m.source()) {
            case DISPLAY -> {
                for (int c : s.display) {
                    if (c == m.company() && c >= 0) yield null;
                }
                yield isShare(m.company()) ? WORDS.text("base.refusal.notFaceUp", name(m.company())) : WORDS.text("base.refusal.noSuchFaceUp");
            }
            case DECK -> s.deckSize() > 0 ? null : WORDS.text("base.refusal.deckEmpty");
            case UNION_PACIFIC -> s.upLeft > 0 ? null : WORDS.text("refusal.noUnionPacificLeft");
        };
    }

    private boolean canBuildOrInvest(BaseState s) {
        if (collectBuilds(s, new int[maxBuilds()]) > 0) return true;
        int p = s.current;
        for (int c = 0; c < k; c++) {
            if (available(s, p, c) > 0) return true;
        }
        return false;
    }

    // ------------------------------------------------------------------ applying

    @Override
    public BaseState apply(BaseState state, BaseMove move) throws IllegalMoveException {
        Refusal refused = why(state, move);
        if (refused != null) throw new IllegalMoveException(move, refused.sentence());
        BaseState s = state.copy();
        applyInPlace(s, move);
        return s;
    }

    /**
     * The move's effect, unchecked, on a state the caller owns and has not handed out: for
     * {@link RandomPlayout}, whose steps are legal by construction. {@link #apply} checks the
     * move, copies the state and then does exactly this, so both paths share one copy of the
     * rules' effects.
     */
    void applyInPlace(BaseState s, BaseMove move) {
        int p = move.player();
        if (move instanceof Initial m) {
            takeFromHand(s, p, m.company(), 1);
            s.pendingInitial[p] = m.company();
            if (p == s.n - 1) {
                for (int q = 0; q < s.n; q++) {
                    s.played[q * k + s.pendingInitial[q]]++;
                    s.pendingInitial[q] = -1;
                }
                s.current = 0;
                s.phase = Phase.DRAW_TRACK;
            } else {
                s.current = p + 1;
            }
        } else if (move instanceof DrawTrack m) {
            // an empty deck whose discards were empty when its last card was drawn
            if (s.trackDeckCount == 0) reshuffleTrack(s);
            if (m.kind() != BaseMove.NO_CARD) {
                s.trackDeck[m.kind()]--;
                s.trackDeckCount--;
                s.track[p * s.t + m.kind()]++;
                if (s.trackScript != null && ++s.trackScriptPos == s.trackScript.length) s.trackScript = null;
                // "When the last card is drawn during play, shuffle the discarded track cards":
                // at once, so the cards discarded later in this turn start the next discard pile
                if (s.trackDeckCount == 0) reshuffleTrack(s);
            }
            s.phase = Phase.ACTION;
        } else if (move instanceof Build m) {
            build(s, m);
            toTakeShare(s);
        } else if (move instanceof Forgo m) {
            discardTrack(s, p, m.card());
            toTakeShare(s);
        } else if (move instanceof ReplaceDead m) {
            takeTrack(s, p, m.card());
            s.trackDead[m.card()]++;
            s.phase = Phase.DRAW_TRACK;
        } else if (move instanceof Invest m) {
            takeFromHand(s, p, m.company(), m.count());
            s.played[p * k + m.company()] += m.count();
            if (m.isPair()) {
                takeFromHand(s, p, m.second(), 1);
                s.played[p * k + m.second()]++;
            }
            s.phase = Phase.DISCARD;
        } else if (move instanceof Discard m) {
            discardTrack(s, p, m.card());
            endTurn(s);
        } else if (move instanceof Take m) {
            switch (m.source()) {
                case DISPLAY -> {
                    for (int i = 0; i < DISPLAY_SLOTS; i++) {
                        if (s.display[i] == m.company()) {
                            s.display[i] = -1;
                            break;
                        }
                    }
                    s.hand[p * k + m.company()]++;
                    s.revealToHand = false;
                    continueReveal(s);
                }
                case DECK -> {
                    s.revealToHand = true;
                    continueReveal(s);
                }
                case UNION_PACIFIC -> {
                    s.upLeft--;
                    s.hand[p * k + up]++;
                    afterDraw(s);
                }
            }
        } else if (move instanceof Reveal m) {
            reveal(s, m.card());
            if (m.isDividend()) {
                s.dividendsDrawn++;
                s.pendingDividends++;
                s.pendingDrawnBy = p;
            } else if (s.revealToHand) {
                s.hand[p * k + m.card()]++;
                s.revealToHand = false;
            } else {
                fillDisplay(s, m.card());
            }
            continueReveal(s);
        } else if (move instanceof Exchange m) {
            if (!m.keeps()) {
                takeFromHand(s, p, m.company(), 1);
                s.exchanged[p * k + m.company()]++;
                s.upLeft--;
                s.hand[p * k + up]++;
            }
            endTurn(s);
        }
    }

    /** A build's effect on a state the caller owns: the card to the discards, the train on the board. */
    void build(BaseState s, Build m) {
        discardTrack(s, m.player(), m.card());
        placeTrain(s, m.company(), m.section());
        s.lastSection = m.section();
        s.lastCompany = m.company();
    }

    private void placeTrain(BaseState s, int company, int section) {
        int count = s.sectionTrains[section] & 0xF;
        s.sectionTrains[section] = (s.sectionTrains[section] | (company << (4 + 4 * count))) + 1;
        s.placed[company]++;
        Section sec = board.section(section);
        s.reach[company] |= (1L << sec.cityA()) | (1L << sec.cityB());
        int w = section >>> 6;
        long bit = 1L << section;
        s.on[company * words + w] |= bit;
        if (count + 1 >= sec.spaces()) s.free[w] &= ~bit;
        for (int i = 0; i < words; i++) {
            long next = sectionsAtCity[sec.cityA()][i] | sectionsAtCity[sec.cityB()][i];
            s.open[company * words + i] = (s.open[company * words + i] | next) & usable[company][i] & ~s.on[company * words + i];
        }
    }

    private void toTakeShare(BaseState s) {
        boolean any = s.upLeft > 0 || s.deckSize() > 0;
        for (int c : s.display) any |= c >= 0;
        if (any) {
            s.phase = Phase.TAKE_SHARE;
        } else {
            endTurn(s);
        }
    }

    /** Takes a card off the share deck's stacks (and its script) of a state the caller owns. */
    void reveal(BaseState s, int card) {
        if (card == BaseMove.DIVIDEND) {
            s.stackDividends[s.stack]--;
        } else {
            s.stackShares[s.stack]--;
            s.pool[card]--;
        }
        if (s.script != null) {
            s.scriptPos++;
            if (s.scriptPos == s.script.length) s.script = null;
        }
        skipEmptyStacks(s);
    }

    private static void skipEmptyStacks(BaseState s) {
        // stackShares/stackDividends are shared with the parent state until written: copy() clones them.
        while (s.stack < s.stackShares.length - 1 && s.stackShares[s.stack] + s.stackDividends[s.stack] == 0) s.stack++;
    }

    /** Lays a card in the first empty slot of the display; four of a kind are removed. */
    void fillDisplay(BaseState s, int card) {
        for (int i = 0; i < DISPLAY_SLOTS; i++) {
            if (s.display[i] < 0) {
                s.display[i] = card;
                break;
            }
        }
        if (allSame(s.display)) {
            s.flushed[card] += DISPLAY_SLOTS;
            Arrays.fill(s.display, -1);
        }
    }

    private void continueReveal(BaseState s) {
        boolean wanted = s.revealToHand;
        for (int c : s.display) wanted |= c < 0;
        if (wanted && s.deckSize() > 0) {
            s.phase = Phase.REVEAL;
        } else {
            s.revealToHand = false;
            afterDraw(s);
        }
    }

    private void afterDraw(BaseState s) {
        while (s.pendingDividends > 0 && s.phase != Phase.GAME_OVER) {
            s.pendingDividends--;
            payDividend(s);
        }
        s.pendingDividends = 0;
        if (s.phase == Phase.GAME_OVER) return;
        if (s.upLeft > 0) {
            s.phase = Phase.EXCHANGE;
        } else {
            endTurn(s);
        }
    }

    void endTurn(BaseState s) {
        s.turn++;
        s.current = (s.current + 1) % s.n;
        s.phase = Phase.DRAW_TRACK;
    }

    /**
     * Pays the dividend card just drawn: works out the payment with {@link #dividend} and
     * puts it on the table with {@link #pay}, the last one ending the game. A variant that
     * pays at another moment or in another way overrides this.
     */
    protected void payDividend(BaseState s) {
        int number = s.dividendsPaid + 1;
        pay(s, dividend(s, number), number >= lastDividend(s.n));
    }

    /**
     * The payment of dividend {@code number} (1 for the first) at this position: who holds
     * what (the seats' played shares; under the two-player rules, the house's shares at the
     * last payment) and what each receives, company by company through {@link #payout}. A
     * variant that pays other holders overrides this; one that only pays other amounts
     * overrides {@link #payout}.
     */
    protected DividendPayment dividend(BaseState s, int number) {
        boolean house = s.n == 2 && options.twoPlayerRules() && number == lastDividend(2);
        int recipients = s.n + (house ? 1 : 0);
        int companies = board.companyCount();
        int[] values = new int[companies];
        int[][] holdings = new int[recipients][k];
        int[][] payouts = new int[recipients][k];
        int[] total = new int[recipients];
        for (int r = 0; r < s.n; r++) {
            System.arraycopy(s.played, r * k, holdings[r], 0, k);
        }
        if (house) {
            for (int c = 0; c < companies; c++) holdings[s.n][c] = s.pool[c];
            for (int c : s.display) {
                if (c >= 0) holdings[s.n][c]++;
            }
            holdings[s.n][up] = s.upLeft;
        }
        for (int c = 0; c < k; c++) {
            int[] column = new int[recipients];
            for (int r = 0; r < recipients; r++) column[r] = holdings[r][c];
            if (c != up) values[c] = s.companyValue(c);
            int[] pay = payout(s, number, c, column);
            for (int r = 0; r < recipients; r++) {
                payouts[r][c] = pay[r];
                total[r] += pay[r];
            }
        }
        return new DividendPayment(number, s.pendingDrawnBy, s.turn, values, holdings, payouts, total);
    }

    /**
     * What each recipient receives from one company at dividend {@code number}, given the
     * shares each holds ({@code holdings}, one per recipient: the seats, then a house if one
     * is paid). The base game pays a company by its value (trains + 1) to the largest
     * holders, and Union Pacific by the row of its table for this dividend.
     */
    protected int[] payout(BaseState s, int number, int company, int[] holdings) {
        return company == up ? Dividends.tablePayout(unionPacificRow(number, s.n), holdings)
                : Dividends.companyPayout(s.companyValue(company), holdings);
    }

    /**
     * Puts a payment on the table: the seats' totals to their cash, a total beyond the seats
     * to the house, the payment to the list. With {@code ends} the game is over and
     * {@link #finalScoring} has its say.
     */
    protected final void pay(BaseState s, DividendPayment payment, boolean ends) {
        for (int r = 0; r < s.n; r++) s.cash[r] += payment.total()[r];
        for (int r = s.n; r < payment.total().length; r++) s.houseCash += payment.total()[r];
        s.dividendsPaid = payment.number();
        List<DividendPayment> list = new ArrayList<>(s.payments);
        list.add(payment);
        s.payments = List.copyOf(list);
        if (ends) {
            s.phase = Phase.GAME_OVER;
            finalScoring(s);
        }
    }

    /**
     * What happens to the cash once the last dividend is paid, before the ranking: nothing in
     * the base game (the most cash wins). A variant with an end-of-game bonus or penalty
     * overrides this and changes cash with {@link #award}.
     */
    protected void finalScoring(BaseState s) {
    }

    /** Adds {@code amount} (may be negative) to a recipient's cash: a seat, or {@code players()} for the house. */
    protected static void award(BaseState s, int recipient, int amount) {
        if (recipient == s.n) {
            s.houseCash += amount;
        } else {
            s.cash[recipient] += amount;
        }
    }

    // ------------------------------------------------------------------ turns, decks and views, as records and the workbench see them

    @Override
    public Class<BaseState> stateType() {
        return BaseState.class;
    }

    @Override
    public Class<BaseMove> moveType() {
        return BaseMove.class;
    }

    @Override
    public Class<BaseSetup> dealType() {
        return BaseSetup.class;
    }

    @Override
    public int minPlayers() {
        return MIN_PLAYERS;
    }

    @Override
    public int maxPlayers() {
        return MAX_PLAYERS;
    }

    @Override
    public BaseSetup randomDeal(int players, RandomGenerator rng) {
        return randomSetup(players, rng);
    }

    @Override
    public BaseSetup pairedDeal(int players, long seed) {
        return pairedSetup(players, seed);
    }

    @Override
    public Refusal afterTurnEnd(BaseState s, Move step) {
        if (s.isOver()) return new Refusal(Refusal.GAME_OVER, WORDS.text("refusal.gameOver"));
        if (step instanceof Exchange && s.upLeft == 0) return new Refusal(NO_UNION_PACIFIC_LEFT, noUnionPacificToExchange());
        return new Refusal(Refusal.TURN_OVER, WORDS.text("refusal.turnOverTrackDraw"));
    }

    /** A turn that stops at the exchange decision kept its shares: records leave the closing "no exchange" out. */
    @Override
    public List<Move> closeTurn(BaseState s, List<Move> steps) {
        if (s.phase != Phase.EXCHANGE || steps.isEmpty()) return steps;
        List<Move> all = new ArrayList<>(steps);
        all.add(Exchange.keep(s.current));
        return all;
    }

    @Override
    public boolean belongsHere(BaseState s, BaseMove step) {
        return step.phase() == s.phase;
    }

    @Override
    public String expected(BaseState s) {
        return switch (s.phase) {
            case INITIAL_INVESTMENT -> WORDS.text("next.initial", String.valueOf((char) ('A' + s.current)));
            case DRAW_TRACK -> WORDS.text("next.drawTrack");
            case ACTION -> WORDS.text("next.action");
            case TAKE_SHARE -> WORDS.text("next.takeShare");
            case REVEAL -> WORDS.text("next.reveal");
            case EXCHANGE -> WORDS.text("next.exchange");
            case DISCARD -> WORDS.text("next.discard");
            case GAME_OVER -> WORDS.text("sd.expected.over");
        };
    }

    @Override
    public Optional<Game.Drawn> drawn(BaseMove step) {
        return BaseDecks.drawn(step);
    }

    @Override
    public int deckSize(BaseState s, String deck) {
        return BaseDecks.size(s, deck);
    }

    @Override
    public boolean knowsDeckOrder(BaseState s, String deck) {
        return BaseDecks.knowsOrder(s, deck);
    }

    @Override
    public BaseState withDeckOrder(BaseState s, String deck, List<Integer> upcoming) {
        return BaseDecks.withOrder(this, s, deck, upcoming);
    }

    @Override
    public List<Game.HandCard> shownHandCards(BaseState before, BaseMove step) {
        return BaseDecks.shownHandCards(before, step);
    }

    /** Random play on the fast path ({@link RandomPlayer}), the same game as the checked one. */
    @Override
    public Game.Playout randomPlay(BaseSetup deal, long seed) {
        RandomPlayer.Playout p = new RandomPlayer(this, seed).playFrom(deal);
        @SuppressWarnings("unchecked")
        List<Move> steps = (List<Move>) (List<? extends Move>) p.moves(); // an unmodifiable list, so Playout keeps it without a copy
        return new Game.Playout(steps, p.end());
    }

    @Override
    public boolean housePlays(int players) {
        return players == 2 && options.twoPlayerRules();
    }

    /** The position is its own public view. */
    @Override
    public PublicView view(BaseState s) {
        return s;
    }

    @Override
    public PositionFacts facts(BaseState s, int viewer) {
        return BaseFacts.of(s, viewer);
    }

    @Override
    public Optional<Game.Built> built(BaseMove step) {
        return step instanceof Build b ? Optional.of(new Game.Built(b.section(), b.company())) : Optional.empty();
    }

    @Override
    public String describeOptions(int players) {
        return options.describe(players);
    }

    @Override
    public String rulesInBrief(int players) {
        return options.inBrief(players);
    }

    @Override
    public StepWords words() {
        return stepWords;
    }

    @Override
    public StepNotation notation() {
        return notation;
    }

    @Override
    public StepXml xml() {
        return xml;
    }

    // ------------------------------------------------------------------ names

    /** "EP&RG", or "UP" for Union Pacific. */
    public String name(int company) {
        return board.companyAbbreviation(company);
    }

    /** "mountain" or "wild". */
    public String trackKindName(int kind) {
        return kind == board.wildKind() ? Phrases.trackType("wild")
                : kind >= 0 && kind < board.trackTypeCount() ? Phrases.trackType(board.trackTypes().get(kind)) : WORDS.text("track.kind", kind);
    }

    public String cardName(int card) {
        if (card == BaseMove.DIVIDEND) return WORDS.text("card.dividend.a");
        return Phrases.aShare(name(card));
    }

}
