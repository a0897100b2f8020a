package org.roundhouse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.analysis.sim.Sweep;

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

    private CliRun recipeFile(String name, byte[] bytes) throws IOException {
        Path file = dir.resolve(name);
        Files.write(file, bytes);
        return CliRun.of("simulate", "--recipe-file", file.toString(), "--games", "2", "--out", dir.resolve("o").toString());
    }

    @Test
    void recipeFilesThatAreNoUtf8TextAreRefusedWithFileAndLine() throws IOException {
        CliRun latin1 = recipeFile("latin1.txt", "recipe ok\n  stack 6 # caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        assertThat(latin1.status()).isEqualTo(2);
        assertThat(latin1.err()).contains("latin1.txt:2: byte 0xE9 is not UTF-8 text").doesNotContain("Exception");
        CliRun utf16 = recipeFile("utf16.txt", "recipe ok\n".getBytes(StandardCharsets.UTF_16));
        assertThat(utf16.status()).isEqualTo(2);
        assertThat(utf16.err()).contains("utf16.txt:1: the file is UTF-16 text; save it as UTF-8");
        CliRun binary = recipeFile("binary.bin", new byte[] {'r', 'e', '\n', 0, 1, 2});
        assertThat(binary.status()).isEqualTo(2);
        assertThat(binary.err()).contains("binary.bin:2: a NUL byte: this is a binary file");
        CliRun directory = CliRun.of("simulate", "--recipe-file", dir.toString(), "--out", dir.resolve("o").toString());
        assertThat(directory.status()).isEqualTo(2);
        assertThat(directory.err()).contains("is a directory, not a recipe file").doesNotContain("Exception");
        assertThat(Files.exists(dir.resolve("o"))).isFalse();
    }

    @Test
    void emptyFilesForeignDigitsAndByteOrderMarks() throws IOException {
        CliRun empty = recipeFile("empty.txt", "# only a comment\n\n".getBytes(StandardCharsets.UTF_8));
        assertThat(empty.status()).isEqualTo(2);
        assertThat(empty.err()).contains("empty.txt: holds no recipe");
        CliRun fullWidth = recipeFile("wide.txt", "recipe wide\n  stack \uFF16\n  stack rest dividends 4\n".getBytes(StandardCharsets.UTF_8));
        assertThat(fullWidth.status()).isEqualTo(2);
        assertThat(fullWidth.err()).contains("wide.txt:2: stack size '\uFF16' is not a whole number (write it with the digits 0-9)");
        CliRun arabic = recipeFile("arabic.txt", "recipe ar\n  stack 6 dividends \u0664\n".getBytes(StandardCharsets.UTF_8));
        assertThat(arabic.err()).contains("arabic.txt:2: dividend count '\u0664' is not a whole number");
        CliRun hidden = recipeFile("hidden.txt", "recipe a\n\u200Bstack 6\n".getBytes(StandardCharsets.UTF_8));
        assertThat(hidden.err()).contains("hidden.txt:2: unknown keyword '\\u200Bstack'");
        CliRun bom = recipeFile("bom.txt", "\uFEFFrecipe marked\n  stack 6\n  stack rest dividends 4\n".getBytes(StandardCharsets.UTF_8));
        assertThat(bom.status()).as(bom.err()).isZero();
        assertThat(bom.out()).containsPattern("\\nmarked +2 ");
    }

    @Test
    void aRecipeThatDoesNotFitTheBoardIsReportedWithItsFileAndLine() throws IOException {
        CliRun r = recipeFile("five.txt", "# five dividends\nrecipe ok\n  stack 6\n  stack rest dividends 4\nrecipe five\n  stack 6 dividends 1\n  stack rest dividends 4\n"
                .getBytes(StandardCharsets.UTF_8));
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("five.txt:5: recipe 'five', ").contains("5 dividend cards but the board has 4");
    }

    @Test
    void anOptionGivenWithTwoValuesIsSweptAsCellsNamedByTheValue() throws Exception {
        SweepOptions o = new SweepOptions();
        new picocli.CommandLine(o).parseArgs("--option", "DeadTrackRule=yes", "--option", "DeadTrackRule=no", "--recipes",
                "standard,even-spacing", "--games", "3");
        Sweep sweep = o.sweep(1, note -> { });
        assertThat(sweep.cells()).extracting(c -> c.label()).containsExactly("standard/DeadTrackRule=yes",
                "standard/DeadTrackRule=no", "even-spacing/DeadTrackRule=yes", "even-spacing/DeadTrackRule=no");
        assertThat(sweep.cells()).extracting(c -> c.options().get("DeadTrackRule")).containsExactly("yes", "no", "yes", "no");

        CliRun r = CliRun.of("simulate", "--option", "DeadTrackRule=yes", "--option", "DeadTrackRule=no", "--games", "3",
                "--out", dir.resolve("o").toString());
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("\\nDeadTrackRule=yes +3 ").containsPattern("\\nDeadTrackRule=no +3 ");
    }

    @Test
    void lineUpsGivenMoreThanOnceAreCellsNamedByTheirBots() throws Exception {
        SweepOptions o = new SweepOptions();
        new picocli.CommandLine(o).parseArgs("--bots", "random", "--bots", "heuristic", "--bots", "heuristic2,random", "--players", "3",
                "--games", "3");
        Sweep sweep = o.sweep(1, note -> { });
        assertThat(sweep.cells()).extracting(c -> c.label()).containsExactly("random", "heuristic", "heuristic2+random×2");
        assertThat(sweep.cells()).extracting(c -> c.bots()).containsExactly(List.of("random", "random", "random"),
                List.of("heuristic", "heuristic", "heuristic"), List.of("heuristic2", "random", "random"));

        CliRun twice = CliRun.of("simulate", "--bots", "heuristic", "--bots", "HEURISTIC", "--out", dir.resolve("t").toString());
        assertThat(twice.status()).isEqualTo(2);
        assertThat(twice.err()).contains("--bots HEURISTIC is given twice");

        CliRun r = CliRun.of("simulate", "--rules", "stripped-down", "--bots", "random", "--bots", "heuristic2", "--games", "2",
                "--out", dir.resolve("s").toString());
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("\\nrandom +2 ").containsPattern("\\nheuristic2 +2 ");
    }

    @Test
    void aRecipeWhoseStacksComeUpEmptyIsPlayedWithAWarningNamingItsLine() throws IOException {
        CliRun r = recipeFile("doubled.txt", "# every game a double\nrecipe doubled\n  stack 200 dividends 2\n  stack rest dividends 2\n"
                .getBytes(StandardCharsets.UTF_8));
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.err()).contains("doubled.txt:2: recipe 'doubled' for 4 players: stack 1 asks for 200 share cards, more than the deck's")
                .contains("stack 2 gets no share card, so its 2 dividend cards lie at the bottom of the deck, one after the other:"
                        + " a double dividend in every game");
        CliRun plain = CliRun.of("simulate", "--recipes", "standard,tournament", "--players", "2,6", "--games", "2", "--out",
                dir.resolve("p").toString());
        assertThat(plain.err()).doesNotContain("share card");
    }

    @Test
    void emptyListsOverflowingGamesAndTooManyCellsAreRefused() throws IOException {
        String out = dir.resolve("o").toString();
        for (String[] flags : new String[][] {{"--recipes", ","}, {"--recipes", ""}, {"--rules", ""}, {"--players", ","}}) {
            CliRun r = CliRun.of("simulate", flags[0], flags[1], "--out", out);
            assertThat(r.status()).as(String.join(" ", flags)).isEqualTo(2);
            assertThat(r.err()).contains(flags[0] + " names no").doesNotContain("Exception");
        }
        CliRun zero = CliRun.of("simulate", "--players", "0", "--out", out);
        assertThat(zero.status()).isEqualTo(2);
        assertThat(zero.err()).contains("--players wants player counts of 1 or more, not 0");
        StringBuilder many = new StringBuilder();
        for (int i = 0; i <= Sweep.MAX_CELLS; i++) many.append("recipe r").append(i).append("\n  stack ").append(i % 30).append("\n  stack rest dividends 4\n");
        CliRun tooMany = recipeFile("many.txt", many.toString().getBytes(StandardCharsets.UTF_8));
        assertThat(tooMany.status()).isEqualTo(2);
        assertThat(tooMany.err()).contains("101 cells").contains("at most 100 cells");
        assertThat(Files.exists(dir.resolve("o"))).isFalse();
    }

    @Test
    void duplicateSeatingOfTheMostGamesDoesNotOverflow() throws SweepOptions.Invalid {
        SweepOptions o = new SweepOptions();
        new picocli.CommandLine(o).parseArgs("--duplicate", "--games", "2147483647", "--players", "6");
        List<String> notes = new java.util.ArrayList<>();
        Sweep sweep = o.sweep(1, notes::add);
        assertThat(sweep.deals()).isEqualTo(357_913_942);
        assertThat(sweep.totalGames()).isEqualTo(357_913_942L * 6);
        assertThat(notes).containsExactly("2147483647 games rounded up to 357913942 deals played from each of 6 seats");
    }

    @Test
    void optionsThatWouldBeIgnoredOrOverriddenAreRefused() {
        String out = dir.resolve("o").toString();
        CliRun recipe = CliRun.of("simulate", "--option", "Recipe=german", "--out", out);
        assertThat(recipe.status()).isEqualTo(2);
        assertThat(recipe.err()).contains("--option Recipe=german: the deck recipes are chosen with --recipes");
        CliRun twice = CliRun.of("simulate", "--option", "DeadTrackRule=yes", "--option", "DeadTrackRule=yes", "--out", out);
        assertThat(twice.status()).isEqualTo(2);
        assertThat(twice.err()).contains("--option DeadTrackRule=yes is given twice");
        CliRun noName = CliRun.of("simulate", "--out", "");
        assertThat(noName.status()).isEqualTo(2);
        assertThat(noName.err()).contains("--out needs a directory name");
        assertThat(Files.exists(dir.resolve("o"))).isFalse();
    }

    @Test
    void aDirectoryInTheWayChangesNothing() throws IOException {
        Path out = dir.resolve("run");
        Files.createDirectories(out.resolve("games.csv.gz"));
        Files.writeString(out.resolve("games.csv.gz").resolve("x"), "");
        Files.writeString(out.resolve("summary.json"), "the last run's summary");
        CliRun r = CliRun.of("simulate", "--games", "5", "--out", out.toString());
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("games.csv.gz is a directory").contains("nothing was written");
        assertThat(Files.readString(out.resolve("summary.json"))).isEqualTo("the last run's summary");
        try (Stream<Path> files = Files.list(out)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("games.csv.gz", "summary.json");
        }
    }

    @Test
    void danglingLinksAreDescribedAsWhatTheyAre() throws IOException {
        Path link = dir.resolve("link");
        Files.createSymbolicLink(link, dir.resolve("nowhere"));
        CliRun out = CliRun.of("simulate", "--games", "2", "--out", link.toString());
        assertThat(out.status()).isEqualTo(2);
        assertThat(out.err()).contains("is a symbolic link to").contains("which does not exist").doesNotContain("is a file");
        CliRun recipes = CliRun.of("simulate", "--recipe-file", link.toString(), "--out", dir.resolve("o").toString());
        assertThat(recipes.status()).isEqualTo(2);
        assertThat(recipes.err()).contains("is a symbolic link to").contains("which does not exist");
    }

    @Test
    void anUnwritableOutputDirectoryIsRefusedInWords() throws IOException {
        Path locked = dir.resolve("locked");
        Files.createDirectories(locked);
        locked.toFile().setWritable(false);
        try {
            org.junit.jupiter.api.Assumptions.assumeFalse(Files.isWritable(locked), "the user can write anywhere (root)");
            CliRun r = CliRun.of("simulate", "--games", "2", "--out", locked.toString());
            assertThat(r.status()).isEqualTo(2);
            assertThat(r.err()).contains("cannot write the results").contains("permission denied").doesNotContain("Exception");
        } finally {
            locked.toFile().setWritable(true);
        }
    }
}
