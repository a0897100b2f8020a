package org.roundhouse.ui.rules.strippeddown;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.swing.Icon;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JTextArea;

import org.junit.jupiter.api.Test;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.Refusal;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.engine.strippeddown.StrippedDown;
import org.roundhouse.engine.strippeddown.StrippedDownMove;
import org.roundhouse.engine.strippeddown.StrippedDownState;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.MoveEntry;
import org.roundhouse.ui.rules.EntryForm;
import org.roundhouse.ui.rules.EntryPositions;
import org.roundhouse.ui.rules.TableEntry;
import org.roundhouse.ui.rules.registry.Workbenches;

/** The stripped-down variant entered through its plugin: exactly the engine's steps as buttons, the deck's cards named, "Why not?" by the engine's codes. */
class StrippedDownEntryTest {
    private static final RuleSet RULES = RuleSets.require("stripped-down");
    private final TableEntry plugin = Workbenches.entry(RULES);

    /** An entry form that keeps the step of every button the rows make. */
    private static final class Capture implements EntryForm {
        final EntryPositions.Recording form;
        final Map<String, Move> steps = new LinkedHashMap<>();
        final Map<String, String> texts = new LinkedHashMap<>();

        Capture(MoveEntry e) {
            form = new EntryPositions.Recording(e);
        }

        @Override
        public void row(String label, JComponent content) {
            form.row(label, content);
        }

        @Override
        public void under(JComponent content) {
            form.under(content);
        }

        @Override
        public void wide(JComponent content) {
            form.wide(content);
        }

        @Override
        public JButton stepButton(String name, String text, Icon icon, Move step, String tip) {
            assertThat(steps.put(name, step)).as("two buttons named %s", name).isNull();
            texts.put(name, text);
            return form.stepButton(name, text, icon, step, tip);
        }

        @Override
        public JPanel flow() {
            return form.flow();
        }

        @Override
        public JTextArea note(String text, String name) {
            return form.note(text, name);
        }

        @Override
        public void play(Move step) {
            form.play(step);
        }

        @Override
        public void run(Runnable action) {
            form.run(action);
        }

        @Override
        public void say(String text, boolean problem) {
            form.say(text, problem);
        }

        @Override
        public void setTargets(int[] sections) {
            form.setTargets(sections);
        }

        @Override
        public String playerName(int seat) {
            return form.playerName(seat);
        }

        @Override
        public boolean onMainLine() {
            return true;
        }
    }

    private Capture rows(GameDocument doc) {
        MoveEntry e = MoveEntry.at(doc, plugin::stepName);
        Capture c = new Capture(e);
        plugin.rows(e, c);
        return c;
    }

    private static StrippedDownState state(GameDocument doc) {
        return (StrippedDownState) doc.replay().stateAt(doc.cursor());
    }

    @Test
    void theVariantHasAnEntryOfItsOwn() {
        assertThat(plugin).isInstanceOf(StrippedDownEntry.class);
        assertThat(Workbenches.hasOwnEntry(RULES)).isTrue();
    }

    @Test
    void theButtonsAreExactlyTheLegalStepsOrTheCardsThatCanCome() {
        int draws = 0;
        int decisions = 0;
        for (long seed = 1; seed <= 3; seed++) {
            int length = EntryPositions.play(RULES, 4, seed).steps().size();
            for (int k = 0; k < length; k += 5) {
                GameDocument doc = EntryPositions.after(RULES, 4, seed, k);
                MoveEntry e = MoveEntry.at(doc);
                if (e.isOver()) continue;
                List<Move> offered = new ArrayList<>(rows(doc).steps.values());
                if (e.isDraw()) {
                    draws++;
                    assertThat(offered).as("seed %d step %d", seed, k)
                            .containsExactlyInAnyOrderElementsOf(e.chanceOutcomes().stream().map(Outcome::move).toList());
                } else {
                    decisions++;
                    assertThat(offered).as("seed %d step %d", seed, k).containsExactlyInAnyOrderElementsOf(e.legalSteps());
                }
            }
        }
        assertThat(draws).isPositive();
        assertThat(decisions).isPositive();
    }

    /** The club night of the samples, played at the table: no deck order in the record. */
    private static GameDocument tableGame(int steps) throws Exception {
        GameRecord record = RecordLoader.load(Path.of("sample-games", "3p-stripped-down-table.xml")).orThrow();
        List<Move> all = new ArrayList<>();
        for (MoveNode n : record.mainLine()) all.addAll(n.turn().steps());
        GameRecord cut = GameRecord.fromSteps(record.header(), record.setup(), all.subList(0, steps));
        GameDocument doc = GameDocument.of(cut, null, "table");
        doc.setCursor(cut.mainLineEnd());
        return doc;
    }

    @Test
    void atATableGameTheCardThatCameUpIsNamedFromEveryCardTheDeckCanHold() throws Exception {
        GameRecord record = RecordLoader.load(Path.of("sample-games", "3p-stripped-down-table.xml")).orThrow();
        assertThat(record.setup().deal().knowsDeckOrders()).isFalse();
        List<Move> all = new ArrayList<>();
        for (MoveNode n : record.mainLine()) all.addAll(n.turn().steps());
        int refill = -1;
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i) instanceof StrippedDownMove.TakePile) {
                refill = i + 1;
                break;
            }
        }
        GameDocument doc = tableGame(refill);
        StrippedDownState s = state(doc);
        assertThat(s.phase()).isEqualTo(StrippedDownState.Phase.DRAW);
        assertThat(s.drawsToHand()).isFalse();
        MoveEntry e = MoveEntry.at(doc);
        assertThat(plugin.heading(e, doc.replay()::playerName)).isEqualTo("Pile " + (s.drawSlot() + 1) + " is refilled from the deck");
        Capture form = rows(doc);
        // every company still in the deck may come: more than one card, none "next in the deck"
        assertThat(form.steps).hasSizeGreaterThan(3);
        assertThat(form.texts.values()).noneMatch(t -> t.contains("next in the deck"));
        assertThat(((JButton) form.form.named("move.sample")).isEnabled()).isTrue();
        // the user names the card the table turned up
        StrippedDownMove.Draw named = (StrippedDownMove.Draw) form.steps.values().stream()
                .filter(m -> !((StrippedDownMove.Draw) m).isMarker()).reduce((a, b) -> b).orElseThrow();
        String name = form.steps.entrySet().stream().filter(x -> x.getValue().equals(named)).findFirst().orElseThrow().getKey();
        form.form.buttons(name).get(0).doClick();
        assertThat(state(doc).display()[s.drawSlot()]).isEqualTo(named.card());
        assertThat(doc.undoable().orElseThrow().name()).isEqualTo("Card Drawn");
    }

    @Test
    void whyNotGivesTheEnginesRefusals() throws Exception {
        // a building turn after its train: more trains and investments are out of place, the piles are not refused
        GameRecord record = RecordLoader.load(Path.of("sample-games", "3p-stripped-down-table.xml")).orThrow();
        List<Move> all = new ArrayList<>();
        for (MoveNode n : record.mainLine()) all.addAll(n.turn().steps());
        int take = -1;
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i) instanceof StrippedDownMove.Build) {
                take = i + 1;
                break;
            }
        }
        GameDocument doc = tableGame(take);
        assertThat(state(doc).phase()).isEqualTo(StrippedDownState.Phase.TAKE);
        List<TableEntry.Reason> reasons = plugin.whyNot(MoveEntry.at(doc));
        assertThat(reasons).filteredOn(r -> r.group().equals("Build")).isNotEmpty().allMatch(r -> r.refusal().code().equals(Refusal.OUT_OF_PLACE));
        assertThat(reasons).filteredOn(r -> r.group().equals("Invest")).isNotEmpty().allMatch(r -> r.refusal().code().equals(Refusal.OUT_OF_PLACE));
        assertThat(reasons).filteredOn(r -> r.group().equals("Take")).isEmpty();
        // at the start of a turn, a company not in hand cannot be invested
        GameDocument action = tableGame(take - 1);
        StrippedDownState s = state(action);
        assertThat(s.phase()).isEqualTo(StrippedDownState.Phase.ACTION);
        List<TableEntry.Reason> atAction = plugin.whyNot(MoveEntry.at(action));
        for (int c = 0; c <= s.board().unionPacific(); c++) {
            String abbr = s.board().companyAbbreviation(c);
            boolean refused = atAction.stream().anyMatch(r -> r.group().equals("Invest") && r.label().equals(abbr)
                    && r.refusal().code().equals(StrippedDown.NOT_IN_HAND));
            assertThat(refused).as(abbr).isEqualTo(s.handShares(s.currentPlayer(), c) == 0);
        }
    }

    @Test
    void aScoringMarkerTurnedUpIsNamedAndTheCardReplacingItComesNext() throws Exception {
        GameRecord record = RecordLoader.load(Path.of("sample-games", "3p-stripped-down-table.xml")).orThrow();
        List<Move> all = new ArrayList<>();
        for (MoveNode n : record.mainLine()) all.addAll(n.turn().steps());
        int marker = -1;
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i) instanceof StrippedDownMove.Draw d && d.isMarker()) {
                marker = i;
                break;
            }
        }
        assertThat(marker).as("the sample turns up a scoring marker").isPositive();
        GameDocument doc = tableGame(marker);
        StrippedDownState before = state(doc);
        Capture form = rows(doc);
        assertThat(form.texts).containsEntry("move.card.marker", "Scoring marker");
        form.form.buttons("move.card.marker").get(0).doClick();
        StrippedDownState after = state(doc);
        assertThat(after.dividendsDrawn()).isEqualTo(before.dividendsDrawn() + 1);
        // set aside: the card replacing it is named next, and the marker cannot come again at once
        assertThat(after.phase()).isEqualTo(StrippedDownState.Phase.DRAW);
        assertThat(rows(doc).steps).doesNotContainKey("move.card.marker").isNotEmpty();
        assertThat(doc.undoable().orElseThrow().name()).isEqualTo("Scoring Marker");
    }
}
