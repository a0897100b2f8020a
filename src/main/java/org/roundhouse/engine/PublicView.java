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

    /** The seats (and a ranked house) with the most cash; more than one on a tie. */
    int[] winners();

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
     * The rule set's own figures of the position for charts of their own (treasuries, share
     * prices, …), one per chart, line and position; none by default.
     */
    default List<ChartFigure> figures() {
        return List.of();
    }
}
