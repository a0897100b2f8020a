package org.roundhouse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The help texts read as sentences: nothing cut in the command list, no word stranded on a line of its own. */
class HelpTextTest {
    private static final List<String> COMMANDS = List.of("bench", "validate", "summary", "convert", "play", "chart", "tournament", "evaluate", "review", "calibrate", "train", "simulate");

    private static CliRun run(String... args) {
        // the width a terminal would give is not the test's: the fallback of 80 columns
        return CliRun.of(new CommandLine(new Main()).setUsageHelpAutoWidth(false).setUsageHelpWidth(80), args);
    }

    /** The command list of the top help: each command's text, its wrapped lines joined. */
    private static Map<String, String> commandList(String help) {
        Map<String, String> entries = new LinkedHashMap<>();
        String current = null;
        boolean inList = false;
        for (String line : help.split("\n")) {
            if (line.startsWith("Commands")) {
                inList = true;
                continue;
            }
            if (!inList || line.isBlank()) continue;
            String[] parts = line.trim().split("\\s+", 2);
            if (line.startsWith("  ") && !line.startsWith("   ") && COMMANDS.contains(parts[0])) {
                current = parts[0];
                entries.put(current, parts.length > 1 ? parts[1] : "");
            } else if (current != null) {
                entries.put(current, entries.get(current) + " " + line.trim());
            }
        }
        return entries;
    }

    @Test
    void theCommandListGivesEveryCommandAWholeSentence() {
        CliRun r = run("--help");
        assertThat(r.status()).isZero();
        Map<String, String> list = commandList(r.out());
        assertThat(list.keySet()).containsExactlyElementsOf(COMMANDS);
        assertThat(list).allSatisfy((name, text) -> assertThat(text).as(name).endsWith("."));
        assertThat(list.get("summary")).isEqualTo("Summarize a game record's main line.");
        assertThat(list.get("chart")).isEqualTo("Draw a game record's chart as PNG or SVG, or its series as CSV.");
    }

    /**
     * Lines of help output that hold a single word, where a sentence was broken by hand or
     * wrapped badly (a long option name alone on its line is picocli's layout, not a sentence).
     */
    private static List<String> oneWordLines(String help) {
        List<String> lonely = new ArrayList<>();
        for (String line : help.split("\n")) {
            String t = line.trim();
            if (!t.isEmpty() && !t.contains(" ") && !t.startsWith("-")) lonely.add(line);
        }
        return lonely;
    }

    @Test
    void noHelpTextStrandsAWordOnALineOfItsOwn() {
        for (String command : COMMANDS) {
            CliRun r = run(command, "--help");
            assertThat(r.status()).as(command).isZero();
            assertThat(oneWordLines(r.out())).as(command + " --help:\n" + r.out()).isEmpty();
            assertThat(r.out().lines()).as(command).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(80));
        }
        assertThat(oneWordLines(run("--help").out())).isEmpty();
    }

    @Test
    void summaryHelpDescribesTheCommandInWholeParagraphs() {
        String help = run("summary", "--help").out();
        String description = help.substring(help.indexOf('\n') + 1, help.indexOf("  FILE")).replace("\n", " ").replaceAll("\\s+", " ").trim();
        assertThat(description).isEqualTo("Summarize a game record's main line. Gives the players, final cash and ranking, each dividend"
                + " with what each player received, and the companies at the end. With --json the same as JSON for scripts"
                + " (fields in docs/cli.md).");
    }

    @Test
    void benchNumbersWarmUpAndMeasuredRoundsFromOneUp() {
        CliRun r = run("bench", "--players", "2", "--seconds", "0.001", "--warmup", "3", "--rounds", "2");
        assertThat(r.status()).isZero();
        List<String> rounds = r.out().lines().filter(l -> l.contains(" round ")).map(l -> l.substring(0, l.indexOf(':'))).toList();
        assertThat(rounds).containsExactly("warm-up round 1 of 3", "warm-up round 2 of 3", "warm-up round 3 of 3",
                "measured round 1 of 2", "measured round 2 of 2");
        assertThat(r.out()).containsPattern("2 players, recipe standard: mean \\d+ games/s");
    }
}
