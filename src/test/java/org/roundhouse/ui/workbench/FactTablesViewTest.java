package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.Component;
import java.awt.Container;
import java.util.List;

import javax.swing.JLabel;
import javax.swing.SwingUtilities;

import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.FactColumn;
import org.roundhouse.engine.FactTable;
import org.roundhouse.engine.FactTable.Cell;
import org.roundhouse.engine.PositionFacts;

/** A rule set's own tables as the workbench shows them, whatever the rule set (headless). */
class FactTablesViewTest {
    private static final Board BOARD = Boards.unionPacific();

    private static JLabel label(Container root, String name) {
        for (Component c : root.getComponents()) {
            if (name.equals(c.getName()) && c instanceof JLabel l) return l;
            if (c instanceof Container k) {
                JLabel l = label(k, name);
                if (l != null) return l;
            }
        }
        return null;
    }

    private static FactTable decks() {
        return new FactTable("track-decks", "Track decks", List.of("Deck", "Cards", "Top"),
                List.of(List.of(Cell.text("East"), Cell.number(12), Cell.company(0).withTip("the top card shows DM")),
                        List.of(Cell.text("West"), Cell.number(0), Cell.EMPTY)),
                "Discards are reshuffled when a deck runs out");
    }

    @Test
    void aTableShowsItsTitleHeadsCellsAndNoteAndLeavesOutWhatItIsTold() throws Exception {
        String[] seen = new String[8];
        SwingUtilities.invokeAndWait(() -> {
            FactTablesView v = new FactTablesView("t");
            v.setTables(List.of(decks()), BOARD, List.of(), List.of());
            seen[0] = label(v, "t.track-decks.title").getText();
            seen[1] = label(v, "t.track-decks.0.1").getText();
            seen[2] = label(v, "t.track-decks.0.2").getText();
            seen[3] = label(v, "t.track-decks.0.2").getToolTipText();
            seen[4] = label(v, "t.track-decks.1.2").getText();
            seen[5] = label(v, "t.track-decks.note").getText();
            seen[6] = String.valueOf(v.isVisible());
            v.setTables(List.of(decks()), BOARD, List.of(), List.of("track-decks"));
            seen[7] = v.isVisible() + " " + (label(v, "t.track-decks.title") == null);
        });
        assertThat(seen).containsExactly("Track decks", "12", BOARD.companyAbbreviation(0), "the top card shows DM", "—",
                "Discards are reshuffled when a deck runs out", "true", "false true");
        assertThat(FactTablesView.text(decks(), BOARD, List.of())).isEqualTo("Track decks\nDeck | Cards | Top\nEast | 12 | "
                + BOARD.companyAbbreviation(0) + "\nWest | 0 | —\nDiscards are reshuffled when a deck runs out");
    }

    @Test
    void aSeatsColumnIsHeadedByItsPlayersName() throws Exception {
        FactTable decks = new FactTable("personal", "Personal decks", List.of("Company", FactTable.seatHead(0), FactTable.seatHead(1)),
                List.of(List.of(Cell.company(0), Cell.number(1), Cell.number(0))), null);
        String[] seen = new String[1];
        SwingUtilities.invokeAndWait(() -> {
            FactTablesView v = new FactTablesView("t");
            v.setTables(List.of(decks), BOARD, List.of("Anna", "Ben"), List.of());
            seen[0] = v.getComponent(0).getAccessibleContext().getAccessibleDescription();
        });
        assertThat(seen[0]).contains("Company | Anna | Ben");
        assertThat(FactTablesView.text(decks, BOARD, List.of())).contains("Company | S1 | S2");
        assertThat(FactTable.seatOfHead(FactTable.seatHead(3))).isEqualTo(3);
        assertThat(FactTable.seatOfHead("S1")).isEqualTo(-1);
    }

    @Test
    void malformedTablesAndColumnsAreRefusedWhereTheyAreMade() {
        assertThatThrownBy(() -> new FactTable("k", "T", List.of("A", "B"), List.of(List.of(Cell.text("x"))), null))
                .hasMessageContaining("a row of 1 cells under 2 columns");
        PositionFacts.Builder b = new PositionFacts.Builder(BOARD, 3, PositionFacts.ALL_SEEING);
        b.companyColumns = List.of(new FactColumn("Price", "the share price", List.of(Cell.number(5))));
        assertThatThrownBy(b::build).hasMessageContaining("Price: 1 cells for " + b.companies + " companies");
    }
}
