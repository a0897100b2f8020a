package org.roundhouse.engine.nineteenth;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.TypedRuleSet;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.bots.WithBots;
import org.roundhouse.engine.RecipeBook;
import org.roundhouse.engine.RuleOption;

/** The nineteenth-century variant as the registry lists it. */
public final class NineteenthRuleSet extends TypedRuleSet<NineteenthCentury> implements WithBots {
    /** {@code bank}: half of a share's price (rounded down) to its company's treasury, the rest to the bank; {@code treasury}: all of it. */
    public static final String OTHER_HALF = "OtherHalf";
    /** {@code full} or {@code half}: what a share sold to the bank fetches. */
    public static final String SALE_PRICE = "SalePrice";
    /** {@code yes}: no company's shares are bought and sold back (or sold and bought back) in one turn. */
    public static final String ONE_WAY_TRADES = "OneWayTrades";
    /** {@code yes}: a whole round of turns without a train ends the game. */
    public static final String IDLE_ROUND_ENDS = "IdleRoundEnds";
    /** {@code purchased} or {@code all}: the shares of which Union Pacific must own more than half to take a company's income. */
    public static final String UP_MAJORITY = "UpMajority";
    public static final NineteenthRuleSet INSTANCE = new NineteenthRuleSet();

    private static final List<RuleOption> OPTIONS = List.of(
            new RuleOption(OTHER_HALF, "other-half", "The other half of a share's price goes to", List.of("bank", "treasury"), "bank", false,
                    "bank: half to the company, half to the bank; treasury: the whole price to the company"),
            new RuleOption(SALE_PRICE, "sale-price", "Shares sold to the bank fetch", List.of("full", "half"), "full", false,
                    "full or half the share's price"),
            new RuleOption(ONE_WAY_TRADES, "one-way-trades", "No buying and selling back one company in a turn",
                    List.of(RuleOption.YES, RuleOption.NO), RuleOption.YES, false, ""),
            new RuleOption(IDLE_ROUND_ENDS, "idle-round-ends", "A round without a train ends the game",
                    List.of(RuleOption.YES, RuleOption.NO), RuleOption.YES, false, ""),
            new RuleOption(UP_MAJORITY, "up-majority", "UP takes a company's income owning more than half of its",
                    List.of("purchased", "all"), "purchased", false, "purchased shares or all shares"));

    private NineteenthRuleSet() {
    }

    @Override
    public String id() {
        return NineteenthCentury.ID;
    }

    @Override
    public String title() {
        return "Union Pacific in the nineteenth century";
    }

    @Override
    public List<RuleOption> options() {
        return OPTIONS;
    }

    @Override
    public Map<String, Set<String>> xmlStepElements() {
        return NineteenthXml.ELEMENTS;
    }

    @Override
    public Set<String> xmlSeatAttributes() {
        return NineteenthXml.SEAT_ATTRIBUTES;
    }

    @Override
    public Set<String> xmlTableElements() {
        return NineteenthXml.TABLE_ELEMENTS;
    }

    @Override
    protected NineteenthCentury create(Board board, Map<String, String> all, RecipeBook recipes) {
        NineteenthOptions o = new NineteenthOptions("treasury".equals(all.get(OTHER_HALF)), "half".equals(all.get(SALE_PRICE)),
                yes(all, ONE_WAY_TRADES), yes(all, IDLE_ROUND_ENDS), "all".equals(all.get(UP_MAJORITY)));
        return new NineteenthCentury(board, o);
    }

    @Override
    public Arena arena(Game game) {
        return NineteenthBots.arena(typed(game));
    }
}
