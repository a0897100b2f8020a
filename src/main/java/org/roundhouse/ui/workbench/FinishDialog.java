package org.roundhouse.ui.workbench;

import static org.roundhouse.text.Messages.UI;

import java.awt.Component;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import javax.swing.SwingWorker;
import javax.swing.UIManager;

import net.miginfocom.swing.MigLayout;

import org.roundhouse.analysis.finish.BotFinish;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.Replay;
import org.roundhouse.record.Turn;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.LineEdit;
import org.roundhouse.ui.theme.ColourSwatch;
import org.roundhouse.ui.theme.SeatColours;

/**
 * Edit › Let the Bots Finish from Here…: a bot for each seat (or one for all), a seed, then the
 * game is played to its end off the event thread, with progress, the time left and Cancel; the
 * line goes into the tree after the cursor through one undoable {@link LineEdit}, its first move
 * commented with the bots and the seed ({@link BotFinish#comment}), so that the same settings
 * play it again. Opened at a move whose line the bots played before, it offers that line's
 * settings.
 */
final class FinishDialog extends JDialog {
    static final String RANDOM = "random";
    static final String HEURISTIC = "heuristic";
    static final String SEARCH = "search";
    private static final int MAX_SEED = 999_999_999;
    /** Paragraphs wrap at the dialog's width. */
    private static final String WRAP = "<html><body style='width: 430px'>";

    /** What was last played, offered again in the next dialog of this session. */
    private static List<String> lastBots = List.of();

    private final GameDocument document;
    private final MoveNode from;
    private final Game game;
    private final Consumer<String> status;
    private final org.roundhouse.ui.doc.Horizon horizon;
    private final List<String> names;
    private final List<JComboBox<String>> kinds = new ArrayList<>();
    private final List<JSpinner> trials = new ArrayList<>();
    private final List<JLabel> units = new ArrayList<>();
    private final JCheckBox same = new JCheckBox(UI.text("finish.same"));
    private final JTextField seed = new JTextField(11);
    private final JButton newSeed = new JButton(UI.text("finish.newSeed"));
    private final JProgressBar progress = new JProgressBar(0, 1000);
    private final JLabel message = new JLabel(" ");
    private final JButton play = new JButton(UI.text("finish.play"));
    private final JButton cancel = new JButton(UI.text("dialog.close"));
    private final AtomicBoolean stop = new AtomicBoolean();
    private SwingWorker<BotFinish.Line, int[]> worker;

    /**
     * True when the bots can play on from the document's cursor: its move is complete and the game not over.
     */
    static boolean applies(GameDocument doc) {
        MoveNode n = doc.cursor();
        Replay r = doc.replay();
        try {
            return r.isComplete(n) && !r.stateAt(n).isOver();
        } catch (RuntimeException e) {
            return false; // a move the rules refuse on the way: nothing to play on from
        }
    }

    /** Opens the dialog at the document's cursor (modal); {@code status} hears what was done. */
    static void show(Component owner, GameDocument doc, Consumer<String> status) {
        show(owner, doc, org.roundhouse.ui.doc.Horizon.EVERYTHING, status);
    }

    /** As {@link #show(Component, GameDocument, Consumer)}, telling nothing the horizon hides (a bots' line already after the move). */
    static void show(Component owner, GameDocument doc, org.roundhouse.ui.doc.Horizon horizon, Consumer<String> status) {
        FinishDialog d = new FinishDialog(owner instanceof Window w ? w : SwingUtilities.getWindowAncestor(owner), doc, horizon, status);
        d.setVisible(true);
    }

    FinishDialog(Window owner, GameDocument document, Consumer<String> status) {
        this(owner, document, org.roundhouse.ui.doc.Horizon.EVERYTHING, status);
    }

    FinishDialog(Window owner, GameDocument document, org.roundhouse.ui.doc.Horizon horizon, Consumer<String> status) {
        super(owner, UI.text("finish.title"), ModalityType.APPLICATION_MODAL);
        this.document = document;
        this.from = document.cursor();
        this.game = document.replay().game();
        this.status = status;
        this.horizon = horizon;
        this.names = document.replay().playerNames();
        setName("finishDialog");
        setDefaultCloseOperation(DO_NOTHING_ON_CLOSE);
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                closeOrStop();
            }
        });

        List<String> offered = offeredKinds();
        JPanel p = new JPanel(new MigLayout("insets 14 16 10 16, fillx, hidemode 3", "[][160!][][grow]"));
        String where = from.isRoot() ? UI.text("finish.fromStart") : UI.text("finish.fromMove", from.moveNumber());
        JLabel intro = new JLabel(WRAP + UI.text("finish.intro", where) + "</html>");
        p.add(intro, "span, growx, wmin 10, wrap 10");
        same.setName("finish.same");
        p.add(same, "span, wrap 4");
        for (int seat = 0; seat < names.size(); seat++) {
            JLabel who = new JLabel(names.get(seat), ColourSwatch.of(SeatColours.seat(seat)), JLabel.LEADING);
            JComboBox<String> kind = new JComboBox<>(offered.toArray(String[]::new));
            kind.setName("finish.bot." + seat);
            JSpinner n = new JSpinner(new SpinnerNumberModel(200, 10, 5_000, 50));
            n.setName("finish.trials." + seat);
            ((JSpinner.DefaultEditor) n.getEditor()).getTextField().setColumns(6);
            JLabel unit = new JLabel(UI.text("finish.trials"));
            kind.addActionListener(e -> refreshRows());
            n.addChangeListener(e -> refreshRows());
            kinds.add(kind);
            trials.add(n);
            units.add(unit);
            p.add(who, "gapleft 12");
            p.add(kind, "growx");
            p.add(n);
            p.add(unit, "wrap");
        }
        same.addActionListener(e -> refreshRows());
        JLabel explain = new JLabel(WRAP + UI.text("finish.explain.random")
                + (offered.contains(HEURISTIC) ? UI.text("finish.explain.heuristic") : "")
                + (offered.contains(SEARCH) ? UI.text("finish.explain.search") : "")
                + UI.text("finish.explain.sees") + "</html>");
        explain.setForeground(UIManager.getColor("Label.disabledForeground"));
        p.add(explain, "span, growx, wmin 10, gaptop 6, wrap 10");

        seed.setName("finish.seed");
        newSeed.setName("finish.newSeed");
        newSeed.addActionListener(e -> seed.setText(Long.toString(freshSeed())));
        p.add(new JLabel(UI.text("finish.seed")), "");
        p.add(seed, "growx");
        p.add(newSeed, "span, wrap");
        JLabel seedNote = new JLabel(WRAP + UI.text("finish.seed.note") + "</html>");
        seedNote.setForeground(UIManager.getColor("Label.disabledForeground"));
        p.add(seedNote, "span, growx, wmin 10, wrap 10");

        progress.setName("finish.progress");
        progress.setStringPainted(false);
        progress.setVisible(false);
        p.add(progress, "span, growx, wrap 2");
        message.setName("finish.message");
        p.add(message, "span, growx, wmin 10, wrap 10");

        play.setName("finish.play");
        cancel.setName("finish.cancel");
        play.addActionListener(e -> start());
        cancel.addActionListener(e -> closeOrStop());
        JPanel buttons = new JPanel(new MigLayout("insets 0", "push[][]"));
        buttons.add(play);
        buttons.add(cancel);
        p.add(buttons, "span, growx");
        setContentPane(p);
        getRootPane().setDefaultButton(play);
        getRootPane().registerKeyboardAction(e -> closeOrStop(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                JComponent.WHEN_IN_FOCUSED_WINDOW);

        prefill(offered);
        refreshRows();
        pack();
        setLocationRelativeTo(owner);
    }

    /** The kinds of bot the rule set has: random always; heuristic and search where it has bots. */
    private List<String> offeredKinds() {
        List<String> k = new ArrayList<>(List.of(RANDOM));
        RuleSets.arena(game).ifPresent(a -> {
            for (String name : List.of(HEURISTIC, SEARCH + ":200")) {
                try {
                    a.checkBot(name);
                    k.add(name.startsWith(SEARCH) ? SEARCH : name);
                } catch (IllegalArgumentException e) {
                    // the rule set has no such bot
                }
            }
        });
        return k;
    }

    /** The settings of a line the bots played from here before, else those last played, else the strongest quick bot. */
    private void prefill(List<String> offered) {
        Optional<BotFinish.Settings> before = Optional.empty();
        for (MoveNode c : from.children()) {
            Optional<BotFinish.Settings> s = BotFinish.parseComment(horizon.comment(c), names.size());
            if (s.isPresent()) before = s;
        }
        List<String> bots = before.map(BotFinish.Settings::bots).orElse(lastBots);
        if (bots.size() != names.size()) {
            bots = new ArrayList<>();
            for (int i = 0; i < names.size(); i++) bots.add(offered.contains(HEURISTIC) ? HEURISTIC : RANDOM);
        }
        for (int i = 0; i < names.size(); i++) {
            String b = bots.get(i).toLowerCase(Locale.ROOT);
            String kind = b.startsWith(SEARCH) ? SEARCH : b;
            if (offered.contains(kind)) kinds.get(i).setSelectedItem(kind);
            if (kind.equals(SEARCH)) {
                String[] parts = b.split(":");
                if (parts.length > 1 && parts[1].matches("\\d{1,6}")) trials.get(i).setValue(Integer.parseInt(parts[1]));
            }
        }
        same.setSelected(bots.stream().distinct().count() == 1);
        seed.setText(Long.toString(before.map(BotFinish.Settings::seed).orElseGet(FinishDialog::freshSeed)));
        before.ifPresent(s -> message.setText(UI.text("finish.before", String.valueOf(s.seed()))));
    }

    /** Text that wraps at the dialog's width. */
    private static String paragraph(String text) {
        return WRAP + text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    private static long freshSeed() {
        return ThreadLocalRandom.current().nextLong(1, MAX_SEED + 1L);
    }

    private void refreshRows() {
        boolean running = worker != null;
        for (int i = 0; i < kinds.size(); i++) {
            boolean mirror = same.isSelected() && i > 0;
            if (mirror) {
                if (!kinds.get(i).getSelectedItem().equals(kinds.get(0).getSelectedItem())) {
                    kinds.get(i).setSelectedItem(kinds.get(0).getSelectedItem());
                }
                if (!trials.get(i).getValue().equals(trials.get(0).getValue())) trials.get(i).setValue(trials.get(0).getValue());
            }
            kinds.get(i).setEnabled(!running && !mirror);
            boolean search = SEARCH.equals(kinds.get(i).getSelectedItem());
            trials.get(i).setEnabled(!running && !mirror && search);
            units.get(i).setEnabled(search);
        }
        same.setEnabled(!running);
        seed.setEnabled(!running);
        newSeed.setEnabled(!running);
        play.setEnabled(!running);
        cancel.setText(running ? UI.text("dialog.cancel") : UI.text("dialog.close"));
    }

    /** The bot of each seat by name, as the rule set's arena knows them. */
    List<String> bots() {
        int threads = Math.min(4, Runtime.getRuntime().availableProcessors());
        List<String> bots = new ArrayList<>();
        for (int i = 0; i < kinds.size(); i++) {
            String kind = (String) kinds.get(i).getSelectedItem();
            bots.add(kind.equals(SEARCH) ? SEARCH + ":" + trials.get(i).getValue() + (threads > 1 ? ":" + threads + "t" : "") : kind);
        }
        return bots;
    }

    private void start() {
        long s;
        try {
            s = Long.parseLong(seed.getText().trim());
            if (s < 0) throw new NumberFormatException();
        } catch (NumberFormatException e) {
            message.setText(paragraph(UI.text("finish.badSeed", seed.getText().trim())));
            seed.requestFocusInWindow();
            return;
        }
        List<String> bots = bots();
        BotFinish finish;
        try {
            finish = new BotFinish(game, bots);
        } catch (IllegalArgumentException e) {
            message.setText(paragraph(e.getMessage()));
            return;
        }
        GameState at = document.replay().stateAt(from);
        long seedValue = s;
        stop.set(false);
        long started = System.nanoTime();
        progress.setVisible(true);
        progress.setIndeterminate(true);
        message.setText(UI.text("finish.playing"));
        worker = new SwingWorker<>() {
            @Override
            protected BotFinish.Line doInBackground() {
                try (finish) {
                    return finish.play(at, seedValue, stop::get, (done, expected) -> publish(new int[] {done, expected}));
                }
            }

            @Override
            protected void process(List<int[]> chunks) {
                int[] last = chunks.get(chunks.size() - 1);
                showProgress(last[0], last[1], (System.nanoTime() - started) / 1e9);
            }

            @Override
            protected void done() {
                worker = null;
                progress.setVisible(false);
                refreshRows();
                try {
                    BotFinish.Line line = get();
                    lastBots = bots;
                    finished(line, bots, seedValue);
                } catch (CancellationException | InterruptedException e) {
                    message.setText(UI.text("finish.stopped"));
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    message.setText(cause instanceof CancellationException ? UI.text("finish.stopped")
                            : paragraph(UI.text("finish.failed", cause.getMessage())));
                }
                pack();
            }
        };
        refreshRows();
        worker.execute();
    }

    private void showProgress(int done, int expected, double seconds) {
        progress.setIndeterminate(false);
        progress.setValue((int) (1000L * done / Math.max(1, expected)));
        StringBuilder b = new StringBuilder(UI.text("finish.step", done, expected));
        if (done >= 5 && seconds >= 1) {
            double left = seconds / done * (expected - done);
            b.append(UI.text("finish.left", left < 60 ? Math.max(1, Math.round(left)) + " s" : Math.round(left / 60) + " min"));
        }
        message.setText(b.toString());
    }

    private void finished(BotFinish.Line line, List<String> bots, long seedValue) {
        if (!from.isAttached()) {
            message.setText(UI.text("finish.gone"));
            return;
        }
        String result = RandomGames.result(document.record().setup(), line.end());
        List<Turn> turns = line.turns().stream().map(BotFinish.PlayedTurn::turn).toList();
        for (MoveNode c : from.children()) {
            if (sameLine(c, turns)) {
                dispose();
                document.setCursor(c);
                status.accept(UI.text("finish.already", result));
                return;
            }
        }
        List<Map<Integer, Long>> sampled = line.turns().stream().map(BotFinish.PlayedTurn::sampled).toList();
        LineEdit edit = new LineEdit(UI.text("edit.name.botsLine"), from, turns, sampled, BotFinish.comment(names, withoutThreads(bots), seedValue));
        dispose();
        document.execute(edit);
        status.accept(UI.text("finish.done", turns.size(), result));
    }

    /** The names as the comment gives them: a search's threads do not change its moves, so they are left out. */
    static List<String> withoutThreads(List<String> bots) {
        return bots.stream().map(b -> b.replaceFirst(":\\d+t$", "")).toList();
    }

    /** True when the node's line (through first children) is exactly these turns. */
    private static boolean sameLine(MoveNode first, List<Turn> turns) {
        MoveNode n = first;
        for (int i = 0; i < turns.size(); i++) {
            if (n == null || !n.turn().equals(turns.get(i))) return false;
            n = i + 1 < turns.size() ? n.next().orElse(null) : n;
        }
        return !n.hasChildren();
    }

    private void closeOrStop() {
        if (worker != null) {
            stop.set(true);
            message.setText(UI.text("win.stopping"));
        } else {
            dispose();
        }
    }
}
