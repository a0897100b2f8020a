package org.roundhouse.engine.upfortwo;

import java.util.List;
import java.util.Map;
import org.roundhouse.board.Board;
import org.roundhouse.engine.RecipeBook;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.Recipes;
import org.roundhouse.engine.TypedRuleSet;
import org.roundhouse.engine.base.BaseRuleSet;

/** "Union Pacific for two" as the registry lists it; its options are those of {@link UpForTwoOptions}. */
public final class UpForTwoRuleSet extends TypedRuleSet<UpForTwo> implements org.roundhouse.engine.bots.WithBots {
    public static final String RECIPE = BaseRuleSet.RECIPE;
    public static final String RELATIVE_PAYMENTS = "RelativePayments";
    public static final String THREE_OF_A_KIND = "ThreeOfAKind";
    public static final String DEAD_TRACK_RULE = BaseRuleSet.DEAD_TRACK_RULE;

    private static final List<RuleOption> OPTIONS = List.of(
            RuleOption.deckRecipe(RECIPE, "recipe", "option.recipe", Recipes.standard().id()),
            RuleOption.yesNo(RELATIVE_PAYMENTS, "relative-payments", "option.relativePayments", false),
            RuleOption.yesNo(THREE_OF_A_KIND, "three-of-a-kind", "option.threeOfAKind", true),
            RuleOption.yesNo(DEAD_TRACK_RULE, "dead-track-rule", "option.deadTrackRule", false));

    public static final UpForTwoRuleSet INSTANCE = new UpForTwoRuleSet();

    private UpForTwoRuleSet() {
        super(UpForTwo.ID, "ruleset.upForTwo", OPTIONS);
    }

    @Override
    public Map<String, java.util.Set<String>> xmlStepElements() {
        return UpForTwoCodec.CODEC.xmlElements(BaseRuleSet.INSTANCE.xmlStepElements());
    }

    @Override
    public java.util.Set<String> xmlSeatAttributes() {
        return UpForTwoCodec.CODEC.xmlSeatAttributes(BaseRuleSet.INSTANCE.xmlSeatAttributes());
    }

    @Override
    public java.util.Set<String> xmlTableElements() {
        return BaseRuleSet.INSTANCE.xmlTableElements();
    }

    @Override
    protected UpForTwo create(Board board, Map<String, String> all, RecipeBook recipes) {
        UpForTwoOptions o = new UpForTwoOptions(recipes.require(all.get(RECIPE)), yes(all, RELATIVE_PAYMENTS),
                yes(all, THREE_OF_A_KIND), yes(all, DEAD_TRACK_RULE));
        return new UpForTwo(board, o);
    }

    @Override
    public org.roundhouse.engine.bots.Arena arena(org.roundhouse.engine.Game game) {
        return UpForTwoBots.arena(typed(game), org.roundhouse.engine.bots.LeafJudge.of(game));
    }
}
