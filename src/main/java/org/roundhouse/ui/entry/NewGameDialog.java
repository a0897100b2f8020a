package org.roundhouse.ui.entry;

import org.roundhouse.ui.StageFour;
import org.roundhouse.engine.base.BaseRuleSet;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Window;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
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

import org.roundhouse.board.Board;
import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.Recipes;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseSetup;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.base.TwoPlayerLastRow;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.GameSetup;
import org.roundhouse.record.Header;
import org.roundhouse.record.RecordLimits;
import org.roundhouse.record.Turn;
import org.roundhouse.record.TurnRules;

/**
 * File ▸ New Game: a game about to be played (or being played) at the table. The board,
 * the rule set and its options, the players in seat order, the deal as it was dealt (each
 * card may be left "?" and filled in later), the face-up display, and the first
 * investments (all of them, or none to enter later). The rules check the deal as it is
 * entered; the game starts only when it is possible.
 */
public final class NewGameDialog extends JDialog {
    private static final int MAX_DISPLAY = 12;
    private final Board board = GameSetup.board(GameSetup.UNION_PACIFIC);
    private final JTextField event = new JTextField(18);
    private final JTextField date = new JTextField(LocalDate.now().toString(), 10);
    private final JTextField place = new JTextField(14);
    private final JComboBox<DeckRecipe> recipe = new JComboBox<>(Recipes.all().toArray(new DeckRecipe[0]));
    private final JCheckBox twoPlayer = new JCheckBox("Two-player rules (end at the third dividend)", true);
    private final JComboBox<TwoPlayerLastRow> lastRow = new JComboBox<>(TwoPlayerLastRow.values());
    private final JLabel lastRowLabel = new JLabel("Union Pacific pays the last dividend by its");
    private final JCheckBox deadTrack = new JCheckBox("Unplayable track cards are replaced (later rule)", false);
    private final JSpinner players = new JSpinner(new SpinnerNumberModel(3, BaseGame.MIN_PLAYERS, BaseGame.MAX_PLAYERS, 1));
    private final JPanel names = new JPanel(new MigLayout("insets 0, gap 6 2", "[][grow, fill]24[]"));
    private final List<JTextField> nameFields = new ArrayList<>();
    private final List<JComboBox<Integer>> firstInvestments = new ArrayList<>();
    private final HandsEditor hands = new HandsEditor(board);
    private final JPanel display = new JPanel(new MigLayout("insets 0, gap 4", ""));
    private final List<JComboBox<Integer>> displayBoxes = new ArrayList<>();
    private final JLabel error = new JLabel(" ");
    private final JButton ok = new JButton("Start Game");
    private GameRecord result;
    private boolean quiet;

    NewGameDialog(Window owner) {
        super(owner, "New Game", ModalityType.APPLICATION_MODAL);
        setName("newGameDialog");
        JPanel form = new JPanel(new MigLayout("insets 12 16 8 16, fillx, hidemode 3", "[right][grow, fill]"));

        section(form, "The game");
        event.setName("newGame.event");
        event.putClientProperty("JTextField.placeholderText", "optional, e.g. Club night");
        date.setName("newGame.date");
        place.setName("newGame.place");
        JPanel when = new JPanel(new MigLayout("insets 0", "[grow, fill][]6[][]6[grow, fill]"));
        when.add(event);
        when.add(new JLabel("Date"));
        when.add(date);
        when.add(new JLabel("Place"));
        when.add(place);
        form.add(new JLabel("Event"));
        form.add(when, "wrap");

        JComboBox<String> boardBox = new JComboBox<>(new String[] {board.name()});
        boardBox.setName("newGame.board");
        boardBox.setEnabled(false);
        boardBox.setToolTipText("The only board so far");
        JComboBox<String> rules = new JComboBox<>(new String[] {"Base game"});
        rules.setName("newGame.rules");
        rules.setEnabled(false);
        recipe.setName("newGame.recipe");
        recipe.setSelectedItem(Recipes.standard());
        recipe.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean sel, boolean focus) {
                return super.getListCellRendererComponent(list, value instanceof DeckRecipe r ? r.id() : value, index, sel, focus);
            }
        });
        JPanel ruleRow = new JPanel(new MigLayout("insets 0", "[][]16[][]16[][]"));
        ruleRow.add(new JLabel("Board"));
        ruleRow.add(boardBox);
        ruleRow.add(new JLabel("Rules"));
        ruleRow.add(rules);
        ruleRow.add(new JLabel("Share deck"));
        ruleRow.add(recipe);
        form.add(new JLabel("Game"));
        form.add(ruleRow, "wrap");
        twoPlayer.setName("newGame.twoPlayer");
        deadTrack.setName("newGame.deadTrack");
        form.add(new JLabel(""));
        form.add(twoPlayer, "split 2");
        form.add(deadTrack, "wrap");
        lastRow.setName("newGame.twoPlayerLastRow");
        lastRow.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean sel, boolean focus) {
                return super.getListCellRendererComponent(list, value instanceof TwoPlayerLastRow r ? rowText(r) : value, index, sel, focus);
            }
        });
        lastRow.setToolTipText("<html>The row of the Union Pacific table that pays the two-player rules' last dividend.<br>"
                + "Third: the English rules (\"the game ends with the third dividend payment\").<br>"
                + "Fourth: the Italian text (\"il quarto pagamento\"); the English also says the largest payments come in this last dividend.</html>");
        lastRowLabel.setLabelFor(lastRow);
        form.add(new JLabel(""));
        form.add(lastRowLabel, "split 3, gapleft 24, growx 0");
        form.add(lastRow, "growx 0");
        form.add(new JLabel(""), "pushx, wrap");

        section(form, "Players and seats");
        players.setName("newGame.players");
        form.add(new JLabel("Players"));
        form.add(players, "growx 0, split 2");
        JLabel order = new JLabel("in seat order; seat A starts");
        order.putClientProperty("FlatLaf.styleClass", "small");
        form.add(order, "wrap");
        form.add(new JLabel(""));
        form.add(names, "wrap");

        section(form, "The deal");
        JLabel dealHint = new JLabel("Leave a card at ? when nobody wrote it down; fill it in later (Edit ▸ Fill In Hands).");
        dealHint.putClientProperty("FlatLaf.styleClass", "small");
        form.add(new JLabel(""));
        form.add(dealHint, "wrap");
        form.add(new JLabel("Hands"), "top");
        form.add(hands, "wrap");
        display.setName("newGame.display");
        form.add(new JLabel("Display"), "top, gaptop 4");
        form.add(display, "wrap");
        JLabel displayHint = new JLabel("The shares turned up face up, in order: more than four when four of a kind came up and were replaced.");
        displayHint.putClientProperty("FlatLaf.styleClass", "small");
        form.add(new JLabel(""));
        form.add(displayHint, "wrap");

        error.setName("newGame.error");
        JButton random = new JButton("Deal at Random");
        random.setName("newGame.random");
        random.setToolTipText("A random deal and display, for a what-if game");
        random.addActionListener(e -> dealAtRandom());
        JButton unknown = new JButton("All Unknown");
        unknown.setName("newGame.unknown");
        unknown.setToolTipText("Every hand card at ?");
        unknown.addActionListener(e -> hands.clear());
        ok.setName("newGame.ok");
        ok.addActionListener(e -> accept());
        JButton cancel = new JButton("Cancel");
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
        recipe.addActionListener(e -> validateGame());
        twoPlayer.addActionListener(e -> {
            showLastRow();
            validateGame();
        });
        lastRow.addActionListener(e -> validateGame());
        deadTrack.addActionListener(e -> validateGame());
        hands.addChangeListener(this::validateGame);
        for (int i = 0; i < 4; i++) addDisplaySlot(-1);
        seats();
        pack();
        setSize(Math.max(getWidth(), 900), Math.min(Math.max(getHeight(), 600), 820));
        setLocationRelativeTo(owner);
    }

    /** The game the dialog was closed with, or empty (for tests). */
    Optional<GameRecord> result() {
        return Optional.ofNullable(result);
    }

    /** Shows the dialog and returns the new game, or empty when it was cancelled. */
    public static Optional<GameRecord> show(Component parent) {
        Window owner = parent == null ? null : SwingUtilities.getWindowAncestor(parent) != null
                ? SwingUtilities.getWindowAncestor(parent) : parent instanceof Window w ? w : null;
        NewGameDialog d = new NewGameDialog(owner);
        d.setVisible(true);
        return Optional.ofNullable(d.result);
    }

    private static void section(JPanel form, String title) {
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

    /** Rows of names and first investments, and the hands, for the number of players. */
    private void seats() {
        quiet = true;
        try {
            int n = playerCount();
            List<String> old = new ArrayList<>();
            List<Integer> oldFirst = new ArrayList<>();
            for (int i = 0; i < nameFields.size(); i++) {
                old.add(nameFields.get(i).getText());
                oldFirst.add((Integer) firstInvestments.get(i).getSelectedItem());
            }
            names.removeAll();
            nameFields.clear();
            firstInvestments.clear();
            for (int p = 0; p < n; p++) {
                char seat = (char) ('A' + p);
                JTextField f = new JTextField(p < old.size() ? old.get(p) : "Player " + seat, 14);
                f.setName("newGame.name." + seat);
                onEdit(f, this::namesChanged);
                nameFields.add(f);
                JComboBox<Integer> first = firstBox();
                first.setName("newGame.first." + seat);
                if (p < oldFirst.size()) first.setSelectedItem(oldFirst.get(p));
                firstInvestments.add(first);
                names.add(new JLabel("Seat " + seat + (p == 0 ? " (starts)" : ""), Cards.seat(p), JLabel.LEADING));
                names.add(f);
                names.add(new JLabel("First investment"), "split 2");
                names.add(first, "wrap");
            }
            names.revalidate();
            hands.setSeats(playerNames());
            // the two-player rules exist for two players only
            twoPlayer.setVisible(n == 2);
            showLastRow();
        } finally {
            quiet = false;
        }
        validateGame();
    }

    /** The row of the last payment is a choice only under the two-player rules. */
    private void showLastRow() {
        boolean shown = playerCount() == 2 && twoPlayer.isSelected();
        lastRow.setVisible(shown);
        lastRowLabel.setVisible(shown);
    }

    /** "third row (15/12/9/6/3)". */
    static String rowText(TwoPlayerLastRow r) {
        int[] row = BaseGame.unionPacificTable(r.row());
        StringBuilder b = new StringBuilder(r.word()).append(" row (");
        for (int i = 0; i < row.length; i++) b.append(i > 0 ? "/" : "").append(row[i]);
        b.append(')');
        return r == TwoPlayerLastRow.THIRD ? b + ", English rules" : b + ", Italian reading";
    }

    /** The chosen row; the default when the two-player rules are not played (so no record names a row it does not use). */
    private TwoPlayerLastRow lastRow() {
        return playerCount() == 2 && twoPlayer.isSelected() ? (TwoPlayerLastRow) lastRow.getSelectedItem() : TwoPlayerLastRow.THIRD;
    }

    private void namesChanged() {
        hands.setNames(playerNames());
        validateGame();
    }

    private JComboBox<Integer> firstBox() {
        Integer[] items = new Integer[board.companyCount() + 2];
        items[0] = -1;
        for (int c = 0; c <= board.companyCount(); c++) items[c + 1] = c;
        JComboBox<Integer> box = new JComboBox<>(items);
        box.setMaximumRowCount(items.length);
        box.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean sel, boolean focus) {
                int c = value == null ? -1 : (Integer) value;
                super.getListCellRendererComponent(list, c < 0 ? "enter later" : Cards.abbr(board, c), index, sel, focus);
                setIcon(c < 0 ? null : Cards.swatch(board, c));
                return this;
            }
        });
        box.setToolTipText("The share laid face down at the start, or enter it later with the moves");
        box.addActionListener(e -> validateGame());
        return box;
    }

    private void addDisplaySlot(int company) {
        if (displayBoxes.size() >= MAX_DISPLAY) return;
        Integer[] items = new Integer[board.companyCount() + 1];
        items[0] = -1;
        for (int c = 0; c < board.companyCount(); c++) items[c + 1] = c;
        JComboBox<Integer> box = new JComboBox<>(items);
        box.setMaximumRowCount(items.length);
        box.setName("newGame.display." + displayBoxes.size());
        box.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean sel, boolean focus) {
                int c = value == null ? -1 : (Integer) value;
                super.getListCellRendererComponent(list, c < 0 ? "—" : Cards.abbr(board, c), index, sel, focus);
                setIcon(c < 0 ? null : Cards.swatch(board, c));
                return this;
            }
        });
        box.setSelectedItem(company);
        box.addActionListener(e -> validateGame());
        displayBoxes.add(box);
        layoutDisplay();
    }

    private void layoutDisplay() {
        display.removeAll();
        for (JComboBox<Integer> b : displayBoxes) display.add(b);
        JButton more = new JButton("+");
        more.setName("newGame.display.more");
        more.setToolTipText("Another card: four of a kind came up and were replaced");
        more.addActionListener(e -> {
            addDisplaySlot(-1);
            validateGame();
        });
        more.setEnabled(displayBoxes.size() < MAX_DISPLAY);
        JButton fewer = new JButton("−");
        fewer.setName("newGame.display.fewer");
        fewer.setEnabled(displayBoxes.size() > 4);
        fewer.addActionListener(e -> {
            displayBoxes.remove(displayBoxes.size() - 1);
            layoutDisplay();
            validateGame();
        });
        display.add(more, "gapleft 8");
        display.add(fewer);
        display.revalidate();
        display.repaint();
    }

    private void dealAtRandom() {
        int n = playerCount();
        BaseSetup deal = StageFour.deal(options().game().randomDeal(n, new SplittableRandom()));
        quiet = true;
        try {
            hands.setHands(deal.trackHands(), deal.shareHands());
            while (displayBoxes.size() > deal.display().size()) displayBoxes.remove(displayBoxes.size() - 1);
            while (displayBoxes.size() < deal.display().size()) addDisplaySlot(-1);
            for (int i = 0; i < deal.display().size(); i++) displayBoxes.get(i).setSelectedItem(deal.display().get(i));
            layoutDisplay();
        } finally {
            quiet = false;
        }
        validateGame();
    }

    private GameSetup options() {
        int n = playerCount();
        List<List<Integer>> t = new ArrayList<>();
        List<List<Integer>> s = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            t.add(java.util.Collections.nCopies(BaseGame.TRACK_HAND, BaseMove.UNKNOWN));
            s.add(java.util.Collections.nCopies(BaseGame.SHARE_HAND, BaseMove.UNKNOWN));
        }
        return GameSetup.of(BaseGame.ID, ruleOptions(), GameSetup.defaultNames(n), new BaseSetup(n, t, s, List.of(), List.of(), List.of()));
    }

    /** The options chosen, as the base game's rule set names them. */
    private java.util.Map<String, String> ruleOptions() {
        java.util.Map<String, String> o = new java.util.LinkedHashMap<>();
        o.put(BaseRuleSet.RECIPE, ((DeckRecipe) recipe.getSelectedItem()).id());
        o.put(BaseRuleSet.TWO_PLAYER_RULES, playerCount() != 2 || twoPlayer.isSelected() ? "yes" : "no");
        o.put(BaseRuleSet.TWO_PLAYER_LAST_ROW, lastRow().word());
        o.put(BaseRuleSet.DEAD_TRACK_RULE, deadTrack.isSelected() ? "yes" : "no");
        return o;
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
            if (playerNames.get(p).isEmpty()) return new Missing("Seat " + (char) ('A' + p) + " needs a name.");
            if (playerNames.get(p).length() > RecordLimits.MAX_TAG_CHARS) {
                return "Seat " + (char) ('A' + p) + "'s name is longer than " + RecordLimits.MAX_TAG_CHARS + " characters.";
            }
        }
        for (JTextField f : List.of(event, date, place)) {
            if (Header.clean(f.getText()).length() > RecordLimits.MAX_TAG_CHARS) {
                return "The " + f.getName().substring("newGame.".length()) + " is longer than " + RecordLimits.MAX_TAG_CHARS + " characters.";
            }
        }
        List<Integer> shown = new ArrayList<>();
        for (JComboBox<Integer> b : displayBoxes) {
            Integer c = (Integer) b.getSelectedItem();
            if (c == null || c < 0) return new Missing("Choose the shares turned up for the display (" + displayBoxes.size() + " slots).");
            shown.add(c);
        }
        GameSetup setup;
        BaseState start;
        try {
            setup = GameSetup.of(BaseGame.ID, ruleOptions(), playerNames,
                    new BaseSetup(n, hands.trackHands(), hands.shareHands(), shown, List.of(), List.of()));
            start = StageFour.state(setup.game().newGame(setup.deal()));
        } catch (IllegalArgumentException e) {
            return capital(e.getMessage()) + ".";
        }
        Header header = new Header(event.getText(), date.getText(), place.getText(), "", "");
        GameRecord record = new GameRecord(header, setup);
        List<BaseMove> initial = new ArrayList<>();
        int chosen = 0;
        for (int p = 0; p < n; p++) {
            int c = (Integer) firstInvestments.get(p).getSelectedItem();
            if (c >= 0) {
                chosen++;
                initial.add(new BaseMove.Initial(p, c));
            }
        }
        if (chosen > 0 && chosen < n) return new Missing("Choose every seat's first investment, or none to enter them with the moves.");
        if (chosen == n) {
            try {
                TurnRules.play(setup.game(), start, List.copyOf(initial));
            } catch (TurnRules.StepException e) {
                return "First investment of seat " + (char) ('A' + e.step()) + ": " + e.getMessage() + ".";
            }
            record.root().addChild(Turn.initial(initial));
        }
        return record;
    }

    /** What the form still needs before the game can start (not a mistake). */
    private record Missing(String text) {
    }

    private static String capital(String s) {
        return s == null || s.isEmpty() ? "The deal is not possible" : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private void validateGame() {
        if (quiet) return;
        Object r = build();
        boolean good = r instanceof GameRecord;
        // something still to fill in reads as a hint; only a setup that cannot be is shown as an error
        boolean quietText = good || r instanceof Missing;
        ok.setEnabled(good);
        error.setText(good ? "The deal is possible." : r instanceof Missing m ? m.text() : (String) r);
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
