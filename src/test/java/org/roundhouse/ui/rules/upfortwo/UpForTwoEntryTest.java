package org.roundhouse.ui.rules.upfortwo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import javax.swing.JButton;

import org.junit.jupiter.api.Test;
import org.roundhouse.engine.Refusal;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.engine.upfortwo.UpForTwoMove;
import org.roundhouse.engine.upfortwo.UpForTwoPhase;
import org.roundhouse.engine.upfortwo.UpForTwo;
import org.roundhouse.engine.upfortwo.UpForTwoState;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.MoveEntry;
import org.roundhouse.ui.rules.EntryPositions;
import org.roundhouse.ui.rules.TableEntry;
import org.roundhouse.ui.rules.registry.Workbenches;

/** "Union Pacific for two" entered through its plugin: its own steps' rows, and "Why not?" by the refusals' codes. */
class UpForTwoEntryTest {
    private static final RuleSet RULES = RuleSets.require("up-for-two");
    private final TableEntry plugin = Workbenches.entry(RULES);

    /** The first position of the seeded game in the phase, as a document. */
    private static GameDocument first(UpForTwoPhase phase, long seed) {
        int length = EntryPositions.play(RULES, 2, seed).steps().size();
        for (int k = 1; k < length; k++) {
            GameDocument doc = EntryPositions.after(RULES, 2, seed, k);
            if (((UpForTwoState) MoveEntry.at(doc).state()).phase() == phase) return doc;
        }
        throw new AssertionError("no " + phase + " in game " + seed);
    }

    private static UpForTwoState state(GameDocument doc) {
        return (UpForTwoState) doc.replay().stateAt(doc.cursor());
    }

    private EntryPositions.Recording rows(GameDocument doc) {
        MoveEntry e = MoveEntry.at(doc, plugin::stepName);
        EntryPositions.Recording form = new EntryPositions.Recording(e);
        plugin.rows(e, form);
        return form;
    }

    @Test
    void thePluginIsTheRuleSetsOwnAndTheBaseGameKeepsItsOwn() {
        assertThat(plugin).isInstanceOf(UpForTwoEntry.class);
        assertThat(Workbenches.entry(RuleSets.base())).isInstanceOf(org.roundhouse.ui.rules.base.BaseEntry.class);
    }

    @Test
    void aBlindDrawFromThePersonalDeckTakesItsNextCardAndMarksTheOldestFaceUpShare() {
        GameDocument doc = first(UpForTwoPhase.TAKE_SHARE, 3);
        UpForTwoState before = state(doc);
        int seat = before.currentPlayer();
        EntryPositions.Recording take = rows(doc);
        assertThat(take.buttons("move.take.slot")).hasSize(before.displaySize());
        take.buttons("move.take.personal").get(0).doClick();
        assertThat(take.played).containsExactly(new UpForTwoMove.TakePersonal(seat));
        assertThat(state(doc).phase()).isEqualTo(UpForTwoPhase.PERSONAL_REVEAL);
        // the random deal knows the personal deck's order: its next card is the one offered first
        EntryPositions.Recording card = rows(doc);
        List<JButton> cards = card.buttons("move.personal.");
        assertThat(cards.get(0).getText()).endsWith("next in the deck");
        cards.get(0).doClick();
        int company = ((UpForTwoMove.RevealPersonal) card.played.get(0)).company();
        UpForTwoState after = doc.replay().stateAt(doc.cursor()) instanceof UpForTwoState s ? s : null;
        assertThat(after.personalDeckSize(seat)).isEqualTo(before.personalDeckSize(seat) - 1);
        assertThat(after.personalShares(seat, company)).isZero();
        assertThat(after.handShares(seat, company)).isEqualTo(before.handShares(seat, company) + 1);
        assertThat(after.markers()).isEqualTo(Math.min(before.markers() + 1, 4));
        assertThat(doc.undoable().orElseThrow().name()).isEqualTo("Personal Card");
    }

    @Test
    void aBlindDrawFromTheMainDeckIsFollowedByTheCardItTurnsUp() {
        GameDocument doc = first(UpForTwoPhase.TAKE_SHARE, 4);
        UpForTwoState before = state(doc);
        rows(doc).buttons("move.take.blind").get(0).doClick();
        assertThat(state(doc).phase()).isEqualTo(UpForTwoPhase.REVEAL);
        EntryPositions.Recording reveal = rows(doc);
        reveal.buttons("move.reveal.").get(0).doClick();
        assertThat(reveal.played.get(0)).isInstanceOf(BaseMove.Reveal.class);
        assertThat(state(doc).mainDeckSize()).isLessThan(before.mainDeckSize());
        assertThat(doc.cursor().turn().steps()).contains(new UpForTwoMove.TakeBlind(before.currentPlayer()));
    }

    @Test
    void whyNotGivesTheRuleSetsCodesForItsOwnSteps() {
        GameDocument doc = first(UpForTwoPhase.TAKE_SHARE, 3);
        List<TableEntry.Reason> reasons = plugin.whyNot(MoveEntry.at(doc));
        // a base-game share take is refused by its own code, the phase's other steps as out of place
        assertThat(reasons).filteredOn(r -> r.label().equals("Union Pacific")).extracting(r -> r.refusal().code())
                .containsExactly(UpForTwo.TAKE_BY_SOURCE);
        assertThat(reasons).filteredOn(r -> r.group().equals("Three of a kind")).isNotEmpty()
                .allMatch(r -> r.refusal().code().equals(Refusal.OUT_OF_PLACE));
        assertThat(reasons).filteredOn(r -> r.group().equals("Take") && r.label().startsWith("Face-up")).isEmpty();
        // a move later, the share draws are out of place
        GameDocument action = first(UpForTwoPhase.ACTION, 3);
        Set<String> takeCodes = plugin.whyNot(MoveEntry.at(action)).stream().filter(r -> r.group().equals("Take"))
                .map(r -> r.refusal().code()).collect(Collectors.toSet());
        assertThat(takeCodes).contains(Refusal.OUT_OF_PLACE);
    }

    @Test
    void showingThreeOfAKindIsRefusedForAKindNotHeldThreeTimes() {
        for (long seed = 1; seed <= 30; seed++) {
            GameDocument doc;
            try {
                doc = first(UpForTwoPhase.THREE_OF_A_KIND, seed);
            } catch (AssertionError none) {
                continue;
            }
            UpForTwoState s = state(doc);
            List<TableEntry.Reason> reasons = plugin.whyNot(MoveEntry.at(doc));
            List<TableEntry.Reason> three = reasons.stream().filter(r -> r.group().equals("Three of a kind")).toList();
            int kinds = s.board().trackCardKinds();
            long held = java.util.stream.IntStream.range(0, kinds).filter(k -> s.trackCards(s.currentPlayer(), k) >= 3).count();
            assertThat(three).hasSize((int) (kinds - held)).allMatch(r -> r.refusal().code().equals(UpForTwo.NO_THREE_OF_A_KIND));
            // and the rows offer exactly the kinds held, and keeping them
            EntryPositions.Recording form = rows(doc);
            assertThat(form.buttons("move.three.")).hasSize((int) held + 1);
            return;
        }
        throw new AssertionError("no game of 30 reached three of a kind");
    }

    @Test
    void fillingInHandsKeepsThePersonalDecks() {
        GameDocument doc = first(UpForTwoPhase.TAKE_SHARE, 3);
        org.roundhouse.ui.rules.HandsForm hands = plugin.handsForm(doc).orElseThrow();
        org.roundhouse.record.GameSetup setup = hands.setup();
        org.roundhouse.engine.upfortwo.UpForTwoSetup was = (org.roundhouse.engine.upfortwo.UpForTwoSetup) doc.record().setup().deal();
        org.roundhouse.engine.upfortwo.UpForTwoSetup now = (org.roundhouse.engine.upfortwo.UpForTwoSetup) setup.deal();
        assertThat(now.personalDecks()).isEqualTo(was.personalDecks());
        assertThat(now.deal().trackHands()).isEqualTo(was.deal().trackHands());
        assertThat(now.deal().shareHands()).isEqualTo(was.deal().shareHands());
        assertThat(org.roundhouse.ui.edit.DealEdit.check(doc.record(), setup)).isEmpty();
    }
}
