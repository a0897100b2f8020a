package org.roundhouse.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No words written into the workbench's and the command line's code where a user reads them
 * (issue #23): a string literal with a word in it, given to a Swing text setter or constructor
 * (a label, button, check box, menu, tab, titled border, dialog title, tool tip, placeholder,
 * option pane) or printed by a command, must come from a bundle ({@code Messages.UI.text},
 * {@code CLI}, {@code WORDS}). A source scan, not a type check: it reads each such call up to its
 * end and looks at its literals, leaving out the keys given to {@code text(…)}.
 *
 * <p>{@link #NOT_TRANSLATED_YET} lists the files still to do, each with what is left, and
 * {@link #ALLOWED} the literals that are not words for people. Both lists can only shrink: a file
 * or literal listed without a finding fails the test, so that whoever translates it removes it
 * (docs/i18n.md).
 */
class NoLiteralTextTest {
    /** Calls that show their text argument to the user. */
    private static final Pattern SHOWN = Pattern.compile(
            "new (?:JLabel|JButton|JCheckBox|JRadioButton|JToggleButton|JMenu|JMenuItem|JCheckBoxMenuItem|JRadioButtonMenuItem"
                    + "|JTextArea|JTextField|TitledBorder|JDialog|JFrame|JFileChooser|NumberAxis)\\s*\\("
                    + "|\\.(?:setText|setToolTipText|setTitle|setDialogTitle|addTab|setToolTipTextAt|setTitleAt|setBorderTitle"
                    + "|setEmphasisLabel|say|row|note|hint|stepButton|setAccessibleName|setAccessibleDescription)\\s*\\("
                    + "|createTitledBorder\\s*\\(|showMessageDialog\\s*\\(|showConfirmDialog\\s*\\(|showInputDialog\\s*\\(|showOptionDialog\\s*\\("
                    + "|putClientProperty\\s*\\(\\s*\"JTextField\\.placeholderText\"\\s*,"
                    + "|\\bsuper\\s*\\(\\s*owner\\s*,"
                    + "|\\b(?:out|err)\\.(?:println|print|printf|format)\\s*\\(");
    private static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"");
    /**
     * A literal that names rather than says: a key given to a bundle ({@code UI.text("menu.file")},
     * {@code text(Locale.ITALIAN, "…")}), an engine word looked up in {@code Terms}, an icon, a component's name.
     */
    private static final Pattern KEY = Pattern.compile(
            "(?:\\btext\\(\\s*(?:[A-Za-z.]+,\\s*)?|Terms\\.(?:of|plural)\\(\\s*|Icons\\.get\\(\\s*|setName\\(\\s*)\"(?:[^\"\\\\]|\\\\.)*\"");
    /** Every key of the bundles, in English: a key chosen by a ?: is not text. */
    private static final java.util.Set<String> KEYS = new java.util.HashSet<>();

    static {
        for (Messages m : List.of(Messages.UI, Messages.CLI, Messages.WORDS)) KEYS.addAll(m.bundle(java.util.Locale.ENGLISH).keySet());
    }

    /** A word: two letters in a row, once HTML tags and entities are taken out. */
    private static final Pattern WORD = Pattern.compile("\\p{L}{2,}");

    /**
     * Files with words still in the code, by path under src/main/java: what is left in each. Remove
     * a file once it is translated (the test then insists). The scan sees text given to a setter or
     * printed; text a method returns for a table or a status line (PaymentsView, the summary's
     * lines) is beyond it: docs/i18n.md lists those.
     */
    static final Map<String, String> NOT_TRANSLATED_YET = new TreeMap<>(Map.ofEntries(
            // not for users: a developer's preview with a main of its own, kept in English
            Map.entry("org/roundhouse/ui/charts/ChartsPreview.java", "not for users: the charts' developer preview"),
            Map.entry("org/roundhouse/ui/map/MapPreview.java", "not for users: the map's developer preview")));

    /**
     * Literals that are not words for people, in any file: each with the reason.
     */
    static final Map<String, String> ALLOWED = new TreeMap<>(Map.ofEntries(
            Map.entry("Union Pacific", "the company's name, the same in every language"),
            Map.entry(" min", "minutes, the same abbreviation in English and Italian")));

    @Test
    void noWordsForPeopleAreWrittenInTheCode() throws IOException {
        Map<String, List<String>> found = findings();
        List<String> problems = new ArrayList<>();
        found.forEach((file, literals) -> {
            if (!NOT_TRANSLATED_YET.containsKey(file)) problems.add(file + ": " + literals);
        });
        assertThat(problems).as("text written in the code instead of a bundle (Messages.UI/CLI.text): move it to a bundle "
                + "(docs/i18n.md), or, for a literal that is not a word for people, add it to ALLOWED with the reason").isEmpty();
    }

    @Test
    void theListsOnlyShrink() throws IOException {
        Map<String, List<String>> found = findings();
        for (String file : NOT_TRANSLATED_YET.keySet()) {
            assertThat(Files.exists(Path.of("src/main/java", file))).as("%s is listed but does not exist", file).isTrue();
            assertThat(found).as("%s is translated: take it off NOT_TRANSLATED_YET (and docs/i18n.md's list)", file).containsKey(file);
        }
        TreeSet<String> used = new TreeSet<>();
        for (Path f : sources()) used.addAll(shownLiterals(Files.readString(f), false));
        for (String literal : ALLOWED.keySet()) {
            assertThat(used).as("'%s' is no longer shown: take it off ALLOWED", literal).contains(literal);
        }
    }

    @Test
    void theScanFindsALiteralGivenToALabel() {
        String code = "JLabel a = new JLabel(\"Share deck\");\nb.setToolTipText(x ? UI.text(\"decks.noEnd\") : \"no end\");\n"
                + "c.setText(UI.text(\"decks.of\", 1, 2));\nd.setText(\"<html>\" + UI.text(\"k.k\") + \"</html>\");\n";
        assertThat(shownLiterals(code, true)).containsExactly("Share deck", "no end");
    }

    /** Per file (path under src/main/java), the shown literals with words that are not allowed. */
    static Map<String, List<String>> findings() throws IOException {
        Map<String, List<String>> out = new TreeMap<>();
        Path root = Path.of("src/main/java");
        for (Path f : sources()) {
            List<String> literals = shownLiterals(Files.readString(f), true);
            if (!literals.isEmpty()) out.put(root.relativize(f).toString().replace('\\', '/'), literals);
        }
        return out;
    }

    private static List<Path> sources() throws IOException {
        List<Path> out = new ArrayList<>();
        for (String dir : List.of("src/main/java/org/roundhouse/ui", "src/main/java/org/roundhouse/cli")) {
            try (Stream<Path> files = Files.walk(Path.of(dir))) {
                files.filter(x -> x.toString().endsWith(".java")).sorted().forEach(out::add);
            }
        }
        return out;
    }

    /** The literals with a word given to a shown call, up to the end of its statement; keys and (if asked) allowed ones left out. */
    static List<String> shownLiterals(String source, boolean leaveOutAllowed) {
        String code = withoutComments(source);
        List<String> out = new ArrayList<>();
        Matcher call = SHOWN.matcher(code);
        int from = 0;
        while (from < code.length() && call.find(from)) {
            int end = statementEnd(code, call.end());
            String args = KEY.matcher(code.substring(call.end(), end)).replaceAll("KEY");
            Matcher lit = LITERAL.matcher(args);
            while (lit.find()) {
                String text = lit.group(1);
                String words = text.replaceAll("<[^>]*>", " ").replaceAll("&[a-z]+;", " ").replaceAll("\\\\[nt]", " ");
                if (!WORD.matcher(words).find()) continue;
                if (leaveOutAllowed && ALLOWED.containsKey(text)) continue;
                if (text.startsWith("JTextField.") || text.startsWith("FlatLaf.") || KEYS.contains(text)) continue;
                // a component's name given with its text ("move.take." + abbreviation), not a word
                if (text.matches("[a-z][a-zA-Z0-9]*(?:\\.[a-zA-Z0-9-]*)+")) continue;
                out.add(text);
            }
            from = Math.max(call.end(), end);
        }
        return out;
    }

    /** Where the call whose arguments start at {@code at} ends: its closing bracket, or the statement's end. */
    private static int statementEnd(String code, int at) {
        int depth = 0;
        for (int i = at; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == '"') {
                i++;
                while (i < code.length() && code.charAt(i) != '"') i += code.charAt(i) == '\\' ? 2 : 1;
            } else if (c == '\'') {
                i++;
                while (i < code.length() && code.charAt(i) != '\'') i += code.charAt(i) == '\\' ? 2 : 1;
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
                if (depth < 0) return i;
            } else if ((c == ';' || c == '{') && depth <= 0) {
                return i;
            } else if (c == '{' || c == '}') {
                // a lambda's body inside the call: its own statements are scanned by their own calls
                if (depth > 0) return i;
            }
        }
        return code.length();
    }

    /** The code without its comments (a literal's "//" kept), so that a comment's quotes are not read as text. */
    private static String withoutComments(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < s.length() && s.charAt(j) != c) j += s.charAt(j) == '\\' ? 2 : 1;
                b.append(s, i, Math.min(s.length(), j + 1));
                i = j;
            } else if (c == '/' && i + 1 < s.length() && s.charAt(i + 1) == '/') {
                while (i < s.length() && s.charAt(i) != '\n') i++;
                b.append('\n');
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

    /** Prints the findings, for updating the lists: run with the test class path from the project directory. */
    public static void main(String[] args) throws IOException {
        findings().forEach((f, l) -> System.out.println(f + (NOT_TRANSLATED_YET.containsKey(f) ? "  [listed]" : "") + "\n    " + l));
    }
}
