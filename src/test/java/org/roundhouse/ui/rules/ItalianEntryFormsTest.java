package org.roundhouse.ui.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.swing.AbstractButton;
import javax.swing.Icon;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JTextArea;

import net.miginfocom.swing.MigLayout;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.text.Messages;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.MoveEntry;
import org.roundhouse.ui.rules.registry.Workbenches;

/**
 * In Italian, the entry forms of Union Pacific for two, the stripped-down and the
 * nineteenth-century variants and the generic entry (issue #23) show no English word beyond
 * names and notation: every heading, row label, button, tool tip, note and message at positions
 * of random games, the Why Not groups and labels, the step names and short descriptions, and
 * each variant's deal form with its checks.
 */
public class ItalianEntryFormsTest {
    /** Words only English would show (Italian's "a", "in", "no", "per" left out). */
    static final Pattern ENGLISH = Pattern.compile("\\b(the|The|and|of|with|to|from|on|its|is|are|has|holds|share|shares|Share|Shares"
            + "|deck|Deck|decks|card|Card|cards|track|Track|train|trains|Train|Buy|Sell|Take|take|Trade|Draw|draws|Blind"
            + "|Face|face|Main|Own|Personal|personal|Sample|Sampled|Steps|Step|Play|Drawn|Filter|Expand|Section|Company|Treasury"
            + "|Done|End|turn|Approve|Refuse|Begin|game|over|marker|Scoring|scoring|Bribe|bribe|Invest|invest|Start|Shows|Left"
            + "|Holdings|Bank|bank|maybe|nobody|approval|Cycle|Hands|Display|Starts|Choose|choose|seat|Seat|Fill|Slot|Marker"
            + "|Removed|Traded|house|House|Holds|Yours|Empty|None|next|Next|Keep|Show|three|kind|Nothing|nothing|Dividend|dividend"
            + "|Expansion|Answer|Purchase|Sale|Investment|First|first|Not|there|Pick|Name|empty|wins|win|proposes|answers|turns"
            + "|buys|sells|may|Everyone|every|Proposed|Expanded|left|No|Deal|Dealt|random|order|unknown)\\b");

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    /** An entry form that keeps every text the rows give it. */
    static final class Texts implements EntryForm {
        final List<String> texts = new ArrayList<>();
        final List<JComponent> components = new ArrayList<>();
        private final MoveEntry entry;

        Texts(MoveEntry entry) {
            this.entry = entry;
        }

        @Override
        public void row(String label, JComponent content) {
            texts.add(label);
            components.add(content);
        }

        @Override
        public void under(JComponent content) {
            components.add(content);
        }

        @Override
        public void wide(JComponent content) {
            components.add(content);
        }

        @Override
        public JButton stepButton(String name, String text, Icon icon, Move step, String tip) {
            JButton b = new JButton(text, icon);
            b.setName(name);
            b.setToolTipText(tip);
            return b;
        }

        @Override
        public JPanel flow() {
            return new JPanel();
        }

        @Override
        public JTextArea note(String text, String name) {
            JTextArea t = new JTextArea(text);
            t.setName(name);
            return t;
        }

        @Override
        public void play(Move step) {
        }

        @Override
        public void run(Runnable action) {
        }

        @Override
        public void say(String text, boolean problem) {
            texts.add(text);
        }

        @Override
        public void setTargets(int[] sections) {
        }

        @Override
        public String playerName(int seat) {
            return entry.document().replay().playerName(seat);
        }

        @Override
        public boolean onMainLine() {
            return true;
        }

        List<String> all() {
            List<String> out = new ArrayList<>(texts);
            for (JComponent c : components) shown(c, out);
            return out;
        }
    }

    /** Texts, tool tips and list entries of the component and everything in it. */
    static void shown(Component c, List<String> out) {
        if (c instanceof JLabel l) out.add(l.getText());
        if (c instanceof AbstractButton b) out.add(b.getText());
        if (c instanceof JTextArea t) out.add(t.getText());
        if (c instanceof JComponent j) {
            out.add(j.getToolTipText());
            Object placeholder = j.getClientProperty("JTextField.placeholderText");
            if (placeholder != null) out.add(placeholder.toString());
        }
        if (c instanceof JComboBox<?> box) {
            for (int i = 0; i < box.getItemCount(); i++) {
                Object item = box.getItemAt(i);
                if (item instanceof String s) out.add(s);
                @SuppressWarnings("unchecked")
                JList<Object> list = new JList<>();
                @SuppressWarnings("unchecked")
                javax.swing.ListCellRenderer<Object> r = (javax.swing.ListCellRenderer<Object>) box.getRenderer();
                Component shown = r.getListCellRendererComponent(list, item, i, false, false);
                if (shown instanceof JLabel l) out.add(l.getText());
            }
        }
        if (c instanceof JList<?> list) {
            for (int i = 0; i < list.getModel().getSize(); i++) out.add(String.valueOf(list.getModel().getElementAt(i)));
        }
        if (c instanceof Container k) for (Component x : k.getComponents()) shown(x, out);
    }

    /** The English words left in the texts once names (players, companies, sections) are taken out: each with its text. */
    public static List<String> englishIn(List<String> texts, Board board, List<String> players) {
        List<String> names = new ArrayList<>(players);
        for (int c = 0; c < board.companyCount(); c++) names.add(board.company(c).name());
        for (int s = 0; s < board.sections().size(); s++) names.add(board.sectionName(s));
        names.add("Union Pacific");
        names.sort((a, b) -> b.length() - a.length());
        List<String> found = new ArrayList<>();
        for (String text : texts) {
            if (text == null) continue;
            String plain = text.replaceAll("<[^>]*>", " ");
            for (String name : names) plain = plain.replace(name, " ");
            Matcher m = ENGLISH.matcher(plain);
            if (m.find()) found.add(m.group() + " in \"" + text + "\"");
        }
        return found;
    }

    private static final List<String> PLAYERS = List.of("Anna", "Ben", "Carla", "Dev", "Eve", "Finn");

    /** What the rule set's entry shows at positions of random games, in Italian: the English words left. */
    private static List<String> englishInTheEntry(RuleSet rules, int players, TableEntry entryOf, int stride) {
        Messages.setLocale(Locale.ITALIAN);
        List<String> found = new ArrayList<>();
        int positions = 0;
        for (long seed = 1; seed <= 2; seed++) {
            int length = EntryPositions.play(rules, players, seed).steps().size();
            for (int k = 0; k <= length; k = k == length ? length + 1 : Math.min(length, k + stride)) {
                GameDocument doc = EntryPositions.after(rules, players, seed, k);
                MoveEntry e = MoveEntry.at(doc);
                Texts form = new Texts(e);
                List<String> texts = new ArrayList<>();
                texts.add(entryOf.heading(e, doc.replay()::playerName));
                entryOf.aside(e, doc.replay()::playerName).ifPresent(texts::add);
                entryOf.rows(e, form);
                texts.addAll(form.all());
                for (TableEntry.Reason r : entryOf.whyNot(e)) {
                    texts.add(r.group());
                    texts.add(r.label());
                    texts.add(r.sentence());
                }
                List<Move> steps = e.isOver() ? List.of() : e.isDraw() ? e.chanceOutcomes().stream().map(o -> o.move()).toList() : e.legalSteps();
                for (Move m : steps) {
                    texts.add(entryOf.stepName(m));
                    // a step without a description of its own is its notation, not words
                    String described = entryOf.describe(m);
                    if (!described.equals(m.toString())) texts.add(described);
                }

                for (String f : englishIn(texts, doc.replay().board(), PLAYERS.subList(0, players))) {
                    found.add(rules.id() + " seed " + seed + " step " + k + ": " + f);
                }
                positions++;
            }
        }
        assertThat(positions).isGreaterThan(10);
        return found;
    }

    /** The deal form laid out for the seats, empty (its check's message) and then dealt at random: the English words left. */
    private static List<String> englishInTheDeal(RuleSet rules, int players) {
        Messages.setLocale(Locale.ITALIAN);
        Game game = rules.configure(org.roundhouse.board.Boards.unionPacific(), rules.defaults());
        DealForm deal = Workbenches.entry(rules).dealForm(game);
        JPanel panel = new JPanel(new MigLayout("wrap 2"));
        deal.layOut(panel);
        List<String> names = PLAYERS.subList(0, players);
        deal.setSeats(names);
        deal.setNames(names);
        deal.clear();
        List<String> texts = new ArrayList<>();
        try {
            deal.deal();
        } catch (DealForm.Missing m) {
            texts.add(m.getMessage());
        }
        for (int seat = 0; seat < players; seat++) {
            JComponent opening = deal.opening(seat);
            if (opening != null) shown(opening, texts);
        }
        shown(panel, texts);
        Deal random = game.randomDeal(players, new SplittableRandom(3));
        deal.show(random);
        shown(panel, texts);
        assertThat(texts).isNotEmpty();
        return englishIn(texts, game.board(), names);
    }

    @Test
    void unionPacificForTwoIsEnteredInItalian() {
        RuleSet rules = RuleSets.require("up-for-two");
        assertThat(englishInTheEntry(rules, 2, Workbenches.entry(rules), 3)).isEmpty();
        assertThat(englishInTheDeal(rules, 2)).isEmpty();
    }

    @Test
    void theStrippedDownVariantIsEnteredInItalian() {
        RuleSet rules = RuleSets.require("stripped-down");
        assertThat(englishInTheEntry(rules, 4, Workbenches.entry(rules), 3)).isEmpty();
        assertThat(englishInTheDeal(rules, 4)).isEmpty();
    }

    @Test
    void theNineteenthCenturyIsEnteredInItalian() {
        RuleSet rules = RuleSets.require("nineteenth-century");
        assertThat(englishInTheEntry(rules, 3, Workbenches.entry(rules), 3)).isEmpty();
        assertThat(englishInTheDeal(rules, 3)).isEmpty();
    }

    @Test
    void theGenericEntryIsInItalian() {
        RuleSet rules = RuleSets.require("stripped-down");
        assertThat(englishInTheEntry(rules, 3, new GenericEntry(), 5)).isEmpty();
        assertThat(englishInTheEntry(RuleSets.require("nineteenth-century"), 3, new GenericEntry(), 9)).isEmpty();
    }

    @Test
    void theCheckFindsEnglish() {
        Board board = org.roundhouse.board.Boards.unionPacific();
        assertThat(englishIn(List.of("Buy from bank", "Anna ha 5 M$", "Compra dalla banca"), board, List.of("Anna"))).hasSize(1);
    }
}
