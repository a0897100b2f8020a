package org.roundhouse.engine.base;

import org.roundhouse.board.Board;
import org.roundhouse.engine.PositionFacts;

/**
 * The base game's {@link PositionFacts}: what the viewer knows of a position, the seat's
 * part read through its {@link PlayerView} only. {@link #table} is the part every viewer
 * sees of a base table and {@link #hands} what a seat sees of its hands, for variants that
 * keep one.
 */
public final class BaseFacts {
    private BaseFacts() {
    }

    /** What the viewer ({@link PositionFacts#ALL_SEEING} or a seat) knows of the base game's position. */
    public static PositionFacts of(BaseState s, int viewer) {
        PositionFacts.Builder f = table(s, viewer);
        hands(f, s, viewer == PositionFacts.ALL_SEEING ? null : s.viewFor(viewer));
        int n = f.players;
        BaseGame game = s.game();
        f.lastDividend = game.lastDividend(n);
        f.house = n == 2 && game.options().twoPlayerRules();
        f.houseFirstDividend = f.lastDividend;
        f.houseHoldings = org.roundhouse.text.Messages.WORDS.text("base.houseHoldings");
        f.lastUnionPacificRow = game.unionPacificRow(f.lastDividend, n);
        f.lastUnionPacificRowNumber = f.house ? game.options().twoPlayerLastRow().row() : f.lastDividend;
        return f.build();
    }

    /**
     * What every viewer sees of a base table: the turn, cash and hand sizes, the shares
     * played and their holders, the companies on the map, the display, the decks as counts,
     * the dividends. Hands, the deck's shares and the house are left to the caller.
     */
    public static PositionFacts.Builder table(BaseState s, int viewer) {
        Board board = s.board();
        PositionFacts.Builder f = new PositionFacts.Builder(board, s.players(), viewer);
        f.simultaneous = s.isSimultaneous();
        f.currentPlayer = s.currentPlayer();
        f.turn = s.turn();
        f.over = s.isOver();
        int up = f.unionPacific;
        f.cash = f.perSeat(s::cash);
        f.handSize = f.perSeat(s::handSize);
        f.trackHandSize = f.perSeat(s::trackHandSize);
        f.played = f.perSeatAndCompany(s::playedShares);
        f.value = f.perCompany(c -> c == up ? 0 : s.companyValue(c));
        f.trainsPlaced = f.perCompany(c -> c == up ? 0 : s.trainsPlaced(c));
        f.trainsLeft = f.perCompany(c -> c == up ? 0 : s.trainsLeft(c));
        f.sharesPlayed = f.perCompany(s::totalPlayed);
        f.reachable = new int[f.companies][];
        for (int c = 0; c < f.companies; c++) f.reachable[c] = c == up ? new int[0] : s.buildableSections(c);
        f.majoritiesFromPlayed();
        f.deckSize = s.deckSize();
        f.display = s.display();
        f.unionPacificLeft = s.unionPacificLeft();
        f.dividendCards = board.dividendCards();
        f.dividendsDrawn = s.dividendsDrawn();
        f.dividendsPaid = s.dividendsPaid();
        f.trackDeckSize = s.trackDeckSize();
        f.trackDiscards = new int[board.trackCardKinds()];
        for (int t = 0; t < f.trackDiscards.length; t++) f.trackDiscards[t] = s.trackDiscards(t);
        f.payments = s.payments();
        f.houseCash = s.houseCash();
        return f;
    }

    /**
     * What the viewer knows of the hands and the deck's shares on a base table: every hand,
     * the deck's shares and the cards to the next dividend all-seeing ({@code v} null), else
     * the seat's own hand read through its view, whether the others chose their first
     * investment, and the shares it has not seen ({@link TableView#unseenShares}).
     */
    public static void hands(PositionFacts.Builder f, BaseState s, TableView v) {
        int n = f.players;
        int k = f.companies;
        int kinds = s.board().trackCardKinds();
        f.hand = new int[n][];
        f.track = new int[n][];
        f.pendingInitial = new int[n];
        for (int p = 0; p < n; p++) {
            boolean sees = v == null || p == v.seat();
            if (sees) {
                f.hand[p] = new int[k];
                f.track[p] = new int[kinds];
                for (int c = 0; c < k; c++) f.hand[p][c] = v == null ? s.handShares(p, c) : v.myHandShares(c);
                for (int t = 0; t < kinds; t++) f.track[p][t] = v == null ? s.trackCards(p, t) : v.myTrackCards(t);
                f.pendingInitial[p] = v == null ? s.pendingInitial(p) : v.myPendingInitial();
            } else {
                f.pendingInitial[p] = v.hasChosenInitial(p) ? PositionFacts.UNKNOWN : -1;
            }
        }
        f.sharesInDeck = v == null ? f.perCompany(c -> c == f.unionPacific ? 0 : s.deckShares(c)) : null;
        f.sharesUnseen = v == null ? null : f.perCompany(v::unseenShares);
        f.cardsToNextDividend = v == null ? s.cardsToNextDividend() : -1;
        unknownCards(f, s);
    }

    /** The cards of hands the record left unknown, per seat whose hand the viewer sees ({@code f.hand} filled). */
    public static void unknownCards(PositionFacts.Builder f, BaseState s) {
        int n = f.players;
        f.unknownShares = new int[n];
        f.unknownTrack = new int[n];
        int unknown = 0;
        for (int p = 0; p < n; p++) {
            unknown += s.hiddenShares(p);
            if (f.hand[p] != null) {
                f.unknownShares[p] = s.hiddenShares(p);
                f.unknownTrack[p] = s.hiddenTrackCards(p);
            }
        }
        f.unknownInHands = unknown;
    }
}
