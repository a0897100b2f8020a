package org.roundhouse.engine.upfortwo;

import java.util.Arrays;
import java.util.List;
import org.roundhouse.board.Board;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.DividendPayment;

/**
 * Everything on the table at one moment of "Union Pacific for two". The part the variant
 * shares with the base game (the map, track cards, hands, played shares, the main deck's
 * stacks, the display, cash) is a {@link BaseState}; the rest is a few small arrays: the
 * personal decks, the markers, the cards removed by markers and the traded cards under the
 * main deck. Only {@link UpForTwo} changes a state, and only a fresh copy of it.
 */
public final class UpForTwoState implements GameState {
    final UpForTwo game;
    BaseState table;
    UpForTwoPhase phase;
    /** The leftmost {@code marked} cards of the display carry a marker (markers always sit on the oldest cards). */
    int marked;
    /** Per seat and company: cards left in the seat's personal deck. */
    int[] personal;
    /** Per seat: the personal deck's order from the top when known, else null; never changed, read from {@link #personalPos}. */
    int[][] personalScript;
    int[] personalPos;
    /** Per company: cards removed from the game because all four face-up cards were marked. */
    int[] removed;
    /** The traded cards under the main deck, top first, as {@code seat * 16 + company}. */
    int[] traded;
    /** Track cards the seat still draws this turn. */
    int trackDraws;
    /** The current main-deck draw is for the seat's hand (otherwise it refills the display). */
    boolean toHand;
    /** A blind draw is under way: a marker is placed once its card is in hand. */
    boolean markPending;
    /** The card now being dealt to the right of the display replaces one removed by markers, and is marked. */
    boolean markReplacement;
    int pendingDividends;
    int pendingDrawnBy;

    UpForTwoState(UpForTwo game) {
        this.game = game;
    }

    UpForTwoState copy() {
        return copy(game.table().copy(table));
    }

    /** A copy of this state on the given table (a fresh one the caller owns). */
    UpForTwoState copy(BaseState onTable) {
        UpForTwoState c = new UpForTwoState(game);
        c.table = onTable;
        c.phase = phase;
        c.marked = marked;
        c.personal = personal.clone();
        c.personalScript = personalScript;
        c.personalPos = personalPos.clone();
        c.removed = removed.clone();
        c.traded = traded;
        c.trackDraws = trackDraws;
        c.toHand = toHand;
        c.markPending = markPending;
        c.markReplacement = markReplacement;
        c.pendingDividends = pendingDividends;
        c.pendingDrawnBy = pendingDrawnBy;
        return c;
    }

    // ---- GameState

    @Override
    public int players() {
        return table.players();
    }

    @Override
    public int currentPlayer() {
        return table.currentPlayer();
    }

    @Override
    public boolean isChanceNode() {
        return phase == UpForTwoPhase.DRAW_TRACK || phase == UpForTwoPhase.REVEAL || phase == UpForTwoPhase.PERSONAL_REVEAL;
    }

    @Override
    public boolean isOver() {
        return phase == UpForTwoPhase.GAME_OVER;
    }

    @Override
    public boolean isSimultaneous() {
        return phase == UpForTwoPhase.INITIAL_INVESTMENT;
    }

    @Override
    public int cash(int player) {
        return table.cash(player);
    }

    // ---- reading

    public UpForTwo game() {
        return game;
    }

    public Board board() {
        return table.board();
    }

    /**
     * The part shared with the base game, for reading: the map, track cards, hands, played
     * shares, the display ({@link BaseState#display()}, oldest card first), the main deck's
     * stacks (its {@code deckSize} leaves out the traded cards under it), flushed and
     * exchanged (traded) shares, dividends paid.
     */
    public BaseState table() {
        return table;
    }

    public UpForTwoPhase phase() {
        return phase;
    }

    /** Completed turns since the first investments. */
    public int turn() {
        return table.turn();
    }

    /** The face-up shares, oldest (leftmost) first; -1 for an empty slot, always on the right. */
    public int[] display() {
        return table.display();
    }

    public int displaySize() {
        int d = 0;
        for (int c : table.display()) if (c >= 0) d++;
        return d;
    }

    /** Number of face-up cards carrying a marker: always the oldest ones. */
    public int markers() {
        return marked;
    }

    public boolean isMarked(int slot) {
        return slot < marked;
    }

    public int handShares(int player, int company) {
        return table.handShares(player, company);
    }

    public int playedShares(int player, int company) {
        return table.playedShares(player, company);
    }

    public int trackCards(int player, int kind) {
        return table.trackCards(player, kind);
    }

    /** Cards of the company left in the seat's personal deck (0 or 1). */
    public int personalShares(int player, int company) {
        return personal[player * board().companyCount() + company];
    }

    public int personalDeckSize(int player) {
        int s = 0;
        int cc = board().companyCount();
        for (int c = 0; c < cc; c++) s += personal[player * cc + c];
        return s;
    }

    public boolean knowsPersonalDeckOrder(int player) {
        return personalScript[player] != null && personalPos[player] < personalScript[player].length;
    }

    /** Cards removed from the game because all four face-up cards were marked. */
    public int removedByMarkers(int company) {
        return removed[company];
    }

    /** Shares the seat traded for Union Pacific shares that still lie under the main deck. */
    public int tradedShares(int player, int company) {
        return table.exchangedShares(player, company);
    }

    /** The traded cards under the main deck, top first, each as {seat, company}. */
    public List<int[]> tradedUnderDeck() {
        return Arrays.stream(traded).mapToObj(x -> new int[] {x >> 4, x & 15}).toList();
    }

    /** Cards left in the main deck: its stacks and the traded cards under them. */
    public int mainDeckSize() {
        return table.deckSize() + traded.length;
    }

    public int unionPacificLeft() {
        return table.unionPacificLeft();
    }

    public int dividendsPaid() {
        return table.dividendsPaid();
    }

    public int dividendsDrawn() {
        return table.dividendsDrawn();
    }

    public List<DividendPayment> payments() {
        return table.payments();
    }

    /** What the house was paid in all; the house scores but does not compete. */
    public int houseCash() {
        return table.houseCash();
    }

    /** The state as the seat knows it. */
    public UpForTwoView viewFor(int player) {
        return new UpForTwoView(this, player);
    }

    @Override
    public String toString() {
        return "UpForTwoState[turn " + turn() + ", " + phase + ", seat " + currentPlayer() + ", cash "
                + cash(0) + "/" + cash(1) + ", markers " + marked + "]";
    }
}
