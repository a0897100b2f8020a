package org.roundhouse.engine.strippeddown;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.List;
import org.roundhouse.engine.FactTable;
import org.roundhouse.engine.PositionFacts;

/**
 * What a viewer knows of a stripped-down position: its own hand and first investment, the
 * others' hand sizes, the shares it has not seen (or, all-seeing, the deck's), and the
 * face-up piles with their bribes as a table.
 */
final class StrippedDownFacts {
    private StrippedDownFacts() {
    }

    static PositionFacts of(StrippedDown game, StrippedDownState s, int viewer) {
        PositionFacts.Builder f = new PositionFacts.Builder(game.board(), s.players(), viewer);
        boolean all = viewer == PositionFacts.ALL_SEEING;
        int n = f.players;
        int k = f.companies;
        int up = f.unionPacific;
        f.simultaneous = s.isSimultaneous();
        f.currentPlayer = s.currentPlayer();
        f.turn = s.turn();
        f.over = s.isOver();
        f.cash = new int[n];
        f.handSize = new int[n];
        f.played = new int[n][k];
        f.hand = new int[n][];
        f.pendingInitial = new int[n];
        for (int p = 0; p < n; p++) {
            f.cash[p] = s.cash(p);
            f.handSize[p] = s.handSize(p);
            for (int c = 0; c < k; c++) f.played[p][c] = s.playedShares(p, c);
            boolean sees = all || p == viewer;
            if (sees) {
                f.hand[p] = new int[k];
                for (int c = 0; c < k; c++) f.hand[p][c] = s.handShares(p, c);
                f.pendingInitial[p] = s.pendingInitial(p);
            } else {
                f.pendingInitial[p] = s.pendingInitial(p) >= 0 ? PositionFacts.UNKNOWN : -1;
            }
        }
        f.value = new int[k];
        f.trainsPlaced = new int[k];
        f.trainsLeft = new int[k];
        f.sharesPlayed = new int[k];
        f.valueRule = WORDS.text("sd.facts.valueRule");
        f.removedFourOfAKind = new int[k];
        int[] display = s.display();
        for (int c = 0; c < k; c++) {
            f.value[c] = s.trains(c);
            f.trainsPlaced[c] = s.trains(c);
            f.trainsLeft[c] = game.trainsLeft(s, c);
            f.sharesPlayed[c] = s.totalPlayed(c);
            f.removedFourOfAKind[c] = c == up ? 0 : s.removedFourOfAKind(c);
        }
        f.majoritiesFromPlayed();
        if (all) {
            f.sharesInDeck = new int[k];
            for (int c = 0; c < k; c++) f.sharesInDeck[c] = c == up ? 0 : s.deckShares(c);
        } else {
            // the shares the seat has not seen: in the deck or in the others' hands
            f.sharesUnseen = new int[k];
            for (int c = 0; c < up; c++) {
                int seen = s.totalPlayed(c) + s.handShares(viewer, c) + s.removedFourOfAKind(c);
                for (int d : display) if (d == c) seen++;
                f.sharesUnseen[c] = game.board().company(c).shares() - seen;
            }
        }
        f.soleHolderPaidTwice = true;
        f.deckSize = s.deckSize();
        f.display = display;
        f.unionPacificLeft = PositionFacts.UNLIMITED;
        f.dividendName = "scoring";
        f.dividendCardName = WORDS.text("sd.facts.dividendCardName");
        f.valueCaption = WORDS.text("sd.facts.valueCaption");
        f.dividendCards = StrippedDown.SCORINGS;
        f.lastDividend = StrippedDown.SCORINGS;
        f.dividendsDrawn = s.dividendsDrawn();
        f.dividendsPaid = s.dividendsPaid();
        f.cardsToNextDividend = all ? s.cardsToNextMarker() : -1;
        f.payments = s.payments();
        f.unknownShares = new int[n];
        f.lastUnionPacificRow = StrippedDown.unionPacificRow(StrippedDown.SCORINGS);
        f.lastUnionPacificRowNumber = StrippedDown.SCORINGS;
        f.tables = List.of(piles(game, s));
        return f.build();
    }

    /** The face-up piles, each a company share with the UP shares laid on it as bribes (public to every seat). */
    private static FactTable piles(StrippedDown game, StrippedDownState s) {
        int up = game.board().unionPacific();
        int[] display = s.display();
        List<List<FactTable.Cell>> rows = new ArrayList<>();
        for (int slot = 0; slot < StrippedDown.PILES; slot++) {
            int c = display[slot];
            int bribes = s.bribes(slot);
            String share = c < 0 ? WORDS.text("sdf.noShare") : game.board().companyAbbreviation(c);
            rows.add(List.of(
                    FactTable.Cell.text(Integer.toString(slot + 1)),
                    c < 0 ? FactTable.Cell.EMPTY : FactTable.Cell.company(c),
                    bribes == 0 ? FactTable.Cell.EMPTY : new FactTable.Cell(bribes + " " + game.board().companyAbbreviation(up), true, -1,
                            WORDS.text("sdf.bribes.tip", slot + 1, share, bribes))));
        }
        return new FactTable(FactTable.DISPLAY, WORDS.text("sdf.piles"), List.of(WORDS.text("sdf.pile"), WORDS.text("sdf.share"),
                WORDS.text("sdf.bribes")), rows, WORDS.text("sdf.supply"));

    }
}
