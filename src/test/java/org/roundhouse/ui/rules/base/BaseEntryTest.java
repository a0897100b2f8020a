package org.roundhouse.ui.rules.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.roundhouse.engine.Refusal;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.base.Phase;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.MoveEntry;
import org.roundhouse.ui.rules.EntryPositions;
import org.roundhouse.ui.rules.TableEntry;

/** The base game's "Why not?" by refusal code. */
class BaseEntryTest {
    private static GameDocument first(Phase phase, long seed) {
        for (int k = 1; k < 400; k++) {
            GameDocument doc = EntryPositions.after(RuleSets.base(), 3, seed, k);
            if (((BaseState) MoveEntry.at(doc).state()).phase() == phase) return doc;
        }
        throw new AssertionError("no " + phase);
    }

    @Test
    void atTheActionTheShareTakesAreOutOfPlaceAndEveryReasonHasACode() {
        GameDocument doc = first(Phase.ACTION, 2);
        List<TableEntry.Reason> reasons = new BaseEntry().whyNot(MoveEntry.at(doc));
        assertThat(reasons).filteredOn(r -> r.group().equals("Take")).isNotEmpty()
                .allMatch(r -> r.refusal().code().equals(Refusal.OUT_OF_PLACE));
        assertThat(reasons).filteredOn(r -> r.group().equals("Exchange")).isNotEmpty()
                .allMatch(r -> r.refusal().code().equals(Refusal.OUT_OF_PLACE));
        assertThat(reasons).allMatch(r -> !r.refusal().code().isBlank() && !r.sentence().isBlank());
    }

    @Test
    void aDiscardOfATrackCardNotHeldIsRefusedAsNoTrackCard() {
        GameDocument doc = first(Phase.DISCARD, 2);
        BaseState s = (BaseState) MoveEntry.at(doc).state();
        List<TableEntry.Reason> discards = new BaseEntry().whyNot(MoveEntry.at(doc)).stream()
                .filter(r -> r.group().equals("Discard")).toList();
        int kinds = s.board().trackCardKinds();
        int notHeld = 0;
        for (int k = 0; k < kinds; k++) if (s.trackCards(s.currentPlayer(), k) == 0) notHeld++;
        assertThat(discards).hasSize(notHeld).allMatch(r -> r.refusal().code().equals(BaseGame.NO_TRACK_CARD));
    }
}
