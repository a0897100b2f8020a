package org.roundhouse.ui.charts;

import static org.roundhouse.text.Messages.UI;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.GridLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTable;
import javax.swing.SwingUtilities;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingWorker;
import javax.swing.table.DefaultTableModel;
import org.roundhouse.analysis.review.LineReview;
import org.roundhouse.analysis.review.MoveReview;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Replay;
import org.roundhouse.record.Review;
import org.roundhouse.record.ReviewedStep;
import org.roundhouse.text.Messages;
import org.roundhouse.ui.doc.DocumentListener;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.ReviewEdit;
import org.roundhouse.ui.text.Percent;

/**
 * The review of the moves in the Win chances tab: for the move at the cursor, each decision's
 * move played beside the best moves with their chances and the loss; the scorecard of every
 * player; "Review moves…", which reviews the line through the cursor off the event thread
 * and keeps the review in the record; and "Show move marks", which puts the review's
 * {@code ?!}, {@code ?}, {@code ??} into the move tree (only when asked, as Lichess does).
 */
public final class ReviewPanel extends JPanel {
    /** The property fired when "Show move marks" is switched. */
    public static final String SHOW_MARKS = "showMoveMarks";
    /**
     * The property fired when the panel wants another height: the decisions and the scorecard show or hide
     * (the record got or lost a review), or the progress of a review under way does.
     */
    public static final String ROOM = "reviewRoom";

    private final JLabel noneKept = new JLabel(UI.text("review.noneKept")) {
        @Override
        public void updateUI() {
            super.updateUI();
            // the muted colour of the theme shown, also after the theme changes
            setForeground(javax.swing.UIManager.getColor("Label.disabledForeground"));
        }
    };
    /** The review's settings, under the title, wrapped rather than cut off. */
    private final WrappingCaption caption = new WrappingCaption(0, 0, 2, 4);
    private final JCheckBox showMarks = new JCheckBox(UI.text("review.showMarks"));
    private final JButton reviewButton = new JButton(UI.text("review.button"));
    private final JProgressBar progress = new JProgressBar();
    private final JLabel status = new JLabel();
    private final JButton cancel = new JButton(UI.text("dialog.cancel"));
    private final JPanel running = new JPanel(new BorderLayout(8, 0));
    private final List<String> decisionTexts = new ArrayList<>();
    private final javax.swing.JTextArea decisions = new javax.swing.JTextArea();
    private final DefaultTableModel scoreModel = new DefaultTableModel(
            new Object[] {UI.text("compare.col.player"), UI.text("review.col.decisions"), UI.text("review.col.avgLoss"), "?!", "?", "??",
                UI.text("review.col.luck")}, 0) {
        @Override
        public boolean isCellEditable(int row, int column) {
            return false;
        }
    };
    private final JTable scorecard = new JTable(scoreModel);
    /** What each column of the scorecard counts, as the heading's tool tip (the marks' thresholds are the review's). */
    private final String[] headingTips = new String[scoreModel.getColumnCount()];
    /**
     * The move's decisions, and the scorecard on their right as wide as its columns: shown only while
     * the record keeps a review, so the graph above keeps the room.
     */
    private final JPanel body = new JPanel(new BorderLayout(8, 0));
    private final JScrollPane scoreScroll = new JScrollPane(scorecard);
    /** The title row (and the progress of a review under way). */
    private final JPanel top = new JPanel(new BorderLayout());

    private GameDocument document;
    private final DocumentListener listener = DocumentListener.onAnyChange(this::refresh);
    private Job job;
    private MoveReview.Settings lastSettings = new MoveReview.Settings(100, 200, 3, MoveReview.Thresholds.DEFAULT);

    public ReviewPanel() {
        super(new BorderLayout(0, 4));
        setName("reviewPanel");
        setBorder(BorderFactory.createEmptyBorder(4, 8, 4, 4));
        caption.setName("reviewCaption");
        showMarks.setName("reviewShowMarks");
        showMarks.setToolTipText(UI.text("review.showMarks.tip"));
        showMarks.addActionListener(e -> firePropertyChange(SHOW_MARKS, !showMarks.isSelected(), showMarks.isSelected()));
        reviewButton.setName("reviewRun");
        reviewButton.setToolTipText(UI.text("review.button.tip"));
        reviewButton.addActionListener(e -> askAndRun());
        progress.setName("reviewProgress");
        progress.setPreferredSize(new Dimension(140, progress.getPreferredSize().height));
        status.setName("reviewStatus");
        cancel.setName("reviewCancel");
        cancel.setToolTipText(UI.text("review.cancel.tip"));
        cancel.addActionListener(e -> cancel());
        decisions.setName("reviewDecisions");
        decisions.setEditable(false);
        decisions.setLineWrap(true);
        decisions.setWrapStyleWord(true);
        decisions.setRows(4);
        decisions.setFont(scorecard.getFont());
        scorecard.setName("reviewScorecard");
        scorecard.setFillsViewportHeight(true);
        // a heading says what its column counts: "?!", "Luck" say little to a new reader
        scorecard.setTableHeader(new javax.swing.table.JTableHeader(scorecard.getColumnModel()) {
            @Override
            public String getToolTipText(java.awt.event.MouseEvent e) {
                int c = columnAtPoint(e.getPoint());
                return c < 0 ? null : headingTips[convertColumn(c)];
            }

            private int convertColumn(int view) {
                return getTable() == null ? view : getTable().convertColumnIndexToModel(view);
            }
        });
        scorecard.getTableHeader().setToolTipText("");
        scorecard.getTableHeader().setReorderingAllowed(false);
        headingTips(MoveReview.Thresholds.DEFAULT.inaccuracy(), MoveReview.Thresholds.DEFAULT.mistake(), MoveReview.Thresholds.DEFAULT.blunder());
        // figures to the right, as in a table of numbers
        javax.swing.table.DefaultTableCellRenderer figures = new javax.swing.table.DefaultTableCellRenderer();
        figures.setHorizontalAlignment(javax.swing.SwingConstants.RIGHT);
        for (int c = 1; c < scoreModel.getColumnCount(); c++) scorecard.getColumnModel().getColumn(c).setCellRenderer(figures);

        JLabel title = new JLabel(UI.text("review.title"));
        title.setFont(title.getFont().deriveFont(java.awt.Font.BOLD));
        title.setToolTipText(UI.text("review.title.tip"));
        JPanel head = new JPanel(new BorderLayout(8, 0));
        head.add(title, BorderLayout.WEST);
        // without a review, its title row alone says so
        noneKept.setName("reviewNoneKept");
        noneKept.setBorder(BorderFactory.createEmptyBorder(0, 8, 0, 0));
        head.add(noneKept, BorderLayout.CENTER);
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT, 6, 0));
        buttons.add(showMarks);
        buttons.add(reviewButton);
        head.add(buttons, BorderLayout.EAST);
        running.add(status, BorderLayout.CENTER);
        JPanel stop = new JPanel(new FlowLayout(FlowLayout.RIGHT, 6, 0));
        stop.add(progress);
        stop.add(cancel);
        running.add(stop, BorderLayout.EAST);
        top.add(head, BorderLayout.NORTH);
        // the settings in a row of their own, the width of the panel: beside the title and the buttons they were cut
        top.add(caption, BorderLayout.CENTER);
        top.add(running, BorderLayout.SOUTH);
        add(top, BorderLayout.NORTH);
        body.setName("reviewBody");
        JScrollPane decisionScroll = new JScrollPane(decisions);
        decisionScroll.setBorder(BorderFactory.createTitledBorder(UI.text("review.thisMove")));
        scoreScroll.setBorder(BorderFactory.createTitledBorder(UI.text("review.scorecard")));
        body.add(decisionScroll, BorderLayout.CENTER);
        body.add(scoreScroll, BorderLayout.EAST);
        add(body, BorderLayout.CENTER);
        sizeScorecard();
        running.setVisible(false);
        refresh();
    }

    /** Follows a document (null: none); stops a review of another. */
    public void setDocument(GameDocument doc) {
        if (doc == document) return;
        cancel();
        if (document != null) document.removeListener(listener);
        document = doc;
        if (doc != null) doc.addListener(listener);
        refresh();
    }

    /** The scorecard headings' tool tips, the marks with the thresholds (fractions of win chance) they count from. */
    private void headingTips(double inaccuracy, double mistake, double blunder) {
        headingTips[0] = UI.text("review.tip.player");
        headingTips[1] = UI.text("review.tip.decisions");
        headingTips[2] = UI.text("review.tip.avgLoss");
        headingTips[3] = UI.text("review.tip.inaccuracy", Messages.decimal(100 * inaccuracy, 0));
        headingTips[4] = UI.text("review.tip.mistake", Messages.decimal(100 * mistake, 0));
        headingTips[5] = UI.text("review.tip.blunder", Messages.decimal(100 * blunder, 0));
        headingTips[6] = UI.text("review.tip.luck");
    }

    /** The tool tip of the scorecard's heading over a column (for tests). */
    String headingTip(int column) {
        return headingTips[column];
    }

    /** The height of the title row (with the progress of a review under way): the least the panel is given. */
    int titleRowHeight() {
        java.awt.Insets in = getInsets();
        return in.top + in.bottom + top.getPreferredSize().height;
    }

    /** True when the move tree is to show the review's marks. */
    public boolean showsMarks() {
        return showMarks.isSelected();
    }

    /** Switches the review's marks in the move tree on or off (as the check box does). */
    public void setShowMarks(boolean show) {
        if (show == showMarks.isSelected()) return;
        showMarks.setSelected(show);
        firePropertyChange(SHOW_MARKS, !show, show);
    }

    /** The lines shown for the decisions of the move at the cursor (for tests). */
    public List<String> decisionTexts() {
        return List.copyOf(decisionTexts);
    }

    /** The scorecard's rows as shown (for tests). */
    public List<List<String>> scorecardRows() {
        List<List<String>> rows = new ArrayList<>();
        for (int r = 0; r < scoreModel.getRowCount(); r++) {
            List<String> row = new ArrayList<>();
            for (int c = 0; c < scoreModel.getColumnCount(); c++) row.add(String.valueOf(scoreModel.getValueAt(r, c)));
            rows.add(row);
        }
        return rows;
    }

    /** True while a review runs. */
    public boolean isRunning() {
        return job != null;
    }

    private void refresh() {
        fill();
        decisions.setText(String.join("\n", decisionTexts));
        decisions.setCaretPosition(0);
    }

    /** Shows or hides the decisions and the scorecard, and tells the panel around it ({@link #ROOM}), which gives the room. */
    private void showBody(boolean show) {
        if (body.isVisible() == show) return;
        body.setVisible(show);
        roomChanged();
    }

    /** Shows or hides the progress row of a review under way, and tells the panel around it ({@link #ROOM}). */
    private void showRunning(boolean show) {
        if (running.isVisible() == show) return;
        running.setVisible(show);
        roomChanged();
    }

    private int roomAsked;

    private void roomChanged() {
        revalidate();
        int before = roomAsked;
        roomAsked = getPreferredSize().height;
        firePropertyChange(ROOM, before, roomAsked);
    }

    /**
     * Each column of the scorecard as wide as its heading and its figures (so none is cut to "Deci…"), the
     * scorecard as wide as its columns and as tall as its rows: a row per player, without a scroll bar.
     */
    private void sizeScorecard() {
        java.awt.FontMetrics head = scorecard.getTableHeader().getFontMetrics(scorecard.getTableHeader().getFont());
        java.awt.FontMetrics cell = scorecard.getFontMetrics(scorecard.getFont());
        int total = 0;
        for (int c = 0; c < scoreModel.getColumnCount(); c++) {
            int heading = head.stringWidth(scoreModel.getColumnName(c)) + 14;
            int w = Math.max(heading, cell.stringWidth(c == 0 ? "Carla" : "+10.0") + 10);
            for (int r = 0; r < scoreModel.getRowCount(); r++) w = Math.max(w, cell.stringWidth(String.valueOf(scoreModel.getValueAt(r, c))) + 10);
            scorecard.getColumnModel().getColumn(c).setPreferredWidth(w);
            scorecard.getColumnModel().getColumn(c).setMinWidth(heading);
            total += w;
        }
        java.awt.Insets in = scoreScroll.getInsets();
        int rows = Math.max(2, scoreModel.getRowCount());
        scoreScroll.setPreferredSize(new Dimension(total + in.left + in.right + 2,
                scorecard.getTableHeader().getPreferredSize().height + rows * scorecard.getRowHeight() + in.top + in.bottom + 2));
        body.revalidate();
    }

    private void fill() {
        decisionTexts.clear();
        scoreModel.setRowCount(0);
        reviewButton.setEnabled(document != null && job == null && document.cursor() != null);
        if (document == null) {
            caption.setText("");
            return;
        }
        Review review = document.record().review().orElse(null);
        showBody(review != null);
        showMarks.setEnabled(review != null);
        if (review == null) {
            caption.setText("");
            caption.setToolTipText(null);
            caption.setVisible(false);
            noneKept.setVisible(true);
            decisionTexts.add(UI.text("review.none"));
            return;
        }
        headingTips(review.inaccuracy(), review.mistake(), review.blunder());
        String settings = UI.text("review.caption", review.bot(), review.playouts(),
                org.roundhouse.record.ReviewText.thresholds(review).replace(",", "/"));
        caption.setText(review.isPartial() ? UI.text("review.caption.partial", settings, coverage(review)) : settings);
        caption.setToolTipText(caption.getText());
        caption.setVisible(true);
        noneKept.setVisible(false);
        Replay replay = document.replay();
        List<String> names = replay.playerNames();
        StepWords words = replay.game().words();
        Function<Move, String> say = m -> words.steps(List.of(m), StepWords.ALL_SEEING, names::get).get(0);
        MoveNode at = document.cursor();
        if (at.reviewedSteps().isEmpty()) {
            decisionTexts.add(at.isRoot() ? UI.text("review.start") : UI.text("review.notReviewed"));
        }
        for (var e : at.reviewedSteps().entrySet()) decisionTexts.add(describe(e.getKey(), e.getValue(), review, names, say));
        for (LineReview.Scorecard s : LineReview.scorecards(document.record())) {
            scoreModel.addRow(new Object[] {s.seat() < names.size() ? names.get(s.seat()) : "?", s.decisions(),
                Messages.decimal(100 * s.meanLoss(), 1), s.inaccuracies(), s.mistakes(), s.blunders(),
                Percent.signed(100 * s.luck(), 1)});
        }
        sizeScorecard();
    }

    /**
     * "moves 40–60 of 120": the moves a partial review covers, of the line it was made on (the line through the moves
     * it reviewed).
     */
    private String coverage(Review review) {
        List<MoveNode> reviewed = org.roundhouse.record.ReviewText.nodesReviewed(document.record());
        List<MoveNode> line = reviewed.isEmpty() ? document.record().mainLine() : GameSeries.lineThrough(reviewed.get(0));
        int last = line.isEmpty() ? review.toMove() : line.get(line.size() - 1).moveNumber();
        return new org.roundhouse.analysis.review.ReviewFiles.Moves(review.fromMove(), review.toMove(), last).shown();
    }

    /** "Step 2, played: Ben buys a DM share 45.1% · best: … 48.1%, … 46.0% · lost 3.0 points ?!" (the words name the player). */
    static String describe(int step, ReviewedStep d, Review review, List<String> names, Function<Move, String> say) {
        StringBuilder b = new StringBuilder();
        b.append(UI.text("review.played", step + 1, say.apply(d.played()) + " " + Percent.of(100 * d.chance(), 1)));
        for (int i = 0; i < d.best().size(); i++) {
            ReviewedStep.Alternative a = d.best().get(i);
            if (i > 0) b.append(", ");
            b.append(say.apply(a.move())).append(" ").append(Percent.of(100 * a.chance(), 1));
        }
        String mark = review.mark(d.loss());
        b.append(UI.text("review.lost", Messages.decimal(100 * d.loss(), 1))).append(mark.isEmpty() ? "" : " " + mark);
        return b.toString();
    }

    // ------------------------------------------------------------------ running

    /** Asks for the settings and reviews the line through the cursor. */
    public void askAndRun() {
        if (document == null || job != null) return;
        SpinnerNumberModel playouts = new SpinnerNumberModel(lastSettings.playouts(), 1, 100_000, 50);
        SpinnerNumberModel screening = new SpinnerNumberModel(lastSettings.screening(), 0, 1_000_000, 100);
        SpinnerNumberModel best = new SpinnerNumberModel(lastSettings.best(), 1, 10, 1);
        JPanel form = new JPanel(new GridLayout(0, 2, 6, 4));
        form.add(new JLabel(UI.text("review.form.finalist")));
        form.add(named(new JSpinner(playouts), "reviewPlayouts"));
        form.add(new JLabel(UI.text("review.form.screen")));
        form.add(named(new JSpinner(screening), "reviewScreening"));
        form.add(new JLabel(UI.text("review.form.keep")));
        form.add(named(new JSpinner(best), "reviewBest"));
        // the moves: the whole line, or from the move at the cursor (or a chosen one) to another
        LineReview.Line flat = lineThroughCursor();
        if (flat.steps().isEmpty()) return;
        int first = flat.firstMove();
        int last = flat.lastMove();
        int at = Math.max(first, Math.min(last, document.cursor().moveNumber()));
        javax.swing.JRadioButton whole = new javax.swing.JRadioButton(UI.text("review.form.whole", first, last), true);
        whole.setName("reviewWhole");
        javax.swing.JRadioButton some = new javax.swing.JRadioButton(UI.text("review.form.some"));
        some.setName("reviewSome");
        javax.swing.ButtonGroup group = new javax.swing.ButtonGroup();
        group.add(whole);
        group.add(some);
        JSpinner from = new JSpinner(new SpinnerNumberModel(at, first, last, 1));
        from.setName("reviewFrom");
        JSpinner to = new JSpinner(new SpinnerNumberModel(last, first, last, 1));
        to.setName("reviewTo");
        JPanel range = new JPanel(new FlowLayout(FlowLayout.LEFT, 4, 0));
        range.add(some);
        range.add(from);
        range.add(new JLabel(UI.text("review.form.to")));
        range.add(to);
        Runnable enable = () -> {
            from.setEnabled(some.isSelected());
            to.setEnabled(some.isSelected());
        };
        whole.addActionListener(e -> enable.run());
        some.addActionListener(e -> enable.run());
        enable.run();
        form.add(new JLabel(UI.text("review.form.moves")));
        form.add(whole);
        form.add(new JLabel());
        form.add(range);
        while (true) {
            int answer = JOptionPane.showConfirmDialog(this, form, UI.text("review.dialogTitle"), JOptionPane.OK_CANCEL_OPTION,
                    JOptionPane.PLAIN_MESSAGE);
            if (answer != JOptionPane.OK_OPTION) return;
            MoveReview.Settings settings = new MoveReview.Settings(playouts.getNumber().intValue(), screening.getNumber().intValue(),
                    best.getNumber().intValue(), MoveReview.Thresholds.DEFAULT);
            Integer a = some.isSelected() ? (Integer) from.getValue() : null;
            Integer b = some.isSelected() ? (Integer) to.getValue() : null;
            LineReview.Plan plan;
            try {
                plan = plan(flat, settings, a, b);
            } catch (IllegalArgumentException e) {
                JOptionPane.showMessageDialog(this, e.getMessage(), UI.text("review.dialogTitle"), JOptionPane.WARNING_MESSAGE);
                continue;
            }
            // said before the time is spent: the review kept cannot be joined to this one
            if (plan.keeping() == LineReview.Keeping.REPLACED && JOptionPane.showConfirmDialog(this, UI.text("review.replaceAsk"),
                    UI.text("review.dialogTitle"), JOptionPane.OK_CANCEL_OPTION, JOptionPane.QUESTION_MESSAGE) != JOptionPane.OK_OPTION) {
                return;
            }
            run(settings, a, b);
            return;
        }
    }

    private static JSpinner named(JSpinner spinner, String name) {
        spinner.setName(name);
        return spinner;
    }

    /** The line the review covers: from the start through the cursor, on to the end of its line. */
    private LineReview.Line lineThroughCursor() {
        List<MoveNode> line = new ArrayList<>();
        line.add(document.record().root());
        line.addAll(GameSeries.lineThrough(document.cursor()));
        return LineReview.of(document.replay(), line);
    }

    private LineReview.Plan plan(LineReview.Line flat, MoveReview.Settings settings, Integer from, Integer to) {
        return LineReview.plan(document.record(), flat, LineReview.settingsOf(settings, playoutBot(), 1, document.replay().playerNames().size()),
                from, to);
    }

    private String playoutBot() {
        return RuleSets.arena(document.replay().game()).map(a -> a.defaultPlayoutBot()).orElse("random");
    }

    /** Reviews the line through the cursor with the settings (for the dialog and for tests); the result goes into the record. */
    public void run(MoveReview.Settings settings) {
        run(settings, null, null);
    }

    /**
     * Reviews the moves {@code from} to {@code to} of the line through the cursor (null and null: the whole line), merged
     * with the review kept or in its place as {@link LineReview#plan} says (for the dialog and for tests).
     *
     * @throws IllegalArgumentException for moves not on the line, or from after to
     */
    public void run(MoveReview.Settings settings, Integer from, Integer to) {
        if (document == null || job != null) return;
        LineReview.Line flat = lineThroughCursor();
        if (flat.steps().isEmpty()) return;
        LineReview.Plan plan = plan(flat, settings, from, to);
        lastSettings = settings;
        job = new Job(document, flat, settings, plan);
        showRunning(true);
        progress.setIndeterminate(true);
        status.setText(UI.text("win.starting"));
        refresh();
        job.execute();
    }

    /** Stops a running review; nothing of it is kept. */
    public void cancel() {
        if (job != null) job.stop.set(true);
    }

    private final class Job extends SwingWorker<LineReview.Result, Integer> {
        final GameDocument doc;
        final LineReview.Line line;
        final MoveReview.Settings settings;
        final int version;
        final AtomicBoolean stop = new AtomicBoolean();
        final long started = System.nanoTime();
        final String bot;
        final org.roundhouse.engine.Game game;
        final int players;
        final LineReview.Plan plan;

        Job(GameDocument doc, LineReview.Line line, MoveReview.Settings settings, LineReview.Plan plan) {
            this.doc = doc;
            this.line = line;
            this.settings = settings;
            this.plan = plan;
            this.version = doc.version();
            this.game = doc.replay().game();
            this.players = doc.replay().playerNames().size();
            this.bot = RuleSets.arena(game).map(a -> a.defaultPlayoutBot()).orElse("random");
        }

        @Override
        protected LineReview.Result doInBackground() throws Exception {
            int threads = Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));
            return LineReview.review(game, players, line, bot, settings, 1, threads, this::publish, stop::get, plan);
        }

        @Override
        protected void process(List<Integer> chunks) {
            if (job != this) return;
            int done = chunks.get(chunks.size() - 1);
            int total = plan.decide().to() - plan.decide().from();
            if (stop.get()) {
                status.setText(UI.text("win.stopping"));
                return;
            }
            progress.setIndeterminate(false);
            progress.setMaximum(total);
            progress.setValue(done);
            double seconds = (System.nanoTime() - started) / 1e9 * (total - done) / Math.max(1, done);
            status.setText(UI.text("review.step", done, total) + UI.text("finish.left", seconds < 60 ? Messages.decimal(Math.max(1, seconds), 0) + " s"
                    : Math.round(seconds / 60) + " min"));
        }

        @Override
        protected void done() {
            job = null;
            showRunning(false);
            String problem = null;
            try {
                LineReview.Result result = get();
                if (doc.version() != version) {
                    problem = UI.text("review.changed");
                } else {
                    LineReview.Stored stored = LineReview.forRecord(doc.record(), line, result, settings, bot, 1, plan);
                    doc.execute(new ReviewEdit(stored.review(), stored.decisions()));
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (CancellationException e) {
                // stopped: nothing kept
            } catch (ExecutionException e) {
                if (!(e.getCause() instanceof CancellationException)) problem = UI.text("review.failed", e.getCause().getMessage());
            }
            refresh();
            if (problem != null && isShowing()) {
                JOptionPane.showMessageDialog(ReviewPanel.this, problem, UI.text("review.dialogTitle"), JOptionPane.WARNING_MESSAGE);
            }
        }
    }
}
