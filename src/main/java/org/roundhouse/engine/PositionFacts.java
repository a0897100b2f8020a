package org.roundhouse.engine;

import static org.roundhouse.text.Messages.WORDS;

import java.util.Arrays;
import java.util.List;
import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

import org.roundhouse.board.Board;

/**
 * The numbers a viewer knows of one position, in terms the rule sets of the Union Pacific
 * family share: the all-seeing eye ({@link #ALL_SEEING}) or one seat. The workbench's
 * panels read these, never a rule set's state; each rule set builds them in
 * {@link Game#facts}, from its player's-eye view where the viewer is a seat, so a
 * player's-eye view cannot leak the others' hands or a deck's order.
 *
 * <p>Hidden facts are {@code null} (arrays, rows) or {@link #UNKNOWN}. What a rule set does
 * not have (a house, removed cards) is {@code null} or {@code false}; a rule set
 * without track cards leaves {@link #trackHandSize}, {@link #track}, {@link #trackDiscards} and
 * {@link #unknownTrack} null, one without a map {@link #reachable}.
 *
 * <p>What only one rule set has goes into its own small tables ({@link #tables}) and columns of
 * the companies table ({@link #companyColumns}), which the workbench shows as they are, rather
 * than into more fields here.
 *
 * <p>Immutable by convention: the arrays are the facts' own and nobody writes to them.
 */
public final class PositionFacts {
    public static final int ALL_SEEING = -1;
    /** A number the viewer does not know. */
    public static final int UNKNOWN = Integer.MIN_VALUE;
    /** {@link #unionPacificLeft} of a rule set whose supply of Union Pacific shares has no end. */
    public static final int UNLIMITED = Integer.MAX_VALUE;

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
    /** [seat] track cards in hand; null where the rule set has no track cards. */
    public final int[] trackHandSize;
    /** [seat][company] shares played face up. */
    public final int[][] played;
    /** [seat][company] shares in hand, or a null row where hidden. */
    public final int[][] hand;
    /** [seat][track kind] track cards in hand, or a null row where hidden; null where the rule set has no track cards. */
    public final int[][] track;
    /** [seat] the face-down first investment, -1 for none, {@link #UNKNOWN} where hidden. */
    public final int[] pendingInitial;

    // ---- companies (index space including Union Pacific)
    public final int[] value;
    /** How a company's value is counted, for people: "trains on the board + 1 (the main station)". */
    public final String valueRule;
    /** What the company's value is called, lower case: "value"; the nineteenth-century variant's is the share "price". */
    public final String valueName;
    /** The value in a caption, lower case: "dividend value", "share price". */
    public final String valueCaption;
    /** What a seat's shares are, lower case: "played" (face up); "owned" where shares are bought and held. */
    public final String playedName;
    public final int[] trainsPlaced;
    public final int[] trainsLeft;
    public final int[] sharesPlayed;
    /** Share cards of the company left in the (main) deck; all-seeing only (null otherwise). */
    public final int[] sharesInDeck;
    /** Shares of the company the viewer has not seen; a seat's view only (null when all-seeing). */
    public final int[] sharesUnseen;
    /** [company] seats holding the most shares (empty when nobody holds any). */
    public final int[][] primary;
    /** [company] seats holding the second most (empty when there is no secondary). */
    public final int[][] secondary;
    /** [company] sections the company could build on next (track type, free space, next to its network); null without a map. */
    public final int[][] reachable;
    /** True when a company's sole holder is paid as primary and secondary at the next dividend (the base game's rule). */
    public final boolean soleHolderPaidTwice;

    // ---- decks
    /** Cards left in the (main) share deck, traded cards under it included. */
    public final int deckSize;
    /** The face-up shares, a company per slot (-1 for an empty slot). */
    public final int[] display;
    /** Union Pacific shares left to take, {@link #UNLIMITED} where the supply has no end. */
    public final int unionPacificLeft;
    /** What the rule set calls a dividend, lower case: "dividend", "scoring". */
    public final String dividendName;
    /** What turns a dividend up, lower case: "dividend card", "scoring marker". */
    public final String dividendCardName;
    public final int dividendCards;
    public final int lastDividend;
    public final int dividendsDrawn;
    public final int dividendsPaid;
    /** Cards above the next dividend card (0 = the top card); all-seeing only; -1 when not known. */
    public final int cardsToNextDividend;
    public final int trackDeckSize;
    /** [track kind] cards on the discard pile; null where the rule set has no track cards. */
    public final int[] trackDiscards;
    public final List<DividendPayment> payments;
    /** Per seat whose hand the viewer sees: share cards in it that the record does not know (a hand left at ?). */
    public final int[] unknownShares;
    /** Per seat whose hand the viewer sees: track cards in it that the record does not know; null without track cards. */
    public final int[] unknownTrack;
    /**
     * Share cards in all hands that the record does not know. While any are, {@link #sharesInDeck}
     * counts, per company, the cards in the deck or in those hands.
     */
    public final int unknownInHands;

    // ---- what only some rule sets have
    /** [company] share cards removed from the game as four of a kind in the display. */
    public final int[] removedFourOfAKind;

    /** True when an imaginary third player ("the house") is paid beside the seats. */
    public final boolean house;
    /** The first dividend the house is paid at. */
    public final int houseFirstDividend;
    /** What the house holds when it is paid at the last dividend, for people: "the display, the deck and the UP shares left". */
    public final String houseHoldings;
    /** The house's cash: what it was paid so far. */
    public final int houseCash;
    /** What Union Pacific pays by place at the last dividend (the two-player rules' option chooses the row). */
    public final int[] lastUnionPacificRow;
    /** The row of the Union Pacific table that pays the last dividend, 1 to 4. */
    public final int lastUnionPacificRowNumber;

    // ---- a rule set's own facts, shown as they are
    /** The rule set's own small tables (e.g. the face-up piles with their bribes); empty where it has none. */
    public final List<FactTable> tables;
    /** The rule set's own columns of the companies table (e.g. share price, treasury); empty where it has none. */
    public final List<FactColumn> companyColumns;
    /**
     * The rule set's own facts about each seat, for the learned evaluator, in the order of its
     * {@link RuleSet#seatFactNames}; empty where it has none.
     */
    public final List<SeatFact> seatFacts;

    /** Fills the facts; every field of the builder is taken as it is (no copies). */
    public PositionFacts(Builder b) {
        if (b.viewer != ALL_SEEING && (b.viewer < 0 || b.viewer >= b.players)) throw new IllegalArgumentException("no seat " + b.viewer);
        viewer = b.viewer;
        board = b.board;
        players = b.players;
        companies = b.companies;
        unionPacific = b.unionPacific;
        simultaneous = b.simultaneous;
        currentPlayer = b.currentPlayer;
        turn = b.turn;
        over = b.over;
        cash = b.cash;
        handSize = b.handSize;
        trackHandSize = b.trackHandSize;
        played = b.played;
        hand = b.hand;
        track = b.track;
        pendingInitial = b.pendingInitial;
        value = b.value;
        valueRule = b.valueRule;
        valueName = b.valueName;
        valueCaption = b.valueCaption != null ? b.valueCaption
                : "dividend".equals(b.dividendName) ? WORDS.text("facts.valueCaption") : b.dividendName + " value";
        playedName = b.playedName;
        trainsPlaced = b.trainsPlaced;
        trainsLeft = b.trainsLeft;
        sharesPlayed = b.sharesPlayed;
        sharesInDeck = b.sharesInDeck;
        sharesUnseen = b.sharesUnseen;
        primary = b.primary;
        secondary = b.secondary;
        reachable = b.reachable;
        soleHolderPaidTwice = b.soleHolderPaidTwice;
        deckSize = b.deckSize;
        display = b.display;
        unionPacificLeft = b.unionPacificLeft;
        dividendName = b.dividendName;
        dividendCardName = b.dividendCardName;
        dividendCards = b.dividendCards;
        lastDividend = b.lastDividend;
        dividendsDrawn = b.dividendsDrawn;
        dividendsPaid = b.dividendsPaid;
        cardsToNextDividend = b.cardsToNextDividend;
        trackDeckSize = b.trackDeckSize;
        trackDiscards = b.trackDiscards;
        payments = List.copyOf(b.payments);
        unknownShares = b.unknownShares;
        unknownTrack = b.unknownTrack;
        unknownInHands = b.unknownInHands;
        removedFourOfAKind = b.removedFourOfAKind;
        house = b.house;
        houseFirstDividend = b.houseFirstDividend;
        houseHoldings = b.houseHoldings;
        houseCash = b.houseCash;
        lastUnionPacificRow = b.lastUnionPacificRow;
        lastUnionPacificRowNumber = b.lastUnionPacificRowNumber;
        tables = List.copyOf(b.tables);
        companyColumns = List.copyOf(b.companyColumns);
        seatFacts = List.copyOf(b.seatFacts);
        for (SeatFact fact : seatFacts) {
            if (fact.values().length != players) {
                throw new IllegalArgumentException(fact.name() + ": " + fact.values().length + " values for " + players + " seats");
            }
        }
        for (FactColumn column : companyColumns) {
            if (column.cells().size() != companies) {
                throw new IllegalArgumentException(column.head() + ": " + column.cells().size() + " cells for " + companies + " companies");
            }
        }
    }

    public boolean allSeeing() {
        return viewer == ALL_SEEING;
    }

    /** True when the viewer may see the seat's hand. */
    public boolean seesHand(int seat) {
        return hand[seat] != null;
    }

    /** False for a rule set without track cards (no hands, deck or discards of them). */
    public boolean hasTrackCards() {
        return trackDiscards != null;
    }

    /** False for a rule set whose companies do not build on a map (no sections to reach). */
    public boolean buildsOnMap() {
        return reachable != null;
    }

    /** The table with the key, or null. */
    public FactTable table(String key) {
        for (FactTable t : tables) if (t.key().equals(key)) return t;
        return null;
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

    /**
     * The facts as a rule set fills them in: the same fields, writable. The optional ones
     * start as "the rule set has none".
     */
    public static final class Builder {
        public int viewer;
        public Board board;
        public int players;
        public int companies;
        public int unionPacific;
        public boolean simultaneous;
        public int currentPlayer;
        public int turn;
        public boolean over;
        public int[] cash;
        public int[] handSize;
        public int[] trackHandSize;
        public int[][] played;
        public int[][] hand;
        public int[][] track;
        public int[] pendingInitial;
        public int[] value;
        public String valueRule = WORDS.text("facts.valueRule");
        public String valueName = "value";
        /** Null: the dividend's name + " value" ("dividend value" in the current language). */
        public String valueCaption;
        public String playedName = "played";
        public int[] trainsPlaced;
        public int[] trainsLeft;
        public int[] sharesPlayed;
        public int[] sharesInDeck;
        public int[] sharesUnseen;
        public int[][] primary;
        public int[][] secondary;
        public int[][] reachable;
        public boolean soleHolderPaidTwice = true;
        public int deckSize;
        public int[] display;
        public int unionPacificLeft;
        public String dividendName = "dividend";
        public String dividendCardName = WORDS.text("facts.dividendCardName");
        public int dividendCards;
        public int lastDividend;
        public int dividendsDrawn;
        public int dividendsPaid;
        public int cardsToNextDividend = -1;
        public int trackDeckSize;
        public int[] trackDiscards;
        public List<DividendPayment> payments = List.of();
        public int[] unknownShares;
        public int[] unknownTrack;
        public int unknownInHands;
        public int[] removedFourOfAKind;
        public boolean house;
        public int houseFirstDividend;
        public String houseHoldings;
        public int houseCash;
        public int[] lastUnionPacificRow;
        public int lastUnionPacificRowNumber;
        public List<FactTable> tables = List.of();
        public List<FactColumn> companyColumns = List.of();
        public List<SeatFact> seatFacts = List.of();

        public Builder(Board board, int players, int viewer) {
            if (viewer != ALL_SEEING && (viewer < 0 || viewer >= players)) throw new IllegalArgumentException("no seat " + viewer);
            this.board = board;
            this.players = players;
            this.viewer = viewer;
            this.unionPacific = board.unionPacific();
            this.companies = board.companyCount() + 1;
        }

        /** The majority holders of every company from {@link #played}. */
        /** One number per seat, read from {@code of}: its cash, say. */
        public int[] perSeat(IntUnaryOperator of) {
            int[] a = new int[players];
            for (int p = 0; p < players; p++) a[p] = of.applyAsInt(p);
            return a;
        }

        /** One number per company, Union Pacific included, read from {@code of}: its value, say. */
        public int[] perCompany(IntUnaryOperator of) {
            int[] a = new int[companies];
            for (int c = 0; c < companies; c++) a[c] = of.applyAsInt(c);
            return a;
        }

        /** One number per seat and company, read from {@code of} (seat, company): the shares played, say. */
        public int[][] perSeatAndCompany(IntBinaryOperator of) {
            int[][] a = new int[players][];
            for (int p = 0; p < players; p++) {
                int seat = p;
                a[p] = perCompany(c -> of.applyAsInt(seat, c));
            }
            return a;
        }

        public Builder majoritiesFromPlayed() {
            primary = new int[companies][];
            secondary = new int[companies][];
            for (int c = 0; c < companies; c++) {
                int[] holdings = new int[players];
                for (int p = 0; p < players; p++) holdings[p] = played[p][c];
                int[][] ranks = majorities(holdings);
                primary[c] = ranks[0];
                secondary[c] = ranks[1];
            }
            return this;
        }

        public PositionFacts build() {
            return new PositionFacts(this);
        }
    }
}
