package org.roundhouse.golden;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.cli.Main;
import picocli.CommandLine;

/**
 * The base game's output, pinned byte for byte before the rule-set seam was built: every
 * sample's {@code summary --json} and {@code convert} output in both formats, and 1,000 games
 * per player count from {@code play} (with a summary and an XML copy of every tenth). Only
 * the command line is used, so the test holds across any refactor below it.
 *
 * <p>Samples of other rule sets ({@code [Rules "up-for-two"]}) are left out: this test pins the base game.
 *
 * <p>A digest that changes means the base game's behaviour or records changed. If that is
 * meant (a new feature of the base game, never a refactor), write the file again with
 * {@code -Droundhouse.golden=write} (or {@code -Dgolden.record=true}, as {@link RuleSetGoldenTest}) and say why in the commit.
 */
class BaseGameGoldenTest {
    static final Path DIGESTS = Path.of("src/test/resources/org/roundhouse/golden/base-game.sha256");
    static final int GAMES_PER_PLAYER_COUNT = 1000;

    @TempDir
    Path dir;

    private final CommandLine cli = new CommandLine(new Main());
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    BaseGameGoldenTest() {
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
    }

    private String run(String... args) {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        int status = cli.execute(args);
        assertThat(status).as("%s failed: %s", String.join(" ", args), err).isZero();
        return out.toString().replace(dir.toString(), "TMP");
    }

    @Test
    void theBaseGameIsUnchangedByteForByte() throws Exception {
        Map<String, String> actual = digests();
        if ("write".equals(System.getProperty("roundhouse.golden")) || Boolean.getBoolean(RuleSetGoldenTest.RECORD)) {
            Files.createDirectories(DIGESTS.getParent());
            Files.writeString(DIGESTS, actual.entrySet().stream()
                    .map(e -> e.getKey() + " " + e.getValue() + "\n").collect(Collectors.joining()));
            assumeThat(false).as("digests written to " + DIGESTS + "; run again without -Droundhouse.golden").isTrue();
        }
        Map<String, String> expected = new LinkedHashMap<>();
        for (String line : Files.readAllLines(DIGESTS)) {
            String[] kv = line.split(" ");
            expected.put(kv[0], kv[1]);
        }
        List<String> changed = new ArrayList<>();
        for (String key : expected.keySet()) {
            if (!expected.get(key).equals(actual.get(key))) changed.add(key);
        }
        for (String key : actual.keySet()) {
            if (!expected.containsKey(key)) changed.add(key + " (new)");
        }
        assertThat(changed).as("outputs of the base game that changed since the digests were taken").isEmpty();
    }

    private Map<String, String> digests() throws IOException {
        Map<String, String> d = new LinkedHashMap<>();
        List<Path> samples;
        try (Stream<Path> s = Files.list(Path.of("sample-games"))) {
            samples = s.filter(p -> p.toString().endsWith(".upn") || p.toString().endsWith(".xml")).filter(BaseGameGoldenTest::isBaseGame)
                    .sorted().toList();
        }
        assertThat(samples).hasSizeGreaterThan(10);
        for (Path sample : samples) {
            String name = sample.getFileName().toString();
            d.put("summary/" + name, sha256(run("summary", "--json", sample.toString())));
            for (String ext : List.of("upn", "xml")) {
                Path converted = dir.resolve("converted." + ext);
                Files.deleteIfExists(converted);
                run("convert", sample.toString(), converted.toString());
                d.put("convert." + ext + "/" + name, sha256(Files.readString(converted)));
            }
        }
        List<String> recipes = recipeIds();
        for (int players = 2; players <= 6; players++) {
            MessageDigest games = digest();
            for (int seed = 1; seed <= GAMES_PER_PLAYER_COUNT; seed++) {
                List<String> args = new ArrayList<>(List.of("play", "--players", "" + players, "--seed", "" + seed,
                        "--recipe", recipes.get(seed % recipes.size())));
                if (seed % 7 == 0) args.add("--dead-track-rule");
                if (seed % 11 == 0) args.add("--table");
                if (players == 2 && seed % 3 == 0) args.add("--no-two-player-rules");
                String record = run(args.toArray(String[]::new));
                games.update(record.getBytes(StandardCharsets.UTF_8));
                if (seed % 10 == 0) {
                    Path upn = dir.resolve("game.upn");
                    Path xml = dir.resolve("game.xml");
                    Files.writeString(upn, record);
                    Files.deleteIfExists(xml);
                    run("convert", upn.toString(), xml.toString());
                    games.update(Files.readAllBytes(xml));
                    games.update(run("summary", "--json", upn.toString()).getBytes(StandardCharsets.UTF_8));
                }
            }
            d.put("play/" + players + "p-x" + GAMES_PER_PLAYER_COUNT, HexFormat.of().formatHex(games.digest()));
        }
        return d;
    }

    /** The rule set a record names, by its text alone ([Rules "..."] or rules="..."): the samples of other rule sets are not pinned here. */
    private static final java.util.regex.Pattern RULES = java.util.regex.Pattern.compile("\\[Rules \"([^\"]*)\"]|<setup [^>]*\\srules=\"([^\"]*)\"");

    static boolean isBaseGame(Path sample) {
        try {
            java.util.regex.Matcher m = RULES.matcher(Files.readString(sample));
            return !m.find() || "base".equals(m.group(1) != null ? m.group(1) : m.group(2));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The shipped recipes when the digests were taken; pinned, since the digests depend on them. */
    private static List<String> recipeIds() {
        return List.of("standard", "german", "buffered", "six-card-dividends", "even-spacing",
                "large-stack-dividends", "tournament");
    }

    private static String sha256(String text) {
        return HexFormat.of().formatHex(digest().digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    private static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
