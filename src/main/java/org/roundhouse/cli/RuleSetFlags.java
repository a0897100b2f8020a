package org.roundhouse.cli;

import org.roundhouse.engine.RuleSet;

/** Checks of the flags that only some rule sets take, shared by the commands that have them. */
final class RuleSetFlags {
    private RuleSetFlags() {
    }

    /** True when the rule set takes deck recipes (the stripped-down variant spaces its deck as its text says, with none). */
    static boolean takesRecipes(RuleSet rules) {
        return rules.deckRecipeOption().isPresent();
    }

    /** The options that set the rule set's deck recipe to the recipe: none for a rule set without deck recipes. */
    static java.util.Map<String, String> recipeOptions(RuleSet rules, String recipeId) {
        return rules.deckRecipeOption().map(o -> java.util.Map.of(o.tag(), recipeId)).orElse(java.util.Map.of());
    }

    /** Why {@code --recipe} cannot be given with the rule set, or null when it can (or was not given). */
    static String recipeRefusal(RuleSet rules, boolean recipeGiven) {
        return recipeGiven && !takesRecipes(rules)
                ? rules.title() + " (--rules " + rules.id() + ") has no deck recipes: leave out --recipe" : null;
    }
}
