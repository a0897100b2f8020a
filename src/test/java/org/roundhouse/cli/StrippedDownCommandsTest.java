package org.roundhouse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.Replay;

/** {@code play --rules stripped-down} and every command on its records. */
class StrippedDownCommandsTest {
    @TempDir
    Path dir;

    private static CliRun run(String... args) {
        return CliRun.of(args);
    }

    @Test
    void playWritesAWholeGameOfTheVariant() throws Exception {
        CliRun r = run("play", "--rules", "stripped-down", "--players", "4", "--seed", "1");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).contains("[Rules \"stripped-down\"]\n[TrainLimit \"yes\"]\n").contains("[DealD \"").contains(" @")
                .contains("^$4");
        assertThat(run("play", "--rules", "stripped-down", "--players", "4", "--seed", "1").out()).isEqualTo(r.out());
        GameRecord record = RecordLoader.readNotation(r.out(), "out.upn").orThrow();
        assertThat(Replay.of(record).finalState().isOver()).isTrue();
        CliRun seven = run("play", "--rules", "stripped-down", "--players", "7", "--seed", "1");
        assertThat(seven.status()).isEqualTo(2);
        assertThat(seven.err()).contains("7");
    }

    @Test
    void validateSummaryConvertAndChartReadItsRecords() throws Exception {
        Path upn = dir.resolve("sd.upn");
        CliRun p = run("play", "--rules", "stripped-down", "--players", "3", "--seed", "5", "--names", "Anna,Ben,Cleo", "--out", upn.toString());
        assertThat(p.status()).as(p.err()).isZero();
        CliRun ok = run("validate", upn.toString());
        assertThat(ok.status()).as(ok.err()).isZero();
        assertThat(ok.out()).contains(": OK (3 players, ").contains("finished");
        CliRun text = run("summary", upn.toString());
        assertThat(text.status()).as(text.err()).isZero();
        assertThat(text.out()).contains("4 scorings paid").contains("Scoring 4 (move ").contains("(trains in the row, scoring value, shares played)")
                .doesNotContain("ividend");
        CliRun json = run("summary", "--json", upn.toString());
        assertThat(json.status()).as(json.err()).isZero();
        assertThat(json.out()).contains("\"rules\": \"stripped-down\"").contains("\"finished\": true");

        Path xml = dir.resolve("sd.xml");
        assertThat(run("convert", upn.toString(), xml.toString()).status()).isZero();
        assertThat(Files.readString(xml)).contains("rules=\"stripped-down\"").contains("<bribe slot=");
        Path back = dir.resolve("back.upn");
        assertThat(run("convert", xml.toString(), back.toString()).status()).isZero();
        assertThat(Files.readString(back)).isEqualTo(Files.readString(upn));

        for (String kind : List.of("cash", "shares", "value")) {
            Path csv = dir.resolve(kind + ".csv");
            CliRun chart = run("chart", upn.toString(), "--kind", kind, "--out", csv.toString());
            assertThat(chart.status()).as(kind + ": " + chart.err()).isZero();
            assertThat(Files.readAllLines(csv)).as(kind).hasSizeGreaterThan(10);
        }
        Path png = dir.resolve("cash.png");
        assertThat(run("chart", xml.toString(), "--kind", "cash", "--out", png.toString()).status()).isZero();
        assertThat(Files.size(png)).isGreaterThan(1000);
    }

    @Test
    void theSimulatorRunsTheVariantBesideTheBaseGame() throws Exception {
        Path out = dir.resolve("sim");
        CliRun r = run("simulate", "--rules", "base,stripped-down", "--players", "4", "--games", "40", "--seed", "3", "--out", out.toString());
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).contains("stripped-down");
        assertThat(Files.readString(out.resolve("summary.json"))).contains("stripped-down");
        Path bots = dir.resolve("bots");
        CliRun heuristic = run("simulate", "--rules", "stripped-down", "--players", "3", "--bots", "heuristic,random", "--games", "9",
                "--seed", "3", "--out", bots.toString());
        assertThat(heuristic.status()).as(heuristic.err()).isZero();
        assertThat(Files.exists(bots.resolve("summary.json"))).isTrue();
    }

    @Test
    void aTournamentOfTheVariantPlaysItsBotsAndRefusesADeckRecipe() {
        CliRun r = run("tournament", "--rules", "stripped-down", "--bots", "heuristic,random", "--players", "4", "--games", "8", "--seed", "2");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).contains("Union Pacific stripped down, 4 players, 8 games").doesNotContain("recipe")
                .containsPattern("heuristic +8 ").containsPattern("random +24 ");
        assertThat(run("tournament", "--rules", "stripped-down", "--bots", "heuristic,random", "--players", "4", "--games", "8", "--seed", "2")
                .out().replaceAll(", [0-9.]+ s\n", "\n")).isEqualTo(r.out().replaceAll(", [0-9.]+ s\n", "\n"));
        CliRun recipe = run("tournament", "--rules", "stripped-down", "--bots", "heuristic", "--players", "3", "--recipe", "german");
        assertThat(recipe.status()).isEqualTo(2);
        assertThat(recipe.err()).contains("no deck recipes").contains("--recipe");
    }

    @Test
    void playRefusesADeckRecipeAsTheTournamentDoes() {
        CliRun play = run("play", "--rules", "stripped-down", "--players", "3", "--seed", "1", "--recipe", "german");
        CliRun tournament = run("tournament", "--rules", "stripped-down", "--bots", "heuristic", "--players", "3", "--recipe", "german");
        assertThat(play.status()).isEqualTo(2);
        assertThat(play.out()).isEmpty();
        assertThat(play.err()).isEqualTo("Union Pacific stripped down (--rules stripped-down) has no deck recipes: leave out --recipe\n");
        assertThat(tournament.err()).contains(play.err().strip());
        // the default, given by name, is a recipe all the same
        assertThat(run("play", "--rules", "stripped-down", "--players", "3", "--seed", "1", "--recipe", "standard").status()).isEqualTo(2);
    }
}
