package org.roundhouse.analysis.winprob;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.StepWords;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.Replay;

/** Win chances by playouts: deterministic on any number of threads, early stopping, swings that add up. */
class WinProbabilityTest {
    private static Replay load(String name) throws Exception {
        GameRecord record = RecordLoader.load(Path.of("sample-games", name)).orThrow();
        return Replay.of(record);
    }

    private static LineAnalysis analyse(Replay replay, int turns, Settings settings, int swings) throws Exception {
        List<MoveNode> line = replay.mainLine();
        return LineAnalysis.of(replay, line.subList(0, Math.min(turns, line.size())), settings, swings, WinProbability.QUIET,
                () -> false);
    }

    @Test
    void oneAndTwoThreadsGiveTheSameEstimatesAndAnotherSeedOthers() throws Exception {
        Replay replay = load("4p-german.upn");
        Settings s = Settings.defaults().withPlayouts(60).withSeed(7);
        LineAnalysis one = analyse(replay, 10, s.withThreads(1), 3);
        LineAnalysis two = analyse(replay, 10, s.withThreads(2), 3);
        assertThat(one.points()).hasSize(11);
        for (int i = 0; i < one.points().size(); i++) {
            assertThat(two.points().get(i).estimate()).isEqualTo(one.points().get(i).estimate());
        }
        assertThat(two.swings()).isEqualTo(one.swings());
        assertThat(two.toCsv()).isEqualTo(one.toCsv());
        LineAnalysis other = analyse(replay, 10, s.withSeed(8), 3);
        assertThat(other.toCsv()).isNotEqualTo(one.toCsv());
    }

    @Test
    void theChancesAddUpToOneWithTheHouseAndTheEndIsKnownWithoutPlayouts() throws Exception {
        Replay replay = load("2p-standard.upn");
        LineAnalysis a = analyse(replay, 6, Settings.defaults().withPlayouts(50), 0);
        assertThat(a.names()).containsExactly(replay.playerName(0), replay.playerName(1), "house");
        for (LineAnalysis.Point p : a.points()) {
            double sum = 0;
            for (int r = 0; r < 3; r++) {
                sum += p.estimate().p(r);
                assertThat(p.estimate().se(r)).isBetween(0.0, 0.5 / Math.sqrt(49) + 1e-9);
            }
            assertThat(sum).isCloseTo(1, within(1e-9));
            assertThat(p.estimate().playouts()).isEqualTo(50);
        }
        GameState end = replay.finalState();
        assertThat(end.isOver()).isTrue();
        WinProbability wp = new WinProbability(replay.game(), 2, Settings.defaults());
        Estimate e = wp.estimate(end, 1, () -> false, () -> { });
        assertThat(e.playouts()).isZero();
        int[] winners = replay.game().view(end).winners();
        for (int r = 0; r < 3; r++) {
            int recipient = r;
            boolean won = java.util.Arrays.stream(winners).anyMatch(w -> w == recipient);
            assertThat(e.p(r)).isEqualTo(won ? 1.0 / winners.length : 0);
            assertThat(e.se(r)).isZero();
        }
    }

    @Test
    void thePrecisionStopsAPositionEarlyAtTheFirstBatchThatMeetsItWithTheSameFiguresAsThatManyPlayouts() throws Exception {
        Replay replay = load("3p-standard.upn");
        double precision = 0.06;
        LineAnalysis early = analyse(replay, 8, Settings.defaults().withPlayouts(3000).withPrecision(precision), 0);
        for (LineAnalysis.Point p : early.points()) {
            int n = p.estimate().playouts();
            assertThat(n).isLessThan(3000).isPositive();
            assertThat(n % Settings.BATCH).isZero();
            for (int r = 0; r < p.estimate().recipients(); r++) {
                double q = (p.estimate().p(r) * n + 1) / (n + 2);
                assertThat(Math.sqrt(q * (1 - q) / n)).isLessThan(precision);
            }
            // the playouts are a prefix of the full run's: stopping changes only how many, not which
            WinProbability exact = new WinProbability(replay.game(), 3, Settings.defaults().withPlayouts(n));
            GameState state = replay.stateAt(p.node());
            long key = p.index() == 0 ? LineAnalysis.key(0, 0) : LineAnalysis.key(p.node().depth() + 1, 0);
            assertThat(exact.estimate(state, key, () -> false, () -> { })).isEqualTo(p.estimate());
            if (n > Settings.BATCH) {
                // one batch fewer did not meet the precision
                Estimate fewer = new WinProbability(replay.game(), 3, Settings.defaults().withPlayouts(n - Settings.BATCH))
                        .estimate(state, key, () -> false, () -> { });
                boolean met = true;
                for (int r = 0; r < fewer.recipients(); r++) {
                    double q = (fewer.p(r) * (n - Settings.BATCH) + 1) / (n - Settings.BATCH + 2);
                    met &= Math.sqrt(q * (1 - q) / (n - Settings.BATCH)) < precision;
                }
                assertThat(met).isFalse();
            }
        }
        LineAnalysis full = analyse(replay, 3, Settings.defaults().withPlayouts(300), 0);
        assertThat(full.points()).allSatisfy(p -> assertThat(p.estimate().playouts()).isEqualTo(300));
    }

    @Test
    void eachSwingSplitsIntoDecisionAndChanceThatAddUpToTheChange() throws Exception {
        Replay replay = load("4p-german.upn");
        LineAnalysis a = analyse(replay, 30, Settings.defaults().withPlayouts(80).withThreads(2), 4);
        assertThat(a.swings()).hasSize(4);
        double last = Double.MAX_VALUE;
        int withBoth = 0;
        for (LineAnalysis.Swing s : a.swings()) {
            assertThat(Math.abs(s.change())).isLessThanOrEqualTo(last);
            last = Math.abs(s.change());
            assertThat(s.decision() + s.chance()).isCloseTo(s.change(), within(1e-12));
            LineAnalysis.Point after = a.points().stream().filter(p -> p.moveNumber() == s.moveNumber()).findFirst().orElseThrow();
            LineAnalysis.Point before = a.points().get(after.index() - 1);
            assertThat(s.after()).isEqualTo(after.estimate().p(s.seat()));
            assertThat(s.before()).isEqualTo(before.estimate().p(s.seat()));
            // no seat's chance changed more at any turn than the biggest swing
            for (int i = 1; i < a.points().size(); i++) {
                for (int seat = 0; seat < 4; seat++) {
                    double d = a.points().get(i).estimate().p(seat) - a.points().get(i - 1).estimate().p(seat);
                    assertThat(Math.abs(d)).isLessThanOrEqualTo(Math.abs(a.swings().get(0).change()) + 1e-12);
                }
            }
            if (s.decision() != 0 && s.chance() != 0) withBoth++;
            assertThat(a.describe(s)).startsWith("move " + s.moveNumber() + ", " + after.words() + ": " + a.names().get(s.seat()) + " ")
                    .contains("% \u2192 ").contains("decision").contains("cards");
        }
        // turns start with a track card drawn, so a turn's change has a part from the cards
        assertThat(withBoth).isPositive();
    }

    @Test
    void aSeatsViewIsRefusedBeyondTheSeatsAndCancelStopsTheWork() throws Exception {
        Replay replay = load("3p-standard.upn");
        assertThatThrownBy(() -> new WinProbability(replay.game(), 3, Settings.defaults().withViewer(3)))
                .hasMessageContaining("no seat 4");
        assertThatThrownBy(() -> new WinProbability(replay.game(), 3, Settings.defaults().withBot("genius")))
                .hasMessageContaining("genius");
        AtomicInteger batches = new AtomicInteger();
        WinProbability.Listener listener = new WinProbability.Listener() {
            @Override
            public void progress(int done, int positions, long playouts) {
                batches.incrementAndGet();
            }
        };
        List<MoveNode> line = replay.mainLine();
        assertThatThrownBy(() -> LineAnalysis.of(replay, line, Settings.defaults().withPlayouts(1000), 0, listener,
                () -> batches.get() >= 3)).isInstanceOf(CancellationException.class);
        assertThat(batches.get()).isLessThan(6);
        LineAnalysis seat = analyse(replay, 4, Settings.defaults().withPlayouts(40).withViewer(1), 1);
        assertThat(seat.settings().viewer()).isEqualTo(1).isNotEqualTo(StepWords.ALL_SEEING);
        assertThat(seat.toJson("x")).contains("\"view\": \"" + replay.playerName(1) + "\"");
    }

    @Test
    void unionPacificForTwoIsEstimatedWithItsOwnBotsThroughTheSeam() {
        org.roundhouse.engine.Game game = org.roundhouse.engine.registry.RuleSets.require("up-for-two")
                .configure(org.roundhouse.board.Boards.unionPacific(), java.util.Map.of());
        assertThat(org.roundhouse.engine.registry.RuleSets.arena(game)).isPresent();
        GameState start = game.newGame(game.randomDeal(2, new java.util.SplittableRandom(3)));
        WinProbability wp = new WinProbability(game, 2, Settings.defaults().withPlayouts(40));
        assertThat(wp.bot()).isEqualTo("heuristic");
        Estimate e = wp.estimate(start, 0, () -> false, () -> { });
        assertThat(e.playouts()).isEqualTo(40);
        double sum = 0;
        for (int r = 0; r < e.recipients(); r++) sum += e.p(r);
        assertThat(sum).isCloseTo(1, within(1e-9));
        assertThat(wp.estimate(start, 0, () -> false, () -> { })).isEqualTo(e);
        // a seat's view: the other's hand and personal deck drawn anew in every playout
        WinProbability seat = new WinProbability(game, 2, Settings.defaults().withPlayouts(40).withViewer(0));
        assertThat(seat.estimate(start, 0, () -> false, () -> { }).playouts()).isEqualTo(40);
        assertThatThrownBy(() -> new WinProbability(game, 2, Settings.defaults().withBot("genius")))
                .hasMessageContaining("genius");
    }
}
