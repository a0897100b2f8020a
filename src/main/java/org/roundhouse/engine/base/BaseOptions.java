package org.roundhouse.engine.base;

import static org.roundhouse.text.Messages.WORDS;

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
        return WORDS.text("summary.recipe", recipe.id())
                + (players == 2 ? ", " + (twoPlayerRules ? WORDS.text("summary.twoPlayerRules", twoPlayerLastRow.text())
                        : WORDS.text("summary.noTwoPlayerRules")) : "")
                + (deadTrackRule ? ", " + WORDS.text("summary.deadTrackRule") : "");
    }

    /** The options in brief for a game with this many players, as a line under a title. */
    public String inBrief(int players) {
        StringBuilder rules = new StringBuilder(WORDS.text("brief.shareDeck", recipe.id()));
        if (players == 2) {
            rules.append(" · ").append(twoPlayerRules ? WORDS.text("brief.twoPlayerRules", twoPlayerLastRow.text())
                    : WORDS.text("summary.noTwoPlayerRules"));
        }
        if (deadTrackRule) rules.append(" · ").append(WORDS.text("brief.deadTrackRule"));
        return rules.toString();
    }
}
