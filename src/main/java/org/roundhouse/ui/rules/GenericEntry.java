package org.roundhouse.ui.rules;

import static org.roundhouse.text.Messages.UI;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.IntFunction;

import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.ListSelectionModel;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;

import net.miginfocom.swing.MigLayout;

import org.roundhouse.engine.Game;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.StepWords;
import org.roundhouse.ui.edit.MoveEntry;

/**
 * Entry for a rule set without a plugin of its own: the steps the rules allow now
 * ({@link Game#legalMoves}), or at a draw the cards that can come ({@link Game#chanceOutcomes},
 * with their chances, the card the record knows first), as a list labelled in the rule set's
 * words, with a filter. A newly registered rule set can be entered this way with no change
 * to the workbench.
 */
public final class GenericEntry implements TableEntry {
    private final SplittableRandom rng = new SplittableRandom();

    /**
     * One line of the list.
     *
     * @param step the step it makes
     * @param label the step in words
     */
    public record Choice(Move step, String label) {
        @Override
        public String toString() {
            return label;
        }
    }

    /** The steps offered now, in the rules' order (at a draw: the known card first, with each card's chance). */
    public static List<Choice> choices(MoveEntry entry, IntFunction<String> names) {
        List<Choice> out = new ArrayList<>();
        Game game = entry.game();
        if (entry.isDraw()) {
            List<Outcome<Move>> outcomes = entry.chanceOutcomes();
            Optional<Move> known = entry.knownCard();
            long total = outcomes.stream().mapToLong(Outcome::weight).sum();
            List<Outcome<Move>> ordered = new ArrayList<>(outcomes);
            known.ifPresent(k -> ordered.sort((a, b) -> Boolean.compare(!a.move().equals(k), !b.move().equals(k))));
            for (Outcome<Move> o : ordered) {
                String label = words(game, o.move(), names);
                if (known.filter(o.move()::equals).isPresent()) label = UI.text("rows.nextInDeck", label);
                else if (outcomes.size() > 1 && total > 0) label += "  (" + org.roundhouse.ui.text.Percent.of(100.0 * o.weight() / total, 0) + ")";
                out.add(new Choice(o.move(), label));
            }
        } else {
            for (Move m : entry.legalSteps()) out.add(new Choice(m, words(game, m, names)));
        }
        return out;
    }

    /** The choices whose label holds every word of the filter (any case). */
    public static List<Choice> filter(List<Choice> choices, String filter) {
        String[] words = filter.toLowerCase(Locale.ROOT).trim().split("\\s+");
        List<Choice> out = new ArrayList<>();
        for (Choice c : choices) {
            String l = c.label().toLowerCase(Locale.ROOT);
            boolean all = true;
            for (String w : words) all &= l.contains(w);
            if (all) out.add(c);
        }
        return out;
    }

    /** The step in the rule set's words, all-seeing; its plain form where the rule set has no words yet. */
    static String words(Game game, Move m, IntFunction<String> names) {
        try {
            List<String> lines = game.words().steps(List.of(m), StepWords.ALL_SEEING, names);
            if (!lines.isEmpty()) return lines.get(0);
        } catch (RuntimeException e) {
            // a rule set still without words: its step's own text
        }
        return m.toString();
    }

    @Override
    public String heading(MoveEntry entry, IntFunction<String> names) {
        if (entry.isOver()) return UI.text("base.heading.over");
        if (entry.isDraw()) return UI.text("generic.heading.draw", names.apply(entry.seat()));
        return UI.text("generic.heading.move", names.apply(entry.seat()));
    }

    @Override
    public MapClicks rows(MoveEntry entry, EntryForm form) {
        if (entry.isOver()) {
            form.wide(form.note(UI.text("generic.over"), "move.result"));
            return MapClicks.NONE;
        }
        List<Choice> all = choices(entry, form::playerName);
        DefaultListModel<Choice> model = new DefaultListModel<>();
        all.forEach(model::addElement);
        JList<Choice> list = new JList<>(model);
        list.setName("move.generic.list");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setVisibleRowCount(Math.min(12, Math.max(4, all.size())));
        if (!all.isEmpty()) list.setSelectedIndex(0);
        JTextField filter = new JTextField();
        filter.setName("move.generic.filter");
        filter.putClientProperty("JTextField.placeholderText", UI.text("generic.filter"));
        filter.getDocument().addDocumentListener(new DocumentListener() {
            private void refilter() {
                model.clear();
                filter(all, filter.getText()).forEach(model::addElement);
                if (!model.isEmpty()) list.setSelectedIndex(0);
            }

            public void insertUpdate(DocumentEvent e) { refilter(); }
            public void removeUpdate(DocumentEvent e) { refilter(); }
            public void changedUpdate(DocumentEvent e) { refilter(); }
        });
        JButton play = new JButton(entry.isDraw() ? UI.text("generic.drawn") : UI.text("generic.play"));
        play.setName("move.generic.play");
        play.addActionListener(e -> {
            Choice c = list.getSelectedValue();
            if (c == null) form.say(UI.text("generic.pick"), true);
            else form.play(c.step());
        });
        list.addMouseListener(new java.awt.event.MouseAdapter() {
            @Override
            public void mouseClicked(java.awt.event.MouseEvent e) {
                if (e.getClickCount() == 2) play.doClick();
            }
        });
        filter.addActionListener(e -> play.doClick());
        JPanel box = new JPanel(new MigLayout("insets 0, fillx", "[grow, fill][]", "[][top]"));
        box.add(filter, "spanx 2, wrap");
        box.add(new JScrollPane(list), "growx, wmin 160, hmin 60");
        box.add(play, "top");
        form.row(entry.isDraw() ? UI.text("rows.card") : UI.text("generic.steps"), box);
        if (entry.isDraw()) {
            JButton sample = new JButton(UI.text("rows.sample"));
            sample.setName("move.sample");
            sample.setEnabled(entry.knownCard().isEmpty() && all.size() > 1);
            sample.addActionListener(e -> form.run(() -> {
                Move card = entry.sample(rng);
                form.say(UI.text("rows.sampled", words(entry.game(), card, form::playerName)), false);
            }));
            form.under(sample);
        }
        form.under(form.note(UI.text("generic.hint"), "move.generic.hint"));
        return MapClicks.NONE;
    }

    @Override
    public List<Reason> whyNot(MoveEntry entry) {
        // without a panel of its own nothing is offered that the rules refuse
        return List.of();
    }

    @Override
    public String stepName(Move step) {
        return UI.text("generic.step");

    }

    @Override
    public String describe(Move step) {
        return step.toString();
    }

    @Override
    public DealForm dealForm(Game game) {
        return new RandomDealForm();
    }
}
