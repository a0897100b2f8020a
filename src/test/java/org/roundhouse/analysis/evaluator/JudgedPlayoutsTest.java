package org.roundhouse.analysis.evaluator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.bots.LeafJudge;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.bots.Playouts;
import org.roundhouse.engine.registry.RuleSets;

/**
 * Playouts judged by the evaluator ({@code playouts-eval:BOT:N:K}, {@code evaluate --eval-after}):
 * each playout stops when the Kth turn after its position begins and takes the evaluator's chances
 * there; where the evaluator cannot judge, it is played to the end as a plain playout.
 */
class JudgedPlayoutsTest {
    private static final long SEED = 5;

    private static Game game(String rules) {
        return RuleSets.require(rules).configure(Boards.unionPacific(), Map.of());
    }

    /** Positions at the start of turns of two heuristic games, every 9th. */
    private static List<SelfPlay.Sample> positions(Game game, int players) throws InterruptedException {
        return SelfPlay.play(game, java.util.Collections.nCopies(players, "heuristic"), 2, 3, 9, 1, null);
    }

    /** The two rule sets whose heuristic playouts are judged here: the base game in place, Union Pacific for two checked. */
    private record Table(String rules, Game game, int players) {
        Playouts playouts() {
            return RuleSets.arena(game).orElseThrow().playouts("heuristic");
        }

        List<SelfPlay.Sample> positions() throws InterruptedException {
            return JudgedPlayoutsTest.positions(game, players);
        }
    }

    private static final List<Table> TABLES = List.of(new Table("base", game("base"), 4), new Table("up-for-two", game("up-for-two"), 2));

    @Test
    void aPlayoutStopsAtTheStartOfTheKthTurnAndTakesTheJudgesChances() throws Exception {
        // the base game plays the heuristic's playouts in place, Union Pacific for two through the checked rules
        for (Table t : TABLES) {
            Playouts playouts = t.playouts();
            for (SelfPlay.Sample sample : t.positions()) {
                GameState position = sample.position();
                for (int turns : new int[] {1, 3}) {
                    List<GameState> asked = new ArrayList<>();
                    double[] verdict = new double[t.players()];
                    verdict[sample.index() % t.players()] = 1;
                    LeafJudge judge = s -> {
                        asked.add(s);
                        return verdict.clone();
                    };
                    double[] p = playouts.playJudged(position, StepWords.ALL_SEEING, sample.key(), judge, turns);
                    String what = t.rules() + ", game " + sample.game() + " position " + sample.index() + ", " + turns + " turns";
                    if (asked.isEmpty()) {
                        // the game ended first: the playout's winner, as a plain playout counts it
                        assertThat(p).as(what).containsExactly(playouts.play(position, StepWords.ALL_SEEING, sample.key()));
                    } else {
                        assertThat(asked).as(what).hasSize(1);
                        assertThat(asked.get(0).turn()).as(what).isEqualTo(position.turn() + turns);
                        assertThat(asked.get(0).isOver()).as(what).isFalse();
                        assertThat(p).as(what).containsExactly(verdict);
                    }
                }
            }
        }
    }

    @Test
    void whereTheJudgeCannotJudgeThePlayoutIsPlayedToTheEndAsAPlainOne() throws Exception {
        for (Table t : TABLES) {
            Playouts playouts = t.playouts();
            for (SelfPlay.Sample sample : t.positions()) {
                AtomicInteger asked = new AtomicInteger();
                LeafJudge never = s -> {
                    asked.incrementAndGet();
                    return null;
                };
                double[] judged = playouts.playJudged(sample.position(), StepWords.ALL_SEEING, sample.key(), never, 2);
                assertThat(judged).as("%s position %d", t.rules(), sample.index())
                        .containsExactly(playouts.play(sample.position(), StepWords.ALL_SEEING, sample.key()));
            }
            // asked again at the start of every turn from the second on
            GameState start = t.positions().get(0).position();
            AtomicInteger asked = new AtomicInteger();
            playouts.playJudged(start, StepWords.ALL_SEEING, 1, s -> {
                asked.incrementAndGet();
                return null;
            }, 2);
            assertThat(asked.get()).as(t.rules()).isGreaterThan(10);
        }
        assertThatThrownBy(() -> RuleSets.arena(game("base")).orElseThrow().playouts("heuristic")
                .playJudged(game("base").newGame(game("base").randomDeal(4, new java.util.SplittableRandom(1))),
                        StepWords.ALL_SEEING, 1, s -> null, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least one turn");
    }

    @Test
    void theMethodsChancesAreTheMeanOfTheShippedEvaluatorsAtThePlayoutsEnds() throws Exception {
        for (Table t : TABLES) {
            ChanceMethod method = Methods.parse("playouts-eval:heuristic:6:2", t.game(), t.players(), SEED);
            assertThat(method.name()).isEqualTo("playouts-eval:heuristic:6:2");
            LeafJudge evaluator = new EvaluatorJudge().judge(t.game()).orElseThrow();
            Playouts playouts = t.playouts();
            for (SelfPlay.Sample sample : t.positions().subList(0, 3)) {
                double[] mean = new double[t.players()];
                long base = Match.mix(SEED, sample.key());
                for (int j = 0; j < 6; j++) {
                    double[] p = playouts.playJudged(sample.position(), StepWords.ALL_SEEING, Match.mix(base, j), evaluator, 2);
                    for (int s = 0; s < t.players(); s++) mean[s] += p[s] / 6;
                }
                double[] chances = method.chances(sample.position(), sample.key());
                double sum = 0;
                for (int s = 0; s < t.players(); s++) {
                    assertThat(chances[s]).as("%s seat %d", t.rules(), s).isCloseTo(mean[s], within(1e-12));
                    sum += chances[s];
                }
                assertThat(sum).isCloseTo(1, within(1e-9));
            }
        }
    }

    @Test
    void theSameSeedGivesTheSameChancesOnOneAndTwoThreads() throws Exception {
        Game game = game("base");
        List<SelfPlay.Sample> samples = positions(game, 4);
        ChanceMethod method = Methods.parse("playouts-eval:heuristic:8:3", game, 4, SEED);
        List<double[]> one = new ArrayList<>();
        for (SelfPlay.Sample s : samples) one.add(method.chances(s.position(), s.key()));
        ExecutorService two = Executors.newFixedThreadPool(2);
        try {
            ChanceMethod again = Methods.parse("playouts-eval:heuristic:8:3", game, 4, SEED);
            List<Future<double[]>> futures = new ArrayList<>();
            for (SelfPlay.Sample s : samples) futures.add(two.submit(() -> again.chances(s.position(), s.key())));
            for (int i = 0; i < samples.size(); i++) assertThat(futures.get(i).get()).containsExactly(one.get(i));
        } finally {
            two.shutdown();
        }
        ChanceMethod otherSeed = Methods.parse("playouts-eval:heuristic:8:3", game, 4, SEED + 1);
        boolean differs = false;
        for (int i = 0; i < samples.size(); i++) {
            differs |= !java.util.Arrays.equals(otherSeed.chances(samples.get(i).position(), samples.get(i).key()), one.get(i));
        }
        assertThat(differs).isTrue();
        assertThat(CalibrationRun.measure(method, samples, 2, null).calibration().brier())
                .isEqualTo(CalibrationRun.measure(method, samples, 1, null).calibration().brier());
    }

    @Test
    void theHouseOfTheTwoPlayerRulesIsNotJudgedSoItsPlayoutsRunToTheEnd() throws Exception {
        Game game = game("base");
        assertThat(game.housePlays(2)).isTrue();
        List<SelfPlay.Sample> samples = positions(game, 2);
        ChanceMethod judged = Methods.parse("playouts-eval:heuristic:10:1", game, 2, SEED);
        ChanceMethod plain = Methods.parse("playouts:heuristic:10", game, 2, SEED);
        for (SelfPlay.Sample s : samples) {
            double[] p = judged.chances(s.position(), s.key());
            assertThat(p).hasSize(3).containsExactly(plain.chances(s.position(), s.key()));
        }
    }

    @Test
    void aNameWithoutTheTurnsOrTheCountIsRefused() {
        Game game = game("base");
        for (String wrong : List.of("playouts-eval:heuristic:20", "playouts-eval:heuristic", "playouts-eval:heuristic:20:0",
                "playouts-eval::20:4")) {
            assertThatThrownBy(() -> Methods.parse(wrong, game, 4, 1)).as(wrong).isInstanceOf(IllegalArgumentException.class);
        }
        assertThatThrownBy(() -> Methods.parse("playouts-eval:genius:20:4", game, 4, 1)).isInstanceOf(IllegalArgumentException.class);
    }
}
