package org.roundhouse.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;
import org.roundhouse.ui.testing.GuiTests;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.swing.JLabel;
import javax.swing.JTable;

import org.junit.jupiter.api.Test;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.nineteenth.NineteenthCentury;
import org.roundhouse.engine.nineteenth.NineteenthState;
import org.roundhouse.engine.nineteenth.NineteenthTables;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RandomGames;
import org.roundhouse.ui.doc.GameDocument;

/**
 * The workbench's panels with a game of the nineteenth-century variant open (headless): the
 * companies table's treasuries and who may expand, the holdings of each seat, Union Pacific and the bank, the four track decks
 * with their discards and the dividend cycle, and each seat's holdings, as the state has them,
 * for the all-seeing eye and each seat's; and no hand or track cards, which the variant has not.
 */
class NineteenthPanelsTest {

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
        if (c == null) return false;
        for (Component k = c; k != null; k = k.getParent()) if (!k.isVisible()) return false;
        return true;
    }

    private static String text(Container root, String name) {
        Component c = named(root, name);
        return c instanceof JLabel l && shows(l) ? l.getText() : null;
    }

    private static String cell(JTable t, int row, String column) {
        for (int col = 0; col < t.getColumnCount(); col++) {
            if (t.getColumnName(col).equals(column)) {
                Component c = t.prepareRenderer(t.getCellRenderer(row, col), row, col);
                return c instanceof JLabel l ? l.getText().trim() : String.valueOf(t.getValueAt(row, col));
            }
        }
        return null;
    }

    @Test
    void compareCallsTheSharesOwnedInThisVariantAndPlayedInTheBaseGame() throws Exception {
        for (String[] sample : new String[][] {{"annotated-3p-nineteenth-century.upn", "Owned (1st)"}, {"annotated-4p.upn", "Played (1st)"}}) {
            GameRecord record = org.roundhouse.record.RecordLoader.load(java.nio.file.Path.of("sample-games", sample[0])).orThrow();
            GameDocument doc = GameDocument.of(record, null, "t");
            List<String> heads = GuiTests.onEdt(() -> {
                Offscreen o = new Offscreen(doc, 1400, 900, false);
                doc.setCursor(record.mainLine().get(20));
                Offscreen.layout(o.panel);
                JTable compare = (JTable) named(o.panel, "compare.table");
                List<String> out = new ArrayList<>();
                for (int c = 0; c < compare.getColumnCount(); c++) out.add(compare.getColumnName(c));
                return out;
            });
            assertThat(heads).as(sample[0]).contains(sample[1]);
        }
    }

    @Test
    void fourSeatsHoldingsFitTheDecksPanelAtTheDefaultWindowWithoutScrollingSideways() throws Exception {
        List<String> names = List.of("Anna", "Ben", "Cleo", "Dan");
        GameRecord record = RandomGames.play(RandomGames.template(NineteenthCentury.ID, Map.of(), 4, names), 5);
        GameDocument doc = GameDocument.of(record, null, "t");
        List<String> problems = GuiTests.onEdt(() -> {
            Offscreen o = new Offscreen(doc, 1400, 900, false);
            List<String> bad = new ArrayList<>();
            List<MoveNode> line = record.mainLine();
            for (int i = 1; i < line.size(); i += Math.max(1, line.size() / 6)) {
                doc.setCursor(line.get(i));
                Offscreen.layout(o.panel);
                java.awt.Container decks = (java.awt.Container) named(o.panel, "decksPanel");
                int room = decks.getParent().getWidth();
                int wanted = decks.getPreferredSize().width;
                if (wanted > room) bad.add("move " + line.get(i).moveNumber() + ": the decks panel wants " + wanted + " pixels of " + room);
            }
            return bad;
        });
        assertThat(problems).isEmpty();
    }

    @Test
    void treasuriesHoldingsAndTheTrackDecksShowAsTheStateHasThemForEveryEye() throws Exception {
        List<String> names = List.of("Ann", "Bob", "Cy");
        GameRecord record = RandomGames.play(RandomGames.template(NineteenthCentury.ID, Map.of(), 3, names), 11);
        GameDocument doc = GameDocument.of(record, null, "t");
        List<String> problems = GuiTests.onEdt(() -> {
            Offscreen o = new Offscreen(doc, 1500, 950, false);
            List<String> bad = new ArrayList<>();
            List<MoveNode> line = record.mainLine();
            int upHoldingsSeen = 0;
            int discardsSeen = 0;
            int upControlSeen = 0;
            for (int i = 1; i < line.size(); i += Math.max(1, line.size() / 7)) {
                MoveNode n = line.get(i);
                doc.setCursor(n);
                NineteenthState s = (NineteenthState) doc.state();
                int up = s.board().unionPacific();
                for (int viewer = PositionFacts.ALL_SEEING; viewer < s.players(); viewer++) {
                    o.model.setPerspective(viewer);
                    Offscreen.layout(o.panel);
                    String at = "move " + n.moveNumber() + " viewer " + viewer + ": ";
                    JTable companies = (JTable) named(o.panel, "companiesTable");
                    for (int c = 0; c <= up; c++) {
                        String treasury = cell(companies, c, "Treasury");
                        if (!Integer.toString(s.treasury(c)).equals(treasury)) bad.add(at + "treasury of " + c + " shows " + treasury);
                        if (c < up) {
                            String who = cell(companies, c, "Expands");
                            for (int p = 0; p < s.players(); p++) {
                                if (2 * s.shares(p, c) > s.purchased(c) && s.trainsLeft(c) > 0 && !names.get(p).equals(who)) {
                                    bad.add(at + names.get(p) + " controls " + c + " but Expands says " + who);
                                }
                            }
                            if (who != null && who.contains("seat")) bad.add(at + "Expands names a seat: " + who);
                            String owned = cell(companies, c, "Owned");
                            if (!Integer.toString(s.ownedByPlayers(c)).equals(owned)) bad.add(at + "owned of " + c + " shows " + owned);
                            String value = cell(companies, c, "Price");
                            if (!Integer.toString(s.price(c)).equals(value)) bad.add(at + "price of " + c + " shows " + value);
                            if (s.unionPacificShares(c) > 0) upHoldingsSeen++;
                        }
                    }
                    String deckKey = "decks.tables." + NineteenthTables.DECKS;
                    if (!shows(named(o.panel, deckKey))) bad.add(at + "no track decks table");
                    for (int d = 0; d < s.decks(); d++) {
                        String left = text(o.panel, deckKey + "." + d + ".2");
                        String discards = text(o.panel, deckKey + "." + d + ".3");
                        if (!Integer.toString(s.deckSize(d)).equals(left)) bad.add(at + "deck " + d + " left " + left);
                        if (!Integer.toString(s.discards(d)).equals(discards)) bad.add(at + "deck " + d + " discards " + discards);
                        if (s.discards(d) > 0) discardsSeen++;
                        String top = text(o.panel, deckKey + "." + d + ".1");
                        String want = s.topCard(d) == 0 ? "track" : s.topCard(d) == 1 ? "A" : "—";
                        if (!want.equals(top)) bad.add(at + "deck " + d + " shows " + top);
                    }
                    String note = text(o.panel, deckKey + ".note");
                    if (note == null || !note.startsWith("Cycle " + s.cycle() + " of 4: " + s.dividendsLeftInCycle() + " of ")) {
                        bad.add(at + "cycle note " + note);
                    }
                    String holdings = "decks.tables." + NineteenthTables.CONTROL;
                    int row = 0;
                    for (int c = 0; c <= up; c++) {
                        if (s.purchased(c) == 0 && s.sharesInBank(c) == 0) continue;
                        for (int p = 0; p < s.players(); p++) {
                            String h = text(o.panel, holdings + "." + row + "." + (p + 1));
                            String w = s.shares(p, c) == 0 ? "—" : Integer.toString(s.shares(p, c));
                            if (!w.equals(h)) bad.add(at + "seat " + p + " holds " + h + " of " + c + ", not " + w);
                        }
                        String upHolds = text(o.panel, holdings + "." + row + "." + (s.players() + 1));
                        String wantUp = c == up || s.unionPacificShares(c) == 0 ? "—" : Integer.toString(s.unionPacificShares(c));
                        if (!wantUp.equals(upHolds)) bad.add(at + "UP holds " + upHolds + " of " + c + ", not " + wantUp);
                        String bank = text(o.panel, holdings + "." + row + "." + (s.players() + 2));
                        String wantBank = s.sharesInBank(c) == 0 ? "—" : Integer.toString(s.sharesInBank(c));
                        if (!wantBank.equals(bank)) bad.add(at + "the bank holds " + bank + " of " + c + ", not " + wantBank);
                        row++;
                    }
                    String upNote = text(o.panel, holdings + ".note");
                    if (upNote == null || !upNote.contains("A UP share costs $" + s.price(up) + "M")) bad.add(at + "UP's price: " + upNote);
                    int ctrl = s.unionPacificController();
                    if (ctrl >= 0 && !upNote.endsWith("UP controlled by " + names.get(ctrl))) bad.add(at + "UP's controller: " + upNote);
                    if (ctrl >= 0) upControlSeen++;
                    for (int p = 0; p < s.players(); p++) {
                        if (shows(named(o.panel, "player." + p + ".hand"))) bad.add(at + "a hand shows for seat " + p);
                    }
                    if (shows(named(o.panel, "decks.trackDiscards"))) bad.add(at + "the base game's track discards show");
                    if (shows(named(o.panel, "decks.display"))) bad.add(at + "an empty display shows, which the variant has not");
                }
            }
            if (upHoldingsSeen == 0) bad.add("no position with Union Pacific holding shares was looked at");
            if (discardsSeen == 0) bad.add("no position with discards was looked at");
            if (upControlSeen == 0) bad.add("no position with Union Pacific controlled was looked at");
            return bad;
        });
        assertThat(problems).isEmpty();
    }
}
