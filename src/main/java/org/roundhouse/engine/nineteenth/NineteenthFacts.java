package org.roundhouse.engine.nineteenth;

import static org.roundhouse.text.Messages.WORDS;

import java.util.LinkedHashMap;
import java.util.Map;
import org.roundhouse.engine.PositionFacts;

/**
 * The {@link PositionFacts} of the nineteenth-century variant. Nearly everything is open: every
 * seat sees every holding, treasury and face-up track card; only the order of the cards under
 * the face-up ones (and where this cycle's dividend cards lie) is hidden, from every seat alike.
 * The shared fields mean: {@code played} the shares a seat owns, {@code value} a share's price,
 * {@code sharesPlayed} the shares owned by players, {@code sharesInDeck} those still in the
 * company's own deck, {@code deckSize} all shares still in the companies' decks,
 * {@code unionPacificLeft} the Union Pacific shares in its deck, {@code trackDeckSize} the cards of
 * the four track decks (dividend cards not counted), {@code trackDiscards} each deck's discards.
 * What the shared fields do not hold (treasuries, the bank's shares, Union Pacific's holdings, the
 * face-up cards) the state tells ({@link NineteenthState#treasury} and the rest).
 */
public final class NineteenthFacts {
    private NineteenthFacts() {
    }

    static PositionFacts of(NineteenthState s, int viewer) {
        NineteenthCentury game = s.game();
        PositionFacts.Builder f = new PositionFacts.Builder(game.board(), s.players(), viewer);
        int n = f.players;
        int k = f.companies;
        int kinds = game.board().trackCardKinds();
        f.simultaneous = s.isSimultaneous();
        f.currentPlayer = s.currentPlayer();
        f.turn = s.turn();
        f.over = s.isOver();
        f.cash = new int[n];
        f.handSize = new int[n];
        f.trackHandSize = new int[n];
        f.played = new int[n][k];
        f.hand = new int[n][k];
        f.track = new int[n][kinds];
        f.pendingInitial = new int[n];
        java.util.Arrays.fill(f.pendingInitial, -1);
        for (int p = 0; p < n; p++) {
            f.cash[p] = s.cash(p);
            for (int c = 0; c < k; c++) f.played[p][c] = s.shares(p, c);
        }
        f.value = new int[k];
        f.trainsPlaced = new int[k];
        f.trainsLeft = new int[k];
        f.sharesPlayed = new int[k];
        f.reachable = new int[k][];
        int shareDecks = 0;
        for (int c = 0; c < k; c++) {
            f.value[c] = s.price(c);
            f.trainsPlaced[c] = s.trains(c);
            f.trainsLeft[c] = s.trainsLeft(c);
            f.sharesPlayed[c] = s.ownedByPlayers(c);
            f.reachable[c] = game.buildableSections(s, c);
            shareDecks += s.sharesInCompany(c);
        }
        f.majoritiesFromPlayed();
        if (viewer == PositionFacts.ALL_SEEING) {
            f.sharesInDeck = new int[k];
            for (int c = 0; c < k; c++) f.sharesInDeck[c] = s.sharesInCompany(c);
        } else {
            // every share lies open: in a company's deck, the bank, Union Pacific's or a player's hands
            f.sharesUnseen = new int[k];
        }
        f.soleHolderPaidTwice = true;
        f.deckSize = shareDecks;
        f.display = new int[0];
        f.unionPacificLeft = s.sharesInCompany(k - 1);
        f.dividendCards = game.totalDividends();
        f.lastDividend = game.totalDividends();
        f.dividendsDrawn = s.dividendsDrawn();
        f.dividendsPaid = s.dividendsPaid();
        f.cardsToNextDividend = -1;
        f.trackDiscards = new int[kinds];
        int cards = 0;
        for (int d = 0; d < s.decks(); d++) {
            cards += s.deckSize(d);
            f.trackDiscards[d] = s.discards(d);
        }
        f.trackDeckSize = cards;
        f.payments = s.payments();
        f.unknownShares = new int[n];
        f.unknownTrack = new int[n];
        f.lastUnionPacificRow = new int[0];
        f.lastUnionPacificRowNumber = 0;
        f.valueRule = WORDS.text("nt.facts.valueRule");
        f.valueName = "price";
        f.valueCaption = WORDS.text("nt.facts.valueCaption");
        f.playedName = "owned";
        // no hands and no track cards in hand: the panels leave out what these say is missing
        f.handSize = null;
        f.hand = new int[n][];
        f.trackHandSize = null;
        f.track = null;
        f.trackDiscards = null;
        f.unknownTrack = null;
        f.companyColumns = NineteenthTables.columns(s);
        f.tables = NineteenthTables.tables(s);
        return f.build();
    }

    /**
     * The variant's own numbers per company (Union Pacific last), by column name in the order a
     * panel shows them: share price, treasury, shares in the company's own deck, in the bank,
     * owned by players, owned by Union Pacific, token beside the treasury (1) or laid (0). Every seat
     * sees them all. For the workbench's rule-set columns.
     */
    public static Map<String, int[]> companyColumns(NineteenthState s) {
        int k = s.board().companyCount() + 1;
        Map<String, int[]> columns = new LinkedHashMap<>();
        String[] names = {"Price", "Treasury", "Own deck", "Bank", "Players", "UP owns", "Token"};
        for (String name : names) columns.put(name, new int[k]);
        for (int c = 0; c < k; c++) {
            columns.get("Price")[c] = s.price(c);
            columns.get("Treasury")[c] = s.treasury(c);
            columns.get("Own deck")[c] = s.sharesInCompany(c);
            columns.get("Bank")[c] = s.sharesInBank(c);
            columns.get("Players")[c] = s.ownedByPlayers(c);
            columns.get("UP owns")[c] = s.unionPacificShares(c);
            columns.get("Token")[c] = s.tokenBesideTreasury(c) ? 1 : 0;
        }
        return columns;
    }

    /**
     * The four track decks by row name (the track types): the face-up card ({@link NineteenthMove#TRACK},
     * {@link NineteenthMove#ACE}, -1 for none), the cards left (dividend cards not counted), the discards,
     * the "A" cards among them, and whether the deck may still hold a dividend card of the cycle (1 or 0).
     */
    public static Map<String, int[]> deckRows(NineteenthState s) {
        Map<String, int[]> rows = new LinkedHashMap<>();
        for (int d = 0; d < s.decks(); d++) {
            rows.put(s.board().trackTypes().get(d), new int[] {s.topCard(d), s.deckSize(d), s.discards(d), s.discardedAces(d),
                s.mayHoldDividend(d) ? 1 : 0});
        }
        return rows;
    }
}
