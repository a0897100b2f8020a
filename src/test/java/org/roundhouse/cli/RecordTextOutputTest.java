package org.roundhouse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.record.RecordLoader;

/** What the commands print of a record is safe on a terminal, and play writes only records that load again. */
class RecordTextOutputTest {
    @TempDir
    Path dir;

    @Test
    void controlCharactersAreShownEscaped() {
        assertThat(CliText.escape("Anna\u001b[31m\u0007 and\tBen\n")).isEqualTo("Anna\\u001b[31m\\u0007 and\tBen\n");
        assertThat(CliText.escape("\u009b\u007f\r")).isEqualTo("\\u009b\\u007f\\u000d");
        String plain = "Anna 137, Ben 85 \u2014 caf\u00e9";
        assertThat(CliText.escape(plain)).isSameAs(plain);
    }

    @Test
    void anEscapeInABadTokenReachesNoCommandRaw() throws Exception {
        String text = Files.readString(Path.of("sample-games/3p-standard.upn"));
        int at = text.indexOf("\n5.");
        String bad = text.substring(0, at) + " \u001b]0;owned\u0007" + text.substring(at);
        Path file = dir.resolve("bad.upn");
        Files.writeString(file, bad, StandardCharsets.UTF_8);
        for (String[] args : new String[][] {{"validate", file.toString()}, {"summary", file.toString()},
            {"convert", file.toString(), dir.resolve("out.xml").toString()}, {"chart", file.toString(), "--kind", "cash", "--out", dir.resolve("c.png").toString()},
            {"evaluate", file.toString(), "--out", dir.resolve("e.csv").toString()}}) {
            CliRun r = CliRun.of(args);
            assertThat(r.status()).as(args[0]).isEqualTo(1);
            // the reader refuses the character at its line and names it, so nothing of it reaches the terminal raw
            assertThat(r.err()).as(args[0]).contains("bad.upn:23: the control character U+001B is not allowed")
                    .doesNotContain("\u001b").doesNotContain("\u0007");
        }
    }

    @Test
    void aFileNameWithAnEscapeReachesNoCommandRaw() throws Exception {
        String text = Files.readString(Path.of("sample-games/3p-standard.upn"));
        Path good = dir.resolve("good\u001b[2J.upn");
        Files.writeString(good, text, StandardCharsets.UTF_8);
        int at = text.indexOf("\n5.");
        Path bad = dir.resolve("bad\u001b[2J.upn");
        Files.writeString(bad, text.substring(0, at) + " nonsense" + text.substring(at), StandardCharsets.UTF_8);
        CliRun validate = CliRun.of("validate", good.toString(), bad.toString());
        assertThat(validate.out()).contains("good\\u001b[2J.upn: OK").doesNotContain("\u001b");
        assertThat(validate.err()).contains("bad\\u001b[2J.upn: valid up to").doesNotContain("\u001b");
        CliRun convert = CliRun.of("convert", "--keep-rest", bad.toString(), dir.resolve("out\u001b.xml").toString());
        assertThat(convert.status()).as(convert.err()).isZero();
        assertThat(convert.err()).contains("the rest of bad\\u001b[2J.upn").doesNotContain("\u001b");
        assertThat(convert.out()).contains("out\\u001b.xml").doesNotContain("\u001b");
    }

    @Test
    void aBrokenLinkIsSaidToBeOne() throws Exception {
        Path link = dir.resolve("game.upn");
        Files.createSymbolicLink(link, dir.resolve("gone.upn"));
        for (String[] args : new String[][] {{"validate", link.toString()}, {"summary", link.toString()},
            {"convert", link.toString(), dir.resolve("out.xml").toString()}}) {
            CliRun r = CliRun.of(args);
            assertThat(r.status()).isEqualTo(1);
            assertThat(r.err()).as(args[0]).contains("game.upn: a broken symbolic link: it points to " + dir.resolve("gone.upn")
                    + ", which leads to no file");
        }
        assertThat(RecordLoader.load(dir.resolve("missing.upn")).error().orElseThrow().toString()).isEqualTo("missing.upn: no such file");
    }

    @Test
    void playRefusesNamesTooLongForARecordAndWritesNothing() throws Exception {
        String a = "a".repeat(5000);
        String b = "b".repeat(5000);
        Path out = dir.resolve("long.upn");
        CliRun together = CliRun.of("play", "--players", "2", "--seed", "1", "--names", a + "," + b, "--out", out.toString());
        assertThat(together.status()).isEqualTo(2);
        assertThat(together.err()).startsWith("--names: the names are too long together: the [Result] tag")
                .contains("a record takes at most 10000; nothing written");
        assertThat(out).doesNotExist();
        CliRun toStdout = CliRun.of("play", "--players", "2", "--seed", "1", "--names", a + "," + b);
        assertThat(toStdout.status()).isEqualTo(2);
        assertThat(toStdout.out()).isEmpty();
        CliRun one = CliRun.of("play", "--players", "2", "--seed", "1", "--names", "x".repeat(10_001) + ",Ben");
        assertThat(one.status()).isEqualTo(2);
        assertThat(one.err()).isEqualTo("--names: name 1 has 10001 characters; a record takes names of at most 10000\n");
        // names that fit are written as before, and load
        CliRun fits = CliRun.of("play", "--players", "2", "--seed", "1", "--names", "a".repeat(4900) + "," + "b".repeat(4900));
        assertThat(fits.status()).as(fits.err()).isZero();
        assertThat(RecordLoader.readNotation(fits.out(), "fits.upn").isOk()).isTrue();
    }
}
