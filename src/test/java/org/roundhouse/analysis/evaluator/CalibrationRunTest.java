package org.roundhouse.analysis.evaluator;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.bots.Match;
import org.roundhouse.engine.registry.RuleSets;

/**
 * A small end-to-end run: the positions calibration takes, and the outcome it pairs with each,
 * checked against the same games replayed independently here. An oracle that knows each
 * position's true result scores a perfect 0; had the harness paired a position with another
 * game's result, or taken it from the wrong place, it would not.
 */
class CalibrationRunTest {
    private static final List<String> LINEUP = List.of("random", "random", "random");
    private static final long SEED = 7;

    @Test
    void positionsAndOutcomesBelongTogether() throws Exception {
        Game game = RuleSets.base().configure(Boards.unionPacific(), Map.of());
        List<SelfPlay.Sample> samples = SelfPlay.play(game, LINEUP, 3, SEED, 5, 2, null);

        // the same games, replayed by hand: every position after a turn, and who won
        Map<String, double[]> truth = new HashMap<>();
        List<Integer> positionsPerGame = new ArrayList<>();
        var arena = RuleSets.arena(game).orElseThrow();
        for (int g = 0; g < 3; g++) {
            long gameSeed = Match.mix(SEED, g);
            GameState start = game.newGame(game.randomDeal(3, new SplittableRandom(gameSeed)));
            List<GameState> turns = new ArrayList<>(List.of(start));
            GameState end = arena.playOne(start, LINEUP, gameSeed + 1, (m, s) -> {
                if (s.turn() != turns.get(turns.size() - 1).turn() && !s.isOver()) turns.add(s);
            });
            double[] won = new double[3];
            for (int w : end.winners()) won[w] = 1.0 / end.winners().length;
            for (int i = 0; i < turns.size(); i += 5) truth.put(fingerprint(game, turns.get(i)), won);
            positionsPerGame.add((turns.size() + 4) / 5);
        }

        assertThat(samples).hasSize(positionsPerGame.stream().mapToInt(Integer::intValue).sum());
        assertThat(samples.stream().map(SelfPlay.Sample::key).distinct()).hasSameSizeAs(samples);
        for (SelfPlay.Sample s : samples) {
            assertThat(s.index() % 5).isZero();
            assertThat(truth).containsKey(fingerprint(game, s.position()));
            assertThat(s.won()).containsExactly(truth.get(fingerprint(game, s.position())));
        }

        ChanceMethod oracle = new ChanceMethod() {
            @Override
            public String name() {
                return "oracle";
            }

            @Override
            public double[] chances(GameState position, long key) {
                return truth.get(fingerprint(game, position));
            }
        };
        CalibrationRun.Result perfect = CalibrationRun.measure(oracle, samples, 2, null);
        assertThat(perfect.calibration().brier()).isZero();
        assertThat(perfect.calibration().ecePoints()).isZero();
        assertThat(perfect.calibration().positions()).isEqualTo(samples.size());

        // and a method that knows nothing is scored as such: 1/3 each, a Brier of (4/9 + 1/9 + 1/9)/3 without ties
        ChanceMethod uniform = new ChanceMethod() {
            @Override
            public String name() {
                return "uniform";
            }

            @Override
            public double[] chances(GameState position, long key) {
                return new double[] {1 / 3.0, 1 / 3.0, 1 / 3.0};
            }
        };
        CalibrationRun.Result flat = CalibrationRun.measure(uniform, samples, 1, null);
        assertThat(flat.calibration().brier()).isBetween(0.1, 2 / 9.0 + 1e-9);
        assertThat(flat.calibration().reliability().get(3).count()).isEqualTo(3 * samples.size());

        CalibrationRun run = new CalibrationRun(new CalibrationRun.Setup("base", LINEUP, 3, SEED, 5, samples.size()),
                List.of(perfect, flat));
        assertThat(run.toTable()).contains("oracle", "uniform", "reliability of uniform");
        assertThat(run.toCsv().lines()).hasSize(1 + 2 * Calibration.BINS);
        assertThat(run.toJson()).contains("\"method\": \"oracle\"", "\"brier\": 0.0");
    }

    @Test
    void theBaselineAndTheSameSeedGiveTheSameFiguresOnAnyNumberOfThreads() throws Exception {
        Game game = RuleSets.base().configure(Boards.unionPacific(), Map.of());
        List<SelfPlay.Sample> one = SelfPlay.play(game, LINEUP, 2, SEED, 10, 1, null);
        List<SelfPlay.Sample> two = SelfPlay.play(game, LINEUP, 2, SEED, 10, 2, null);
        assertThat(two).hasSameSizeAs(one);
        CalibrationRun.Result a = CalibrationRun.measure(new Baseline(game), one, 1, null);
        CalibrationRun.Result b = CalibrationRun.measure(new Baseline(game), two, 2, null);
        assertThat(b.calibration().brier()).isEqualTo(a.calibration().brier());
        for (SelfPlay.Sample s : one) {
            double sum = Arrays.stream(new Baseline(game).chances(s.position(), s.key())).sum();
            assertThat(sum).isCloseTo(1, org.assertj.core.api.Assertions.within(1e-12));
        }
    }

    /** What tells the positions of different games and turns apart: every hand, the display, cash, shares laid, the turn. */
    private static String fingerprint(Game game, GameState s) {
        PositionFacts f = game.facts(s, PositionFacts.ALL_SEEING);
        return f.turn + "|" + Arrays.toString(f.cash) + "|" + Arrays.deepToString(f.hand) + "|" + Arrays.deepToString(f.played) + "|"
                + Arrays.toString(f.display) + "|" + f.deckSize + "|" + Arrays.toString(f.trainsPlaced);
    }
}
