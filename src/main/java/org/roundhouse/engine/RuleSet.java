package org.roundhouse.engine;

import static org.roundhouse.text.Messages.WORDS;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.roundhouse.board.Board;

/**
 * A rule set as everything above the engine sees it: its id and options, and the
 * {@link Game} it makes for a board and a choice of options. One per variant, listed by
 * {@code org.roundhouse.engine.registry.RuleSets}.
 */
public interface RuleSet {
    /** The stable id records name it by ({@code [Rules "base"]}), e.g. {@code base}, {@code up-for-two}. */
    String id();

    /** Its name for people, e.g. "Union Pacific for two". */
    String title();

    /** Its options in the order records write them. */
    List<RuleOption> options();

    /**
     * The names of its own facts about each seat ({@link SeatFact}), in the order every
     * {@link PositionFacts#seatFacts} of its games lists them; none by default. The learned
     * evaluator may read them beside the facts every rule set shares.
     */
    default List<String> seatFactNames() {
        return List.of();
    }

    /**
     * The rules for the board with the options (keyed by {@link RuleOption#tag}, canonical
     * values; a missing option means its default). Games with the same board and options
     * are shared, so this is cheap to call again.
     *
     * @throws IllegalArgumentException naming an unknown option or a value the rule set refuses
     */
    default Game configure(Board board, Map<String, String> options) {
        return configure(board, options, RecipeBook.shipped());
    }

    /**
     * The rules for the board with the options, whose deck recipe may be one of the book's
     * designed recipes; otherwise as {@link #configure(Board, Map)}, which knows the shipped
     * recipes only.
     *
     * @throws IllegalArgumentException naming an unknown option or a value the rule set refuses
     */
    Game configure(Board board, Map<String, String> options, RecipeBook recipes);

    /**
     * The XML elements its steps are written as, each with the attributes it may carry (the
     * record's {@code seed} on the steps that draw a card included): the XML reader allows
     * these inside a {@code <node>} and nothing else.
     */
    default Map<String, java.util.Set<String>> xmlStepElements() {
        return Map.of();
    }

    /** The attributes of a {@code <player>} that hold the seat's part of its deal (past {@code name}). */
    default java.util.Set<String> xmlSeatAttributes() {
        return java.util.Set.of();
    }

    /** The child elements of {@code <setup>} that hold the rest of its deal. */
    default java.util.Set<String> xmlTableElements() {
        return java.util.Set.of();
    }

    /** Its deck recipe option ({@link RuleOption.Kind#DECK_RECIPE}); empty when it takes no deck recipes. */
    default java.util.Optional<RuleOption> deckRecipeOption() {
        return options().stream().filter(RuleOption::isDeckRecipe).findFirst();
    }

    /** Every option at its default, in order. */
    default Map<String, String> defaults() {
        Map<String, String> d = new LinkedHashMap<>();
        for (RuleOption o : options()) d.put(o.tag(), o.defaultValue());
        return d;
    }

    /**
     * The options a record (or a simulation's file) names, with the ones it does not name at what a
     * record without them means where that is not the default ({@link RuleOption#absentMeans}): what
     * a reader passes on, so that records written before a default changed keep their meaning.
     */
    default Map<String, String> asRecorded(Map<String, String> named) {
        Map<String, String> out = new LinkedHashMap<>(named);
        for (RuleOption o : options()) {
            if (!named.containsKey(o.tag()) && !o.absentMeans().equals(o.defaultValue())) out.put(o.tag(), o.absentMeans());
        }
        return out;
    }

    /**
     * The options a cell or setup names, with the ones whose records without them mean another value
     * than the default added at the default: what a file that leaves out unnamed options writes, so
     * that {@link #asRecorded} reads it back as it was played.
     */
    default Map<String, String> forWriting(Map<String, String> named) {
        Map<String, String> out = new LinkedHashMap<>(named);
        for (RuleOption o : options()) {
            if (!named.containsKey(o.tag()) && !o.absentMeans().equals(o.defaultValue())) out.put(o.tag(), o.defaultValue());
        }
        return out;
    }

    /** The options with the missing ones at their defaults, in the rule set's order; throws for an unknown one. */
    default Map<String, String> complete(Map<String, String> options) {
        Map<String, String> all = defaults();
        for (Map.Entry<String, String> e : options.entrySet()) {
            if (!all.containsKey(e.getKey())) {
                throw new IllegalArgumentException(WORDS.text("ruleset.noOption", id(), e.getKey()));
            }
            all.put(e.getKey(), e.getValue());
        }
        return all;
    }
}
