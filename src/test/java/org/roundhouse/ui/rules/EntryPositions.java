package org.roundhouse.ui.rules;

import java.util.ArrayList;
import java.util.List;

import javax.swing.Icon;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JTextArea;

import org.roundhouse.board.Boards;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.GameSetup;
import org.roundhouse.record.Header;
import org.roundhouse.record.MoveNode;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.MoveEntry;

/** Positions of random games of a rule set, each as a document whose cursor stands there, for the entry tests. */
public final class EntryPositions {
    private EntryPositions() {
    }

    /** A random game of the rule set, played to the end. */
    public static Game.Playout play(RuleSet rules, int players, long seed) {
        Game game = rules.configure(Boards.unionPacific(), rules.defaults());
        Deal deal = game.randomDeal(players, new java.util.SplittableRandom(seed));
        return game.randomPlay(deal, seed);
    }

    /** A document of the game's first {@code steps} steps, the cursor on the last move (unfinished where the steps stop mid-turn). */
    public static GameDocument after(RuleSet rules, int players, long seed, int steps) {
        Game game = rules.configure(Boards.unionPacific(), rules.defaults());
        Deal deal = game.randomDeal(players, new java.util.SplittableRandom(seed));
        Game.Playout p = game.randomPlay(deal, seed);
        List<String> names = List.of("Anna", "Ben", "Carla", "Dev", "Eve", "Finn").subList(0, players);
        GameSetup setup = GameSetup.of(rules.id(), rules.defaults(), names, deal);
        GameRecord record = GameRecord.fromSteps(Header.EMPTY, setup, p.steps().subList(0, Math.min(steps, p.steps().size())));
        GameDocument doc = GameDocument.of(record, null, "test");
        List<MoveNode> line = record.mainLine();
        if (!line.isEmpty()) doc.setCursor(line.get(line.size() - 1));
        return doc;
    }

    /** An entry form that keeps what the rows put on it, for tests without a window. */
    public static final class Recording implements EntryForm {
        public final List<JComponent> components = new ArrayList<>();
        public final List<String> said = new ArrayList<>();
        public final List<Move> played = new ArrayList<>();
        public int[] targets;
        private final MoveEntry entry;

        public Recording(MoveEntry entry) {
            this.entry = entry;
        }

        @Override
        public void row(String label, JComponent content) {
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
            b.addActionListener(e -> play(step));
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
            played.add(step);
            entry.play(step);
        }

        @Override
        public void run(Runnable action) {
            action.run();
        }

        @Override
        public void say(String text, boolean problem) {
            said.add(text);
        }

        @Override
        public void setTargets(int[] sections) {
            targets = sections;
        }

        @Override
        public String playerName(int seat) {
            return entry.document().replay().playerName(seat);
        }

        @Override
        public boolean onMainLine() {
            return true;
        }

        /** The component of that name among those put on the form (searched inside panels too). */
        public JComponent named(String name) {
            for (JComponent c : components) {
                JComponent f = find(c, name);
                if (f != null) return f;
            }
            return null;
        }

        /** Every button put on the form whose name starts with the prefix. */
        public List<JButton> buttons(String prefix) {
            List<JButton> out = new ArrayList<>();
            for (JComponent c : components) collect(c, prefix, out);
            return out;
        }

        private static JComponent find(java.awt.Component c, String name) {
            if (name.equals(c.getName()) && c instanceof JComponent j) return j;
            if (c instanceof java.awt.Container k) {
                for (java.awt.Component x : k.getComponents()) {
                    JComponent f = find(x, name);
                    if (f != null) return f;
                }
            }
            return null;
        }

        private static void collect(java.awt.Component c, String prefix, List<JButton> out) {
            if (c instanceof JButton b && b.getName() != null && b.getName().startsWith(prefix)) out.add(b);
            if (c instanceof java.awt.Container k) for (java.awt.Component x : k.getComponents()) collect(x, prefix, out);
        }
    }
}
