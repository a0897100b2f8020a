package org.roundhouse.engine;

import static org.roundhouse.text.Messages.WORDS;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The deck recipes shipped with Roundhouse, and the reading of a designer's recipe files. A
 * designer's recipes are handed on in a {@link RecipeBook}.
 */
public final class Recipes {
    public static final String STANDARD = "standard";
    private static final String RESOURCE = "/org/roundhouse/engine/deck-recipes.txt";
    private static Map<String, DeckRecipe> builtIn;

    private Recipes() {
    }

    public static synchronized Map<String, DeckRecipe> builtIn() {
        if (builtIn == null) {
            try (InputStream in = Recipes.class.getResourceAsStream(RESOURCE)) {
                if (in == null) throw new IllegalStateException("missing resource " + RESOURCE);
                builtIn = Collections.unmodifiableMap(
                        RecipeParser.parse(new InputStreamReader(in, StandardCharsets.UTF_8), "deck-recipes.txt"));
            } catch (IOException | RecipeFormatException e) {
                throw new IllegalStateException("the shipped deck recipes are broken: " + e.getMessage(), e);
            }
        }
        return builtIn;
    }

    public static DeckRecipe standard() {
        return builtIn().get(STANDARD);
    }

    /** A shipped recipe ({@link RecipeBook#byId} knows a designer's recipes too). */
    public static Optional<DeckRecipe> byId(String id) {
        return Optional.ofNullable(builtIn().get(id));
    }

    /** Built-in recipes in the order of the shipped file. */
    public static Collection<DeckRecipe> all() {
        return builtIn().values();
    }

    /** The largest recipe file read: a recipe is a few lines; anything bigger is some other file. */
    static final long MAX_FILE_BYTES = 4L << 20;

    /** Recipes from a designer's file, in file order. */
    public static Map<String, DeckRecipe> load(Path file) throws IOException, RecipeFormatException {
        return load(file, new LinkedHashMap<>());
    }

    /**
     * Recipes from a designer's file, in file order, with the line of each one's {@code recipe}
     * line put into {@code lines}. The file must be UTF-8 text (a byte-order mark is skipped)
     * and hold at least one recipe.
     *
     * @throws RecipeFormatException naming the file, and the line where there is one, of text that is no recipe file
     * @throws IOException when the file cannot be read (missing, a directory, no permission)
     */
    public static Map<String, DeckRecipe> load(Path file, Map<String, Integer> lines) throws IOException, RecipeFormatException {
        String source = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        if (Files.isDirectory(file)) throw new RecipeFormatException(source, WORDS.text("recipe.file.directory"));
        if (Files.isSymbolicLink(file) && !Files.exists(file)) {
            throw new RecipeFormatException(source, WORDS.text("recipe.file.brokenLink", Files.readSymbolicLink(file)));
        }
        if (Files.size(file) > MAX_FILE_BYTES) {
            throw new RecipeFormatException(source, WORDS.text("recipe.file.tooLarge", Files.size(file) / (1 << 20)));
        }
        byte[] bytes = Files.readAllBytes(file);
        String text = decode(bytes, source);
        Map<String, DeckRecipe> recipes = new LinkedHashMap<>(RecipeParser.parse(new java.io.StringReader(text), source, lines));
        if (recipes.isEmpty()) {
            throw new RecipeFormatException(source, WORDS.text("recipe.file.empty"));
        }
        return recipes;
    }

    /** The file's text as UTF-8, or why it is not UTF-8 text, with the line. */
    private static String decode(byte[] bytes, String source) throws RecipeFormatException {
        if (bytes.length >= 2 && ((bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF) || (bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE))) {
            throw new RecipeFormatException(source, 1, WORDS.text("recipe.file.utf16"));
        }
        int line = 1;
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == '\n') line++;
            if (bytes[i] == 0) throw new RecipeFormatException(source, line, WORDS.text("recipe.file.binary"));
        }
        var decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT);
        java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(bytes);
        java.nio.CharBuffer out = java.nio.CharBuffer.allocate(bytes.length + 1);
        java.nio.charset.CoderResult r = decoder.decode(in, out, true);
        if (r.isError()) {
            int at = in.position();
            int badLine = 1;
            for (int i = 0; i < at; i++) if (bytes[i] == '\n') badLine++;
            throw new RecipeFormatException(source, badLine,
                    WORDS.text("recipe.file.notUtf8", String.format(java.util.Locale.ROOT, "0x%02X", bytes[at] & 0xFF)));
        }
        decoder.flush(out);
        out.flip();
        return out.toString();
    }
}
