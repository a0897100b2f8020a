package org.roundhouse.record;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.Recipes;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseOptions;
import org.roundhouse.engine.base.BaseSetup;
import org.roundhouse.engine.base.TwoPlayerLastRow;

/**
 * How a recorded game was set up: the board, the rule set and its options, the players
 * in seat order and the deal. The deal's deck orders may be empty (unknown), as in a
 * record of a game played at the table; the cards then come from the moves.
 *
 * @param boardId the board, {@value #UNION_PACIFIC} (the only one so far)
 * @param rulesetId the rule set, {@value BaseGame#ID}
 * @param recipeId the deck recipe (see {@link Recipes})
 * @param twoPlayerRules the official two-player rules (only matter with two players)
 * @param deadTrackRule the later rule that replaces unplayable track cards
 * @param players the names of the players in seat order (seat A first)
 * @param deal the deal: hands, display, and the deck orders where known
 * @param twoPlayerLastRow under the two-player rules, the Union Pacific row of the last payment
 */
public record GameSetup(String boardId, String rulesetId, String recipeId, boolean twoPlayerRules,
                        boolean deadTrackRule, List<String> players, BaseSetup deal, TwoPlayerLastRow twoPlayerLastRow) {
    public static final String UNION_PACIFIC = "union-pacific";
    private static final Map<String, BaseGame> GAMES = new ConcurrentHashMap<>();

    public GameSetup {
        java.util.Objects.requireNonNull(twoPlayerLastRow, "twoPlayerLastRow");
        checkId(boardId, "board");
        checkId(rulesetId, "rule set");
        checkId(recipeId, "deck recipe");
        players = List.copyOf(players);
        for (String name : players) {
            if (!Header.clean(name).equals(name) || name.isEmpty()) {
                throw new IllegalArgumentException("player name '" + name + "' must be one non-empty trimmed line");
            }
        }
        if (deal.players() != players.size()) {
            throw new IllegalArgumentException("the deal is for " + deal.players() + " seats but " + players.size()
                    + " players are named");
        }
    }

    /** A setup with the two-player rules' last payment on the third row (the default). */
    public GameSetup(String boardId, String rulesetId, String recipeId, boolean twoPlayerRules, boolean deadTrackRule,
                     List<String> players, BaseSetup deal) {
        this(boardId, rulesetId, recipeId, twoPlayerRules, deadTrackRule, players, deal, TwoPlayerLastRow.THIRD);
    }

    /** A base-game setup on the Union Pacific board. */
    public static GameSetup of(String recipeId, boolean twoPlayerRules, boolean deadTrackRule, List<String> players,
                               BaseSetup deal) {
        return new GameSetup(UNION_PACIFIC, BaseGame.ID, recipeId, twoPlayerRules, deadTrackRule, players, deal);
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

    public GameSetup withPlayers(List<String> names) {
        return new GameSetup(boardId, rulesetId, recipeId, twoPlayerRules, deadTrackRule, names, deal, twoPlayerLastRow);
    }

    public GameSetup withDeal(BaseSetup d) {
        return new GameSetup(boardId, rulesetId, recipeId, twoPlayerRules, deadTrackRule, players, d, twoPlayerLastRow);
    }

    public GameSetup withTwoPlayerLastRow(TwoPlayerLastRow row) {
        return new GameSetup(boardId, rulesetId, recipeId, twoPlayerRules, deadTrackRule, players, deal, row);
    }

    /**
     * True when the two-player rules' last payment is not on the default row, so records
     * must say which row (the tag is left out otherwise, and an older record means the third).
     */
    public boolean namesTwoPlayerLastRow() {
        return twoPlayerLastRow != TwoPlayerLastRow.THIRD;
    }

    /** "the third Union Pacific row, 15/12/9/6/3": the row of the two-player rules' last payment, for people. */
    public String twoPlayerLastRowText() {
        int[] row = BaseGame.unionPacificTable(twoPlayerLastRow.row());
        StringBuilder b = new StringBuilder("the ").append(twoPlayerLastRow.word()).append(" Union Pacific row, ");
        for (int i = 0; i < row.length; i++) b.append(i > 0 ? "/" : "").append(row[i]);
        return b.toString();
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
        throw new IllegalArgumentException("unknown board '" + boardId + "' (this version knows '" + UNION_PACIFIC + "')");
    }

    /** Resolves a deck recipe id of a record. */
    public static DeckRecipe recipe(String recipeId) {
        return Recipes.byId(recipeId).orElseThrow(() -> new IllegalArgumentException("unknown deck recipe '" + recipeId
                + "' (known: " + Recipes.all().stream().map(DeckRecipe::id).collect(Collectors.joining(", ")) + ")"));
    }

    public BaseOptions options() {
        return new BaseOptions(recipe(recipeId), twoPlayerRules, deadTrackRule, twoPlayerLastRow);
    }

    /**
     * The rules of this game (shared between records with the same board and options).
     *
     * @throws IllegalArgumentException naming an unknown board, rule set or recipe
     */
    public BaseGame game() {
        if (!BaseGame.ID.equals(rulesetId)) {
            throw new IllegalArgumentException("unknown rule set '" + rulesetId + "' (this version knows '" + BaseGame.ID + "')");
        }
        String key = boardId + "|" + recipeId + "|" + twoPlayerRules + "|" + deadTrackRule + "|" + twoPlayerLastRow;
        BaseGame cached = GAMES.get(key);
        if (cached != null) return cached;
        BaseGame game = new BaseGame(board(), options());
        GAMES.putIfAbsent(key, game);
        return game;
    }

    private static void checkId(String id, String what) {
        if (id == null || !id.matches("[a-z0-9][a-z0-9-]{0,63}")) {
            throw new IllegalArgumentException(what + " id '" + id + "' must be lower-case letters, digits and dashes");
        }
    }
}
