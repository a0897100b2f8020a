package org.roundhouse.spark;

import static org.apache.spark.sql.functions.col;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.concurrent.Callable;
import org.apache.hadoop.fs.FileSystem;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.roundhouse.analysis.sim.SimGame;
import org.roundhouse.analysis.sim.SimulationFiles;
import org.roundhouse.analysis.sim.Simulator;
import org.roundhouse.analysis.sim.Sweep;
import org.roundhouse.cli.SweepOptions;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The designer's simulator as a Spark job: the sweep that {@code simulate} would play, described
 * by the same flags, cut into tasks of one cell and a range of deals, played on the executors
 * with the same code ({@link Simulator.Games}), so every game is the one {@code simulate} plays.
 * It writes the games as Parquet partitioned by cell, the cells' headline figures computed by
 * Spark ({@value #FIGURES}), and {@code games.csv.gz} and {@code summary.json} exactly as
 * {@code simulate} writes them, which the workbench's Designer window opens. Nothing appears in
 * the output until all of it is ready.
 */
@Command(name = "roundhouse-spark", mixinStandardHelpOptions = true, sortOptions = false, usageHelpAutoWidth = true,
        description = {"Play a simulate sweep on a Spark cluster (submit with spark-submit).",
            "The sweep is described as for simulate; every game is the one simulate plays with the same flags and seed.",
            "It writes DIR/games.csv.gz and DIR/summary.json as simulate does (the Designer window opens DIR), DIR/"
                    + SweepJob.FIGURES + " (the cells' figures computed by Spark) and the games as Parquet partitioned by"
                    + " cell (DIR/parquet unless --parquet says where). See docs/simulation.md.", ""},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:the sweep ran and its files were written", "1:the sweep failed; nothing was written",
            "2:wrong arguments, a bad recipe file, or a JVM without the options Spark needs"})
public final class SweepJob implements Callable<Integer> {
    /** The Spark-computed figures beside {@code summary.json}. */
    public static final String FIGURES = "figures.json";
    /** Rows of the ordered read-back fetched to the driver at a time. */
    static final int ROWS_PER_FETCH = 20_000;

    @Spec
    CommandSpec spec;

    @Mixin
    SweepOptions sweepOptions = new SweepOptions();

    @Option(names = "--out", paramLabel = "DIR", required = true,
            description = "The directory (on the driver's machine) for games.csv.gz, summary.json and " + FIGURES + ".")
    Path out;

    @Option(names = "--parquet", paramLabel = "URI",
            description = "Where the games go as Parquet, partitioned by cell: any file system Spark writes to, e.g."
                    + " hdfs:///sweeps/spacing (default: DIR/parquet, for local mode).")
    String parquet;

    @Option(names = "--tasks", paramLabel = "N",
            description = "Tasks to cut the sweep into, at least one per cell (default: four per core of the cluster).")
    int tasks;

    @Option(names = "--spark-log", paramLabel = "LEVEL", defaultValue = "WARN",
            description = "Spark's log level on the driver while the job runs, e.g. INFO (default: ${DEFAULT-VALUE}: the job's own"
                    + " progress lines are not buried).")
    String sparkLog;

    @Option(names = "--master", paramLabel = "URL",
            description = "Spark's master when the job is not started by spark-submit, e.g. local[2].")
    String master;

    /** One task: deals {@code from} (inclusive) to {@code to} of a cell, every rotation of each. */
    record Task(int cell, long from, long to) implements Serializable {
    }

    public static void main(String[] args) {
        int status = new CommandLine(new SweepJob()).execute(args);
        if (status != 0) System.exit(status);
    }

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter o = spec.commandLine().getOut();
        String missing = missingOpens();
        if (missing != null) {
            return usage(err, "this JVM does not open " + missing + " to Spark. spark-submit (Spark 3.3 or later) adds the"
                    + " options itself; a JVM started by hand needs them, e.g. java @spark/jvm.options -cp ...,"
                    + " as docs/simulation.md shows");
        }
        if (tasks < 0) return usage(err, "--tasks must be at least 1");
        if (!List.of("ALL", "TRACE", "DEBUG", "INFO", "WARN", "ERROR", "FATAL", "OFF").contains(sparkLog.toUpperCase(Locale.ROOT))) {
            return usage(err, "--spark-log wants a log level (ALL, TRACE, DEBUG, INFO, WARN, ERROR, FATAL, OFF), not '" + sparkLog + "'");
        }
        Sweep sweep;
        try {
            sweep = sweepOptions.sweep(1, note -> err.println("roundhouse-spark: " + note));
        } catch (SweepOptions.Invalid e) {
            return usage(err, e.getMessage());
        }
        if (Files.exists(out) && !Files.isDirectory(out)) return usage(err, "--out " + out + " is a file; it must be a directory (made if missing)");

        SparkSession.Builder builder = SparkSession.builder().appName("roundhouse sweep");
        if (master != null) builder.master(master);
        SparkSession spark;
        try {
            spark = builder.getOrCreate();
        } catch (Exception e) { // SparkException is no RuntimeException, but Scala throws it undeclared
            err.println("roundhouse-spark: Spark did not start: " + e.getMessage());
            err.flush();
            return 1;
        }
        try {
            spark.sparkContext().setLogLevel(sparkLog.toUpperCase(Locale.ROOT));
            long start = System.nanoTime();
            Run run = run(spark, sweep, new SweepSpec(sweep, sweepOptions.recipesFromFiles()), out, parquet, tasks,
                    line -> {
                        err.println("roundhouse-spark: " + line);
                        err.flush();
                    });
            double secs = (System.nanoTime() - start) / 1e9;
            report(o, run, secs);
            return 0;
        } catch (Exception e) { // a SparkException from a failed task too, undeclared
            err.println("roundhouse-spark: " + e.getMessage() + "; nothing was written");
            err.flush();
            return 1;
        } finally {
            spark.stop();
        }
    }

    /** What a finished run wrote. */
    record Run(Sweep sweep, Simulator.Result result, Map<String, Object> figures, String parquet, long games) {
    }

    /**
     * Plays the sweep on {@code spark} and writes its output: the Parquet table under a temporary
     * name, renamed into place when everything is done, then {@value #FIGURES}, {@code games.csv.gz}
     * and {@code summary.json} published together as simulate publishes its pair
     * ({@link org.roundhouse.analysis.sim.ResultsDirectory}); on failure before that the temporary
     * files are taken away and the output is as it was.
     *
     * @param parquetUri where the Parquet table goes; null for {@code out/parquet}
     * @param taskCount tasks to cut the sweep into; 0 for four per core
     * @throws IllegalStateException naming the cell, deal and rotation of a game that failed
     */
    static Run run(SparkSession spark, Sweep sweep, SweepSpec spec, Path out, String parquetUri, int taskCount,
                   java.util.function.Consumer<String> log) throws IOException {
        Simulator.Games games = Simulator.Games.of(sweep);
        Simulator.Layout layout = games.layout();
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        List<Task> plan = plan(sweep, taskCount > 0 ? taskCount : 4 * jsc.defaultParallelism());
        long total = sweep.totalGames();

        String target = parquetUri != null ? parquetUri : out.toAbsolutePath().resolve("parquet").toUri().toString();
        org.apache.hadoop.fs.Path finalPath = new org.apache.hadoop.fs.Path(target);
        FileSystem fs = finalPath.getFileSystem(spark.sparkContext().hadoopConfiguration());
        org.apache.hadoop.fs.Path tempPath = new org.apache.hadoop.fs.Path(finalPath.getParent(),
                finalPath.getName() + ".partial-" + spark.sparkContext().applicationId()); // no leading dot: Spark would not read it back
        // figures.json, games.csv.gz and summary.json are published together, as simulate publishes its pair
        SimulationFiles files = new SimulationFiles(out, sweep, layout, FIGURES);
        Path figuresTemp = files.staged(FIGURES);
        boolean[] done = {false};
        Runnable cleanUp = () -> {
            synchronized (done) {
                if (done[0]) return;
                done[0] = true;
            }
            try {
                fs.delete(tempPath, true);
            } catch (IOException | RuntimeException ignored) {
                // the .partial directory is left behind; nothing else can be done
            }
            files.abort(); // the staged files go (and DIR, if this run made it), unless published: then the moves are finished
        };
        // Ctrl-C on the driver: the temporary files go, the directory stays as it was
        Thread hook = new Thread(cleanUp, "roundhouse-spark-abort");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            log.accept(String.format(Locale.ROOT, "playing %d games in %d tasks", total, plan.size()));
            JavaRDD<Row> rows = jsc.parallelize(plan, plan.size()).mapPartitions(new Play(spec));
            TaskProgress progress = new TaskProgress(plan, games, log);
            spark.sparkContext().addSparkListener(progress);
            try {
                spark.createDataFrame(rows, GameRows.SCHEMA).write().mode(SaveMode.ErrorIfExists).partitionBy("cell").parquet(tempPath.toString());
            } finally {
                spark.sparkContext().removeSparkListener(progress);
            }
            Dataset<Row> stored = spark.read().parquet(tempPath.toString());

            log.accept("computing the figures");
            Map<String, Object> figures = Figures.compute(stored, sweep, layout);
            Files.writeString(figuresTemp, json(figures), StandardCharsets.UTF_8);

            log.accept("writing " + SimulationFiles.GAMES + " and " + SimulationFiles.SUMMARY);
            Simulator.Tally tally = new Simulator.Tally(games);
            int fetches = (int) Math.max(1, Math.min(Integer.MAX_VALUE, (total + ROWS_PER_FETCH - 1) / ROWS_PER_FETCH));
            Iterator<Row> ordered = stored.repartitionByRange(fetches, col("deal"), col("cell"), col("rotation"))
                    .sortWithinPartitions("deal", "cell", "rotation").toLocalIterator();
            long n = 0;
            while (ordered.hasNext()) {
                SimGame g = GameRows.game(ordered.next());
                tally.add(g);
                files.add(g);
                n++;
            }
            Simulator.Result result = tally.result();

            synchronized (done) {
                if (done[0]) throw new IOException("stopped");
            }
            if (fs.exists(finalPath) && !fs.delete(finalPath, true)) throw new IOException("cannot replace " + finalPath);
            if (!fs.rename(tempPath, finalPath)) throw new IOException("cannot move the games to " + finalPath);
            // the three files in one publication (ResultsDirectory): the old set or the new set, whenever the driver is killed
            files.commit(result);
            return new Run(sweep, result, figures, finalPath.toString(), n);
        } finally {
            cleanUp.run();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException ignored) {
                // shutting down already: the hook runs
            }
        }
    }

    /** The sweep cut into tasks of one cell and a range of deals: at least one per cell, about {@code wanted} in all. */
    static List<Task> plan(Sweep sweep, int wanted) {
        int cells = sweep.cells().size();
        long perCell = Math.max(1, Math.min(sweep.deals(), (wanted + cells - 1) / cells));
        List<Task> plan = new ArrayList<>();
        for (int c = 0; c < cells; c++) {
            for (long k = 0; k < perCell; k++) {
                long from = sweep.deals() * k / perCell;
                long to = sweep.deals() * (k + 1) / perCell;
                if (to > from) plan.add(new Task(c, from, to));
            }
        }
        return plan;
    }

    /** Progress of the playing, told as tasks finish: games played, the rate and the time left. */
    static final class TaskProgress extends SparkListener {
        private final long total;
        private final long perTask;
        private final int tasks;
        private final java.util.function.Consumer<String> log;
        private final long start = System.nanoTime();
        private int done;

        TaskProgress(List<Task> plan, Simulator.Games games, java.util.function.Consumer<String> log) {
            long t = 0;
            for (Task k : plan) t += (k.to() - k.from()) * games.rotations(k.cell());
            this.total = t;
            this.tasks = plan.size();
            this.perTask = t / Math.max(1, tasks);
            this.log = log;
        }

        @Override
        public synchronized void onTaskEnd(SparkListenerTaskEnd end) {
            if (!end.taskInfo().successful() || done >= tasks) return;
            done++;
            double secs = (System.nanoTime() - start) / 1e9;
            long played = done == tasks ? total : Math.min(total, done * perTask);
            log.accept(String.format(Locale.ROOT, "%d of %d tasks done, about %d of %d games, %.0f games/s, %s left", done, tasks, played,
                    total, played / Math.max(secs, 1e-9), eta(secs / played * (total - played))));
        }

        private static String eta(double seconds) {
            if (!Double.isFinite(seconds)) return "?";
            long s = Math.round(seconds);
            return s >= 3600 ? String.format(Locale.ROOT, "%d h %02d min", s / 3600, s / 60 % 60)
                    : s >= 60 ? String.format(Locale.ROOT, "%d min %02d s", s / 60, s % 60) : s + " s";
        }
    }

    /** An executor's work: the games of its tasks, played one at a time as the rows are taken. */
    static final class Play implements FlatMapFunction<Iterator<Task>, Row> {
        private static final long serialVersionUID = 1L;
        private final SweepSpec spec;

        Play(SweepSpec spec) {
            this.spec = spec;
        }

        @Override
        public Iterator<Row> call(Iterator<Task> tasks) {
            Simulator.Games games = spec.games();
            return new Iterator<>() {
                Task task;
                long deal;
                int rotation;

                @Override
                public boolean hasNext() {
                    while (task == null || deal >= task.to()) {
                        if (!tasks.hasNext()) return false;
                        task = tasks.next();
                        deal = task.from();
                        rotation = 0;
                    }
                    return true;
                }

                @Override
                public Row next() {
                    if (!hasNext()) throw new NoSuchElementException();
                    SimGame g = games.play(task.cell(), deal, rotation);
                    if (++rotation == games.rotations(task.cell())) {
                        rotation = 0;
                        deal++;
                    }
                    return GameRows.row(g, spec.cells.get(g.cell()).label());
                }
            };
        }
    }

    private static void report(PrintWriter o, Run run, double secs) {
        Sweep sweep = run.sweep();
        o.printf(Locale.ROOT, "%d cells, %d deals each%s, seed %d, %d games in %.1f s (%.0f games/s)%n", sweep.cells().size(),
                sweep.deals(), sweep.duplicate() ? " played from every seat" : "", sweep.seed(), run.games(), secs,
                run.games() / Math.max(secs, 1e-9));
        o.printf(Locale.ROOT, "%-24s %7s %7s %7s  %s%n", "cell", "games", "length", "margin", "seat win rates (Spark's figures)");
        for (Object c : (List<?>) run.figures().get("cells")) {
            Map<?, ?> m = (Map<?, ?>) c;
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-24s %7d %7.1f %7.1f ", m.get("label"), m.get("games"),
                    ((Map<?, ?>) m.get("length")).get("mean"), ((Map<?, ?>) m.get("margin")).get("mean")));
            for (Object s : (List<?>) m.get("seats")) line.append(String.format(Locale.ROOT, " %.1f%%", 100 * (double) ((Map<?, ?>) s).get("p")));
            o.println(line);
        }
        o.println("wrote " + run.parquet() + ", and " + SimulationFiles.GAMES + ", " + SimulationFiles.SUMMARY + " and " + FIGURES + " in the output directory");
        o.flush();
    }

    static String json(Map<String, Object> figures) throws IOException {
        return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(finite(figures)) + "\n";
    }

    /** The value with every number that is not finite made null, as summary.json writes it. */
    private static Object finite(Object v) {
        if (v instanceof Double d && !Double.isFinite(d)) return null;
        if (v instanceof Map<?, ?> m) {
            Map<Object, Object> c = new LinkedHashMap<>();
            m.forEach((k, x) -> c.put(k, finite(x)));
            return c;
        }
        if (v instanceof List<?> l) {
            List<Object> c = new ArrayList<>();
            for (Object x : l) c.add(finite(x));
            return c;
        }
        return v;
    }

    /** The first package Spark needs opened that this JVM keeps closed, or null when all are open. */
    static String missingOpens() {
        Module base = Object.class.getModule();
        Module us = SweepJob.class.getModule();
        for (String p : List.of("java.lang", "java.lang.invoke", "java.nio", "java.util", "sun.nio.ch")) {
            if (!base.isOpen(p, us)) return "java.base/" + p;
        }
        return null;
    }

    private static int usage(PrintWriter err, String message) {
        err.println("roundhouse-spark: " + message);
        err.flush();
        return 2;
    }
}
