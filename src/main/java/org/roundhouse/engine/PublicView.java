package org.roundhouse.engine;

import java.util.List;

/**
 * What everyone at the table sees of a position, in terms every rule set of the Union
 * Pacific family shares: cash, played shares, the companies on the board, the display and
 * the decks as counts, the dividends. Summaries, panels and charts read this, never a rule
 * set's own state. Companies are the board's indices; Union Pacific is
 * {@code board.unionPacific()}.
 */
public interface PublicView {
    int players();

    int cash(int seat);

    /** True when a house is ranked beside the seats (the base game's two-player rules). */
    boolean hasHouse();

    /** What a house was paid in all; 0 where none plays. */
    int houseCash();

    /** The seats (and {@code players()} for a ranked house) from most to least cash. */
    int[] ranking();

    /** Cash of a recipient: a seat, or {@code players()} for the house. */
    int cashOf(int recipient);

    /** The seats (and a ranked house) with the most cash, in seat order; more than one on a tie. */
    default int[] winners() {
        return Winners.among(players() + (hasHouse() ? 1 : 0), this::cashOf);
    }

    int dividendsDrawn();

    int dividendsPaid();

    List<DividendPayment> payments();

    /** Shares of the company the seat has laid face up (Union Pacific included). */
    int playedShares(int seat, int company);

    /** Shares of the company laid face up by all seats. */
    int totalPlayed(int company);

    int trainsPlaced(int company);

    int trainsLeft(int company);

    /** The company's dividend value now. */
    int companyValue(int company);

    /** The face-up shares, a company per slot (-1 for an empty slot). */
    int[] display();

    /** Cards left in the (main) share deck. */
    int deckSize();

    int unionPacificLeft();

    /** Trains on the section of the map (0 where a rule set has no map). */
    int trainsOn(int section);

    /** The company of the section's {@code i}-th train, in the order they were laid. */
    int trainOn(int section, int i);

    /**
     * The values of one of the rule set's own series ({@link Game#extraSeries()}) at this
     * position: one per company (Union Pacific last) or one per seat, as its {@link SeriesSpec#per()} says.
     *
     * @throws IllegalArgumentException for a key the rule set does not list
     */
    default int[] extra(String key) {
        throw new IllegalArgumentException("this rule set has no series '" + key + "'");
    }
}
