package org.roundhouse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.roundhouse.text.Messages;
import org.roundhouse.text.EnglishLeft;

/**
 * The commands under {@code --lang it} (issue #23): what they print on a bundled sample, on a bad
 * record and on a bad option is Italian, with no English word left beyond names, notation, file
 * names, flags and field names; and the same runs in English print what they always printed.
 */
class ItalianCommandsTest {
    private static final String GAME = "sample-games/3p-standard.upn";
    /** Words of the English messages that are no Italian word: one of them in Italian output is English left. */
    private static final Pattern ENGLISH = Pattern.compile("\\b(the|of|and|wrote|games?|positions?|must|played|nothing|written|could|"
            + "unknown|missing|invalid|required|option|parameter|try|seed|players?|move|moves|round|threads?|left|about|with|"
            + "from|line|is|are|has|steps?|reviewed|evaluated|measured|warm-up|cells?|deals?|expected|found|value|cannot|"
            + "read|empty|such|at|index|did|you|mean)\\b", Pattern.CASE_INSENSITIVE);

    @TempDir
    Path dir;

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    /** The English words in {@code text} once flags, file names and quoted values are taken out. */
    private static List<String> englishIn(String text, String... names) {
        String t = text.replaceAll("--[a-z-]+", " ").replaceAll("'[^'\\n]*'", " ").replaceAll("\\S*[/\\\\]\\S*", " ")
                .replaceAll("\\S+\\.(upn|xml|csv|json|png|svg)\\b", " ");
        for (String n : names) t = t.replace(n, " ");
        return EnglishLeft.in(ENGLISH, t);
    }

    private static void allItalian(CliRun r, String... names) {
        String text = r.out() + r.err();
        assertThat(englishIn(text, names)).as("English left in:\n%s", text).isEmpty();
    }

    @Test
    void theCheckFindsEnglish() {
        assertThat(englishIn("wrote x.csv: 12 positions, seed 3")).containsExactly("wrote", "positions", "seed");
        assertThat(englishIn("scritto x.csv: 12 posizioni, seme 3 (--seed)")).isEmpty();
    }

    @Test
    void chartTournamentTrainAndCalibrateSpeakItalian() {
        CliRun chart = CliRun.italian("chart", GAME, "--kind", "cash", "--out", dir.resolve("c.csv").toString());
        assertThat(chart.status()).isZero();
        assertThat(chart.out()).startsWith("scritto ");
        allItalian(chart);

        CliRun tournament = CliRun.italian("tournament", "--bots", "random,heuristic", "--games", "2", "--seed", "1");
        assertThat(tournament.status()).isZero();
        assertThat(tournament.out()).contains("giocatori", "partite", "vittorie");
        allItalian(tournament, "random", "heuristic", "Bradley-Terry");

        CliRun calibrate = CliRun.italian("calibrate", "--bots", "random", "--games", "2", "--every", "5", "--method", "baseline",
                "--out", dir.resolve("k.json").toString());
        assertThat(calibrate.status()).isZero();
        assertThat(calibrate.out()).contains("scritto ");
        assertThat(calibrate.err()).contains("giocate 2 partite su 2");
        assertThat(calibrate.out()).contains("partite di verifica", "metodo", "affidabilità di baseline:", "media prevista");
        allItalian(calibrate, "random", "baseline", "Brier", "ECE");

        CliRun train = CliRun.italian("train", "--players", "3", "--games", "2", "--out", dir.resolve("m.json").toString());
        assertThat(train.status()).isZero();
        allItalian(train, "random", "heuristic", "base");
    }

    @Test
    void evaluateWritesAndSaysSoInItalian() {
        CliRun r = CliRun.italian("evaluate", GAME, "--playouts", "10", "--swings", "2", "--out", dir.resolve("w.csv").toString());
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("scritto ").contains("simulazioni", "vista onnisciente", "seme").contains("oscillazioni maggiori:");
        // the swings too: "  mossa 0, Investimenti iniziali: …: Anna 30% → 90% (decisioni +60 punti, carte +0)"
        assertThat(r.out()).containsPattern("\n  mossa \\d+, .+: \\S+ \\d+% → \\d+% \\(decisioni [-+]\\d+ punti, carte [-+]\\d+\\)\n");
        assertThat(englishIn(r.out(), "random", "heuristic")).as(r.out()).isEmpty();
    }

    @Test
    void csvAndJsonAreTheSameInEveryLanguage() throws IOException {
        for (String kind : List.of("csv", "json")) {
            Path en = dir.resolve("en." + kind);
            Path it = dir.resolve("it." + kind);
            assertThat(CliRun.of("--lang", "en", "evaluate", GAME, "--playouts", "10", "--out", en.toString()).status()).isZero();
            assertThat(CliRun.italian("evaluate", GAME, "--playouts", "10", "--out", it.toString()).status()).isZero();
            assertThat(Files.readString(it)).as(kind).isEqualTo(Files.readString(en)).contains("builds");
            Path enInstant = dir.resolve("en-instant." + kind);
            Path itInstant = dir.resolve("it-instant." + kind);
            assertThat(CliRun.of("--lang", "en", "evaluate", GAME, "--instant", "--out", enInstant.toString()).status()).isZero();
            assertThat(CliRun.italian("evaluate", GAME, "--instant", "--out", itInstant.toString()).status()).isZero();
            assertThat(Files.readString(itInstant)).as(kind).isEqualTo(Files.readString(enInstant));
        }
    }

    @Test
    void argumentErrorsOfEveryCommandAreItalian() {
        allItalian(CliRun.italian("bench", "--players", "9"));
        allItalian(CliRun.italian("evaluate", GAME));
        allItalian(CliRun.italian("evaluate", GAME, "--view", "Zed", "--out", dir.resolve("w.csv").toString()), "Zed");
        allItalian(CliRun.italian("review", GAME, "--thresholds", "5,x,20"));
        allItalian(CliRun.italian("review", GAME, "--threads", "0"));
        allItalian(CliRun.italian("simulate", "--threads", "0", "--out", dir.resolve("s").toString()));
        allItalian(CliRun.italian("calibrate", "--every", "0"));
        allItalian(CliRun.italian("calibrate", "--rules", "up-for-two", "--players", "4"));
        allItalian(CliRun.italian("calibrate", "--out", "x.txt"));
        allItalian(CliRun.italian("play", "--players", "9", "--seed", "1"));
        allItalian(CliRun.italian("play", "--players", "3", "--seed", "1", "--names", "A,B"));
        allItalian(CliRun.italian("play", "--players", "3", "--seed", "1", "--option", "Speed=fast"), "Speed=fast", "Speed", "Union Pacific",
                "DeadTrackRule", "ThreeOfAKind", "Recipe", "TwoPlayerRules", "TwoPlayerLastRow", "FirstPlayer");
        allItalian(CliRun.italian("simulate", "--option", "DeadTrackRule", "--out", dir.resolve("s").toString()));
        allItalian(CliRun.italian("simulate", "--players", "0", "--out", dir.resolve("s").toString()));
        CliRun r = CliRun.italian("bench", "--players", "9");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).startsWith("bench: --players deve essere tra 2 e 6");
    }

    @Test
    void picocliParseErrorsAreItalian() {
        CliRun unknown = CliRun.italian("chart", GAME, "--kind", "cash", "--out", "x.csv", "--colour", "red");
        assertThat(unknown.status()).isEqualTo(2);
        assertThat(unknown.err()).startsWith("Opzioni sconosciute: '--colour', 'red'\nSoluzioni possibili: --compare, --company\n");
        allItalian(unknown);

        CliRun bad = CliRun.italian("play", "--players", "3", "--seed", "abc");
        assertThat(bad.err()).startsWith("Valore non valido per '--seed': 'abc' non è un numero intero\n");

        CliRun missing = CliRun.italian("summary");
        assertThat(missing.err()).startsWith("Manca il parametro obbligatorio: 'FILE'\n");

        CliRun noValue = CliRun.italian("tournament", "--bots", "random", "--games");
        assertThat(noValue.err()).startsWith("Manca il valore di '--games' (N)\n");

        CliRun extra = CliRun.italian("summary", GAME, "extra");
        assertThat(extra.err()).startsWith("Argomento inatteso alla posizione 4: 'extra'\n");
        allItalian(extra);
    }

    @Test
    void picocliParseErrorsStayPicocliEnglishInEnglish() {
        assertThat(CliRun.of("chart", GAME, "--kind", "cash", "--out", "x.csv", "--colour", "red").err())
                .startsWith("Unknown options: '--colour', 'red'\nPossible solutions: --compare, --company\n");
        assertThat(CliRun.of("play", "--players", "3", "--seed", "abc").err())
                .startsWith("Invalid value for option '--seed': 'abc' is not a long\n");
        assertThat(CliRun.of("summary").err()).startsWith("Missing required parameter: 'FILE'\n");
    }

    @Test
    void aBadRecordIsToldInItalianWithItsWhere() throws IOException {
        Path bad = dir.resolve("bad.upn");
        String text = Files.readString(Path.of(GAME));
        Files.writeString(bad, text.substring(0, text.lastIndexOf('*')));
        CliRun cut = CliRun.italian("validate", bad.toString());
        assertThat(cut.status()).isEqualTo(1);
        assertThat(cut.err()).containsPattern("bad\\.upn:\\d+: la registrazione finisce senza il segno di fine '\\*' \\(il file è troncato\\?\\)\n")
                .contains("valido fino alla mossa");
        allItalian(cut);

        Path empty = dir.resolve("empty.upn");
        Files.writeString(empty, "");
        CliRun e = CliRun.italian("evaluate", empty.toString(), "--out", dir.resolve("w.csv").toString());
        assertThat(e.err()).startsWith("empty.upn: il file è vuoto\n  niente scritto\n");
        allItalian(e);

        CliRun none = CliRun.italian("review", dir.resolve("none.upn").toString());
        assertThat(none.err()).startsWith("none.upn: file inesistente");

        Path utf16 = dir.resolve("wide.upn");
        Files.write(utf16, new byte[] {(byte) 0xFF, (byte) 0xFE, '[', 0, 'U', 0});
        assertThat(CliRun.italian("validate", utf16.toString()).err()).contains("wide.upn:1: il file è testo UTF-16; salvalo come UTF-8");

        Path xml = dir.resolve("other.xml");
        Files.writeString(xml, "<?xml version=\"1.0\"?>\n<game version=\"1\"/>\n");
        CliRun notRecord = CliRun.italian("validate", xml.toString());
        assertThat(notRecord.err()).contains("other.xml:2: questa non è una registrazione di Roundhouse: l'elemento radice è <game>");

        assertThat(CliRun.of("--lang", "en", "review", dir.resolve("none.upn").toString()).err()).startsWith("none.upn: no such file");
    }
}
