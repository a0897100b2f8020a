package org.roundhouse.engine;

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
            return Optional.of("deck recipe '" + recipe.id() + "' shuffles in " + recipe.dividendCards()
                    + " dividend cards but the board has " + board.dividendCards());
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
                parts.add("stack " + (i + 1) + " asks for " + s.size() + " share cards, more than the deck's " + shareCards);
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
            String which = empty.size() == 1 ? "stack " + empty.get(0) + " gets" : "stacks " + join(empty) + " get";
            parts.add(which + " no share card, so " + (empty.size() == 1 ? "its " : "their ") + dividends + " dividend card"
                    + (dividends == 1 ? " lies" : "s lie") + (bottom ? " at the bottom of the deck" : " right under the card above")
                    + (together > 1 ? ", one after the other: a double dividend in every game" : ""));
        }
        return parts.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", parts));
    }

    /** The share cards a recipe stacks in a game of {@code players} (the deck after the deal and the display, less its dividend cards). */
    public static int shareCards(Game game, int players) {
        return game.view(game.newGame(game.pairedDeal(players, 0))).deckSize() - game.board().dividendCards();
    }

    private static String join(List<Integer> stacks) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < stacks.size(); i++) {
            if (i > 0) b.append(i == stacks.size() - 1 ? " and " : ", ");
            b.append(stacks.get(i));
        }
        return b.toString();
    }
}
