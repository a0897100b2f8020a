package org.roundhouse.engine.nineteenth;

import static org.roundhouse.text.Messages.WORDS;

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
        if (s.trainsLeft(company) <= 0) return Cell.text(WORDS.text("ntt.noTrains")).withTip(WORDS.text("ntt.noTrains.tip", name));
        if (s.purchased(company) == 0) return Cell.text(WORDS.text("ntt.nobody")).withTip(WORDS.text("ntt.nobodyBought.tip", name));
        for (int p = 0; p < s.players(); p++) {
            if (g.controls(s, p, company)) {
                return 2 * s.shares(p, company) > s.purchased(company)
                        ? Cell.text(seat(p)).withTip(WORDS.text("ntt.controls.tip", seat(p), name))
                        : Cell.text(WORDS.text("ntt.viaUp", seat(p))).withTip(WORDS.text("ntt.viaUp.tip", seat(p), name));
            }
        }
        int all = 0;
        for (int p = 0; p < s.players(); p++) all += g.weight(s, p, company);
        return 2 * all > s.purchased(company)
                ? Cell.text(WORDS.text("ntt.approval")).withTip(WORDS.text("ntt.approval.tip", name))
                : Cell.text(WORDS.text("ntt.nobody")).withTip(WORDS.text("ntt.noMajority.tip", name));
    }

    static List<FactColumn> columns(NineteenthState s) {
        NineteenthCentury g = s.game();
        int k = g.board().companyCount() + 1;
        int up = k - 1;
        List<Cell> treasury = new ArrayList<>();
        List<Cell> expands = new ArrayList<>();
        for (int c = 0; c < k; c++) {
            String name = g.name(c);
            boolean low = c != up && s.treasury(c) < NineteenthCentury.TRAIN_COST;
            treasury.add(Cell.number(s.treasury(c)).withTip(WORDS.text(low ? "ntt.treasury.low.tip" : "ntt.treasury.tip", name, s.treasury(c))));
            expands.add(c == up ? Cell.EMPTY : expander(s, c));
        }
        // the share price is the companies table's value and the shares in the company's deck its "in deck"; the bank's
        // and Union Pacific's shares are in the holdings table, which keeps the companies table narrow enough to read
        return List.of(
                new FactColumn(WORDS.text("ntt.treasury"), WORDS.text("ntt.treasury.head.tip"), treasury),
                new FactColumn(WORDS.text("ntt.expands"), WORDS.text("ntt.expands.head.tip"), expands));
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
            String deck = g.deckWord(d);
            Cell shows = switch (top) {
                case NineteenthMove.TRACK -> Cell.text(WORDS.text("ntt.shows.track")).withTip(WORDS.text("ntt.shows.track.tip", deck));
                case NineteenthMove.ACE -> Cell.text("A").withTip(WORDS.text("ntt.shows.ace.tip"));
                default -> Cell.EMPTY.withTip(WORDS.text("ntt.shows.none.tip", deck));
            };
            Cell dividend = s.mayHoldDividend(d) && s.dividendsLeftInCycle() > 0
                    ? Cell.text(WORDS.text("ntt.maybe")).withTip(WORDS.text("ntt.maybe.tip", deck))
                    : Cell.text(WORDS.text("ntt.no")).withTip(WORDS.text("ntt.no.tip", deck));
            rows.add(List.of(Cell.text(deck), shows, Cell.number(s.deckSize(d)).withTip(WORDS.text("ntt.left.tip", s.deckSize(d))),
                    Cell.number(s.discards(d)).withTip(WORDS.text("ntt.discards.tip", s.discards(d), s.discardedAces(d))),
                    dividend));
        }
        int cycles = g.cycleDividends(1);
        String note = WORDS.text(s.cycle() == cycles ? "ntt.cycle.last" : "ntt.cycle", s.cycle(), cycles, s.dividendsLeftInCycle(),
                g.cycleDividends(s.cycle()));
        return new FactTable(DECKS, WORDS.text("ntt.decks"), List.of(WORDS.text("ntt.deck"), WORDS.text("ntt.shows"), WORDS.text("ntt.left"),
                WORDS.text("ntt.discards"), WORDS.text("ntt.dividend")), rows, note);
    }

    /** Who holds what: each seat's shares, Union Pacific's and the bank's, per company. */
    static FactTable control(NineteenthState s) {
        NineteenthCentury g = s.game();
        int k = g.board().companyCount() + 1;
        int up = k - 1;
        List<String> heads = new ArrayList<>();
        heads.add(WORDS.text("ntt.company"));
        for (int p = 0; p < s.players(); p++) heads.add(FactTable.seatHead(p));
        heads.add(g.board().companyAbbreviation(up));
        heads.add(WORDS.text("ntt.bank"));
        List<List<Cell>> rows = new ArrayList<>();
        for (int c = 0; c < k; c++) {
            if (s.purchased(c) == 0 && s.sharesInBank(c) == 0) continue;
            List<Cell> row = new ArrayList<>();
            row.add(Cell.company(c));
            for (int p = 0; p < s.players(); p++) {
                int h = s.shares(p, c);
                boolean alone = g.controls(s, p, c);
                row.add(h == 0 ? Cell.EMPTY : Cell.number(h).withTip(WORDS.text(alone ? "ntt.owns.control.tip" : "ntt.owns.tip", seat(p), h,
                        s.purchased(c), g.name(c))));
            }
            row.add(c == up ? Cell.EMPTY : s.unionPacificShares(c) == 0 ? Cell.EMPTY : Cell.number(s.unionPacificShares(c)));
            row.add(s.sharesInBank(c) == 0 ? Cell.EMPTY : Cell.number(s.sharesInBank(c)));
            rows.add(row);
        }
        int ctrl = s.unionPacificController();
        String note = ctrl >= 0 ? WORDS.text("ntt.upPrice.controlled", s.price(up), seat(ctrl)) : WORDS.text("ntt.upPrice.nobody", s.price(up));
        return new FactTable(CONTROL, WORDS.text("ntt.holdings"), heads, rows, rows.isEmpty() ? WORDS.text("ntt.noShareYet", note) : note);

    }

    /**
     * The variant's own charts beside cash and majorities, in the current language: treasuries and Union Pacific's
     * holdings. A share's price is also the companies' value, drawn by the Company value chart: so no chart of its
     * own (its values are still {@link #series} "share-prices").
     */
    static List<SeriesSpec> series() {
        return List.of(
                new SeriesSpec("treasuries", WORDS.text("ntt.series.treasuries"), SeriesSpec.Per.COMPANY,
                        WORDS.text("ntt.series.treasuries.about")),
                new SeriesSpec("up-holdings", WORDS.text("ntt.series.upHoldings"), SeriesSpec.Per.COMPANY,
                        WORDS.text("ntt.series.upHoldings.about")));
    }


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
