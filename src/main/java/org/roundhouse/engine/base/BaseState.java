package org.roundhouse.engine.base;

import org.roundhouse.engine.DividendPayment;
import java.util.Arrays;
import java.util.List;
import org.roundhouse.board.Board;
import org.roundhouse.engine.GameState;

/**
 * Everything on the table at one moment of a base game. Arrays of small integers, so a
 * copy is a handful of {@code clone()} calls; only {@link BaseGame} changes a state, and
 * only a fresh copy of it.
 *
 * <p>The share deck is kept as stacks of known size (share cards and dividend cards per
 * stack, as the deck recipe built them) over a pool of the share cards left in the deck.
 * When the real order is known (a generated game, or a record that wrote it down) it is
 * kept as a script that every draw must follow; otherwise any card the stacks allow may
 * come next. The track deck works the same way, without stacks.
 */
public final class BaseState implements GameState, org.roundhouse.engine.PublicView {
    final BaseGame game;
    final Board board;
    final int n;
    /** Companies including Union Pacific. */
    final int k;
    /** Track card kinds including wild. */
    final int t;

    Phase phase;
    int current;
    int turn;
    int[] cash;
    int houseCash;
    int[] hand;
    int[] played;
    int[] exchanged;
    int[] track;
    int[] pendingInitial;
    int[] sectionTrains;
    int[] placed;
    long[] reach;
    /** Per company, {@code words} longs: sections next to its network, of a type it may use, without its train. */
    long[] open;
    /** Per company, {@code words} longs: sections with its train. */
    long[] on;
    /** Sections with a free space. */
    long[] free;
    int[] display;
    int[] stackShares;
    int[] stackDividends;
    int stack;
    /** Share cards nobody has seen, by company: the deck's and those hidden in unrecorded hands. */
    int[] pool;
    int[] script;
    int scriptPos;
    int upLeft;
    int[] flushed;
    /** Track cards nobody has seen, by kind: the deck's and those hidden in unrecorded hands. */
    int[] trackDeck;
    /** Track cards in the deck. */
    int trackDeckCount;
    /** Per seat: share cards dealt but not recorded (they are in {@link #pool}). */
    int[] hiddenShares;
    /** Per seat: track cards dealt but not recorded (they are in {@link #trackDeck}). */
    int[] hiddenTrack;
    int[] trackDiscard;
    int[] trackDead;
    int[] trackScript;
    int trackScriptPos;
    int dividendsDrawn;
    int dividendsPaid;
    int pendingDividends;
    int pendingDrawnBy;
    boolean revealToHand;
    List<DividendPayment> payments;
    int lastSection = -1;
    int lastCompany = -1;

    BaseState(BaseGame game, int players) {
        this.game = game;
        this.board = game.board();
        this.n = players;
        this.k = board.companyCount() + 1;
        this.t = board.trackCardKinds();
    }

    BaseState copy() {
        BaseState c = new BaseState(game, n);
        c.phase = phase;
        c.current = current;
        c.turn = turn;
        c.cash = cash.clone();
        c.houseCash = houseCash;
        c.hand = hand.clone();
        c.played = played.clone();
        c.exchanged = exchanged.clone();
        c.track = track.clone();
        c.pendingInitial = pendingInitial.clone();
        c.sectionTrains = sectionTrains.clone();
        c.placed = placed.clone();
        c.reach = reach.clone();
        c.open = open.clone();
        c.on = on.clone();
        c.free = free.clone();
        c.display = display.clone();
        c.stackShares = stackShares.clone();
        c.stackDividends = stackDividends.clone();
        c.stack = stack;
        c.pool = pool.clone();
        c.script = script;
        c.scriptPos = scriptPos;
        c.upLeft = upLeft;
        c.flushed = flushed.clone();
        c.trackDeck = trackDeck.clone();
        c.trackDeckCount = trackDeckCount;
        c.hiddenShares = hiddenShares.clone();
        c.hiddenTrack = hiddenTrack.clone();
        c.trackDiscard = trackDiscard.clone();
        c.trackDead = trackDead.clone();
        c.trackScript = trackScript;
        c.trackScriptPos = trackScriptPos;
        c.dividendsDrawn = dividendsDrawn;
        c.dividendsPaid = dividendsPaid;
        c.pendingDividends = pendingDividends;
        c.pendingDrawnBy = pendingDrawnBy;
        c.revealToHand = revealToHand;
        c.payments = payments;
        c.lastSection = lastSection;
        c.lastCompany = lastCompany;
        return c;
    }

    // ---- GameState

    @Override
    public int players() {
        return n;
    }

    @Override
    public int currentPlayer() {
        return current;
    }

    @Override
    public boolean isChanceNode() {
        return phase == Phase.DRAW_TRACK || phase == Phase.REVEAL;
    }

    @Override
    public boolean isOver() {
        return phase == Phase.GAME_OVER;
    }

    @Override
    public boolean isSimultaneous() {
        return phase == Phase.INITIAL_INVESTMENT;
    }

    @Override
    public int cash(int player) {
        return cash[player];
    }

    // ---- public reading

    public BaseGame game() {
        return game;
    }

    public Board board() {
        return board;
    }

    public Phase phase() {
        return phase;
    }

    /** Completed turns since the first investments. */
    public int turn() {
        return turn;
    }

    /** Cash of the imaginary third player of the two-player rules. */
    public int houseCash() {
        return houseCash;
    }

    /** Shares of the company (Union Pacific = board.unionPacific()) in the player's hand. */
    public int handShares(int player, int company) {
        return hand[player * k + company];
    }

    public int handSize(int player) {
        int s = hiddenShares[player];
        for (int c = 0; c < k; c++) s += hand[player * k + c];
        return s;
    }

    /** Shares of the company the player has played face up. */
    public int playedShares(int player, int company) {
        return played[player * k + company];
    }

    public int totalPlayed(int company) {
        int s = 0;
        for (int p = 0; p < n; p++) s += played[p * k + company];
        return s;
    }

    /** Shares the player gave away for Union Pacific shares (unseen by the others). */
    public int exchangedShares(int player, int company) {
        return exchanged[player * k + company];
    }

    public int trackCards(int player, int kind) {
        return track[player * t + kind];
    }

    public int trackHandSize(int player) {
        int s = hiddenTrack[player];
        for (int c = 0; c < t; c++) s += track[player * t + c];
        return s;
    }

    /** Share cards in the seat's hand that the record does not know (dealt but not written down). */
    public int hiddenShares(int player) {
        return hiddenShares[player];
    }

    /** Track cards in the seat's hand that the record does not know. */
    public int hiddenTrackCards(int player) {
        return hiddenTrack[player];
    }

    /** The seat's first investment while it is still face down, or -1. */
    public int pendingInitial(int player) {
        return pendingInitial[player];
    }

    /** Number of trains on the section. */
    public int trainsOn(int section) {
        return sectionTrains[section] & 0xF;
    }

    /** The company of the i-th train on the section, in the order placed (start trains first). */
    public int trainOn(int section, int i) {
        return (sectionTrains[section] >>> (4 + 4 * i)) & 0xF;
    }

    public int[] companiesOn(int section) {
        int count = trainsOn(section);
        int[] r = new int[count];
        for (int i = 0; i < count; i++) r[i] = trainOn(section, i);
        return r;
    }

    public boolean runsOn(int company, int section) {
        for (int i = 0, c = trainsOn(section); i < c; i++) {
            if (trainOn(section, i) == company) return true;
        }
        return false;
    }

    public int freeSpaces(int section) {
        return board.section(section).spaces() - trainsOn(section);
    }

    /** Trains of the company on the board, the start trains included. */
    public int trainsPlaced(int company) {
        return placed[company];
    }

    public int trainsLeft(int company) {
        return board.company(company).trains() - placed[company];
    }

    /** The company's dividend value: its trains on the board plus one for the main station. */
    public int companyValue(int company) {
        return placed[company] + 1;
    }

    /** Cities joined to the company's main station by its trains, as a bit set. */
    public long reachedCities(int company) {
        return reach[company];
    }

    /**
     * The sections the company may build on next as the rules allow, whatever the cards in
     * hand: joined to its network, of a track type it may use, with a free space and without
     * its train, while it has trains left. In section order.
     */
    public int[] buildableSections(int company) {
        if (trainsLeft(company) <= 0) return new int[0];
        int words = free.length;
        int count = 0;
        for (int w = 0; w < words; w++) count += Long.bitCount(open[company * words + w] & free[w]);
        int[] sections = new int[count];
        int i = 0;
        for (int w = 0; w < words; w++) {
            long bits = open[company * words + w] & free[w];
            while (bits != 0) {
                sections[i++] = (w << 6) | Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
            }
        }
        return sections;
    }

    public boolean reaches(int company, int city) {
        return (reach[company] & (1L << city)) != 0;
    }

    /** The face-up display: company per slot, -1 for an empty slot. */
    public int[] display() {
        return display.clone();
    }

    public int displayCard(int slot) {
        return display[slot];
    }

    /** Cards (shares and dividends) left in the share deck. */
    public int deckSize() {
        int s = 0;
        for (int i = stack; i < stackShares.length; i++) s += stackShares[i] + stackDividends[i];
        return s;
    }

    /**
     * Share cards of the company still in the deck (what the all-seeing eye knows). When
     * some hands of the deal are unknown, this counts every unseen card of the company:
     * those in the deck and those that may be in the unknown hands.
     */
    public int deckShares(int company) {
        return pool[company];
    }

    public boolean knowsDeckOrder() {
        return script != null && scriptPos < script.length;
    }

    public boolean knowsTrackDeckOrder() {
        return trackScript != null && trackScriptPos < trackScript.length;
    }

    /** The remaining track deck from the top, as far as its order is known. */
    public int[] knownTrackDeck() {
        return trackScript == null ? new int[0] : Arrays.copyOfRange(trackScript, trackScriptPos, trackScript.length);
    }

    /**
     * How many cards down the next dividend card lies (0 = the top card), or -1 when the
     * deck order is not known or no dividend card is left.
     */
    public int cardsToNextDividend() {
        if (script == null) return -1;
        for (int i = scriptPos; i < script.length; i++) {
            if (script[i] == BaseMove.DIVIDEND) return i - scriptPos;
        }
        return -1;
    }

    /** The remaining deck from the top, when its order is known. */
    public int[] knownDeck() {
        return script == null ? new int[0] : Arrays.copyOfRange(script, scriptPos, script.length);
    }

    public int unionPacificLeft() {
        return upLeft;
    }

    /** Shares removed with four of a kind in the display. */
    public int flushedShares(int company) {
        return flushed[company];
    }

    public int trackDeckSize() {
        return trackDeckCount;
    }

    /** Track cards of the kind in the deck; with unknown hands, every unseen card of the kind. */
    public int trackDeckCards(int kind) {
        return trackDeck[kind];
    }

    public int trackDiscards(int kind) {
        return trackDiscard[kind];
    }

    /** Track cards removed from the game under the dead-card rule. */
    public int trackRemoved(int kind) {
        return trackDead[kind];
    }

    public int dividendsDrawn() {
        return dividendsDrawn;
    }

    public int dividendsPaid() {
        return dividendsPaid;
    }

    public List<DividendPayment> payments() {
        return payments;
    }

    /** The section of the last build, or -1. */
    public int lastBuildSection() {
        return lastSection;
    }

    public int lastBuildCompany() {
        return lastCompany;
    }

    /** Recipients of the final standings: the seats, plus the house when the two-player rules apply. */
    public boolean hasHouse() {
        return game.houseIn(this);
    }

    /** Final ranking: seats (and {@code players()} for the house) from most to least cash. */
    public int[] ranking() {
        int r = n + (hasHouse() ? 1 : 0);
        Integer[] order = new Integer[r];
        for (int i = 0; i < r; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> Integer.compare(cashOf(b), cashOf(a)));
        return Arrays.stream(order).mapToInt(Integer::intValue).toArray();
    }

    /** Cash of a recipient: a seat, or {@code players()} for the house. */
    public int cashOf(int recipient) {
        return recipient == n ? houseCash : cash[recipient];
    }

    /** The seats (and house) with the most cash; more than one on a tie. */
    @Override
    public int[] winners() {
        return GameState.super.winners();
    }

    /** The state as the player knows it. */
    public PlayerView viewFor(int player) {
        return new PlayerView(this, player);
    }

    @Override
    public String toString() {
        return "BaseState[turn " + turn + ", " + phase + ", seat " + current + ", cash " + Arrays.toString(cash) + "]";
    }
}
