package org.roundhouse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code simulate}: cells from the flags, the two files, a table, and clear refusals of bad flags and recipe files. */
class SimulateCommandTest {
    @TempDir
    Path dir;

    @Test
    void twoRecipesAreComparedAndBothFilesWritten() throws IOException {
        Path out = dir.resolve("run");
        CliRun r = CliRun.of("simulate", "--recipes", "standard,even-spacing", "--players", "3", "--games", "12", "--seed", "9",
                "--threads", "2", "--out", out.toString());
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.err()).contains("played 24 of 24 games");
        assertThat(r.out()).startsWith("2 cells, 12 deals each, seed 9, 24 games in ");
        assertThat(r.out()).containsPattern("\\nstandard +12 ").containsPattern("\\neven-spacing +12 ");
        assertThat(r.out()).contains("even-spacing - standard: length ");
        try (Stream<Path> files = Files.list(out)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("games.csv.gz", "summary.json");
        }
        assertThat(Files.readString(out.resolve("summary.json"))).contains("\"Recipe\": \"even-spacing\"");
    }

    @Test
    void aDesignersRecipeFileIsSimulatedByItsIds() throws IOException {
        Path file = dir.resolve("mine.txt");
        Files.writeString(file, "recipe early \"Early\"\n  stack 2 dividends 1\n  stack rest dividends 3\n");
        CliRun r = CliRun.of("simulate", "--recipe-file", file.toString(), "--recipes", "standard,early", "--games", "4",
                "--out", dir.resolve("o").toString());
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("\\nearly +4 ");
    }

    @Test
    void aBadRecipeFileIsRefusedWithItsLineAndReason() throws IOException {
        Path file = dir.resolve("bad.txt");
        Files.writeString(file, "recipe mine\n  stack six dividends 1\n");
        CliRun r = CliRun.of("simulate", "--recipe-file", file.toString(), "--out", dir.resolve("o").toString());
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("bad.txt:2: stack size 'six' is not a whole number");
        assertThat(Files.exists(dir.resolve("o"))).isFalse();
        CliRun missing = CliRun.of("simulate", "--recipe-file", dir.resolve("none.txt").toString(), "--out", dir.toString());
        assertThat(missing.status()).isEqualTo(2);
        assertThat(missing.err()).contains("no recipe file").contains("none.txt");
    }

    @Test
    void badFlagsAreRefusedWithTheReason() throws IOException {
        String out = dir.resolve("o").toString();
        assertThat(CliRun.of("simulate", "--recipes", "nonesuch", "--out", out).err()).contains("no deck recipe 'nonesuch'; known: standard");
        assertThat(CliRun.of("simulate", "--bots", "clever", "--out", out).err()).contains("no bot 'clever'");
        assertThat(CliRun.of("simulate", "--players", "7", "--out", out).err()).contains("is for 2 to 6 players, not 7");
        assertThat(CliRun.of("simulate", "--option", "DeadTrackRule", "--out", out).err()).contains("--option wants TAG=VALUE");
        assertThat(CliRun.of("simulate", "--option", "Speed=fast", "--out", out).err()).contains("has no option Speed");
        assertThat(CliRun.of("simulate", "--rules", "chess", "--out", out).err()).contains("unknown rule set 'chess'");
        assertThat(CliRun.of("simulate", "--rules", "up-for-two", "--players", "2", "--bots", "genius", "--out", out).err())
                .contains("no bot 'genius'");
        Path file = dir.resolve("file");
        Files.writeString(file, "not a directory");
        assertThat(CliRun.of("simulate", "--games", "2", "--out", file.toString()).err()).contains("is a file; it must be a directory");
        CliRun r = CliRun.of("simulate", "--bots", "random,random,random", "--players", "2", "--out", out);
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("3 bots listed for 2 players");
    }
}
