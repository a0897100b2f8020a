package org.roundhouse.engine.registry;

import static org.roundhouse.text.Messages.WORDS;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.SetupException;
import org.roundhouse.engine.base.BaseRuleSet;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.bots.WithBots;
import org.roundhouse.engine.nineteenth.NineteenthRuleSet;
import org.roundhouse.engine.strippeddown.StrippedDownRuleSet;
import org.roundhouse.engine.upfortwo.UpForTwoRuleSet;

/**
 * The rule sets this Roundhouse knows. The one place outside the rule sets' own packages
 * that names them: adding a rule set is writing its package and listing it here.
 */
public final class RuleSets {
    private static final List<RuleSet> ALL = List.of(BaseRuleSet.INSTANCE, UpForTwoRuleSet.INSTANCE, StrippedDownRuleSet.INSTANCE,
            NineteenthRuleSet.INSTANCE);

    private RuleSets() {
    }

    public static List<RuleSet> all() {
        return ALL;
    }

    public static Optional<RuleSet> byId(String id) {
        return ALL.stream().filter(r -> r.id().equals(id)).findFirst();
    }

    /**
     * The rule set with the id.
     *
     * @throws IllegalArgumentException naming the unknown id and the known ones
     */
    public static RuleSet require(String id) {
        return byId(id).orElseThrow(() -> new SetupException(SetupException.About.RULES, WORDS.text("ruleset.unknown", id,
                ALL.stream().map(r -> "'" + r.id() + "'").collect(Collectors.joining(", ")))));
    }

    /** The base game, the default of records that name no rule set. */
    public static RuleSet base() {
        return BaseRuleSet.INSTANCE;
    }

    /** The bots of a configured game, for tournaments; empty for a rule set that has none yet. */
    public static Optional<Arena> arena(Game game) {
        return game.ruleSet() instanceof WithBots bots ? Optional.of(bots.arena(game)) : Optional.empty();
    }
}
