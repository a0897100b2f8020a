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

/** {@code play --rules nineteenth-century} and every command on its records: validate, summary, convert, chart, tournament, simulate. */
class NineteenthCommandsTest {
    @TempDir
    Path dir;

    private static CliRun run(String... args) {
        return CliRun.of(args);
    }

    @Test
    void playWritesAWholeGameOfTheVariant() throws Exception {
        CliRun r = run("play", "--rules", "nineteenth-century", "--players", "4", "--seed", "5");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).contains("[Rules \"nineteenth-century\"]\n").contains("[TrackTops \"").contains("\n0. begin\n")
                .contains("^P/$").contains("$10");
        assertThat(run("play", "--rules", "nineteenth-century", "--players", "4", "--seed", "5").out()).isEqualTo(r.out());
        GameRecord record = RecordLoader.readNotation(r.out(), "out.upn").orThrow();
        assertThat(Replay.of(record).finalState().isOver()).isTrue();
        CliRun options = run("play", "--rules", "nineteenth-century", "--players", "2", "--seed", "1", "--option", "SalePrice=half");
        assertThat(options.status()).as(options.err()).isZero();
        assertThat(options.out()).contains("[SalePrice \"half\"]");
        CliRun seven = run("play", "--rules", "nineteenth-century", "--players", "7", "--seed", "1");
        assertThat(seven.status()).isEqualTo(2);
    }

    /** Issue #22: the two-player game of seed 5000 passed its first round and ended after move 2 under IdleRoundEnds=yes. */
    @Test
    void theTwoPlayerGameOfSeed5000GoesOnPastItsIdleFirstRoundToTheDividends() throws Exception {
        CliRun today = run("play", "--rules", "nineteenth-century", "--players", "2", "--seed", "5000");
        assertThat(today.status()).as(today.err()).isZero();
        assertThat(today.out()).contains("\n3.A ").contains("^P/$").contains("[IdleRoundEnds \"no\"]");
        GameRecord record = RecordLoader.readNotation(today.out(), "5000.upn").orThrow();
        Replay replay = Replay.of(record);
        assertThat(replay.finalState().isOver()).isTrue();
        assertThat(replay.game().view(replay.finalState()).dividendsPaid()).isPositive();
        CliRun old = run("play", "--rules", "nineteenth-century", "--players", "2", "--seed", "5000", "--option", "IdleRoundEnds=yes");
        assertThat(old.status()).as(old.err()).isZero();
        assertThat(old.out()).as("the old rule still ends it after move 2").contains("\n2.B ").doesNotContain("\n3.A ").doesNotContain("^P/$");
    }

    @Test
    void validateSummaryConvertAndChartReadItsRecords() throws Exception {
        Path upn = dir.resolve("nc.upn");
        CliRun p = run("play", "--rules", "nineteenth-century", "--players", "3", "--seed", "13", "--names", "Anna,Ben,Cleo", "--out", upn.toString());
        assertThat(p.status()).as(p.err()).isZero();
        CliRun ok = run("validate", upn.toString());
        assertThat(ok.status()).as(ok.err()).isZero();
        assertThat(ok.out()).contains(": OK (3 players, ").contains("finished");
        CliRun text = run("summary", upn.toString());
        assertThat(text.status()).as(text.err()).isZero();
        assertThat(text.out()).contains("10 dividends paid").contains("Dividend 10 (move ");
        CliRun json = run("summary", "--json", upn.toString());
        assertThat(json.status()).as(json.err()).isZero();
        assertThat(json.out()).contains("\"rules\": \"nineteenth-century\"").contains("\"finished\": true");

        Path xml = dir.resolve("nc.xml");
        assertThat(run("convert", upn.toString(), xml.toString()).status()).isZero();
        assertThat(Files.readString(xml)).contains("rules=\"nineteenth-century\"").contains("<expand company=").contains("<answer seat=");
        Path back = dir.resolve("back.upn");
        assertThat(run("convert", xml.toString(), back.toString()).status()).isZero();
        assertThat(Files.readString(back)).isEqualTo(Files.readString(upn));

        for (String kind : List.of("cash", "shares", "value", "treasuries", "up-holdings")) {
            Path csv = dir.resolve(kind + ".csv");
            CliRun chart = run("chart", upn.toString(), "--kind", kind, "--out", csv.toString());
            assertThat(chart.status()).as(kind + ": " + chart.err()).isZero();
            assertThat(Files.readAllLines(csv)).as(kind).hasSizeGreaterThan(10);
            Path png = dir.resolve(kind + ".png");
            CliRun picture = run("chart", xml.toString(), "--kind", kind, "--out", png.toString());
            assertThat(picture.status()).as(kind + ": " + picture.err()).isZero();
            assertThat(Files.size(png)).isGreaterThan(1000);
        }
        assertThat(Files.readAllLines(dir.resolve("treasuries.csv")).get(0)).startsWith("index,move,treasuries_");
        CliRun unknown = run("chart", upn.toString(), "--kind", "pie", "--out", dir.resolve("pie.csv").toString());
        assertThat(unknown.status()).isEqualTo(2);
        assertThat(unknown.err()).contains("unknown kind 'pie': use cash, shares, value, treasuries, up-holdings");
    }

    @Test
    void theTournamentAndTheSimulatorRunTheVariant() throws Exception {
        CliRun t = run("tournament", "--rules", "nineteenth-century", "--bots", "random,random,random", "--games", "6", "--seed", "2");
        assertThat(t.status()).as(t.err()).isZero();
        assertThat(t.out()).contains("nineteenth century").contains("random").doesNotContain("recipe");
        Path out = dir.resolve("sim");
        CliRun r = run("simulate", "--rules", "base,nineteenth-century", "--players", "3", "--games", "12", "--seed", "3", "--out", out.toString());
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).contains("nineteenth-century");
        assertThat(Files.readString(out.resolve("summary.json"))).contains("nineteenth-century");
    }
}
