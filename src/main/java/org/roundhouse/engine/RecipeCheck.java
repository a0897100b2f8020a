package org.roundhouse.engine;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.roundhouse.board.Board;

/**
 * The one check of a deck recipe against the deck it is to stack: the rule sets that take
 * recipes refuse what {@link #refusal} names, and the recipe editor, the Designer's cells and
 * {@code simulate} ask the same questions, so a recipe the editor passes is one a cell takes.
 */
public final class RecipeCheck {
    private RecipeCheck() {
    }

    /** Why the recipe cannot stack the board's share deck, or empty when it can. */
    public static Optional<String> refusal(DeckRecipe recipe, Board board) {
        if (recipe.dividendCards() != board.dividendCards()) {
            return Optional.of(WORDS.text("recipe.check.dividends", recipe.id(), recipe.dividendCards(), board.dividendCards()));
        }
        return Optional.empty();
    }

    /**
     * What the recipe does to a deck of {@code shareCards} share cards that its writer may not
     * mean, or empty: a fixed stack that asks for more share cards than the deck holds, and
     * stacks left without a share card, whose dividend cards then come one right after the
     * other (a double dividend). The game is still played: such a deck is stacked as the recipe
     * says, the stacks nearer the bottom coming up short (docs/deck-recipes.md).
     */
    public static Optional<String> shortfall(DeckRecipe recipe, int shareCards) {
        int[] counts = recipe.shareCounts(shareCards);
        List<DeckRecipe.Stack> stacks = recipe.stacks();
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < stacks.size(); i++) {
            DeckRecipe.Stack s = stacks.get(i);
            if (!s.isRest() && s.size() > shareCards) {
                parts.add(WORDS.text("recipe.check.tooBig", i + 1, s.size(), shareCards));
                break;
            }
        }
        List<Integer> empty = new ArrayList<>();
        int dividends = 0;
        for (int i = 0; i < stacks.size(); i++) {
            if (counts[i] == 0 && stacks.get(i).dividends() > 0) {
                empty.add(i + 1);
                dividends += stacks.get(i).dividends();
            }
        }
        if (!empty.isEmpty()) {
            boolean bottom = true;
            for (int i = empty.get(0) - 1; i < stacks.size(); i++) if (counts[i] > 0) bottom = false;
            // dividend cards of neighbouring stacks without share cards lie one after the other
            int together = 0;
            int run = 0;
            for (int i = 0; i < stacks.size(); i++) {
                run = counts[i] == 0 ? run + stacks.get(i).dividends() : 0;
                together = Math.max(together, run);
            }
            String where = bottom ? WORDS.text("recipe.check.atBottom") : WORDS.text("recipe.check.underAbove");
            String empties = empty.size() == 1 ? WORDS.text("recipe.check.emptyStack", empty.get(0), dividends, where)
                    : WORDS.text("recipe.check.emptyStacks", join(empty), dividends, where);
            parts.add(together > 1 ? WORDS.text("recipe.check.double", empties) : empties);
        }
        return parts.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", parts));
    }

    /** The share cards a recipe stacks in a game of {@code players} (the deck after the deal and the display, less its dividend cards). */
    public static int shareCards(Game game, int players) {
        return game.view(game.newGame(game.pairedDeal(players, 0))).deckSize() - game.board().dividendCards();
    }

    /** "2, 3 and 5" (two stacks at least). */
    private static String join(List<Integer> stacks) {
        StringBuilder head = new StringBuilder();
        for (int i = 0; i < stacks.size() - 1; i++) {
            if (i > 0) head.append(", ");
            head.append(stacks.get(i));
        }
        return WORDS.text("recipe.check.both", head, stacks.get(stacks.size() - 1));
    }
}
