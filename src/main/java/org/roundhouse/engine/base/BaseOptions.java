package org.roundhouse.engine.base;

import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.Recipes;

/**
 * Options of the base game.
 *
 * @param recipe how the share deck is stacked with the dividend cards
 * @param twoPlayerRules with two players, end at the third dividend, paid with an imaginary
 *     third player (the official two-player rules); ignored with more players
 * @param deadTrackRule the later rule: a track card whose type has no free space left may
 *     be discarded from the game and replaced
 * @param twoPlayerLastRow under the two-player rules, the Union Pacific row of the last
 *     payment (the one that includes the imaginary player)
 */
public record BaseOptions(DeckRecipe recipe, boolean twoPlayerRules, boolean deadTrackRule, TwoPlayerLastRow twoPlayerLastRow) {
    public BaseOptions {
        java.util.Objects.requireNonNull(twoPlayerLastRow, "twoPlayerLastRow");
    }

    /** Options with the two-player rules' last payment on the third row (the default). */
    public BaseOptions(DeckRecipe recipe, boolean twoPlayerRules, boolean deadTrackRule) {
        this(recipe, twoPlayerRules, deadTrackRule, TwoPlayerLastRow.THIRD);
    }

    public static BaseOptions standard() {
        return new BaseOptions(Recipes.standard(), true, false);
    }

    public BaseOptions withRecipe(DeckRecipe r) {
        return new BaseOptions(r, twoPlayerRules, deadTrackRule, twoPlayerLastRow);
    }

    public BaseOptions withDeadTrackRule(boolean on) {
        return new BaseOptions(recipe, twoPlayerRules, on, twoPlayerLastRow);
    }

    public BaseOptions withTwoPlayerRules(boolean on) {
        return new BaseOptions(recipe, on, deadTrackRule, twoPlayerLastRow);
    }

    public BaseOptions withTwoPlayerLastRow(TwoPlayerLastRow row) {
        return new BaseOptions(recipe, twoPlayerRules, deadTrackRule, row);
    }

    /** The options in words for a game with this many players: "deck recipe standard, dead-track rule". */
    public String describe(int players) {
        return "deck recipe " + recipe.id()
                + (players == 2 ? (twoPlayerRules ? ", two-player rules: the last payment on " + twoPlayerLastRow.text()
                        : ", without the two-player rules") : "")
                + (deadTrackRule ? ", dead-track rule" : "");
    }

    /** The options in brief for a game with this many players, as a line under a title. */
    public String inBrief(int players) {
        StringBuilder rules = new StringBuilder("share deck ").append(recipe.id());
        if (players == 2) {
            rules.append(twoPlayerRules ? " · two-player rules, the last payment on " + twoPlayerLastRow.text()
                    : " · without the two-player rules");
        }
        if (deadTrackRule) rules.append(" · unplayable track cards are replaced");
        return rules.toString();
    }
}
