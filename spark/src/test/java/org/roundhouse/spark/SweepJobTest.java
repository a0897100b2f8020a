package org.roundhouse.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.analysis.sim.CellSummary;
import org.roundhouse.analysis.sim.SimGame;
import org.roundhouse.analysis.sim.SimulationFiles;
import org.roundhouse.analysis.sim.Simulator;
import org.roundhouse.analysis.sim.Sweep;
import org.roundhouse.cli.SweepOptions;
import org.roundhouse.ui.designer.DesignerRuns;
import picocli.CommandLine;

/**
 * The Spark job in local mode against the simulator on one machine: the same sweep and seed give
 * the same games, row for row, the same {@code games.csv.gz} and {@code summary.json}, figures
 * that agree with simulate's, and a directory the Designer window opens.
 */
class SweepJobTest {
    private static SparkSession spark;

    @TempDir
    Path dir;

    @BeforeAll
    static void startSpark() {
        spark = SparkSession.builder().master("local[2]").appName("SweepJobTest").config("spark.ui.enabled", "false")
                .config("spark.sql.shuffle.partitions", "4").getOrCreate();
    }

    @AfterAll
    static void stopSpark() {
        if (spark != null) spark.stop();
    }

    /** The sweep the flags describe, parsed by the same mixin as simulate's. */
    private static SweepOptions flags(String... args) {
        SweepOptions o = new SweepOptions();
        new CommandLine(o).parseArgs(args);
        return o;
    }

    /** The simulator on two threads, as {@code simulate} runs it: its files in {@code out}, its games in order. */
    private static Simulator.Result simulate(Sweep sweep, Path out, List<SimGame> games) throws IOException {
        Simulator.Layout layout = Simulator.check(sweep);
        Sweep threaded = new Sweep(sweep.cells(), sweep.deals(), sweep.seed(), 2, sweep.duplicate());
        try (SimulationFiles files = new SimulationFiles(out, threaded, layout)) {
            Simulator.Result r = Simulator.run(threaded, g -> {
                games.add(g);
                files.add(g);
            }, (d, t) -> { }, () -> false);
            files.commit(r);
            return r;
        }
    }

    private static String row(SimGame g, Sweep sweep, Simulator.Layout layout) {
        return SimulationFiles.row(g, sweep.cells().get(g.cell()).label(), layout, sweep.maxPlayers());
    }

    private static String gunzip(Path p) throws IOException {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(p)); ByteArrayOutputStream b = new ByteArrayOutputStream()) {
            in.transferTo(b);
            return b.toString(StandardCharsets.UTF_8);
        }
    }

    @Test
    void sparkPlaysTheGamesOfSimulateAndWritesWhatSimulateWrites() throws Exception {
        SweepOptions o = flags("--recipes", "standard,even-spacing", "--players", "4", "--games", "40", "--seed", "7");
        Sweep sweep = o.sweep(1, note -> { });
        Simulator.Layout layout = Simulator.check(sweep);
        List<SimGame> reference = new ArrayList<>();
        Simulator.Result local = simulate(sweep, dir.resolve("simulate"), reference);
        assertThat(reference).hasSize(80);

        Path out = dir.resolve("spark");
        SweepJob.Run run = SweepJob.run(spark, sweep, new SweepSpec(sweep, o.recipesFromFiles()), out, null, 6, line -> { });
        assertThat(run.games()).isEqualTo(80);

        // game by game: every Parquet row is simulate's game of the same cell, deal and rotation
        Map<String, String> expected = new TreeMap<>();
        for (SimGame g : reference) expected.put(g.cell() + "/" + g.deal() + "/" + g.rotation(), row(g, sweep, layout));
        Map<String, String> fromParquet = new TreeMap<>();
        for (Row r : spark.read().parquet(out.resolve("parquet").toString()).collectAsList()) {
            SimGame g = GameRows.game(r);
            assertThat(fromParquet.put(g.cell() + "/" + g.deal() + "/" + g.rotation(), row(g, sweep, layout))).as("a game twice").isNull();
        }
        assertThat(fromParquet).isEqualTo(expected);
        try (Stream<Path> cells = Files.list(out.resolve("parquet"))) {
            assertThat(cells.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("cell="))).containsExactlyInAnyOrder("cell=0", "cell=1");
        }

        // simulate's own files, written by simulate's writer from the job's games: the same bytes
        assertThat(gunzip(out.resolve(SimulationFiles.GAMES))).isEqualTo(gunzip(dir.resolve("simulate").resolve(SimulationFiles.GAMES)));
        assertThat(Files.readString(out.resolve(SimulationFiles.SUMMARY)))
                .isEqualTo(Files.readString(dir.resolve("simulate").resolve(SimulationFiles.SUMMARY)));

        // Spark's own aggregations agree with the simulator's figures
        Map<?, ?> figures = new ObjectMapper().readValue(out.resolve(SweepJob.FIGURES).toFile(), Map.class);
        assertThat(figures.get("schema")).isEqualTo(Figures.SCHEMA);
        List<?> cells = (List<?>) figures.get("cells");
        assertThat(cells).hasSize(2);
        for (int c = 0; c < 2; c++) {
            Map<?, ?> f = (Map<?, ?>) cells.get(c);
            CellSummary s = local.cells().get(c);
            int cell = c;
            List<SimGame> games = reference.stream().filter(g -> g.cell() == cell).toList();
            assertThat(f.get("label")).isEqualTo(sweep.cells().get(c).label());
            assertThat(((Number) f.get("games")).longValue()).isEqualTo(s.games()).isEqualTo(40);
            assertThat(num(f, "length", "mean")).isCloseTo(s.length().mean(), within(1e-9));
            assertThat(num(f, "length", "sd")).isCloseTo(s.length().sd(), within(1e-9));
            assertThat(num(f, "double_dividend")).isCloseTo(s.doubleRate(), within(1e-12));
            assertThat(num(f, "margin", "mean")).isCloseTo(games.stream().mapToInt(SimGame::margin).average().orElseThrow(), within(1e-9));
            assertThat(num(f, "lead_changes")).isCloseTo(games.stream().mapToInt(SimGame::leadChanges).average().orElseThrow(), within(1e-9));
            assertThat(num(f, "quality", "drama")).isCloseTo(games.stream().mapToDouble(SimGame::drama).average().orElseThrow(), within(1e-9));
            List<?> dividends = (List<?>) f.get("dividends");
            assertThat(dividends).hasSize(layout.maxDividends());
            for (Object d : dividends) {
                Map<?, ?> dm = (Map<?, ?>) d;
                int k = ((Number) dm.get("number")).intValue();
                assertThat(((Number) dm.get("games")).longValue()).isEqualTo(s.dividendTurn(k).n());
                assertThat(num(dm, "turn", "mean")).as("dividend %d", k).isCloseTo(s.dividendTurn(k).mean(), within(1e-9));
                assertThat(num(dm, "draw_mean")).isCloseTo(games.stream().filter(g -> g.dividendDraw().length >= k)
                        .mapToInt(g -> g.dividendDraw()[k - 1]).average().orElseThrow(), within(1e-9));
                if (k > 1) {
                    assertThat(num(dm, "gap_mean")).isCloseTo(games.stream().filter(g -> g.dividends() >= k)
                            .mapToInt(g -> g.dividendTurn()[k - 1] - g.dividendTurn()[k - 2]).average().orElseThrow(), within(1e-9));
                }
            }
            List<?> seats = (List<?>) f.get("seats");
            assertThat(seats).hasSize(4);
            for (int seat = 0; seat < 4; seat++) {
                Map<?, ?> sm = (Map<?, ?>) seats.get(seat);
                assertThat(num(sm, "wins")).isCloseTo(s.seatWins(seat), within(1e-9));
                assertThat(num(sm, "p")).isCloseTo(s.seatWins(seat) / s.games(), within(1e-12));
                int st = seat;
                assertThat(num(sm, "mean_cash")).isCloseTo(games.stream().mapToInt(g -> g.cash()[st]).average().orElseThrow(), within(1e-9));
            }
            assertThat(num(f, "seat_fairness", "chi_square")).isCloseTo(s.seatChiSquare(), within(1e-9));
        }

        // the workbench's Designer window opens the job's directory as it opens simulate's
        DesignerRuns.Seen seen = DesignerRuns.open(out);
        assertThat(seen.cells()).containsExactly("standard", "even-spacing");
        assertThat(seen.games()).isEqualTo(80);
        assertThat(seen.rowsListed()).isEqualTo(80);
        assertThat(seen.paired()).isEqualTo(DesignerRuns.open(dir.resolve("simulate")).paired());
        try (Stream<Path> left = Files.list(out)) {
            assertThat(left.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder(SimulationFiles.GAMES, SimulationFiles.SUMMARY,
                    SweepJob.FIGURES, "parquet");
        }
    }

    @Test
    void aDesignersRecipeFileAndDuplicateSeatingRunAsInSimulate() throws Exception {
        Path file = dir.resolve("mine.txt");
        Files.writeString(file, "recipe early \"Early\"\n  stack 2 dividends 1\n  stack rest dividends 3\n");
        SweepOptions o = flags("--recipe-file", file.toString(), "--recipes", "early", "--players", "3", "--bots", "heuristic,random",
                "--games", "9", "--duplicate", "--seed", "11");
        Sweep sweep = o.sweep(1, note -> { });
        assertThat(sweep.totalGames()).isEqualTo(9);
        SweepSpec spec = new SweepSpec(sweep, o.recipesFromFiles());
        assertThat(spec.recipes).extracting(SweepSpec.RecipeSpec::id).containsExactly("early");

        simulate(sweep, dir.resolve("simulate"), new ArrayList<>());
        Path out = dir.resolve("spark");
        SweepJob.run(spark, sweep, spec, out, null, 3, line -> { });
        assertThat(gunzip(out.resolve(SimulationFiles.GAMES))).isEqualTo(gunzip(dir.resolve("simulate").resolve(SimulationFiles.GAMES)));
        assertThat(Files.readString(out.resolve(SimulationFiles.SUMMARY)))
                .isEqualTo(Files.readString(dir.resolve("simulate").resolve(SimulationFiles.SUMMARY)));
        assertThat(gunzip(out.resolve(SimulationFiles.GAMES))).contains(",early,").contains("heuristic random random");
    }

    @Test
    void aRunThatFailsAfterPlayingLeavesTheEarlierOutputAsItWas() throws Exception {
        Sweep sweep = flags("--games", "5", "--seed", "3").sweep(1, note -> { });
        Path out = dir.resolve("spark");
        SweepJob.run(spark, sweep, new SweepSpec(sweep, List.of()), out, null, 2, line -> { });
        Map<String, byte[]> before = contents(out);
        assertThat(before).containsKeys(SimulationFiles.SUMMARY, SimulationFiles.GAMES, SweepJob.FIGURES);

        // executors that play every deal from every seat while the driver expects one game a deal: the games are
        // written and the figures computed before the driver, reading the games back in order, finds one it did not expect
        Sweep rotated = flags("--games", "20", "--seed", "3", "--duplicate").sweep(1, note -> { });
        assertThatThrownBy(() -> SweepJob.run(spark, sweep, new SweepSpec(rotated, List.of()), out, null, 2, line -> { }))
                .hasMessageContaining("expected cell 0, deal 1, rotation 0 but got cell 0, deal 0, rotation 1")
                .satisfies(e -> assertThat(e).isInstanceOf(IllegalArgumentException.class));
        Map<String, byte[]> after = contents(out);
        assertThat(after.keySet()).containsExactlyInAnyOrderElementsOf(before.keySet());
        after.forEach((name, bytes) -> assertThat(bytes).as(name).isEqualTo(before.get(name)));
    }

    /** Every file under a directory (hidden ones too) by its relative path, with its bytes. */
    private static Map<String, byte[]> contents(Path root) throws IOException {
        Map<String, byte[]> m = new LinkedHashMap<>();
        try (Stream<Path> all = Files.walk(root)) {
            for (Path p : all.filter(Files::isRegularFile).sorted().toList()) m.put(root.relativize(p).toString(), Files.readAllBytes(p));
        }
        return m;
    }

    @Test
    void thePlanCoversEveryDealOfEveryCellOnce() throws SweepOptions.Invalid {
        Sweep sweep = flags("--recipes", "standard,even-spacing,tournament", "--players", "3,4", "--games", "10").sweep(1, note -> { });
        assertThat(sweep.cells()).hasSize(6);
        for (int wanted : new int[] {1, 5, 6, 7, 64, 1000}) {
            List<SweepJob.Task> plan = SweepJob.plan(sweep, wanted);
            assertThat(plan).hasSize(6 * Math.max(1, Math.min(10, (wanted + 5) / 6)));
            for (int c = 0; c < sweep.cells().size(); c++) {
                int cell = c;
                long next = 0;
                for (SweepJob.Task t : plan.stream().filter(t -> t.cell() == cell).toList()) {
                    assertThat(t.from()).isEqualTo(next);
                    assertThat(t.to()).isGreaterThan(t.from());
                    next = t.to();
                }
                assertThat(next).isEqualTo(10);
            }
        }
    }

    @Test
    void badFlagsAreRefusedBeforeSparkStarts() {
        assertThat(SweepJob.missingOpens()).as("surefire's argLine opens what Spark needs").isNull();
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(new SweepJob());
        cl.setErr(new PrintWriter(err));
        cl.setOut(new PrintWriter(new StringWriter()));
        assertThat(cl.execute("--bots", "clever", "--out", dir.resolve("o").toString())).isEqualTo(2);
        assertThat(err.toString()).contains("roundhouse-spark: ").contains("no bot 'clever'");
        assertThat(Files.exists(dir.resolve("o"))).isFalse();
        StringWriter err2 = new StringWriter();
        cl.setErr(new PrintWriter(err2));
        assertThat(cl.execute("--spark-log", "loud", "--out", dir.resolve("o").toString())).isEqualTo(2);
        assertThat(err2.toString()).contains("--spark-log wants a log level").contains("'loud'");
        assertThat(Files.exists(dir.resolve("o"))).isFalse();
    }

    private static double num(Map<?, ?> m, String... path) {
        Object v = m;
        for (String k : path) v = ((Map<?, ?>) v).get(k);
        return ((Number) v).doubleValue();
    }
}
