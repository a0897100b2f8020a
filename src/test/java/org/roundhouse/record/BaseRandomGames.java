package org.roundhouse.record;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.base.BaseRuleSet;

/** Random base games for tests: {@link RandomGames#template} with the base game's own options. */
public final class BaseRandomGames {
    private BaseRandomGames() {
    }

    /** A base-game template: the deck recipe, the two-player rules, the dead-track rule. */
    public static GameSetup template(int players, String recipeId, boolean twoPlayerRules, boolean deadTrackRule, List<String> names) {
        Map<String, String> options = new LinkedHashMap<>();
        options.put(BaseRuleSet.RECIPE, recipeId);
        options.put(BaseRuleSet.TWO_PLAYER_RULES, twoPlayerRules ? RuleOption.YES : RuleOption.NO);
        options.put(BaseRuleSet.DEAD_TRACK_RULE, deadTrackRule ? RuleOption.YES : RuleOption.NO);
        return RandomGames.template(BaseRuleSet.INSTANCE.id(), options, players, names);
    }
}
