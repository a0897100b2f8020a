package org.roundhouse.analysis.finish;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.roundhouse.TestSeam;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseHidden;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.base.HeuristicBot;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.bots.RandomBot;
import org.roundhouse.record.ChanceSampler;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RandomGames;
import org.roundhouse.record.Replay;
import org.roundhouse.record.TurnRules;

class BotFinishTest {
    private static final List<String> NAMES = List.of("Anna", "Ben", "Carla", "Dev");

    /** A four-player game whose deck orders nobody wrote down, and the position after its middle move. */
    private static Replay tableGame() {
        GameRecord full = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(4, "standard", true, false, NAMES), 11);
        GameRecord table = GameRecord.fromSteps(full.header(), full.setup().withDeal(full.setup().deal().withoutDeckOrders()),
                stepsOf(full));
        return Replay.of(table);
    }

    private static List<Move> stepsOf(GameRecord r) {
        List<Move> steps = new ArrayList<>();
        for (MoveNode n : r.mainLine()) steps.addAll(n.turn().steps());
        return steps;
    }

    private static MoveNode middle(Replay replay) {
        List<MoveNode> main = replay.mainLine();
        return main.get(main.size() / 2);
    }

    @Test
    void playsTheGameToItsEndInCompleteLegalTurns() throws Exception {
        Replay replay = tableGame();
        MoveNode from = middle(replay);
        Game game = replay.game();
        BotFinish finish = new BotFinish(game, List.of("heuristic", "random", "heuristic", "random"));
        List<int[]> progress = new ArrayList<>();
        BotFinish.Line line = finish.play(replay.stateAt(from), 42, () -> false, (done, expected) -> progress.add(new int[] {done, expected}));

        assertThat(line.end().isOver()).isTrue();
        assertThat(line.turns()).isNotEmpty();
        GameState s = replay.stateAt(from);
        for (BotFinish.PlayedTurn t : line.turns()) {
            GameState start = s;
            List<GameState> states = TurnRules.play(game, s, t.turn().steps()); // throws at a refused step
            s = states.get(states.size() - 1);
            assertThat(game.turnEnded(start, s)).as("every turn is complete").isTrue();
            for (var e : t.sampled().entrySet()) {
                GameState before = e.getKey() == 0 ? start : states.get(e.getKey() - 1);
                assertThat(ChanceSampler.sample(game, before, e.getValue())).as("the seed kept draws the card")
                        .isEqualTo(t.turn().steps().get(e.getKey()));
            }
        }
        assertThat(s.isOver()).isTrue();
        assertThat(line.turns().stream().mapToInt(t -> t.sampled().size()).sum())
                .as("cards nobody knew are drawn with a seed the record keeps").isPositive();
        assertThat(progress).isNotEmpty();
        assertThat(progress.get(progress.size() - 1)).containsExactly(line.steps().size(), line.steps().size());
        for (int[] p : progress) assertThat(p[1]).isGreaterThanOrEqualTo(p[0]);

        // the line goes into a record as a variation and replays
        MoveNode node = from;
        for (BotFinish.PlayedTurn t : line.turns()) {
            node = replay.addTurn(node, t.turn());
            node.setSampledSteps(t.sampled());
        }
        assertThat(replay.stateAt(node).isOver()).isTrue();
    }

    @Test
    void theSameSeedGivesTheSameLineAndAnotherSeedAnother() {
        Replay replay = tableGame();
        GameState from = replay.stateAt(middle(replay));
        List<String> bots = List.of("search:24", "heuristic", "random", "heuristic");
        BotFinish.Line a = new BotFinish(replay.game(), bots).play(from, 7, () -> false, BotFinish.QUIET);
        BotFinish.Line b = new BotFinish(replay.game(), bots).play(from, 7, () -> false, BotFinish.QUIET);
        BotFinish.Line c = new BotFinish(replay.game(), bots).play(from, 8, () -> false, BotFinish.QUIET);
        assertThat(b.turns()).isEqualTo(a.turns());
        assertThat(c.steps()).isNotEqualTo(a.steps());
    }

    @Test
    void theLineDoesNotDependOnTheSearchThreads() {
        Replay replay = tableGame();
        GameState from = replay.stateAt(middle(replay));
        BotFinish.Line one = new BotFinish(replay.game(), List.of("search:16:1t", "random", "random", "random"))
                .play(from, 3, () -> false, BotFinish.QUIET);
        BotFinish onTwo = new BotFinish(replay.game(), List.of("search:16:2t", "random", "random", "random"));
        BotFinish.Line two = onTwo.play(from, 3, () -> false, BotFinish.QUIET);
        assertThat(two.turns()).isEqualTo(one.turns());
        onTwo.close(); // the search's threads stop, and start again when it plays once more
        assertThat(onTwo.play(from, 3, () -> false, BotFinish.QUIET).turns()).isEqualTo(one.turns());
    }

    /** Step k is decided by the seat's own bot from the seat's redaction, with the step's seed. */
    @Test
    void eachSeatIsPlayedByItsBotFromItsOwnView() {
        Replay replay = tableGame();
        GameState from = replay.stateAt(middle(replay));
        long seed = 99;
        BotFinish.Line line = new BotFinish(replay.game(), List.of("heuristic", "random", "random", "heuristic"))
                .play(from, seed, () -> false, BotFinish.QUIET);
        BaseGame engine = TestSeam.engine(replay.game());
        BaseHidden hidden = new BaseHidden();
        HeuristicBot heuristic = new HeuristicBot(engine);
        RandomBot<BaseState, BaseMove> random = new RandomBot<>(engine);
        BaseState s = TestSeam.state(from);
        int k = 0;
        int[] decisions = new int[4];
        for (Move m : line.steps()) {
            if (!s.isChanceNode()) {
                int seat = s.currentPlayer();
                var bot = seat == 0 || seat == 3 ? heuristic : random;
                BaseMove expected = bot.choose(hidden.redact(s, seat), new SplittableRandom(Match.mix(seed, k) & Long.MAX_VALUE));
                assertThat(m).as("step %d, seat %d", k, seat).isEqualTo(expected);
                decisions[seat]++;
            }
            s = engine.applyLegal(s, (BaseMove) m);
            k++;
        }
        assertThat(java.util.Arrays.stream(decisions).min().orElseThrow()).as("every seat decided").isPositive();
    }

    /** A card the setup's deck order (or a lone possibility) fixes keeps no seed; one drawn among several does. */
    @Test
    void keepsSeedsOnlyForCardsDrawnAmongSeveral() {
        GameRecord full = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(4, "standard", true, false, NAMES), 5);
        Replay replay = Replay.of(full);
        Game game = replay.game();
        BotFinish.Line line = new BotFinish(game, List.of("random", "random", "random", "random"))
                .play(replay.stateAt(middle(replay)), 1, () -> false, BotFinish.QUIET);
        assertThat(line.end().isOver()).isTrue();
        GameState s = replay.stateAt(middle(replay));
        int fixed = 0;
        for (BotFinish.PlayedTurn t : line.turns()) {
            for (int i = 0; i < t.turn().steps().size(); i++) {
                if (s.isChanceNode()) {
                    boolean several = game.chanceOutcomes(s).size() > 1;
                    assertThat(t.sampled().containsKey(i)).as("a seed kept for %s", t.turn().steps().get(i)).isEqualTo(several);
                    if (!several) fixed++;
                }
                s = game.applyLegal(s, t.turn().steps().get(i));
            }
        }
        assertThat(fixed).as("the share deck's known order decides its cards").isPositive();
    }

    /** A rule set reached only through the seam (its own bots or, without them, the random one) is played out alike. */
    @Test
    void unionPacificForTwoIsPlayedToTheEndThroughTheSeam() {
        GameRecord r = RandomGames.play(RandomGames.template("up-for-two", Map.of(), 2, List.of("Winton", "Dave")), 4);
        Replay replay = Replay.of(r);
        GameState from = replay.stateAt(middle(replay));
        BotFinish.Line a = new BotFinish(replay.game(), List.of("random", "random")).play(from, 12, () -> false, BotFinish.QUIET);
        BotFinish.Line b = new BotFinish(replay.game(), List.of("random", "random")).play(from, 12, () -> false, BotFinish.QUIET);
        assertThat(a.end().isOver()).isTrue();
        assertThat(b.turns()).isEqualTo(a.turns());
        MoveNode node = middle(replay);
        for (BotFinish.PlayedTurn t : a.turns()) node = replay.addTurn(node, t.turn());
        assertThat(replay.stateAt(node).isOver()).isTrue();
    }

    /** From the deal: the first investments, made at once, are the line's first move. */
    @Test
    void fromTheStartTheFirstInvestmentsAreOneMove() {
        Replay replay = tableGame();
        BotFinish.Line line = new BotFinish(replay.game(), List.of("heuristic", "heuristic", "random", "random"))
                .play(replay.initialState(), 5, () -> false, BotFinish.QUIET);
        assertThat(line.turns().get(0).turn().isInitial()).isTrue();
        assertThat(line.turns().get(0).turn().steps()).hasSize(4);
        MoveNode node = replay.record().root();
        for (BotFinish.PlayedTurn t : line.turns()) node = replay.addTurn(node, t.turn());
        assertThat(replay.stateAt(node).isOver()).isTrue();
    }

    @Test
    void cancelStopsTheLine() {
        Replay replay = tableGame();
        AtomicInteger asked = new AtomicInteger();
        BotFinish finish = new BotFinish(replay.game(), List.of("random", "random", "random", "random"));
        assertThatThrownBy(() -> finish.play(replay.stateAt(middle(replay)), 1, () -> asked.incrementAndGet() > 5, BotFinish.QUIET))
                .isInstanceOf(CancellationException.class);
        assertThat(asked.get()).isEqualTo(6);
    }

    @Test
    void badBotsAndFinishedGamesAreRefusedWithTheReason() {
        Replay replay = tableGame();
        assertThatThrownBy(() -> new BotFinish(replay.game(), List.of("random", "genius", "random", "random")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("seat 2").hasMessageContaining("genius");
        BotFinish finish = new BotFinish(replay.game(), List.of("random", "random", "random", "random"));
        assertThatThrownBy(() -> finish.play(replay.finalState(), 1, () -> false, BotFinish.QUIET))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("over");
        assertThatThrownBy(() -> new BotFinish(replay.game(), List.of("random", "random")).play(replay.stateAt(middle(replay)), 1,
                () -> false, BotFinish.QUIET)).hasMessageContaining("2 bots for 4 seats");
    }

    @Test
    void theCommentNamesEachSeatsBotAndTheSeed() {
        assertThat(BotFinish.comment(List.of("Anna", "Ben"), List.of("heuristic", "search:200"), 123456))
                .isEqualTo("Played by bots: Anna heuristic, Ben search:200 (seed 123456)");
        assertThat(BotFinish.parseComment("Played by bots: Anna Lee heuristic, Ben search:200 (seed 123456)\nBen wins.", 2))
                .contains(new BotFinish.Settings(List.of("heuristic", "search:200"), 123456));
        assertThat(BotFinish.parseComment("Played by bots: Anna heuristic (seed 1)", 2)).isEmpty();
        assertThat(BotFinish.parseComment("A fine move.", 2)).isEmpty();
    }
}
