package org.roundhouse.record;

import static org.roundhouse.text.Messages.WORDS;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.RecipeBook;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.registry.RuleSets;

/**
 * How a recorded game was set up: the board, the rule set and its options, the players
 * in seat order and the deal. The deal's deck orders may be unknown, as in a record of a
 * game played at the table; the cards then come from the moves.
 *
 * @param boardId the board, {@value #UNION_PACIFIC} (the only one so far)
 * @param rulesetId the rule set (see {@link RuleSets})
 * @param options the rule set's options by tag, every one of them with its canonical value, in
 *     the rule set's order (missing ones are filled in with their defaults)
 * @param players the names of the players in seat order (seat A first)
 * @param deal the rule set's deal: hands, display, and the deck orders where known
 * @param recipes the designed deck recipes its options name (kept to those), none for the shipped ones
 */
public record GameSetup(String boardId, String rulesetId, Map<String, String> options, List<String> players, Deal deal,
                        RecipeBook recipes) {
    public static final String UNION_PACIFIC = "union-pacific";

    /** A setup whose options name shipped recipes only. */
    public GameSetup(String boardId, String rulesetId, Map<String, String> options, List<String> players, Deal deal) {
        this(boardId, rulesetId, options, players, deal, RecipeBook.shipped());
    }

    public GameSetup {
        checkId(boardId, "setup.boardId");
        checkId(rulesetId, "setup.rulesId");
        RuleSet rules = RuleSets.require(rulesetId);
        options = java.util.Collections.unmodifiableMap(rules.complete(canonical(rules, options)));
        players = List.copyOf(players);
        for (String name : players) {
            if (!Header.clean(name).equals(name) || name.isEmpty()) {
                throw new IllegalArgumentException(WORDS.text("setup.playerName", name));
            }
        }
        if (deal.players() != players.size()) {
            throw new IllegalArgumentException(WORDS.text("setup.dealSeats", deal.players(), players.size()));
        }
        recipes = recipes.only(options.values());
    }

    private static Map<String, String> canonical(RuleSet rules, Map<String, String> options) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : options.entrySet()) {
            RuleOption o = option(rules, e.getKey());
            out.put(e.getKey(), o.canonical(e.getValue()).orElseThrow(() -> new IllegalArgumentException(
                    WORDS.text("setup.option", o.tag(), o.problem(e.getValue())))));
        }
        return out;
    }

    private static RuleOption option(RuleSet rules, String tag) {
        for (RuleOption o : rules.options()) if (o.tag().equals(tag)) return o;
        throw new IllegalArgumentException(WORDS.text("ruleset.noOption", rules.id(), tag));
    }

    /** A setup on the Union Pacific board. */
    public static GameSetup of(String rulesetId, Map<String, String> options, List<String> players, Deal deal) {
        return new GameSetup(UNION_PACIFIC, rulesetId, options, players, deal);
    }

    /** A setup on the Union Pacific board whose deck recipe may be one of the book's designed recipes. */
    public static GameSetup of(String rulesetId, Map<String, String> options, List<String> players, Deal deal, RecipeBook recipes) {
        return new GameSetup(UNION_PACIFIC, rulesetId, options, players, deal, recipes);
    }

    /** Default player names for a number of seats: "Seat A", "Seat B", ... */
    public static List<String> defaultNames(int players) {
        return java.util.stream.IntStream.range(0, players).mapToObj(i -> "Seat " + seatLetter(i)).toList();
    }

    /** Seat letter: A for seat 0. */
    public static char seatLetter(int seat) {
        return (char) ('A' + seat);
    }

    public int playerCount() {
        return players.size();
    }

    /** The rule set the record is played by. */
    public RuleSet ruleSet() {
        return RuleSets.require(rulesetId);
    }

    /** The value of one of the rule set's options. */
    public String option(String tag) {
        String v = options.get(tag);
        if (v == null) throw new IllegalArgumentException(WORDS.text("ruleset.noOption", rulesetId, tag));
        return v;
    }

    /** True when the yes/no option is on. */
    public boolean isOn(String tag) {
        return RuleOption.YES.equals(option(tag));
    }

    public GameSetup withPlayers(List<String> names) {
        return new GameSetup(boardId, rulesetId, options, names, deal, recipes);
    }

    public GameSetup withDeal(Deal d) {
        return new GameSetup(boardId, rulesetId, options, players, d, recipes);
    }

    public GameSetup withOption(String tag, String value) {
        Map<String, String> o = new LinkedHashMap<>(options);
        o.put(tag, value);
        return new GameSetup(boardId, rulesetId, o, players, deal, recipes);
    }

    /**
     * The board named by {@link #boardId}.
     *
     * @throws IllegalArgumentException naming the unknown board
     */
    public Board board() {
        return board(boardId);
    }

    /** Resolves a board id of a record. */
    public static Board board(String boardId) {
        if (UNION_PACIFIC.equals(boardId)) return Boards.unionPacific();
        throw new IllegalArgumentException(WORDS.text("setup.unknownBoard", boardId, UNION_PACIFIC));
    }

    /**
     * The rules of this game (shared between records with the same board and options).
     *
     * @throws IllegalArgumentException naming an unknown board or an option the rule set refuses
     */
    public Game game() {
        return ruleSet().configure(board(), options, recipes);
    }

    private static void checkId(String id, String key) {
        if (id == null || !id.matches("[a-z0-9][a-z0-9-]{0,63}")) {
            throw new IllegalArgumentException(WORDS.text(key, String.valueOf(id)));
        }
    }
}
