package org.roundhouse.ui.rules;

import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;

import org.roundhouse.engine.Game;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.MoveEntry;

/**
 * How a game of one rule set is entered from the table: the move panel's rows for the
 * position at the cursor, the "Why not?" answers, the name of a step for the undo menu, the
 * options and deal of File ▸ New Game and the hands of Edit ▸ Fill In Hands. The engine
 * stays free of Swing, so this is the workbench's half of a rule set: one implementation per
 * rule set in {@code org.roundhouse.ui.rules.<rule set>}, listed by {@link org.roundhouse.ui.rules.registry.Workbenches}; a
 * rule set without one is entered through {@link GenericEntry}, from its legal moves in words.
 */
public interface TableEntry {
    /** What is being done now, for the panel's title: "Anna draws a track card", "The game is over". */
    String heading(MoveEntry entry, IntFunction<String> names);

    /** A remark for the context line (hands the deal left unknown), or empty. */
    default Optional<String> aside(MoveEntry entry, IntFunction<String> names) {
        return Optional.empty();
    }

    /**
     * Lays out the rows for the position of {@code entry} on the form.
     *
     * @return what a click on a map section does while these rows are shown
     */
    MapClicks rows(MoveEntry entry, EntryForm form);

    /** What cannot be done at the position, and the rules' reasons, in the order of a turn. */
    List<Reason> whyNot(MoveEntry entry);

    /** The step's kind for the undo menu, in title case: "Share Take". */
    String stepName(Move step);

    /** The step in a few words for a message: "a dividend card", "a DM share". */
    String describe(Move step);

    /** The rule set's options on the New Game dialog. */
    default OptionsForm optionsForm(RuleSet ruleSet) {
        return new GenericOptions(ruleSet);
    }

    /** The deal on the New Game dialog, for the configured game. */
    DealForm dealForm(Game game);

    /** The hands of the document's deal to fill in (Edit ▸ Fill In Hands), or empty when the rule set has none to fill. */
    default Optional<HandsForm> handsForm(GameDocument document) {
        return Optional.empty();
    }

    /**
     * One answer of "Why not?".
     *
     * @param group the kind of step: "Build", "Take"
     * @param label what was tried: "DM", "Top of the deck"
     * @param refusal the rule set's reason (its code, its sentence)
     */
    record Reason(String group, String label, org.roundhouse.engine.Refusal refusal) {
        public String sentence() {
            return refusal.sentence();
        }
    }

    /** What a click on a section of the map does: a message when it did something or was refused, else empty. */
    @FunctionalInterface
    interface MapClicks {
        MapClicks NONE = section -> Optional.empty();

        Optional<String> sectionClicked(int section);
    }
}
