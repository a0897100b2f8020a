package org.roundhouse.golden;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.cli.Main;
import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.Recipes;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.record.GameSetup;
import picocli.CommandLine;

/**
 * Every rule set's output, pinned: for each rule set of {@link RuleSets#all()} (so a new one is
 * covered without editing this test), the {@code summary --json} and {@code convert} outputs (both
 * formats) of its samples in {@code sample-games/}, and {@value #GAMES_PER_PLAYER_COUNT} games per
 * player count from {@code play} with varied options, each as its notation record, its XML
 * conversion and its {@code summary --json}. Only the command line is used, so the test holds
 * across any refactor below it.
 *
 * <p>Each rule set has {@code golden/rule-sets/ID.golden}: one line per output, its SHA-256, what
 * output it is and the command that makes it (so the file says what is pinned, and replays the
 * same commands when a rule set later gains options). The first game of every player count and every
 * sample's summary are also kept as text under {@code golden/rule-sets/ID/}, so
 * a failure shows their first differing line.
 *
 * <p>A rule set without a golden file fails with the way to record one: run this test with
 * {@code -Dgolden.record=true}; it writes every rule set's files from the code as it is, then
 * fails so that nobody takes a recording run for a passing one. Record only when an output is
 * meant to change (never for a refactor) and say why in the commit.
 */
class RuleSetGoldenTest {
    static final Path DIR = Path.of("src/test/resources/org/roundhouse/golden/rule-sets");
    static final Path SAMPLES = Path.of("sample-games");
    static final int GAMES_PER_PLAYER_COUNT = 20;
    static final String RECORD = "golden.record";

    @TempDir
    Path tmp;

    @TestFactory
    Stream<DynamicTest> everyRuleSetIsUnchangedByteForByte() {
        return RuleSets.all().stream().map(rules -> DynamicTest.dynamicTest(rules.id(), () -> check(rules)));
    }

    private void check(RuleSet rules) throws IOException {
        Path file = DIR.resolve(rules.id() + ".golden");
        Outputs cli = new Outputs(tmp.resolve(rules.id()));
        if (Boolean.getBoolean(RECORD)) {
            List<Entry> entries = record(rules, cli);
            write(rules, file, entries);
            fail("golden outputs of '%s' recorded in %s (%d outputs); run again without -D%s", rules.id(), file, entries.size(), RECORD);
        }
        if (!Files.exists(file)) {
            fail("rule set '%s' has no golden outputs yet (%s): record them on the code whose behaviour they pin with%n"
                    + "  mvn test -Dtest=RuleSetGoldenTest -D%s=true%nand commit the files it writes", rules.id(), file, RECORD);
        }
        List<Entry> expected = read(file);
        List<String> problems = new ArrayList<>();
        for (Entry e : expected) {
            if (e.kind().startsWith("sample.") && !Files.exists(Path.of(e.args().get(0)))) {
                problems.add(e.key() + ": the sample is gone");
                continue;
            }
            String actual = cli.output(e.kind(), e.args());
            if (!sha256(actual).equals(e.sha256())) problems.add(e.key() + ":\n" + firstDifference(rules, e, actual));
        }
        for (Path sample : samplesOf(rules)) {
            if (expected.stream().noneMatch(e -> e.kind().startsWith("sample.") && e.args().get(0).equals(sample.toString()))) {
                problems.add("sample " + sample + " is not pinned yet: record with -D" + RECORD + "=true");
            }
        }
        assertThat(problems).as("outputs of rule set '%s' that differ from %s (%d pinned)", rules.id(), file, expected.size()).isEmpty();
    }

    // ---- recording

    private List<Entry> record(RuleSet rules, Outputs cli) throws IOException {
        List<Entry> entries = new ArrayList<>();
        for (Path sample : samplesOf(rules)) {
            for (String kind : List.of("sample.summary", "sample.upn", "sample.xml")) {
                entries.add(entry(cli, kind, List.of(sample.toString())));
            }
        }
        Game game = rules.configure(GameSetup.board(GameSetup.UNION_PACIFIC), Map.of());
        for (int players = game.minPlayers(); players <= game.maxPlayers(); players++) {
            for (int seed = 1; seed <= GAMES_PER_PLAYER_COUNT; seed++) {
                List<String> args = playArgs(rules, players, seed, cli);
                for (String kind : List.of("play.upn", "play.xml", "play.summary")) entries.add(entry(cli, kind, args));
            }
        }
        return entries;
    }

    private static Entry entry(Outputs cli, String kind, List<String> args) {
        String text = cli.output(kind, args);
        return new Entry(sha256(text), kind, args, text);
    }

    /**
     * The play command of a game: the first seed of a player count plays the defaults, the others
     * options drawn from the seed (where a combination is refused, the defaults), every fourth
     * leaves the deck orders out as a record of a game at the table.
     */
    private static List<String> playArgs(RuleSet rules, int players, int seed, Outputs cli) {
        List<String> base = new ArrayList<>(List.of("play", "--rules", rules.id(), "--players", "" + players, "--seed", "" + seed));
        if (seed % 4 == 0) base.add("--table");
        if (seed == 1) return base;
        List<String> args = new ArrayList<>(base);
        List<RuleOption> options = rules.options();
        for (int i = 0; i < options.size(); i++) {
            RuleOption o = options.get(i);
            List<String> values = !o.values().isEmpty() ? o.values()
                    : o.tag().equals("Recipe") ? Recipes.all().stream().map(DeckRecipe::id).toList() : List.of(o.defaultValue());
            String value = values.get(new java.util.SplittableRandom(seed * 7919L + i).nextInt(values.size()));
            if (!value.equals(o.defaultValue())) args.addAll(List.of("--option", o.tag() + "=" + value));
        }
        return cli.plays(args) ? args : base;
    }

    private static void write(RuleSet rules, Path file, List<Entry> entries) throws IOException {
        Files.createDirectories(DIR);
        StringBuilder b = new StringBuilder("# Golden outputs of rule set '" + rules.id() + "', recorded by RuleSetGoldenTest (-D" + RECORD
                + "=true).\n# sha256, output, command; the texts of some are in " + rules.id() + "/\n");
        for (Entry e : entries) b.append(e.sha256()).append(' ').append(e.kind()).append(' ').append(String.join(" ", e.args())).append('\n');
        Files.writeString(file, b.toString());
        Path texts = DIR.resolve(rules.id());
        if (Files.isDirectory(texts)) {
            try (Stream<Path> old = Files.list(texts)) {
                for (Path p : old.toList()) Files.delete(p);
            }
        }
        Files.createDirectories(texts);
        for (Entry e : entries) {
            if (keepsText(e)) Files.writeString(texts.resolve(textName(e)), e.text());
        }
    }

    /** The outputs kept as text: small enough, and enough to show how a change shows. */
    private static boolean keepsText(Entry e) {
        return switch (e.kind()) {
            case "sample.summary" -> true;
            case "play.upn", "play.summary" -> e.args().get(e.args().indexOf("--seed") + 1).equals("1");
            default -> false;
        };
    }

    private static String textName(Entry e) {
        return (e.kind() + "_" + String.join("_", e.args())).replaceAll("[^A-Za-z0-9.-]+", "_") + ".txt";
    }

    // ---- reading and comparing

    record Entry(String sha256, String kind, List<String> args, String text) {
        String key() {
            return kind + " " + String.join(" ", args);
        }
    }

    private static List<Entry> read(Path file) throws IOException {
        List<Entry> entries = new ArrayList<>();
        int n = 0;
        for (String line : Files.readAllLines(file)) {
            n++;
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] words = line.split(" ");
            if (words.length < 3 || words[0].length() != 64) throw new IllegalStateException(file + ":" + n + ": not 'sha256 output command': " + line);
            entries.add(new Entry(words[0], words[1], List.of(Arrays.copyOfRange(words, 2, words.length)), null));
        }
        return entries;
    }

    /** The first line where the output differs from its kept text, or why that cannot be shown. */
    private static String firstDifference(RuleSet rules, Entry e, String actual) {
        Path kept = DIR.resolve(rules.id()).resolve(textName(e));
        if (!Files.exists(kept)) {
            return "    (only the digest is kept for this output; the kept texts of " + DIR.resolve(rules.id()) + " show the first differing line where they differ too)";
        }
        String[] was;
        try {
            was = Files.readString(kept).split("\n", -1);
        } catch (IOException x) {
            throw new UncheckedIOException(x);
        }
        String[] now = actual.split("\n", -1);
        for (int i = 0; i < Math.max(was.length, now.length); i++) {
            String a = i < was.length ? was[i] : "(end of text)";
            String b = i < now.length ? now[i] : "(end of text)";
            if (!a.equals(b)) return "    line " + (i + 1) + " was: " + a + "\n    line " + (i + 1) + " now: " + b;
        }
        return "    (the text matches " + kept + " but not the digest: the kept text is stale)";
    }

    // ---- the outputs, through the command line

    /** Runs the command line in-process and gives each kind of output, caching the games played. */
    private static final class Outputs {
        private final Path dir;
        private final CommandLine cli = new CommandLine(new Main());
        private final StringWriter out = new StringWriter();
        private final StringWriter err = new StringWriter();
        private final Map<List<String>, String> played = new HashMap<>();

        Outputs(Path dir) {
            this.dir = dir;
            cli.setOut(new PrintWriter(out, true));
            cli.setErr(new PrintWriter(err, true));
        }

        private Optional<String> tryRun(List<String> args) {
            out.getBuffer().setLength(0);
            err.getBuffer().setLength(0);
            int status = cli.execute(args.toArray(String[]::new));
            return status == 0 ? Optional.of(out.toString().replace(dir.toString(), "TMP")) : Optional.empty();
        }

        private String run(String... args) {
            return tryRun(List.of(args)).orElseThrow(() -> new AssertionError(String.join(" ", args) + " failed: " + err));
        }

        boolean plays(List<String> args) {
            return tryRun(args).isPresent();
        }

        String output(String kind, List<String> args) {
            try {
                Files.createDirectories(dir);
                return switch (kind) {
                    case "play.upn" -> play(args);
                    case "play.xml" -> converted(written(play(args), "game.upn"), "xml");
                    case "play.summary" -> run("summary", "--json", written(play(args), "game.upn").toString());
                    case "sample.summary" -> run("summary", "--json", args.get(0));
                    case "sample.upn" -> converted(Path.of(args.get(0)), "upn");
                    case "sample.xml" -> converted(Path.of(args.get(0)), "xml");
                    default -> throw new IllegalStateException("unknown output '" + kind + "'");
                };
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        private String play(List<String> args) {
            return played.computeIfAbsent(args, a -> run(a.toArray(String[]::new)));
        }

        private Path written(String text, String name) throws IOException {
            return Files.writeString(dir.resolve(name), text);
        }

        private String converted(Path from, String ext) throws IOException {
            Path to = dir.resolve("converted." + ext);
            Files.deleteIfExists(to);
            run("convert", from.toString(), to.toString());
            return Files.readString(to);
        }
    }

    // ---- samples and digests

    private static final Pattern RULES = Pattern.compile("\\[Rules \"([^\"]*)\"]|<setup [^>]*\\srules=\"([^\"]*)\"");

    /** The samples whose text names the rule set ([Rules "..."] or rules="..."); a record naming none is the base game's. */
    static List<Path> samplesOf(RuleSet rules) throws IOException {
        try (Stream<Path> s = Files.list(SAMPLES)) {
            return s.filter(p -> p.toString().endsWith(".upn") || p.toString().endsWith(".xml"))
                    .filter(p -> rulesOf(p).equals(rules.id())).sorted().toList();
        }
    }

    private static String rulesOf(Path sample) {
        try {
            Matcher m = RULES.matcher(Files.readString(sample));
            return !m.find() ? RuleSets.base().id() : m.group(1) != null ? m.group(1) : m.group(2);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
