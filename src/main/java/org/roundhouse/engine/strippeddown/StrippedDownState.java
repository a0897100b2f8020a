package org.roundhouse.engine.strippeddown;

import java.util.ArrayList;
import java.util.List;
import org.roundhouse.board.Board;
import org.roundhouse.engine.DividendPayment;
import org.roundhouse.engine.GameState;

/**
 * A position of the stripped-down variant: the company rows, hands, shares laid, the four
 * face-up piles with their UP bribes, and the draw deck as its segments (the extra cards and
 * the piles of six with a marker, from the top) over a pool of the share cards still in it.
 * When the order is known (a generated deal), the script says the next cards. Immutable from
 * the outside: {@link StrippedDown#apply} changes a copy.
 */
public final class StrippedDownState implements GameState {
    /** What the position waits for: the first investments, a building turn's steps in order, or nothing. */
    public enum Phase { INITIAL, ACTION, TAKE, DRAW, BRIBE, OVER }

    final StrippedDown game;
    final int n;
    int[][] hand;
    int[][] played;
    int[] cash;
    int[] trains;
    int[] display;
    int[] bribes;
    /** Cards left in each segment of the deck, top segment first. */
    int[] segments;
    /** Whether the segment still holds its scoring marker. */
    boolean[] segmentMarker;
    /** Share cards in the deck per company. */
    int[] pool;
    /** Share cards removed from the game as four of a kind in the display (option {@code FourOfAKind}). */
    int[] removed;
    /** The known next cards, from {@link #scriptAt}; null when unknown. */
    int[] script;
    int scriptAt;
    Phase phase;
    int current;
    /** The seat that takes the first building turn. */
    int first;
    int turn;
    int[] pendingInitial;
    /** The card being drawn goes to the hand (after a take from the top), else to {@link #drawSlot}. */
    boolean drawToHand;
    int drawSlot;
    int scoringsPending;
    int pendingDrawnBy;
    int dividendsDrawn;
    int dividendsPaid;
    List<DividendPayment> payments = List.of();
    /** Union Pacific shares taken from the unlimited supply so far (dealt and laid as bribes). */
    int upIssued;
    /**
     * In a seat's redaction ({@link StrippedDownHidden}): per seat, the company shares in its hand
     * that the seat cannot see, counted in {@link #pool} instead; null in a real position.
     */
    int[] hiddenCards;

    StrippedDownState(StrippedDown game, int n) {
        this.game = game;
        this.n = n;
    }

    StrippedDownState copy() {
        StrippedDownState s = new StrippedDownState(game, n);
        s.hand = deep(hand);
        s.played = deep(played);
        s.cash = cash.clone();
        s.trains = trains.clone();
        s.display = display.clone();
        s.bribes = bribes.clone();
        s.segments = segments.clone();
        s.segmentMarker = segmentMarker.clone();
        s.pool = pool.clone();
        s.removed = removed.clone();
        s.script = script;
        s.scriptAt = scriptAt;
        s.phase = phase;
        s.current = current;
        s.first = first;
        s.turn = turn;
        s.pendingInitial = pendingInitial.clone();
        s.drawToHand = drawToHand;
        s.drawSlot = drawSlot;
        s.scoringsPending = scoringsPending;
        s.pendingDrawnBy = pendingDrawnBy;
        s.dividendsDrawn = dividendsDrawn;
        s.dividendsPaid = dividendsPaid;
        s.payments = payments;
        s.upIssued = upIssued;
        s.hiddenCards = hiddenCards == null ? null : hiddenCards.clone();
        return s;
    }

    private static int[][] deep(int[][] a) {
        int[][] r = new int[a.length][];
        for (int i = 0; i < a.length; i++) r[i] = a[i].clone();
        return r;
    }

    public Board board() {
        return game.board();
    }

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
        return phase == Phase.DRAW;
    }

    @Override
    public boolean isOver() {
        return phase == Phase.OVER;
    }

    @Override
    public boolean isSimultaneous() {
        return phase == Phase.INITIAL;
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

    public int turn() {
        return turn;
    }

    /** Trains in the company's row: its value. */
    public int trains(int company) {
        return company == game.board().unionPacific() ? 0 : trains[company];
    }

    public int handShares(int seat, int company) {
        return hand[seat][company];
    }

    public int handSize(int seat) {
        int t = hiddenCards == null ? 0 : hiddenCards[seat];
        for (int c : hand[seat]) t += c;
        return t;
    }

    public int playedShares(int seat, int company) {
        return played[seat][company];
    }

    public int totalPlayed(int company) {
        int t = 0;
        for (int[] p : played) t += p[company];
        return t;
    }

    public Phase phase() {
        return phase;
    }

    /** At a draw: true when the card goes to the hand (the deck's top was taken), false when it refills {@link #drawSlot()}. */
    public boolean drawsToHand() {
        return drawToHand;
    }

    /** At a refill: the slot (0 to 3) the card comes into. */
    public int drawSlot() {
        return drawSlot;
    }

    /** The face-up share of each pile, -1 for none. */
    public int[] display() {
        return display.clone();
    }

    /** Union Pacific shares lying on the pile in the slot. */
    public int bribes(int slot) {
        return bribes[slot];
    }

    public int deckSize() {
        int t = 0;
        for (int x : segments) t += x;
        return t;
    }

    public int deckShares(int company) {
        return pool[company];
    }

    /** Shares of the company removed as four of a kind in the display. */
    public int removedFourOfAKind(int company) {
        return removed[company];
    }

    public boolean knowsDeckOrder() {
        return script != null;
    }

    /** Cards above the next scoring marker (0 = the top card), or -1 when the order is unknown or none is left. */
    public int cardsToNextMarker() {
        if (script == null) return -1;
        for (int i = scriptAt; i < script.length; i++) if (script[i] == StrippedDownMove.MARKER) return i - scriptAt;
        return -1;
    }

    public int unionPacificIssued() {
        return upIssued;
    }

    /** The seat's first investment while the seats choose, -1 before it chose. */
    public int pendingInitial(int seat) {
        return pendingInitial[seat];
    }

    @Override
    public String toString() {
        return "stripped-down turn " + turn + " " + phase + " seat " + current;
    }
}
