package org.roundhouse.analysis.sim;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.registry.RuleSets;

/**
 * Cell labels made from what differs between the cells of a sweep, joined by {@code /}: the
 * rule set, the deck recipe, each other option as {@code TAG=value}, the player count as
 * {@code 4p} and the line-up, each only when the cells differ in it ({@code even-spacing/5p},
 * {@code standard/DeadTrackRule=yes}; an option counts where a cell sets it). The line-ups are compared between cells of as many
 * players, so one list of bots filled up to each player count adds nothing. A cell that
 * differs in nothing is named by its recipe, or its rule set without one. The same cells
 * always get the same labels, so {@code simulate} and the Designer name a sweep alike.
 */
public final class CellLabels {
    private CellLabels() {
    }

    /** The labels of the cells (their own labels are ignored), in order; a label that would repeat gets " (2)", " (3)"… */
    public static List<String> of(List<Cell> cells) {
        List<String> tags = new ArrayList<>();
        for (Cell c : cells) {
            String recipeTag = RuleSets.require(c.ruleSet()).deckRecipeOption().map(RuleOption::tag).orElse(null);
            for (String tag : c.options().keySet()) if (!tag.equals(recipeTag) && !tags.contains(tag)) tags.add(tag);
        }
        boolean ruleSets = distinct(cells, c -> c.ruleSet()) > 1;
        boolean recipes = distinct(cells, CellLabels::recipe) > 1;
        List<String> optionTags = new ArrayList<>();
        for (String tag : tags) if (distinct(cells, c -> option(c, tag)) > 1) optionTags.add(tag);
        boolean players = distinct(cells, c -> c.players()) > 1;
        Map<Integer, Set<List<String>>> lineups = new HashMap<>();
        for (Cell c : cells) lineups.computeIfAbsent(c.players(), n -> new HashSet<>()).add(c.bots());
        boolean bots = lineups.values().stream().anyMatch(s -> s.size() > 1);

        List<String> labels = new ArrayList<>();
        for (Cell c : cells) {
            List<String> parts = new ArrayList<>();
            if (ruleSets) parts.add(c.ruleSet());
            String recipe = recipe(c);
            if (recipes && recipe != null) parts.add(recipe);
            for (String tag : optionTags) {
                String v = option(c, tag);
                if (v != null) parts.add(tag + "=" + v);
            }
            if (players) parts.add(c.players() + "p");
            if (bots) parts.add(lineup(c.bots()));
            if (parts.isEmpty()) parts.add(recipe != null ? recipe : c.ruleSet());
            labels.add(String.join("/", parts));
        }
        return unique(labels);
    }

    /** A line-up in few words: {@code heuristic} for one bot in every seat, else the seats joined by + with repeats counted ({@code heuristic+random×3}). */
    public static String lineup(List<String> bots) {
        if (new LinkedHashSet<>(bots).size() == 1) return bots.get(0);
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < bots.size();) {
            int j = i;
            while (j < bots.size() && bots.get(j).equals(bots.get(i))) j++;
            parts.add(bots.get(i) + (j - i > 1 ? "×" + (j - i) : ""));
            i = j;
        }
        return String.join("+", parts);
    }

    /** Labels with each repeat numbered: a, a (2), a (3). */
    public static List<String> unique(List<String> labels) {
        List<String> out = new ArrayList<>();
        Set<String> seen = new HashSet<>(labels);
        Set<String> taken = new HashSet<>();
        for (String l : labels) {
            String u = l;
            for (int k = 2; taken.contains(u) || (!u.equals(l) && seen.contains(u)); k++) u = l + " (" + k + ")";
            taken.add(u);
            out.add(u);
        }
        return out;
    }

    private interface Part {
        Object of(Cell c);
    }

    private static int distinct(List<Cell> cells, Part part) {
        Set<Object> values = new HashSet<>();
        for (Cell c : cells) {
            Object v = part.of(c);
            if (v != null) values.add(v);
        }
        return values.size();
    }

    /** The cell's deck recipe, or null when its rule set takes none. */
    private static String recipe(Cell c) {
        RuleSet rs = RuleSets.require(c.ruleSet());
        return rs.deckRecipeOption().map(o -> c.options().getOrDefault(o.tag(), o.defaultValue())).orElse(null);
    }

    /** The value the cell sets for an option, or null when it leaves it to its rule set (cells of two rule sets are not told apart by their defaults). */
    private static String option(Cell c, String tag) {
        return c.options().get(tag);
    }
}
