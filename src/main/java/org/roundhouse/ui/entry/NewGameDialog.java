package org.roundhouse.ui.entry;

import static org.roundhouse.text.Messages.UI;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Window;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSeparator;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;

import net.miginfocom.swing.MigLayout;

import org.roundhouse.ui.widgets.ItemRenderers;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.GameSetup;
import org.roundhouse.record.Header;
import org.roundhouse.record.RecordLimits;
import org.roundhouse.record.Turn;
import org.roundhouse.record.TurnRules;
import org.roundhouse.ui.rules.Cards;
import org.roundhouse.ui.rules.DealForm;
import org.roundhouse.ui.rules.OptionsForm;
import org.roundhouse.ui.rules.TableEntry;
import org.roundhouse.ui.rules.registry.Workbenches;
import org.roundhouse.ui.text.Terms;

/**
 * File ▸ New Game: a game about to be played (or being played) at the table. The board,
 * the rule set and its options, the players in seat order (as many as the rule set plays
 * with), the deal as it was dealt (each card may be left "?" and filled in later, where the
 * rule set allows it), and the opening steps such as the base game's first investments (all
 * of them, or none to enter later). The options and the deal are the rule set's entry
 * plugin's ({@link TableEntry#optionsForm}, {@link TableEntry#dealForm}); the rules check the
 * deal as it is entered, and the game starts only when it is possible.
 */
public final class NewGameDialog extends JDialog {
    private final Board board = GameSetup.board(GameSetup.UNION_PACIFIC);
    private final JTextField event = new JTextField(18);
    private final JTextField date = new JTextField(LocalDate.now().toString(), 10);
    private final JTextField place = new JTextField(14);
    private final JComboBox<RuleSet> rules = new JComboBox<>(RuleSets.all().toArray(new RuleSet[0]));
    private final JSpinner players = new JSpinner(new SpinnerNumberModel(3, 1, 99, 1));
    private final JPanel form = new JPanel(new MigLayout("insets 12 16 8 16, fillx, hidemode 3", "[right][grow, fill]"));
    private final JPanel names = new JPanel(new MigLayout("insets 0, gap 6 2", "[][grow, fill]24[]"));
    private final List<JTextField> nameFields = new ArrayList<>();
    private final JLabel error = new JLabel(" ");
    private final JButton ok = new JButton(UI.text("newGame.start"));
    private final JButton unknown = new JButton(UI.text("newGame.allUnknown"));
    private RuleSet ruleSet;
    private OptionsForm options;
    private DealForm deal;
    private GameRecord result;
    private boolean quiet;

    NewGameDialog(Window owner) {
        this(owner, RuleSets.base());
    }

    /** The dialog on the rules given (the game open in the workbench, so its next game starts there). */
    NewGameDialog(Window owner, RuleSet start) {
        super(owner, UI.text("newGame.title"), ModalityType.APPLICATION_MODAL);
        setName("newGameDialog");
        event.setName("newGame.event");
        event.putClientProperty("JTextField.placeholderText", UI.text("newGame.event.placeholder"));
        date.setName("newGame.date");
        place.setName("newGame.place");
        rules.setName("newGame.rules");
        rules.setRenderer(ItemRenderers.words(RuleSet.class, NewGameDialog::title));
        rules.setToolTipText(UI.text("newGame.rules.tip"));
        players.setName("newGame.players");

        error.setName("newGame.error");
        JButton random = new JButton(UI.text("newGame.random"));
        random.setName("newGame.random");
        random.setToolTipText(UI.text("newGame.random.tip"));
        random.addActionListener(e -> dealAtRandom());
        unknown.setName("newGame.unknown");
        unknown.addActionListener(e -> deal.clear());
        ok.setName("newGame.ok");
        ok.addActionListener(e -> accept());
        JButton cancel = new JButton(UI.text("dialog.cancel"));
        cancel.setName("newGame.cancel");
        cancel.addActionListener(e -> dispose());
        JPanel buttons = new JPanel(new MigLayout("insets 8 16 12 16, fillx", "[][][grow][][]"));
        buttons.add(random);
        buttons.add(unknown);
        buttons.add(new JLabel(""));
        buttons.add(cancel, "sg b");
        buttons.add(ok, "sg b");
        JPanel south = new JPanel(new BorderLayout());
        error.setBorder(BorderFactory.createEmptyBorder(4, 16, 0, 16));
        south.add(error, BorderLayout.NORTH);
        south.add(buttons, BorderLayout.CENTER);

        JScrollPane scroll = new JScrollPane(form);
        scroll.setBorder(BorderFactory.createEmptyBorder());
        scroll.getVerticalScrollBar().setUnitIncrement(16);
        getContentPane().add(scroll, BorderLayout.CENTER);
        getContentPane().add(south, BorderLayout.SOUTH);
        getRootPane().setDefaultButton(ok);
        getRootPane().registerKeyboardAction(e -> dispose(), KeyStroke.getKeyStroke("ESCAPE"), JComponent.WHEN_IN_FOCUSED_WINDOW);

        for (JTextField f : List.of(event, date, place)) onEdit(f, this::validateGame);
        players.addChangeListener(e -> seats());
        rules.addActionListener(e -> {
            if (rules.getSelectedItem() != ruleSet) useRuleSet((RuleSet) rules.getSelectedItem());
        });
        // one size that holds every rule set's form (Union Pacific for two's personal decks are the tallest), so that
        // choosing other rules neither resizes the dialog nor pushes rows below the fold
        java.awt.Dimension room = new java.awt.Dimension();
        int seats = playerCount();
        for (RuleSet r : RuleSets.all()) {
            useRuleSet(r);
            java.awt.Dimension d = form.getPreferredSize();
            room.setSize(Math.max(room.width, d.width), Math.max(room.height, d.height));
        }
        players.setValue(seats);
        useRuleSet(start);
        pack();
        java.awt.Rectangle screen = java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        int chrome = getHeight() - scroll.getViewport().getExtentSize().height;
        int width = room.width + getInsets().left + getInsets().right + scroll.getVerticalScrollBar().getPreferredSize().width + 8;
        setSize(Math.max(900, Math.min(width, screen.width * 95 / 100)), Math.max(600, Math.min(room.height + chrome + 8, screen.height * 95 / 100)));
        setLocationRelativeTo(owner);
    }

    /** "Base game", "Union Pacific for two". */
    private static String title(RuleSet r) {
        return r.id().equals(RuleSets.base().id()) ? UI.text("newGame.baseGame") : r.title();
    }

    /** The game the dialog was closed with, or empty (for tests). */
    Optional<GameRecord> result() {
        return Optional.ofNullable(result);
    }

    /** Shows the dialog on the rules given and returns the new game, or empty when it was cancelled. */
    public static Optional<GameRecord> show(Component parent, RuleSet start) {
        Window owner = parent == null ? null : SwingUtilities.getWindowAncestor(parent) != null
                ? SwingUtilities.getWindowAncestor(parent) : parent instanceof Window w ? w : null;
        NewGameDialog d = new NewGameDialog(owner, start);
        d.setVisible(true);
        return Optional.ofNullable(d.result);
    }

    /** The form for the rule set: its options, its player count, its deal. */
    private void useRuleSet(RuleSet r) {
        quiet = true;
        try {
            ruleSet = r;
            rules.setSelectedItem(r);
            TableEntry plugin = Workbenches.entry(r);
            options = plugin.optionsForm(r);
            options.addChangeListener(this::validateGame);
            Game game = game().orElse(r.configure(board, r.defaults()));
            deal = plugin.dealForm(game);
            deal.addChangeListener(this::validateGame);
            unknown.setEnabled(deal.leavesCardsUnknown());
            unknown.setToolTipText(deal.leavesCardsUnknown() ? UI.text("newGame.allUnknown.tip") : UI.text("newGame.allUnknown.no", title(r)));
            SpinnerNumberModel m = (SpinnerNumberModel) players.getModel();
            int n = Math.max(game.minPlayers(), Math.min(game.maxPlayers(), playerCount()));
            m.setMinimum(game.minPlayers());
            m.setMaximum(game.maxPlayers());
            players.setValue(n);
            players.setEnabled(game.minPlayers() < game.maxPlayers());
            players.setToolTipText(game.minPlayers() == game.maxPlayers() ? UI.text("newGame.players.fixed", title(r), n) : null);
            layOut();
        } finally {
            quiet = false;
        }
        seats();
        form.revalidate();
        form.repaint();
    }

    private void layOut() {
        form.removeAll();
        section(UI.text("newGame.section.game"));
        JPanel when = new JPanel(new MigLayout("insets 0", "[grow, fill][]6[][]6[grow, fill]"));
        when.add(event);
        when.add(new JLabel(UI.text("newGame.date")));
        when.add(date);
        when.add(new JLabel(UI.text("newGame.place")));
        when.add(place);
        form.add(new JLabel(UI.text("newGame.event")));
        form.add(when, "wrap");

        JComboBox<String> boardBox = new JComboBox<>(new String[] {board.name()});
        boardBox.setName("newGame.board");
        boardBox.setEnabled(false);
        boardBox.setToolTipText(UI.text("newGame.board.tip"));
        JPanel ruleRow = new JPanel(new MigLayout("insets 0", "[][]16[][]16[]"));
        ruleRow.add(new JLabel(UI.text("newGame.board")));
        ruleRow.add(boardBox);
        ruleRow.add(new JLabel(UI.text("newGame.rules")));
        ruleRow.add(rules);
        JComponent extra = options.gameRow();
        if (extra != null) ruleRow.add(extra);
        form.add(new JLabel(UI.text("newGame.game")));
        form.add(ruleRow, "wrap");
        options.layOut(form);

        section(UI.text("newGame.section.players"));
        form.add(new JLabel(UI.text("newGame.players")));
        form.add(players, "growx 0, split 2");
        JLabel order = new JLabel(deal.asksStartingPlayer() ? UI.text("newGame.order") : UI.text("newGame.order.aStarts"));
        order.putClientProperty("FlatLaf.styleClass", "small");
        form.add(order, "wrap");
        form.add(new JLabel(""));
        form.add(names, "wrap");

        section(UI.text("newGame.section.deal"));
        deal.layOut(form);
    }

    private void section(String title) {
        JLabel l = new JLabel(title);
        l.putClientProperty("FlatLaf.styleClass", "h4");
        form.add(l, "spanx 2, split 2, gaptop 8");
        form.add(new JSeparator(), "growx, wrap");
    }

    private int playerCount() {
        return (Integer) players.getValue();
    }

    private List<String> playerNames() {
        List<String> out = new ArrayList<>();
        for (JTextField f : nameFields) out.add(Header.clean(f.getText()));
        return out;
    }

    /** Rows of names and opening steps, and the deal's seats, for the number of players. */
    private void seats() {
        boolean was = quiet;
        quiet = true;
        try {
            int n = playerCount();
            List<String> old = new ArrayList<>();
            for (JTextField f : nameFields) old.add(f.getText());
            names.removeAll();
            nameFields.clear();
            for (int p = 0; p < n; p++) {
                char seat = (char) ('A' + p);
                JTextField f = new JTextField(p < old.size() ? old.get(p) : UI.text("newGame.defaultName", String.valueOf(seat)), 14);
                f.setName("newGame.name." + seat);
                onEdit(f, this::namesChanged);
                nameFields.add(f);
            }
            deal.setSeats(playerNames());
            for (int p = 0; p < n; p++) {
                char seat = (char) ('A' + p);
                names.add(new JLabel(p == 0 && !deal.asksStartingPlayer() ? UI.text("newGame.seat.starts", String.valueOf(seat)) : UI.text("newGame.seat", String.valueOf(seat)),
                        Cards.seat(p), JLabel.LEADING));
                JComponent opening = deal.opening(p);
                names.add(nameFields.get(p), opening == null ? "wrap" : "");
                if (opening != null) names.add(opening, "wrap");
            }
            names.revalidate();
            options.setPlayers(n);
        } finally {
            quiet = was;
        }
        validateGame();
    }

    private void namesChanged() {
        deal.setNames(playerNames());
        validateGame();
    }

    /** The rules for the options chosen, or empty when the options are not possible. */
    private Optional<Game> game() {
        try {
            return Optional.of(ruleSet.configure(board, options.options()));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private void dealAtRandom() {
        Optional<Game> game = game();
        if (game.isEmpty()) {
            validateGame();
            return;
        }
        deal.show(game.get().randomDeal(playerCount(), new SplittableRandom()));
        validateGame();
    }

    private static void onEdit(JTextField field, Runnable then) {
        field.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                then.run();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                then.run();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                then.run();
            }
        });
    }

    /** The game as entered, or the reason it cannot be played. */
    private Object build() {
        int n = playerCount();
        List<String> playerNames = playerNames();
        for (int p = 0; p < n; p++) {
            if (playerNames.get(p).isEmpty()) return new Missing(UI.text("newGame.needsName", String.valueOf((char) ('A' + p))));
            if (playerNames.get(p).length() > RecordLimits.MAX_TAG_CHARS) {
                return UI.text("newGame.nameTooLong", String.valueOf((char) ('A' + p)), RecordLimits.MAX_TAG_CHARS);
            }
        }
        for (JTextField f : List.of(event, date, place)) {
            if (Header.clean(f.getText()).length() > RecordLimits.MAX_TAG_CHARS) {
                String field = f == event ? UI.text("newGame.tooLong.event") : f == date ? UI.text("newGame.tooLong.date") : UI.text("newGame.tooLong.place");
                return UI.text("newGame.tooLong", field, RecordLimits.MAX_TAG_CHARS);
            }
        }
        Map<String, String> chosen = options.options();
        Deal dealt;
        try {
            dealt = deal.deal();
        } catch (DealForm.Missing m) {
            return new Missing(m.getMessage());
        }
        GameSetup setup;
        GameState start;
        try {
            setup = GameSetup.of(ruleSet.id(), chosen, playerNames, dealt);
            start = setup.game().newGame(setup.deal());
        } catch (IllegalArgumentException e) {
            return sentenceOf(e.getMessage()) + ".";
        }
        Header header = new Header(event.getText(), date.getText(), place.getText(), "", "");
        GameRecord record = new GameRecord(header, setup);
        List<Move> opening;
        try {
            opening = deal.openingSteps();
        } catch (DealForm.Missing m) {
            return new Missing(m.getMessage());
        }
        if (!opening.isEmpty()) {
            try {
                TurnRules.play(setup.game(), start, opening);
            } catch (TurnRules.StepException e) {
                return UI.text("newGame.firstInvestment", String.valueOf((char) ('A' + e.step())), e.getMessage());
            }
            record.root().addChild(Turn.initial(opening));
        }
        return record;
    }

    /** What the form still needs before the game can start (not a mistake). */
    private record Missing(String text) {
    }

    /** The engine's reason as the start of a sentence; a general one where it gave none. */
    private static String sentenceOf(String reason) {
        return reason == null || reason.isEmpty() ? UI.text("newGame.impossible") : Terms.capital(reason);
    }

    private void validateGame() {
        if (quiet) return;
        Object r = build();
        boolean good = r instanceof GameRecord;
        // something still to fill in reads as a hint; only a setup that cannot be is shown as an error
        boolean quietText = good || r instanceof Missing;
        ok.setEnabled(good);
        error.setText(good ? UI.text("newGame.possible") : r instanceof Missing m ? m.text() : (String) r);
        Color c = quietText ? UIManager.getColor("Label.disabledForeground") : UIManager.getColor("Component.error.focusedBorderColor");
        error.setForeground(c == null ? (quietText ? Color.GRAY : new Color(0xB3261E)) : quietText ? c : c.darker());
    }

    private void accept() {
        Object r = build();
        if (r instanceof GameRecord g) {
            result = g;
            dispose();
        }
    }
}
