package org.roundhouse.cli;

import static org.roundhouse.text.Messages.CLI;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.Recipes;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.bots.Tournament;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.text.Messages;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code tournament --bots A,B,C,D}: bots play each other; win rates, cash, margins and ratings. */
@Command(name = "tournament", mixinStandardHelpOptions = true, sortOptions = false, sortSynopsis = false, usageHelpAutoWidth = true,
        description = {"Play bots against each other and print how strong each is.",
            "Every deal is played once with the line-up in each rotation, so each bot sits in each seat equally often;"
                    + " the number of games is rounded up to a multiple of the number of players.",
            "Bots: random, heuristic, search (200 trials a move), search:N (N trials a move), search:Nms (at most N ms"
                    + " a move), and either with :Tt to search on T threads, e.g. search:50ms:2t. A budget in trials"
                    + " replays exactly from the seed; one in milliseconds depends on the machine and its load.",
            "For each bot it prints the win rate (a tie for the most cash counts as a shared win, a win of the house of the"
                    + " two-player rules as nobody's) with its 95%% Wilson"
                    + " interval, the mean cash, the mean margin to the best other player, and a Bradley-Terry rating"
                    + " on the Elo scale fitted to who finished ahead of whom, the mean rating 0. Progress goes to"
                    + " stderr. The bots and the measured ladder are described in docs/bots.md.", ""},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:the tournament was played", "2:wrong arguments"})
final class TournamentCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--bots", required = true, paramLabel = "BOT,BOT...",
            description = "The line-up, seat by seat, e.g. heuristic,random,random,random. A shorter list is filled"
                    + " up with its last bot.")
    String lineupText;

    @Option(names = "--players", paramLabel = "N",
            description = "Players per game: 2 to 6, or 2 for up-for-two (default: as many as bots are listed).")
    Integer players;

    @Option(names = "--recipe", paramLabel = "NAME", defaultValue = "standard", description = "Deck recipe (default: ${DEFAULT-VALUE}).")
    String recipe;

    @Option(names = "--rules", paramLabel = "ID", defaultValue = "base",
            description = "Rule set, one of: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).",
            completionCandidates = PlayCommand.RuleSetIds.class)
    String rulesId;

    @Option(names = "--games", paramLabel = "N", defaultValue = "400", description = "Games to play (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", paramLabel = "SEED", defaultValue = "1", description = "Seed of the deals and the bots (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1", description = "Games played at once (default: ${DEFAULT-VALUE}).")
    int threads;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        var r = Recipes.byId(recipe);
        if (r.isEmpty()) return usage(err, CLI.text("tournament.noRecipe", recipe, String.join(", ", Recipes.builtIn().keySet())));
        List<String> bots = List.of(lineupText.split(",", -1));
        if (bots.stream().anyMatch(String::isBlank)) return usage(err, CLI.text("tournament.emptyBot", lineupText));
        var rules = RuleSets.byId(rulesId);
        if (rules.isEmpty()) {
            return usage(err, CLI.text("cli.unknownRules", rulesId, RuleSets.all().stream().map(RuleSet::id).collect(Collectors.joining(", "))));
        }
        boolean recipes = RuleSetFlags.takesRecipes(rules.get());
        String noRecipes = RuleSetFlags.recipeRefusal(rules.get(), spec.commandLine().getParseResult().hasMatchedOption("--recipe"));
        if (noRecipes != null) return usage(err, noRecipes);
        Game game = rules.get().configure(Boards.unionPacific(), RuleSetFlags.recipeOptions(rules.get(), r.get().id()));
        var hasBots = RuleSets.arena(game);
        if (hasBots.isEmpty()) return usage(err, CLI.text("tournament.noBots", rules.get().title(), rulesId));
        Arena arena = hasBots.get();
        int n = players == null ? bots.size() : players;
        if (n < game.minPlayers() || n > game.maxPlayers()) {
            return usage(err, CLI.text("tournament.players", game.minPlayers(), game.maxPlayers(), n));
        }
        if (bots.size() > n) return usage(err, CLI.text("tournament.tooManyBots", bots.size(), n));
        if (games < 1 || threads < 1 || threads > 64) return usage(err, CLI.text("tournament.gamesThreads"));
        List<String> lineup = new ArrayList<>();
        for (int i = 0; i < n; i++) lineup.add(bots.get(Math.min(i, bots.size() - 1)).trim().toLowerCase(Locale.ROOT));
        for (String name : new LinkedHashSet<>(lineup)) {
            try {
                arena.checkBot(name);
            } catch (IllegalArgumentException e) {
                return usage(err, e.getMessage());
            }
        }
        int total = (games + n - 1) / n * n;
        if (total != games) err.println(CLI.text("tournament.roundedUp", games, total, n));
        long start = System.nanoTime();
        long[] lastReport = {start};
        List<Tournament.Game> results = arena.play(lineup, total, seed, threads, done -> {
            long now = System.nanoTime();
            synchronized (lastReport) {
                if (done == total || now - lastReport[0] > 2_000_000_000L) {
                    lastReport[0] = now;
                    double secs = (now - start) / 1e9;
                    err.println(CLI.text("tournament.progress", done, total, fixed(secs, 0), fixed(secs / done * (total - done), 0)));
                    err.flush();
                }
            }
        });
        double secs = (System.nanoTime() - start) / 1e9;
        out.println(CLI.text("tournament.played", rulesId.equals(RuleSets.base().id()) ? "" : rules.get().title() + ", ", n, total, total / n,
                seed, recipes ? CLI.text("tournament.recipe", recipe) : "", fixed(secs, 1)));
        out.printf(Locale.ROOT, "%-18s %10s %9s %9s %17s %10s %12s %8s%n", CLI.text("tournament.column.bot"), CLI.text("tournament.column.seatGames"),
                CLI.text("tournament.column.wins"), CLI.text("tournament.column.winRate"), CLI.text("tournament.column.interval"),
                CLI.text("tournament.column.meanCash"), CLI.text("tournament.column.meanMargin"), CLI.text("tournament.column.rating"));
        for (Tournament.Standing s : Tournament.standings(results)) {
            out.printf(Messages.locale(), "%-18s %10d %9.1f %8.1f%% %7.1f%% - %5.1f%% %10.1f %12.1f %8.0f%n", s.name(), s.seatGames(),
                    s.wins(), 100 * s.winRate(), 100 * s.low(), 100 * s.high(), s.meanCash(), s.meanMargin(), s.rating());
        }
        out.println(CLI.text("tournament.ratingNote"));
        out.flush();
        return 0;
    }

    /** A decimal with the language's decimal sign ("12.5", "12,5"), no digit grouping, rounded as printf rounds. */
    static String fixed(double x, int digits) {
        return String.format(Messages.locale(), "%." + digits + "f", x);
    }

    private static int usage(PrintWriter err, String message) {
        CliText.complain(err, "tournament", message);
        err.flush();
        return 2;
    }
}
