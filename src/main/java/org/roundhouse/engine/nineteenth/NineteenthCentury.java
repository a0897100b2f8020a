package org.roundhouse.engine.nineteenth;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.roundhouse.board.Board;
import org.roundhouse.board.Company;
import org.roundhouse.board.Section;
import org.roundhouse.engine.DividendPayment;
import org.roundhouse.engine.Dividends;
import org.roundhouse.engine.IllegalMoveException;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.Phrases;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.PublicView;
import org.roundhouse.engine.RandomPlay;
import org.roundhouse.engine.Refusal;
import org.roundhouse.engine.SeatMarks;
import org.roundhouse.engine.SeriesSpec;
import org.roundhouse.engine.SetupException;
import org.roundhouse.engine.StepNotation;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.StepXml;
import org.roundhouse.engine.TypedGame;
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
import org.roundhouse.engine.nineteenth.NineteenthState.Phase;

/**
 * The rules of the nineteenth-century variant ({@code shared/rules/variant-19th-century.txt};
 * where the text is silent, {@code docs/rules-notes.md}): a stock market in which players buy
 * and sell shares for cash, companies with treasuries of their own that pay for their trains,
 * expansion by whoever controls a company (or wins the others' approval), and four face-up
 * track decks whose dividend cards start scoring rounds, dealt back in fewer each cycle.
 * Amounts are whole $ millions. Everything lies open on the table but the order of the four
 * face-up track decks, named by their track types ({@link Game.Drawn}): a what-if line from a
 * table record turns up the cards the main line showed, until a reshuffle.
 */
public final class NineteenthCentury implements TypedGame<NineteenthState, NineteenthMove, NineteenthSetup> {
    public static final String ID = "nineteenth-century";
    public static final int MIN_PLAYERS = 2;
    public static final int MAX_PLAYERS = 6;
    public static final int START_CASH = 10;
    public static final int START_TREASURY = 2;
    public static final int TRAIN_COST = 1;
    /** The largest count of shares a generated buy or sell names (the rules take any count). */
    public static final int MAX_LISTED_COUNT = 3;
    /** The amounts a generated additional investment names (the rules take any amount). */
    static final int[] LISTED_AMOUNTS = {1, 2, 5};

    /** Refusal codes of its own, besides the common ones of {@link Refusal}. */
    public static final String NO_COMPANY = "no-company";
    public static final String NO_SHARES = "no-shares";
    public static final String NO_CASH = "no-cash";
    public static final String NOT_UP_CONTROLLER = "not-up-controller";
    public static final String ONE_WAY = "one-way";
    public static final String BAD_COUNT = "bad-count";
    public static final String NO_TRAINS = "no-trains";
    public static final String NO_SECTION = "no-section";
    public static final String NOT_CONNECTED = "not-connected";
    public static final String SECTION_FULL = "section-full";
    public static final String ALREADY_THERE = "already-there";
    public static final String TREASURY_EMPTY = "treasury-empty";
    public static final String NO_MAJORITY = "no-majority";
    public static final String REFUSED_THIS_TURN = "refused-this-turn";
    public static final String REFUSED_PLACEMENT = "refused-placement";
    public static final String CARD_REQUIRED = "card-required";
    public static final String BAD_DECK = "bad-deck";
    public static final String IMPOSSIBLE_CARD = "impossible-card";
    public static final String NOT_ASKED = "not-asked";

    private final Board board;
    private final NineteenthOptions options;
    private final int companies;
    private final int up;
    private final int decks;
    private final int dividends;
    private final StepNotation notation;
    private final StepXml xml;
    private final NineteenthWords words;

    public NineteenthCentury(Board board, NineteenthOptions options) {
        if (!board.hasMap()) throw new IllegalArgumentException(WORDS.text("nt.board.map"));
        if (board.cities().size() > 64) throw new IllegalArgumentException(WORDS.text("board.tooManyCities", 64));
        if (board.companyCount() > 30) throw new IllegalArgumentException(WORDS.text("board.tooManyCompanies", 30));
        if (board.dividendCards() != board.trackTypeCount()) {
            throw new IllegalArgumentException(WORDS.text("nt.board.dividends", board.dividendCards(), board.trackTypeCount()));
        }
        this.board = board;
        this.options = options;
        this.companies = board.companyCount();
        this.up = board.unionPacific();
        this.decks = board.trackTypeCount();
        this.dividends = board.dividendCards();
        this.notation = NineteenthCodec.CODEC.notation(board);
        this.xml = NineteenthCodec.CODEC.xml(board);
        this.words = new NineteenthWords(board);
    }

    @Override
    public Board board() {
        return board;
    }

    public NineteenthOptions options() {
        return options;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Class<NineteenthState> stateType() {
        return NineteenthState.class;
    }

    @Override
    public Class<NineteenthMove> moveType() {
        return NineteenthMove.class;
    }

    @Override
    public Class<NineteenthSetup> dealType() {
        return NineteenthSetup.class;
    }

    @Override
    public int minPlayers() {
        return MIN_PLAYERS;
    }

    @Override
    public int maxPlayers() {
        return MAX_PLAYERS;
    }

    /** Dividend cards in the decks during the cycle (1 to the board's dividend cards): 4, 3, 2, 1. */
    public int cycleDividends(int cycle) {
        return dividends - cycle + 1;
    }

    /** Every dividend card of the game: 4 + 3 + 2 + 1. */
    public int totalDividends() {
        return dividends * (dividends + 1) / 2;
    }

    /** Track cards of the deck's type. */
    public int deckTracks(int deck) {
        return board.trackCards(deck);
    }

    /** "A" cards in the deck: one while the board has one for it. */
    public int deckAces(int deck) {
        return deck < board.trackCards(board.wildKind()) ? 1 : 0;
    }

    public String name(int company) {
        return company >= 0 && company <= up ? (company == up ? "UP" : board.companyAbbreviation(company)) : "company " + company;
    }

    /** The deck's name as the board writes it ("plain"): the deck's identifier in {@link Game.Drawn} and records. */
    public String deckName(int deck) {
        return deck >= 0 && deck < decks ? board.trackTypes().get(deck) : "deck " + deck;
    }

    /** The deck's name in the current language, for sentences: "plain", "pianura"; "deck 7" for no deck. */
    String deckWord(int deck) {
        return deck >= 0 && deck < decks ? Phrases.trackType(board.trackTypes().get(deck)) : WORDS.text("nt.deck.none", deck);
    }

    // ------------------------------------------------------------------ the deal

    @Override
    public NineteenthSetup randomDeal(int players, RandomGenerator rng) {
        checkPlayers(players);
        List<List<List<Integer>>> orders = new ArrayList<>();
        for (int cycle = 1; cycle <= dividends; cycle++) {
            List<Integer> withDividend = new ArrayList<>();
            for (int d = 0; d < decks; d++) withDividend.add(d);
            shuffle(withDividend, rng);
            List<Integer> chosen = withDividend.subList(0, cycleDividends(cycle));
            List<List<Integer>> cycleOrders = new ArrayList<>();
            for (int d = 0; d < decks; d++) {
                List<Integer> deck = new ArrayList<>();
                for (int i = 0; i < deckTracks(d); i++) deck.add(NineteenthMove.TRACK);
                for (int i = 0; i < deckAces(d); i++) deck.add(NineteenthMove.ACE);
                if (chosen.contains(d)) deck.add(NineteenthMove.DIVIDEND);
                do {
                    shuffle(deck, rng);
                } while (deck.size() > 1 && deck.get(0) == NineteenthMove.DIVIDEND);
                cycleOrders.add(deck);
            }
            orders.add(cycleOrders);
        }
        List<Integer> tops = new ArrayList<>();
        for (List<Integer> deck : orders.get(0)) tops.add(deck.get(0));
        return new NineteenthSetup(players, tops, orders);
    }

    private static <T> void shuffle(List<T> list, RandomGenerator rng) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            T t = list.get(i);
            list.set(i, list.get(j));
            list.set(j, t);
        }
    }

    private static void checkPlayers(int players) {
        if (players < MIN_PLAYERS || players > MAX_PLAYERS) {
            throw new IllegalArgumentException(WORDS.text("nt.deal.players", MIN_PLAYERS, MAX_PLAYERS, players));
        }
    }

    /** A card a track deck may show, in the current language: "a track card", "nothing (the deck ran out)". */
    static String cardName(int card) {
        return switch (card) {
            case NineteenthMove.TRACK -> WORDS.text("nt.card.track");
            case NineteenthMove.ACE -> WORDS.text("nt.card.ace");
            case NineteenthMove.DIVIDEND -> WORDS.text("card.dividend.a");
            case NineteenthMove.EMPTY -> WORDS.text("nt.card.empty");
            default -> WORDS.text("nt.card.other", card);
        };
    }

    /**
     * The position before the first turn.
     *
     * @throws IllegalArgumentException saying what is wrong with the deal
     */
    @Override
    public NineteenthState newGame(NineteenthSetup d) {
        int n = d.players();
        checkPlayers(n);
        NineteenthState s = new NineteenthState(this, n);
        int k = companies + 1;
        s.cash = new int[n];
        Arrays.fill(s.cash, START_CASH);
        s.treasury = new int[k];
        Arrays.fill(s.treasury, START_TREASURY);
        s.bank = START_CASH * n + START_TREASURY * k;
        s.inCompany = new int[k];
        for (Company c : board.companies()) s.inCompany[c.index()] = c.shares();
        s.inCompany[up] = board.unionPacificShares();
        s.inBank = new int[k];
        s.held = new int[n][k];
        s.upHeld = new int[k];
        s.placed = new int[companies];
        s.onSection = new int[board.sections().size()][0];
        s.reach = new long[companies];
        for (Company c : board.companies()) s.reach[c.index()] = 1L << c.homeCity();
        for (Section sec : board.sections()) for (int c : sec.startCompanies()) place(s, c, sec.index());

        if (d.tops().size() != decks) throw new IllegalArgumentException(WORDS.text("nt.deal.decks", d.tops().size(), decks));
        s.top = new int[decks];
        s.tracksUnder = new int[decks];
        s.acesUnder = new int[decks];
        s.discardTracks = new int[decks];
        s.discardAces = new int[decks];
        s.candidate = new boolean[decks];
        s.underAtStart = new int[decks];
        for (int deck = 0; deck < decks; deck++) {
            int top = d.tops().get(deck);
            s.tracksUnder[deck] = deckTracks(deck);
            s.acesUnder[deck] = deckAces(deck);
            if (top == NineteenthMove.TRACK && s.tracksUnder[deck] > 0) s.tracksUnder[deck]--;
            else if (top == NineteenthMove.ACE && s.acesUnder[deck] > 0) s.acesUnder[deck]--;
            else throw new IllegalArgumentException(WORDS.text("nt.deal.cannotStart", deckWord(deck), cardName(top)));
            s.top[deck] = top;
            s.candidate[deck] = true;
            s.underAtStart[deck] = s.tracksUnder[deck] + s.acesUnder[deck];
        }
        s.cycle = 1;
        s.dividendsLeft = cycleDividends(1);
        if (d.knowsDeckOrders()) {
            checkOrders(d);
            s.orders = d.orders();
            s.script = new int[decks][];
            s.scriptAt = new int[decks];
            for (int deck = 0; deck < decks; deck++) {
                s.script[deck] = d.orders().get(0).get(deck).stream().mapToInt(Integer::intValue).toArray();
                s.scriptAt[deck] = 1;
            }
        }
        s.phase = Phase.OPENING;
        s.current = 0;
        return s;
    }

    private void checkOrders(NineteenthSetup d) {
        if (d.orders().size() != dividends) {
            throw new IllegalArgumentException(WORDS.text("nt.deal.cycles", d.orders().size(), dividends));
        }
        for (int cycle = 1; cycle <= dividends; cycle++) {
            List<List<Integer>> c = d.orders().get(cycle - 1);
            if (c.size() != decks) throw new SetupException(SetupException.About.TRACK_DECKS, WORDS.text("nt.deal.cycleDecks", cycle, c.size(), decks));
            int withDividend = 0;
            for (int deck = 0; deck < decks; deck++) {
                List<Integer> order = c.get(deck);
                int[] count = new int[3];
                for (int card : order) {
                    if (card < 0 || card > NineteenthMove.DIVIDEND) {
                        throw new SetupException(SetupException.About.TRACK_DECKS, WORDS.text("nt.deal.noCard", cycle, deckWord(deck), card));
                    }
                    count[card]++;
                }
                if (count[NineteenthMove.TRACK] != deckTracks(deck) || count[NineteenthMove.ACE] != deckAces(deck)
                        || count[NineteenthMove.DIVIDEND] > 1) {
                    throw new SetupException(SetupException.About.TRACK_DECKS, WORDS.text("nt.deal.holds", cycle, deckWord(deck), deckTracks(deck), deckAces(deck),
                            count[NineteenthMove.TRACK], count[NineteenthMove.ACE], count[NineteenthMove.DIVIDEND]));
                }
                if (!order.isEmpty() && order.get(0) == NineteenthMove.DIVIDEND) {
                    throw new SetupException(SetupException.About.TRACK_DECKS, WORDS.text("nt.deal.dividendOnTop", cycle, deckWord(deck)));
                }
                withDividend += count[NineteenthMove.DIVIDEND];
                if (cycle == 1 && !order.isEmpty() && !order.get(0).equals(d.tops().get(deck))) {
                    throw new IllegalArgumentException(WORDS.text("nt.deal.orderStart", deckWord(deck)));
                }
            }
            if (withDividend != cycleDividends(cycle)) {
                throw new SetupException(SetupException.About.TRACK_DECKS, WORDS.text("nt.deal.cycleDividends", cycle, cycleDividends(cycle), withDividend));
            }
        }
    }

    /**
     * The state with the next cards of the deck known (the cards a record's main line turned up
     * after this position): the longest beginning of {@code upcoming} the deck can hold in this
     * cycle; later cards come as chance.
     *
     * @throws IllegalArgumentException when not even the first card can come up from the deck
     */
    public NineteenthState withNextCards(NineteenthState s, int deck, List<Integer> upcoming) {
        int t = s.tracksUnder[deck];
        int a = s.acesUnder[deck];
        boolean dividend = s.candidate[deck] && s.dividendsLeft > 0;
        boolean fresh = (s.revealQueue & (1 << deck)) != 0;
        List<Integer> ok = new ArrayList<>();
        for (int card : upcoming) {
            if (card == NineteenthMove.TRACK && t > 0) {
                t--;
            } else if (card == NineteenthMove.ACE && a > 0) {
                a--;
            } else if (card == NineteenthMove.DIVIDEND && dividend && !fresh) {
                dividend = false;
                ok.add(card);
                break; // a dividend card may end the cycle: what follows may be another deck's order
            } else if (card == NineteenthMove.EMPTY && dividend && t + a == 0 && !fresh) {
                ok.add(card);
                break;
            } else {
                break;
            }
            fresh = false;
            ok.add(card);
        }
        if (ok.isEmpty()) throw new IllegalArgumentException(WORDS.text("nt.deal.nextCards", deckWord(deck), upcoming.toString()));

        NineteenthState n = s.copy();
        if (n.known == null) {
            n.known = new int[decks][];
            n.knownAt = new int[decks];
        }
        n.known[deck] = ok.stream().mapToInt(Integer::intValue).toArray();
        n.knownAt[deck] = 0;
        return n;
    }

    /** The state with the deck orders forgotten: the cards to come are chance. */
    public NineteenthState withoutDeckOrders(NineteenthState s) {
        NineteenthState t = s.copy();
        t.script = null;
        t.scriptAt = null;
        t.orders = null;
        t.known = null;
        t.knownAt = null;
        return t;
    }

    // ------------------------------------------------------------------ money and control

    /** One share's price now: the company's trains on the map; Union Pacific's, shares owned by players plus one. */
    int price(NineteenthState s, int company) {
        return company == up ? s.ownedByPlayers(up) + 1 : s.placed[company];
    }

    /** What {@code count} shares cost bought one after another (Union Pacific's price rises with each). */
    int cost(NineteenthState s, int company, int count) {
        int p = price(s, company);
        if (company != up) return p * count;
        return count * p + count * (count - 1) / 2;
    }

    /** What {@code count} shares fetch sold to the bank one after another, before the sale option halves each. */
    private int proceeds(NineteenthState s, int company, int count) {
        int total = 0;
        int o = s.ownedByPlayers(up);
        for (int i = 0; i < count; i++) {
            int p = company == up ? o - i : s.placed[company];
            total += options.halfPriceSale() ? p / 2 : p;
        }
        return total;
    }

    /** What reaches the company's treasury from {@code count} shares bought from its deck. */
    private int toTreasury(NineteenthState s, int company, int count) {
        int total = 0;
        int p = price(s, company);
        for (int i = 0; i < count; i++) {
            int each = company == up ? p + i : p;
            total += options.otherHalfToTreasury() ? each : each / 2;
        }
        return total;
    }

    int upController(NineteenthState s) {
        int owned = s.ownedByPlayers(up);
        for (int p = 0; p < s.n; p++) if (2 * s.held[p][up] > owned) return p;
        return -1;
    }

    /** The shares of the company a seat speaks for: its own, and Union Pacific's when it controls Union Pacific. */
    int weight(NineteenthState s, int seat, int company) {
        return s.held[seat][company] + (company != up && upController(s) == seat ? s.upHeld[company] : 0);
    }

    /** True when the seat may expand the company alone: more than half of its purchased shares, Union Pacific's through control. */
    public boolean controls(NineteenthState s, int seat, int company) {
        return 2 * weight(s, seat, company) > s.purchased(company);
    }

    /** True when the seats together could approve an expansion of the company. */
    private boolean majorityPossible(NineteenthState s, int company) {
        int all = 0;
        for (int p = 0; p < s.n; p++) all += weight(s, p, company);
        return 2 * all > s.purchased(company);
    }

    // ------------------------------------------------------------------ the map

    private void place(NineteenthState s, int company, int section) {
        int[] old = s.onSection[section];
        int[] now = Arrays.copyOf(old, old.length + 1);
        now[old.length] = company;
        s.onSection[section] = now;
        s.placed[company]++;
        Section sec = board.section(section);
        s.reach[company] |= (1L << sec.cityA()) | (1L << sec.cityB());
    }

    /** Why the company cannot place a train on the section by the usual rules (any track type), or null. */
    private Refusal whyNotPlace(NineteenthState s, int company, int section) {
        if (company < 0 || company >= companies) {
            return new Refusal(NO_COMPANY, company == up ? WORDS.text("nt.refusal.upNoTrains") : WORDS.text("refusal.noCompany", company));
        }
        if (section < 0 || section >= board.sections().size()) return new Refusal(NO_SECTION, WORDS.text("refusal.noSection", section));
        String c = name(company);
        String where = board.sectionName(section);
        if (s.trainsLeft(company) <= 0) return new Refusal(NO_TRAINS, WORDS.text("nt.refusal.noTrainsLeft", c), List.of(company));
        if (s.runsOn(company, section)) return new Refusal(ALREADY_THERE, WORDS.text("base.refusal.alreadyThere", c, where), List.of(company, section));
        if (s.onSection[section].length >= board.section(section).spaces()) {
            return new Refusal(SECTION_FULL, WORDS.text("base.refusal.sectionFull", where), List.of(section));
        }
        Section sec = board.section(section);
        if (!s.reaches(company, sec.cityA()) && !s.reaches(company, sec.cityB())) {
            return new Refusal(NOT_CONNECTED, WORDS.text("base.refusal.notConnected", c, board.city(sec.cityA()).name(), board.city(sec.cityB()).name()),
                    List.of(company, section));
        }
        return null;
    }

    /**
     * True when the company may place a train on the section by the usual rules: {@link #whyNotPlace}
     * without its words, which legal-move generation and the end of every turn would otherwise
     * build for every section refused.
     */
    private boolean mayPlace(NineteenthState s, int company, int section) {
        if (s.trainsLeft(company) <= 0 || s.runsOn(company, section)) return false;
        Section sec = board.section(section);
        if (s.onSection[section].length >= sec.spaces()) return false;
        return s.reaches(company, sec.cityA()) || s.reaches(company, sec.cityB());
    }

    /** The sections the company could place its next train on (any track type), in section order. */
    public int[] buildableSections(NineteenthState s, int company) {
        if (company < 0 || company >= companies || s.trainsLeft(company) <= 0) return new int[0];
        int sections = board.sections().size();
        int[] out = new int[sections];
        int found = 0;
        for (int sec = 0; sec < sections; sec++) if (mayPlace(s, company, sec)) out[found++] = sec;
        return Arrays.copyOf(out, found);
    }

    /** True when some company could place a train by the rules of the map, whatever its treasury and holders. */
    public boolean anyoneCanExpand(NineteenthState s) {
        int sections = board.sections().size();
        for (int c = 0; c < companies; c++) {
            for (int sec = 0; sec < sections; sec++) if (mayPlace(s, c, sec)) return true;
        }
        return false;
    }

    /**
     * False when no seat has cash or a share left: then nobody can buy, sell, invest, or win
     * anyone's approval ever again, so nobody can expand any company.
     */
    public boolean anyoneCanAct(NineteenthState s) {
        for (int p = 0; p < s.n; p++) {
            if (s.cash[p] > 0) return true;
            for (int c = 0; c <= up; c++) if (s.held[p][c] > 0) return true;
        }
        return false;
    }

    // ------------------------------------------------------------------ legal steps

    @Override
    public List<NineteenthMove> legalMoves(NineteenthState s) {
        List<NineteenthMove> out = new ArrayList<>();
        int p = s.current;
        switch (s.phase) {
            case OPENING -> out.add(new Begin(p));
            case INVEST -> {
                int upCtrl = upController(s);
                for (int c = 0; c <= up; c++) {
                    for (boolean bank : FROM_COMPANY_THEN_BANK) {
                        for (int x = 1; x <= MAX_LISTED_COUNT; x++) {
                            if (mayBuy(s, p, c, bank, x, false, upCtrl)) out.add(new Buy(p, c, bank, x, false));
                            if (upCtrl == p && c != up && mayBuy(s, p, c, bank, x, true, upCtrl)) out.add(new Buy(p, c, bank, x, true));
                        }
                    }
                    for (int x = 1; x <= MAX_LISTED_COUNT; x++) {
                        if (maySell(s, p, c, x, false, upCtrl)) out.add(new Sell(p, c, x, false));
                        if (upCtrl == p && c != up && maySell(s, p, c, x, true, upCtrl)) out.add(new Sell(p, c, x, true));
                    }
                }
                out.add(new Done(p));
            }
            case EXPAND -> {
                for (int c = 0; c < companies; c++) {
                    if (!mayExpandCompany(s, p, c)) continue;
                    for (int sec : buildableSections(s, c)) if (!refusedPlacement(s, c, sec)) out.add(new Expand(p, c, sec));
                }
                out.add(new Done(p));
            }
            case APPROVAL -> {
                out.add(new Answer(p, s.answering, true));
                out.add(new Answer(p, s.answering, false));
            }
            case FLIP -> {
                for (int d : flipDecks(s)) out.add(new Flip(p, d));
                if (mayTakeNoCard(s)) out.add(new TakeNoCard(p));
            }
            case REVEAL -> {
                for (Outcome<NineteenthMove> o : chanceOutcomes(s)) out.add(o.move());
            }
            case ADDITIONAL -> {
                for (int c = 0; c <= up; c++) {
                    for (int a : LISTED_AMOUNTS) if (a <= s.cash[p]) out.add(new Invest(p, c, a));
                }
                out.add(new Done(p));
            }
            case OVER -> {
            }
        }
        return out;
    }

    /** The decks whose top card the player may take off after the train: the section's type's, or any showing an "A" card. */
    List<Integer> flipDecks(NineteenthState s) {
        List<Integer> out = new ArrayList<>();
        for (int d = 0; d < decks; d++) {
            if (d == s.laidType ? s.top[d] != NineteenthState.NONE : s.top[d] == NineteenthMove.ACE) out.add(d);
        }
        return out;
    }

    /** True when the player may leave the "A" card showing: the section's deck has run out and the rules make the card optional. */
    private boolean mayTakeNoCard(NineteenthState s) {
        return options.aceOptional() && s.top[s.laidType] == NineteenthState.NONE;
    }

    private Refusal whyTakeNoCard(NineteenthState s) {
        if (mayTakeNoCard(s)) return null;
        if (s.top[s.laidType] != NineteenthState.NONE) {
            return new Refusal(CARD_REQUIRED, WORDS.text("nt.refusal.cardRequired", deckWord(s.laidType)), List.of(s.laidType));
        }
        return new Refusal(CARD_REQUIRED, WORDS.text("nt.refusal.aceForced", deckWord(s.laidType)), List.of(s.laidType));
    }

    private boolean refusedPlacement(NineteenthState s, int company, int section) {
        int code = company * board.sections().size() + section;
        for (int r : s.refusedPlacements) if (r == code) return true;
        return false;
    }

    // ------------------------------------------------------------------ refusals

    @Override
    public boolean belongsHere(NineteenthState s, NineteenthMove m) {
        return switch (s.phase) {
            case OPENING -> m instanceof Begin;
            case INVEST -> m instanceof Buy || m instanceof Sell || m instanceof Done;
            case EXPAND -> m instanceof Expand || m instanceof Done;
            case APPROVAL -> m instanceof Answer;
            case FLIP -> m instanceof Flip || m instanceof TakeNoCard;
            case REVEAL -> m instanceof Reveal;
            case ADDITIONAL -> m instanceof Invest || m instanceof Done;
            case OVER -> false;
        };
    }

    @Override
    public String expected(NineteenthState s) {
        return s.phaseName();
    }

    @Override
    public Optional<Refusal> refusal(NineteenthState s, NineteenthMove m) {
        if (s.isOver()) return Optional.of(new Refusal(Refusal.GAME_OVER, WORDS.text("refusal.gameOver")));
        if (m.player() != s.current) {
            return Optional.of(new Refusal(Refusal.NOT_YOUR_TURN, WORDS.text("nt.refusal.notYourTurn", SeatMarks.seat(s.current),
                    SeatMarks.seat(m.player())), List.of(s.current, m.player())));
        }
        if (!belongsHere(s, m)) {
            return Optional.of(new Refusal(Refusal.OUT_OF_PLACE, WORDS.text("nt.refusal.outOfPlace", s.phaseName())));
        }
        Refusal r;
        if (m instanceof Buy b) r = whyBuy(s, b);
        else if (m instanceof Sell x) r = whySell(s, x);
        else if (m instanceof Expand e) r = whyExpand(s, e);
        else if (m instanceof Flip f) r = flipDecks(s).contains(f.deck()) ? null
                : new Refusal(BAD_DECK, WORDS.text("nt.refusal.badDeck", deckWord(f.deck()), deckWord(s.laidType)), List.of(f.deck()));
        else if (m instanceof TakeNoCard) r = whyTakeNoCard(s);
        else if (m instanceof Reveal v) r = whyReveal(s, v);
        else if (m instanceof Answer a) r = a.seat() == s.answering ? null
                : new Refusal(NOT_ASKED, WORDS.text("nt.refusal.notAsked", SeatMarks.seat(s.answering), SeatMarks.seat(a.seat())),
                        List.of(s.answering, a.seat()));
        else if (m instanceof Invest v) r = whyInvest(s, v);
        else r = null;
        return Optional.ofNullable(r);
    }

    private Refusal whyBuy(NineteenthState s, Buy b) {
        int c = b.company();
        if (c < 0 || c > up) return new Refusal(NO_COMPANY, WORDS.text("refusal.noCompany", c));
        if (b.count() < 1) return new Refusal(BAD_COUNT, WORDS.text("nt.refusal.buyCount"));
        if (b.forUp()) {
            if (upController(s) != b.player()) {
                return new Refusal(NOT_UP_CONTROLLER, WORDS.text("nt.refusal.upBuyer"));
            }
            if (c == up) return new Refusal(NO_COMPANY, WORDS.text("nt.refusal.upOwnShares"));
        }
        int there = b.fromBank() ? s.inBank[c] : s.inCompany[c];
        if (there < b.count()) {
            return new Refusal(NO_SHARES, WORDS.text(b.fromBank() ? "nt.refusal.bankHolds" : "nt.refusal.companyHolds", there, name(c),
                    b.count()), List.of(c, there));
        }
        int mask = b.forUp() ? s.upSoldThisTurn : s.soldThisTurn;
        if (options.oneWayTrades() && (mask & (1 << c)) != 0) {
            return new Refusal(ONE_WAY, WORDS.text(b.forUp() ? "nt.refusal.upSoldThisTurn" : "nt.refusal.soldThisTurn", name(c)), List.of(c));
        }
        int cost = cost(s, c, b.count());
        int funds = b.forUp() ? s.treasury[up] : s.cash[b.player()];
        if (cost > funds) {
            return new Refusal(NO_CASH, WORDS.text(b.forUp() ? "nt.refusal.upCannotPay" : "nt.refusal.cannotPay", b.count(), name(c), cost, funds),
                    List.of(cost, funds));
        }
        return null;
    }

    private static final boolean[] FROM_COMPANY_THEN_BANK = {false, true};

    /**
     * True when {@link #whyBuy} finds nothing wrong with the buy, without building the words of a
     * refusal (legal-move generation rules out most of the buys it lists); {@code upCtrl} is
     * {@link #upController}.
     */
    private boolean mayBuy(NineteenthState s, int player, int c, boolean fromBank, int count, boolean forUp, int upCtrl) {
        if (c < 0 || c > up || count < 1) return false;
        if (forUp && (upCtrl != player || c == up)) return false;
        if ((fromBank ? s.inBank[c] : s.inCompany[c]) < count) return false;
        int mask = forUp ? s.upSoldThisTurn : s.soldThisTurn;
        if (options.oneWayTrades() && (mask & (1 << c)) != 0) return false;
        return cost(s, c, count) <= (forUp ? s.treasury[up] : s.cash[player]);
    }

    /** True when {@link #whySell} finds nothing wrong with the sale, without the words of a refusal. */
    private boolean maySell(NineteenthState s, int player, int c, int count, boolean byUp, int upCtrl) {
        if (c < 0 || c > up || count < 1) return false;
        if (byUp && upCtrl != player) return false;
        if ((byUp ? s.upHeld[c] : s.held[player][c]) < count) return false;
        int mask = byUp ? s.upBoughtThisTurn : s.boughtThisTurn;
        return !options.oneWayTrades() || (mask & (1 << c)) == 0;
    }

    private Refusal whySell(NineteenthState s, Sell x) {
        int c = x.company();
        if (c < 0 || c > up) return new Refusal(NO_COMPANY, WORDS.text("refusal.noCompany", c));
        if (x.count() < 1) return new Refusal(BAD_COUNT, WORDS.text("nt.refusal.sellCount"));
        if (x.byUp() && upController(s) != x.player()) {
            return new Refusal(NOT_UP_CONTROLLER, WORDS.text("nt.refusal.upSeller"));
        }
        int have = x.byUp() ? s.upHeld[c] : s.held[x.player()][c];
        if (have < x.count()) {
            return new Refusal(NO_SHARES, WORDS.text(x.byUp() ? "nt.refusal.upOwns" : "nt.refusal.playerOwns", have, name(c), x.count()),
                    List.of(c, have));
        }
        int mask = x.byUp() ? s.upBoughtThisTurn : s.boughtThisTurn;
        if (options.oneWayTrades() && (mask & (1 << c)) != 0) {
            return new Refusal(ONE_WAY, WORDS.text(x.byUp() ? "nt.refusal.upBoughtThisTurn" : "nt.refusal.boughtThisTurn", name(c)), List.of(c));
        }
        return null;
    }

    /** Why the player cannot expand the company at all this turn (whatever the section), or null. */
    private Refusal whyExpandCompany(NineteenthState s, int p, int c) {
        if (c < 0 || c >= companies) {
            return new Refusal(NO_COMPANY, c == up ? WORDS.text("nt.refusal.upNoTrains") : WORDS.text("refusal.noCompany", c));
        }
        if (s.trainsLeft(c) <= 0) return new Refusal(NO_TRAINS, WORDS.text("nt.refusal.noTrainsLeft", name(c)), List.of(c));
        if (s.treasury[c] < TRAIN_COST) {
            return new Refusal(TREASURY_EMPTY, WORDS.text("nt.refusal.treasuryEmpty", name(c), s.treasury[c], TRAIN_COST), List.of(c));
        }
        if ((s.refusedThisTurn & (1 << c)) != 0) {
            return new Refusal(REFUSED_THIS_TURN, WORDS.text("nt.refusal.refusedThisTurn", name(c)), List.of(c));
        }
        if (!controls(s, p, c) && !majorityPossible(s, c)) {
            return new Refusal(NO_MAJORITY, WORDS.text(s.purchased(c) == 0 ? "nt.refusal.nobodyOwns" : "nt.refusal.noMajority", name(c)),
                    List.of(c));
        }
        return null;
    }

    /** True when {@link #whyExpandCompany} finds nothing wrong, without the words of a refusal. */
    private boolean mayExpandCompany(NineteenthState s, int p, int c) {
        if (c < 0 || c >= companies || s.trainsLeft(c) <= 0 || s.treasury[c] < TRAIN_COST || (s.refusedThisTurn & (1 << c)) != 0) {
            return false;
        }
        return controls(s, p, c) || majorityPossible(s, c);
    }

    private Refusal whyExpand(NineteenthState s, Expand e) {
        Refusal r = whyExpandCompany(s, e.player(), e.company());
        if (r != null) return r;
        if (e.section() >= 0 && e.section() < board.sections().size() && refusedPlacement(s, e.company(), e.section())) {
            return new Refusal(REFUSED_PLACEMENT, WORDS.text("nt.refusal.refusedPlacement", name(e.company()), board.sectionName(e.section())),
                    List.of(e.company(), e.section()));
        }
        return whyNotPlace(s, e.company(), e.section());
    }

    private Refusal whyInvest(NineteenthState s, Invest v) {
        if (v.company() < 0 || v.company() > up) return new Refusal(NO_COMPANY, WORDS.text("refusal.noCompany", v.company()));
        if (v.amount() < 1) return new Refusal(BAD_COUNT, WORDS.text("nt.refusal.investCount"));
        if (v.amount() > s.cash[v.player()]) {
            return new Refusal(NO_CASH, WORDS.text("nt.refusal.investCash", s.cash[v.player()], v.amount()),
                    List.of(v.amount(), s.cash[v.player()]));
        }
        return null;
    }

    private Refusal whyReveal(NineteenthState s, Reveal v) {
        if (v.deck() != s.revealDeck) {
            return new Refusal(IMPOSSIBLE_CARD, WORDS.text("nt.refusal.otherDeck", deckWord(s.revealDeck), deckWord(v.deck())), List.of(v.deck()));
        }
        for (Outcome<NineteenthMove> o : chanceOutcomes(s)) if (o.move().equals(v)) return null;
        return new Refusal(IMPOSSIBLE_CARD, WORDS.text("nt.refusal.cannotShow", deckWord(v.deck()), cardName(v.card())),
                List.of(v.deck(), v.card()));
    }

    // ------------------------------------------------------------------ chance

    /** True while the next reveal is the top card of a deck just reshuffled (never a dividend card). */
    private static boolean fresh(NineteenthState s) {
        return (s.revealQueue & (1 << s.revealDeck)) != 0;
    }

    @Override
    public List<Outcome<NineteenthMove>> chanceOutcomes(NineteenthState s) {
        if (s.phase != Phase.REVEAL) return List.of();
        int d = s.revealDeck;
        int p = s.current;
        if (s.script != null) {
            int[] order = s.script[d];
            int card = s.scriptAt[d] < order.length ? order[s.scriptAt[d]] : NineteenthMove.EMPTY;
            return List.of(new Outcome<>(new Reveal(p, d, card), 1));
        }
        List<Outcome<NineteenthMove>> all = outcomesFromCounts(s, d, p);
        if (s.known != null && s.known[d] != null && s.knownAt[d] < s.known[d].length) {
            Reveal next = new Reveal(p, d, s.known[d][s.knownAt[d]]);
            for (Outcome<NineteenthMove> o : all) if (o.move().equals(next)) return List.of(new Outcome<>(next, 1));
        }
        return all;
    }

    /** The outcomes of the deck's next card from what it can hold, whatever a record knows. */
    private List<Outcome<NineteenthMove>> outcomesFromCounts(NineteenthState s, int d, int p) {
        int t = s.tracksUnder[d];
        int a = s.acesUnder[d];
        int r = t + a;
        List<Outcome<NineteenthMove>> out = new ArrayList<>();
        if (fresh(s)) {
            if (t > 0) out.add(new Outcome<>(new Reveal(p, d, NineteenthMove.TRACK), t));
            if (a > 0) out.add(new Outcome<>(new Reveal(p, d, NineteenthMove.ACE), a));
            return out;
        }
        // The cycle's dividend cards lie in decks chosen at random, one at most per deck, anywhere below the
        // card that showed when the cycle began. Weigh each set of decks that may hold them by the chance that
        // their dividend cards have not come up yet, and this deck's by the chance that it is the next card.
        long total = 0;
        long dividend = 0;
        int candidates = 0;
        for (int e = 0; e < decks; e++) if (s.candidate[e]) candidates |= 1 << e;
        for (int set = candidates; ; set = (set - 1) & candidates) {
            if (Integer.bitCount(set) == s.dividendsLeft) {
                long w = 1;
                long withoutD = 1;
                for (int e = 0; e < decks; e++) {
                    if ((candidates & (1 << e)) == 0) continue;
                    int under = s.tracksUnder[e] + s.acesUnder[e];
                    long f = (set & (1 << e)) != 0 ? under + 1 : s.underAtStart[e] + 1;
                    w *= f;
                    if (e != d) withoutD *= f;
                }
                total += w;
                if ((set & (1 << d)) != 0) dividend += withoutD;
            }
            if (set == 0) break;
        }
        if (total == 0) {
            total = 1;
            dividend = 0;
        }
        if (r > 0) {
            if (dividend > 0) out.add(new Outcome<>(new Reveal(p, d, NineteenthMove.DIVIDEND), dividend * r));
            if (t > 0) out.add(new Outcome<>(new Reveal(p, d, NineteenthMove.TRACK), (total - dividend) * t));
            if (a > 0) out.add(new Outcome<>(new Reveal(p, d, NineteenthMove.ACE), (total - dividend) * a));
        } else {
            if (dividend > 0) out.add(new Outcome<>(new Reveal(p, d, NineteenthMove.DIVIDEND), dividend));
            if (total - dividend > 0) out.add(new Outcome<>(new Reveal(p, d, NineteenthMove.EMPTY), total - dividend));
        }
        return out;
    }

    // ------------------------------------------------------------------ applying

    @Override
    public NineteenthState apply(NineteenthState state, NineteenthMove m) throws IllegalMoveException {
        Optional<Refusal> why = refusal(state, m);
        if (why.isPresent()) throw new IllegalMoveException(m, why.get().sentence());
        NineteenthState s = state.copy();
        applyInPlace(s, m);
        return s;
    }

    /**
     * The position after a step known to be legal there (from {@link #legalMoves} or
     * {@link #chanceOutcomes} of the same position), unchecked: a copy, changed as {@link #apply}
     * changes it, for bots that try every step of a position.
     */
    NineteenthState applyUnchecked(NineteenthState state, NineteenthMove m) {
        NineteenthState s = state.copy();
        applyInPlace(s, m);
        return s;
    }

    /**
     * The step's effect, unchecked, on a position the caller owns and has not handed out (a
     * search's determinization). {@link #apply} checks the step, copies the position and then does
     * exactly this, so both paths share one copy of the rules' effects.
     */
    void applyInPlace(NineteenthState s, NineteenthMove m) {
        int p = s.current;
        if (m instanceof Begin) {
            s.phase = Phase.INVEST;
        } else if (m instanceof Buy b) {
            buy(s, b);
        } else if (m instanceof Sell x) {
            sell(s, x);
        } else if (m instanceof Done) {
            switch (s.phase) {
                case INVEST -> s.phase = Phase.EXPAND;
                case EXPAND -> s.phase = Phase.ADDITIONAL;
                case ADDITIONAL -> endTurn(s);
                default -> throw new AssertionError(s.phase);
            }
        } else if (m instanceof Expand e) {
            if (controls(s, p, e.company())) {
                expand(s, e.company(), e.section());
            } else {
                s.pendingCompany = e.company();
                s.pendingSection = e.section();
                s.pendingWeight = weight(s, p, e.company());
                s.asked = 1 << p;
                s.phase = Phase.APPROVAL;
                askNext(s);
            }
        } else if (m instanceof Answer a) {
            int c = s.pendingCompany;
            if (a.yes()) s.pendingWeight += weight(s, a.seat(), c);
            if (2 * s.pendingWeight > s.purchased(c)) {
                int sec = s.pendingSection;
                clearProposal(s);
                expand(s, c, sec);
            } else {
                askNext(s);
            }
        } else if (m instanceof Flip f) {
            int d = f.deck();
            if (s.top[d] == NineteenthMove.ACE) s.discardAces[d]++;
            else s.discardTracks[d]++;
            s.top[d] = NineteenthState.NONE;
            afterTopGone(s, d);
        } else if (m instanceof TakeNoCard) {
            s.phase = Phase.ADDITIONAL;
        } else if (m instanceof Reveal v) {
            reveal(s, v);
        } else if (m instanceof Invest v) {
            s.cash[p] -= v.amount();
            s.treasury[v.company()] += v.amount();
        }
    }

    private void buy(NineteenthState s, Buy b) {
        int c = b.company();
        int cost = cost(s, c, b.count());
        int company = b.fromBank() ? 0 : toTreasury(s, c, b.count());
        if (b.forUp()) {
            s.treasury[up] -= cost;
            s.upHeld[c] += b.count();
            s.upBoughtThisTurn |= 1 << c;
        } else {
            s.cash[b.player()] -= cost;
            s.held[b.player()][c] += b.count();
            s.boughtThisTurn |= 1 << c;
        }
        if (b.fromBank()) s.inBank[c] -= b.count();
        else s.inCompany[c] -= b.count();
        s.treasury[c] += company;
        s.bank -= cost - company;
    }

    private void sell(NineteenthState s, Sell x) {
        int c = x.company();
        int got = proceeds(s, c, x.count());
        if (x.byUp()) {
            s.upHeld[c] -= x.count();
            s.treasury[up] += got;
            s.upSoldThisTurn |= 1 << c;
        } else {
            s.held[x.player()][c] -= x.count();
            s.cash[x.player()] += got;
            s.soldThisTurn |= 1 << c;
        }
        s.inBank[c] += x.count();
        s.bank += got;
    }

    /** Asks the next seat (in turn order from the player) whose shares could count; refuses the proposal when none is left who could make a majority. */
    private void askNext(NineteenthState s) {
        int c = s.pendingCompany;
        int stillOpen = 0;
        for (int i = 1; i < s.n; i++) {
            int q = (s.current + i) % s.n;
            if ((s.asked & (1 << q)) == 0) stillOpen += weight(s, q, c);
        }
        if (2 * (s.pendingWeight + stillOpen) > s.purchased(c)) {
            for (int i = 1; i < s.n; i++) {
                int q = (s.current + i) % s.n;
                if ((s.asked & (1 << q)) == 0 && weight(s, q, c) > 0) {
                    s.asked |= 1 << q;
                    s.answering = q;
                    return;
                }
            }
        }
        if (options.refusalBlocksPlacement()) {
            int[] more = java.util.Arrays.copyOf(s.refusedPlacements, s.refusedPlacements.length + 1);
            more[more.length - 1] = c * board.sections().size() + s.pendingSection;
            s.refusedPlacements = more;
        } else {
            s.refusedThisTurn |= 1 << c;
        }
        clearProposal(s);
        s.phase = Phase.EXPAND;
    }

    private static void clearProposal(NineteenthState s) {
        s.pendingCompany = -1;
        s.pendingSection = -1;
        s.pendingWeight = 0;
        s.asked = 0;
        s.answering = -1;
    }

    private void expand(NineteenthState s, int company, int section) {
        place(s, company, section);
        s.treasury[company] -= TRAIN_COST;
        s.bank -= TRAIN_COST;
        s.laidType = board.section(section).trackType();
        s.phase = flipDecks(s).isEmpty() ? Phase.ADDITIONAL : Phase.FLIP;
    }

    /** The deck's top card is gone: the next one shows, if the deck may hold any. */
    private void afterTopGone(NineteenthState s, int d) {
        if (s.tracksUnder[d] + s.acesUnder[d] > 0 || s.candidate[d] && s.dividendsLeft > 0) {
            s.revealDeck = d;
            s.phase = Phase.REVEAL;
        } else {
            s.candidate[d] = false;
            s.phase = Phase.ADDITIONAL;
        }
    }

    private void reveal(NineteenthState s, Reveal v) {
        int d = v.deck();
        if (s.script != null) s.scriptAt[d]++;
        if (s.known != null && s.known[d] != null) {
            if (s.knownAt[d] < s.known[d].length && s.known[d][s.knownAt[d]] == v.card()) s.knownAt[d]++;
            else s.known[d] = null;
        }
        boolean wasFresh = fresh(s);
        switch (v.card()) {
            case NineteenthMove.TRACK -> {
                s.tracksUnder[d]--;
                s.top[d] = NineteenthMove.TRACK;
            }
            case NineteenthMove.ACE -> {
                s.acesUnder[d]--;
                s.top[d] = NineteenthMove.ACE;
            }
            case NineteenthMove.EMPTY -> {
                s.candidate[d] = false;
                s.top[d] = NineteenthState.NONE;
            }
            case NineteenthMove.DIVIDEND -> {
                s.candidate[d] = false;
                s.dividendsLeft--;
                s.dividendsDrawn++;
                score(s);
                if (s.dividendsLeft == 0) {
                    if (s.cycle == dividends) {
                        s.ending = "last-dividend";
                        s.phase = Phase.OVER;
                    } else {
                        reshuffle(s);
                    }
                    return;
                }
                // the dividend card is set aside and the deck shows its next card
                afterTopGone(s, d);
                return;
            }
            default -> throw new AssertionError(v.card());
        }
        if (wasFresh) {
            s.underAtStart[d] = s.tracksUnder[d] + s.acesUnder[d];
            s.revealQueue &= ~(1 << d);
            if (s.revealQueue != 0) {
                s.revealDeck = Integer.numberOfTrailingZeros(s.revealQueue);
                return;
            }
        }
        s.phase = Phase.ADDITIONAL;
    }

    /** Every dividend card of the cycle has come up: one fewer goes back, into decks chosen at random, and every deck is shuffled. */
    private void reshuffle(NineteenthState s) {
        s.cycle++;
        s.known = null;
        s.knownAt = null;
        s.dividendsLeft = cycleDividends(s.cycle);
        for (int d = 0; d < decks; d++) {
            s.top[d] = NineteenthState.NONE;
            s.tracksUnder[d] = deckTracks(d);
            s.acesUnder[d] = deckAces(d);
            s.discardTracks[d] = 0;
            s.discardAces[d] = 0;
            s.candidate[d] = true;
        }
        if (s.orders != null) {
            for (int d = 0; d < decks; d++) {
                s.script[d] = s.orders.get(s.cycle - 1).get(d).stream().mapToInt(Integer::intValue).toArray();
                s.scriptAt[d] = 0;
            }
        }
        s.revealQueue = (1 << decks) - 1;
        s.revealDeck = 0;
        s.phase = Phase.REVEAL;
    }

    /**
     * A scoring round: the players paid for every company but Union Pacific as in the base game,
     * each company's treasury $1M per train and per purchased share (Union Pacific's instead where it
     * owns more than half), then Union Pacific's primary and secondary shareholders paid from its cash.
     */
    private void score(NineteenthState s) {
        int number = s.dividendsPaid + 1;
        int k = companies + 1;
        int[] values = new int[k];
        int[][] holdings = new int[s.n][k];
        int[][] payouts = new int[s.n][k];
        int[] total = new int[s.n];
        for (int r = 0; r < s.n; r++) holdings[r] = s.held[r].clone();
        int[] column = new int[s.n];
        for (int c = 0; c < companies; c++) {
            values[c] = s.placed[c] + 1;
            for (int r = 0; r < s.n; r++) column[r] = s.held[r][c];
            int[] pay = Dividends.companyPayout(values[c], column);
            for (int r = 0; r < s.n; r++) {
                payouts[r][c] = pay[r];
                total[r] += pay[r];
                s.cash[r] += pay[r];
                s.bank += pay[r];
            }
        }
        int[] income = new int[k];
        for (int c = 0; c < companies; c++) {
            int amount = s.placed[c] + s.purchased(c);
            int base = options.upMajorityOfAll() ? board.company(c).shares() : s.purchased(c);
            int to = 2 * s.upHeld[c] > base ? up : c;
            income[to] += amount;
            s.treasury[to] += amount;
            s.bank += amount;
        }
        int upShares = s.ownedByPlayers(up);
        income[up] += upShares;
        s.treasury[up] += upShares;
        s.bank += upShares;
        int upCash = s.treasury[up];
        values[up] = upCash;
        int primary = Math.min(upCash, (upCash + 3) / 4);
        int secondary = Math.min(upCash - primary, (primary + 1) / 2);
        for (int r = 0; r < s.n; r++) column[r] = s.held[r][up];
        int[] pay = Dividends.tablePayout(new int[] {primary, secondary}, column);
        for (int r = 0; r < s.n; r++) {
            payouts[r][up] = pay[r];
            total[r] += pay[r];
            s.cash[r] += pay[r];
            s.treasury[up] -= pay[r];
        }
        s.dividendsPaid = number;
        List<DividendPayment> list = new ArrayList<>(s.payments);
        list.add(new DividendPayment(number, s.current, s.turn, values, holdings, payouts, total));
        s.payments = List.copyOf(list);
        List<int[]> incomes = new ArrayList<>(s.companyIncome);
        incomes.add(income);
        s.companyIncome = List.copyOf(incomes);
    }

    private static final int[] NO_PLACEMENTS = new int[0];

    private void endTurn(NineteenthState s) {
        s.idleTurns = s.laidType >= 0 ? 0 : s.idleTurns + 1;
        s.turn++;
        s.current = (s.current + 1) % s.n;
        s.boughtThisTurn = 0;
        s.soldThisTurn = 0;
        s.upBoughtThisTurn = 0;
        s.upSoldThisTurn = 0;
        s.refusedThisTurn = 0;
        s.refusedPlacements = NO_PLACEMENTS;
        s.laidType = -1;
        if (options.idleRoundEnds() && s.idleTurns >= s.n) {
            s.ending = "idle-round";
            s.phase = Phase.OVER;
        } else if (options.idleRoundLimit() > 0 && s.idleTurns >= s.n * options.idleRoundLimit()) {
            s.ending = "idle-rounds";
            s.phase = Phase.OVER;
        } else if (!anyoneCanExpand(s) || !anyoneCanAct(s)) {
            s.ending = "no-expansion";
            s.phase = Phase.OVER;
        } else {
            s.phase = Phase.INVEST;
        }
    }

    // ------------------------------------------------------------------ the seam's other questions

    @Override
    public Refusal afterTurnEnd(NineteenthState now, Move step) {
        if (now.isOver()) return new Refusal(Refusal.GAME_OVER, WORDS.text("refusal.gameOver"));
        return new Refusal(Refusal.TURN_OVER, WORDS.text("nt.refusal.turnOver"));
    }

    /** The track deck of the name ("plain"), or -1. */
    private int deck(String name) {
        return board.trackTypes().indexOf(name);
    }

    @Override
    public Optional<Game.Drawn> drawn(NineteenthMove step) {
        return step instanceof Reveal v ? Optional.of(new Game.Drawn(deckName(v.deck()), v.card())) : Optional.empty();
    }

    /** The cards that can still come up from the deck in this cycle (a reshuffle deals it anew). */
    @Override
    public int deckSize(NineteenthState s, String deck) {
        int d = deck(deck);
        return d < 0 ? 0 : s.revealsLeft(d);
    }

    @Override
    public boolean knowsDeckOrder(NineteenthState s, String deck) {
        int d = deck(deck);
        return d < 0 || s.knowsNextCards(d);
    }

    @Override
    public NineteenthState withDeckOrder(NineteenthState s, String deck, List<Integer> upcoming) {
        int d = deck(deck);
        if (d < 0) throw new IllegalArgumentException("no track deck '" + deck + "'");
        return withNextCards(s, d, upcoming);
    }

    @Override
    public Game.Playout randomPlay(NineteenthSetup deal, long seed) {
        List<Move> steps = new ArrayList<>();
        NineteenthState end = RandomPlay.playOut(this, newGame(deal), new SplittableRandom(seed), this::randomStep, steps::add);
        return new Game.Playout(steps, end);
    }

    /**
     * The seeded random players' step: uniform among the legal steps, but a trade or an additional
     * investment only half the time (else the phase ends), so that random players keep some cash
     * rather than pour it all into shares and treasuries.
     */
    private NineteenthMove randomStep(NineteenthState s, RandomGenerator rng) {
        List<NineteenthMove> legal = legalMoves(s);
        NineteenthMove done = legal.get(legal.size() - 1);
        boolean trading = done instanceof Done && legal.size() > 1 && !(legal.get(0) instanceof Expand);
        if (trading && rng.nextBoolean()) return done;
        return legal.get(rng.nextInt(trading ? legal.size() - 1 : legal.size()));
    }

    @Override
    public int[] unionPacificRow(int dividend, int players) {
        // Union Pacific pays from its treasury, by no table
        return new int[0];
    }

    @Override
    public PublicView view(NineteenthState s) {
        return new NineteenthView(s);
    }

    @Override
    public List<SeriesSpec> extraSeries() {
        return NineteenthTables.series();
    }

    @Override
    public PositionFacts facts(NineteenthState s, int viewer) {
        return NineteenthFacts.of(s, viewer);
    }

    @Override
    public Optional<Game.Built> built(NineteenthMove step) {
        return step instanceof Expand e ? Optional.of(new Game.Built(e.section(), e.company())) : Optional.empty();
    }

    @Override
    public String describeOptions(int players) {
        NineteenthOptions o = options;
        List<String> parts = new ArrayList<>();
        parts.add(o.otherHalfToTreasury() ? WORDS.text("nt.summary.wholePrice") : WORDS.text("nt.summary.halfPrice"));
        parts.add(o.halfPriceSale() ? WORDS.text("nt.summary.saleHalf") : WORDS.text("nt.summary.saleFull"));
        if (!o.oneWayTrades()) parts.add(WORDS.text("nt.summary.bothWays"));
        if (!o.idleRoundEnds()) {
            parts.add(o.idleRoundLimit() == 0 ? WORDS.text("nt.summary.idleRoundGoesOn")
                    : WORDS.text("nt.summary.idleRoundLimit", o.idleRoundLimit()));
        }
        if (o.upMajorityOfAll()) parts.add(WORDS.text("nt.summary.upMajorityOfAll"));
        if (o.aceOptional()) parts.add(WORDS.text("nt.summary.aceOptional"));
        if (o.refusalBlocksPlacement()) parts.add(WORDS.text("nt.summary.refusalBlocksPlacement"));
        return String.join(", ", parts);
    }

    @Override
    public String rulesInBrief(int players) {
        NineteenthOptions o = options;
        return WORDS.text("nt.brief")
                + (o.otherHalfToTreasury() ? " · " + WORDS.text("nt.brief.wholePrice") : "")
                + (o.halfPriceSale() ? " · " + WORDS.text("nt.brief.saleHalf") : "")
                + (o.oneWayTrades() ? "" : " · " + WORDS.text("nt.brief.bothWays"))
                + (o.idleRoundEnds() ? "" : " · " + (o.idleRoundLimit() == 0 ? WORDS.text("nt.brief.idleRoundsGoOn")
                        : WORDS.text("nt.brief.idleRoundLimit", o.idleRoundLimit())))
                + (o.upMajorityOfAll() ? " · " + WORDS.text("nt.brief.upMajorityOfAll") : "")
                + (o.aceOptional() ? " · " + WORDS.text("nt.brief.aceOptional") : "")
                + (o.refusalBlocksPlacement() ? " · " + WORDS.text("nt.brief.refusalBlocksPlacement") : "");
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
