package org.roundhouse.ui.rules.nineteenth;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.nineteenth.NineteenthCentury;
import org.roundhouse.engine.nineteenth.NineteenthMove;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.MoveEntry;
import org.roundhouse.ui.rules.EntryPositions;
import org.roundhouse.ui.rules.TableEntry;

/** A click on the map during the expansion lays the chosen company's train there, or says why not (headless). */
class NineteenthEntryTest {
    private static final RuleSet RULES = RuleSets.require(NineteenthCentury.ID);

    @Test
    void aClickOnAHighlightedSectionExpandsAndOneElsewhereSaysWhyNot() {
        for (int steps = 1; steps < 400; steps++) {
            GameDocument doc = EntryPositions.after(RULES, 2, 9, steps);
            MoveEntry entry = MoveEntry.at(doc);
            Optional<Move> expand = entry.legalSteps().stream().filter(m -> m instanceof NineteenthMove.Expand).findFirst();
            if (expand.isEmpty() || entry.isDraw()) continue;
            EntryPositions.Recording form = new EntryPositions.Recording(entry);
            TableEntry.MapClicks clicks = new NineteenthEntry().rows(entry, form);
            NineteenthMove.Expand first = (NineteenthMove.Expand) expand.get();
            assertThat(form.targets).contains(first.section());
            int elsewhere = -1;
            for (int sec = 0; sec < doc.replay().board().sections().size() && elsewhere < 0; sec++) {
                boolean target = false;
                for (int t : form.targets) target |= t == sec;
                if (!target) elsewhere = sec;
            }
            assertThat(clicks.sectionClicked(elsewhere)).hasValueSatisfying(m -> assertThat(m).startsWith("Not there:"));
            assertThat(form.played).isEmpty();
            clicks.sectionClicked(first.section());
            assertThat(form.played).containsExactly(first);
            return;
        }
        throw new AssertionError("no position with an expansion to enter");
    }
}
