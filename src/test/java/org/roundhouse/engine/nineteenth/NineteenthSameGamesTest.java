package org.roundhouse.engine.nineteenth;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.bots.Bot;
import org.roundhouse.engine.bots.FastPathChecks;
import org.roundhouse.engine.bots.IsmctsBot;
import org.roundhouse.engine.bots.LeafJudge;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.bots.Roster;

/**
 * The variant's heuristic bots and the searches over them play exactly the games they played when
 * their judgement was made cheaper (docs/performance.md): digests of every step and the final cash
 * of seeded games, and of the moves, visits and mean rewards of searches on views of a game, against
 * figures computed from the classes of main before the change (e40ed66). A single decision that
 * differs changes a digest.
 */
class NineteenthSameGamesTest {
    private static final NineteenthCentury GAME = new NineteenthCentury(Boards.unionPacific(), NineteenthOptions.DEFAULT);
    /** Every option the heuristic's judgement reads turned the other way. */
    private static final NineteenthCentury OTHER_OPTIONS = new NineteenthCentury(Boards.unionPacific(),
            new NineteenthOptions(true, true, false, true, false, 0, false, false));
    private static final NineteenthHidden HIDDEN = new NineteenthHidden();
    private static final LeafJudge SHIPPED = LeafJudge.of(NineteenthRuleSet.INSTANCE.configure(Boards.unionPacific(), Map.of()))
            .orElseThrow();

    /** Games: rules, seats (bot names), seed; each seat's bot made by the variant's roster. */
    private static final Map<String, String> GAMES_BEFORE = new LinkedHashMap<>();
    /** Searches: bot, view of a heuristic2 game. */
    private static final Map<String, String> SEARCHES_BEFORE = new LinkedHashMap<>();

    static {
        GAMES_BEFORE.put("default heuristic,heuristic,heuristic,heuristic 1", "1071 465466202cd0f64398cb236c");
        GAMES_BEFORE.put("default heuristic,heuristic,heuristic,heuristic 2", "691 bf2449372f979d515f362830");
        GAMES_BEFORE.put("default heuristic,heuristic,heuristic,heuristic 3", "1126 16bcb92f20ef7564a8f30e18");
        GAMES_BEFORE.put("default heuristic2,heuristic2,heuristic2,heuristic2 1", "1097 c74b728a2c1a42398d9b4201");
        GAMES_BEFORE.put("default heuristic2,heuristic2,heuristic2,heuristic2 2", "587 13b61d8bf6da90237dd10810");
        GAMES_BEFORE.put("default heuristic2,heuristic2,heuristic2,heuristic2 3", "774 758a7dd3e0e301fac0de13b1");
        GAMES_BEFORE.put("default heuristic,random,heuristic2,heuristic2 1", "719 2fe17873bf0a70a27cca7ed2");
        GAMES_BEFORE.put("default heuristic,random,heuristic2,heuristic2 2", "1059 affea80af48871408d3bb1b8");
        GAMES_BEFORE.put("default heuristic2,heuristic 1", "620 5cb57c448d9cf15c052e3443");
        GAMES_BEFORE.put("default heuristic2,heuristic 2", "485 92e17fb027d310b25446e09c");
        GAMES_BEFORE.put("default heuristic2,heuristic,heuristic2 1", "678 ce55bd0316e69efa1287489a");
        GAMES_BEFORE.put("default heuristic2,heuristic,heuristic2 2", "968 16c67d340ae8e13bffd28473");
        GAMES_BEFORE.put("default heuristic,heuristic2,random,heuristic,heuristic2 1", "2553 4d4e60c51d7e19c95270418e");
        GAMES_BEFORE.put("default heuristic,heuristic2,random,heuristic,heuristic2 2", "797 a385c996e4355275cc23604c");
        GAMES_BEFORE.put("other-options heuristic,random,heuristic2,heuristic2 1", "758 16868ea7d6f046570517455c");
        GAMES_BEFORE.put("other-options heuristic,random,heuristic2,heuristic2 2", "748 7b989abe36e41f7379a9c5fd");
        SEARCHES_BEFORE.put("ismcts:16 view 0", "Sell[player=0, company=4, count=2, byUp=false] 0ee5fa8eb6a46dac177aea73");
        SEARCHES_BEFORE.put("ismcts:16 view 1", "Invest[player=1, company=0, amount=1] 1377f6cf774b1a1437b90002");
        SEARCHES_BEFORE.put("ismcts:16 view 2", "Done[player=1] 95914e146dc165a2c4b0701f");
        SEARCHES_BEFORE.put("ismcts:16 view 3", "Sell[player=3, company=3, count=1, byUp=false] 54887561f615e8adda43d645");
        SEARCHES_BEFORE.put("ismcts:16 view 4", "Answer[player=3, seat=2, yes=true] 58410a28ce23cdf553da8537");
        SEARCHES_BEFORE.put("ismcts:16 view 5", "Expand[player=2, company=9, section=3] 1eac5c116e92c7831babc208");
        SEARCHES_BEFORE.put("ismcts:16 view 6", "Sell[player=0, company=4, count=1, byUp=false] c1e6b6ad267157b014f4dce3");
        SEARCHES_BEFORE.put("ismcts2:16 view 0", "Done[player=0] e736ba5af53662f265959ad0");
        SEARCHES_BEFORE.put("ismcts2:16 view 1", "Done[player=1] 66006e57dfcf0e0ee824cccd");
        SEARCHES_BEFORE.put("ismcts2:16 view 2", "Done[player=1] 95914e146dc165a2c4b0701f");
        SEARCHES_BEFORE.put("ismcts2:16 view 3", "Sell[player=3, company=3, count=1, byUp=false] 8dc41e50b004c549792ddd47");
        SEARCHES_BEFORE.put("ismcts2:16 view 4", "Answer[player=3, seat=2, yes=false] ea811d4839a3bac8e45f2282");
        SEARCHES_BEFORE.put("ismcts2:16 view 5", "Expand[player=2, company=9, section=0] 5e18063aead977507cb5567b");
        SEARCHES_BEFORE.put("ismcts2:16 view 6", "Buy[player=0, company=5, fromBank=true, count=2, forUp=false] 4e7e6f9d2cf8ce4454a3ef83");
        SEARCHES_BEFORE.put("ismcts-eval2:16 view 0", "Sell[player=0, company=4, count=1, byUp=false] cdc3182cb418cbe1d87cf99b");
        SEARCHES_BEFORE.put("ismcts-eval2:16 view 1", "Invest[player=1, company=0, amount=1] a047d3e77cb357517127e4e7");
        SEARCHES_BEFORE.put("ismcts-eval2:16 view 2", "Done[player=1] 95914e146dc165a2c4b0701f");
        SEARCHES_BEFORE.put("ismcts-eval2:16 view 3", "Done[player=3] 1d0d2a396c35a297c6b18e78");
        SEARCHES_BEFORE.put("ismcts-eval2:16 view 4", "Answer[player=3, seat=2, yes=true] e587c97df7eb484b24c1b30c");
        SEARCHES_BEFORE.put("ismcts-eval2:16 view 5", "Expand[player=2, company=9, section=0] eaba913daeee2e390a43fb36");
        SEARCHES_BEFORE.put("ismcts-eval2:16 view 6", "Sell[player=0, company=4, count=1, byUp=false] f579de471d9ae0fe0b0331e7");
        SEARCHES_BEFORE.put("search:2 view 0", "Done[player=0]");
        SEARCHES_BEFORE.put("search:2 view 1", "Done[player=1]");
        SEARCHES_BEFORE.put("search:2 view 2", "Done[player=1]");
        SEARCHES_BEFORE.put("search:2 view 3", "Sell[player=3, company=3, count=1, byUp=false]");
        SEARCHES_BEFORE.put("search:2 view 4", "Answer[player=3, seat=2, yes=true]");
        SEARCHES_BEFORE.put("search:2 view 5", "Expand[player=2, company=9, section=0]");
        SEARCHES_BEFORE.put("search:2 view 6", "Buy[player=0, company=5, fromBank=true, count=2, forUp=false]");
    }

    @Test
    void seededGamesOfTheHeuristicsAreThoseOfBefore() {
        assertThat(games()).isEqualTo(GAMES_BEFORE);
    }

    @Test
    void searchesOverTheHeuristicsDecideAsBefore() {
        assertThat(searches()).isEqualTo(SEARCHES_BEFORE);
    }

    static Map<String, String> games() {
        Map<String, String> out = new LinkedHashMap<>();
        String[][] lineups = {
            {"heuristic", "heuristic", "heuristic", "heuristic"},
            {"heuristic2", "heuristic2", "heuristic2", "heuristic2"},
            {"heuristic", "random", "heuristic2", "heuristic2"},
            {"heuristic2", "heuristic"},
            {"heuristic2", "heuristic", "heuristic2"},
            {"heuristic", "heuristic2", "random", "heuristic", "heuristic2"},
        };
        for (int l = 0; l < lineups.length; l++) {
            for (long seed = 1; seed <= (l < 2 ? 3 : 2); seed++) out.put(key(GAME, lineups[l], seed), game(GAME, lineups[l], seed));
        }
        String[] four = lineups[2];
        for (long seed = 1; seed <= 2; seed++) out.put(key(OTHER_OPTIONS, four, seed), game(OTHER_OPTIONS, four, seed));
        return out;
    }

    private static String key(NineteenthCentury game, String[] seats, long seed) {
        return (game == GAME ? "default " : "other-options ") + String.join(",", seats) + " " + seed;
    }

    private static String game(NineteenthCentury game, String[] seats, long seed) {
        Roster<NineteenthState, NineteenthMove> roster = NineteenthBots.roster(game);
        List<Bot<NineteenthState, NineteenthMove>> bots = new ArrayList<>();
        for (String s : seats) bots.add(roster.create(s));
        StringBuilder steps = new StringBuilder();
        NineteenthState start = game.newGame(game.randomDeal(seats.length, new SplittableRandom(seed)));
        Match.Result<NineteenthState> r = Match.play(game, HIDDEN, start, bots, seed, (m, s) -> steps.append(m).append(';'));
        for (int q = 0; q < seats.length; q++) steps.append(r.end().cash(q)).append(',');
        return r.decisions() + " " + digest(steps.toString());
    }

    static Map<String, String> searches() {
        Roster<NineteenthState, NineteenthMove> roster = NineteenthBots.roster(GAME, Optional.of(SHIPPED));
        List<Bot<NineteenthState, NineteenthMove>> seats = new ArrayList<>();
        for (int p = 0; p < 4; p++) seats.add(roster.create("heuristic2"));
        // two views early in the game (long playouts), five late
        List<NineteenthState> all = new ArrayList<>();
        Match.play(GAME, HIDDEN, GAME.newGame(GAME.randomDeal(4, new SplittableRandom(5))), seats, 5, (m, s) -> {
            if (!s.isOver() && !s.isChanceNode() && GAME.legalMoves(s).size() > 1) all.add(HIDDEN.redact(s, s.currentPlayer()));
        });
        List<NineteenthState> views = new ArrayList<>(List.of(all.get(20), all.get(all.size() / 4)));
        views.addAll(FastPathChecks.views(GAME, HIDDEN, GAME.newGame(GAME.randomDeal(4, new SplittableRandom(5))), seats, 5, 5));
        Map<String, String> out = new LinkedHashMap<>();
        for (String bot : List.of("ismcts:16", "ismcts2:16", "ismcts-eval2:16", "search:2")) {
            for (int i = 0; i < views.size(); i++) {
                Bot<NineteenthState, NineteenthMove> search = roster.create(bot);
                NineteenthMove chosen = search.choose(views.get(i), new SplittableRandom(i));
                out.put(bot + " view " + i, search instanceof IsmctsBot<NineteenthState, NineteenthMove> ismcts
                        ? chosen + " " + digest(ismcts.lastDecision().toString()) : chosen.toString());
            }
        }
        return out;
    }

    private static String digest(String text) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }

    /** Prints the figures, for pinning them: {@code java -cp … NineteenthSameGamesTest}. */
    public static void main(String[] args) {
        long t = System.nanoTime();
        games().forEach((k, v) -> System.out.printf("        GAMES_BEFORE.put(\"%s\", \"%s\");%n", k, v));
        System.out.printf("games %.1f s%n", (System.nanoTime() - t) / 1e9);
        t = System.nanoTime();
        searches().forEach((k, v) -> System.out.printf("        SEARCHES_BEFORE.put(\"%s\", \"%s\");%n", k, v));
        System.out.printf("searches %.1f s%n", (System.nanoTime() - t) / 1e9);
    }
}
