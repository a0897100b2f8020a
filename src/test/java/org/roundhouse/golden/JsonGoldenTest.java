package org.roundhouse.golden;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.analysis.sim.Cell;
import org.roundhouse.analysis.sim.SimulationFiles;
import org.roundhouse.analysis.sim.Simulator;
import org.roundhouse.analysis.sim.Sweep;
import org.roundhouse.cli.Main;
import org.roundhouse.record.GameSummary;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.Replay;
import picocli.CommandLine;

/**
 * Every kind of JSON Roundhouse writes, pinned as text byte for byte (issue #20: the JSON
 * writers moved to a library without changing a byte): {@code simulate}'s summary.json, the
 * JSON of {@code evaluate}, and {@code summary --json} with a file name that needs every kind
 * of escape (the samples' summaries are pinned by {@link RuleSetGoldenTest}).
 *
 * <p>The expected files are under {@code src/test/resources/org/roundhouse/golden/json/}. A
 * difference fails with the first differing line. Write them again only for a change of
 * format that is meant, with {@code -Droundhouse.golden=write}, and say why in the commit.
 */
class JsonGoldenTest {
    static final Path EXPECTED = Path.of("src/test/resources/org/roundhouse/golden/json");
    /** Quotes, backslashes, every short escape, other control characters, DEL, accents, a symbol, a pair of surrogates, a line separator. */
    static final String AWKWARD = "a\"b\\c/d\n\r\t\b\f\u0000\u0001\u001f\u007f é ☃ \uD83D\uDE00 \u2028 end";

    @TempDir
    Path dir;

    private final CommandLine cli = new CommandLine(new Main());
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    JsonGoldenTest() {
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
    }

    private String run(String... args) {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        int status = cli.execute(args);
        assertThat(status).as("%s failed: %s", String.join(" ", args), err).isZero();
        return out.toString();
    }

    @Test
    void simulateWritesTheSameSummary() throws IOException {
        Path results = dir.resolve("results");
        run("simulate", "--recipes", "standard,even-spacing", "--players", "3", "--games", "6", "--duplicate", "--seed", "7",
                "--out", results.toString());
        compare("simulate-summary.json", Files.readString(results.resolve(SimulationFiles.SUMMARY), StandardCharsets.UTF_8));
    }

    /** A label with every awkward character, cells of one game (intervals that are not finite) and of several rule sets. */
    @Test
    void aSummaryOfAwkwardLabelsAndTinyCells() throws IOException {
        Sweep sweep = new Sweep(List.of(new Cell(AWKWARD, "base", Map.of("Recipe", "standard"), List.of("random", "random")),
                new Cell("two", "base", Map.of("Recipe", "even-spacing"), List.of("random", "random"))), 1, 3, 1, false);
        Path results = dir.resolve("awkward");
        try (SimulationFiles files = new SimulationFiles(results, sweep, Simulator.check(sweep))) {
            files.commit(Simulator.run(sweep, files::add, (d, t) -> { }, () -> false));
        }
        compare("awkward-summary.json", Files.readString(results.resolve(SimulationFiles.SUMMARY), StandardCharsets.UTF_8));
    }

    @Test
    void evaluateWritesTheSameJson() throws IOException {
        Path json = dir.resolve("evaluation.json");
        run("evaluate", "sample-games/3p-standard.upn", "--playouts", "8", "--seed", "5", "--out", json.toString());
        compare("evaluate.json", Files.readString(json, StandardCharsets.UTF_8));
        run("evaluate", "sample-games/2p-up-for-two.upn", "--playouts", "6", "--view", "1", "--precision", "0.05", "--out", json.toString());
        compare("evaluate-view.json", Files.readString(json, StandardCharsets.UTF_8));
    }

    @Test
    void summaryJsonEscapesEveryAwkwardCharacter() throws IOException {
        Replay replay = Replay.of(RecordLoader.load(Path.of("sample-games/4p-nineteenth-century.upn")).record().orElseThrow());
        compare("summary-awkward.json", GameSummary.of(replay).toJson(AWKWARD));
        compare("summary-stdout.json", run("summary", "--json", "sample-games/2p-up-for-two.upn"));
    }

    static void compare(String name, String actual) throws IOException {
        Path file = EXPECTED.resolve(name);
        if ("write".equals(System.getProperty("roundhouse.golden"))) {
            Files.createDirectories(EXPECTED);
            Files.writeString(file, actual, StandardCharsets.UTF_8);
        }
        String expected = Files.readString(file, StandardCharsets.UTF_8);
        if (expected.equals(actual)) return;
        List<String> e = new ArrayList<>(expected.lines().toList());
        List<String> a = new ArrayList<>(actual.lines().toList());
        int line = 0;
        while (line < Math.min(e.size(), a.size()) && e.get(line).equals(a.get(line))) line++;
        assertThat(line < a.size() ? a.get(line) : "<end>").as("%s differs first at line %d (or in its line ends)", name, line + 1)
                .isEqualTo(line < e.size() ? e.get(line) : "<end>");
        assertThat(actual).as(name).isEqualTo(expected);
    }
}
