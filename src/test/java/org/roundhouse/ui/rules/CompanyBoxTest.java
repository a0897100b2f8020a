package org.roundhouse.ui.rules;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.JComboBox;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;

/** The deal forms' company drop-downs answer to the keyboard by abbreviation (headless). */
class CompanyBoxTest {
    private static final Board BOARD = Boards.unionPacific();

    private static int company(String abbreviation) {
        for (int c = 0; c <= BOARD.companyCount(); c++) if (BOARD.companyAbbreviation(c).equals(abbreviation)) return c;
        throw new AssertionError("no company " + abbreviation);
    }

    @Test
    void typingAnAbbreviationPicksItsCompany() throws Exception {
        Object[] picked = new Object[4];
        SwingUtilities.invokeAndWait(() -> {
            JComboBox<Integer> box = CompanyBox.withUnionPacific(BOARD, -1, "—");
            box.selectWithKeyChar('k');
            picked[0] = box.getSelectedItem();
            box.selectWithKeyChar('u');
            picked[1] = box.getSelectedItem();
            box.selectWithKeyChar('p');
            picked[2] = box.getSelectedItem();
            JComboBox<Integer> unknown = CompanyBox.withoutUnionPacific(BOARD, -2, "?");
            unknown.setSelectedIndex(3);
            unknown.selectWithKeyChar('?');
            picked[3] = unknown.getSelectedItem();
        });
        assertThat(picked[0]).isEqualTo(company("KCC"));
        assertThat(picked[1]).as("u alone after a k: the start of UMR or UP").isEqualTo(company("UMR"));
        assertThat(picked[2]).as("u then p typed together").isEqualTo(company("UP"));
        assertThat(picked[3]).isEqualTo(-2);
    }
}
