package org.roundhouse.engine;

import java.util.List;

/**
 * How the share deck is built from the cards left after the deal and the face-up
 * display: a list of stacks from the top of the deck down, each of a fixed number of
 * share cards or a part of the remainder, with a number of dividend cards shuffled in.
 * Recipes are data (see {@link RecipeParser} and docs/deck-recipes.md).
 */
public record DeckRecipe(String id, String title, List<Stack> stacks) {

    /** One stack; {@code size} is the number of share cards, or {@link #REST} for a part of the remainder. */
    public record Stack(int size, int dividends) {
        public static final int REST = -1;

        public boolean isRest() {
            return size == REST;
        }
    }

    public DeckRecipe {
        stacks = List.copyOf(stacks);
    }

    public int dividendCards() {
        return stacks.stream().mapToInt(Stack::dividends).sum();
    }

    public int fixedShares() {
        return stacks.stream().filter(s -> !s.isRest()).mapToInt(Stack::size).sum();
    }

    /**
     * The number of share cards in each stack when {@code shareCards} cards are to be
     * stacked. The remainder after the fixed stacks is split evenly among the rest
     * stacks, the extra cards going to the stacks nearer the top (to the bottom stack
     * when the recipe has no rest stack). If the fixed stacks ask for more cards than
     * there are, the stacks nearer the bottom come up short.
     */
    public int[] shareCounts(int shareCards) {
        int[] counts = new int[stacks.size()];
        long rests = stacks.stream().filter(Stack::isRest).count();
        int remainder = Math.max(0, shareCards - fixedShares());
        int left = shareCards;
        int restIndex = 0;
        for (int i = 0; i < counts.length; i++) {
            Stack s = stacks.get(i);
            int want;
            if (s.isRest()) {
                want = (int) (remainder / rests + (restIndex < remainder % rests ? 1 : 0));
                restIndex++;
            } else {
                want = s.size();
            }
            counts[i] = Math.min(want, left);
            left -= counts[i];
        }
        if (left > 0 && counts.length > 0) counts[counts.length - 1] += left;
        return counts;
    }

    /** The dividend cards of each stack. */
    public int[] dividendCounts() {
        return stacks.stream().mapToInt(Stack::dividends).toArray();
    }

    /** A compact description such as "6 / 18+1 / rest+3". */
    public String shape() {
        StringBuilder b = new StringBuilder();
        for (Stack s : stacks) {
            if (b.length() > 0) b.append(" / ");
            b.append(s.isRest() ? "rest" : Integer.toString(s.size()));
            if (s.dividends() > 0) b.append('+').append(s.dividends());
        }
        return b.toString();
    }
}
