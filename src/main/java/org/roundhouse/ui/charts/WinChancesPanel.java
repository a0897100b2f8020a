package org.roundhouse.ui.charts;

import static org.roundhouse.text.Messages.UI;

import java.awt.BorderLayout;
import java.awt.CardLayout;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import javax.swing.BorderFactory;
import javax.swing.Box;
import javax.swing.BoxLayout;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.ListSelectionModel;
import javax.swing.SwingConstants;
import javax.swing.SwingUtilities;
import org.jfree.chart.ChartPanel;
import org.roundhouse.analysis.series.GameSeries;
import org.roundhouse.analysis.winprob.LineAnalysis;
import org.roundhouse.analysis.winprob.Settings;
import org.roundhouse.engine.StepWords;
import org.roundhouse.record.Evaluation;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveMark;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Replay;
import org.roundhouse.analysis.evaluator.InstantChances;
import org.roundhouse.record.WinChances;
import org.roundhouse.text.Messages;
import org.roundhouse.ui.doc.CommentEdit;
import org.roundhouse.ui.doc.DocumentListener;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.MarkEdit;

/**
 * The win-probability graph of the line through a document's cursor: each player's chance to
 * win at every position, from the chances the record keeps ({@link MoveNode#winChances()}),
 * with the marker on the cursor; a click moves the cursor. Beside it the biggest swings, each
 * split into the player's decision and the cards (click one to go there, Mark to mark the
 * move and comment it with the figures).
 *
 * <p>"Estimate…" plays the positions out off the event thread, with progress, the time left
 * and Cancel; what finished is kept in the record through an undoable edit (a cancelled run
 * keeps the positions it finished), so Save and autosave keep it and reopening the file shows
 * the graph without playing again. Use from the event dispatch thread only.
 */
public final class WinChancesPanel extends JPanel {
    /** Swings listed. */
    static final int SWINGS = 8;
    /** The width the swings are wrapped to. */
    private static final int SWING_TEXT_WIDTH = 280;

    private final CardLayout cards = new CardLayout();
    private final JPanel body = new JPanel(cards);
    private final ChartPanel chartPanel = ChartPanels.unzoomable();
    /** What the graph shows, wrapped to the width the Estimate button leaves rather than cut off. */
    private final WrappingCaption caption = new WrappingCaption(7, 0, 4, 4);
    private final JButton estimate = new JButton(UI.text("win.estimate"));
    private final JButton estimateEmpty = new JButton(UI.text("win.estimateEmpty"));
    private final JLabel emptyText = new JLabel("", SwingConstants.CENTER);
    private final JProgressBar progress = new JProgressBar();
    private final JLabel status = new JLabel();
    private final JButton cancel = new JButton(UI.text("dialog.cancel"));
    private final DefaultListModel<String> swingTexts = new DefaultListModel<>();
    private final JList<String> swingList = new JList<>(swingTexts);
    private final JButton mark = new JButton(UI.text("edit.mark"));
    private final JLabel swingsNote = new JLabel();
    private JPanel runningRow;
    private final ReviewPanel review = new ReviewPanel();

    private GameDocument document;
    private final DocumentListener listener = DocumentListener.onAnyChange(this::refresh);
    private List<MoveNode> line = List.of(); // the root, then the line through the cursor
    private int version = -1;
    private WinChancesChart chart;
    private Settings lastSettings = defaults();

    /**
     * Swings split on a line from the chances it had then: the analysis, the node of each swing,
     * the line (the root first) and those chances ({@link #chancesOf}).
     */
    private record SwingSet(LineAnalysis analysis, List<MoveNode> nodes, List<MoveNode> line, List<Object> chances) {
        List<LineAnalysis.Swing> swings() {
            return analysis.swings();
        }
    }

    /** Swing sets kept besides the one shown, so that Undo and Redo of an estimate bring its swings back at once. */
    private static final int EARLIER_SWING_SETS = 4;
    /** The swings shown (null: none). */
    private SwingSet swingSet;
    private final List<SwingSet> earlierSwingSets = new ArrayList<>();
    /** Which of the swings the list shows (those on the line as far as it is shown), in order. */
    private final List<Integer> shownSwings = new ArrayList<>();
    /** The line and chances whose swings were last split from kept chances, and why that failed (null: it did not). */
    private List<MoveNode> splitTried = List.of();
    private List<Object> splitTriedChances = List.of();
    private String splitProblem;
    /** The positions of the running estimate the graph shows (it is drawn again when more are done). */
    private int shownEstimates;
    /** True while a finished estimate's chances go into the record. */
    private boolean keeping;

    private WinChancesJob job;
    private final WinChancesJob.Observer jobObserver = new WinChancesJob.Observer() {
        @Override
        public void progress(WinChancesJob j, WinChancesJob.Progress p) {
            jobProgress(j, p);
        }

        @Override
        public void finished(WinChancesJob j, LineAnalysis result, String problem) {
            jobFinished(j, result, problem);
        }
    };
    private Settings pendingRun;
    /** The document {@link #pendingRun} was asked for (a job still running may be another's). */
    private GameDocument pendingDocument;
    private java.util.function.Supplier<org.roundhouse.ui.doc.Horizon> horizon = () -> org.roundhouse.ui.doc.Horizon.EVERYTHING;

    public WinChancesPanel() {
        super(new BorderLayout());
        setName("winChancesPanel");
        chartPanel.setName("winChart");
        chartPanel.getAccessibleContext().setAccessibleName(UI.text("charts.accessible", UI.text("tab.winChances")));
        MouseAdapter mouse = new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                if (!e.isPopupTrigger() && SwingUtilities.isLeftMouseButton(e)) jump(e);
            }

            @Override
            public void mouseDragged(MouseEvent e) {
                if (SwingUtilities.isLeftMouseButton(e)) jump(e);
            }
        };
        chartPanel.addMouseListener(mouse);
        chartPanel.addMouseMotionListener(mouse);

        estimate.setName("winEstimate");
        estimate.setToolTipText(UI.text("win.estimate.tip"));
        estimate.addActionListener(e -> askAndRun());
        estimateEmpty.setName("winEstimateEmpty");
        estimateEmpty.addActionListener(e -> askAndRun());
        progress.setName("winProgress");
        progress.setStringPainted(false);
        progress.setPreferredSize(new Dimension(140, progress.getPreferredSize().height));
        status.setName("winStatus");
        cancel.setName("winCancel");
        cancel.setToolTipText(UI.text("win.cancel.tip"));
        cancel.addActionListener(e -> {
            if (job != null) job.stop();
        });
        caption.setName("winCaption");

        JPanel bar = new JPanel(new FlowLayout(FlowLayout.RIGHT, 6, 2));
        bar.add(estimate);
        JPanel running = new JPanel(new BorderLayout(8, 0));
        running.add(status, BorderLayout.CENTER);
        JPanel stop = new JPanel(new FlowLayout(FlowLayout.RIGHT, 6, 0));
        stop.add(progress);
        stop.add(cancel);
        running.add(stop, BorderLayout.EAST);
        runningRow = running;
        JPanel first = new JPanel(new BorderLayout());
        first.add(caption, BorderLayout.CENTER);
        first.add(bar, BorderLayout.EAST);
        JPanel top = new JPanel(new BorderLayout());
        top.setBorder(BorderFactory.createEmptyBorder(2, 8, 2, 4));
        top.add(first, BorderLayout.NORTH);
        top.add(running, BorderLayout.SOUTH);
        add(top, BorderLayout.NORTH);

        JPanel empty = new JPanel();
        empty.setLayout(new BoxLayout(empty, BoxLayout.Y_AXIS));
        emptyText.setName("winEmpty");
        emptyText.setAlignmentX(CENTER_ALIGNMENT);
        estimateEmpty.setAlignmentX(CENTER_ALIGNMENT);
        empty.add(Box.createVerticalGlue());
        empty.add(emptyText);
        empty.add(Box.createVerticalStrut(10));
        empty.add(estimateEmpty);
        empty.add(Box.createVerticalGlue());

        swingList.setName("winSwings");
        swingList.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        swingList.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting()) goToSwing(swingList.getSelectedIndex());
            mark.setEnabled(swingList.getSelectedIndex() >= 0);
        });
        swingList.setCellRenderer(new SwingCell());
        mark.setName("winMark");
        mark.setEnabled(false);
        mark.setToolTipText(UI.text("win.mark.tip"));
        mark.addActionListener(e -> markSwing(swingList.getSelectedIndex()));
        swingsNote.setName("winSwingsNote");
        swingsNote.setEnabled(false);
        JPanel swingPanel = new JPanel(new BorderLayout(0, 4));
        swingPanel.setBorder(BorderFactory.createEmptyBorder(4, 4, 4, 4));
        JLabel swingTitle = new JLabel(UI.text("win.swings"));
        swingTitle.setFont(swingTitle.getFont().deriveFont(java.awt.Font.BOLD));
        swingTitle.setToolTipText(UI.text("win.swings.tip"));
        swingPanel.add(swingTitle, BorderLayout.NORTH);
        JScrollPane swingScroll = new JScrollPane(swingList);
        // the swings wrap to the width they are given: the cells are as wide as the view
        swingScroll.getViewport().addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                int w = swingScroll.getViewport().getWidth();
                if (w > 0 && w != swingList.getFixedCellWidth()) swingList.setFixedCellWidth(w);
            }
        });
        swingPanel.add(swingScroll, BorderLayout.CENTER);
        JPanel swingBar = new JPanel(new BorderLayout(6, 2));
        swingBar.add(swingsNote, BorderLayout.CENTER);
        // Mark keeps its height beside a note of two or three lines
        JPanel markHolder = new JPanel(new FlowLayout(FlowLayout.RIGHT, 0, 0));
        markHolder.add(mark);
        swingBar.add(markHolder, BorderLayout.EAST);
        swingPanel.add(swingBar, BorderLayout.SOUTH);
        swingPanel.setMinimumSize(new Dimension(180, 60));
        swingPanel.setPreferredSize(new Dimension(SWING_TEXT_WIDTH, 120));
        chartPanel.setPreferredSize(new Dimension(560, 240));

        JSplitPane split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, chartPanel, swingPanel);
        split.setName("winSplit");
        split.setResizeWeight(0.75);
        split.setBorder(null);
        chartPanel.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                placeLegend();
            }
        });
        // the swings took their full width from a narrow dock and left the graph too little for a plot: until the
        // reader drags the divider, the swings take a third of the row (180 to 400 pixels), and in a row too narrow
        // for both (a 1024-pixel screen) they fold away to the right, the divider's arrow bringing them back
        split.setOneTouchExpandable(true);
        split.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                placeSwings(split);
            }
        });
        if (split.getUI() instanceof javax.swing.plaf.basic.BasicSplitPaneUI ui) {
            ui.getDivider().addMouseListener(new MouseAdapter() {
                @Override
                public void mouseReleased(MouseEvent e) {
                    swingsPlacedByReader = true;
                }
            });
        }
        body.add(empty, "empty");
        body.add(split, "chart");
        // the graph takes what the review below leaves; the divider lets a reader give the review more
        JSplitPane stack = new JSplitPane(JSplitPane.VERTICAL_SPLIT, body, review);
        stack.setName("winReviewSplit");
        stack.setResizeWeight(1.0);
        stack.setBorder(null);
        stack.setContinuousLayout(true);
        add(stack, BorderLayout.CENTER);
        // a review kept gets the room for its decisions and scorecard, as far as the graph keeps its own
        stack.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                placeReview(stack);
            }
        });
        review.addPropertyChangeListener(ReviewPanel.ROOM, e -> SwingUtilities.invokeLater(() -> placeReview(stack)));
        showRunning(false);
        refresh();
    }

    /** Below this height the graph's legend goes beside the plot: below it, its rows left the plot no room. */
    static final int LEGEND_BESIDE_BELOW = 330;

    /** The share of the graph-and-swings row the swings take (at least 180 pixels, at most 400). */
    static final double SWINGS_SHARE = 0.34;

    /** A graph-and-swings row narrower than this shows the graph alone (the swings folded to the right). */
    static final int SWINGS_FOLD_BELOW = 520;

    private boolean swingsPlacedByReader;

    private void placeSwings(JSplitPane split) {
        int room = split.getWidth() - split.getDividerSize();
        if (room <= 0 || swingsPlacedByReader) return;
        int swings = room < SWINGS_FOLD_BELOW ? 0 : Math.max(180, Math.min(400, (int) (room * SWINGS_SHARE)));
        split.setDividerLocation(room - swings);
    }

    private void placeLegend() {
        if (chart != null && chartPanel.getHeight() > 0) chart.setLegendBeside(chartPanel.getHeight() < LEGEND_BESIDE_BELOW);
    }

    /** The least height the graph keeps when a review below wants more: a plot with its axis and legend. */
    static final int GRAPH_LEAST = 200;

    /**
     * Gives the review below its preferred height (its title row alone while the record keeps none),
     * as far as the graph above keeps {@link #GRAPH_LEAST}; the graph takes the rest.
     */
    private void placeReview(JSplitPane stack) {
        int room = stack.getHeight() - stack.getDividerSize();
        if (room <= 0) return;
        int least = Math.min(review.titleRowHeight(), room);
        int reviewHeight = Math.max(least, Math.min(review.getPreferredSize().height, room - GRAPH_LEAST));
        stack.setDividerLocation(room - reviewHeight);
    }

    private static Settings defaults() {
        return new Settings(EstimateDialog.DEFAULT_PLAYOUTS, EstimateDialog.DEFAULT_PRECISION / 100, null, 1,
                Math.max(1, Math.min(8, Runtime.getRuntime().availableProcessors())), StepWords.ALL_SEEING);
    }

    // ------------------------------------------------------------------ document

    /** Follows a document (null: none): the line through its cursor, its kept chances. Stops a running estimate of another. */
    public void setDocument(GameDocument doc) {
        if (doc == document) return;
        review.setDocument(doc);
        if (job != null) job.stop();
        if (document != null) document.removeListener(listener);
        document = doc;
        version = -1;
        swingSet = null;
        earlierSwingSets.clear();
        splitTried = List.of();
        if (doc != null) doc.addListener(listener);
        refresh();
    }

    private void refresh() {
        if (document == null) {
            line = List.of();
            chart = null;
            chartPanel.setChart(null);
            emptyText.setText(UI.text("win.noGame"));
            updateEstimateButtons();
            estimateEmpty.setVisible(false);
            cards.show(body, "empty");
            return;
        }
        List<MoveNode> through = new ArrayList<>();
        through.add(document.record().root());
        through.addAll(GameSeries.lineThrough(document.cursor()));
        through = horizon.get().cut(through);
        boolean changed = document.version() != version || !same(through, line);
        if (changed) {
            version = document.version();
            line = through;
            rebuild();
        }
        if (chart != null) chart.setCursorPosition(line.indexOf(document.cursor()));
        // the swing at the cursor is the one selected (and so the one Mark marks)
        int row = -1;
        for (int r = 0; r < shownSwings.size(); r++) {
            if (swingSet.nodes().get(shownSwings.get(r)) == document.cursor()) row = r;
        }
        if (row != swingList.getSelectedIndex()) {
            if (row < 0) swingList.clearSelection();
            else {
                swingList.setSelectedIndex(row);
                swingList.ensureIndexIsVisible(row);
            }
        }
    }

    /**
     * Where the panel learns how much of the record it may show: while the horizon hides the
     * future it draws the line only up to the cursor and lists only the swings found on that
     * much of it, so that the tab tells nothing of the moves after it. Call
     * {@link #horizonChanged()} when the answer changes other than by the cursor.
     */
    public void setHorizon(java.util.function.Supplier<org.roundhouse.ui.doc.Horizon> source) {
        horizon = java.util.Objects.requireNonNull(source);
        horizonChanged();
    }

    /** The horizon changed (an option or the viewer): the tab is drawn again as far as it lets it. */
    public void horizonChanged() {
        version = -1;
        refresh();
    }

    /** True stops the tab at the cursor (as a player's eyes with the future hidden do), false shows the whole line. */
    public void setStopAtCursor(boolean stop) {
        setHorizon(stop ? () -> document == null ? org.roundhouse.ui.doc.Horizon.EVERYTHING
                : org.roundhouse.ui.doc.Horizon.at(document.cursor(), true, false) : () -> org.roundhouse.ui.doc.Horizon.EVERYTHING);
    }

    private void rebuild() {
        // while an estimate runs, the graph is the one kept so far with the positions finished filled in as they come
        boolean estimating = job != null && job.stores() && job.document() == document;
        Map<MoveNode, WinChances> fresh = estimating ? job.estimatedSoFar() : Map.of();
        shownEstimates = fresh.size();
        Optional<WinChancesChart.Data> data = lineData(fresh);
        if (data.isEmpty() && fresh.isEmpty()) data = instantData();
        if (data.isEmpty()) {
            chart = null;
            updateEstimateButtons();
            chartPanel.setChart(null);
            emptyText.setText(line.size() <= 1 ? UI.text("win.noMoves")
                    : estimating ? UI.text("win.estimating") : UI.text("win.noChances"));
            caption.setText("");
            reserveCaptionHeight(estimating);
            cards.show(body, "empty");
            updateSwings(null);
            return;
        }
        WinChancesChart.Data d = data.get();
        String text;
        if (d.instant()) {
            text = estimating ? UI.text("win.instant.meanwhile") : UI.text("win.instant.caption");
        } else if (estimating) {
            int done = job.positionsDone();
            text = estimatingCaption(Math.min(done, line.size()), d.estimated() > fresh.size() && done < line.size());
        } else {
            Evaluation e = document.record().evaluation().orElseThrow();
            text = UI.text("win.caption", d.estimated(), d.positions(), e.bot(), Messages.number(e.playouts()),
                    (e.precision() > 0 ? UI.text("win.stopAt", Messages.decimal(100 * e.precision(), 1)) : "") + judgedText(e.judgedAfterTurns()),
                    e.viewer() < document.replay().playerNames().size() ? viewText(e.viewer()) : UI.text("win.view.missing", e.viewText()));
        }
        chart = WinChancesChart.of(d, text, ChartStyle.current());
        updateEstimateButtons();
        caption.setText(ChartKit.layOutForScreen(chart.chart()));
        // while an estimate counts up, the caption keeps the height of its longest text: the graph below does not jump
        reserveCaptionHeight(estimating);
        caption.setToolTipText(ChartKit.html(d.instant()
                ? List.of(ChartKit.esc(caption.getText()), WinChancesChart.instant1(), WinChancesChart.instant2())
                : java.util.stream.Stream.concat(java.util.stream.Stream.of(ChartKit.esc(caption.getText())),
                        WinChancesChart.samplingError(d).stream()).toList()));
        // on screen the tab's title says what the axis is: its label, upright beside the short plot, was cut ("Chance to wi")
        chart.chart().getXYPlot().getRangeAxis().setLabel(null);
        // the legend goes under the plot, which keeps the width, unless the dock is too short for that
        for (int i = 0; i < chart.chart().getSubtitleCount(); i++) {
            if (chart.chart().getSubtitle(i) instanceof org.jfree.chart.title.LegendTitle legend) {
                legend.setPosition(org.jfree.chart.ui.RectangleEdge.BOTTOM);
            }
        }
        placeLegend();
        chartPanel.setChart(chart.chart());
        cards.show(body, "chart");
        // the swings are split with playouts: an instant graph has none to offer until the positions are played out
        updateSwings(d.instant() ? null : d);
        if (d.instant() && !estimating) swingsNote.setText(UI.text("win.swingsNeedPlayouts"));
    }

    /**
     * The learned evaluator's chances along the line ({@link InstantChances}), for a first graph at once
     * where the record keeps none; empty where the rule set has no evaluator or a house is ranked.
     */
    private Optional<WinChancesChart.Data> instantData() {
        if (line.size() <= 1) return Optional.empty();
        Replay replay = document.replay();
        Optional<List<double[]>> chances;
        try {
            chances = InstantChances.of(replay, line.subList(1, line.size()));
        } catch (RuntimeException e) {
            return Optional.empty(); // a line that cannot be replayed is reported elsewhere; the tab then offers the estimate
        }
        if (chances.isEmpty()) return Optional.empty();
        List<Integer> overAt = new ArrayList<>();
        List<String> turns = new ArrayList<>();
        for (MoveNode n : line) {
            overAt.add(replay.stateAt(n).isOver() ? 0 : null);
            turns.add(replay.label(n));
        }
        return Optional.of(WinChancesChart.Data.instant(replay.playerNames(), replay.playerNames().size(), chances.get(), overAt, turns));
    }

    /** The caption of the running estimate: "Estimating: 12 of 70 positions · random bot · …", and what the rest of the line shows. */
    private String estimatingCaption(int done, boolean restBefore) {
        Settings s = job.settings();
        return UI.text("win.estimating.caption", done, line.size(), job.botName(), Messages.number(s.playouts()),
                (s.precision() > 0 ? UI.text("win.stopAt", Messages.decimal(100 * s.precision(), 1)) : "") + judgedText(s.judgedAfterTurns()),
                viewText(s.viewer()), restBefore ? UI.text("win.restBefore") : "");
    }

    /** While an estimate runs, the caption keeps the height of its longest texts; otherwise that of the text it shows. */
    private void reserveCaptionHeight(boolean estimating) {
        if (estimating) caption.reserveHeightOf(estimatingCaption(line.size(), true), UI.text("win.instant.meanwhile"));
        else caption.reserveHeightOf();
    }

    /** " · judged after 50 turns" where the evaluator judged the playouts, else nothing. */
    private static String judgedText(int judgedAfterTurns) {
        return judgedAfterTurns > 0 ? UI.text("win.judgedAfter", judgedAfterTurns) : "";
    }

    private String viewText(int viewer) {
        return viewer < 0 ? UI.text("win.view.all")
                : viewer < document.replay().playerNames().size() ? UI.text("win.view.seat", document.replay().playerName(viewer))
                : UI.text("win.view.missing", String.valueOf(viewer + 1));
    }

    /**
     * The chances for the current line, if any position has some: those {@code fresh} from a
     * running estimate, else those the record keeps.
     */
    private Optional<WinChancesChart.Data> lineData(Map<MoveNode, WinChances> fresh) {
        GameRecord record = document.record();
        boolean kept = record.evaluation().isPresent();
        if (!kept && fresh.isEmpty() || line.size() <= 1) return Optional.empty();
        List<double[]> p = new ArrayList<>();
        List<double[]> se = new ArrayList<>();
        List<Integer> playouts = new ArrayList<>();
        List<String> turns = new ArrayList<>();
        int recipients = -1;
        Replay replay = document.replay();
        for (MoveNode n : line) {
            WinChances f = fresh.get(n);
            Optional<WinChances> c = f != null ? Optional.of(f) : kept ? n.winChances() : Optional.empty();
            p.add(c.map(WinChances::p).orElse(null));
            se.add(c.map(WinChances::se).orElse(null));
            playouts.add(c.map(WinChances::playouts).orElse(null));
            turns.add(replay.label(n));
            if (c.isPresent()) recipients = c.get().recipients();
        }
        if (recipients < 0) return Optional.empty();
        int players = replay.playerNames().size();
        List<String> names = new ArrayList<>(replay.playerNames());
        if (recipients > players) names.add("house");
        for (int i = 0; i < p.size(); i++) {
            if (p.get(i) != null && p.get(i).length != recipients) {
                p.set(i, null);
                se.set(i, null);
                playouts.set(i, null);
            }
        }
        boolean running = !fresh.isEmpty() && job != null;
        String bot = running ? job.botName() : record.evaluation().map(Evaluation::bot).orElse("?");
        int judgedAfter = running ? job.settings().judgedAfterTurns() : record.evaluation().map(Evaluation::judgedAfterTurns).orElse(0);
        return Optional.of(new WinChancesChart.Data(names, players, p, se, playouts, turns, bot).judgedAfter(judgedAfter));
    }

    // ------------------------------------------------------------------ swings

    private void updateSwings(WinChancesChart.Data d) {
        if (swingSet != null && !fits(swingSet)) {
            remember(swingSet);
            swingSet = null;
        }
        if (swingSet == null) {
            // the swings of chances shown before (an estimate undone or redone) come back without a split
            for (SwingSet earlier : earlierSwingSets) {
                if (fits(earlier)) {
                    swingSet = earlier;
                    earlierSwingSets.remove(earlier);
                    break;
                }
            }
        }
        // the swings of the line as far as it is shown
        shownSwings.clear();
        if (swingSet != null) {
            for (int i = 0; i < swingSet.nodes().size(); i++) {
                if (line.contains(swingSet.nodes().get(i))) shownSwings.add(i);
            }
        }
        swingTexts.clear();
        if (swingSet != null) {
            for (int i : shownSwings) swingTexts.addElement(swingSet.analysis().describe(swingSet.swings().get(i)));
            swingsNote.setText("");
            if (shownSwings.isEmpty()) swingsNote.setText(UI.text("win.noSwings"));
        } else if (d == null || job != null && job.stores()) {
            swingsNote.setText(d == null ? "" : UI.text("win.swingsFollow"));
        } else if (d.estimated() < d.positions()) {
            swingsNote.setText(UI.text("win.partly", d.estimated(), d.positions()));
        } else if (same(splitTried, line) && splitTriedChances.equals(chancesOf(line))) {
            swingsNote.setText(splitProblem == null ? UI.text("win.splitting") : UI.text("win.notSplit", ChartKit.esc(splitProblem)));
        } else if (job == null && !keeping) {
            swingsNote.setText(UI.text("win.splitting"));
            splitTried = line;
            splitTriedChances = chancesOf(line);
            splitProblem = null;
            startSplit();
        }
        mark.setEnabled(swingList.getSelectedIndex() >= 0);
    }

    /** True where the swings belong to the line shown as it is now: its nodes, and the chances they were split from. */
    private boolean fits(SwingSet set) {
        return set.line().stream().allMatch(MoveNode::isAttached)
                && isPrefix(line, set.line()) // a line that grew past the one split has turns not looked at
                // which swings are the biggest depends on the whole line split: with the future hidden, only the line shown
                && (!horizon.get().hidesFuture() || same(line, set.line()))
                // the chances, too: after Undo of an estimate the graph is the earlier one, and so must the swings be
                && set.chances().equals(chancesOf(set.line()));
    }

    private void remember(SwingSet set) {
        earlierSwingSets.remove(set);
        earlierSwingSets.add(0, set);
        while (earlierSwingSets.size() > EARLIER_SWING_SETS) earlierSwingSets.remove(earlierSwingSets.size() - 1);
    }

    /** The record's evaluation, then the chances it keeps at each node of the line (null where none). */
    private List<Object> chancesOf(List<MoveNode> nodes) {
        List<Object> out = new ArrayList<>(nodes.size() + 1);
        out.add(document == null ? null : document.record().evaluation().orElse(null));
        for (MoveNode n : nodes) out.add(n.winChances().orElse(null));
        return out;
    }

    private void goToSwing(int row) {
        if (row < 0 || row >= shownSwings.size() || document == null) return;
        MoveNode n = swingSet.nodes().get(shownSwings.get(row));
        if (n.isAttached()) document.setCursor(n);
    }

    /** Marks the swing's move and appends the figures to its comment (two edits, each undoable). */
    private void markSwing(int row) {
        if (row < 0 || row >= shownSwings.size() || document == null || swingSet == null) return;
        int index = shownSwings.get(row);
        MoveNode n = swingSet.nodes().get(index);
        LineAnalysis.Swing s = swingSet.swings().get(index);
        if (!n.isAttached() || n.isRoot()) return;
        markFor(s).ifPresent(m -> document.execute(new MarkEdit(n, m)));
        String figures = UI.text("winChances.swing.comment", swingSet.analysis().withoutMove(s));
        String old = n.comment();
        if (!old.contains(figures)) document.execute(new CommentEdit(n, old.isBlank() ? figures : old + "\n" + figures));
    }

    /**
     * The mark a swing earns: only when the swing is the mover's own chance; by the part of the
     * mover's decisions, 8 points or more a single mark, 20 or more a double one.
     */
    static Optional<MoveMark> markFor(LineAnalysis.Swing s) {
        if (s.mover() != s.seat()) return Optional.empty();
        double d = s.decision();
        if (d <= -0.20) return Optional.of(MoveMark.BLUNDER);
        if (d <= -0.08) return Optional.of(MoveMark.MISTAKE);
        if (d >= 0.20) return Optional.of(MoveMark.EXCELLENT);
        if (d >= 0.08) return Optional.of(MoveMark.GOOD);
        return Optional.empty();
    }

    // ------------------------------------------------------------------ running

    private void jump(MouseEvent e) {
        if (chart == null || document == null) return;
        Point2D p = chartPanel.translateScreenToJava2D(e.getPoint());
        OptionalInt pos = chart.positionAt(chartPanel.getChartRenderingInfo(), p);
        if (pos.isPresent() && pos.getAsInt() < line.size()) document.setCursor(line.get(pos.getAsInt()));
    }

    /** The review of the moves below the graph: best moves, scorecard, and the switch of the marks in the move tree. */
    public ReviewPanel review() {
        return review;
    }

    /** Asks for the settings and starts estimating the current line. */
    public void askAndRun() {
        if (document == null || line.size() <= 1 || job != null && job.stores()) return;
        Settings initial = document.record().evaluation()
                .map(e -> Settings.of(e, lastSettings.threads(), usableViewer(e)))
                .orElse(lastSettings);
        EstimateDialog.ask(this, document.replay().game(), document.replay().playerNames(), initial).ifPresent(this::run);
    }

    /** Starts estimating the current line with the settings (for the dialog and for tests). */
    public void run(Settings settings) {
        if (document == null || line.size() <= 1 || job != null && job.stores()) return;
        if (job != null) {
            // the swings of kept chances are being split: that stops, and the estimate starts once it has
            pendingRun = settings;
            pendingDocument = document;
            job.stop();
            return;
        }
        lastSettings = settings;
        job = new WinChancesJob(document, line, settings, true, jobObserver);
        showRunning(true);
        rebuild();
        job.execute();
    }

    /**
     * The evaluation's view where the game has that seat, else the all-seeing one: the readers
     * refuse a view beyond the players, but a record built otherwise must not break the panel.
     */
    private int usableViewer(Evaluation e) {
        return e.viewer() < document.replay().playerNames().size() ? e.viewer() : org.roundhouse.engine.StepWords.ALL_SEEING;
    }

    private void startSplit() {
        Evaluation e = document.record().evaluation().orElseThrow();
        job = new WinChancesJob(document, line, Settings.of(e, lastSettings.threads(), usableViewer(e)), false, jobObserver);
        showRunning(true);
        job.execute();
    }

    /** True while an estimate (or the split of the swings) runs. */
    public boolean isRunning() {
        return job != null;
    }

    /** Cancels a running estimate; what it finished is kept. */
    public void cancel() {
        if (job != null) job.stop();
    }

    private void showRunning(boolean running) {
        progress.setVisible(running);
        status.setVisible(running);
        cancel.setVisible(running);
        runningRow.setVisible(running);
        updateEstimateButtons();
        if (running) {
            progress.setIndeterminate(true);
            status.setText(job != null && !job.stores() ? UI.text("win.splitting") : UI.text("win.starting"));
        }
    }

    /** Estimate… in the header beside a graph, the big button in the empty tab; neither while an estimate runs. */
    private void updateEstimateButtons() {
        boolean free = job == null || !job.stores();
        estimate.setVisible(free && chart != null);
        estimate.setEnabled(free && line.size() > 1);
        estimateEmpty.setVisible(free);
        estimateEmpty.setEnabled(free && line.size() > 1);
    }

    private void jobProgress(WinChancesJob j, WinChancesJob.Progress p) {
        if (j != job) return;
        if (j.stopAsked()) {
            status.setText(UI.text("win.stopping"));
            return;
        }
        progress.setIndeterminate(false);
        progress.setMaximum(Math.max(1, p.total()));
        progress.setValue(p.done());
        status.setText(j.describe(p));
        if (j.stores() && j.finishedCount() != shownEstimates && j.document() == document) {
            version = -1;
            refresh();
        }
    }

    private void jobFinished(WinChancesJob j, LineAnalysis result, String problem) {
        job = null;
        showRunning(false);
        boolean store = j.stores();
        boolean intact = j.document() == document && j.lineUnchanged();
        if (!store && result == null) splitProblem = problem != null ? problem : "stopped";
        if (problem != null && store) {
            JOptionPane.showMessageDialog(this, UI.text("win.failed", problem),
                    UI.text("win.dialogTitle"), JOptionPane.ERROR_MESSAGE);
        } else if (!intact) {
            if (store && j.document() == document) {
                JOptionPane.showMessageDialog(this, UI.text("win.lineChanged"), UI.text("win.dialogTitle"), JOptionPane.WARNING_MESSAGE);
            }
        } else if (result != null) {
            if (store) {
                keeping = true; // the edit redraws the tab: no split of the chances it keeps, their swings are here
                try {
                    j.keep(result);
                } finally {
                    keeping = false;
                }
            }
            if (swingSet != null) remember(swingSet);
            // a split's chances are those it started from (an undo meanwhile makes them stale), an estimate's those it kept
            swingSet = new SwingSet(result, j.swingNodes(result), j.nodes(), store ? chancesOf(j.nodes()) : splitTriedChances);
        } else if (store) {
            j.keepPartial();
        }
        // an estimate asked for the document shown meanwhile starts now (or after what refresh starts)
        Settings next = pendingRun != null && pendingDocument == document ? pendingRun : null;
        pendingRun = null;
        version = -1;
        refresh();
        if (next != null) run(next);
    }

    /** A swing as wrapped text, as wide as the list's cells. */
    private static final class SwingCell extends javax.swing.JTextArea implements javax.swing.ListCellRenderer<String> {
        SwingCell() {
            setLineWrap(true);
            setWrapStyleWord(true);
            setBorder(BorderFactory.createEmptyBorder(3, 4, 3, 4));
        }

        @Override
        public java.awt.Component getListCellRendererComponent(JList<? extends String> list, String value, int index,
                                                               boolean selected, boolean focus) {
            setText(value);
            setFont(list.getFont());
            setBackground(selected ? list.getSelectionBackground() : list.getBackground());
            setForeground(selected ? list.getSelectionForeground() : list.getForeground());
            int width = list.getFixedCellWidth() > 0 ? list.getFixedCellWidth() : SWING_TEXT_WIDTH;
            setSize(width, Short.MAX_VALUE);
            setPreferredSize(null);
            setPreferredSize(new Dimension(width, getPreferredSize().height));
            return this;
        }
    }

    // ------------------------------------------------------------------ for tests

    /** The chart as last built, if any. */
    public Optional<WinChancesChart> chart() {
        return Optional.ofNullable(chart);
    }

    /** Positions the running estimate has finished (0 when none runs). */
    int finishedSoFar() {
        return job == null ? 0 : job.finishedCount();
    }

    /** How many positions the analysis behind the swings took from the record, or -1. */
    int lastAnalysisReused() {
        return swingSet == null ? -1 : swingSet.analysis().reused();
    }

    ChartPanel chartPanel() {
        return chartPanel;
    }

    /** The swings listed, as text. */
    public List<String> swingTexts() {
        List<String> all = new ArrayList<>();
        for (int i = 0; i < swingTexts.size(); i++) all.add(swingTexts.get(i));
        return all;
    }

    /** The screen x (in the chart panel) of a position, from the last drawing. */
    OptionalInt screenXOf(int position) {
        if (chart == null || chartPanel.getChartRenderingInfo().getPlotInfo().getDataArea().isEmpty()) return OptionalInt.empty();
        double x = chart.xOf(chartPanel.getChartRenderingInfo(), position);
        return OptionalInt.of(chartPanel.translateJava2DToScreen(new Point2D.Double(x, 0)).x);
    }

    private static boolean isPrefix(List<MoveNode> prefix, List<MoveNode> of) {
        return prefix.size() <= of.size() && same(prefix, of.subList(0, prefix.size()));
    }

    private static boolean same(List<MoveNode> a, List<MoveNode> b) {
        if (a.size() != b.size()) return false;
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i) != b.get(i)) return false;
        }
        return true;
    }
}
