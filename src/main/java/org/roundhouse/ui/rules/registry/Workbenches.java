package org.roundhouse.ui.rules.registry;

import java.util.Map;

import org.roundhouse.engine.Game;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.base.BaseRuleSet;
import org.roundhouse.engine.nineteenth.NineteenthRuleSet;
import org.roundhouse.engine.strippeddown.StrippedDownRuleSet;
import org.roundhouse.engine.upfortwo.UpForTwoRuleSet;
import org.roundhouse.ui.rules.GenericEntry;
import org.roundhouse.ui.rules.TableEntry;
import org.roundhouse.ui.rules.base.BaseEntry;
import org.roundhouse.ui.rules.nineteenth.NineteenthEntry;
import org.roundhouse.ui.rules.strippeddown.StrippedDownEntry;
import org.roundhouse.ui.rules.upfortwo.UpForTwoEntry;

/**
 * The workbench's half of each rule set, by rule set id: how its games are entered from the
 * table ({@link TableEntry}). A rule set listed in the engine's registry but not here is
 * entered through {@link GenericEntry}, so a new rule set can be played in the workbench
 * before it has a panel of its own.
 *
 * <p>It sits below {@code ui.rules}, beside the plugins it names, so that the generic package
 * names no plugin (as the engine's {@code engine.registry} names the rule sets).
 */
public final class Workbenches {
    private static final Map<String, TableEntry> ENTRIES = Map.of(
            BaseRuleSet.INSTANCE.id(), new BaseEntry(),
            UpForTwoRuleSet.INSTANCE.id(), new UpForTwoEntry(),
            StrippedDownRuleSet.INSTANCE.id(), new StrippedDownEntry(),
            NineteenthRuleSet.INSTANCE.id(), new NineteenthEntry());
    private static final TableEntry GENERIC = new GenericEntry();

    private Workbenches() {
    }

    /** How games of the rule set are entered: its own plugin, or the generic one. */
    public static TableEntry entry(RuleSet ruleSet) {
        return ENTRIES.getOrDefault(ruleSet.id(), GENERIC);
    }

    public static TableEntry entry(Game game) {
        return entry(game.ruleSet());
    }

    /** True when the rule set has an entry plugin of its own. */
    public static boolean hasOwnEntry(RuleSet ruleSet) {
        return ENTRIES.containsKey(ruleSet.id());
    }
}
