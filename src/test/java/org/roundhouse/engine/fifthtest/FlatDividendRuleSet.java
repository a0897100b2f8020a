package org.roundhouse.engine.fifthtest;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.roundhouse.engine.RecipeBook;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.TypedRuleSet;
import org.roundhouse.engine.base.BaseBots;
import org.roundhouse.engine.base.BaseOptions;
import org.roundhouse.engine.base.BaseRuleSet;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.bots.WithBots;

/** The registry entry of {@link FlatDividendGame}: the base game's deck recipe and dead-track rule, no two-player rules. */
public final class FlatDividendRuleSet extends TypedRuleSet<FlatDividendGame> implements WithBots {
    public static final String ID = "flat-dividend";

    private static final List<RuleOption> OPTIONS = BaseRuleSet.INSTANCE.options().stream()
            .filter(o -> o.tag().equals(BaseRuleSet.RECIPE) || o.tag().equals(BaseRuleSet.DEAD_TRACK_RULE)).toList();

    public static final FlatDividendRuleSet INSTANCE = new FlatDividendRuleSet();

    private FlatDividendRuleSet() {
        super(ID, "Union Pacific, flat dividends", OPTIONS);
    }

    @Override
    public Map<String, Set<String>> xmlStepElements() {
        return BaseRuleSet.INSTANCE.xmlStepElements();
    }

    @Override
    public Set<String> xmlSeatAttributes() {
        return BaseRuleSet.INSTANCE.xmlSeatAttributes();
    }

    @Override
    public Set<String> xmlTableElements() {
        return BaseRuleSet.INSTANCE.xmlTableElements();
    }

    @Override
    protected FlatDividendGame create(Board board, Map<String, String> options, RecipeBook recipes) {
        return new FlatDividendGame(board, new BaseOptions(recipes.require(options.get(BaseRuleSet.RECIPE)), false,
                yes(options, BaseRuleSet.DEAD_TRACK_RULE)));
    }

    @Override
    public Arena arena(Game game) {
        return BaseBots.arena(typed(game));
    }
}
