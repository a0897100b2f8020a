package org.roundhouse.ui.charts;

import static org.roundhouse.text.Messages.UI;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.FlowLayout;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import org.roundhouse.analysis.winprob.Settings;
import org.roundhouse.analysis.winprob.WinProbability;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.registry.RuleSets;

/**
 * Asks how to estimate the win chances: playouts a position, the precision that stops a
 * position early, the bot of the playouts, whose view the hidden cards are drawn from, the
 * turns after which the position evaluator judges each playout (where it can), and the threads. The defaults finish a 90-move game in well under a minute on two cores.
 */
final class EstimateDialog {
    /** Playouts a position by default: with the precision below most positions stop at 150 to 300. */
    static final int DEFAULT_PLAYOUTS = 300;
    /** The default precision in percentage points of standard error. */
    static final double DEFAULT_PRECISION = 3;
    /**
     * The most turns after which a playout may be judged. By default none is (0: played to the end):
     * at the workbench's budgets (50 playouts a position and more) playouts to the end score better
     * (docs/workbench.md, "Win chances").
     */
    static final int MAX_EVAL_AFTER = org.roundhouse.record.Evaluation.MAX_JUDGED_AFTER;

    private EstimateDialog() {
    }

    /** The bots offered: the rule set's names (a search with an example budget), or only 'random' where it has no bots. */
    static List<String> bots(Game game) {
        List<String> names = new ArrayList<>();
        var arena = RuleSets.arena(game);
        if (arena.isEmpty()) return List.of("random");
        names.add(arena.get().defaultPlayoutBot());
        for (String part : arena.get().botNames().split(",")) {
            String name = part.trim().split("\\s+")[0];
            if (name.contains(":N:")) continue;
            name = name.replace(":Nms", ":20ms").replace(":N", ":100");
            if (!name.isEmpty() && !names.contains(name)) names.add(name);
        }
        return names;
    }

    /** Shows the dialog; the settings chosen, or empty when cancelled. */
    static Optional<Settings> ask(Component parent, Game game, List<String> players, Settings initial) {
        JSpinner playouts = new JSpinner(new SpinnerNumberModel(initial.playouts(), Settings.BATCH, 100_000, Settings.BATCH));
        playouts.setName("estimatePlayouts");
        JSpinner precision = new JSpinner(new SpinnerNumberModel(100 * initial.precision(), 0.0, 50.0, 0.5));
        precision.setName("estimatePrecision");
        JComboBox<String> bot = new JComboBox<>(bots(game).toArray(String[]::new));
        bot.setName("estimateBot");
        bot.setEditable(true);
        if (initial.bot() != null) bot.setSelectedItem(initial.bot());
        List<String> views = new ArrayList<>();
        views.add(UI.text("eyes.all"));
        for (String p : players) views.add(UI.text("status.viewer.seat", p));
        JComboBox<String> view = new JComboBox<>(views.toArray(String[]::new));
        view.setName("estimateView");
        view.setSelectedIndex(Math.max(0, Math.min(views.size() - 1, initial.viewer() + 1)));
        // the turns after which the evaluator judges each playout: offered only where it can judge this game
        boolean judges = WinProbability.canJudge(game, players.size());
        JSpinner evalAfter = new JSpinner(new SpinnerNumberModel(judges ? Math.min(initial.judgedAfterTurns(), MAX_EVAL_AFTER) : 0,
                0, MAX_EVAL_AFTER, 10));
        evalAfter.setName("estimateEvalAfter");
        evalAfter.setEnabled(judges);
        evalAfter.setToolTipText(judges ? UI.text("estimate.evalAfter.tip")
                : game.housePlays(players.size()) ? UI.text("estimate.evalAfter.house")
                : UI.text("estimate.evalAfter.none", game.ruleSet().title()));
        ((JSpinner.DefaultEditor) evalAfter.getEditor()).getTextField().setToolTipText(evalAfter.getToolTipText());
        int cores = Runtime.getRuntime().availableProcessors();
        JSpinner threads = new JSpinner(new SpinnerNumberModel(Math.min(initial.threads(), 64), 1, 64, 1));
        threads.setName("estimateThreads");

        JPanel form = new JPanel(new GridBagLayout());
        form.setBorder(BorderFactory.createEmptyBorder(10, 12, 6, 12));
        int row = 0;
        row = add(form, row, UI.text("estimate.playouts"), playouts, UI.text("estimate.playouts.note"));
        row = add(form, row, UI.text("estimate.precision"), precision, UI.text("estimate.precision.note"));
        row = add(form, row, UI.text("estimate.bot"), bot, UI.text("estimate.bot.note"));
        row = add(form, row, UI.text("estimate.view"), view, UI.text("estimate.view.note"));
        row = add(form, row, UI.text("estimate.evalAfter"), evalAfter, UI.text("estimate.evalAfter.note"));
        add(form, row, UI.text("estimate.threads"), threads, UI.text("estimate.threads.note", cores));

        JDialog dialog = new JDialog(SwingUtilities.getWindowAncestor(parent), UI.text("estimate.title"),
                java.awt.Dialog.ModalityType.APPLICATION_MODAL);
        dialog.setName("estimateDialog");
        Settings[] chosen = new Settings[1];
        JButton ok = new JButton(UI.text("estimate.ok"));
        ok.setName("estimateOk");
        JButton cancel = new JButton(UI.text("dialog.cancel"));
        cancel.setName("estimateCancel");
        ok.addActionListener(e -> {
            try {
                String name = String.valueOf(bot.getSelectedItem()).trim();
                Settings s = new Settings(((Number) playouts.getValue()).intValue(), ((Number) precision.getValue()).doubleValue() / 100,
                        name.isEmpty() ? null : name, initial.seed(), ((Number) threads.getValue()).intValue(),
                        view.getSelectedIndex() == 0 ? StepWords.ALL_SEEING : view.getSelectedIndex() - 1,
                        judges ? ((Number) evalAfter.getValue()).intValue() : 0);
                new WinProbability(game, players.size(), s); // says what is wrong with the bot or the view
                chosen[0] = s;
                dialog.dispose();
            } catch (IllegalArgumentException ex) {
                JOptionPane.showMessageDialog(dialog, ex.getMessage(), UI.text("estimate.title"), JOptionPane.ERROR_MESSAGE);
            }
        });
        cancel.addActionListener(e -> dialog.dispose());
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        buttons.add(cancel);
        buttons.add(ok);
        JLabel note = new JLabel(UI.text("estimate.note"));
        note.setBorder(BorderFactory.createEmptyBorder(10, 12, 0, 12));
        note.setPreferredSize(new java.awt.Dimension(420, note.getPreferredSize().height * 3));
        dialog.getContentPane().add(note, BorderLayout.NORTH);
        dialog.getContentPane().add(form, BorderLayout.CENTER);
        dialog.getContentPane().add(buttons, BorderLayout.SOUTH);
        dialog.getRootPane().setDefaultButton(ok);
        dialog.getRootPane().registerKeyboardAction(e -> dialog.dispose(), javax.swing.KeyStroke.getKeyStroke("ESCAPE"),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
        dialog.pack();
        // centred on the window, not on the tab low in the dock, whose centre put the buttons over the status bar
        dialog.setLocationRelativeTo(SwingUtilities.getWindowAncestor(parent));
        dialog.setVisible(true);
        return Optional.ofNullable(chosen[0]);
    }

    private static int add(JPanel form, int row, String label, JComponent field, String hint) {
        GridBagConstraints c = new GridBagConstraints();
        c.gridy = row;
        c.insets = new Insets(3, 0, 3, 8);
        c.anchor = GridBagConstraints.LINE_END;
        JLabel l = new JLabel(label);
        l.setLabelFor(field);
        l.setToolTipText(field.getToolTipText()); // a row that explains itself does so on its label and hint too
        form.add(l, c);
        c.gridx = 1;
        c.anchor = GridBagConstraints.LINE_START;
        c.fill = GridBagConstraints.HORIZONTAL;
        form.add(field, c);
        c.gridx = 2;
        c.fill = GridBagConstraints.NONE;
        JLabel h = new JLabel(hint);
        h.setEnabled(false);
        h.setToolTipText(field.getToolTipText());
        form.add(h, c);
        return row + 1;
    }
}
