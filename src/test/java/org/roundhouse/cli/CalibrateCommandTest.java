package org.roundhouse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code calibrate} and {@code train}: a tiny run each, the same bytes from the same seed, clear refusals. */
class CalibrateCommandTest {
    @Test
    void aTinyCalibrationPrintsTheTableAndWritesItsCsv(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("cal.csv");
        CliRun r = CliRun.of("calibrate", "--rules", "stripped-down", "--bots", "random", "--games", "2", "--every", "5",
                "--method", "baseline,playouts:random:4", "--out", csv.toString());
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("stripped-down, 4 players (random,random,random,random), 2 held-out games, seed 2, every 5th position:")
                .contains("baseline ", "playouts:random:4 ", "reliability of playouts:random:4:");
        assertThat(Files.readAllLines(csv)).hasSize(1 + 2 * 10).first().asString().startsWith("method,brier,ece_points");
    }

    @Test
    void trainWritesTheSameModelFromTheSameSeed(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("a.json");
        Path b = dir.resolve("b.json");
        String[] args = {"train", "--rules", "stripped-down", "--players", "3", "--bots", "random", "--games", "2", "--seed", "4", "--out"};
        assertThat(CliRun.of(concat(args, a.toString())).status()).isZero();
        CliRun again = CliRun.of(concat(concat(args, b.toString()), "--threads", "2"));
        assertThat(again.status()).as(again.err()).isZero();
        assertThat(again.out()).startsWith("wrote " + b + ": stripped-down, 3 players (random,random,random), 2 games, seed 4,");
        assertThat(Files.readAllBytes(b)).isEqualTo(Files.readAllBytes(a));
        CliRun judged = CliRun.of("calibrate", "--rules", "stripped-down", "--players", "3", "--bots", "random", "--games", "1",
                "--method", "evaluator:" + a);
        assertThat(judged.status()).as(judged.err()).isZero();
        assertThat(judged.out()).contains("evaluator:" + a);
        assertThat(Files.readString(a)).contains("\"view\": \"all-seeing\"", "\"held_primaries\"");

        Path pub = dir.resolve("public.json");
        CliRun forAnyViewer = CliRun.of(concat(concat(args, pub.toString()), "--view", "public"));
        assertThat(forAnyViewer.status()).as(forAnyViewer.err()).isZero();
        assertThat(Files.readString(pub)).contains("\"view\": \"public\"").doesNotContain("held_");
        CliRun judgedPublic = CliRun.of("calibrate", "--rules", "stripped-down", "--players", "3", "--bots", "random", "--games", "1",
                "--method", "evaluator:" + pub);
        assertThat(judgedPublic.status()).as(judgedPublic.err()).isZero();
    }

    @Test
    void badArgumentsAreRefusedWithTheReason(@TempDir Path dir) {
        CliRun r = CliRun.of("calibrate", "--method", "crystal-ball", "--games", "1");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).startsWith("calibrate: no method 'crystal-ball'; known: baseline, evaluator");
        assertThat(CliRun.of("calibrate", "--out", "x.txt").err()).contains("x.txt: the output must end in .csv or .json");
        assertThat(CliRun.of("calibrate", "--bots", "genius").err()).contains("no bot 'genius'");
        assertThat(CliRun.of("calibrate", "--rules", "up-for-two", "--players", "4").err()).contains("--players must be 2 to 2, not 4");
        assertThat(CliRun.of("train", "--view", "psychic", "--out", dir.resolve("v.json").toString()).err())
                .contains("--view must be all-seeing or public, not 'psychic'");
        CliRun house = CliRun.of("train", "--players", "2", "--out", dir.resolve("m.json").toString());
        assertThat(house.status()).isEqualTo(2);
        assertThat(house.err()).contains("does not yet judge the house of the two-player rules");
        assertThat(CliRun.of("calibrate", "--method", "evaluator:" + dir.resolve("none.json")).err()).contains("none.json: could not be read");
    }

    private static String[] concat(String[] a, String... b) {
        String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
