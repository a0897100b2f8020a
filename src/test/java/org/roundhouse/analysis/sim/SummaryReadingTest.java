package org.roundhouse.analysis.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.record.Json;

/** A run's directory read back ({@link SimRun}): what it takes beyond strict JSON, and where it says a file stops being JSON. */
class SummaryReadingTest {
    private static final String HEAD = "{\"schema\": \"roundhouse-simulation/1\",\n";
    private static final Cell STANDARD = new Cell("standard/3p", "base", Map.of("Recipe", "standard"), List.of("random", "random", "random"));
    private static final Cell EVEN = new Cell("even/3p", "base", Map.of("Recipe", "even-spacing"), List.of("random", "random", "random"));

    @TempDir
    Path dir;

    private Map<String, Object> read(String text) throws IOException {
        Files.writeString(dir.resolve("summary.json"), text, StandardCharsets.UTF_8);
        return SimRun.load(dir).summary;
    }

    @Test
    void takesWhatEarlierSummariesMayHold() throws IOException {
        Map<String, Object> m = read(HEAD + "\"nan\": NaN, \"numbers\": [+1, .5, 1., 01, -0, 1E+2, 1e-2, 7, 1e400],\n"
                + "\"escapes\": \"\\x\\/\\b\\f\\u00e9\", \"raw\": \"a\tb\nc\u0001\", \"twice\": 1, \"twice\": 2, \"empty\": {}, \"none\": [], \"t\": [true, false, null]}");
        assertThat((Double) m.get("nan")).isNaN();
        assertThat(m.get("numbers")).isEqualTo(List.of(1.0, 0.5, 1.0, 1.0, -0.0, 100.0, 0.01, 7.0, Double.POSITIVE_INFINITY));
        assertThat(m.get("escapes")).isEqualTo("x/\b\fé");
        assertThat(m.get("raw")).isEqualTo("a\tb\nc\u0001");
        assertThat(m.get("twice")).isEqualTo(2.0);
        assertThat(m.get("empty")).isEqualTo(Map.of());
        assertThat(m.get("none")).isEqualTo(List.of());
        assertThat(m.get("t")).isEqualTo(Arrays.asList(true, false, null));
        assertThat(List.copyOf(m.keySet())).containsExactly("schema", "nan", "numbers", "escapes", "raw", "twice", "empty", "none", "t");
    }

    @Test
    void refusesWhatIsNotJsonSayingTheFileAndLine() {
        refused("", 1);
        refused("   \n", 2);
        refused(HEAD + "\"cells\": [1,\n", 3);
        refused(HEAD + "\n\"a\": [1 2]}", 3);
        refused(HEAD + "\"a\" 1}", 2);
        refused(HEAD + "\"a\": 1,\n}", 3);
        refused(HEAD + "\"a\": 1}\n\nx", 4);
        refused(HEAD + "\"a\": \"open\n", 3);
        refused(HEAD + "\"a\": 1.2.3}", 2);
        refused(HEAD + "\"a\": tru}", 2);
        refused(HEAD + "\"a\": Infinity}", 2);
        refused(HEAD + "\"a\": -Infinity}", 2);
        refused(HEAD + "\"a\": " + "[".repeat(70) + "]".repeat(70) + "}", 2);
        refused(HEAD + "\"a\": [1,]}", 2);
    }

    private void refused(String text, int line) {
        assertThatThrownBy(() -> read(text)).as(text).isInstanceOf(IOException.class)
                .hasMessageStartingWith(dir.resolve("summary.json") + ": line " + line + ": ");
    }

    @Test
    void aDirectoryThatIsNoRunIsRefusedSayingWhy() throws IOException {
        assertThatThrownBy(() -> SimRun.load(dir)).isInstanceOf(IOException.class).hasMessageContaining("summary.json");
        Files.writeString(dir.resolve("summary.json"), "{\n  \"schema\": \"roundhouse-simulation/1\",\n  \"cells\": [1,\n");
        assertThatThrownBy(() -> SimRun.load(dir)).isInstanceOf(IOException.class).hasMessageContaining("summary.json")
                .hasMessageContaining("line 4");
        Files.writeString(dir.resolve("summary.json"), "{\"schema\": \"something-else\"}");
        assertThatThrownBy(() -> SimRun.load(dir)).hasMessageContaining("not a Roundhouse simulation summary");
    }

    @Test
    void jsonNumbersNullsAndEscapesAreRead() {
        Object v = Json.read("{\"a\": [1, -2.5e1, null, true], \"b\": \"x\\\"y\\u00e9\"}");
        assertThat(v).isEqualTo(Map.of("a", java.util.Arrays.asList(1.0, -25.0, null, true), "b", "x\"yé"));
        assertThat(SimRun.num(null)).isNaN();
    }

    @Test
    void aPublicationLeftHalfWayIsReadAsTheNewPair() throws IOException {
        Sweep one = new Sweep(List.of(STANDARD), 5, 7, 1, false);
        try (SimulationFiles files = new SimulationFiles(dir, one, Simulator.check(one))) {
            files.commit(Simulator.run(one, files::add, (d, t) -> { }, () -> false));
        }
        // a run killed after moving the new games into place, before the new summary: the summary waits in the publishing directory
        Path pending = Files.createDirectories(dir.resolve(ResultsDirectory.PUBLISHING));
        Path newer = dir.resolve("newer");
        try (SimulationFiles files = new SimulationFiles(newer, new Sweep(List.of(STANDARD, EVEN), 6, 7, 1, false),
                Simulator.check(new Sweep(List.of(STANDARD, EVEN), 6, 7, 1, false)))) {
            Sweep two = new Sweep(List.of(STANDARD, EVEN), 6, 7, 1, false);
            files.commit(Simulator.run(two, files::add, (d, t) -> { }, () -> false));
        }
        Files.move(newer.resolve(SimulationFiles.GAMES), dir.resolve(SimulationFiles.GAMES), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.move(newer.resolve(SimulationFiles.SUMMARY), pending.resolve(SimulationFiles.SUMMARY));
        SimRun run = SimRun.load(dir);
        assertThat(run.cells).hasSize(2);
        assertThat(run.totalRows).isEqualTo(12);
    }

    /** A games file's bad line names the field and its value; a broken summary its line; in English and in Italian, with no JDK wording. */
    @Test
    void aBadLineAndABrokenSummaryAreSaidInTheLanguage() throws IOException {
        Files.writeString(dir.resolve("summary.json"), "{\"schema\": \"roundhouse-simulation/1\", \"cells\": []}", StandardCharsets.UTF_8);
        Path games = dir.resolve(SimulationFiles.GAMES);
        try (var out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(games))) {
            out.write(("cell,label,deal,seed,rotation,length,winners,margin\n0,a,1,2,0,90,A,5\n0,a,1,x7,0,90,A,5\n")
                    .getBytes(StandardCharsets.UTF_8));
        }
        assertThatThrownBy(() -> SimRun.load(dir)).isInstanceOf(IOException.class)
                .hasMessage(games + ": line 3: the seed is 'x7', not a whole number");
        try (var out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(games))) {
            out.write("cell,label,deal,seed,rotation,length,winners,margin\n0,a,1\n".getBytes(StandardCharsets.UTF_8));
        }
        org.roundhouse.text.Messages.setLocale(java.util.Locale.ITALIAN);
        try {
            assertThatThrownBy(() -> SimRun.load(dir)).hasMessage(games + ": riga 2: manca 'seed' (la riga ha troppo pochi campi)");
            Files.writeString(dir.resolve("summary.json"), "{\n  \"schema\": \"roundhouse-simulation/1\",\n  \"cells\": [1,\n");
            assertThatThrownBy(() -> SimRun.load(dir))
                    .hasMessageStartingWith(dir.resolve("summary.json") + ": riga 4: non è JSON valido (il lettore JSON dice: ");
        } finally {
            org.roundhouse.text.Messages.setLocale(java.util.Locale.ENGLISH);
        }
    }
}
