package org.roundhouse.engine.nineteenth;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.List;
import org.roundhouse.board.Board;
import org.roundhouse.engine.DividendPayment;
import org.roundhouse.engine.GameState;

/**
 * A position of the nineteenth-century variant: the players' cash and shares, each company's
 * treasury and the shares left in its own deck, the bank's shares, Union Pacific's holdings,
 * the trains on the map, and the four face-up track decks. Amounts are in $ millions.
 * Immutable from the outside: {@link NineteenthCentury#apply} changes a copy.
 */
public final class NineteenthState implements GameState {
    enum Phase { OPENING, INVEST, EXPAND, APPROVAL, FLIP, REVEAL, ADDITIONAL, OVER }

    /** No card shows on the deck (it ran out). */
    static final int NONE = -1;

    final NineteenthCentury game;
    final int n;
    final int k;
    int[] cash;
    /** [company] cash of the company itself, Union Pacific included. */
    int[] treasury;
    /** What the bank has paid into play less what it took back: players' cash plus treasuries. */
    int bank;
    /** [company] shares still in the company's own deck. */
    int[] inCompany;
    /** [company] shares sold to the bank. */
    int[] inBank;
    /** [seat][company] shares a player owns. */
    int[][] held;
    /** [company] shares Union Pacific owns (never its own). */
    int[] upHeld;

    /** [company] trains on the map (starting trains included). */
    int[] placed;
    /** [section] the companies of its trains, in the order they were laid; a section's array is replaced, never changed in place, so copies share it. */
    int[][] onSection;
    /** [company] cities its network reaches, as a bit set. */
    long[] reach;

    // ---- the track decks, one per track type
    /** [deck] the face-up card: {@link NineteenthMove#TRACK}, {@link NineteenthMove#ACE} or {@link #NONE}. */
    int[] top;
    /** [deck] track cards under the top card (not counting a dividend card). */
    int[] tracksUnder;
    /** [deck] "A" cards under the top card. */
    int[] acesUnder;
    /** [deck] track cards and "A" cards in its discard pile. */
    int[] discardTracks;
    int[] discardAces;
    /** [deck] the deck may still hold one of the cycle's dividend cards. */
    boolean[] candidate;
    /** [deck] cards under the top card when the cycle's top card was turned up (for the chances of a dividend). */
    int[] underAtStart;
    /** Dividend cards of the current cycle not yet turned up. */
    int dividendsLeft;
    /** The cycle: 1 while the four first dividend cards are in the decks, up to 4 (one card). */
    int cycle;
    /** The known order under each top card (null where unknown), from {@link #scriptAt}. */
    int[][] script;
    int[] scriptAt;
    /**
     * Where the deal does not know the orders: per deck, the next cards a record's main line showed
     * (null where nothing is known), from {@link #knownAt}; forgotten at a reshuffle or a different card.
     */
    int[][] known;
    int[] knownAt;
    /** Decks whose new top card is still to be turned up after a reshuffle, in order. */
    int revealQueue;
    /** The deck the current reveal is of. */
    int revealDeck;
    /** The deal's deck orders for every cycle, or null where unknown. */
    List<List<List<Integer>>> orders;

    // ---- the turn
    Phase phase;
    int current;
    int turn;
    /** Company and section of the expansion being decided. */
    int pendingCompany = -1;
    int pendingSection = -1;
    /** Shares of the company counted for the expansion so far (the player's and the approving seats'). */
    int pendingWeight;
    /** Seats asked so far for the pending expansion, as a bit set. */
    int asked;
    /** The seat answering now. */
    int answering = -1;
    /** Companies whose expansion was refused this turn, as a bit set. */
    int refusedThisTurn;
    /**
     * Trains refused this turn where a refusal blocks only the placement, each as company * sections + section;
     * replaced, never changed in place, so copies share it.
     */
    int[] refusedPlacements = new int[0];
    /** Companies the player (and Union Pacific) bought or sold this turn, as bit sets. */
    int boughtThisTurn;
    int soldThisTurn;
    int upBoughtThisTurn;
    int upSoldThisTurn;
    /** The track deck the train was laid on, for the flip. */
    int laidType = -1;
    /** Turns in a row that ended without a train. */
    int idleTurns;

    int dividendsDrawn;
    int dividendsPaid;
    List<DividendPayment> payments = List.of();
    /** Per scoring round: what each company's treasury received (Union Pacific last, its takings included). */
    List<int[]> companyIncome = List.of();
    /** Why the game ended: "", "last-dividend", "no-expansion", "idle-round" (one round without a train
     * under IdleRoundEnds), "idle-rounds" (the limit of rounds in a row without a train). */
    String ending = "";

    NineteenthState(NineteenthCentury game, int n) {
        this.game = game;
        this.n = n;
        this.k = game.board().companyCount() + 1;
    }

    NineteenthState copy() {
        NineteenthState s = new NineteenthState(game, n);
        s.cash = cash.clone();
        s.treasury = treasury.clone();
        s.inCompany = inCompany.clone();
        s.inBank = inBank.clone();
        s.held = deep(held);
        s.upHeld = upHeld.clone();
        s.placed = placed.clone();
        s.onSection = onSection.clone();
        s.reach = reach.clone();
        s.top = top.clone();
        s.tracksUnder = tracksUnder.clone();
        s.acesUnder = acesUnder.clone();
        s.discardTracks = discardTracks.clone();
        s.discardAces = discardAces.clone();
        s.candidate = candidate.clone();
        s.underAtStart = underAtStart.clone();
        s.script = script == null ? null : script.clone();
        s.scriptAt = scriptAt == null ? null : scriptAt.clone();
        s.known = known == null ? null : known.clone();
        s.knownAt = knownAt == null ? null : knownAt.clone();
        s.takeFigures(this);
        return s;
    }

    /**
     * Makes this position {@code o}'s equal, field by field as {@link #copy} makes one, in this
     * position's own arrays: a scratch position a bot tries steps on in place, set back before
     * each step instead of copied anew ({@link NineteenthHeuristicBot}). Both positions must be of
     * the same game and seats.
     */
    void setTo(NineteenthState o) {
        if (o.game != game || o.n != n) throw new IllegalArgumentException("a position of another game or table");
        System.arraycopy(o.cash, 0, cash, 0, n);
        System.arraycopy(o.treasury, 0, treasury, 0, k);
        System.arraycopy(o.inCompany, 0, inCompany, 0, k);
        System.arraycopy(o.inBank, 0, inBank, 0, k);
        for (int q = 0; q < n; q++) System.arraycopy(o.held[q], 0, held[q], 0, k);
        System.arraycopy(o.upHeld, 0, upHeld, 0, k);
        System.arraycopy(o.placed, 0, placed, 0, placed.length);
        System.arraycopy(o.onSection, 0, onSection, 0, onSection.length);
        System.arraycopy(o.reach, 0, reach, 0, reach.length);
        System.arraycopy(o.top, 0, top, 0, top.length);
        System.arraycopy(o.tracksUnder, 0, tracksUnder, 0, tracksUnder.length);
        System.arraycopy(o.acesUnder, 0, acesUnder, 0, acesUnder.length);
        System.arraycopy(o.discardTracks, 0, discardTracks, 0, discardTracks.length);
        System.arraycopy(o.discardAces, 0, discardAces, 0, discardAces.length);
        System.arraycopy(o.candidate, 0, candidate, 0, candidate.length);
        System.arraycopy(o.underAtStart, 0, underAtStart, 0, underAtStart.length);
        script = setTo(script, o.script);
        scriptAt = setTo(scriptAt, o.scriptAt);
        known = setTo(known, o.known);
        knownAt = setTo(knownAt, o.knownAt);
        takeFigures(o);
    }

    /** {@code o}'s figures that are not arrays of this position's own (copy and setTo take the arrays each their way). */
    private void takeFigures(NineteenthState o) {
        bank = o.bank;
        dividendsLeft = o.dividendsLeft;
        cycle = o.cycle;
        revealQueue = o.revealQueue;
        revealDeck = o.revealDeck;
        orders = o.orders;
        phase = o.phase;
        current = o.current;
        turn = o.turn;
        pendingCompany = o.pendingCompany;
        pendingSection = o.pendingSection;
        pendingWeight = o.pendingWeight;
        asked = o.asked;
        answering = o.answering;
        refusedThisTurn = o.refusedThisTurn;
        refusedPlacements = o.refusedPlacements;
        boughtThisTurn = o.boughtThisTurn;
        soldThisTurn = o.soldThisTurn;
        upBoughtThisTurn = o.upBoughtThisTurn;
        upSoldThisTurn = o.upSoldThisTurn;
        laidType = o.laidType;
        idleTurns = o.idleTurns;
        dividendsDrawn = o.dividendsDrawn;
        dividendsPaid = o.dividendsPaid;
        payments = o.payments;
        companyIncome = o.companyIncome;
        ending = o.ending;
    }

    /** {@code from}'s contents in {@code into} where it has the room, else a copy of {@code from}; null for null. */
    private static int[] setTo(int[] into, int[] from) {
        if (from == null) return null;
        if (into == null || into.length != from.length) return from.clone();
        System.arraycopy(from, 0, into, 0, from.length);
        return into;
    }

    /** As {@link #setTo(int[], int[])} for an array of rows shared as {@link #copy} shares them. */
    private static int[][] setTo(int[][] into, int[][] from) {
        if (from == null) return null;
        if (into == null || into.length != from.length) return from.clone();
        System.arraycopy(from, 0, into, 0, from.length);
        return into;
    }

    private static int[][] deep(int[][] a) {
        int[][] r = new int[a.length][];
        for (int i = 0; i < a.length; i++) r[i] = a[i].clone();
        return r;
    }

    public Board board() {
        return game.board();
    }

    public NineteenthCentury game() {
        return game;
    }

    @Override
    public int players() {
        return n;
    }

    @Override
    public int currentPlayer() {
        return phase == Phase.APPROVAL ? answering : current;
    }

    /** The seat whose turn it is (while another seat answers a proposal too). */
    public int activePlayer() {
        return current;
    }

    /** The seat asked to approve the proposed expansion, or -1. */
    public int answeringSeat() {
        return phase == Phase.APPROVAL ? answering : -1;
    }

    @Override
    public boolean isSimultaneous() {
        return phase == Phase.OPENING;
    }

    @Override
    public boolean isChanceNode() {
        return phase == Phase.REVEAL;
    }

    @Override
    public boolean isOver() {
        return phase == Phase.OVER;
    }

    @Override
    public int turn() {
        return turn;
    }

    @Override
    public int cash(int player) {
        return cash[player];
    }

    @Override
    public int dividendsDrawn() {
        return dividendsDrawn;
    }

    public int dividendsPaid() {
        return dividendsPaid;
    }

    public List<DividendPayment> payments() {
        return payments;
    }

    /** Per scoring round, what each company's treasury received (Union Pacific last); a copy. */
    public List<int[]> companyIncome() {
        List<int[]> r = new ArrayList<>();
        for (int[] a : companyIncome) r.add(a.clone());
        return r;
    }

    /** The company's own cash (Union Pacific included), $M. */
    public int treasury(int company) {
        return treasury[company];
    }

    /** What the bank has put into play less what it took back: every seat's cash plus every treasury, when money is conserved. */
    public int bankNet() {
        return bank;
    }

    public int sharesInCompany(int company) {
        return inCompany[company];
    }

    public int sharesInBank(int company) {
        return inBank[company];
    }

    public int shares(int seat, int company) {
        return held[seat][company];
    }

    /** Shares of the company Union Pacific owns. */
    public int unionPacificShares(int company) {
        return upHeld[company];
    }

    /** Shares owned by players, plus Union Pacific's for the other companies. */
    public int purchased(int company) {
        int t = upHeld[company];
        for (int[] h : held) t += h[company];
        return t;
    }

    /** Shares of the company owned by players. */
    public int ownedByPlayers(int company) {
        int t = 0;
        for (int[] h : held) t += h[company];
        return t;
    }

    public int trains(int company) {
        return company < placed.length ? placed[company] : 0;
    }

    public int trainsLeft(int company) {
        return company < placed.length ? game.board().company(company).trains() - placed[company] : 0;
    }

    /** True while the company's token still lies beside its treasury (it is laid as the company's last train). */
    public boolean tokenBesideTreasury(int company) {
        return trainsLeft(company) > 0;
    }

    /** What one share of the company costs now, $M. */
    public int price(int company) {
        return game.price(this, company);
    }

    /** The seat that controls Union Pacific (more than half its purchased shares), or -1. */
    public int unionPacificController() {
        return game.upController(this);
    }

    public int trainsOn(int section) {
        return onSection[section].length;
    }

    public int trainOn(int section, int i) {
        return onSection[section][i];
    }

    public boolean runsOn(int company, int section) {
        for (int c : onSection[section]) if (c == company) return true;
        return false;
    }

    public boolean reaches(int company, int city) {
        return (reach[company] & (1L << city)) != 0;
    }

    public int decks() {
        return top.length;
    }

    /** The face-up card of the deck: {@link NineteenthMove#TRACK}, {@link NineteenthMove#ACE}, or -1 when it ran out. */
    public int topCard(int deck) {
        return top[deck];
    }

    /** Cards in the deck, the face-up one included, not counting a dividend card still in it. */
    public int deckSize(int deck) {
        return (top[deck] == NONE ? 0 : 1) + tracksUnder[deck] + acesUnder[deck];
    }

    public int discards(int deck) {
        return discardTracks[deck] + discardAces[deck];
    }

    public int discardedAces(int deck) {
        return discardAces[deck];
    }

    /** True while the deck may still hold a dividend card of this cycle. */
    public boolean mayHoldDividend(int deck) {
        return candidate[deck];
    }

    public int cycle() {
        return cycle;
    }

    /** Dividend cards of the current cycle still in the decks. */
    public int dividendsLeftInCycle() {
        return dividendsLeft;
    }

    public boolean knowsDeckOrders() {
        return script != null;
    }

    /** True when the next cards of the deck are known: from the deal, or from a record's main line. */
    public boolean knowsNextCards(int deck) {
        return script != null || known != null && known[deck] != null && knownAt[deck] < known[deck].length;
    }

    /** The cards that can still come up from the deck in this cycle: those under its top card, and a dividend card it may hold (or the news that it holds none). */
    public int revealsLeft(int deck) {
        return tracksUnder[deck] + acesUnder[deck] + (candidate[deck] ? 1 : 0);
    }

    /** The company and section proposed while the other seats answer, else -1. */
    public int proposedCompany() {
        return phase == Phase.APPROVAL ? pendingCompany : -1;
    }

    public int proposedSection() {
        return phase == Phase.APPROVAL ? pendingSection : -1;
    }

    /** "last-dividend", "no-expansion", "idle-round", "idle-rounds", or "" while the game goes on. */
    public String ending() {
        return ending;
    }

    /** What the rules expect next, in words. */
    public String phaseName() {
        return switch (phase) {
            case OPENING -> WORDS.text("nt.phase.opening");
            case INVEST -> WORDS.text("nt.phase.invest");
            case EXPAND -> WORDS.text("nt.phase.expand");
            case APPROVAL -> WORDS.text("nt.phase.approval");
            case FLIP -> WORDS.text("nt.phase.flip");
            case REVEAL -> WORDS.text("nt.phase.reveal");
            case ADDITIONAL -> WORDS.text("nt.phase.additional");
            case OVER -> WORDS.text("nt.phase.over");
        };
    }

    @Override
    public String toString() {
        return "nineteenth-century turn " + turn + " " + phase + " seat " + currentPlayer();
    }
}
