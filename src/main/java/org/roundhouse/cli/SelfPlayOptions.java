package org.roundhouse.cli;

import static org.roundhouse.text.Messages.CLI;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.registry.RuleSets;
import picocli.CommandLine.Option;

/** The options of the commands that play games of bots to learn from or to judge by: rules, players and the line-up. */
final class SelfPlayOptions {
    @Option(names = "--rules", paramLabel = "ID", defaultValue = "base",
            description = "Rule set, one of: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).",
            completionCandidates = PlayCommand.RuleSetIds.class)
    String rulesId;

    @Option(names = "--players", paramLabel = "N",
            description = "Players per game (default: 4, or the one count the rule set takes).")
    Integer players;

    @Option(names = "--bots", paramLabel = "BOT,BOT...", defaultValue = "heuristic",
            description = "The bot of each seat, as for tournament (default: ${DEFAULT-VALUE}); a shorter list is"
                    + " filled up with its last bot.")
    String lineupText;

    /** The game with the rule set's default options. */
    Game game() {
        RuleSet rules = RuleSets.byId(rulesId).orElseThrow(() -> new IllegalArgumentException(CLI.text("cli.unknownRules", rulesId,
                RuleSets.all().stream().map(RuleSet::id).collect(Collectors.joining(", ")))));
        Game game = rules.configure(Boards.unionPacific(), java.util.Map.of());
        if (RuleSets.arena(game).isEmpty()) throw new IllegalArgumentException(CLI.text("tournament.noBots", rules.title(), rulesId));
        return game;
    }

    /**
     * The bot of every seat, each checked.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    List<String> lineup(Game game) {
        int n = players != null ? players : Math.max(game.minPlayers(), Math.min(4, game.maxPlayers()));
        if (n < game.minPlayers() || n > game.maxPlayers()) {
            throw new IllegalArgumentException(CLI.text("tournament.players", game.minPlayers(), game.maxPlayers(), n));
        }
        List<String> bots = List.of(lineupText.split(",", -1));
        if (bots.stream().anyMatch(String::isBlank)) throw new IllegalArgumentException(CLI.text("tournament.emptyBot", lineupText));
        if (bots.size() > n) throw new IllegalArgumentException(CLI.text("tournament.tooManyBots", bots.size(), n));
        Arena arena = RuleSets.arena(game).orElseThrow();
        List<String> lineup = new ArrayList<>();
        for (int i = 0; i < n; i++) lineup.add(bots.get(Math.min(i, bots.size() - 1)).trim().toLowerCase(Locale.ROOT));
        for (String name : lineup) arena.checkBot(name);
        return lineup;
    }
}
