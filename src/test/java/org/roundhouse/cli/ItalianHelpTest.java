package org.roundhouse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.roundhouse.text.Messages;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The command line's help in Italian (picocli's bundle org/roundhouse/cli/help_it.properties):
 * {@code --lang it} switches it, every key of the bundle belongs to a command, option or
 * parameter, the commands listed as translated are wholly Italian, every command has an Italian
 * line in the command list, and the Italian wraps as the English does.
 */
class ItalianHelpTest {
    /** The commands whose whole help is in Italian; the rest have their command-list line only (docs/i18n.md). */
    private static final List<String> TRANSLATED = List.of("roundhouse", "roundhouse.validate", "roundhouse.summary",
            "roundhouse.convert", "roundhouse.play", "roundhouse.bench", "roundhouse.chart", "roundhouse.tournament",
            "roundhouse.evaluate", "roundhouse.review", "roundhouse.calibrate", "roundhouse.train", "roundhouse.simulate");

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    private static Properties italian() throws IOException {
        try (InputStream in = ItalianHelpTest.class.getClassLoader().getResourceAsStream("org/roundhouse/cli/help_it.properties")) {
            Properties p = new Properties();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            return p;
        }
    }

    private static List<CommandSpec> commands(CommandSpec top) {
        List<CommandSpec> out = new ArrayList<>(List.of(top));
        for (CommandLine sub : top.subcommands().values()) out.addAll(commands(sub.getCommandSpec()));
        return out;
    }

    /** The key picocli looks up for an option: the command's qualified name and the longest name without dashes. */
    private static String key(CommandSpec c, OptionSpec o) {
        if (o.usageHelp()) return "help";
        if (o.versionHelp()) return "version";
        return c.qualifiedName(".") + "." + o.longestName().replaceFirst("^-+", "");
    }

    private static String key(CommandSpec c, PositionalParamSpec p) {
        return c.qualifiedName(".") + "." + p.paramLabel() + "[" + p.index() + "]";
    }

    @Test
    void everyKeyBelongsToACommandOptionOrParameter() throws IOException {
        Set<String> known = new HashSet<>(Set.of("usage.synopsisHeading", "usage.exitCodeListHeading", "help", "version"));
        for (CommandSpec c : commands(new CommandLine(new Main()).getCommandSpec())) {
            String q = c.qualifiedName(".");
            known.addAll(List.of(q + ".usage.description", q + ".usage.header", q + ".usage.commandListHeading", q + ".usage.exitCodeList"));
            c.options().forEach(o -> known.add(key(c, o)));
            c.positionalParameters().forEach(p -> known.add(key(c, p)));
        }
        for (String k : italian().stringPropertyNames()) {
            assertThat(known).as("key %s of help_it.properties", k).contains(k.replaceFirst("\\.\\d+$", ""));
        }
    }

    @Test
    void theTranslatedCommandsAreWhollyItalianAndEveryCommandListsInItalian() throws IOException {
        Properties it = italian();
        for (CommandSpec c : commands(new CommandLine(new Main()).getCommandSpec())) {
            String q = c.qualifiedName(".");
            if (TRANSLATED.contains(q)) {
                assertThat(it).as(q).containsKey(q + ".usage.description.0");
                assertThat(it.getProperty(q + ".usage.description.1")).as(q).isNotNull();
                c.options().forEach(o -> assertThat(it).as("%s %s", q, o.longestName()).containsKey(key(c, o)));
                c.positionalParameters().forEach(p -> assertThat(it).as("%s %s", q, p.paramLabel()).containsKey(key(c, p)));
                for (int i = 0; i < c.usageMessage().exitCodeList().size(); i++) {
                    assertThat(it).as("%s exit status %d", q, i).containsKey(q + ".usage.exitCodeList." + i);
                }
            } else {
                assertThat(it.containsKey(q + ".usage.header") || it.containsKey(q + ".usage.description.0")).as(q).isTrue();
            }
        }
    }

    @Test
    void langItPrintsThePlayHelpInItalian() {
        CliRun r = CliRun.of(new CommandLine(new Main()).setUsageHelpAutoWidth(false).setUsageHelpWidth(80), "--lang", "it", "play", "--help");
        assertThat(r.status()).isZero();
        assertThat(r.out()).startsWith("Uso: roundhouse play --players=N --seed=S [OPTIONS]\n")
                .contains("Gioca una partita completa con il giocatore casuale a seme fisso")
                .contains("--seed=S", "Seme della distribuzione delle carte e delle mosse.", "Mostra questa guida ed esce.")
                .contains("Regolamento (predefinito: base), uno tra: base,")
                .doesNotContain("Seed of the deal", "Play a complete game");
        for (String line : r.out().split("\n")) {
            String t = line.trim();
            assertThat(t.isEmpty() || t.contains(" ") || t.startsWith("-")).as("a word alone on a line:\n%s", r.out()).isTrue();
            assertThat(line.length()).isLessThanOrEqualTo(80);
        }
    }

    /** Every translated command's help under --lang it: no English sentence of its own help left, no word alone on a line, 80 columns. */
    @Test
    void everyTranslatedCommandsHelpIsItalianAndWrapsWell() {
        for (String q : TRANSLATED) {
            if (q.equals("roundhouse")) continue;
            String name = q.substring("roundhouse.".length());
            CliRun en = CliRun.of(new CommandLine(new Main()).setUsageHelpAutoWidth(false).setUsageHelpWidth(80), "--lang", "en", name, "--help");
            CliRun it = CliRun.of(new CommandLine(new Main()).setUsageHelpAutoWidth(false).setUsageHelpWidth(80), "--lang", "it", name, "--help");
            assertThat(it.status()).as(name).isZero();
            assertThat(it.out()).as(name).startsWith("Uso: roundhouse " + name).doesNotContain("Usage:", "Exit status", "(default");
            for (String line : en.out().split("\n")) {
                String t = line.trim();
                // an English line of prose (not the synopsis, an option's names or the notation) must not be left
                if (t.length() > 30 && !t.startsWith("-") && !t.startsWith("[") && t.contains(" the ")) {
                    assertThat(it.out()).as("%s: English left", name).doesNotContain(t);
                }
            }
            for (String line : it.out().split("\n")) {
                String t = line.trim();
                assertThat(t.isEmpty() || t.contains(" ") || t.startsWith("-") || t.startsWith("[")).as("a word alone on a line:\n%s", it.out()).isTrue();
                assertThat(line.length()).as(name).isLessThanOrEqualTo(80);
            }
        }
    }

    @Test
    void theCommandListInItalianAndEnglishAgain() {
        CliRun it = CliRun.of(new CommandLine(new Main()), "--lang", "it", "--help");
        assertThat(it.out()).contains("Comandi (roundhouse COMANDO --help per saperne di più):", "Riassume la linea principale")
                .doesNotContain("Summarize a game record's main line.");
        CliRun en = CliRun.of(new CommandLine(new Main()), "--lang", "en", "summary", "--help");
        assertThat(en.out()).startsWith("Usage: roundhouse summary").contains("Summarize a game record's main line.");
    }

    @Test
    void validateAndConvertReportInItalian(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws IOException {
        CliRun ok = CliRun.of(new CommandLine(new Main()), "--lang", "it", "validate", "sample-games/3p-standard.upn");
        assertThat(ok.status()).isZero();
        assertThat(ok.out()).matches("sample-games/3p-standard\\.upn: OK \\(3 giocatori, \\d+ mosse, \\d+ varianti?, finita\\)\\n");
        java.nio.file.Path broken = dir.resolve("rotta.upn");
        String text = java.nio.file.Files.readString(java.nio.file.Path.of("sample-games/3p-standard.upn"));
        int cut = text.indexOf("\n", text.length() / 2);
        java.nio.file.Files.writeString(broken, text.substring(0, cut) + "\n 99.A ???\n");
        CliRun failed = CliRun.of(new CommandLine(new Main()), "--lang", "it", "validate", broken.toString());
        assertThat(failed.status()).isEqualTo(1);
        assertThat(failed.err()).contains(": valido fino alla mossa ").contains("della linea principale");
        CliRun conv = CliRun.of(new CommandLine(new Main()), "--lang", "it", "convert", broken.toString(), dir.resolve("x.xml").toString());
        assertThat(conv.status()).isEqualTo(1);
        assertThat(conv.err()).contains("niente scritto (--keep-rest scrive la parte leggibile");
        CliRun unknown = CliRun.of(new CommandLine(new Main()), "--lang", "it", "convert", "sample-games/3p-standard.upn", dir.resolve("x.txt").toString());
        assertThat(unknown.err()).contains("x.txt: tipo di file sconosciuto: le registrazioni finiscono in .xml o .upn");
    }

    @Test
    void chartTournamentAndTrainReportInItalian(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        CliRun chart = CliRun.of(new CommandLine(new Main()), "--lang", "it", "chart", "sample-games/3p-standard.upn", "-k", "cash",
                "-o", dir.resolve("c.svg").toString());
        assertThat(chart.status()).isZero();
        assertThat(chart.out()).matches("scritto .*c\\.svg \\(cash, \\d+ posizioni, \\d+ dividend[oi]\\)\n");
        CliRun badLine = CliRun.of(new CommandLine(new Main()), "--lang", "it", "chart", "sample-games/3p-standard.upn", "-k", "cash",
                "-o", dir.resolve("c.svg").toString(), "--line", "3:4");
        assertThat(badLine.status()).isEqualTo(2);
        assertThat(badLine.err()).isEqualTo("chart: linea '3:4': la mossa 3 non ha varianti\nProva 'roundhouse chart --help'.\n");
        CliRun t = CliRun.of(new CommandLine(new Main()), "--lang", "it", "tournament", "--bots", "random,random,random", "--games", "3");
        assertThat(t.status()).isZero();
        assertThat(t.out()).contains("3 giocatori, 3 partite (1 distribuzione, ciascuna giocata da ogni posto), seme 1, composizione standard, ")
                .contains("partite  vittorie frequenza intervallo al 95%").contains("Elo: punteggio di Bradley-Terry")
                .doesNotContain("players", "games", "rating", "mean");
        assertThat(t.err()).contains("giocate 3 partite su 3 in ");
        CliRun train = CliRun.of(new CommandLine(new Main()), "--lang", "it", "train", "--games", "4", "-o", "modello.txt");
        assertThat(train.status()).isEqualTo(2);
        assertThat(train.err()).isEqualTo("train: modello.txt: il file del modello deve finire in .json\nProva 'roundhouse train --help'.\n");
    }

    @Test
    void anUnknownLanguageIsRefusedWithTheLanguagesThereAre() {
        CliRun r = CliRun.of(new CommandLine(new Main()), "--lang", "de", "validate", "x.upn");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("unknown language 'de': use one of en, it");
    }
}
