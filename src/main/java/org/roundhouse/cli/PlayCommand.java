package org.roundhouse.cli;

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
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordSaver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code play --players N --seed S}: a complete game by the seeded random player. */
@Command(name = "play", mixinStandardHelpOptions = true,
        usageHelpAutoWidth = true, customSynopsis = "roundhouse play --players=N --seed=S [OPTIONS]",
        description = {"Play a complete game with the seeded random player and write it as a record.",
            "The same options and seed always give the same game."})
public final class PlayCommand implements Callable<Integer> {
    /** The base game's option of the row of the two-player rules' last payment. */
    private static final String TWO_PLAYER_LAST_ROW = "TwoPlayerLastRow";

    @Spec
    private CommandSpec spec;

    @Option(names = "--players", required = true, paramLabel = "N", description = "Number of players, 2 to 6.")
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

    @Option(names = "--no-two-player-rules", description = "With two players, play to the fourth dividend without the imaginary third player.")
    private boolean noTwoPlayerRules;

    @Option(names = "--two-player-last-row", paramLabel = "ROW", defaultValue = "third",
            description = "With the two-player rules, the Union Pacific row of the last payment: third (default, the English"
                    + " rules) or fourth (the Italian reading).")
    private String twoPlayerLastRow;

    @Option(names = "--dead-track-rule", description = "Use the later rule replacing unplayable track cards.")
    private boolean deadTrackRule;

    @Option(names = "--table", description = "Leave the deck orders out of the setup, as in a record of a game at the table.")
    private boolean table;

    @Option(names = "--out", paramLabel = "FILE", description = "Write to FILE (.upn or .xml) instead of notation on standard output.")
    private Path outFile;

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
        if (players < 2 || players > 6) return usage(err, "--players must be 2 to 6, not " + players);
        if (Recipes.byId(recipe).isEmpty()) {
            return usage(err, "unknown recipe '" + recipe + "' (known: "
                    + Recipes.all().stream().map(DeckRecipe::id).collect(Collectors.joining(", ")) + ")");
        }
        RuleSet rules = RuleSets.base();
        var lastRow = rules.options().stream().filter(o -> o.tag().equals(TWO_PLAYER_LAST_ROW)).findFirst().orElseThrow()
                .canonical(twoPlayerLastRow);
        if (lastRow.isEmpty()) return usage(err, "--two-player-last-row must be third or fourth, not " + twoPlayerLastRow);
        if (names != null && names.size() != players) {
            return usage(err, "--names lists " + names.size() + " names for " + players + " players");
        }
        if (outFile != null && RecordFormat.forPath(outFile).isEmpty()) {
            return usage(err, outFile + ": unknown kind of file: records end in .xml or .upn");
        }
        GameRecord record;
        try {
            Map<String, String> options = new LinkedHashMap<>();
            options.put("Recipe", recipe);
            options.put("TwoPlayerRules", noTwoPlayerRules ? RuleOption.NO : RuleOption.YES);
            options.put(TWO_PLAYER_LAST_ROW, lastRow.get());
            options.put("DeadTrackRule", deadTrackRule ? RuleOption.YES : RuleOption.NO);
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
        if (outFile == null) {
            out.print(RecordSaver.write(record, RecordFormat.NOTATION));
            out.flush();
            return 0;
        }
        try {
            RecordSaver.save(record, outFile);
        } catch (IOException e) {
            return fail(err, outFile + ": " + e.getMessage());
        }
        out.println(outFile + ": " + record.header().result());
        out.flush();
        return 0;
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
        err.println(message);
        err.flush();
        return 1;
    }
}
