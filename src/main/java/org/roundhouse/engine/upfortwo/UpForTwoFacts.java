package org.roundhouse.engine.upfortwo;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.List;
import org.roundhouse.engine.FactColumn;
import org.roundhouse.engine.FactTable;
import org.roundhouse.engine.FactTable.Cell;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.base.BaseFacts;
import org.roundhouse.engine.base.BaseState;

/**
 * The {@link PositionFacts} of "Union Pacific for two": the base table's public part, the
 * seat's own cards read through its {@link UpForTwoView} only, and what the variant adds, as
 * its own tables ({@link PositionFacts#tables}): the display with its markers, the cards
 * removed from the game, both personal decks (a seat knows its own deck's cards, never their
 * order), the traded cards under the main deck, and when the house is paid; and, all-seeing
 * only, a House column of the companies table (what the house would hold now).
 */
final class UpForTwoFacts {
    private UpForTwoFacts() {
    }

    /** The keys of its tables (the display's is {@link FactTable#DISPLAY}). */
    static final String REMOVED = "removed";
    static final String PERSONAL_DECKS = "personal";
    static final String TRADED = "traded";
    static final String HOUSE = "house";

    static PositionFacts of(UpForTwoState s, int viewer) {
        BaseState table = s.table();
        PositionFacts.Builder f = BaseFacts.table(table, viewer);
        UpForTwoView v = viewer == PositionFacts.ALL_SEEING ? null : s.viewFor(viewer);
        f.simultaneous = s.isSimultaneous();
        f.over = s.isOver();
        int k = f.companies;
        int companies = s.board().companyCount();
        BaseFacts.hands(f, table, v);
        f.deckSize = s.mainDeckSize();
        int[] tradedKnown = new int[k];
        if (v == null) {
            for (int[] card : s.tradedUnderDeck()) tradedKnown[card[1]]++;
            // the traded cards lie in the main deck too, under its stacks
            for (int c = 0; c < k; c++) if (c != f.unionPacific) f.sharesInDeck[c] += tradedKnown[c];
        } else {
            for (int c = 0; c < companies; c++) tradedKnown[c] = v.myTradedShares(c);
        }
        f.removedFourOfAKind = f.perCompany(c -> c < companies ? table.flushedShares(c) : 0);

        UpForTwo game = s.game();
        f.lastDividend = game.lastDividend();
        // a monopoly is paid first place only before the last dividend; at the last only while the house holds none
        f.soleHolderPaidTwice = false;
        f.house = true;
        f.houseFirstDividend = 2;
        f.houseHoldings = WORDS.text("u42f.houseHoldings");
        f.houseCash = s.houseCash();
        f.lastUnionPacificRow = org.roundhouse.engine.Dividends.unionPacificTable(f.lastDividend);
        f.lastUnionPacificRowNumber = f.lastDividend;
        f.tables = List.of(display(s), removed(s, companies), personalDecks(s, v, companies), traded(s, tradedKnown, v == null),
                house(f.houseFirstDividend, f.lastDividend));
        if (v == null) f.companyColumns = List.of(houseColumn(s, k));
        return f.build();
    }


    /** The face-up shares, oldest first, with their markers. */
    private static FactTable display(UpForTwoState s) {
        int[] display = s.display();
        List<List<Cell>> rows = new ArrayList<>();
        int markers = 0;
        for (int slot = 0; slot < display.length; slot++) {
            if (display[slot] < 0) continue;
            boolean marked = s.isMarked(slot);
            if (marked) markers++;
            rows.add(List.of(Cell.number(slot + 1), Cell.company(display[slot]),
                    marked ? Cell.text(WORDS.text("u42f.marked")).withTip(WORDS.text("u42f.markers.tip")) : Cell.EMPTY));
        }
        return new FactTable(FactTable.DISPLAY, markers == 0 ? WORDS.text("u42f.display") : WORDS.text("u42f.display.markers", markers),
                List.of(WORDS.text("u42f.slot"), WORDS.text("u42f.share"), WORDS.text("u42f.marker")), rows,
                rows.isEmpty() ? WORDS.text("u42f.empty") : WORDS.text("u42f.display.note"));
    }

    /** The share cards out of the game: by markers, or as four of a kind in the display. */
    private static FactTable removed(UpForTwoState s, int companies) {
        List<List<Cell>> rows = new ArrayList<>();
        for (int c = 0; c < companies; c++) {
            int markers = s.removedByMarkers(c);
            int fours = s.table().flushedShares(c);
            if (markers + fours == 0) continue;
            rows.add(List.of(Cell.company(c), count(markers), count(fours)));
        }
        return new FactTable(REMOVED, WORDS.text("u42f.removed"), List.of(WORDS.text("ntt.company"), WORDS.text("u42f.byMarkers"),
                WORDS.text("u42f.fourOfAKind")), rows, rows.isEmpty() ? WORDS.text("u42f.none") : null);
    }

    /** Each seat's personal deck: its size, and its cards where the viewer knows them (a seat its own; never their order). */
    private static FactTable personalDecks(UpForTwoState s, UpForTwoView v, int companies) {
        int n = s.players();
        List<String> heads = new ArrayList<>(List.of(WORDS.text("ntt.company")));
        for (int p = 0; p < n; p++) heads.add(FactTable.seatHead(p));
        List<List<Cell>> rows = new ArrayList<>();
        List<Cell> sizes = new ArrayList<>(List.of(Cell.text(WORDS.text("u42f.cards"))));
        for (int p = 0; p < n; p++) sizes.add(Cell.number(s.personalDeckSize(p)));
        rows.add(sizes);
        for (int c = 0; c < companies; c++) {
            List<Cell> row = new ArrayList<>(List.of(Cell.company(c)));
            boolean any = false;
            for (int p = 0; p < n; p++) {
                boolean known = v == null || p == v.seat();
                int in = !known ? 0 : v == null ? s.personalShares(p, c) : v.myPersonalShares(c);
                any |= in > 0;
                row.add(!known ? Cell.text("?") : in == 0 ? Cell.EMPTY : Cell.number(in));
            }
            if (any) rows.add(row);
        }
        return new FactTable(PERSONAL_DECKS, WORDS.text("u42f.personal"), heads, rows,
                v == null ? WORDS.text("u42f.personal.hidden") : WORDS.text("u42f.personal.own"));
    }

    /** The shares traded for Union Pacific shares, face down under the main deck: how many, and those the viewer knows. */
    private static FactTable traded(UpForTwoState s, int[] known, boolean allSeeing) {
        int under = s.tradedUnderDeck().size();
        List<List<Cell>> rows = new ArrayList<>();
        for (int c = 0; c < known.length; c++) {
            if (known[c] > 0) rows.add(List.of(Cell.company(c), Cell.number(known[c])));
        }
        return new FactTable(TRADED, WORDS.text("u42f.traded", under),
                List.of(WORDS.text("ntt.company"), allSeeing ? WORDS.text("u42f.cards") : WORDS.text("u42f.yours")), rows,
                WORDS.text("u42f.traded.note"));
    }

    /** When the house is paid, and for what. */
    private static FactTable house(int first, int last) {
        return new FactTable(HOUSE, WORDS.text("u42f.house"), List.of(WORDS.text("ntt.dividend"), WORDS.text("u42f.holds")), List.of(
                List.of(Cell.text(first < last - 1 ? WORDS.text("u42f.house.range", first, last - 1) : Integer.toString(first)),
                        Cell.text(WORDS.text("u42f.house.upLeft"))),
                List.of(Cell.text(WORDS.text("u42f.house.last", last)), Cell.text(WORDS.text("u42f.house.display")))),
                WORDS.text("u42f.house.note"));
    }

    /** The shares the house would hold were the last dividend paid now: the decks' contents, so all-seeing only. */
    private static FactColumn houseColumn(UpForTwoState s, int k) {
        List<Cell> cells = new ArrayList<>();
        for (int c = 0; c < k; c++) cells.add(Cell.number(s.game().houseShares(s, c)));
        return new FactColumn(WORDS.text("u42f.houseColumn"), WORDS.text("u42f.houseColumn.tip"), cells);

    }

    private static Cell count(int n) {
        return n == 0 ? Cell.EMPTY : Cell.number(n);
    }
}
