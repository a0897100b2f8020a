package org.roundhouse.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.Phrases;

/**
 * The bundles of {@link Messages} agree: every key is in every language, every key is used, the
 * parameters of a text are the same in every language, and every text is a valid MessageFormat
 * pattern whose apostrophes are doubled (a single one would swallow the rest of the text).
 */
class BundlesTest {
    private static final List<Messages> BUNDLES = List.of(Messages.WORDS, Messages.CLI, Messages.UI);
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)");
    private static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"");

    static Properties load(Messages m, Locale l) {
        String file = m.baseName().replace('.', '/') + (l.equals(Locale.ENGLISH) ? "" : "_" + l.getLanguage()) + ".properties";
        try (InputStream in = BundlesTest.class.getClassLoader().getResourceAsStream(file)) {
            assertThat(in).as(file).isNotNull();
            Properties p = new Properties();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            return p;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void everyKeyIsInEveryLanguage() {
        for (Messages m : BUNDLES) {
            Set<String> english = load(m, Locale.ENGLISH).stringPropertyNames();
            for (Locale l : Messages.LANGUAGES) {
                assertThat(load(m, l).stringPropertyNames()).as("keys of %s in %s", m.baseName(), l).containsExactlyInAnyOrderElementsOf(english);
            }
        }
    }

    @Test
    void theParametersAreTheSameInEveryLanguage() {
        for (Messages m : BUNDLES) {
            Properties english = load(m, Locale.ENGLISH);
            for (Locale l : Messages.LANGUAGES) {
                Properties p = load(m, l);
                for (String key : p.stringPropertyNames()) {
                    assertThat(placeholders(p.getProperty(key))).as("parameters of %s in %s", key, l)
                            .isEqualTo(placeholders(english.getProperty(key, "")));
                }
            }
        }
    }

    @Test
    void everyTextIsAPatternWithItsApostrophesDoubled() {
        for (Messages m : BUNDLES) {
            for (Locale l : Messages.LANGUAGES) {
                Properties p = load(m, l);
                for (String key : p.stringPropertyNames()) {
                    String v = p.getProperty(key);
                    assertThat(v.replace("''", "")).as("%s in %s has a single apostrophe: write it ''", key, l).doesNotContain("'");
                    new MessageFormat(v, l);
                    assertThat(v).as("%s in %s", key, l).isNotBlank();
                }
            }
        }
    }

    private static Set<String> placeholders(String pattern) {
        Set<String> out = new TreeSet<>();
        Matcher mm = PLACEHOLDER.matcher(pattern);
        while (mm.find()) out.add(mm.group(1));
        return out;
    }

    /**
     * Keys built from a word rather than written whole, each with the list its words come from:
     * the track types a board names (Phrases.TRACK_TYPES, looked up as "track." + type).
     */
    private static Set<String> dynamicKeys() {
        Set<String> keys = new HashSet<>();
        for (String t : Phrases.TRACK_TYPES) keys.add("track." + t);
        // the rule sets' words that the engine gives the panels in English (ui.text.Terms)
        for (String w : org.roundhouse.ui.text.Terms.WORDS) {
            keys.add("term." + w);
            keys.add("term." + w + ".plural");
        }
        keys.addAll(org.roundhouse.ui.text.Terms.CARD_KEYS.values());
        return keys;
    }

    /** The keys the code gives {@link Phrases#articleKey}, whose twin {@code key + ".an"} it may ask for. */
    private static Set<String> articleKeys() throws IOException {
        Pattern call = Pattern.compile("articleKey\\(\"([^\"]+)\"");
        Set<String> out = new TreeSet<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path f : files.filter(x -> x.toString().endsWith(".java")).toList()) {
                Matcher mm = call.matcher(code(Files.readString(f)));
                while (mm.find()) out.add(mm.group(1));
            }
        }
        return out;
    }

    @Test
    void aTextWithAnArticleBeforeAnAbbreviationHasItsTwinThatSaysAn() throws IOException {
        Set<String> keys = articleKeys();
        assertThat(keys).as("keys given to Phrases.articleKey").contains("base.describe.share", "sd.part.addsTrain", "nt.train.a");
        for (Messages m : BUNDLES) {
            Properties english = load(m, Locale.ENGLISH);
            for (String key : keys) {
                if (english.getProperty(key) == null) continue;
                assertThat(english.getProperty(key)).as("%s in English", key).containsPattern("\\ba \\{0\\}");
                assertThat(english.getProperty(key + ".an")).as("%s.an in English", key).isNotNull().containsPattern("\\ban \\{0\\}");
            }
        }
        for (String key : keys) {
            assertThat(BUNDLES.stream().anyMatch(m -> load(m, Locale.ENGLISH).getProperty(key) != null)).as("%s is in a bundle", key).isTrue();
        }
    }

    /** Every string literal of the main sources. */
    private static Set<String> literals() throws IOException {
        Set<String> out = new HashSet<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path f : files.filter(x -> x.toString().endsWith(".java")).toList()) {
                out.addAll(stringLiterals(Files.readString(f)));
            }
        }
        return out;
    }

    /** The string literals of a Java source, in order: a char literal ('"') and comments are passed over. */
    static List<String> stringLiterals(String source) {
        List<String> out = new java.util.ArrayList<>();
        Matcher mm = LITERAL.matcher(code(source));
        while (mm.find()) out.add(mm.group(1));
        return out;
    }

    /**
     * The source with its comments blanked and each char literal made a blank one ({@code ' '}),
     * string literals kept as they are: so a quote in a char literal ('"', '\'') or in a comment
     * does not start a string for the scans.
     */
    static String code(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"') {
                int j = i + 1;
                while (j < s.length() && s.charAt(j) != '"' && s.charAt(j) != '\n') j += s.charAt(j) == '\\' ? 2 : 1;
                b.append(s, i, Math.min(s.length(), j + 1));
                i = j;
            } else if (c == '\'') {
                int j = i + 1;
                while (j < s.length() && s.charAt(j) != '\'' && s.charAt(j) != '\n') j += s.charAt(j) == '\\' ? 2 : 1;
                b.append("' '");
                i = j;
            } else if (c == '/' && i + 1 < s.length() && s.charAt(i + 1) == '/') {
                while (i + 1 < s.length() && s.charAt(i + 1) != '\n') i++;
            } else if (c == '/' && i + 1 < s.length() && s.charAt(i + 1) == '*') {
                int j = s.indexOf("*/", i + 2);
                i = j < 0 ? s.length() : j + 1;
                b.append(' ');
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    @Test
    void theScanReadsACharLiteralQuoteAsNoString() {
        String src = "if (c == '\"') say(\"tree.label.move\"); // the \"quoted\" name\n"
                + "char apostrophe = '\\''; char q = '\\\"'; /* a \"comment\" */ String s = \"a \\\"b\\\" c\";\n";
        assertThat(stringLiterals(src)).containsExactly("tree.label.move", "a \\\"b\\\" c");
    }

    @Test
    void everyKeyIsUsed() throws IOException {
        Set<String> used = literals();
        used.addAll(dynamicKeys());
        for (String key : articleKeys()) used.add(key + ".an");
        for (Messages m : BUNDLES) {
            for (String key : load(m, Locale.ENGLISH).stringPropertyNames()) {
                assertThat(used).as("%s: key '%s' is used nowhere in src/main/java", m.baseName(), key).contains(key);
            }
        }
    }

    @Test
    void everyKeyTheCodeAsksForIsInTheBundle() throws IOException {
        // a key-like literal given to text(…) directly, after its language, or as a branch of a ?: inside it
        Pattern asked = Pattern.compile("(?:\\btext\\(\\s*(?:[A-Za-z.]+,\\s*)?|\\?\\s*|:\\s*)\"([a-z][a-z0-9]*(?:\\.[a-zA-Z0-9-]+)+)\"");
        Set<String> known = new HashSet<>(dynamicKeys());
        for (Messages m : BUNDLES) known.addAll(load(m, Locale.ENGLISH).stringPropertyNames());
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path f : files.filter(x -> x.toString().endsWith(".java")).toList()) {
                String src = Files.readString(f);
                if (!src.contains("org.roundhouse.text.Messages") && !f.getFileName().toString().equals("Messages.java")) continue;
                Matcher mm = asked.matcher(code(src));
                while (mm.find()) {
                    assertThat(known).as("%s asks for key '%s'", f.getFileName(), mm.group(1)).contains(mm.group(1));
                }
            }
        }
    }

    @Test
    void aLanguageIsChosenByItsCode() {
        assertThat(Messages.parseLanguage("it")).isEqualTo(Locale.ITALIAN);
        assertThat(Messages.parseLanguage("EN")).isEqualTo(Locale.ENGLISH);
        assertThat(Messages.supported(Locale.forLanguageTag("it-CH"))).isEqualTo(Locale.ITALIAN);
        assertThat(Messages.supported(Locale.GERMAN)).isEqualTo(Locale.ENGLISH);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Messages.parseLanguage("de"))
                .hasMessage("unknown language 'de': use one of en, it");
    }

    @Test
    void numbersAndMoneyFollowTheLanguage() {
        Locale before = Messages.locale();
        try {
            Messages.setLocale(Locale.ENGLISH);
            assertThat(Messages.money(1250)).isEqualTo("$1,250M");
            assertThat(Messages.decimal(0.25, 2)).isEqualTo("0.25");
            // whole numbers as parameters are plain digits, as concatenation wrote them
            assertThat(Messages.WORDS.text("refusal.noSection", 12345)).isEqualTo("there is no section 12345");
            Messages.setLocale(Locale.ITALIAN);
            assertThat(Messages.money(1250)).isEqualTo("1.250 M$");
            assertThat(Messages.decimal(0.25, 2)).isEqualTo("0,25");
            assertThat(Messages.WORDS.text("refusal.noSection", 12345)).isEqualTo("non esiste la sezione 12345");
        } finally {
            Messages.setLocale(before);
        }
    }
}
