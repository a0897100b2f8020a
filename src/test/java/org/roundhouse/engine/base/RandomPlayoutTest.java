package org.roundhouse.engine.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.Recipes;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.bots.FastPathChecks;
import org.roundhouse.engine.bots.Playouts;
import org.roundhouse.engine.bots.RandomBot;

/**
 * The fast random path ({@link RandomPlayout}: moves picked by counting, applied in place and
 * unchecked) plays exactly the games of the referee: moves listed by {@link BaseGame#legalMoves}
 * and applied by the checked {@link BaseGame#apply}, from the same generator. Seeds:
 * {@code -Droundhouse.playoutSeeds=N} (10,000 by default).
 */
class RandomPlayoutTest {
    private static final int SEEDS = Integer.getInteger("roundhouse.playoutSeeds", 10_000);
    private static final Board BOARD = Boards.unionPacific();
    private static final List<DeckRecipe> RECIPES = List.copyOf(Recipes.all());

    /** Every player count, every recipe, and the dead-card rule on every seventh seed. */
    private static BaseGame gameFor(int seed) {
        BaseOptions options = BaseOptions.standard().withRecipe(RECIPES.get(seed % RECIPES.size()))
                .withDeadTrackRule(seed % 7 == 3);
        return new BaseGame(BOARD, options);
    }

    private static int playersFor(int seed) {
        return 2 + seed % 5;
    }

    /** A position part-way through a random game of {@code seed}, after a number of its steps drawn from {@code cutSeed}. */
    private static BaseState cutFromARandomGame(BaseGame game, int players, long seed, long cutSeed) {
        RandomPlayer.Playout played = RandomPlayer.play(game, players, seed);
        BaseState position = game.newGame(played.setup());
        int cut = new SplittableRandom(cutSeed).nextInt(played.moves().size());
        for (BaseMove m : played.moves().subList(0, cut)) position = game.applyLegal(position, m);
        return position;
    }

    @Test
    void randomGamesAreTheRefereesGamesStepForStep() {
        long steps = 0;
        for (int seed = 0; seed < SEEDS; seed++) {
            BaseGame game = gameFor(seed);
            int players = playersFor(seed);
            RandomPlayer.Playout fast = RandomPlayer.play(game, players, seed);
            RandomPlayer.Playout checked = RandomPlayer.playChecked(game, players, seed);
            String where = "seed " + seed + ", " + players + " players, " + game.options();
            assertThat(fast.moves()).as(where).isEqualTo(checked.moves());
            assertThat(FastPathChecks.describe(fast.end())).as(where).isEqualTo(FastPathChecks.describe(checked.end()));
            assertThat(fast.end().isOver()).as(where).isTrue();
            steps += fast.moves().size();
        }
        assertThat(steps).as("steps in all").isGreaterThan(SEEDS * 250L);
    }

    @Test
    void countingTheStepsPlaysTheSameGame() {
        for (int seed = 0; seed < 200; seed++) {
            BaseGame game = gameFor(seed);
            int players = playersFor(seed);
            SplittableRandom rng = new SplittableRandom(seed);
            BaseSetup setup = game.randomSetup(players, rng);
            int counted = new RandomPlayer(game, seed).countSteps(setup);
            assertThat(counted).as("seed " + seed).isEqualTo(new RandomPlayer(game, seed).playChecked(setup).moves().size());
        }
    }

    /**
     * From positions with unknown cards (a seat's redaction: the others' hands unknown, no deck
     * order, so the share deck is drawn by weight and hidden cards may be any unseen card) and
     * from determinized ones, the fast path still makes the random bot's moves: the loop of
     * {@code Playouts.of} with {@link RandomBot} and the checked apply.
     */
    @Test
    void fromHiddenAndDrawnPositionsTheFastPathIsTheRandomBots() {
        BaseHidden hidden = new BaseHidden();
        int positions = Math.max(200, SEEDS / 10);
        for (int i = 0; i < positions; i++) {
            BaseGame game = gameFor(i);
            int players = playersFor(i);
            RandomPlayer.Playout game0 = RandomPlayer.play(game, players, 1_000 + i);
            BaseState start = game.newGame(game0.setup());
            // a redaction is played on only after the first investments (it does not know the others' face-down cards)
            int cut = players + new SplittableRandom(i).nextInt(game0.moves().size() - players);
            for (BaseMove m : game0.moves().subList(0, cut)) start = game.applyLegal(start, m);
            int seat = i % players;
            BaseState from = i % 2 == 0 ? hidden.redact(start, seat)
                    : hidden.determinize(hidden.redact(start, seat), seat, new SplittableRandom(i));
            String where = "position " + i + " (step " + cut + ", seat " + seat + ")";

            List<BaseMove> fastMoves = new ArrayList<>();
            BaseState fast = from.copy();
            RandomPlayout playout = new RandomPlayout(game);
            SplittableRandom fastRng = new SplittableRandom(i);
            while (!fast.isOver()) {
                BaseMove m = playout.next(fast, fastRng);
                fastMoves.add(m);
                game.applyInPlace(fast, m);
            }

            List<BaseMove> botMoves = new ArrayList<>();
            RandomBot<BaseState, BaseMove> bot = new RandomBot<>(game);
            BaseState s = from;
            SplittableRandom rng = new SplittableRandom(i);
            while (!s.isOver()) {
                BaseMove m = s.isChanceNode() ? game.sampleChance(s, rng) : bot.choose(s, rng);
                botMoves.add(m);
                s = game.applyLegal(s, m);
            }
            assertThat(fastMoves).as(where).isEqualTo(botMoves);
            assertThat(FastPathChecks.describe(fast)).as(where).isEqualTo(FastPathChecks.describe(s));
        }
    }

    /** The random bot's playouts of the arena (the fast path) give the checked playouts' results, seat views included. */
    @Test
    void theArenasRandomPlayoutsAgreeWithTheCheckedOnes() {
        BaseGame game = new BaseGame(BOARD, BaseOptions.standard());
        Playouts fast = BaseBots.arena(game).playouts("random");
        Playouts checked = Playouts.of(game, new BaseHidden(), new RandomBot<>(game), false, BaseBots::wins);
        for (int i = 0; i < 300; i++) {
            int players = playersFor(i);
            BaseState position = cutFromARandomGame(game, players, 5_000 + i, i);
            int viewer = i % 3 == 0 ? StepWords.ALL_SEEING : i % players;
            String before = FastPathChecks.describe(position);
            assertThat(fast.play(position, viewer, i)).as("position %d, viewer %d", i, viewer)
                    .containsExactly(checked.play(position, viewer, i));
            assertThat(FastPathChecks.describe(position)).as("the position played from is left as it was").isEqualTo(before);
            BaseState end = BaseBots.playOut(game, new BaseHidden(), new RandomBot<>(game), position, viewer, new SplittableRandom(i));
            assertThat(end.isOver()).isTrue();
        }
    }

    /** The heuristic bot's playouts (what evaluating a game plays by default) are played in place with the checked playouts' results. */
    @Test
    void theArenasHeuristicPlayoutsAgreeWithTheCheckedOnes() {
        BaseGame game = new BaseGame(BOARD, BaseOptions.standard());
        Playouts fast = BaseBots.arena(game).playouts("heuristic");
        Playouts checked = Playouts.of(game, new BaseHidden(), new HeuristicBot(game), false, BaseBots::wins);
        BaseHidden hidden = new BaseHidden();
        for (int i = 0; i < 150; i++) {
            int players = playersFor(i);
            BaseState position = cutFromARandomGame(game, players, 7_000 + i, i);
            int viewer = i % 3 == 0 ? StepWords.ALL_SEEING : i % players;
            assertThat(fast.play(position, viewer, i)).as("position %d, viewer %d", i, viewer)
                    .containsExactly(checked.play(position, viewer, i));
            // the whole end, against the loop of Playouts.of with the checked apply
            BaseState end = BaseBots.playOut(game, hidden, new HeuristicBot(game), position, viewer, new SplittableRandom(i));
            SplittableRandom rng = new SplittableRandom(i);
            BaseState s = viewer == StepWords.ALL_SEEING ? hidden.allSeeing(position, rng)
                    : hidden.determinize(hidden.redact(position, viewer), viewer, rng);
            HeuristicBot bot = new HeuristicBot(game);
            while (!s.isOver()) s = game.applyLegal(s, s.isChanceNode() ? game.sampleChance(s, rng) : bot.choose(s, rng));
            assertThat(FastPathChecks.describe(end)).as("position %d, viewer %d", i, viewer).isEqualTo(FastPathChecks.describe(s));
        }
    }

    /**
     * Playouts judged by a judge of positions (the evaluator's, {@code evaluate --eval-after}) are played in place with
     * the checked judged playouts' steps: the same position reaches the judge, so the same chances come back.
     */
    @Test
    void theArenasJudgedPlayoutsAgreeWithTheCheckedOnes() {
        BaseGame game = new BaseGame(BOARD, BaseOptions.standard());
        Playouts fast = BaseBots.arena(game).playouts("heuristic");
        Playouts checked = Playouts.of(game, new BaseHidden(), new HeuristicBot(game), false, BaseBots::wins);
        // a judge that answers with what it saw of the position (the turn, the dividends, every seat's cash and shares in
        // hand), so two positions reached differently hardly pass for one
        org.roundhouse.engine.bots.LeafJudge described = s -> {
            BaseState b = (BaseState) s;
            int companies = b.board().companies().size();
            double[] p = new double[2 + b.players() * (1 + companies)];
            p[0] = b.turn();
            p[1] = b.dividendsDrawn();
            for (int seat = 0; seat < b.players(); seat++) {
                p[2 + seat * (1 + companies)] = b.cash(seat);
                for (int c = 0; c < companies; c++) p[3 + seat * (1 + companies) + c] = b.handShares(seat, c);
            }
            return p;
        };
        for (int i = 0; i < 60; i++) {
            int players = playersFor(i);
            BaseState position = cutFromARandomGame(game, players, 9_000 + i, i);
            int viewer = i % 3 == 0 ? StepWords.ALL_SEEING : i % players;
            int turns = 1 + i % 4;
            assertThat(fast.playJudged(position, viewer, i, described, turns)).as("position %d, viewer %d, %d turns", i, viewer, turns)
                    .containsExactly(checked.playJudged(position, viewer, i, described, turns));
        }
    }

    /**
     * A match of random and heuristic bots (what {@code simulate} plays; random in every seat by
     * default) is {@link Match#play}'s game, watched step by step.
     */
    @Test
    void aMatchOfRandomAndHeuristicBotsIsTheCheckedMatch() {
        for (int i = 0; i < 300; i++) {
            BaseGame game = gameFor(i);
            org.roundhouse.engine.bots.Arena arena = BaseBots.arena(game);
            int players = playersFor(i);
            BaseState start = game.newGame(game.pairedSetup(players, i));
            if (i % 3 == 1) {
                // from a position part-way through, with the others' hands unknown to a record
                RandomPlayer.Playout played = RandomPlayer.play(game, players, 9_000 + i);
                start = game.newGame(played.setup());
                for (BaseMove m : played.moves().subList(0, played.moves().size() / 2)) start = game.applyLegal(start, m);
            }
            List<String> fastSteps = new ArrayList<>();
            List<String> names = new ArrayList<>();
            for (int q = 0; q < players; q++) names.add(i % 4 == 0 || (i % 4 == 1 && q == 0) ? "heuristic" : "random");
            org.roundhouse.engine.GameState end = arena.playOne(start, names, i,
                    (m, st) -> fastSteps.add(m + " " + FastPathChecks.describe((BaseState) st)));
            List<String> checkedSteps = new ArrayList<>();
            List<org.roundhouse.engine.bots.Bot<BaseState, BaseMove>> bots = new ArrayList<>();
            for (String name : names) bots.add(BaseBots.create(game, name));
            BaseState checkedEnd = org.roundhouse.engine.bots.Match.play(game, new BaseHidden(), start, bots, i,
                    (m, st) -> checkedSteps.add(m + " " + FastPathChecks.describe(st))).end();
            assertThat(fastSteps).as("match %d", i).isEqualTo(checkedSteps);
            assertThat(FastPathChecks.describe((BaseState) end)).isEqualTo(FastPathChecks.describe(checkedEnd));
        }
    }
}
