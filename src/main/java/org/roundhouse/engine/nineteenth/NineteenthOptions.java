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
 */
public record NineteenthOptions(boolean otherHalfToTreasury, boolean halfPriceSale, boolean oneWayTrades,
                                boolean idleRoundEnds, boolean upMajorityOfAll) {
    public static final NineteenthOptions DEFAULT = new NineteenthOptions(false, false, true, true, false);
}
