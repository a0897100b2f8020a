package org.roundhouse.engine;

import static org.roundhouse.text.Messages.WORDS;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads deck recipes:
 * <pre>
 * recipe standard "Standard: 6 / 18 / rest"
 *   stack 6
 *   stack 18 dividends 1
 *   stack rest dividends 3
 * </pre>
 * Stacks are listed from the top of the deck down. {@code #} starts a comment.
 */
public final class RecipeParser {
    private RecipeParser() {
    }

    public static Map<String, DeckRecipe> parse(Reader in, String source) throws RecipeFormatException {
        return parse(in, source, new LinkedHashMap<>());
    }

    /**
     * Reads recipes as {@link #parse(Reader, String)} does and puts the line of each one's
     * {@code recipe} line into {@code lines}, so that a later problem with a recipe (its dividend
     * cards against a board's) can name its line.
     */
    public static Map<String, DeckRecipe> parse(Reader in, String source, Map<String, Integer> lines) throws RecipeFormatException {
        Map<String, DeckRecipe> recipes = new LinkedHashMap<>();
        String id = null;
        String title = null;
        int recipeLine = 0;
        List<DeckRecipe.Stack> stacks = new ArrayList<>();
        BufferedReader reader = new BufferedReader(in);
        int lineNo = 0;
        try {
            for (String raw = reader.readLine(); raw != null; raw = reader.readLine()) {
                lineNo++;
                if (lineNo == 1 && raw.startsWith("\uFEFF")) raw = raw.substring(1); // a byte-order mark, as some editors save UTF-8
                String line = stripComment(raw).trim();
                if (line.isEmpty()) continue;
                String[] words = line.split("\\s+", 3);
                switch (words[0]) {
                    case "recipe" -> {
                        if (id != null) finish(recipes, id, title, stacks, source, recipeLine);
                        if (words.length < 2) throw new RecipeFormatException(source, lineNo, WORDS.text("recipe.parse.noId"));
                        id = words[1];
                        if (!id.matches("[a-z0-9][a-z0-9-]*")) {
                            throw new RecipeFormatException(source, lineNo, WORDS.text("recipe.parse.badId", id));
                        }
                        if (recipes.containsKey(id)) {
                            throw new RecipeFormatException(source, lineNo, WORDS.text("recipe.parse.twice", id));
                        }
                        title = words.length > 2 ? unquote(words[2]) : id;
                        recipeLine = lineNo;
                        lines.put(id, lineNo);
                        stacks = new ArrayList<>();
                    }
                    case "stack" -> {
                        if (id == null) throw new RecipeFormatException(source, lineNo, WORDS.text("recipe.parse.stackFirst"));
                        stacks.add(parseStack(line, source, lineNo));
                    }
                    default -> throw new RecipeFormatException(source, lineNo, WORDS.text("recipe.parse.keyword", visible(words[0])));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (id != null) finish(recipes, id, title, stacks, source, recipeLine);
        return recipes;
    }

    private static DeckRecipe.Stack parseStack(String line, String source, int lineNo) throws RecipeFormatException {
        String[] w = line.split("\\s+");
        if (w.length != 2 && !(w.length == 4 && w[2].equals("dividends"))) {
            throw new RecipeFormatException(source, lineNo, WORDS.text("recipe.parse.stackLine", line));
        }
        int size;
        if (w[1].equals("rest")) {
            size = DeckRecipe.Stack.REST;
        } else {
            size = number(w[1], source, lineNo, WORDS.text("recipe.parse.stackSize"));
            if (size < 0 || size > 200) throw new RecipeFormatException(source, lineNo, WORDS.text("recipe.parse.stackRange", size, 0, 200));
        }
        int dividends = 0;
        if (w.length == 4) {
            dividends = number(w[3], source, lineNo, WORDS.text("recipe.parse.dividendCount"));
            if (dividends < 0 || dividends > 20) {
                throw new RecipeFormatException(source, lineNo, WORDS.text("recipe.parse.dividendRange", dividends, 0, 20));
            }
        }
        return new DeckRecipe.Stack(size, dividends);
    }

    private static void finish(Map<String, DeckRecipe> recipes, String id, String title, List<DeckRecipe.Stack> stacks,
                               String source, int line) throws RecipeFormatException {
        if (stacks.isEmpty()) throw new RecipeFormatException(source, line, WORDS.text("recipe.parse.noStacks", id));
        recipes.put(id, new DeckRecipe(id, title, stacks));
    }

    private static int number(String word, String source, int lineNo, String what) throws RecipeFormatException {
        // Integer.parseInt takes any script's digits (full-width, Arabic-Indic); a recipe's numbers are ASCII
        if (!word.matches("-?[0-9]{1,9}")) {
            boolean foreignDigits = word.chars().anyMatch(c -> c > 0x7F && Character.isDigit(c));
            throw new RecipeFormatException(source, lineNo, foreignDigits ? WORDS.text("recipe.parse.foreignDigits", what, visible(word))
                    : WORDS.text("recipe.parse.notWhole", what, visible(word)));
        }
        try {
            return Integer.parseInt(word);
        } catch (NumberFormatException e) {
            throw new RecipeFormatException(source, lineNo, WORDS.text("recipe.parse.notWhole", what, word));
        }
    }

    /** The text with the characters one cannot see (controls, format marks such as a byte-order mark, odd spaces) written as \\uXXXX. */
    static String visible(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            int type = Character.getType(c);
            boolean hidden = Character.isISOControl(c) || type == Character.FORMAT || type == Character.SPACE_SEPARATOR
                    || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR || type == Character.PRIVATE_USE
                    || type == Character.UNASSIGNED || c == '\uFFFD';
            if (hidden) b.append(String.format(java.util.Locale.ROOT, "\\u%04X", (int) c));
            else b.append(c);
        }
        return b.toString();
    }

    private static String stripComment(String line) {
        int hash = line.indexOf('#');
        return hash < 0 ? line : line.substring(0, hash);
    }

    private static String unquote(String s) {
        s = s.trim();
        if (s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"")) return s.substring(1, s.length() - 1);
        return s;
    }
}
