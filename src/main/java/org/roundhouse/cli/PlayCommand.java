package org.roundhouse.cli;

import static org.roundhouse.text.Messages.CLI;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.registry.RuleSets;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.Recipes;
import java.nio.charset.StandardCharsets;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.LoadResult;
import org.roundhouse.record.RecordLimits;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordSaver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code play --players N --seed S [--rules ID] [--option TAG=VALUE]}: a complete game by the seeded random player. */
@Command(name = "play", mixinStandardHelpOptions = true,
        usageHelpAutoWidth = true, customSynopsis = "roundhouse play --players=N --seed=S [OPTIONS]",
        description = {"Play a complete game with the seeded random player and write it as a record.",
            "The same rules, options and seed always give the same game. Any rule set Roundhouse knows can be played"
                    + " (--rules) with any of its options (--option TAG=VALUE, the tags of the records);"
                    + " --recipe, --dead-track-rule and the two-player flags set the options they name."})
public final class PlayCommand implements Callable<Integer> {
    /**
     * The options the short flags set, by their XML attribute, which is the flag's name (each rule set that has
     * the option takes the flag); --recipe sets the deck recipe option.
     */
    private static final String TWO_PLAYER_RULES = "two-player-rules";
    private static final String TWO_PLAYER_LAST_ROW = "two-player-last-row";
    private static final String DEAD_TRACK_RULE = "dead-track-rule";

    @Spec
    private CommandSpec spec;

    @Option(names = "--rules", paramLabel = "ID", defaultValue = "base",
            description = "Rule set, one of: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).",
            completionCandidates = RuleSetIds.class)
    private String rulesId;

    @Option(names = "--option", paramLabel = "TAG=VALUE",
            description = "An option of the rule set by its record tag, e.g. --option ThreeOfAKind=no; may be repeated.")
    private List<String> ruleOptions;

    @Option(names = "--players", required = true, paramLabel = "N",
            description = "Number of players: 2 to 6 in the base game, 2 in Union Pacific for two.")
    private int players;

    @Option(names = "--seed", required = true, paramLabel = "S", description = "Seed of the deal and the moves.")
    private long seed;

    @Option(names = "--recipe", paramLabel = "NAME", defaultValue = Recipes.STANDARD,
            description = "Deck recipe (default: ${DEFAULT-VALUE}); one of: ${COMPLETION-CANDIDATES}",
            completionCandidates = RecipeNames.class)
    private String recipe;

    @Option(names = "--names", split = ",", paramLabel = "NAME",
            description = "Player names in seat order, comma-separated (default: Seat A, Seat B, ...).")
    private List<String> names;

    @Option(names = "--no-two-player-rules", description = "Base game: with two players, play to the fourth dividend without the imaginary third player.")
    private boolean noTwoPlayerRules;

    @Option(names = "--two-player-last-row", paramLabel = "ROW",
            description = "Base game: with the two-player rules, the Union Pacific row of the last payment: third (default, the English"
                    + " rules) or fourth (the Italian reading).")
    private String twoPlayerLastRow;

    @Option(names = "--dead-track-rule", description = "Use the later rule replacing unplayable track cards.")
    private boolean deadTrackRule;

    @Option(names = "--table", description = "Leave the deck orders out of the setup, as in a record of a game at the table.")
    private boolean table;

    @Option(names = "--out", paramLabel = "FILE", description = "Write to FILE (.upn or .xml) instead of notation on standard output.")
    private Path outFile;

    /** The rule set ids, for the help text. */
    static final class RuleSetIds implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return RuleSets.all().stream().map(RuleSet::id).iterator();
        }
    }

    /** The recipe ids, for the help text. */
    static final class RecipeNames implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return Recipes.all().stream().map(DeckRecipe::id).iterator();
        }
    }

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter out = spec.commandLine().getOut();
        var known = RuleSets.byId(rulesId);
        if (known.isEmpty()) {
            return usage(err, CLI.text("cli.unknownRules", rulesId, RuleSets.all().stream().map(RuleSet::id).collect(Collectors.joining(", "))));
        }
        RuleSet rules = known.get();
        String noRecipes = RuleSetFlags.recipeRefusal(rules, spec.commandLine().getParseResult().hasMatchedOption("--recipe"));
        if (noRecipes != null) return usage(err, noRecipes);
        if (Recipes.byId(recipe).isEmpty()) {
            return usage(err, CLI.text("play.unknownRecipe", recipe, Recipes.all().stream().map(DeckRecipe::id).collect(Collectors.joining(", "))));
        }
        Map<String, String> options = new LinkedHashMap<>();
        String problem = shortFlag(rules, options, rules.deckRecipeOption(), null, recipe, "--recipe", false);
        if (problem == null) problem = shortFlag(rules, options, flagOption(rules, TWO_PLAYER_RULES), TWO_PLAYER_RULES,
                noTwoPlayerRules ? RuleOption.NO : RuleOption.YES, "--no-two-player-rules", noTwoPlayerRules);
        var lastRowOption = flagOption(rules, TWO_PLAYER_LAST_ROW);
        if (problem == null && (twoPlayerLastRow != null || lastRowOption.isPresent())) {
            String row = twoPlayerLastRow == null ? "third" : twoPlayerLastRow;
            var lastRow = lastRowOption.flatMap(o -> o.canonical(row));
            if (lastRowOption.isPresent() && lastRow.isEmpty()) {
                return usage(err, CLI.text("play.lastRow", row));
            }
            problem = shortFlag(rules, options, lastRowOption, TWO_PLAYER_LAST_ROW, lastRow.orElse(row), "--two-player-last-row",
                    twoPlayerLastRow != null);
        }
        if (problem == null) problem = shortFlag(rules, options, flagOption(rules, DEAD_TRACK_RULE), DEAD_TRACK_RULE,
                deadTrackRule ? RuleOption.YES : RuleOption.NO, "--dead-track-rule", deadTrackRule);
        if (problem == null) problem = ruleOptions(rules, options);
        if (problem != null) return usage(err, problem);
        int min;
        int max;
        try {
            var game = rules.configure(org.roundhouse.record.GameSetup.board(org.roundhouse.record.GameSetup.UNION_PACIFIC), options);
            min = game.minPlayers();
            max = game.maxPlayers();
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
        if (players < min || players > max) {
            return usage(err, min == max ? CLI.text("play.playersExactly", min, rules.title(), players)
                    : CLI.text("tournament.players", min, max, players));
        }
        if (names != null && names.size() != players) {
            return usage(err, CLI.text("play.namesCount", names.size(), players));
        }
        if (names != null) {
            for (int i = 0; i < names.size(); i++) {
                int length = names.get(i).strip().length();
                if (length > RecordLimits.MAX_TAG_CHARS) {
                    return usage(err, CLI.text("play.nameLong", i + 1, length, RecordLimits.MAX_TAG_CHARS));
                }
            }
        }
        if (outFile != null && RecordFormat.forPath(outFile).isEmpty()) {
            return usage(err, CLI.text("convert.unknownKind", outFile));
        }
        GameRecord record;
        try {
            record = RandomGames.play(RandomGames.template(rules.id(), options, players,
                    names == null ? null : names.stream().map(String::strip).toList()), seed);
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
        if (table) {
            GameRecord t = new GameRecord(record.header(), record.setup().withDeal(record.setup().deal().withoutDeckOrders()));
            copyMainLine(record, t);
            record = t;
        }
        if (record.header().result().length() > RecordLimits.MAX_TAG_CHARS) {
            return usage(err, CLI.text("play.namesTogether", record.header().result().length(), RecordLimits.MAX_TAG_CHARS));
        }
        // nothing is written that would not load again
        RecordFormat format = outFile == null ? RecordFormat.NOTATION : RecordFormat.forPath(outFile).orElseThrow();
        String text = RecordSaver.write(record, format);
        LoadResult check = RecordLoader.read(text.getBytes(StandardCharsets.UTF_8), "the record", format);
        if (!check.isOk() || !check.record().orElseThrow().sameContent(record)) {
            return fail(err, "play: " + CLI.text("play.wouldNotLoad",
                    check.error().map(Object::toString).orElseGet(() -> CLI.text("play.readsBackOther"))));
        }
        if (outFile == null) {
            out.print(text);
            out.flush();
            return 0;
        }
        try {
            RecordSaver.save(record, outFile);
        } catch (IOException e) {
            return fail(err, outFile + ": " + org.roundhouse.text.FileReasons.message(e));
        }
        out.println(CliText.escape(outFile + ": " + record.header().result()));
        out.flush();
        return 0;
    }

    private static java.util.Optional<RuleOption> option(RuleSet rules, String tag) {
        return rules.options().stream().filter(o -> o.tag().equals(tag)).findFirst();
    }

    /** The rule set's option a short flag sets: the one with the flag's name as its XML attribute. */
    private static java.util.Optional<RuleOption> flagOption(RuleSet rules, String attribute) {
        return rules.options().stream().filter(o -> o.attribute().equals(attribute)).findFirst();
    }

    /**
     * Sets the option a short flag stands for when the rule set has it; a flag given for a
     * rule set without its option is a mistake, said as such, with the tag the flag sets in the
     * rule sets that have it (null when all is well).
     */
    private static String shortFlag(RuleSet rules, Map<String, String> options, java.util.Optional<RuleOption> option, String attribute,
            String value, String flag, boolean given) {
        if (option.isPresent()) {
            options.put(option.get().tag(), value);
            return null;
        }
        if (!given) return null;
        String tag = RuleSets.all().stream().flatMap(r -> r.options().stream()).filter(o -> o.attribute().equals(attribute))
                .map(RuleOption::tag).findFirst().orElse(attribute);
        return CLI.text("play.flagNotInRules", flag, tag, rules.title(), rules.id());
    }

    /** The --option values, checked against the rule set's options (null when all is well). */
    private String ruleOptions(RuleSet rules, Map<String, String> options) {
        if (ruleOptions == null) return null;
        String known = rules.options().stream().map(RuleOption::tag).collect(Collectors.joining(", "));
        for (String o : ruleOptions) {
            int eq = o.indexOf('=');
            if (eq <= 0) return CLI.text("play.optionForm", o, rules.options().get(0).tag(), rules.options().get(0).defaultValue());
            String tag = o.substring(0, eq).strip();
            String value = o.substring(eq + 1).strip();
            var option = option(rules, tag);
            if (option.isEmpty()) return CLI.text("play.noOption", o, rules.title(), tag, known);
            var canonical = option.get().canonical(value);
            if (canonical.isEmpty()) return "--option " + o + ": " + tag + " " + option.get().problem(value);
            options.put(tag, canonical.get());
        }
        return null;
    }

    private static void copyMainLine(GameRecord from, GameRecord to) {
        var node = to.root();
        for (var n : from.mainLine()) node = node.addChild(n.turn());
    }

    /** A wrong command line: exit status 2, as for picocli's own errors. */
    private static int usage(PrintWriter err, String message) {
        fail(err, message);
        return 2;
    }

    private static int fail(PrintWriter err, String message) {
        err.println(CliText.escape(message));
        err.flush();
        return 1;
    }
}
