package org.roundhouse.ui.workbench;

import org.roundhouse.TestSeam;
import static org.assertj.core.api.Assertions.assertThat;
import static org.roundhouse.ui.testing.GuiTests.named;
import org.roundhouse.ui.testing.GuiTests;

import java.awt.image.BufferedImage;
import java.util.List;

import javax.swing.JLabel;
import javax.swing.SwingUtilities;

import org.junit.jupiter.api.Test;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Replay;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.testing.TestGames;

/** The panels without a window: runs headless too, so every build checks what they show. */
class WorkbenchPanelTest {

    private static JLabel label(java.awt.Container root, String name) {
        for (java.awt.Component c : root.getComponents()) {
            if (name.equals(c.getName()) && c instanceof JLabel l) return l;
            if (c instanceof java.awt.Container k) {
                JLabel l = label(k, name);
                if (l != null) return l;
            }
        }
        return null;
    }

    @Test
    void theMoveCounterNamesTheStartAndTheInvestmentsAndLeavesOutTheEndWhileTheFutureIsHidden() {
        assertThat(WorkbenchPanel.counterText(-1, -1, false)).isEqualTo("Start");
        assertThat(WorkbenchPanel.counterText(-1, 68, false)).isEqualTo("Start / 68");
        // a game being entered, after the first investment: not "0 / 0"
        assertThat(WorkbenchPanel.counterText(0, 0, false)).isEqualTo("Investments");
        assertThat(WorkbenchPanel.counterText(0, 68, false)).isEqualTo("Investments / 68");
        assertThat(WorkbenchPanel.counterText(1, 1, false)).isEqualTo("1 / 1");
        assertThat(WorkbenchPanel.counterText(27, 68, false)).isEqualTo("27 / 68");
        assertThat(WorkbenchPanel.counterText(27, 68, true)).isEqualTo("27");
    }

    @Test
    void theFindBoxForgetsItsQueryInAnotherGameAndItsCountWhenEmptied() throws Exception {
        GameDocument first = GameDocument.of(TestGames.withVariations(5, 21, 2, 5), null, "first");
        GameDocument second = GameDocument.of(TestGames.withVariations(6, 21, 2, 5), null, "second");
        List<String> seen = GuiTests.onEdt(() -> {
            Offscreen o = new Offscreen(first, 1400, 900, false);
            javax.swing.JTextField box = (javax.swing.JTextField) named(o.panel, "moveSearch");
            JLabel count = label(o.panel, "moveSearchCount");
            List<String> out = new java.util.ArrayList<>();
            box.setText("builds");
            box.postActionEvent();
            out.add(count.getText());
            box.setText("");
            out.add(count.getText() + "|" + box.getText());
            box.setText("builds");
            box.postActionEvent();
            o.model.setDocument(second);
            out.add(count.getText() + "|" + box.getText());
            return out;
        });
        assertThat(seen.get(0)).matches("\\d+ of \\d+");
        assertThat(seen.get(1)).isEqualTo("|");
        assertThat(seen.get(2)).isEqualTo("|");
    }

    @Test
    void theDockDraggedTallerStopsWhereTheMapWouldBeTooSmallForItsNames() throws Exception {
        GameRecord record = TestGames.withVariations(5, 21, 2, 5);
        GameDocument doc = GameDocument.of(record, null, "t");
        int[] sizes = GuiTests.onEdt(() -> {
            Offscreen o = new Offscreen(doc, 1400, 900, false);
            javax.swing.JSplitPane centre = o.panel.centreSplitForTests();
            centre.setDividerLocation(60);
            Offscreen.layout(o.panel);
            int mapHeight = o.panel.map().getHeight();
            centre.setDividerLocation(0.1);
            Offscreen.layout(o.panel);
            return new int[] {mapHeight, o.panel.map().getHeight(), centre.getDividerLocation(), o.panel.map().getWidth()};
        });
        assertThat(sizes[0]).as("the map after the divider was set to 60").isGreaterThanOrEqualTo(WorkbenchPanel.MAP_MIN_HEIGHT);
        assertThat(sizes[1]).as("the map after the divider was set to 10%").isGreaterThanOrEqualTo(WorkbenchPanel.MAP_MIN_HEIGHT);
        // the map's labels fit at this size (LabelPlacementTest: no name cut off at 520x360)
        assertThat(sizes[3]).isGreaterThanOrEqualTo(520);
    }

    @Test
    void everyPositionOfAGameIsShownWithTheEnginesNumbers() throws Exception {
        GameRecord record = TestGames.withVariations(5, 21, 2, 5);
        GameDocument doc = GameDocument.of(record, null, "t");
        List<String> problems = GuiTests.onEdt(() -> {
            Offscreen o = new Offscreen(doc, 1400, 900, false);
            List<String> bad = new java.util.ArrayList<>();
            for (MoveNode n : record.mainLine()) {
                doc.setCursor(n);
                BaseState s = TestSeam.state(doc.replay().stateAt(n));
                for (int p = 0; p < s.players(); p++) {
                    String cash = label(o.panel, "player." + p + ".cash").getText();
                    if (!cash.equals("$" + s.cash(p) + "M")) bad.add(n.moveNumber() + ": cash " + cash);
                }
                String deck = label(o.panel, "decks.shareDeck").getText();
                if (!deck.startsWith(s.deckSize() + " card")) bad.add(n.moveNumber() + ": deck " + deck);
                if (o.panel.map().getContent().highlightedSection() >= 0
                        && n.turn().steps().stream().noneMatch(m -> m instanceof org.roundhouse.engine.base.BaseMove.Build)) {
                    bad.add(n.moveNumber() + ": a highlight without a build");
                }
            }
            return bad;
        });
        assertThat(problems).isEmpty();
    }

    @Test
    void theCompanyRowsShowEachCompanysTrainsValueAndMajorities() throws Exception {
        GameRecord record = TestGames.withVariations(4, 33, 0, 0);
        GameDocument doc = GameDocument.of(record, null, "t");
        List<String> problems = GuiTests.onEdt(() -> {
            Offscreen o = new Offscreen(doc, 1400, 900, false);
            CompanyRowsView rows = o.panel.companyRows();
            java.awt.Component card = SwingUtilities.getAncestorOfClass(javax.swing.JScrollPane.class, rows);
            List<String> bad = new java.util.ArrayList<>();
            if (o.panel.showsCompanyRows() || card.isVisible()) bad.add("a game with a map opens on the map");
            o.panel.setCompanyRows(true);
            if (!o.panel.showsCompanyRows() || !card.isVisible() || o.panel.map().isVisible()) bad.add("the rows do not replace the map");
            for (MoveNode n : record.mainLine()) {
                doc.setCursor(n);
                org.roundhouse.engine.PositionFacts f = doc.replay().game().facts(doc.state(), org.roundhouse.engine.PositionFacts.ALL_SEEING);
                List<Integer> order = rows.rows();
                if (order.size() != f.companies || order.get(order.size() - 1) != f.unionPacific) bad.add(n.moveNumber() + ": rows " + order);
                rows.setSize(rows.getPreferredSize());
                BufferedImage img = new BufferedImage(rows.getWidth(), rows.getHeight(), BufferedImage.TYPE_INT_RGB);
                java.awt.Graphics2D g = img.createGraphics();
                rows.paint(g);
                g.dispose();
                for (int i = 0; i < order.size() - 1; i++) {
                    int c = order.get(i);
                    String words = rows.describeRow(c);
                    int t = f.trainsPlaced[c];
                    if (!words.contains(" " + t + (t == 1 ? " train " : " trains ") + "· value " + f.value[c])) bad.add(n.moveNumber() + ": " + words);
                    for (int p : f.primary[c]) {
                        if (!words.contains("most shares: ") || !words.contains(record.setup().players().get(p))) bad.add(n.moveNumber() + ": " + words);
                    }
                    // the first train of a company with trains is drawn in its colour; none where it has none
                    int rgb = img.getRGB(CompanyRowsView.LABEL_W + 4 + CompanyRowsView.TRAIN_W / 2, 8 + i * CompanyRowsView.ROW + CompanyRowsView.ROW / 2) & 0xFFFFFF;
                    int colour = ChipStrip.companyColour(f.board, c).getRGB() & 0xFFFFFF;
                    if ((rgb == colour) != (t > 0)) bad.add(n.moveNumber() + ": " + f.board.companyAbbreviation(c) + " with " + t + " trains drawn as #" + Integer.toHexString(rgb));
                }
            }
            o.panel.setCompanyRows(false);
            if (card.isVisible() || !o.panel.map().isVisible()) bad.add("the map does not come back");
            return bad;
        });
        assertThat(problems).isEmpty();
    }

    @Test
    void theHouseOfTheTwoPlayerRulesHasACardWithItsCashAndOnlyThere() throws Exception {
        GameRecord twoPlayer = org.roundhouse.record.RandomGames.play(
                org.roundhouse.record.BaseRandomGames.template(2, "standard", true, false, TestGames.NAMES.subList(0, 2)), 4);
        GameDocument doc = GameDocument.of(twoPlayer, null, "t");
        List<String> shown = GuiTests.onEdt(() -> {
            Offscreen o = new Offscreen(doc, 1400, 900, false);
            List<String> seen = new java.util.ArrayList<>();
            MoveNode first = twoPlayer.mainLine().get(1);
            MoveNode last = twoPlayer.mainLine().get(twoPlayer.mainLine().size() - 1);
            for (MoveNode n : List.of(first, last)) {
                doc.setCursor(n);
                BaseState s = TestSeam.state(doc.replay().stateAt(n));
                seen.add(s.houseCash() + " " + label(o.panel, "player.house.cash").getText() + " " + label(o.panel, "player.house.holds").getText()
                        + " " + label(o.panel, "player.house.what").getText());
            }
            return seen;
        });
        BaseState end = TestSeam.state(Replay.of(twoPlayer).stateAt(twoPlayer.mainLine().get(twoPlayer.mainLine().size() - 1)));
        assertThat(end.houseCash()).as("the house is paid at the third dividend").isPositive();
        assertThat(shown).containsExactly(
                "0 $0M Plays only at the third dividend holding the display, the deck and the UP shares left",
                end.houseCash() + " $" + end.houseCash() + "M Paid at the third dividend for the display, the deck and the UP shares left");

        GameRecord withoutRules = org.roundhouse.record.RandomGames.play(
                org.roundhouse.record.BaseRandomGames.template(2, "standard", false, false, TestGames.NAMES.subList(0, 2)), 4);
        GameDocument plain = GameDocument.of(withoutRules, null, "t");
        assertThat(GuiTests.onEdt(() -> label(new Offscreen(plain, 1400, 900, false).panel, "player.house.cash"))).isNull();
        GameDocument three = GameDocument.of(TestGames.random(3, 4), null, "t");
        assertThat(GuiTests.onEdt(() -> label(new Offscreen(three, 1400, 900, false).panel, "player.house.cash"))).isNull();
    }

    @Test
    void theHouseCardAndTheMoveListHeaderNameTheUnionPacificRowOfTheLastPayment() throws Exception {
        List<String> shown = new java.util.ArrayList<>();
        for (var row : org.roundhouse.engine.base.TwoPlayerLastRow.values()) {
            GameRecord game = org.roundhouse.record.RandomGames.play(org.roundhouse.record.BaseRandomGames.template(2, "standard", true,
                    false, TestGames.NAMES.subList(0, 2)).withOption("TwoPlayerLastRow", row.word()), 4);
            GameDocument doc = GameDocument.of(game, null, "t");
            shown.add(GuiTests.onEdt(() -> label(new Offscreen(doc, 1400, 900, false).panel, "player.house.upRow").getText()));
            shown.add(MoveTreePanel.headerTip(doc));
        }
        assertThat(shown).containsExactly("UP then pays its third row, 15/12/9/6/3",
                "<html>t<br>2 players · share deck standard · two-player rules, the last payment on the third Union Pacific row,"
                        + " 15/12/9/6/3</html>",
                "UP then pays its fourth row, 20/16/12/8/4",
                "<html>t<br>2 players · share deck standard · two-player rules, the last payment on the fourth Union Pacific row,"
                        + " 20/16/12/8/4</html>");
    }

    @Test
    void atSixSeatsOnlyTheHandOfThePlayerToMoveIsLaidOutAndTheOthersAreInToolTips() throws Exception {
        GameRecord six = TestGames.random(6, 3);
        GameDocument doc = GameDocument.of(six, null, "t");
        MoveNode at = six.mainLine().get(20);
        List<String> cards = GuiTests.onEdt(() -> {
            Offscreen o = new Offscreen(doc, 1400, 900, false);
            doc.setCursor(at);
            int toMove = doc.replay().stateAt(at).currentPlayer();
            List<String> seen = new java.util.ArrayList<>();
            for (int p = 0; p < 6; p++) {
                javax.swing.JComponent card = (javax.swing.JComponent) named(o.panel, "player." + p);
                boolean laidOut = named(card, "player." + p + ".handShares").isVisible();
                String tip = card.getToolTipText();
                seen.add((p == toMove) + " " + laidOut + " " + (tip != null && tip.contains("In hand: ") && tip.contains("Track: ")));
            }
            return seen;
        });
        assertThat(cards).hasSize(6).allSatisfy(c -> assertThat(c).isIn("true true false", "false false true"));
        assertThat(cards).containsOnlyOnce("true true false");
        // during the first investments the seat to choose has its hand laid out too
        int laidOutAtStart = GuiTests.onEdt(() -> {
            Offscreen o = new Offscreen(doc, 1400, 900, false);
            doc.setCursor(six.root());
            int n = 0;
            for (int p = 0; p < 6; p++) if (named(o.panel, "player." + p + ".handShares").isVisible()) n++;
            return n;
        });
        assertThat(laidOutAtStart).isEqualTo(1);

        // four seats: every hand is laid out where the window is tall enough, only the mover's where it is not
        GameRecord four = TestGames.random(4, 3);
        GameDocument doc4 = GameDocument.of(four, null, "t");
        MoveNode at4 = four.mainLine().get(20);
        int toMove4 = GuiTests.onEdt(() -> GameDocument.of(four, null, "t").replay().stateAt(at4).currentPlayer());
        for (int height : new int[] {1500, 900}) {
            List<Boolean> laid = GuiTests.onEdt(() -> {
                doc4.setCursor(at4);
                Offscreen o = new Offscreen(doc4, 1400, height, false);
                List<Boolean> out = new java.util.ArrayList<>();
                for (int p = 0; p < 4; p++) out.add(named(o.panel, "player." + p + ".handShares").isVisible());
                return out;
            });
            if (height > 1000) {
                assertThat(laid).as("tall window").containsOnly(true);
            } else {
                for (int p = 0; p < 4; p++) assertThat(laid.get(p)).as("seat %d at 900 px", p).isEqualTo(p == toMove4);
            }
        }
    }

    @Test
    void handsLeftUnknownAreCountedAsUnknownNotAsDeckCards() throws Exception {
        GameRecord played = TestGames.random(3, 5);
        org.roundhouse.engine.base.BaseSetup deal = TestSeam.deal(played.setup().deal().withoutDeckOrders());
        List<List<Integer>> tracks = new java.util.ArrayList<>(deal.trackHands());
        List<List<Integer>> shares = new java.util.ArrayList<>(deal.shareHands());
        int u = org.roundhouse.engine.base.BaseMove.UNKNOWN;
        tracks.set(1, List.of(u, u, u));
        shares.set(1, List.of(u, u, u, u));
        org.roundhouse.record.GameSetup unknown = played.setup().withDeal(
                new org.roundhouse.engine.base.BaseSetup(3, tracks, shares, deal.display(), List.of(), List.of()));
        GameDocument doc = GameDocument.of(new GameRecord(played.header(), unknown), null, "t");
        List<String> shown = GuiTests.onEdt(() -> {
            Offscreen o = new Offscreen(doc, 1400, 900, false);
            doc.setCursor(doc.record().root());
            javax.swing.JTable table = (javax.swing.JTable) named(o.panel, "companiesTable");
            return List.of(((ChipStrip) named(o.panel, "player.1.handShares")).summary(), label(o.panel, "player.1.track").getText(),
                    String.valueOf(table.getColumnModel().getColumn(table.convertColumnIndexToView(5)).getHeaderValue()),
                    ((ChipStrip) named(o.panel, "player.0.handShares")).summary().contains("?") ? "? for a known hand" : "known",
                    label(o.panel, "decks.deckSharesTitle").getText());
        });
        assertThat(shown).containsExactly("UP, ? 4", "Track: ?, ?, ?", "In deck or ?", "known", "Shares in the deck or in ? hands");
    }

    @Test
    void deletingRealMovesWhereAWhatIfBranchesOffSaysThatItIsNowTheMainLine() throws Exception {
        GameRecord record = TestGames.withVariations(3, 7, 2, 4);
        GameDocument doc = GameDocument.of(record, null, "t");
        String[] said = GuiTests.onEdt(() -> {
            Offscreen o = new Offscreen(doc, 1400, 900, false);
            MoveNode parent = record.mainLine().stream().filter(n -> !n.variations().isEmpty()).findFirst().orElseThrow();
            MoveNode real = parent.children().get(0);
            MoveNode whatIf = parent.variations().get(0);
            int after = record.mainLine().size() - record.mainLine().indexOf(real) - 1;
            doc.setCursor(real);
            o.panel.edits().refresh();
            o.panel.edits().delete.actionPerformed(null);
            String message = label(o.panel, "status.message").getText();
            boolean promoted = whatIf.isMainLine();
            doc.undo();
            return new String[] {message, "Deleted move " + real.moveNumber() + " and the " + after + " after it; the variation at move "
                    + real.moveNumber() + " is now the main line", String.valueOf(promoted), String.valueOf(real.isMainLine())};
        });
        assertThat(said[0]).startsWith(said[1]).contains("takes it back");
        assertThat(said[2]).as("the what-if became the main line").isEqualTo("true");
        assertThat(said[3]).as("undo puts the real moves back").isEqualTo("true");
    }

    @Test
    void deletingMovesInsideAVariationSaysWhichLineGoesOnThereNotTheMainLine() throws Exception {
        GameRecord record = TestGames.withVariations(3, 7, 1, 4);
        GameDocument doc = GameDocument.of(record, null, "t");
        String said = GuiTests.onEdt(() -> {
            Offscreen o = new Offscreen(doc, 1400, 900, false);
            MoveNode head = record.mainLine().stream().filter(n -> !n.variations().isEmpty()).findFirst().orElseThrow()
                    .variations().get(0);
            MoveNode inside = head.children().get(0);
            TestGames.addRandomLine(doc.replay(), head, 2, 99);
            assertThat(head.variations()).hasSize(1);
            doc.setCursor(inside);
            o.panel.edits().refresh();
            o.panel.edits().delete.actionPerformed(null);
            return label(o.panel, "status.message").getText();
        });
        assertThat(said).contains("now continues its line").doesNotContain("main line");
    }

    @Test
    void paintsLightAndDarkWithoutErrors() throws Exception {
        GameRecord record = TestGames.random(3, 8);
        for (boolean dark : new boolean[] {false, true}) {
            GameDocument doc = GameDocument.of(record, null, "t");
            BufferedImage img = GuiTests.onEdt(() -> {
                Offscreen o = new Offscreen(doc, 1200, 800, dark);
                doc.setCursor(record.mainLine().get(30));
                o.model.setSelectedCompany(0);
                Offscreen.layout(o.panel);
                return o.paint();
            });
            // not blank: many distinct colours
            java.util.Set<Integer> colours = new java.util.HashSet<>();
            for (int y = 0; y < img.getHeight(); y += 7) for (int x = 0; x < img.getWidth(); x += 7) colours.add(img.getRGB(x, y));
            assertThat(colours.size()).isGreaterThan(40);
        }
        GuiTests.onEdt(() -> {
            org.roundhouse.ui.theme.Themes.install(org.roundhouse.ui.theme.ThemeChoice.LIGHT);
            return null;
        });
    }
}
