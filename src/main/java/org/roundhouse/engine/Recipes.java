package org.roundhouse.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The deck recipes shipped with Roundhouse, plus any a designer loads from a file. */
public final class Recipes {
    public static final String STANDARD = "standard";
    private static final String RESOURCE = "/org/roundhouse/engine/deck-recipes.txt";
    private static Map<String, DeckRecipe> builtIn;
    private static final Map<String, DeckRecipe> DESIGNED = new java.util.concurrent.ConcurrentHashMap<>();

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

    /** A shipped recipe, or a designer's one made known by {@link #use}. */
    public static Optional<DeckRecipe> byId(String id) {
        DeckRecipe shipped = builtIn().get(id);
        return Optional.ofNullable(shipped != null ? shipped : DESIGNED.get(id));
    }

    /**
     * Makes a designer's recipe known by its id for the rest of the run, so that a rule set can
     * be configured with it like a shipped one (simulations of recipe files).
     *
     * @throws IllegalArgumentException when the id already names different stacks
     */
    public static void use(DeckRecipe recipe) {
        DeckRecipe shipped = builtIn().get(recipe.id());
        DeckRecipe known = shipped != null ? shipped : DESIGNED.putIfAbsent(recipe.id(), recipe);
        if (known != null && !known.stacks().equals(recipe.stacks())) {
            throw new IllegalArgumentException("recipe id '" + recipe.id() + "' is already " + (shipped != null ? "a shipped recipe" : "in use")
                    + " (" + known.shape() + "); give " + recipe.shape() + " another id");
        }
    }

    /** Built-in recipes in the order of the shipped file. */
    public static Collection<DeckRecipe> all() {
        return builtIn().values();
    }

    /** Recipes from a designer's file, in file order. */
    public static Map<String, DeckRecipe> load(Path file) throws IOException, RecipeFormatException {
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return new LinkedHashMap<>(RecipeParser.parse(r, file.getFileName().toString()));
        }
    }
}
