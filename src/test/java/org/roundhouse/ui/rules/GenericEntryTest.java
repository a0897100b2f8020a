package org.roundhouse.ui.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import javax.swing.JList;
import javax.swing.ListModel;

import org.junit.jupiter.api.Test;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.MoveEntry;

/** The entry of a rule set without a plugin: the list offers exactly what the rules allow now, in words. */
class GenericEntryTest {
    private static List<Move> offered(MoveEntry e) {
        EntryPositions.Recording form = new EntryPositions.Recording(e);
        new GenericEntry().rows(e, form);
        @SuppressWarnings("unchecked")
        JList<GenericEntry.Choice> list = (JList<GenericEntry.Choice>) form.named("move.generic.list");
        List<Move> out = new ArrayList<>();
        ListModel<GenericEntry.Choice> model = list.getModel();
        for (int i = 0; i < model.getSize(); i++) out.add(model.getElementAt(i).step());
        return out;
    }

    private static void offersExactlyTheLegalMoves(RuleSet rules, int players) {
        int draws = 0;
        int decisions = 0;
        for (long seed = 1; seed <= 3; seed++) {
            int length = EntryPositions.play(rules, players, seed).steps().size();
            for (int k = 0; k < length; k += 7) {
                GameDocument doc = EntryPositions.after(rules, players, seed, k);
                MoveEntry e = MoveEntry.at(doc);
                if (e.isOver()) continue;
                List<Move> offered = offered(e);
                if (e.isDraw()) {
                    draws++;
                    assertThat(offered).as("%s seed %d step %d", rules.id(), seed, k)
                            .containsExactlyInAnyOrderElementsOf(e.game().chanceOutcomes(e.state()).stream().map(Outcome::move).toList());
                } else {
                    decisions++;
                    assertThat(offered).as("%s seed %d step %d", rules.id(), seed, k).containsExactlyElementsOf(e.game().legalMoves(e.state()));
                }
            }
        }
        assertThat(draws).isPositive();
        assertThat(decisions).isPositive();
    }

    @Test
    void theListOffersExactlyTheLegalMovesOfTheBaseGame() {
        offersExactlyTheLegalMoves(RuleSets.base(), 3);
    }

    @Test
    void theListOffersExactlyTheLegalMovesOfUnionPacificForTwo() {
        offersExactlyTheLegalMoves(RuleSets.require("up-for-two"), 2);
    }

    @Test
    void theListOffersExactlyTheLegalMovesOfTheStrippedDownVariant() {
        offersExactlyTheLegalMoves(RuleSets.require("stripped-down"), 4);
    }

    @Test
    void stepsAreLabelledInTheRuleSetsWordsAndFilteredByThem() {
        GameDocument doc = EntryPositions.after(RuleSets.base(), 3, 4, 9);
        MoveEntry e = MoveEntry.at(doc);
        List<GenericEntry.Choice> choices = GenericEntry.choices(e, doc.replay()::playerName);
        for (GenericEntry.Choice c : choices) {
            String words = doc.replay().game().words().steps(List.of(c.step()), org.roundhouse.engine.StepWords.ALL_SEEING,
                    doc.replay()::playerName).get(0);
            assertThat(c.label()).startsWith(words);
        }
        String some = choices.get(choices.size() - 1).label().split(" ")[1];
        List<GenericEntry.Choice> kept = GenericEntry.filter(choices, some.toUpperCase());
        assertThat(kept).isNotEmpty().allMatch(c -> c.label().toLowerCase().contains(some.toLowerCase()));
        assertThat(choices).filteredOn(c -> c.label().toLowerCase().contains(some.toLowerCase())).containsExactlyElementsOf(kept);
    }

    @Test
    void playingTheSelectedStepEntersIt() {
        GameDocument doc = EntryPositions.after(RuleSets.require("up-for-two"), 2, 5, 20);
        MoveEntry e = MoveEntry.at(doc);
        EntryPositions.Recording form = new EntryPositions.Recording(e);
        new GenericEntry().rows(e, form);
        @SuppressWarnings("unchecked")
        JList<GenericEntry.Choice> list = (JList<GenericEntry.Choice>) form.named("move.generic.list");
        list.setSelectedIndex(list.getModel().getSize() - 1);
        Move chosen = list.getSelectedValue().step();
        int version = doc.version();
        ((javax.swing.JButton) form.named("move.generic.play")).doClick();
        assertThat(form.played).containsExactly(chosen);
        assertThat(doc.version()).isGreaterThan(version);
        assertThat(doc.cursor().turn().steps()).contains(chosen);
    }
}
