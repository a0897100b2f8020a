package org.roundhouse.ui.charts;

import static org.roundhouse.text.Messages.UI;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.swing.SwingWorker;
import org.roundhouse.analysis.winprob.Estimate;
import org.roundhouse.analysis.winprob.LineAnalysis;
import org.roundhouse.analysis.winprob.Settings;
import org.roundhouse.analysis.winprob.WinProbability;
import org.roundhouse.record.Evaluation;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Replay;
import org.roundhouse.record.Turn;
import org.roundhouse.record.WinChances;
import org.roundhouse.text.Messages;
import org.roundhouse.ui.doc.GameDocument;
import org.roundhouse.ui.edit.WinChancesEdit;

/**
 * One run of {@link LineAnalysis#of} for the Win chances tab, on a copy of the record (the
 * document may be browsed and edited meanwhile). {@code store}: keep the chances in the record
 * afterwards, through an undoable edit (a run that only splits the swings of kept chances plays
 * no position again and stores nothing). What it hears while it runs and how it ends goes to
 * its {@link Observer} on the event dispatch thread.
 */
final class WinChancesJob extends SwingWorker<LineAnalysis, WinChancesJob.Progress> {
    /** Where a job reports, on the event dispatch thread. */
    interface Observer {
        /** The latest progress (several may come as one). */
        void progress(WinChancesJob job, Progress progress);

        /** The job has ended: {@code result} null when it was stopped or failed ({@code problem} says why, or null). */
        void finished(WinChancesJob job, LineAnalysis result, String problem);
    }

    /** Positions done of those to play; {@code splitting}: inside the biggest swings' turns. */
    record Progress(int done, int total, boolean splitting) {
    }

    private final Observer observer;
    private final Settings settings;
    private final boolean store;
    private final AtomicBoolean stop = new AtomicBoolean();
    private final GameDocument doc;
    private final List<MoveNode> nodes;
    private final List<Turn> turns = new ArrayList<>();
    private final GameRecord copy;
    private final List<MoveNode> copyNodes = new ArrayList<>();
    private final Map<Integer, Estimate> finished = new ConcurrentHashMap<>();
    private volatile boolean splitting;
    private final long started = System.nanoTime();
    private volatile List<Integer> todo = List.of();
    private volatile String bot;

    /**
     * @param line the root, then the line through the cursor (as the tab shows it)
     */
    WinChancesJob(GameDocument doc, List<MoveNode> line, Settings settings, boolean store, Observer observer) {
        this.doc = doc;
        this.nodes = List.copyOf(line);
        this.settings = settings;
        this.store = store;
        this.observer = observer;
        this.copy = doc.record().copy();
        MoveNode c = copy.root();
        copyNodes.add(c);
        for (int i = 1; i < nodes.size(); i++) {
            c = c.children().get(nodes.get(i - 1).indexOf(nodes.get(i)));
            copyNodes.add(c);
            turns.add(nodes.get(i).turn());
        }
    }

    Settings settings() {
        return settings;
    }

    /** True for an estimate that keeps its chances, false for a split of the swings of kept ones. */
    boolean stores() {
        return store;
    }

    GameDocument document() {
        return doc;
    }

    /** The root, then the line the job estimates. */
    List<MoveNode> nodes() {
        return nodes;
    }

    /** Asks the job to stop after the batch of playouts under way; what finished is kept. */
    void stop() {
        stop.set(true);
    }

    boolean stopAsked() {
        return stop.get();
    }

    /** Positions finished so far. */
    int finishedCount() {
        return finished.size();
    }

    /** Positions of the line done so far: those played, and those the run takes from the record. */
    int positionsDone() {
        return bot == null ? 0 : finished.size() + nodes.size() - todo.size();
    }

    /** The chances of the positions played so far, by the document's nodes. */
    Map<MoveNode, WinChances> estimatedSoFar() {
        Map<MoveNode, WinChances> out = new IdentityHashMap<>();
        finished.forEach((i, est) -> out.put(nodes.get(i), est.kept()));
        return out;
    }

    /** The bot of the playouts, by the name the record will keep once it is known. */
    String botName() {
        String b = bot;
        return b != null ? b : settings.bot() != null ? settings.bot() : "default";
    }

    @Override
    protected LineAnalysis doInBackground() throws Exception {
        Replay replay = Replay.of(copy);
        int players = replay.playerNames().size();
        WinProbability wp = new WinProbability(replay.game(), players, settings);
        // the positions LineAnalysis plays (those not kept under the same settings), in its order
        Evaluation e = settings.kept(wp.bot());
        boolean reuse = copy.evaluation().map(e::equals).orElse(false);
        List<Integer> left = new ArrayList<>();
        for (int i = 0; i < copyNodes.size(); i++) {
            var kept = copyNodes.get(i).winChances();
            if (!(reuse && kept.isPresent() && kept.get().recipients() == wp.recipients())) left.add(i);
        }
        todo = left;
        bot = wp.bot(); // after todo: positionsDone reads both
        WinProbability.Listener l = new WinProbability.Listener() {
            @Override
            public void progress(int done, int total, long playouts) {
                publish(new Progress(done, total, splitting));
            }

            @Override
            public void estimated(int index, Estimate estimate) {
                if (!splitting) finished.put(todo.get(index), estimate);
            }

            @Override
            public void splittingSwings(int swings, int positions) {
                splitting = true;
            }
        };
        try {
            return LineAnalysis.of(replay, copyNodes.subList(1, copyNodes.size()), settings, WinChancesPanel.SWINGS, l, stop::get);
        } catch (CancellationException ex) {
            return null;
        }
    }

    @Override
    protected void process(List<Progress> chunks) {
        observer.progress(this, chunks.get(chunks.size() - 1));
    }

    /** "Position 34 of 70 · about 20 s left", or the split of the swings. */
    String describe(Progress p) {
        if (p.splitting() || !store) {
            return UI.text("win.job.splitting", Math.min(p.done() + 1, p.total()), p.total());
        }
        String eta = "";
        if (p.done() > 0) {
            double seconds = (System.nanoTime() - started) / 1e9 * (p.total() - p.done()) / p.done();
            eta = UI.text("finish.left", seconds < 60 ? Messages.decimal(Math.max(1, seconds), 0) + " s" : Math.round(seconds / 60) + " min");
        }
        List<Integer> left = todo;
        int first = left.isEmpty() ? 0 : left.get(Math.min(p.done(), left.size() - 1));
        return UI.text("win.job.position", Math.min(first + 1, nodes.size()), nodes.size()) + eta;
    }

    @Override
    protected void done() {
        LineAnalysis result = null;
        String problem = null;
        try {
            result = get();
        } catch (InterruptedException ex) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException ex) {
            Throwable cause = ex.getCause() == null ? ex : ex.getCause();
            problem = String.valueOf(cause.getMessage());
        }
        observer.finished(this, result, problem);
    }

    /** True while every node of the line is still in the record with the turn it had when the job started. */
    boolean lineUnchanged() {
        for (int i = 0; i < nodes.size(); i++) {
            if (!nodes.get(i).isAttached()) return false;
            if (i > 0 && !nodes.get(i).turn().equals(turns.get(i - 1))) return false;
        }
        return true;
    }

    /** The node of the line (in the document) at which each swing happened, in the order of the swings. */
    List<MoveNode> swingNodes(LineAnalysis result) {
        List<MoveNode> at = new ArrayList<>();
        for (LineAnalysis.Swing s : result.swings()) {
            for (LineAnalysis.Point p : result.points()) {
                if (p.index() > 0 && p.moveNumber() == s.moveNumber()) {
                    at.add(nodes.get(p.index()));
                    break;
                }
            }
        }
        return at;
    }

    /** Keeps a finished run's chances in the document through an edit, unless every position came from the record. */
    void keep(LineAnalysis result) {
        result.store(copy);
        Map<MoveNode, WinChances> chances = new IdentityHashMap<>();
        boolean news = !copy.evaluation().equals(doc.record().evaluation());
        for (int i = 0; i < nodes.size(); i++) {
            int at = i;
            copyNodes.get(i).winChances().ifPresent(c -> chances.put(nodes.get(at), c));
            news |= !copyNodes.get(i).winChances().equals(nodes.get(i).winChances());
        }
        if (!news) return; // every position came from the record: nothing to keep
        doc.execute(new WinChancesEdit(copy.evaluation().orElseThrow(), chances));
    }

    /** Keeps the positions a stopped run finished (with those kept under the same settings), if any. */
    void keepPartial() {
        if (bot == null || finished.isEmpty()) return;
        Map<MoveNode, WinChances> chances = new IdentityHashMap<>();
        Evaluation e = settings.kept(bot);
        if (copy.evaluation().map(e::equals).orElse(false)) {
            for (int i = 0; i < nodes.size(); i++) {
                int at = i;
                copyNodes.get(i).winChances().ifPresent(c -> chances.put(nodes.get(at), c));
            }
        }
        finished.forEach((i, est) -> chances.put(nodes.get(i), est.kept()));
        doc.execute(new WinChancesEdit(e, chances));
    }

}
