package org.roundhouse.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.FactColumn;
import org.roundhouse.engine.FactTable;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.ui.rules.ItalianEntryFormsTest;

/**
 * In Italian, the fact tables the workbench shows for the variants (issue #23) hold no English
 * word beyond names and notation: the nineteenth century's Track decks and Holdings and its
 * companies-table columns, the stripped-down variant's face-up piles, and the display, removed
 * shares, personal decks, traded shares and the house of Union Pacific for two, at positions of
 * random games, all-seeing and through each seat's eyes: titles, column heads, cells, tool tips
 * and notes. And in English they read as before.
 */
class ItalianFactTablesTest {
    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    /** Every text of the position's tables and columns, as each viewer sees them, over random games. */
    private static List<String> texts(RuleSet rules, int players, List<String> keys) {
        Game game = rules.configure(Boards.unionPacific(), rules.defaults());
        List<String> out = new ArrayList<>();
        for (long seed = 1; seed <= 2; seed++) {
            Deal deal = game.randomDeal(players, new SplittableRandom(seed));
            Game.Playout p = game.randomPlay(deal, seed);
            GameState s = game.newGame(deal);
            int step = 0;
            for (Move m : p.steps()) {
                if (step++ % 4 == 0) collect(game, s, players, out, keys);
                s = game.applyLegal(s, m);
            }
            collect(game, s, players, out, keys);
        }
        return out;
    }

    private static void collect(Game game, GameState s, int players, List<String> out, List<String> keys) {
        for (int viewer = -1; viewer < players; viewer++) {
            PositionFacts f = game.facts(s, viewer);
            for (FactTable t : f.tables) {
                keys.add(t.key());
                out.add(t.title());
                out.add(t.note());
                for (String head : t.columns()) if (FactTable.seatOfHead(head) < 0) out.add(head);
                for (List<FactTable.Cell> row : t.rows()) {
                    for (FactTable.Cell c : row) {
                        out.add(c.text());
                        out.add(c.tip());
                    }
                }
            }
            for (FactColumn c : f.companyColumns) {
                out.add(c.head());
                out.add(c.tip());
                for (FactTable.Cell cell : c.cells()) {
                    out.add(cell.text());
                    out.add(cell.tip());
                }
            }
        }
    }

    private static List<String> englishIn(RuleSet rules, int players, List<String> tables) {
        Messages.setLocale(Locale.ITALIAN);
        List<String> texts = texts(rules, players, tables);
        Board board = Boards.unionPacific();
        return ItalianEntryFormsTest.englishIn(texts, board, List.of());
    }

    @Test
    void theNineteenthCenturysTablesAreInItalian() {
        List<String> tables = new ArrayList<>();
        assertThat(englishIn(RuleSets.require("nineteenth-century"), 3, tables)).isEmpty();
        assertThat(tables).contains("track-decks", "control");
        Messages.setLocale(Locale.ITALIAN);
        List<String> texts = texts(RuleSets.require("nineteenth-century"), 3, new ArrayList<>());
        assertThat(texts).contains("Mazzi dei percorsi", "Azioni possedute", "Cassa", "Espande", "pianura");
    }

    @Test
    void theNineteenthCenturysOwnChartsAreNamedInItalian() {
        Messages.setLocale(Locale.ITALIAN);
        RuleSet rules = RuleSets.require("nineteenth-century");
        Game game = rules.configure(Boards.unionPacific(), rules.defaults());
        List<String> texts = new ArrayList<>();
        for (org.roundhouse.engine.SeriesSpec s : game.extraSeries()) {
            texts.add(s.title());
            texts.add(s.description());
        }
        assertThat(texts).contains("Casse", "Azioni della UP");
        assertThat(ItalianEntryFormsTest.englishIn(texts, Boards.unionPacific(), List.of())).isEmpty();
    }

    @Test
    void theStrippedDownVariantsPilesAreInItalian() {

        List<String> tables = new ArrayList<>();
        assertThat(englishIn(RuleSets.require("stripped-down"), 4, tables)).isEmpty();
        assertThat(tables).contains(FactTable.DISPLAY);
    }

    @Test
    void theTablesOfUnionPacificForTwoAreInItalian() {
        List<String> tables = new ArrayList<>();
        assertThat(englishIn(RuleSets.require("up-for-two"), 2, tables)).isEmpty();
        assertThat(tables).contains(FactTable.DISPLAY, "removed", "personal", "traded", "house");
    }

    @Test
    void inEnglishTheTablesReadAsBefore() {
        Messages.setLocale(Locale.ENGLISH);
        List<String> texts = texts(RuleSets.require("nineteenth-century"), 3, new ArrayList<>());
        assertThat(texts).contains("Track decks", "Holdings", "Treasury", "Expands", "plain", "Deck", "Shows", "Left", "Discards");
    }
}
