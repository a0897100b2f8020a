package org.roundhouse.engine.nineteenth;

import java.util.ArrayList;
import java.util.List;
import org.roundhouse.engine.SeatMarks;
import org.roundhouse.engine.SeriesSpec;
import org.roundhouse.engine.FactColumn;
import org.roundhouse.engine.FactTable;
import org.roundhouse.engine.FactTable.Cell;

/**
 * The nineteenth-century variant's own facts on the workbench's panels: columns of the companies
 * table (treasury, Union Pacific's
 * holdings, who may expand the company) and two tables (the four face-up track decks with their
 * discards and the dividend cycle; who controls what). Everything shown lies open on the table,
 * so every eye sees the same; the order under the face-up cards is never shown.
 */
public final class NineteenthTables {
    /** The key of the track decks' table. */
    public static final String DECKS = "track-decks";
    /** The key of the table of holdings and control. */
    public static final String CONTROL = "control";

    private NineteenthTables() {
    }

    /** The seat as the workbench shows it: the player's name ({@link SeatMarks}). */
    static String seat(int seat) {
        return SeatMarks.seat(seat);
    }

    /** Who may expand the company now, in a word or two, and why. */
    static Cell expander(NineteenthState s, int company) {
        NineteenthCentury g = s.game();
        String name = g.name(company);
        if (s.trainsLeft(company) <= 0) return Cell.text("no trains").withTip(name + " has laid all its trains");
        if (s.purchased(company) == 0) return Cell.text("nobody").withTip("Nobody has bought a " + name + " share, so nobody may expand it");
        for (int p = 0; p < s.players(); p++) {
            if (g.controls(s, p, company)) {
                return 2 * s.shares(p, company) > s.purchased(company)
                        ? Cell.text(seat(p)).withTip(seat(p) + " holds more than half of the purchased " + name + " shares")
                        : Cell.text(seat(p) + " (UP)").withTip(seat(p) + " controls Union Pacific, and with its " + name
                                + " shares holds more than half");
            }
        }
        int all = 0;
        for (int p = 0; p < s.players(); p++) all += g.weight(s, p, company);
        return 2 * all > s.purchased(company)
                ? Cell.text("approval").withTip("No one seat controls " + name + ": the player to expand it needs others' approval")
                : Cell.text("nobody").withTip("The players cannot together hold more than half of the purchased " + name + " shares");
    }

    static List<FactColumn> columns(NineteenthState s) {
        NineteenthCentury g = s.game();
        int k = g.board().companyCount() + 1;
        int up = k - 1;
        List<Cell> treasury = new ArrayList<>();
        List<Cell> expands = new ArrayList<>();
        for (int c = 0; c < k; c++) {
            String name = g.name(c);
            treasury.add(Cell.number(s.treasury(c)).withTip(name + "'s own cash: $" + s.treasury(c) + "M"
                    + (c == up ? "" : s.treasury(c) < NineteenthCentury.TRAIN_COST ? " (too little for a train)" : "")));
            expands.add(c == up ? Cell.EMPTY : expander(s, c));
        }
        // the share price is the companies table's value and the shares in the company's deck its "in deck"; the bank's
        // and Union Pacific's shares are in the holdings table, which keeps the companies table narrow enough to read
        return List.of(
                new FactColumn("Treasury", "the company's own cash in $M; it pays $1M for each train", treasury),
                new FactColumn("Expands", "who may expand the company now", expands));
    }

    static List<FactTable> tables(NineteenthState s) {
        return List.of(decks(s), control(s));
    }

    /** The four track decks: the face-up card, cards left, discards, whether a dividend card may still lie in it. */
    static FactTable decks(NineteenthState s) {
        NineteenthCentury g = s.game();
        List<List<Cell>> rows = new ArrayList<>();
        for (int d = 0; d < s.decks(); d++) {
            int top = s.topCard(d);
            Cell shows = switch (top) {
                case NineteenthMove.TRACK -> Cell.text("track").withTip("A " + g.deckName(d) + " track card shows");
                case NineteenthMove.ACE -> Cell.text("A").withTip("An \"A\" card shows: after any train it may be taken instead");
                default -> Cell.EMPTY.withTip("The " + g.deckName(d) + " deck ran out");
            };
            Cell dividend = s.mayHoldDividend(d) && s.dividendsLeftInCycle() > 0
                    ? Cell.text("maybe").withTip("This cycle's dividend cards may lie in the " + g.deckName(d) + " deck")
                    : Cell.text("no").withTip("No dividend card of this cycle is left in the " + g.deckName(d) + " deck");
            rows.add(List.of(Cell.text(g.deckName(d)), shows, Cell.number(s.deckSize(d)).withTip(s.deckSize(d)
                    + " cards, the face-up one included (a dividend card not counted)"),
                    Cell.number(s.discards(d)).withTip(s.discards(d) + " cards discarded, " + s.discardedAces(d) + " of them \"A\""),
                    dividend));
        }
        int cycles = g.cycleDividends(1);
        String note = "Cycle " + s.cycle() + " of " + cycles + ": " + s.dividendsLeftInCycle() + " of "
                + g.cycleDividends(s.cycle()) + " dividend cards to come" + (s.cycle() == cycles ? " (the last ends the game)" : "");
        return new FactTable(DECKS, "Track decks", List.of("Deck", "Shows", "Left", "Discards", "Dividend"), rows, note);
    }

    /** Who holds what: each seat's shares, Union Pacific's and the bank's, per company. */
    static FactTable control(NineteenthState s) {
        NineteenthCentury g = s.game();
        int k = g.board().companyCount() + 1;
        int up = k - 1;
        List<String> heads = new ArrayList<>();
        heads.add("Company");
        for (int p = 0; p < s.players(); p++) heads.add(FactTable.seatHead(p));
        heads.add("UP");
        heads.add("Bank");
        List<List<Cell>> rows = new ArrayList<>();
        for (int c = 0; c < k; c++) {
            if (s.purchased(c) == 0 && s.sharesInBank(c) == 0) continue;
            List<Cell> row = new ArrayList<>();
            row.add(Cell.company(c));
            for (int p = 0; p < s.players(); p++) {
                int h = s.shares(p, c);
                boolean alone = g.controls(s, p, c);
                row.add(h == 0 ? Cell.EMPTY : Cell.number(h).withTip(seat(p) + " owns " + h + " of the " + s.purchased(c)
                        + " purchased " + g.name(c) + " shares" + (alone ? ": control" : "")));
            }
            row.add(c == up ? Cell.EMPTY : s.unionPacificShares(c) == 0 ? Cell.EMPTY : Cell.number(s.unionPacificShares(c)));
            row.add(s.sharesInBank(c) == 0 ? Cell.EMPTY : Cell.number(s.sharesInBank(c)));
            rows.add(row);
        }
        int ctrl = s.unionPacificController();
        String note = "A UP share costs $" + s.price(up) + "M · " + (ctrl >= 0 ? "UP controlled by " + seat(ctrl) : "nobody controls UP");
        return new FactTable(CONTROL, "Holdings", heads, rows, rows.isEmpty() ? "No share bought yet. " + note : note);
    }

    /** The variant's own charts beside cash and majorities: treasuries, share prices and Union Pacific's holdings. */
    static final SeriesSpec TREASURIES = new SeriesSpec("treasuries", "Treasuries", SeriesSpec.Per.COMPANY,
            "Each company's treasury in $M, Union Pacific's included: what pays for its trains.");
    static final SeriesSpec PRICES = new SeriesSpec("share-prices", "Share prices", SeriesSpec.Per.COMPANY,
            "What a share costs in $M: the company's trains on the board; Union Pacific's, its shares owned by players + 1.");
    static final SeriesSpec UP_HOLDINGS = new SeriesSpec("up-holdings", "UP holdings", SeriesSpec.Per.COMPANY,
            "The shares of each company that Union Pacific owns: where it owns more than half, the company's scoring goes to UP.");
    /** A share's price is also the companies' value, drawn by the Company value chart: so no chart of its own. */
    static final List<SeriesSpec> SERIES = List.of(TREASURIES, UP_HOLDINGS);

    /** The values of one of {@link #SERIES} at a position, a company each (Union Pacific last). */
    static int[] series(NineteenthState s, String key) {
        int up = s.game().board().unionPacific();
        int[] v = new int[up + 1];
        for (int c = 0; c <= up; c++) {
            v[c] = switch (key) {
                case "treasuries" -> s.treasury(c);
                case "share-prices" -> s.price(c);
                case "up-holdings" -> c == up ? 0 : s.unionPacificShares(c);
                default -> throw new IllegalArgumentException("the nineteenth-century variant has no series '" + key + "'");
            };
        }
        return v;
    }
}
