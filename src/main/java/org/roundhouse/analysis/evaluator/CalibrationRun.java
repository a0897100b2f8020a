package org.roundhouse.analysis.evaluator;

import static org.roundhouse.text.Messages.CLI;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.function.IntConsumer;
import org.roundhouse.engine.Parallel;
import org.roundhouse.record.Json;
import org.roundhouse.text.Messages;

/**
 * Calibration measured: every method's chances at the held-out positions against who won those
 * games, as {@link Calibration} scores them. See docs/bots.md, "Calibration".
 */
public final class CalibrationRun {
    /** What was measured: the games and how positions were taken from them. */
    public record Setup(String rules, List<String> lineup, int games, long seed, int every, int positions) {
        public Setup {
            lineup = List.copyOf(lineup);
        }
    }

    /** One method's scores and the time it took on the calling machine. */
    public record Result(String method, Calibration calibration, double seconds) {
    }

    private final Setup setup;
    private final List<Result> results;

    public CalibrationRun(Setup setup, List<Result> results) {
        this.setup = setup;
        this.results = List.copyOf(results);
    }

    public Setup setup() {
        return setup;
    }

    public List<Result> results() {
        return results;
    }

    /**
     * Scores one method at every sample, on {@code threads} threads (the figures do not depend on them).
     *
     * @param progress hears the number of positions estimated (from any thread), may be null
     */
    public static Result measure(ChanceMethod method, List<SelfPlay.Sample> samples, int threads, IntConsumer progress)
            throws InterruptedException {
        double[][] forecasts = new double[samples.size()][];
        java.util.concurrent.atomic.AtomicInteger done = new java.util.concurrent.atomic.AtomicInteger();
        long start = System.nanoTime();
        try {
            Parallel.forEachIndex("calibration", Math.max(1, Math.min(threads, samples.size())), samples.size(), () -> null,
                    (none, i) -> {
                        SelfPlay.Sample s = samples.get(i);
                        forecasts[i] = method.chances(s.position(), s.key());
                        if (progress != null) progress.accept(done.incrementAndGet());
                    });
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            throw new IllegalStateException(method.name() + " failed: " + e.getCause(), e.getCause());
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        Calibration c = new Calibration();
        for (int i = 0; i < samples.size(); i++) {
            SelfPlay.Sample s = samples.get(i);
            if (forecasts[i].length != s.won().length) {
                throw new IllegalStateException(method.name() + " gave " + forecasts[i].length + " chances at position " + s.index()
                        + " of game " + s.game() + ", which has " + s.won().length + " recipients");
            }
            c.add(clamped(forecasts[i]), s.won());
        }
        return new Result(method.name(), c, seconds);
    }

    private static double[] clamped(double[] p) {
        double[] q = new double[p.length];
        for (int i = 0; i < p.length; i++) q[i] = Math.min(1, Math.max(0, p[i]));
        return q;
    }

    /** The summary (a line per method) and each method's reliability table, for people. */
    public String toTable() {
        Locale numbers = numbers();
        StringBuilder b = new StringBuilder();
        b.append(String.format(numbers, CLI.text("calibrate.table.setup"),
                setup.rules, setup.lineup.size(), String.join(",", setup.lineup), setup.games, setup.seed, setup.every,
                ordinalSuffix(setup.every), setup.positions));
        b.append(String.format(Locale.ROOT, "%-28s %8s %10s %10s %9s%n", CLI.text("calibrate.table.method"), "Brier",
                CLI.text("calibrate.table.ece"), CLI.text("calibrate.table.forecasts"), CLI.text("calibrate.table.seconds")));
        for (Result r : results) {
            b.append(String.format(numbers, "%-28s %8.4f %10.2f %10d %9.1f%n", r.method, r.calibration.brier(),
                    r.calibration.ecePoints(), r.calibration.forecasts(), r.seconds));
        }
        for (Result r : results) {
            b.append(String.format(Locale.ROOT, "%n%s%n%-11s %14s %10s %7s%n", CLI.text("calibrate.table.reliability", r.method),
                    CLI.text("calibrate.table.bin"), CLI.text("calibrate.table.meanPredicted"), CLI.text("calibrate.table.observed"),
                    CLI.text("calibrate.table.count")));
            for (Calibration.Bin bin : r.calibration.reliability()) {
                b.append(String.format(numbers, "%3.0f-%3.0f%%    %14s %10s %7d%n", 100 * bin.low(), 100 * bin.high(),
                        percent(bin.meanPredicted(), numbers), percent(bin.observed(), numbers), bin.count()));
            }
        }
        return b.toString();
    }

    /** The locale of the table's numbers: as they always were in English, the language's own otherwise ("0,2134"). */
    private static Locale numbers() {
        Locale l = Messages.locale();
        return l.getLanguage().equals(Locale.ENGLISH.getLanguage()) ? Locale.ROOT : l;
    }

    private static String ordinalSuffix(int n) {
        if (n == 1) return "";
        return n % 10 == 2 && n % 100 != 12 ? "nd" : n % 10 == 3 && n % 100 != 13 ? "rd" : "th";
    }

    private static String percent(double x, Locale numbers) {
        return Double.isNaN(x) ? "—" : String.format(numbers, "%.1f%%", 100 * x);
    }

    /** A row per method and bin: the method's scores repeated, then the bin's figures (empty for an empty bin). */
    public String toCsv() {
        StringBuilder b = new StringBuilder("method,brier,ece_points,positions,forecasts,seconds,bin_low,bin_high,mean_predicted,observed,count\n");
        for (Result r : results) {
            Calibration c = r.calibration;
            for (Calibration.Bin bin : c.reliability()) {
                b.append(String.format(Locale.ROOT, "%s,%.6f,%.4f,%d,%d,%.3f,%.1f,%.1f,%s,%s,%d%n", r.method, c.brier(), c.ecePoints(),
                        c.positions(), c.forecasts(), r.seconds, bin.low(), bin.high(), csv(bin.meanPredicted()), csv(bin.observed()),
                        bin.count()));
            }
        }
        return b.toString();
    }

    private static String csv(double x) {
        return Double.isNaN(x) ? "" : String.format(Locale.ROOT, "%.6f", x);
    }

    /** The setup and every method's scores and reliability table. */
    public String toJson() {
        return Json.write(g -> {
            g.writeStartObject();
            g.writeStringProperty("rules", setup.rules);
            g.writeName("lineup");
            g.writeStartArray();
            for (String bot : setup.lineup) g.writeString(bot);
            g.writeEndArray();
            g.writeNumberProperty("games", setup.games);
            g.writeNumberProperty("seed", setup.seed);
            g.writeNumberProperty("every", setup.every);
            g.writeNumberProperty("positions", setup.positions);
            g.writeName("methods");
            g.writeStartArray(Json.ONE_PER_LINE);
            for (Result r : results) {
                Calibration c = r.calibration;
                g.writeStartObject();
                g.writeStringProperty("method", r.method);
                g.writeName("brier");
                Json.number(g, c.brier());
                g.writeName("ecePoints");
                Json.number(g, c.ecePoints());
                g.writeNumberProperty("forecasts", c.forecasts());
                g.writeName("seconds");
                Json.number(g, Math.round(r.seconds * 1000) / 1000.0);
                g.writeName("reliability");
                g.writeStartArray(Json.ONE_PER_LINE);
                for (Calibration.Bin bin : c.reliability()) {
                    g.writeStartObject();
                    g.writeName("low");
                    Json.number(g, bin.low());
                    g.writeName("high");
                    Json.number(g, bin.high());
                    g.writeName("meanPredicted");
                    Json.number(g, bin.meanPredicted());
                    g.writeName("observed");
                    Json.number(g, bin.observed());
                    g.writeNumberProperty("count", bin.count());
                    g.writeEndObject();
                }
                g.writeEndArray();
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        });
    }
}
