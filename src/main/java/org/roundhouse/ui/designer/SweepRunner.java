package org.roundhouse.ui.designer;

import static org.roundhouse.text.Messages.UI;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JProgressBar;
import javax.swing.SwingWorker;

import org.roundhouse.analysis.sim.SimRun;
import org.roundhouse.analysis.sim.SimulationFiles;
import org.roundhouse.analysis.sim.Simulator;
import org.roundhouse.analysis.sim.Sweep;
import org.roundhouse.text.Messages;

/**
 * The Designer's Run and Cancel: plays a sweep off the event thread into a temporary directory
 * ({@link RunFiles}), shows the games played, games per second and the time left, and keeps
 * nothing of a cancelled or failed run. Event dispatch thread only, but for the playing.
 */
final class SweepRunner {
    private final JButton run;
    private final JButton cancel;
    private final JProgressBar progress;
    private final JLabel status;
    private final RunFiles files;
    private SimulationWorker worker;

    SweepRunner(JButton run, JButton cancel, JProgressBar progress, JLabel status, RunFiles files) {
        this.run = run;
        this.cancel = cancel;
        this.progress = progress;
        this.status = status;
        this.files = files;
    }

    /** Plays the sweep in the background; {@code finished} gets the run read back, on the event thread. */
    void start(Sweep sweep, Simulator.Layout layout, Consumer<SimRun> finished) {
        run.setEnabled(false);
        cancel.setEnabled(true);
        progress.setValue(0);
        progress.setString(UI.text("designer.progress.starting"));
        status.setText(UI.text("designer.progress.playing", Messages.number(sweep.totalGames())));
        worker = new SimulationWorker(sweep, layout, finished);
        worker.execute();
    }

    void cancel() {
        if (worker != null) {
            worker.stop.set(true);
            cancel.setEnabled(false);
            status.setText(UI.text("designer.progress.stopping"));
        }
    }

    /** The window closed: a run under way stops. */
    void stop() {
        if (worker != null) worker.stop.set(true);
    }

    /** True while a simulation runs. */
    boolean isRunning() {
        return worker != null;
    }

    /** Plays a sweep into a temporary directory with {@link SimulationFiles}, then reads it back as the Results show it. */
    private final class SimulationWorker extends SwingWorker<SimRun, long[]> {
        final AtomicBoolean stop = new AtomicBoolean();
        private final Sweep sweep;
        private final Simulator.Layout layout;
        private final Consumer<SimRun> finished;
        private final long start = System.nanoTime();

        SimulationWorker(Sweep sweep, Simulator.Layout layout, Consumer<SimRun> finished) {
            this.sweep = sweep;
            this.layout = layout;
            this.finished = finished;
        }

        @Override
        protected SimRun doInBackground() throws Exception {
            Path dir = RunFiles.newTempDirectory();
            long[] last = {0};
            try (SimulationFiles files = new SimulationFiles(dir, sweep, layout)) {
                Simulator.Result result = Simulator.run(sweep, files::rowOf, (game, row) -> files.addRow(row), (done, all) -> {
                    long now = System.nanoTime();
                    if (done < all && now - last[0] < 100_000_000L) return;
                    last[0] = now;
                    publish(new long[] {done, all});
                }, stop::get);
                files.commit(result);
                return SimRun.load(dir);
            } catch (Exception | Error e) {
                RunFiles.deleteTree(dir);
                throw e;
            }
        }

        @Override
        protected void process(List<long[]> chunks) {
            long[] p = chunks.get(chunks.size() - 1);
            double secs = (System.nanoTime() - start) / 1e9;
            progress.setValue((int) (1000 * p[0] / Math.max(1, p[1])));
            progress.setString(UI.text("designer.progress.of", Messages.number(p[0]), Messages.number(p[1])));
            if (!stop.get()) {
                status.setText(UI.text("designer.progress.rate", String.format(Locale.ROOT, "%.0f", p[0] / Math.max(secs, 1e-9)),
                        eta(secs / Math.max(1, p[0]) * (p[1] - p[0]))));
            }
        }

        @Override
        protected void done() {
            worker = null;
            run.setEnabled(true);
            cancel.setEnabled(false);
            try {
                SimRun r = get();
                files.keepTemporary(r.dir);
                double secs = (System.nanoTime() - start) / 1e9;
                progress.setValue(1000);
                progress.setString(UI.text("designer.progress.done"));
                status.setText(UI.text("designer.progress.finished", Messages.number(r.totalRows), Messages.decimal(secs, 1)));
                finished.accept(r);
            } catch (CancellationException e) {
                stopped();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stopped();
            } catch (ExecutionException e) {
                if (e.getCause() instanceof CancellationException) {
                    stopped();
                } else {
                    progress.setString(UI.text("designer.progress.failed"));
                    status.setText(UI.text("designer.progress.runFailed", e.getCause() instanceof java.io.IOException io
                            ? org.roundhouse.text.FileReasons.message(io) : e.getCause().getMessage()));
                }
            }
        }

        private void stopped() {
            progress.setValue(0);
            progress.setString(UI.text("designer.progress.cancelled"));
            status.setText(UI.text("designer.progress.cancelledLine"));
        }
    }

    static String eta(double seconds) {
        if (!Double.isFinite(seconds)) return "?";
        long s = Math.round(seconds);
        return s >= 3600 ? String.format(Locale.ROOT, "%d h %02d min", s / 3600, s / 60 % 60)
                : s >= 60 ? String.format(Locale.ROOT, "%d min %02d s", s / 60, s % 60) : s + " s";
    }
}
