package org.roundhouse.ui.entry;

import org.roundhouse.TestSeam;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;

import javax.swing.AbstractButton;
import javax.swing.JLabel;
import javax.swing.text.JTextComponent;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.roundhouse.engine.base.TwoPlayerLastRow;
import org.roundhouse.record.RecordLimits;
import org.roundhouse.ui.testing.NeedsDisplay;

/** The New Game dialog's checks, without a robot: a game it accepts can always be saved and opened again. */
@ExtendWith(NeedsDisplay.class)
class NewGameDialogTest {


    private static Component named(Container root, String name) {
        for (Component c : root.getComponents()) {
            if (name.equals(c.getName())) return c;
            if (c instanceof Container k) {
                Component found = named(k, name);
                if (found != null) return found;
            }
        }
        return null;
    }

    @Test
    @SuppressWarnings("unchecked")
    void opensOnTheRulesItIsGivenAndOffersNoAllUnknownForAStrippedDownDeal() {
        Object[] seen = GuiActionRunner.execute(() -> {
            NewGameDialog d = new NewGameDialog(null, org.roundhouse.engine.registry.RuleSets.require("stripped-down"));
            try {
                Container root = d.getContentPane();
                Object rules = ((javax.swing.JComboBox<Object>) named(root, "newGame.rules")).getSelectedItem();
                ((AbstractButton) named(root, "newGame.random")).doClick();
                javax.swing.JComboBox<Integer> hand = (javax.swing.JComboBox<Integer>) named(root, "newGame.hand.A.1");
                javax.swing.JComboBox<Integer> shown = (javax.swing.JComboBox<Integer>) named(root, "newGame.display.1");
                boolean dealt = named(root, "newGame.ok").isEnabled() && hand.getSelectedItem() != (Integer) org.roundhouse.engine.Deal.UNKNOWN;
                AbstractButton unknown = (AbstractButton) named(root, "newGame.unknown");
                boolean strippedDown = unknown.isEnabled();
                ((javax.swing.JComboBox<Object>) named(root, "newGame.rules")).setSelectedItem(org.roundhouse.engine.registry.RuleSets.base());
                return new Object[] {((org.roundhouse.engine.RuleSet) rules).id(), dealt, strippedDown, unknown.getToolTipText(), unknown.isEnabled()};
            } finally {
                d.dispose();
            }
        });
        assertThat(seen).containsExactly("stripped-down", true, false, "Every hand card at ?", true);
    }

    @Test
    @SuppressWarnings("unchecked")
    void theLastPaymentRowIsOfferedUnderTheTwoPlayerRulesAndGoesIntoTheGame() {
        Object[] seen = GuiActionRunner.execute(() -> {
            NewGameDialog d = new NewGameDialog(null);
            try {
                Container root = d.getContentPane();
                javax.swing.JSpinner players = (javax.swing.JSpinner) named(root, "newGame.players");
                javax.swing.JComboBox<TwoPlayerLastRow> row = (javax.swing.JComboBox<TwoPlayerLastRow>) named(root, "newGame.twoPlayerLastRow");
                AbstractButton twoPlayer = (AbstractButton) named(root, "newGame.twoPlayer");
                boolean atThree = row.isVisible();
                players.setValue(2);
                boolean atTwo = row.isVisible();
                javax.swing.ListCellRenderer<Object> renderer = (javax.swing.ListCellRenderer<Object>) (Object) row.getRenderer();
                String third = row.getSelectedItem() + " " + ((JLabel) renderer.getListCellRendererComponent(
                        new javax.swing.JList<>(), row.getSelectedItem(), 0, false, false)).getText();
                row.setSelectedItem(TwoPlayerLastRow.FOURTH);
                twoPlayer.doClick();
                boolean withoutRules = row.isVisible();
                twoPlayer.doClick();
                ((AbstractButton) named(root, "newGame.random")).doClick();
                ((AbstractButton) named(root, "newGame.ok")).doClick();
                return new Object[] {atThree, atTwo, third, withoutRules, org.roundhouse.TestSeam.lastRow(d.result().orElseThrow().setup())};
            } finally {
                d.dispose();
            }
        });
        assertThat(seen).containsExactly(false, true, "THIRD third row (15/12/9/6/3), English rules", false, TwoPlayerLastRow.FOURTH);
    }

    @Test
    void namesAndHeaderValuesLongerThanTheRecordsTakeAreRefusedWithTheReason() {
        String tooLong = "x".repeat(RecordLimits.MAX_TAG_CHARS + 1);
        String[] seen = GuiActionRunner.execute(() -> {
            NewGameDialog d = new NewGameDialog(null);
            try {
                Container root = d.getContentPane();
                ((AbstractButton) named(root, "newGame.random")).doClick();
                boolean dealt = named(root, "newGame.ok").isEnabled();
                ((JTextComponent) named(root, "newGame.name.B")).setText(tooLong);
                String name = named(root, "newGame.ok").isEnabled() + " " + ((JLabel) named(root, "newGame.error")).getText();
                ((JTextComponent) named(root, "newGame.name.B")).setText("Ben");
                ((JTextComponent) named(root, "newGame.place")).setText(tooLong);
                String place = named(root, "newGame.ok").isEnabled() + " " + ((JLabel) named(root, "newGame.error")).getText();
                ((JTextComponent) named(root, "newGame.place")).setText("Club");
                return new String[] {String.valueOf(dealt), name, place, String.valueOf(named(root, "newGame.ok").isEnabled())};
            } finally {
                d.dispose();
            }
        });
        assertThat(seen).containsExactly("true", "false Seat B's name is longer than 10000 characters.",
                "false The place is longer than 10000 characters.", "true");
    }

    @Test
    @SuppressWarnings("unchecked")
    void unionPacificForTwoIsPlayedByTwoWithItsOwnOptionsAndPersonalDecks() {
        Object[] seen = GuiActionRunner.execute(() -> {
            NewGameDialog d = new NewGameDialog(null);
            try {
                Container root = d.getContentPane();
                javax.swing.JComboBox<Object> rules = (javax.swing.JComboBox<Object>) named(root, "newGame.rules");
                for (int i = 0; i < rules.getItemCount(); i++) {
                    if (((org.roundhouse.engine.RuleSet) rules.getItemAt(i)).id().equals("up-for-two")) rules.setSelectedIndex(i);
                }
                root = d.getContentPane();
                javax.swing.JSpinner players = (javax.swing.JSpinner) named(root, "newGame.players");
                javax.swing.SpinnerNumberModel model = (javax.swing.SpinnerNumberModel) players.getModel();
                String count = players.getValue() + " " + model.getMinimum() + ".." + model.getMaximum() + " " + players.isEnabled();
                boolean baseOptionGone = named(root, "newGame.twoPlayer") == null;
                AbstractButton threeOfAKind = (AbstractButton) named(root, "newGame.option.ThreeOfAKind");
                AbstractButton relative = (AbstractButton) named(root, "newGame.option.RelativePayments");
                String defaults = threeOfAKind.isSelected() + " " + relative.isSelected();
                relative.doClick();
                ((AbstractButton) named(root, "newGame.random")).doClick();
                boolean dealt = named(root, "newGame.ok").isEnabled();
                // one card of a personal deck taken back to ?: all ten or none
                javax.swing.JComboBox<Integer> top = (javax.swing.JComboBox<Integer>) named(root, "newGame.personal.B.0");
                Object was = top.getSelectedItem();
                top.setSelectedItem(org.roundhouse.engine.Deal.UNKNOWN);
                String partial = named(root, "newGame.ok").isEnabled() + " " + ((JLabel) named(root, "newGame.error")).getText();
                top.setSelectedItem(was);
                ((AbstractButton) named(root, "newGame.ok")).doClick();
                org.roundhouse.record.GameSetup setup = d.result().orElseThrow().setup();
                org.roundhouse.engine.upfortwo.UpForTwoSetup deal = (org.roundhouse.engine.upfortwo.UpForTwoSetup) setup.deal();
                return new Object[] {count, baseOptionGone, defaults, dealt, partial, setup.rulesetId(), setup.option("RelativePayments"),
                        setup.option("ThreeOfAKind"), deal.personalDecks().get(0).size() + " " + deal.personalDecks().get(1).size()};
            } finally {
                d.dispose();
            }
        });
        assertThat(seen).containsExactly("2 2..2 false", true, "true false", true,
                "false Fill in all ten cards of seat B's personal deck, or none when its order is unknown.", "up-for-two", "yes", "yes",
                "10 10");
    }

    @Test
    @SuppressWarnings("unchecked")
    void personalDecksLeftUnknownAreShuffledFaceDownAndTheBaseGameComesBackAsItWas() {
        Object[] seen = GuiActionRunner.execute(() -> {
            NewGameDialog d = new NewGameDialog(null);
            try {
                Container root = d.getContentPane();
                javax.swing.JComboBox<Object> rules = (javax.swing.JComboBox<Object>) named(root, "newGame.rules");
                rules.setSelectedIndex(1);
                ((AbstractButton) named(root, "newGame.random")).doClick();
                for (char seat : new char[] {'A', 'B'}) {
                    for (int i = 0; i < 10; i++) {
                        ((javax.swing.JComboBox<Integer>) named(root, "newGame.personal." + seat + "." + i)).setSelectedItem(org.roundhouse.engine.Deal.UNKNOWN);
                    }
                }
                boolean ok = named(root, "newGame.ok").isEnabled();
                String text = ((JLabel) named(root, "newGame.error")).getText();
                rules.setSelectedIndex(0);
                javax.swing.JSpinner players = (javax.swing.JSpinner) named(root, "newGame.players");
                javax.swing.SpinnerNumberModel model = (javax.swing.SpinnerNumberModel) players.getModel();
                String base = model.getMinimum() + ".." + model.getMaximum() + " " + players.isEnabled() + " "
                        + (named(root, "newGame.twoPlayer") != null) + " " + (named(root, "newGame.personalDecks") == null);
                rules.setSelectedIndex(1);
                ((AbstractButton) named(root, "newGame.random")).doClick();
                for (char seat : new char[] {'A', 'B'}) {
                    for (int i = 0; i < 10; i++) {
                        ((javax.swing.JComboBox<Integer>) named(root, "newGame.personal." + seat + "." + i)).setSelectedItem(org.roundhouse.engine.Deal.UNKNOWN);
                    }
                }
                ((AbstractButton) named(root, "newGame.ok")).doClick();
                org.roundhouse.engine.upfortwo.UpForTwoSetup deal = (org.roundhouse.engine.upfortwo.UpForTwoSetup) d.result().orElseThrow().setup().deal();
                return new Object[] {ok, text, base, deal.personalDecks()};
            } finally {
                d.dispose();
            }
        });
        assertThat(seen).containsExactly(true, "The deal is possible.", "2..6 true true true", java.util.List.of(java.util.List.of(), java.util.List.of()));
    }
}
