package org.roundhouse.cli;

import static org.roundhouse.text.Messages.CLI;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.roundhouse.analysis.sim.Cell;
import org.roundhouse.analysis.sim.CellLabels;
import org.roundhouse.analysis.sim.Simulator;
import org.roundhouse.analysis.sim.Sweep;
import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.RecipeBook;
import org.roundhouse.engine.RecipeFormatException;
import org.roundhouse.engine.Recipes;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.registry.RuleSets;
import picocli.CommandLine.Option;

/**
 * The flags that describe a sweep (recipes, recipe files, rule sets, options, player counts,
 * bots, games, duplicate seating, seed) and how they become its cells: shared by {@code simulate}
 * and the Spark job (spark/), so a sweep is described the same way wherever it runs. Use it as a
 * picocli {@code @Mixin}.
 */
public final class SweepOptions {
    /** A sweep the flags do not describe; the message says why, as a usage error. */
    public static final class Invalid extends Exception {
        private static final long serialVersionUID = 1L;

        Invalid(String message) {
            super(message);
        }
    }

    @Option(names = "--recipes", paramLabel = "ID,ID...",
            description = "Deck recipes to compare, shipped or from --recipe-file (default: standard, or every recipe of the"
                    + " recipe files).")
    String recipesText;

    @Option(names = "--recipe-file", paramLabel = "FILE", description = "A file of deck recipes (docs/deck-recipes.md); may be repeated.")
    List<Path> recipeFiles = new ArrayList<>();

    @Option(names = "--rules", paramLabel = "ID,ID...", defaultValue = "base",
            description = "Rule sets to compare (default: ${DEFAULT-VALUE}).")
    String rulesText;

    @Option(names = "--option", paramLabel = "TAG=VALUE",
            description = "A rule option for every cell, e.g. DeadTrackRule=yes; may be repeated. An option given with"
                    + " several values (--option DeadTrackRule=yes --option DeadTrackRule=no) is swept: a cell for each"
                    + " value, the value in the cell's label.")
    List<String> optionTexts = new ArrayList<>();

    @Option(names = "--players", paramLabel = "N,N...", defaultValue = "4", description = "Player counts to compare (default: ${DEFAULT-VALUE}).")
    String playersText;

    @Option(names = "--bots", paramLabel = "BOT,BOT...", defaultValue = "random",
            description = "The bot of each seat, e.g. heuristic,random; a shorter list is filled up with its last bot"
                    + " (default: ${DEFAULT-VALUE}). Bots as for tournament: random, heuristic, heuristic2, search:N (N trials a"
                    + " move). Given more than once, each line-up is a cell, to see how a figure moves with the bots' strength:"
                    + " --bots random --bots heuristic --bots heuristic2.")
    List<String> botsTexts = new ArrayList<>(List.of("random"));

    @Option(names = "--games", paramLabel = "N", defaultValue = "1000", description = "Games per cell (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--duplicate",
            description = "Play every deal once per seat rotation, each bot from every seat, to tell seat advantage from the"
                    + " luck of the cards; the games are rounded up to a multiple of the players.")
    boolean duplicate;

    @Option(names = "--seed", paramLabel = "SEED", defaultValue = "1", description = "Seed of the deals and the bots (default: ${DEFAULT-VALUE}).")
    long seed;

    private final List<DeckRecipe> designed = new ArrayList<>();

    /** The recipes read from the recipe files by {@link #sweep}, in file order (a cluster's workers need them too). */
    public List<DeckRecipe> recipesFromFiles() {
        return List.copyOf(designed);
    }

    /**
     * Reads the recipe files (their recipes go into the cells' {@link RecipeBook}), builds the cells and
     * checks every one of them.
     *
     * @param threads the sweep's threads (1 where something else spreads the games)
     * @param notes takes a note on rounding the games up for {@code --duplicate}, and on a recipe whose stacks come up short
     *     ({@link Cell#recipeWarning}), with its file and line
     * @throws Invalid saying which flag, file or cell is wrong and why
     */
    public Sweep sweep(int threads, Consumer<String> notes) throws Invalid {
        List<String> fromFiles = new ArrayList<>();
        Map<String, String> origins = new LinkedHashMap<>(); // a designed recipe's file and line, for what is found wrong with it later
        designed.clear();
        RecipeBook book = RecipeBook.shipped();
        for (Path f : recipeFiles) {
            try {
                Map<String, Integer> lines = new LinkedHashMap<>();
                for (DeckRecipe r : Recipes.load(f, lines).values()) {
                    String origin = f + ":" + lines.getOrDefault(r.id(), 1);
                    try {
                        book = book.with(r);
                    } catch (IllegalArgumentException e) {
                        throw new Invalid(origin + ": " + e.getMessage());
                    }
                    designed.add(r);
                    fromFiles.add(r.id());
                    origins.putIfAbsent(r.id(), origin);
                }
            } catch (RecipeFormatException e) {
                throw new Invalid(f + (e.line() > 0 ? ":" + e.line() : "") + ": " + e.problem());
            } catch (NoSuchFileException e) {
                throw new Invalid(CLI.text("sweep.noRecipeFile", f));
            } catch (IOException e) {
                throw new Invalid(CLI.text("sweep.cannotReadRecipes", f, org.roundhouse.analysis.sim.ResultsDirectory.describe(e)));
            }
        }
        List<String> recipes = recipesText != null ? words(recipesText) : fromFiles.isEmpty() ? List.of(Recipes.STANDARD) : fromFiles;
        if (recipes.isEmpty()) throw new Invalid(CLI.text("sweep.noRecipes", recipesText));
        for (String r : recipes) {
            if (book.byId(r).isEmpty()) {
                throw new Invalid(CLI.text("tournament.noRecipe", r, String.join(", ", Recipes.builtIn().keySet())
                        + (fromFiles.isEmpty() ? "" : ", " + CLI.text("sweep.fromFiles", String.join(", ", fromFiles)))));
            }
        }
        // an option given more than once is swept: a cell for each of its values
        Map<String, List<String>> options = new LinkedHashMap<>();
        for (String t : optionTexts) {
            int eq = t.indexOf('=');
            if (eq <= 0) throw new Invalid(CLI.text("sweep.optionForm", t));
            String tag = t.substring(0, eq).trim();
            String value = t.substring(eq + 1).trim();
            if (RuleSets.all().stream().anyMatch(rs -> rs.deckRecipeOption().filter(o -> o.tag().equals(tag)).isPresent())) {
                throw new Invalid(CLI.text("sweep.optionRecipe", t, value.isEmpty() ? "standard" : value));
            }
            List<String> values = options.computeIfAbsent(tag, k -> new ArrayList<>());
            if (values.contains(value)) throw new Invalid(CLI.text("sweep.optionTwice", tag + "=" + value));
            values.add(value);
        }
        List<Map<String, String>> optionSets = new ArrayList<>();
        optionSets.add(new LinkedHashMap<>());
        for (Map.Entry<String, List<String>> e : options.entrySet()) {
            List<Map<String, String>> more = new ArrayList<>();
            for (Map<String, String> set : optionSets) {
                for (String v : e.getValue()) {
                    Map<String, String> m = new LinkedHashMap<>(set);
                    m.put(e.getKey(), v);
                    more.add(m);
                }
            }
            optionSets = more;
        }
        List<Integer> playerCounts = new ArrayList<>();
        for (String p : words(playersText)) {
            int n;
            try {
                n = Integer.parseInt(p);
            } catch (NumberFormatException e) {
                throw new Invalid(CLI.text("sweep.playersWhole", p));
            }
            if (n < 1) throw new Invalid(CLI.text("sweep.playersCount", n));
            playerCounts.add(n);
        }
        if (playerCounts.isEmpty()) throw new Invalid(CLI.text("sweep.noPlayers", playersText));
        List<List<String>> lineups = new ArrayList<>();
        for (String botsText : botsTexts) {
            List<String> bots = new ArrayList<>();
            for (String b : botsText.toLowerCase(Locale.ROOT).split(",", -1)) {
                if (b.isBlank()) throw new Invalid(CLI.text("tournament.emptyBot", botsText));
                bots.add(b.trim());
            }
            if (lineups.contains(bots)) throw new Invalid(CLI.text("sweep.botsTwice", botsText));
            lineups.add(bots);
        }
        if (lineups.isEmpty()) throw new Invalid(CLI.text("sweep.noBots"));
        if (games < 1) throw new Invalid(CLI.text("bench.games"));

        List<RuleSet> ruleSets = new ArrayList<>();
        try {
            for (String id : words(rulesText)) ruleSets.add(RuleSets.require(id));
        } catch (IllegalArgumentException e) {
            throw new Invalid(e.getMessage());
        }
        if (ruleSets.isEmpty()) throw new Invalid(CLI.text("sweep.noRules", rulesText));
        List<Cell> cells = new ArrayList<>();
        Map<Integer, String> recipeOfCell = new LinkedHashMap<>();
        for (RuleSet rs : ruleSets) {
            String recipeTag = rs.deckRecipeOption().map(RuleOption::tag).orElse(null);
            boolean hasRecipe = recipeTag != null;
            for (String recipe : hasRecipe ? recipes : List.of("")) {
                for (Map<String, String> optionSet : optionSets) {
                    for (int n : playerCounts) {
                        for (List<String> bots : lineups) {
                            if (bots.size() > n) throw new Invalid(CLI.text("tournament.tooManyBots", bots.size(), n));
                            List<String> lineup = new ArrayList<>();
                            for (int i = 0; i < n; i++) lineup.add(bots.get(Math.min(i, bots.size() - 1)));
                            Map<String, String> o2 = new LinkedHashMap<>(optionSet);
                            if (hasRecipe) o2.put(recipeTag, recipe);
                            if (hasRecipe) recipeOfCell.put(cells.size(), recipe);
                            cells.add(new Cell("", rs.id(), o2, lineup, book));
                        }
                    }
                }
            }
        }
        if (cells.size() > MAX_CELLS) {
            throw new Invalid(CLI.text("sweep.tooManyCells", cells.size(), ruleSets.size() + CLI.text("sweep.rules") + " × " + recipes.size() + CLI.text("sweep.recipes") + " × "
                    + (optionSets.size() > 1 ? optionSets.size() + CLI.text("sweep.optionSets") + " × " : "") + playerCounts.size()
                    + CLI.text("sweep.playerCounts") + (lineups.size() > 1 ? " × " + lineups.size() + CLI.text("sweep.lineups") : ""), MAX_CELLS));
        }
        List<String> labels = CellLabels.of(cells);
        for (int c = 0; c < cells.size(); c++) {
            Cell cell = cells.get(c);
            cells.set(c, new Cell(labels.get(c), cell.ruleSet(), cell.options(), cell.bots(), cell.recipes()));
        }
        int maxPlayers = playerCounts.stream().mapToInt(Integer::intValue).max().orElse(1);
        long deals = duplicate ? ((long) games + maxPlayers - 1) / maxPlayers : games;
        Sweep sweep = new Sweep(cells, (int) deals, seed, threads, duplicate);
        try {
            Simulator.check(sweep);
        } catch (IllegalArgumentException e) {
            throw new Invalid(withOrigin(sweep, recipeOfCell, origins, e));
        }
        Set<String> warned = new HashSet<>();
        for (int c = 0; c < cells.size(); c++) {
            String origin = origins.get(recipeOfCell.get(c));
            Optional<String> warning = cells.get(c).recipeWarning();
            if (warning.isPresent() && warned.add(warning.get())) notes.accept((origin == null ? "" : origin + ": ") + warning.get());
        }
        if (duplicate && deals * maxPlayers != games) {
            notes.accept(CLI.text("sweep.roundedUp", games, deals, maxPlayers));
        }
        return sweep;
    }

    /** The most cells of a sweep ({@link Sweep#MAX_CELLS}). */
    public static final int MAX_CELLS = Sweep.MAX_CELLS;

    /** The problem of the sweep's first bad cell, preceded by the file and line of its recipe when the recipe is a designer's. */
    private static String withOrigin(Sweep sweep, Map<Integer, String> recipeOfCell, Map<String, String> origins, IllegalArgumentException e) {
        for (int c = 0; c < sweep.cells().size(); c++) {
            String origin = origins.get(recipeOfCell.get(c));
            if (origin == null) continue;
            try {
                Simulator.check(new Sweep(List.of(sweep.cells().get(c)), 1, sweep.seed(), 1, false));
            } catch (IllegalArgumentException cellProblem) {
                return origin + ": recipe '" + recipeOfCell.get(c) + "', " + cellProblem.getMessage();
            }
        }
        return e.getMessage();
    }

    private static List<String> words(String text) {
        List<String> w = new ArrayList<>();
        for (String s : text.split(",")) if (!s.isBlank()) w.add(s.trim());
        return List.copyOf(new LinkedHashSet<>(w));
    }
}
