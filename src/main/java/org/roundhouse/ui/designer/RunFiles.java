package org.roundhouse.ui.designer;

import static org.roundhouse.text.Messages.UI;

import java.awt.Component;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.function.BiConsumer;
import java.util.function.Supplier;

import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.SwingWorker;

import org.jfree.chart.JFreeChart;
import org.roundhouse.analysis.sim.SimRun;
import org.roundhouse.analysis.sim.ResultsDirectory;
import org.roundhouse.analysis.sim.SimulationFiles;
import org.roundhouse.ui.charts.ChartExport;

/**
 * The Designer's files: the temporary directory of this session's run, Open Run and Save Run
 * (a run's games.csv.gz and summary.json, published together as {@code simulate} publishes
 * them), and the exports of a chart and of the figures, each written whole or not at all.
 * Event dispatch thread only.
 */
final class RunFiles {
    private final Component owner;
    private final JLabel status;
    /** The run on the Results tab, or null. */
    private final Supplier<SimRun> shown;
    /** Shows a run on the Results tab, under a title. */
    private final BiConsumer<SimRun, String> show;
    /** The chart on the chosen tab. */
    private final Supplier<JFreeChart> selectedChart;
    private Path tempRun;
    /** Whether this session's run (in {@link #tempRun}) has been saved somewhere. */
    private boolean saved;

    RunFiles(Component owner, JLabel status, Supplier<SimRun> shown, BiConsumer<SimRun, String> show, Supplier<JFreeChart> selectedChart) {
        this.owner = owner;
        this.status = status;
        this.shown = shown;
        this.show = show;
        this.selectedChart = selectedChart;
    }

    // ---- this session's run

    /** A new temporary directory for a run to be played into. */
    static Path newTempDirectory() throws IOException {
        return Files.createTempDirectory("roundhouse-designer");
    }

    /** Keeps a finished run's temporary directory, deleting the one kept before. */
    void keepTemporary(Path dir) {
        deleteTemp();
        tempRun = dir;
        saved = false;
    }

    /** Deletes the temporary directory kept, if any (the window closed). */
    void deleteTemp() {
        if (tempRun != null) {
            deleteTree(tempRun);
            tempRun = null;
        }
    }

    static void deleteTree(Path dir) {
        try (var files = Files.list(dir)) {
            for (Path f : (Iterable<Path>) files::iterator) Files.deleteIfExists(f);
            Files.deleteIfExists(dir);
        } catch (IOException ignored) {
            // a temporary directory left behind is the system's to clear
        }
    }

    // ---- opening and saving runs

    void chooseRun() {
        if (!mayReplaceShown(UI.text("designer.files.openRun"))) return;
        JFileChooser fc = Folders.chooser(UI.text("designer.files.openRun.title"));
        fc.setFileSelectionMode(JFileChooser.DIRECTORIES_ONLY);
        if (fc.showOpenDialog(owner) != JFileChooser.APPROVE_OPTION) return;
        Folders.remember(fc);
        openRun(fc.getSelectedFile().toPath());
    }

    /** True when the run shown is this session's and has not been saved. */
    boolean shownIsUnsaved() {
        SimRun r = shown.get();
        return r != null && tempRun != null && r.dir.equals(tempRun) && !saved;
    }

    /**
     * Asks before a run not yet saved is replaced: Save Run… first, Discard it, or Cancel.
     *
     * @return true when what replaces it may go ahead
     */
    boolean mayReplaceShown(String action) {
        if (!shownIsUnsaved()) return true;
        Object[] choices = {UI.text("designer.saveRun"), UI.text("designer.files.discard"), UI.text("designer.cancel")};
        int answer = JOptionPane.showOptionDialog(owner, UI.text("designer.files.unsaved"),
                action, JOptionPane.YES_NO_CANCEL_OPTION, JOptionPane.WARNING_MESSAGE, null, choices, choices[0]);
        if (answer == 0) return chooseSave();
        return answer == 1;
    }

    /** Reads a run's directory in the background and shows it. */
    void openRun(Path dir) {
        status.setText(UI.text("designer.files.reading", dir));
        new SwingWorker<SimRun, Void>() {
            @Override
            protected SimRun doInBackground() throws IOException {
                return SimRun.load(dir);
            }

            @Override
            protected void done() {
                try {
                    SimRun r = get();
                    status.setText(" ");
                    show.accept(r, dir.toString());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    JOptionPane.showMessageDialog(owner, e.getCause() instanceof IOException io ? org.roundhouse.text.FileReasons.message(io)
                            : e.getCause().getMessage(), UI.text("designer.files.cannotOpen"),
                            JOptionPane.ERROR_MESSAGE);
                }
            }
        }.execute();
    }

    /** Save Run…: true when the run was saved. */
    boolean chooseSave() {
        JFileChooser fc = Folders.chooser(UI.text("designer.files.saveRun.title"));
        fc.setFileSelectionMode(JFileChooser.DIRECTORIES_ONLY);
        if (fc.showSaveDialog(owner) != JFileChooser.APPROVE_OPTION) return false;
        Folders.remember(fc);
        try {
            saveRun(fc.getSelectedFile().toPath());
            return true;
        } catch (IOException e) {
            JOptionPane.showMessageDialog(owner, UI.text("designer.files.cannotSave", fc.getSelectedFile(), ResultsDirectory.describe(e)),
                    UI.text("designer.files.saveRun"),
                    JOptionPane.ERROR_MESSAGE);
            return false;
        }
    }

    /**
     * Copies the shown run's games.csv.gz and summary.json into {@code dir}, published together as
     * simulate publishes them ({@link ResultsDirectory}): the old pair or the new pair, never a mix.
     */
    void saveRun(Path dir) throws IOException {
        SimRun run = shown.get();
        if (run == null) return;
        Path from = run.dir.toAbsolutePath().normalize();
        if (from.equals(dir.toAbsolutePath().normalize())) return;
        List<String> names = new ArrayList<>();
        for (String name : List.of(SimulationFiles.GAMES, SimulationFiles.SUMMARY)) {
            if (Files.isRegularFile(ResultsDirectory.resolve(from, name))) names.add(name);
        }
        ResultsDirectory to = ResultsDirectory.open(dir, names);
        try {
            for (String name : names) Files.copy(ResultsDirectory.resolve(from, name), to.staged(name));
            to.publish();
            if (run.dir.equals(tempRun)) saved = true;
        } finally {
            to.abort();
        }
        status.setText(UI.text("designer.files.saved", dir.resolve(SimulationFiles.GAMES), SimulationFiles.SUMMARY));
    }

    // ---- exports

    void exportChart() {
        JFreeChart chart = selectedChart.get();
        if (chart == null) return;
        JFileChooser fc = Folders.chooser(UI.text("designer.files.exportChart.title"));
        fc.setSelectedFile(new java.io.File(fc.getCurrentDirectory(), "chart.png"));
        if (fc.showSaveDialog(owner) != JFileChooser.APPROVE_OPTION) return;
        Folders.remember(fc);
        Path file = fc.getSelectedFile().toPath();
        try {
            exportChart(chart, file);
        } catch (IOException | IllegalArgumentException e) {
            JOptionPane.showMessageDialog(owner, UI.text("designer.files.cannotExport", file,
                    e instanceof IOException io ? org.roundhouse.text.FileReasons.message(io) : e.getMessage()), UI.text("designer.files.exportChart"),
                    JOptionPane.ERROR_MESSAGE);
        }
    }

    /** Writes a chart as PNG or SVG, or its points as CSV, as the file's extension says. */
    static void exportChart(JFreeChart chart, Path file) throws IOException {
        var format = ChartExport.Format.of(file)
                .orElseThrow(() -> new IllegalArgumentException(UI.text("designer.files.nameTheFile")));
        switch (format) {
            case SVG -> ChartExport.writeSvg(chart, 1200, 700, file);
            case PNG -> ChartExport.writePng(chart, 1200, 700, 2, file);
            default -> {
                Path temp = Files.createTempFile(file.toAbsolutePath().getParent(), "." + file.getFileName(), ".partial");
                Files.writeString(temp, points(chart.getXYPlot().getDataset()), StandardCharsets.UTF_8);
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            }
        }
    }

    /** A chart's points as CSV: series, x, y, and the interval where the series has one. */
    static String points(org.jfree.data.xy.XYDataset d) {
        boolean interval = d instanceof org.jfree.data.xy.YIntervalSeriesCollection; // an XYSeriesCollection is an IntervalXYDataset too, without intervals
        StringBuilder b = new StringBuilder(interval ? "series,x,y,low,high\n" : "series,x,y\n");
        for (int s = 0; s < d.getSeriesCount(); s++) {
            String key = String.valueOf(d.getSeriesKey(s));
            String k = key.indexOf(',') < 0 && key.indexOf("\"") < 0 ? key : "\"" + key.replace("\"", "\"\"") + "\"";
            for (int i = 0; i < d.getItemCount(s); i++) {
                b.append(k).append(',').append(d.getXValue(s, i)).append(',').append(d.getYValue(s, i));
                if (interval) {
                    var iv = (org.jfree.data.xy.IntervalXYDataset) d;
                    b.append(',').append(iv.getStartYValue(s, i)).append(',').append(iv.getEndYValue(s, i));
                }
                b.append('\n');
            }
        }
        return b.toString();
    }

    void exportFigures() {
        SimRun run = shown.get();
        if (run == null) return;
        JFileChooser fc = Folders.chooser(UI.text("designer.files.exportFigures.title"));
        fc.setSelectedFile(new java.io.File(fc.getCurrentDirectory(), "figures.csv"));
        if (fc.showSaveDialog(owner) != JFileChooser.APPROVE_OPTION) return;
        Folders.remember(fc);
        Path file = fc.getSelectedFile().toPath();
        try {
            Path temp = Files.createTempFile(file.toAbsolutePath().getParent(), "." + file.getFileName(), ".partial");
            Files.writeString(temp, Figures.of(run, java.util.Locale.ENGLISH).csv(), StandardCharsets.UTF_8);
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            JOptionPane.showMessageDialog(owner, UI.text("designer.files.cannotWrite", file, org.roundhouse.text.FileReasons.message(e)), UI.text("designer.files.exportFigures"),
                    JOptionPane.ERROR_MESSAGE);
        }
    }
}
