package org.roundhouse.analysis.evaluator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.registry.RuleSets;
import org.tribuo.MutableDataset;
import org.tribuo.Prediction;
import org.tribuo.classification.Label;
import org.tribuo.classification.LabelFactory;
import org.tribuo.classification.sgd.linear.LinearSGDModel;
import org.tribuo.classification.sgd.linear.LinearSGDTrainer;
import org.tribuo.classification.sgd.objectives.LogMulticlass;
import org.tribuo.impl.ArrayExample;
import org.tribuo.math.optimisers.AdaGrad;
import org.tribuo.provenance.SimpleDataSourceProvenance;

/** Training is reproducible to the byte, and the weights kept are the ones Tribuo predicts with. */
class EvaluatorTrainingTest {
    private static Game strippedDown() {
        return RuleSets.require("stripped-down").configure(Boards.unionPacific(), Map.of());
    }

    @Test
    void theSameSeedGivesTheSameModelFileOnAnyNumberOfThreads() throws Exception {
        Game game = strippedDown();
        List<String> lineup = List.of("random", "random", "random");
        String once = EvaluatorTraining.train(game, lineup, 3, 5, 1, null).toJson();
        String again = EvaluatorTraining.train(game, lineup, 3, 5, 2, null).toJson();
        assertThat(again).isEqualTo(once);
        String otherSeed = EvaluatorTraining.train(game, lineup, 3, 6, 1, null).toJson();
        assertThat(otherSeed).isNotEqualTo(once);

        EvaluatorModel read = EvaluatorModel.read(once, "model.json");
        assertThat(read.toJson()).isEqualTo(once);
        assertThat(read.rules()).isEqualTo("stripped-down");
        assertThat(read.features()).isEqualTo(SeatFeatures.ALL_SEEING);
        assertThat(read.exponent()).isBetween(0.5, 4.0);
    }

    @Test
    void aRuleSetsOwnFactsAreTrainedReproduciblyAndListedInTheFileAndAModelWithoutThemStillReads() throws Exception {
        Game game = RuleSets.require("nineteenth-century").configure(Boards.unionPacific(), Map.of());
        List<String> lineup = List.of("heuristic2", "heuristic2", "heuristic2");
        String once = EvaluatorTraining.train(game, lineup, 2, 5, 1, null).toJson();
        assertThat(EvaluatorTraining.train(game, lineup, 2, 5, 2, null).toJson()).isEqualTo(once);
        EvaluatorModel read = EvaluatorModel.read(once, "nineteenth.json");
        assertThat(read.toJson()).isEqualTo(once);
        assertThat(read.features()).isEqualTo(SeatFeatures.allSeeing(game.ruleSet())).contains("worth_lead", "worth_lead@0");
        assertThat(read.weights()[read.features().indexOf("worth_lead")]).isNotZero();

        String shared = EvaluatorTraining.train(game, lineup, 2, 5, 1, SeatFeatures.ALL_SEEING, null).toJson();
        EvaluatorModel sharedOnly = EvaluatorModel.read(shared, "shared.json");
        assertThat(sharedOnly.features()).isEqualTo(SeatFeatures.ALL_SEEING);
        var samples = SelfPlay.play(game, lineup, 1, 9, 20, 1, null);
        for (SelfPlay.Sample s : samples) assertThat(java.util.Arrays.stream(sharedOnly.chances(game, s.position())).sum()).isCloseTo(1, within(1e-12));
    }

    @Test
    void theWeightsKeptPredictWhatTribuoPredicts() {
        LabelFactory labels = new LabelFactory();
        MutableDataset<Label> data = new MutableDataset<>(new SimpleDataSourceProvenance("test", labels), labels);
        String[] names = {"a", "b", "c"};
        java.util.SplittableRandom rng = new java.util.SplittableRandom(3);
        for (int i = 0; i < 400; i++) {
            double[] x = {rng.nextDouble(), rng.nextDouble() - 0.5, rng.nextInt(2)};
            boolean win = 2 * x[0] - x[1] + 0.5 * x[2] + rng.nextGaussian() * 0.3 > 1;
            data.add(new ArrayExample<>(new Label(win ? "win" : "lose"), names, x));
        }
        LinearSGDModel model = new LinearSGDTrainer(new LogMulticlass(), new AdaGrad(0.1, 0.1), 5, Integer.MAX_VALUE, 1, 1).train(data);
        double[] weights = new double[3];
        double[] bias = new double[1];
        EvaluatorTraining.winMinusLose(model, names, weights, bias);
        assertThat(weights[0]).isPositive();
        assertThat(weights[1]).isNegative();
        for (double[] x : new double[][] {{0.1, 0.2, 0}, {0.9, -0.4, 1}, {0.5, 0, 1}}) {
            Prediction<Label> p = model.predict(new ArrayExample<>(new Label("win"), names, x));
            double tribuo = p.getOutputScores().get("win").getScore();
            double z = bias[0];
            for (int i = 0; i < 3; i++) z += weights[i] * x[i];
            assertThat(1 / (1 + Math.exp(-z))).isCloseTo(tribuo, within(1e-5));
        }
    }

    @Test
    void theChancesOfTheSeatsSumToOneAndAModelOfAnotherRuleSetIsRefused() throws Exception {
        Game game = strippedDown();
        EvaluatorModel model = EvaluatorTraining.train(game, List.of("random", "random"), 2, 1, 1, null);
        var samples = SelfPlay.play(game, List.of("random", "random", "random", "random"), 1, 9, 3, 1, null);
        for (SelfPlay.Sample s : samples) {
            double[] p = model.chances(game, s.position());
            assertThat(p).hasSize(4);
            assertThat(java.util.Arrays.stream(p).sum()).isCloseTo(1, within(1e-12));
        }
        Game base = RuleSets.base().configure(Boards.unionPacific(), Map.of());
        assertThatThrownBy(() -> model.chances(base, base.newGame(base.randomDeal(4, new java.util.SplittableRandom(1)))))
                .hasMessageContaining("the evaluator of 'stripped-down' cannot judge a game of 'base'");
        assertThatThrownBy(() -> EvaluatorModel.read("{\"format\": \"other\"}", "x.json")).hasMessageStartingWith("x.json: not a model");
    }

    @Test
    void aFactorizationMachineIsReproducibleReadsBackAndPredictsWhatTribuoPredicts() throws Exception {
        Game game = strippedDown();
        List<String> lineup = List.of("random", "random", "random");
        String once = EvaluatorTraining.train(game, lineup, 3, 5, 1, SeatFeatures.ALL_SEEING, 4, null).toJson();
        String again = EvaluatorTraining.train(game, lineup, 3, 5, 2, SeatFeatures.ALL_SEEING, 4, null).toJson();
        assertThat(again).isEqualTo(once);
        assertThat(once).contains("\"factors\": {").contains("\"win\": {").contains("\"lose\": {");
        EvaluatorModel read = EvaluatorModel.read(once, "fm.json");
        assertThat(read.toJson()).isEqualTo(once);
        assertThat(read.winFactors()).hasNumberOfRows(SeatFeatures.ALL_SEEING.size());
        assertThat(read.winFactors()[0]).hasSize(4);
        assertThat(read.training()).containsEntry("factors", 4.0);
        // training itself checks the file's arithmetic against Tribuo's predictions (it throws otherwise)
        var samples = SelfPlay.play(game, List.of("random", "random", "random"), 1, 9, 3, 1, null);
        for (SelfPlay.Sample s : samples) {
            assertThat(java.util.Arrays.stream(read.chances(game, s.position())).sum()).isCloseTo(1, within(1e-12));
        }

        String linear = EvaluatorTraining.train(game, lineup, 3, 5, 1, null).toJson();
        assertThat(linear).doesNotContain("factors");
        assertThat(EvaluatorModel.read(linear, "linear.json").winFactors()).isNull();

        String lost = once.replaceFirst("\"lose\": \\{", "\"loser\": {");
        assertThatThrownBy(() -> EvaluatorModel.read(lost, "fm.json")).hasMessage("fm.json: no factors 'lose'");
        String shortRow = once.replaceFirst("(\"win\": \\{\\s*\"[a-z_@0-9]+\": \\[)[^,\\]]+, ", "$1");
        assertThatThrownBy(() -> EvaluatorModel.read(shortRow, "fm.json")).hasMessageStartingWith("fm.json: the factors of ");
    }
}
