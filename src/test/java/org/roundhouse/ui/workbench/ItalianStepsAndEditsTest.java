package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;
import org.roundhouse.ui.testing.GuiTests;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import javax.swing.Action;
import javax.swing.JLabel;

import org.junit.jupiter.api.Test;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveMark;
import org.roundhouse.record.MoveNode;
import org.roundhouse.text.Messages;
import org.roundhouse.ui.doc.CommentEdit;
import org.roundhouse.ui.doc.Edit;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.DeleteEdit;
import org.roundhouse.ui.edit.MarkEdit;
import org.roundhouse.ui.edit.PromoteEdit;
import org.roundhouse.ui.edit.RenameEdit;
import org.roundhouse.ui.testing.TestGames;

/** In Italian, the Go menu's dividend steps, the edits' names after Undo and Redo, and the line Delete leaves in the status bar. */
class ItalianStepsAndEditsTest {
    private static final Pattern ENGLISH = Pattern.compile("\\b(Previous|Next|Dividend|dividend|card|move|that|turns?|turned|up|Undo|Redo"
            + "|Comment|Remove|Mark|Rename|Line|Promote|Main|Delete|Moves|Variation|Deleted|the|after|takes|back|now|is|line)\\b");


    private static JLabel named(java.awt.Container root, String name) {
        for (java.awt.Component c : root.getComponents()) {
            if (name.equals(c.getName()) && c instanceof JLabel l) return l;
            if (c instanceof java.awt.Container k) {
                JLabel found = named(k, name);
                if (found != null) return found;
            }
        }
        return null;
    }

    @Test
    void theDividendStepsTheEditsNamesAndDeleteSpeakItalian() throws Exception {
        Messages.setLocale(Locale.ITALIAN);
        try {
            GameRecord record = TestGames.withVariations(4, 21, 2, 5);
            GameDocument doc = GameDocument.of(record, null, "t");
            List<String> shown = GuiTests.onEdt(() -> {
                Offscreen o = new Offscreen(doc, 1400, 900, false);
                List<String> out = new ArrayList<>();
                Navigation nav = o.panel.navigation();
                for (Action a : List.of(nav.previousDividend, nav.nextDividend)) {
                    out.add((String) a.getValue(Action.NAME));
                    out.add((String) a.getValue(Action.SHORT_DESCRIPTION));
                }
                MoveNode third = record.mainLine().get(3);
                List<Edit> edits = new ArrayList<>(List.of(new CommentEdit(third, "bella"), new CommentEdit(third, ""),
                        new MarkEdit(third, MoveMark.GOOD), new MarkEdit(third, null)));
                MoveNode head = null;
                for (MoveNode n : record.mainLine()) if (head == null && !n.variations().isEmpty()) head = n.variations().get(0);
                if (head != null) {
                    edits.add(new RenameEdit(head, "tranquilla"));
                    edits.add(new RenameEdit(head, ""));
                    edits.add(new PromoteEdit(head));
                }
                for (Edit e : edits) {
                    doc.execute(e);
                    o.panel.edits().refresh();
                    out.add((String) o.panel.edits().undo.getValue(Action.NAME));
                    doc.undo();
                    o.panel.edits().refresh();
                    out.add((String) o.panel.edits().redo.getValue(Action.NAME));
                    doc.redo();
                }
                doc.execute(new DeleteEdit(record.mainLine().get(record.mainLine().size() - 1)));
                o.panel.edits().refresh();
                out.add((String) o.panel.edits().undo.getValue(Action.NAME));
                doc.undo();
                doc.setCursor(record.mainLine().get(4));
                o.panel.edits().delete.actionPerformed(null);
                JLabel message = named(o.panel, "status.message");
                out.add(message == null ? "" : message.getText());
                return out;
            });
            assertThat(shown.get(0)).isEqualTo("Dividendo precedente");
            assertThat(shown.get(1)).startsWith("La mossa precedente che ha scoperto una carta dividendo (");
            assertThat(shown.get(2)).isEqualTo("Dividendo successivo");
            assertThat(shown).contains("Annulla commento", "Ripeti commento", "Annulla rimozione del commento", "Annulla segno !",
                    "Annulla rimozione del segno", "Annulla eliminazione delle mosse");
            // what Delete says in the status bar (when the panel holds it)
            assertThat(shown.get(shown.size() - 1)).matches("|Eliminato: la mossa \\d+ e le \\d+ successive.*");
            List<String> english = new ArrayList<>();
            for (String s : shown) if (ENGLISH.matcher(s).find()) english.add(s);
            assertThat(english).isEmpty();
        } finally {
            Messages.setLocale(Locale.ENGLISH);
        }
    }
}
