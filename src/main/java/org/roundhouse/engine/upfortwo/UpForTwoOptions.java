package org.roundhouse.engine.upfortwo;

import static org.roundhouse.text.Messages.WORDS;

import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.Recipes;

/**
 * Options of "Union Pacific for two". The defaults are the text as written; each switch
 * is a point where clubs play it differently (see docs/rules-notes.md).
 *
 * @param recipe how the main deck is stacked with the (four) dividend cards
 * @param relativePayments the designers' preference: when both players hold a company, pay
 *     only the difference of their payments (the higher minus the lower, the lower nothing)
 * @param threeOfAKind a seat holding three track cards of one kind at the start of its turn
 *     may show them, discard one and draw two
 * @param deadTrackRule the base game's later rule for unplayable track cards
 */
public record UpForTwoOptions(DeckRecipe recipe, boolean relativePayments, boolean threeOfAKind, boolean deadTrackRule) {
    public static UpForTwoOptions standard() {
        return new UpForTwoOptions(Recipes.standard(), false, true, false);
    }

    public UpForTwoOptions withRecipe(DeckRecipe r) {
        return new UpForTwoOptions(r, relativePayments, threeOfAKind, deadTrackRule);
    }

    public UpForTwoOptions withRelativePayments(boolean on) {
        return new UpForTwoOptions(recipe, on, threeOfAKind, deadTrackRule);
    }

    public UpForTwoOptions withThreeOfAKind(boolean on) {
        return new UpForTwoOptions(recipe, relativePayments, on, deadTrackRule);
    }

    public UpForTwoOptions withDeadTrackRule(boolean on) {
        return new UpForTwoOptions(recipe, relativePayments, threeOfAKind, on);
    }

    /** The rules in one line, for a record's reader. */
    public String inBrief() {
        return WORDS.text("ruleset.upForTwo") + " · " + WORDS.text("brief.shareDeck", recipe.id())
                + " · " + (threeOfAKind ? WORDS.text("u42.brief.threeOfAKind") : WORDS.text("u42.brief.noThreeOfAKind"))
                + (relativePayments ? " · " + WORDS.text("u42.brief.relativePayments") : "")
                + (deadTrackRule ? " · " + WORDS.text("brief.deadTrackRule") : "");
    }

    /** The options in words, for a list of games. */
    public String described() {
        return WORDS.text("summary.recipe", recipe.id()) + (threeOfAKind ? ", " + WORDS.text("u42.summary.threeOfAKind") : "")
                + (relativePayments ? ", " + WORDS.text("u42.summary.relativePayments") : "")
                + (deadTrackRule ? ", " + WORDS.text("summary.deadTrackRule") : "");
    }
}
