package org.roundhouse.analysis.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Publishing a run's files: whatever step a run dies at, the directory's results are the old
 * pair or the new pair, read as the Designer reads them and on disk once the next run has
 * finished the publication; a run that fails before publishing changes nothing.
 */
class ResultsDirectoryTest {
    @TempDir
    Path dir;

    private static final List<String> PAIR = List.of(SimulationFiles.GAMES, SimulationFiles.SUMMARY);

    /** Stands for the process dying at a step: nothing after it runs. */
    private static final class Died extends Error {
        private static final long serialVersionUID = 1L;
    }

    @AfterEach
    void noHook() {
        ResultsDirectory.steps = step -> { };
    }

    private void writeOld(Path d) throws IOException {
        Files.createDirectories(d);
        Files.writeString(d.resolve(SimulationFiles.GAMES), "old games");
        Files.writeString(d.resolve(SimulationFiles.SUMMARY), "old summary");
    }

    /** The pair as a reader that knows the protocol sees it. */
    private static List<String> seen(Path d) throws IOException {
        List<String> pair = new ArrayList<>();
        for (String name : PAIR) {
            Path p = ResultsDirectory.resolve(d, name);
            pair.add(Files.exists(p) ? Files.readString(p) : "(none)");
        }
        return pair;
    }

    private static List<String> onDisk(Path d) throws IOException {
        List<String> pair = new ArrayList<>();
        for (String name : PAIR) pair.add(Files.exists(d.resolve(name)) ? Files.readString(d.resolve(name)) : "(none)");
        return pair;
    }

    private static void publishNew(Path d) throws IOException {
        ResultsDirectory r = ResultsDirectory.open(d, PAIR);
        Files.writeString(r.staged(SimulationFiles.GAMES), "new games");
        Files.writeString(r.staged(SimulationFiles.SUMMARY), "new summary");
        r.publish();
    }

    @ParameterizedTest
    @ValueSource(strings = {"staged", "published", "moving games.csv.gz", "moving summary.json", "in place"})
    void aRunThatDiesAtAnyStepLeavesTheOldPairOrTheNewPair(String step) throws IOException {
        writeOld(dir);
        ResultsDirectory.steps = s -> {
            if (s.equals(step)) throw new Died();
        };
        assertThatThrownBy(() -> publishNew(dir)).isInstanceOf(Died.class);
        ResultsDirectory.steps = s -> { };
        boolean published = !step.equals("staged");
        List<String> expected = published ? List.of("new games", "new summary") : List.of("old games", "old summary");
        assertThat(seen(dir)).as("read through the protocol after dying at '%s'", step).isEqualTo(expected);

        ResultsDirectory.recover(dir); // what the next run into the directory does first
        assertThat(onDisk(dir)).as("on disk once recovered").isEqualTo(expected);
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString())).as("the staging directory of a dead run is removed only"
                    + " when its process is gone; this one still runs").allMatch(n -> PAIR.contains(n) || n.startsWith(ResultsDirectory.STAGING));
        }
    }

    @Test
    void aDirectoryInTheWayIsRefusedBeforeAnythingChanges() throws IOException {
        Files.createDirectories(dir.resolve(SimulationFiles.GAMES));
        Files.writeString(dir.resolve(SimulationFiles.GAMES).resolve("x"), "");
        Files.writeString(dir.resolve(SimulationFiles.SUMMARY), "old summary");
        assertThatThrownBy(() -> publishNew(dir)).isInstanceOf(ResultsDirectory.InTheWay.class)
                .hasMessageContaining("games.csv.gz is a directory");
        assertThat(Files.readString(dir.resolve(SimulationFiles.SUMMARY))).isEqualTo("old summary");
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder(SimulationFiles.GAMES, SimulationFiles.SUMMARY);
        }
    }

    @Test
    void anAbortedRunRemovesWhatItMadeAndTheDirectoriesItCreated() throws IOException {
        Path out = dir.resolve("a").resolve("b");
        ResultsDirectory r = ResultsDirectory.open(out, PAIR);
        Files.writeString(r.staged(SimulationFiles.GAMES), "new games");
        assertThat(r.abort()).isEqualTo(ResultsDirectory.State.ABORTED);
        assertThat(Files.exists(dir.resolve("a"))).isFalse();
        assertThatThrownBy(r::publish).isInstanceOf(java.util.concurrent.CancellationException.class);
    }

    @Test
    void anAbortAfterPublishingFinishesThePublicationAndSaysSo() throws IOException {
        writeOld(dir);
        ResultsDirectory r = ResultsDirectory.open(dir, PAIR);
        Files.writeString(r.staged(SimulationFiles.GAMES), "new games");
        Files.writeString(r.staged(SimulationFiles.SUMMARY), "new summary");
        r.publish();
        assertThat(r.abort()).isEqualTo(ResultsDirectory.State.IN_PLACE);
        assertThat(onDisk(dir)).containsExactly("new games", "new summary");
    }

    // ------------------------------------------------------------------ the command line, killed

    private Process start(String step, Path out, int games) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        return new ProcessBuilder(java, "-Xmx256m", "-cp", classpath, PausingSimulate.class.getName(), step, "simulate",
                "--games", Integer.toString(games), "--seed", "5", "--out", out.toString()).redirectErrorStream(true).start();
    }

    /** Reads the process's output until a line starts with {@code prefix}; returns all it read. */
    private static CompletableFuture<String> until(Process p, String prefix, StringBuilder all) {
        return CompletableFuture.supplyAsync(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                boolean found = false;
                for (String line; (line = r.readLine()) != null; ) {
                    synchronized (all) {
                        all.append(line).append('\n');
                    }
                    if (line.startsWith(prefix)) found = true;
                    if (found && prefix.startsWith("PAUSED")) return all.toString();
                }
                return all.toString();
            } catch (IOException e) {
                return all + "FAILED " + e;
            }
        });
    }

    private static Map<String, byte[]> contents(Path root) throws IOException {
        Map<String, byte[]> m = new TreeMap<>();
        try (Stream<Path> all = Files.walk(root)) {
            for (Path p : all.filter(Files::isRegularFile).toList()) m.put(root.relativize(p).toString(), Files.readAllBytes(p));
        }
        return m;
    }

    @Test
    void simulateKilledBetweenItsMovesLeavesTheNewPairForReadersAndTheNextRun() throws Exception {
        Path out = dir.resolve("out");
        Process first = start("none", out, 6);
        assertThat(first.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(first.exitValue()).isZero();
        Map<String, byte[]> old = contents(out);

        Process p = start("moving summary.json", out, 7);
        StringBuilder said = new StringBuilder();
        String upTo = until(p, "PAUSED", said).get(60, TimeUnit.SECONDS);
        assertThat(upTo).as("the child's output").contains("PAUSED moving summary.json");
        p.destroyForcibly(); // SIGKILL: no hook runs
        assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();

        // games.csv.gz is the new one, summary.json still the old: a reader takes the new summary from the publishing directory
        assertThat(Files.readString(out.resolve(SimulationFiles.SUMMARY))).isEqualTo(new String(old.get(SimulationFiles.SUMMARY), StandardCharsets.UTF_8));
        String summary = Files.readString(ResultsDirectory.resolve(out, SimulationFiles.SUMMARY));
        assertThat(summary).contains("\"deals\": 7");
        ResultsDirectory.recover(out);
        assertThat(Files.readString(out.resolve(SimulationFiles.SUMMARY))).isEqualTo(summary);
        try (Stream<Path> left = Files.list(out)) {
            assertThat(left.map(f -> f.getFileName().toString())).containsExactlyInAnyOrder(SimulationFiles.GAMES, SimulationFiles.SUMMARY);
        }
    }

    @Test
    void sigtermDuringTheMovesFinishesThemAndSaysTheResultsWereWritten() throws Exception {
        Path out = dir.resolve("out");
        Process p = start("moving games.csv.gz", out, 6);
        StringBuilder said = new StringBuilder();
        CompletableFuture<String> all = until(p, "never", said); // all the output, to the end
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < until) {
            synchronized (said) {
                if (said.indexOf("PAUSED") >= 0) break;
            }
            Thread.sleep(20);
        }
        p.toHandle().destroy(); // SIGTERM: the shutdown hook runs (Process.destroy would close the output too)
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        String text = all.get(10, TimeUnit.SECONDS);
        assertThat(text).containsAnyOf("stopped; the run was complete and its files were written", "wrote ");
        assertThat(text).doesNotContain("nothing was written");
        assertThat(Files.readString(out.resolve(SimulationFiles.SUMMARY))).contains("\"deals\": 6");
        assertThat(Files.exists(out.resolve(ResultsDirectory.PUBLISHING))).isFalse();
    }

    @Test
    void sigtermWhilePlayingSaysNothingWasWrittenAndChangesNothing() throws Exception {
        Path out = dir.resolve("out");
        writeOld(out);
        Map<String, byte[]> old = contents(out);
        Process p = start("none", out, 5_000_000);
        StringBuilder said = new StringBuilder();
        CompletableFuture<String> all = until(p, "never", said);
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < until) {
            synchronized (said) {
                if (said.indexOf("simulate: playing") >= 0) break;
            }
            Thread.sleep(20);
        }
        Thread.sleep(300);
        p.toHandle().destroy();
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(all.get(10, TimeUnit.SECONDS)).contains("simulate: stopped; nothing was written (" + out + " is as it was)");
        Map<String, byte[]> after = contents(out);
        assertThat(after.keySet()).containsExactlyInAnyOrderElementsOf(old.keySet());
        after.forEach((name, bytes) -> assertThat(bytes).as(name).isEqualTo(old.get(name)));
        try (Stream<Path> left = Files.list(out)) {
            assertThat(left.count()).as("no staging directory left").isEqualTo(2);
        }
    }
}
