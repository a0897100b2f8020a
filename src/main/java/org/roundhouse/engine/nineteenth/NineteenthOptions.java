package org.roundhouse.engine.nineteenth;

/**
 * Where clubs may read the variant's text differently ({@code docs/rules-notes.md} § The
 * nineteenth-century variant).
 *
 * @param otherHalfToTreasury a share bought from its company pays the whole price into the
 *     company's treasury; otherwise half (rounded down) goes there and the rest to the bank
 * @param halfPriceSale shares sold to the bank fetch half their price (rounded down); otherwise the whole price
 * @param oneWayTrades in one turn a player (and Union Pacific under him) does not sell a company's
 *     shares bought that turn, nor buy back one sold that turn
 * @param idleRoundEnds the game also ends when a whole round of turns passes without a train
 * @param upMajorityOfAll Union Pacific takes a company's scoring income when it owns more than half
 *     of all the company's shares; otherwise more than half of its purchased shares
 * @param idleRoundLimit the game ends when this many whole rounds in a row pass without a train; 0 for never
 * @param aceOptional after a train on track whose deck has run out, an "A" card showing may be left
 *     showing; otherwise it must be taken off
 * @param refusalBlocksPlacement a refused proposal blocks only that train (company and section) for the
 *     rest of the turn; otherwise every train of the company
 */
public record NineteenthOptions(boolean otherHalfToTreasury, boolean halfPriceSale, boolean oneWayTrades,
                                boolean idleRoundEnds, boolean upMajorityOfAll, int idleRoundLimit, boolean aceOptional,
                                boolean refusalBlocksPlacement) {
    /** The rounds in a row without a train that end a game the text's own rule would not end. */
    public static final int IDLE_ROUND_LIMIT = 10;

    /** The text's reading, what a new game plays. */
    public static final NineteenthOptions DEFAULT = new NineteenthOptions(false, false, true, false, true, IDLE_ROUND_LIMIT, true, true);

    /** The defaults before issue #22: what a record that names none of the options changed then means. */
    public static final NineteenthOptions BEFORE_22 = new NineteenthOptions(false, false, true, true, false, 0, false, false);

    public NineteenthOptions {
        if (idleRoundLimit < 0) throw new IllegalArgumentException("idleRoundLimit " + idleRoundLimit);
    }

    /** The options before the idle-round limit, the optional "A" card and the one-placement refusal existed. */
    public NineteenthOptions(boolean otherHalfToTreasury, boolean halfPriceSale, boolean oneWayTrades, boolean idleRoundEnds,
            boolean upMajorityOfAll) {
        this(otherHalfToTreasury, halfPriceSale, oneWayTrades, idleRoundEnds, upMajorityOfAll, 0, false, false);
    }
}
