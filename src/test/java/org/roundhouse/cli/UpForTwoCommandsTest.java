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

/** Every command on records of "Union Pacific for two", and {@code play} with any rule set and its options. */
class UpForTwoCommandsTest {
    @TempDir
    Path dir;

    private static CliRun run(String... args) {
        return CliRun.of(args);
    }

    private Path played(String name, String... extra) {
        Path file = dir.resolve(name);
        List<String> args = new java.util.ArrayList<>(List.of("play", "--rules", "up-for-two", "--players", "2", "--seed", "21",
                "--names", "Anna,Ben", "--out", file.toString()));
        args.addAll(List.of(extra));
        CliRun r = run(args.toArray(String[]::new));
        assertThat(r.status()).as(r.err()).isZero();
        return file;
    }

    @Test
    void playWritesAGameOfTheRuleSetWithItsOptions() throws Exception {
        CliRun r = run("play", "--rules", "up-for-two", "--players", "2", "--seed", "21", "--option", "ThreeOfAKind=no",
                "--option", "RelativePayments=on", "--recipe", "german", "--dead-track-rule");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).contains("[Rules \"up-for-two\"]\n[Recipe \"german\"]\n[RelativePayments \"yes\"]\n[ThreeOfAKind \"no\"]\n"
                + "[DeadTrackRule \"yes\"]\n").contains("[PersonalA \"").doesNotContain(" &");
        assertThat(run("play", "--rules", "up-for-two", "--players", "2", "--seed", "21", "--option", "ThreeOfAKind=no",
                "--option", "RelativePayments=on", "--recipe", "german", "--dead-track-rule").out()).as("the same seed, the same game")
                .isEqualTo(r.out());
        GameRecord record = RecordLoader.readNotation(r.out(), "out.upn").orThrow();
        assertThat(Replay.of(record).finalState().isOver()).isTrue();
        assertThat(record.setup().option("RelativePayments")).isEqualTo("yes");
    }

    @Test
    void wrongRulesAndOptionsAreAWrongCommandLineSaidClearly() {
        CliRun unknown = run("play", "--rules", "chess", "--players", "2", "--seed", "1");
        assertThat(unknown.status()).isEqualTo(2);
        assertThat(unknown.err()).isEqualTo("unknown rule set 'chess' (known: "
                + org.roundhouse.engine.registry.RuleSets.all().stream().map(r -> r.id()).collect(java.util.stream.Collectors.joining(", "))
                + ")\n");
        CliRun players = run("play", "--rules", "up-for-two", "--players", "3", "--seed", "1");
        assertThat(players.status()).isEqualTo(2);
        assertThat(players.err()).isEqualTo("--players must be 2 for Union Pacific for two, not 3\n");
        CliRun noSuch = run("play", "--rules", "up-for-two", "--players", "2", "--seed", "1", "--option", "TwoPlayerRules=no");
        assertThat(noSuch.status()).isEqualTo(2);
        assertThat(noSuch.err()).isEqualTo("--option TwoPlayerRules=no: Union Pacific for two has no option TwoPlayerRules"
                + " (its options: Recipe, RelativePayments, ThreeOfAKind, DeadTrackRule)\n");
        CliRun value = run("play", "--rules", "up-for-two", "--players", "2", "--seed", "1", "--option", "ThreeOfAKind=maybe");
        assertThat(value.status()).isEqualTo(2);
        assertThat(value.err()).isEqualTo("--option ThreeOfAKind=maybe: ThreeOfAKind must be \"yes\" or \"no\", not \"maybe\"\n");
        CliRun form = run("play", "--players", "2", "--seed", "1", "--option", "DeadTrackRule");
        assertThat(form.status()).isEqualTo(2);
        assertThat(form.err()).isEqualTo("--option DeadTrackRule: write TAG=VALUE, e.g. --option Recipe=standard\n");
        CliRun flag = run("play", "--rules", "up-for-two", "--players", "2", "--seed", "1", "--no-two-player-rules");
        assertThat(flag.status()).isEqualTo(2);
        assertThat(flag.err()).isEqualTo("--no-two-player-rules sets TwoPlayerRules, which Union Pacific for two (--rules up-for-two)"
                + " does not have\n");
        CliRun recipe = run("play", "--rules", "up-for-two", "--players", "2", "--seed", "1", "--option", "Recipe=nope");
        assertThat(recipe.status()).isEqualTo(2);
        assertThat(recipe.err()).contains("nope");
    }

    @Test
    void theBaseGameTakesItsOptionsByTagToo() {
        CliRun byFlag = run("play", "--players", "2", "--seed", "3", "--no-two-player-rules", "--two-player-last-row", "fourth");
        CliRun byTag = run("play", "--players", "2", "--seed", "3", "--option", "TwoPlayerRules=no", "--option", "TwoPlayerLastRow=fourth");
        assertThat(byFlag.status()).isZero();
        assertThat(byTag.out()).isEqualTo(byFlag.out()).contains("[TwoPlayerRules \"no\"]");
    }

    @Test
    void validateSummaryConvertAndChartReadTheVariantsRecords() throws Exception {
        Path upn = played("two.upn");
        CliRun ok = run("validate", upn.toString());
        assertThat(ok.status()).as(ok.err()).isZero();
        assertThat(ok.out()).matches(java.util.regex.Pattern.quote(upn.toString()) + ": OK \\(2 players, \\d+ moves, 0 variations, finished\\)\\n");

        CliRun text = run("summary", upn.toString());
        assertThat(text.status()).as(text.err()).isZero();
        assertThat(text.out()).startsWith("2 players, deck recipe standard, three of a kind\nFinished after move ")
                .contains("4 dividends paid").contains("Dividend 4 (move ").contains("  house ");
        CliRun json = run("summary", "--json", upn.toString());
        assertThat(json.status()).isZero();
        assertThat(json.out()).contains("\"rules\": \"up-for-two\"").contains("\"threeOfAKind\": true").contains("\"relativePayments\": false")
                .contains("\"finished\": true").containsPattern("\"houseReceived\": \\d+");

        Path xml = dir.resolve("two.xml");
        CliRun toXml = run("convert", upn.toString(), xml.toString());
        assertThat(toXml.status()).as(toXml.err()).isZero();
        assertThat(Files.readString(xml)).contains("rules=\"up-for-two\"").contains("<take from=\"personal\"/>");
        Path back = dir.resolve("back.upn");
        assertThat(run("convert", xml.toString(), back.toString()).status()).isZero();
        assertThat(Files.readString(back)).isEqualTo(Files.readString(upn));
        assertThat(run("summary", "--json", xml.toString()).out().replace(xml.toString(), "F"))
                .isEqualTo(json.out().replace(upn.toString(), "F"));

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
    void aBadStepInAVariantsRecordIsReportedByValidate() throws Exception {
        Path upn = played("two.upn");
        String text = Files.readString(upn);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?m)^(\\d+)\\.([AB]) .*?>[A-Z&]+/([1-4])").matcher(text);
        assertThat(m.find()).isTrue();
        String broken = text.substring(0, m.start(3)) + "7" + text.substring(m.end(3));
        Files.writeString(upn, broken);
        CliRun r = run("validate", upn.toString());
        assertThat(r.status()).isEqualTo(1);
        int line = (int) text.substring(0, m.start()).chars().filter(c -> c == '\n').count() + 1;
        String player = m.group(2).equals("A") ? "Anna" : "Ben";
        assertThat(r.err() + r.out()).contains(upn + ":" + line + ": move " + m.group(1) + " (" + player + "): '>")
                .contains("the slot of a face-up share is 1 (the oldest, leftmost) to 4, not 7");
    }
}
