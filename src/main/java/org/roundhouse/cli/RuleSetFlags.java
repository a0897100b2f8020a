package org.roundhouse.cli;

import org.roundhouse.engine.RuleSet;

/** Checks of the flags that only some rule sets take, shared by the commands that have them. */
final class RuleSetFlags {
    /** The option {@code --recipe} sets. */
    static final String RECIPE = "Recipe";

    private RuleSetFlags() {
    }

    /** True when the rule set takes deck recipes (the stripped-down variant spaces its deck as its text says, with none). */
    static boolean takesRecipes(RuleSet rules) {
        return rules.options().stream().anyMatch(o -> o.tag().equals(RECIPE));
    }

    /** Why {@code --recipe} cannot be given with the rule set, or null when it can (or was not given). */
    static String recipeRefusal(RuleSet rules, boolean recipeGiven) {
        return recipeGiven && !takesRecipes(rules)
                ? rules.title() + " (--rules " + rules.id() + ") has no deck recipes: leave out --recipe" : null;
    }
}
