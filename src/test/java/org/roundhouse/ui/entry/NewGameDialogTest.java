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
}
