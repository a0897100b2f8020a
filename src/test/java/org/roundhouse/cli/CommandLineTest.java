package org.roundhouse.cli;

import org.roundhouse.TestSeam;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.LoadResult;
import org.roundhouse.record.RecordLoader;

/** The record sub-commands: output, exit status, errors on stderr. */
class CommandLineTest {
    @TempDir
    Path dir;

    private static CliRun run(String... args) {
        return CliRun.of(args);
    }

    @Test
    void playWritesTheSameGameForTheSameSeed() throws Exception {
        Path a = dir.resolve("a.upn");
        Path b = dir.resolve("b.xml");
        CliRun r = run("play", "--players", "3", "--seed", "12", "--names", "Anna,Ben,Carl", "--out", a.toString());
        assertThat(r.status()).isZero();
        assertThat(r.out()).startsWith(a + ": ");
        assertThat(run("play", "--players", "3", "--seed", "12", "--names", "Anna,Ben,Carl", "--out", b.toString()).status()).isZero();
        GameRecord ra = RecordLoader.load(a).orThrow();
        GameRecord rb = RecordLoader.load(b).orThrow();
        assertThat(ra.sameContent(rb)).isTrue();
        assertThat(ra.setup().players()).containsExactly("Anna", "Ben", "Carl");
        CliRun stdout = run("play", "--players", "3", "--seed", "12", "--names", "Anna,Ben,Carl");
        assertThat(stdout.out()).isEqualTo(Files.readString(a));
        CliRun table = run("play", "--players", "2", "--seed", "5", "--recipe", "german", "--table", "--no-two-player-rules");
        assertThat(table.out()).contains("[Recipe \"german\"]").contains("[TwoPlayerRules \"no\"]").doesNotContain("[ShareDeck");
        assertThat(RecordLoader.readNotation(table.out(), "t.upn").isOk()).isTrue();
    }

    @Test
    void validateReportsOkOrTheFirstErrorAndSetsTheExitStatus() throws Exception {
        Path good = dir.resolve("good.upn");
        run("play", "--players", "4", "--seed", "3", "--out", good.toString());
        CliRun ok = run("validate", good.toString());
        assertThat(ok.status()).isZero();
        assertThat(ok.out()).matches(java.util.regex.Pattern.quote(good.toString()) + ": OK \\(4 players, \\d+ moves, 0 variations, finished\\)\\n");
        assertThat(ok.err()).isEmpty();

        String text = Files.readString(good);
        Path bad = dir.resolve("bad.upn");
        Files.writeString(bad, text.replaceFirst("\\n12\\.D ", "\n12.D =UP =UP "));
        CliRun failed = run("validate", good.toString(), bad.toString(), dir.resolve("missing.xml").toString());
        assertThat(failed.status()).isEqualTo(1);
        assertThat(failed.out()).contains("good.upn: OK");
        assertThat(failed.err()).containsPattern(java.util.regex.Pattern.quote(bad.toString()) + ":\\d+: move 12 \\(Seat D\\): ");
        assertThat(failed.err()).contains("valid up to move 11 of the main line");
        assertThat(failed.err()).contains("missing.xml: no such file");
        assertThat(failed.err()).doesNotContain("Exception");

        // one move loaded is "1 move", not "1 moves"
        Path first = dir.resolve("first.upn");
        Files.writeString(first, text.replaceFirst("\\n1\\.A ", "\n1.A =UP =UP "));
        CliRun one = run("validate", first.toString());
        assertThat(one.err()).contains("valid up to move 0 of the main line (1 move loaded in all)");
    }

    @Test
    void summaryAsTextAndJson() throws Exception {
        Path game = dir.resolve("g.upn");
        run("play", "--players", "2", "--seed", "8", "--names", "Anna,Ben", "--out", game.toString());
        CliRun text = run("summary", game.toString());
        assertThat(text.status()).isZero();
        assertThat(text.out()).contains("Ranking (cash in $M):").contains("Dividend 1 (move ").contains("house")
                .contains("Companies at the end");
        CliRun json = run("summary", "--json", game.toString());
        assertThat(json.status()).isZero();
        String j = json.out();
        assertThat(j).startsWith("{\n  \"format\": \"roundhouse-summary/1\",");
        assertThat(j).contains("\"players\": [{").contains("\"name\": \"Anna\"").contains("\"rank\": ")
                .contains("\"house\": {").contains("\"dividends\": [{").contains("\"received\": [")
                .contains("\"companies\": [{").contains("\"winners\": [");
        LoadResult r = RecordLoader.load(game);
        var end = org.roundhouse.record.Replay.of(r.record().orElseThrow()).finalState();
        assertThat(j).contains("\"cash\": " + end.cash(0) + ",").contains("\"cash\": " + end.cash(1) + ",");
        assertThat(count(j, "\"number\": ")).isEqualTo(org.roundhouse.TestSeam.state(end).payments().size());
        assertThat(j.chars().filter(c -> c == '{').count()).isEqualTo(j.chars().filter(c -> c == '}').count());
        assertThat(j.chars().filter(c -> c == '[').count()).isEqualTo(j.chars().filter(c -> c == ']').count());

        CliRun missing = run("summary", dir.resolve("nope.upn").toString());
        assertThat(missing.status()).isEqualTo(1);
        assertThat(missing.err()).contains("nope.upn: no such file");
    }

    private static int count(String s, String what) {
        int n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) n++;
        return n;
    }

    @Test
    void convertBetweenFormatsByExtension() throws Exception {
        Path upn = dir.resolve("g.upn");
        run("play", "--players", "5", "--seed", "9", "--out", upn.toString());
        Path xml = dir.resolve("g.xml");
        CliRun r = run("convert", upn.toString(), xml.toString());
        assertThat(r.status()).isZero();
        assertThat(Files.readString(xml)).startsWith("<?xml");
        Path back = dir.resolve("back.upn");
        assertThat(run("convert", xml.toString(), back.toString()).status()).isZero();
        assertThat(Files.readString(back)).isEqualTo(Files.readString(upn));

        CliRun badOut = run("convert", upn.toString(), dir.resolve("g.txt").toString());
        assertThat(badOut.status()).isEqualTo(1);
        assertThat(badOut.err()).contains("records end in .xml or .upn");
        Files.writeString(dir.resolve("broken.upn"), "[PlayerA \"x\"]\n");
        CliRun broken = run("convert", dir.resolve("broken.upn").toString(), dir.resolve("out.xml").toString());
        assertThat(broken.status()).isEqualTo(1);
        assertThat(broken.err()).contains("broken.upn:").contains("nothing written");
        assertThat(dir.resolve("out.xml")).doesNotExist();
    }

    @Test
    void convertOfAPartlyReadableFileRefusesUnlessTheRestIsKept() throws Exception {
        String text = Files.readString(Path.of("sample-games/annotated-4p.upn")).replace("13.A +M UMR:CAS-SLC", "13.A +M UMR:CAS-XYZ");
        Path in = dir.resolve("annotated-4p.upn");
        Files.writeString(in, text);
        for (String name : new String[] {"out.xml", "out.upn"}) {
            Path out = dir.resolve(name);
            CliRun refused = run("convert", in.toString(), out.toString());
            assertThat(refused.status()).isEqualTo(1);
            assertThat(refused.err()).startsWith("annotated-4p.upn:38: move 13 (Anna): 'UMR:CAS-XYZ'")
                    .contains("the rest of annotated-4p.upn (62 lines from line 38) could not be read")
                    .contains("nothing written").contains("--keep-rest");
            assertThat(out).doesNotExist();

            CliRun kept = run("convert", "--keep-rest", in.toString(), out.toString());
            assertThat(kept.status()).isZero();
            assertThat(kept.err()).contains("move 13 (Anna)").contains("is kept unread at the end of " + name);
            LoadResult back = RecordLoader.load(out);
            assertThat(back.record().orElseThrow().unread().orElseThrow().text())
                    .isEqualTo(text.substring(text.indexOf("13.A +M UMR:CAS-XYZ")));
            assertThat(back.error().orElseThrow().moveNumber()).isEqualTo(13);
        }
        CliRun validate = run("validate", in.toString());
        assertThat(validate.status()).isEqualTo(1);
        assertThat(validate.err()).contains(in + ":38: move 13 (Anna): 'UMR:CAS-XYZ'")
                .contains(in + ": valid up to move 12 of the main line")
                .contains(in + ": the rest (62 lines from line 38) is not read; saving the record keeps it unread");
        // notation to notation keeps every line of the file
        assertThat(Files.readAllLines(dir.resolve("out.upn"))).containsAll(Files.readAllLines(in));
    }

    @Test
    void validateAndConvertSayWhatAnXmlFileHoldsThatTheRecordDoesNotKeep() throws Exception {
        Path in = dir.resolve("noted.xml");
        String text = Files.readString(Path.of("sample-games/4p-standard.xml")).replace("  <moves>\n", "  <!-- to check -->\n  <moves>\n");
        Files.writeString(in, text);
        CliRun validate = run("validate", in.toString());
        assertThat(validate.status()).isZero();
        assertThat(validate.out()).contains(in + ": OK");
        assertThat(validate.err()).isEqualTo(in + ":16: warning: an XML comment is not part of the record: saving drops it\n");
        Path out = dir.resolve("noted.upn");
        CliRun convert = run("convert", in.toString(), out.toString());
        assertThat(convert.status()).isZero();
        assertThat(convert.err()).isEqualTo(in + ":16: not in noted.upn: an XML comment is not part of the record: saving drops it\n");
    }

    @Test
    void convertKeepRestKeepsABadEvaluationOfAnXmlRecordUnread() throws Exception {
        GameRecord r = RecordLoader.load(Path.of("sample-games/3p-standard.upn")).orThrow();
        r.setEvaluation(new org.roundhouse.record.Evaluation("heuristic", 100, 0, 1, -1));
        r.mainLine().get(4).setWinChances(new org.roundhouse.record.WinChances(100, new double[] {0.5, 0.25, 0.25},
                new double[] {0.05, 0.04, 0.04}));
        Path in = dir.resolve("chances.xml");
        Files.writeString(in, org.roundhouse.record.RecordSaver.write(r, org.roundhouse.record.RecordFormat.XML)
                .replace("p=\"0.5 0.25 0.25\"", "p=\"0.5 0.25\""));
        for (String name : new String[] {"kept.xml", "kept.upn"}) {
            Path out = dir.resolve(name);
            CliRun kept = run("convert", "--keep-rest", in.toString(), out.toString());
            assertThat(kept.status()).isZero();
            assertThat(kept.err()).contains("<evaluation>: <chances at=\"4\">").contains("is kept unread at the end of " + name);
            assertThat(Files.readString(out)).contains("chances at=").contains(name.endsWith("xml") ? "<unread format=\"xml\"" : "%%unread xml");
        }
    }

    @Test
    void convertLeavesAReadOnlyFileAloneUnlessForced() throws Exception {
        Path in = dir.resolve("g.upn");
        run("play", "--players", "3", "--seed", "4", "--out", in.toString());
        Path out = dir.resolve("old.xml");
        Files.writeString(out, "the old content");
        assertThat(out.toFile().setWritable(false, false)).isTrue();

        CliRun refused = run("convert", in.toString(), out.toString());
        assertThat(refused.status()).isEqualTo(1);
        assertThat(refused.err()).isEqualTo(out + ": the file is read-only, so it was not replaced (--force replaces it)\n");
        assertThat(Files.readString(out)).isEqualTo("the old content");
        assertThat(dir.resolve("old.xml.bak")).doesNotExist();

        CliRun forced = run("convert", "--force", in.toString(), out.toString());
        assertThat(forced.status()).isZero();
        assertThat(RecordLoader.load(out).isOk()).isTrue();
        assertThat(org.roundhouse.record.AtomicFiles.isReadOnly(out)).as("still read-only").isTrue();
    }

    @Test
    void convertIntoAFolderItCannotWriteSaysWhy() throws Exception {
        Path in = dir.resolve("g.upn");
        run("play", "--players", "3", "--seed", "4", "--out", in.toString());
        Files.writeString(dir.resolve("plain-file"), "x");
        CliRun notAFolder = run("convert", in.toString(), dir.resolve("plain-file").resolve("g.xml").toString());
        assertThat(notAFolder.status()).isEqualTo(1);
        assertThat(notAFolder.err()).contains("cannot make the folder " + dir.resolve("plain-file").toAbsolutePath())
                .doesNotContain(".tmp");
        Path folder = Files.createDirectory(dir.resolve("folder.xml"));
        CliRun intoFolder = run("convert", in.toString(), folder.toString());
        assertThat(intoFolder.status()).isEqualTo(1);
        // the file is named once, by the command
        assertThat(intoFolder.err()).isEqualTo(folder + ": it is a folder, not a file\n");

        Path locked = Files.createDirectory(dir.resolve("locked"));
        assertThat(locked.toFile().setWritable(false, false)).isTrue();
        org.junit.jupiter.api.Assumptions.assumeFalse(Files.isWritable(locked), "an administrator may write in any folder");
        CliRun denied = run("convert", in.toString(), locked.resolve("g.xml").toString());
        assertThat(denied.status()).isEqualTo(1);
        assertThat(denied.err()).contains("cannot write in " + locked.toAbsolutePath() + ": permission denied").doesNotContain(".tmp");
    }

    @Test
    void everyCommandHasHelpAndUsageErrorsGoToStderr() {
        for (String command : new String[] {"validate", "summary", "convert", "play"}) {
            CliRun help = run(command, "--help");
            assertThat(help.status()).as(command).isZero();
            assertThat(help.out()).as(command).startsWith("Usage: roundhouse " + command);
        }
        CliRun usage = run("play", "--players", "3");
        assertThat(usage.status()).isEqualTo(2);
        assertThat(usage.err()).contains("Missing required option: '--seed=S'");
        CliRun players = run("play", "--players", "9", "--seed", "1");
        assertThat(players.status()).as("a value out of range is a wrong command line").isEqualTo(2);
        assertThat(players.err()).contains("--players must be 2 to 6");
        CliRun recipe = run("play", "--players", "3", "--seed", "1", "--recipe", "nope");
        assertThat(recipe.status()).isEqualTo(2);
        assertThat(recipe.err()).contains("unknown recipe 'nope'");
        assertThat(run("play", "--players", "3", "--seed", "1", "--names", "A,B").status()).isEqualTo(2);
        assertThat(run("validate").status()).isEqualTo(2);
        for (String[] bad : new String[][] {{"--rounds", "0"}, {"--rounds", "-1"}, {"--players", "9"}, {"--warmup", "-2"}, {"--seconds", "0"}}) {
            assertThat(run("bench", bad[0], bad[1]).status()).as("bench %s %s", bad[0], bad[1]).isEqualTo(2);
        }
        assertThat(run("bench", "--simulate", "--games", "0").status()).isEqualTo(2);
    }

    @Test
    void benchSimulateTimesOneAndTwoThreadsRoundAfterRound() {
        CliRun r = run("bench", "--simulate", "--games", "40", "--rounds", "2", "--warmup", "1", "--players", "3");
        assertThat(r.status()).as(r.err()).isZero();
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(7);
        assertThat(lines.get(0)).matches("warm-up round 1 of 1, 1 thread: \\d+ games/s \\(\\d+\\.\\d\\d cores busy\\)");
        assertThat(lines.get(1)).startsWith("warm-up round 1 of 1, 2 threads: ");
        assertThat(lines.get(4)).startsWith("measured round 2 of 2, 1 thread: ");
        assertThat(lines.get(6)).matches("3 players, random bots, recipe standard: one thread \\d+ games/s, two threads \\d+ games/s: \\d+\\.\\d\\dx");
    }
}
