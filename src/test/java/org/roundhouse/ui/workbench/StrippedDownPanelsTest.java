package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;
import org.roundhouse.ui.testing.GuiTests;

import java.awt.Component;
import java.awt.Container;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JTable;
import javax.swing.SwingUtilities;

import org.junit.jupiter.api.Test;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.strippeddown.StrippedDownState;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.ui.doc.GameDocument;

/**
 * The workbench's panels with a game of the stripped-down variant open (headless): the face-up
 * piles with their Union Pacific bribes beside the company rows and in the decks panel, for the
 * all-seeing eye and every seat; and no word of what the variant does not have (track cards,
 * a map to reach sections on, the main station's +1, dividends: it has scorings).
 */
class StrippedDownPanelsTest {
    private static final Pattern FOREIGN = Pattern.compile(
            "(?i)\\btrack\\b|\\bmap\\b|\\breach\\b|main station|\\+ ?1\\b|\\bdividends?\\b");


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

    private static boolean shows(Component c) {
        for (Component k = c; k != null; k = k.getParent()) if (!k.isVisible()) return false;
        return true;
    }

    private static String text(Container root, String name) {
        Component c = named(root, name);
        return c instanceof JLabel l && shows(l) ? l.getText() : null;
    }

    /** Every word a user can read in the container: visible labels, their tool tips, table heads and cells. */
    private static void words(Component c, List<String> out) {
        if (!c.isVisible()) return;
        if (c instanceof JLabel l) out.add(l.getText());
        if (c instanceof JComponent j && j.getToolTipText() != null) out.add(j.getToolTipText());
        if (c instanceof ChipStrip s) out.add(s.summary());
        if (c instanceof JTable t) {
            for (int col = 0; col < t.getColumnCount(); col++) out.add(t.getColumnName(col));
            if (t.getTableHeader() != null && t.getTableHeader().getToolTipText() != null) out.add(t.getTableHeader().getToolTipText());
            for (int r = 0; r < t.getRowCount(); r++) {
                for (int col = 0; col < t.getColumnCount(); col++) {
                    Component cell = t.prepareRenderer(t.getCellRenderer(r, col), r, col);
                    if (cell instanceof JLabel l) {
                        out.add(l.getText());
                        if (l.getToolTipText() != null) out.add(l.getToolTipText());
                    }
                }
            }
        }
        if (c instanceof PaymentsView p) out.add(p.text());
        if (c instanceof Container k) for (Component child : k.getComponents()) words(child, out);
    }

    private static GameRecord sample(String name) {
        return RecordLoader.load(Path.of("sample-games", name)).record().orElseThrow();
    }

    @Test
    void theFaceUpPilesShowTheirShareAndBribesBesideTheRowsAndInTheDecksForEveryEye() throws Exception {
        GameRecord record = sample("annotated-4p-stripped-down.upn");
        GameDocument doc = GameDocument.of(record, null, "t");
        List<String> problems = GuiTests.onEdt(() -> {
            Offscreen o = new Offscreen(doc, 1500, 950, false);
            List<String> bad = new ArrayList<>();
            int withBribes = 0;
            List<MoveNode> line = record.mainLine();
            for (int i = 0; i < line.size(); i += 3) {
                MoveNode n = line.get(i);
                doc.setCursor(n);
                StrippedDownState s = (StrippedDownState) doc.state();
                for (int viewer = PositionFacts.ALL_SEEING; viewer < s.players(); viewer++) {
                    o.model.setPerspective(viewer);
                    Offscreen.layout(o.panel);
                    for (String where : List.of("companyRows.tables", "decks.tables")) {
                        if (!shows(named(o.panel, where + ".display"))) bad.add(n.moveNumber() + " " + where + ": the piles do not show");
                        for (int slot = 0; slot < 4; slot++) {
                            int c = s.display()[slot];
                            String share = text(o.panel, where + ".display." + slot + ".1");
                            String want = c < 0 ? "—" : s.board().companyAbbreviation(c);
                            String bribes = text(o.panel, where + ".display." + slot + ".2");
                            String wantBribes = s.bribes(slot) == 0 ? "—" : s.bribes(slot) + " UP";
                            if (!want.equals(share) || !wantBribes.equals(bribes)) {
                                bad.add(n.moveNumber() + " seat " + viewer + " " + where + " pile " + (slot + 1) + ": " + share + " / " + bribes
                                        + " instead of " + want + " / " + wantBribes);
                            }
                        }
                        if (!"Supply: UP shares without end".equals(text(o.panel, where + ".display.note"))) bad.add(where + ": no supply");
                    }
                    if (shows(named(o.panel, "decks.display"))) bad.add("the display's chips show beside the table of the piles");
                }
                for (int slot = 0; slot < 4; slot++) if (s.bribes(slot) > 0) withBribes++;
            }
            if (withBribes == 0) bad.add("no position with a bribe was looked at");
            return bad;
        });
        assertThat(problems).isEmpty();
    }

    @Test
    void noPanelSpeaksOfTrackCardsAMapOrDividendsTheVariantDoesNotHave() throws Exception {
        for (String name : List.of("annotated-4p-stripped-down.upn", "3p-stripped-down-table.xml")) {
            GameRecord record = sample(name);
            GameDocument doc = GameDocument.of(record, null, "t");
            List<String> problems = GuiTests.onEdt(() -> {
                Offscreen o = new Offscreen(doc, 1500, 950, false);
                List<String> bad = new ArrayList<>();
                List<MoveNode> line = record.mainLine();
                for (MoveNode n : List.of(line.get(1), line.get(line.size() / 2), line.get(line.size() - 1))) {
                    doc.setCursor(n);
                    for (int viewer = PositionFacts.ALL_SEEING; viewer < record.setup().playerCount(); viewer++) {
                        o.model.setPerspective(viewer);
                        Offscreen.layout(o.panel);
                        List<String> words = new ArrayList<>();
                        for (String panel : List.of("playersPanel", "decksPanel", "companiesPanel", "companyRows", "statusBar")) {
                            Component c = named(o.panel, panel);
                            if (c == null) bad.add("no " + panel);
                            else words(c, words);
                        }
                        words(SwingUtilities.getAncestorOfClass(javax.swing.JScrollPane.class, o.panel.companyRows()), words);
                        if (!words.contains("Scorings paid") || !words.contains("Face-up piles")) bad.add("the panels' words were not read: " + words);
                        for (String w : words) {
                            if (w != null && FOREIGN.matcher(w).find()) bad.add(name + " move " + n.moveNumber() + " seat " + viewer + ": " + w);
                        }
                    }
                }
                return bad;
            });
            assertThat(problems).as(name).isEmpty();
        }
    }
}
