package org.roundhouse.engine.nineteenth;

import static org.roundhouse.engine.RuleOption.choice;
import static org.roundhouse.text.Messages.WORDS;

import java.util.List;
import java.util.Map;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.TypedRuleSet;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.bots.WithBots;
import org.roundhouse.engine.RecipeBook;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.StepCodec;

/** The nineteenth-century variant as the registry lists it. */
public final class NineteenthRuleSet extends TypedRuleSet<NineteenthCentury> implements WithBots {
    /** {@code bank}: half of a share's price (rounded down) to its company's treasury, the rest to the bank; {@code treasury}: all of it. */
    public static final String OTHER_HALF = "OtherHalf";
    /** {@code full} or {@code half}: what a share sold to the bank fetches. */
    public static final String SALE_PRICE = "SalePrice";
    /** {@code yes}: no company's shares are bought and sold back (or sold and bought back) in one turn. */
    public static final String ONE_WAY_TRADES = "OneWayTrades";
    /** {@code yes}: a whole round of turns without a train ends the game (the default before issue #22). */
    public static final String IDLE_ROUND_ENDS = "IdleRoundEnds";
    /** {@code purchased} or {@code all}: the shares of which Union Pacific must own more than half to take a company's income. */
    public static final String UP_MAJORITY = "UpMajority";
    /** {@code none} or a number of whole rounds: that many rounds in a row without a train end the game. */
    public static final String IDLE_ROUND_LIMIT = "IdleRoundLimit";
    /** {@code optional} or {@code forced}: whether an "A" card showing must be taken off when the section's deck has run out. */
    public static final String ACE_WHEN_DECK_OUT = "AceWhenDeckOut";
    /** {@code placement} or {@code turn}: what a refused proposal blocks for the rest of the turn. */
    public static final String REFUSAL_BLOCKS = "RefusalBlocks";

    /** The values of {@link #IDLE_ROUND_LIMIT}: never, or after so many rounds. */
    static final List<String> IDLE_ROUND_LIMITS = List.of("none", "5", "10", "20");

    // Issue #22 made the text's reading the default: IdleRoundEnds and UpMajority changed their defaults, the last three
    // were added with a default other than the rules before them. A record that does not name one of these five was
    // written before and means the old rule; records name them whenever they differ from that.
    private static final List<RuleOption> OPTIONS = List.of(
            choice(OTHER_HALF, "other-half", "option.otherHalf", List.of("bank", "treasury"), "bank", "option.otherHalf.meaning"),
            choice(SALE_PRICE, "sale-price", "option.salePrice", List.of("full", "half"), "full", "option.salePrice.meaning"),
            choice(ONE_WAY_TRADES, "one-way-trades", "option.oneWayTrades", RuleOption.YES_NO, RuleOption.YES, ""),
            choice(IDLE_ROUND_ENDS, "idle-round-ends", "option.idleRoundEnds", RuleOption.YES_NO, RuleOption.NO, "")
                    .defaultChangedFrom(RuleOption.YES),
            choice(UP_MAJORITY, "up-majority", "option.upMajority", List.of("purchased", "all"), "all", "option.upMajority.meaning")
                    .defaultChangedFrom("purchased"),
            choice(IDLE_ROUND_LIMIT, "idle-round-limit", "option.idleRoundLimit", IDLE_ROUND_LIMITS,
                    Integer.toString(NineteenthOptions.IDLE_ROUND_LIMIT), "option.idleRoundLimit.meaning").addedLater("none"),
            choice(ACE_WHEN_DECK_OUT, "ace-when-deck-out", "option.aceWhenDeckOut", List.of("optional", "forced"), "optional",
                    "option.aceWhenDeckOut.meaning").addedLater("forced"),
            choice(REFUSAL_BLOCKS, "refusal-blocks", "option.refusalBlocks", List.of("placement", "turn"), "placement",
                    "option.refusalBlocks.meaning").addedLater("turn"));

    public static final NineteenthRuleSet INSTANCE = new NineteenthRuleSet();

    private NineteenthRuleSet() {
        super(NineteenthCentury.ID, "ruleset.nineteenth", OPTIONS);
    }

    @Override
    public List<String> seatFactNames() {
        return NineteenthSeatFacts.NAMES;
    }

    @Override
    protected StepCodec codec() {
        return NineteenthCodec.CODEC;
    }

    @Override
    protected NineteenthCentury create(Board board, Map<String, String> all, RecipeBook recipes) {
        String limit = all.get(IDLE_ROUND_LIMIT);
        if (!IDLE_ROUND_LIMITS.contains(limit)) throw new IllegalArgumentException(WORDS.text("option.problem", IDLE_ROUND_LIMIT, OPTIONS.get(5).problem(limit)));
        NineteenthOptions o = new NineteenthOptions("treasury".equals(all.get(OTHER_HALF)), "half".equals(all.get(SALE_PRICE)),
                yes(all, ONE_WAY_TRADES), yes(all, IDLE_ROUND_ENDS), "all".equals(all.get(UP_MAJORITY)),
                "none".equals(limit) ? 0 : Integer.parseInt(limit), "optional".equals(all.get(ACE_WHEN_DECK_OUT)),
                "placement".equals(all.get(REFUSAL_BLOCKS)));
        return new NineteenthCentury(board, o);
    }

    @Override
    public Arena arena(Game game) {
        return NineteenthBots.arena(typed(game), org.roundhouse.engine.bots.LeafJudge.of(game));
    }
}
