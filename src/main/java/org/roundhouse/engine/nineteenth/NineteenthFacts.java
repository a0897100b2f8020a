package org.roundhouse.engine.nineteenth;

import static org.roundhouse.text.Messages.WORDS;

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
 * face-up cards) the state tells ({@link NineteenthState#treasury} and the rest); the learned evaluator
 * reads them as the variant's own {@linkplain NineteenthSeatFacts seat facts}.
 */
public final class NineteenthFacts {
    private NineteenthFacts() {
    }

    static PositionFacts of(NineteenthState s, int viewer) {
        NineteenthCentury game = s.game();
        PositionFacts.Builder f = new PositionFacts.Builder(game.board(), s.players(), viewer);
        int n = f.players;
        int k = f.companies;
        f.simultaneous = s.isSimultaneous();
        f.currentPlayer = s.currentPlayer();
        f.turn = s.turn();
        f.over = s.isOver();
        f.cash = f.perSeat(s::cash);
        f.played = f.perSeatAndCompany(s::shares);
        f.pendingInitial = new int[n];
        java.util.Arrays.fill(f.pendingInitial, -1);
        f.value = f.perCompany(s::price);
        f.trainsPlaced = f.perCompany(s::trains);
        f.trainsLeft = f.perCompany(s::trainsLeft);
        f.sharesPlayed = f.perCompany(s::ownedByPlayers);
        f.reachable = new int[k][];
        int shareDecks = 0;
        for (int c = 0; c < k; c++) {
            f.reachable[c] = game.buildableSections(s, c);
            shareDecks += s.sharesInCompany(c);
        }
        f.majoritiesFromPlayed();
        if (viewer == PositionFacts.ALL_SEEING) {
            f.sharesInDeck = f.perCompany(s::sharesInCompany);
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
        int cards = 0;
        for (int d = 0; d < s.decks(); d++) cards += s.deckSize(d);
        f.trackDeckSize = cards;
        f.payments = s.payments();
        f.unknownShares = new int[n];
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
        f.seatFacts = NineteenthSeatFacts.of(s);
        return f.build();
    }
}
