package org.roundhouse.ui.doc;

import java.util.Arrays;
import java.util.List;

import org.roundhouse.board.Board;
import org.roundhouse.engine.Dividends;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.DividendPayment;
import org.roundhouse.engine.base.PlayerView;

/**
 * The numbers the workbench panels show for one position, as one viewer knows them: the
 * all-seeing eye ({@link #ALL_SEEING}) or one seat. Hidden facts are {@code null} (arrays)
 * or {@link #UNKNOWN}: what a seat may not know is read through its {@link PlayerView}
 * only, so a player's-eye view cannot leak the others' hands or the deck order.
 *
 * <p>Immutable; built in well under a millisecond.
 */
public final class PositionFacts {
    public static final int ALL_SEEING = -1;
    /** A number the viewer does not know. */
    public static final int UNKNOWN = Integer.MIN_VALUE;

    /** The viewer: a seat, or {@link #ALL_SEEING}. */
    public final int viewer;
    public final Board board;
    public final int players;
    /** Companies including Union Pacific (the last). */
    public final int companies;
    public final int unionPacific;
    /** True while every seat decides at once (the first investments): nobody in particular is to move. */
    public final boolean simultaneous;
    public final int currentPlayer;
    public final int turn;
    public final boolean over;

    // ---- players
    public final int[] cash;
    public final int[] handSize;
    public final int[] trackHandSize;
    /** [seat][company] shares played face up. */
    public final int[][] played;
    /** [seat][company] shares in hand, or a null row where hidden. */
    public final int[][] hand;
    /** [seat][track kind] track cards in hand, or a null row where hidden. */
    public final int[][] track;
    /** [seat] the face-down first investment, -1 for none, {@link #UNKNOWN} where hidden. */
    public final int[] pendingInitial;

    // ---- companies (index space including Union Pacific)
    public final int[] value;
    public final int[] trainsPlaced;
    public final int[] trainsLeft;
    public final int[] sharesPlayed;
    /** Share cards of the company left in the deck; all-seeing only (null otherwise). */
    public final int[] sharesInDeck;
    /** Shares of the company the viewer has not seen; a seat's view only (null when all-seeing). */
    public final int[] sharesUnseen;
    /** [company] seats holding the most shares (empty when nobody holds any). */
    public final int[][] primary;
    /** [company] seats holding the second most (empty when there is no secondary). */
    public final int[][] secondary;
    /** [company] sections the company could build on next (track type, free space, next to its network). */
    public final int[][] reachable;

    // ---- decks
    public final int deckSize;
    public final int[] display;
    public final int unionPacificLeft;
    public final int dividendCards;
    public final int lastDividend;
    public final int dividendsDrawn;
    public final int dividendsPaid;
    /** Cards above the next dividend card (0 = the top card); all-seeing only; -1 when not known. */
    public final int cardsToNextDividend;
    public final int trackDeckSize;
    public final int[] trackDiscards;
    public final List<DividendPayment> payments;
    /** Per seat whose hand the viewer sees: share cards in it that the record does not know (a hand left at ?). */
    public final int[] unknownShares;
    /** Per seat whose hand the viewer sees: track cards in it that the record does not know. */
    public final int[] unknownTrack;
    /**
     * Share cards in all hands that the record does not know. While any are, {@link #sharesInDeck}
     * counts, per company, the cards in the deck or in those hands.
     */
    public final int unknownInHands;
    /** True when the two-player rules' imaginary third player ("the house") takes part. */
    public final boolean house;
    /** The house's cash: nothing until it is paid at the last dividend. */
    public final int houseCash;
    /** What Union Pacific pays by place at the last dividend (the two-player rules' option chooses the row). */
    public final int[] lastUnionPacificRow;
    /** The row of the Union Pacific table that pays the last dividend, 1 to 4. */
    public final int lastUnionPacificRowNumber;

    private PositionFacts(BaseState s, int viewer) {
        if (viewer != ALL_SEEING && (viewer < 0 || viewer >= s.players())) {
            throw new IllegalArgumentException("no seat " + viewer);
        }
        PlayerView v = viewer == ALL_SEEING ? null : s.viewFor(viewer);
        this.viewer = viewer;
        this.board = s.board();
        this.players = s.players();
        this.unionPacific = board.unionPacific();
        this.companies = board.companyCount() + 1;
        this.simultaneous = s.isSimultaneous();
        this.currentPlayer = s.currentPlayer();
        this.turn = s.turn();
        this.over = s.isOver();
        int n = players;
        int k = companies;
        int kinds = board.trackCardKinds();

        cash = new int[n];
        handSize = new int[n];
        trackHandSize = new int[n];
        played = new int[n][k];
        hand = new int[n][];
        track = new int[n][];
        pendingInitial = new int[n];
        for (int p = 0; p < n; p++) {
            cash[p] = s.cash(p);
            handSize[p] = s.handSize(p);
            trackHandSize[p] = s.trackHandSize(p);
            for (int c = 0; c < k; c++) played[p][c] = s.playedShares(p, c);
            boolean sees = v == null || p == viewer;
            if (sees) {
                hand[p] = new int[k];
                track[p] = new int[kinds];
                for (int c = 0; c < k; c++) hand[p][c] = v == null ? s.handShares(p, c) : v.myHandShares(c);
                for (int t = 0; t < kinds; t++) track[p][t] = v == null ? s.trackCards(p, t) : v.myTrackCards(t);
                pendingInitial[p] = v == null ? s.pendingInitial(p) : v.myPendingInitial();
            } else {
                pendingInitial[p] = v.hasChosenInitial(p) ? UNKNOWN : -1;
            }
        }

        value = new int[k];
        trainsPlaced = new int[k];
        trainsLeft = new int[k];
        sharesPlayed = new int[k];
        sharesInDeck = v == null ? new int[k] : null;
        sharesUnseen = v == null ? null : new int[k];
        primary = new int[k][];
        secondary = new int[k][];
        reachable = new int[k][];
        for (int c = 0; c < k; c++) {
            boolean up = c == unionPacific;
            value[c] = up ? 0 : s.companyValue(c);
            trainsPlaced[c] = up ? 0 : s.trainsPlaced(c);
            trainsLeft[c] = up ? 0 : s.trainsLeft(c);
            sharesPlayed[c] = s.totalPlayed(c);
            if (v == null) sharesInDeck[c] = up ? 0 : s.deckShares(c);
            else sharesUnseen[c] = v.unseenShares(c);
            int[] holdings = new int[n];
            for (int p = 0; p < n; p++) holdings[p] = played[p][c];
            int[][] ranks = majorities(holdings);
            primary[c] = ranks[0];
            secondary[c] = ranks[1];
            reachable[c] = up ? new int[0] : s.buildableSections(c);
        }

        deckSize = s.deckSize();
        display = s.display();
        unionPacificLeft = s.unionPacificLeft();
        dividendCards = board.dividendCards();
        lastDividend = s.game().lastDividend(n);
        dividendsDrawn = s.dividendsDrawn();
        dividendsPaid = s.dividendsPaid();
        cardsToNextDividend = v == null ? s.cardsToNextDividend() : -1;
        trackDeckSize = s.trackDeckSize();
        trackDiscards = new int[kinds];
        for (int t = 0; t < kinds; t++) trackDiscards[t] = s.trackDiscards(t);
        payments = s.payments();
        unknownShares = new int[n];
        unknownTrack = new int[n];
        int unknown = 0;
        for (int p = 0; p < n; p++) {
            unknown += s.hiddenShares(p);
            if (hand[p] != null) {
                unknownShares[p] = s.hiddenShares(p);
                unknownTrack[p] = s.hiddenTrackCards(p);
            }
        }
        unknownInHands = unknown;
        house = n == 2 && s.game().options().twoPlayerRules();
        houseCash = s.houseCash();
        lastUnionPacificRow = s.game().unionPacificRow(lastDividend, n);
        lastUnionPacificRowNumber = house ? s.game().options().twoPlayerLastRow().row() : lastDividend;
    }

    /** What the viewer knows of the state ({@link #ALL_SEEING} or a seat). */
    public static PositionFacts of(BaseState state, int viewer) {
        return new PositionFacts(state, viewer);
    }

    public boolean allSeeing() {
        return viewer == ALL_SEEING;
    }

    /** True when the viewer may see the seat's hand. */
    public boolean seesHand(int seat) {
        return hand[seat] != null;
    }

    /**
     * The company's majority holders from the shares played: {primary seats, secondary
     * seats}, by the company rule of {@link Dividends#majorityHolders}.
     */
    public static int[][] majorities(int[] holdings) {
        return Dividends.majorityHolders(holdings, false);
    }

    /** Whether the seat is among the primary holders of the company. */
    public boolean isPrimary(int seat, int company) {
        return Arrays.stream(primary[company]).anyMatch(p -> p == seat);
    }

    public boolean isSecondary(int seat, int company) {
        return Arrays.stream(secondary[company]).anyMatch(p -> p == seat);
    }
}
