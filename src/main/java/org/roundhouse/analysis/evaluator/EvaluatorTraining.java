package org.roundhouse.analysis.evaluator;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.roundhouse.engine.Game;
import org.tribuo.ImmutableFeatureMap;
import org.tribuo.MutableDataset;
import org.tribuo.classification.Label;
import org.tribuo.classification.LabelFactory;
import org.tribuo.classification.sgd.fm.FMClassificationModel;
import org.tribuo.classification.sgd.fm.FMClassificationTrainer;
import org.tribuo.classification.sgd.linear.LinearSGDModel;
import org.tribuo.classification.sgd.linear.LinearSGDTrainer;
import org.tribuo.classification.sgd.objectives.LogMulticlass;
import org.tribuo.impl.ArrayExample;
import org.tribuo.math.la.DenseMatrix;
import org.tribuo.math.la.DenseVector;
import org.tribuo.math.la.Tensor;
import org.tribuo.math.optimisers.AdaGrad;
import org.tribuo.provenance.SimpleDataSourceProvenance;

/**
 * Trains a rule set's {@link EvaluatorModel} from self-play: games of the named bots
 * ({@link SelfPlay}), every position after every turn, one example per seat ("win" or "lose", a
 * tie's share as the example's weight), a logistic regression fitted by Tribuo's
 * {@link LinearSGDTrainer} (log loss, AdaGrad) with the seed, then one exponent for the
 * normalised chances fitted on the same positions by a grid search of the log loss. The same
 * rule set, bots, games and seed give the same model, to the byte (Tribuo's own model files are
 * not used: they carry the time of training).
 */
public final class EvaluatorTraining {
    /** Passes over the examples. */
    public static final int EPOCHS = 5;
    /** The spread of the factorization machine's first factors (Tribuo draws them from a normal distribution). */
    static final double FACTOR_VARIANCE = 0.1;
    private static final Label WIN = new Label("win");
    private static final Label LOSE = new Label("lose");

    private EvaluatorTraining() {
    }

    /**
     * @param progress hears the number of games played (from any thread), may be null
     * @throws IllegalArgumentException for a rule set without bots or a game that ranks a house
     */
    public static EvaluatorModel train(Game game, List<String> lineup, int games, long seed, int threads, IntConsumer progress)
            throws InterruptedException {
        return train(game, lineup, games, seed, threads, SeatFeatures.allSeeing(game.ruleSet()), progress);
    }

    /**
     * @param features {@link SeatFeatures#allSeeing(org.roundhouse.engine.RuleSet)} or {@link SeatFeatures#publicOf} (a model
     *                 for any viewer), or either without the rule set's own facts ({@link SeatFeatures#ALL_SEEING},
     *                 {@link SeatFeatures#PUBLIC})
     * @param progress hears the number of games played (from any thread), may be null
     * @throws IllegalArgumentException for a rule set without bots or a game that ranks a house
     */
    public static EvaluatorModel train(Game game, List<String> lineup, int games, long seed, int threads, List<String> features,
            IntConsumer progress) throws InterruptedException {
        return train(game, lineup, games, seed, threads, features, 0, progress);
    }

    /**
     * @param factors 0 for the logistic regression; more for a factorization machine of that many
     *                factors a feature (every pair of features interacting through their factors)
     * @param progress hears the number of games played (from any thread), may be null
     * @throws IllegalArgumentException for a rule set without bots or a game that ranks a house
     */
    public static EvaluatorModel train(Game game, List<String> lineup, int games, long seed, int threads, List<String> features,
            int factors, IntConsumer progress) throws InterruptedException {
        if (game.housePlays(lineup.size())) {
            throw new IllegalArgumentException("the evaluator does not yet judge the house of the two-player rules: train for another count of players");
        }
        List<SelfPlay.Sample> samples = SelfPlay.play(game, lineup, games, seed, 1, threads, progress);
        List<double[][]> rows = new ArrayList<>(samples.size());
        for (SelfPlay.Sample s : samples) rows.add(SeatFeatures.of(game, s.position(), features));

        Logger.getLogger("org.tribuo").setLevel(Level.WARNING);
        LabelFactory labels = new LabelFactory();
        MutableDataset<Label> data = new MutableDataset<>(new SimpleDataSourceProvenance("self-play", labels), labels);
        String[] names = features.toArray(String[]::new);
        int examples = 0;
        for (int i = 0; i < samples.size(); i++) {
            double[] won = samples.get(i).won();
            for (int s = 0; s < rows.get(i).length; s++) {
                if (won[s] > 0) data.add(example(WIN, names, rows.get(i)[s], won[s]));
                if (won[s] < 1) data.add(example(LOSE, names, rows.get(i)[s], 1 - won[s]));
                examples++;
            }
        }
        double[] weights = new double[names.length];
        double[] bias = {0};
        double[][] winFactors = null;
        double[][] loseFactors = null;
        String trainer;
        if (factors == 0) {
            LinearSGDModel model = new LinearSGDTrainer(new LogMulticlass(), new AdaGrad(0.1, 0.1), EPOCHS, Integer.MAX_VALUE, 1, seed).train(data);
            winMinusLose(model, names, weights, bias);
            trainer = "Tribuo 4.3.2 LinearSGDTrainer, LogMulticlass, AdaGrad(0.1, 0.1), minibatch 1";
        } else {
            FMClassificationModel model = new FMClassificationTrainer(new LogMulticlass(), new AdaGrad(0.1, 0.1), EPOCHS, Integer.MAX_VALUE, 1,
                    seed, factors, FACTOR_VARIANCE).train(data);
            winFactors = new double[names.length][factors];
            loseFactors = new double[names.length][factors];
            winMinusLose(model, names, weights, bias, winFactors, loseFactors);
            // the file's arithmetic must be Tribuo's: a wrong reading of its matrices would fail here, not in the workbench
            EvaluatorModel read = new EvaluatorModel(game.ruleSet().id(), features, weights, bias[0], 1, Map.of(), winFactors, loseFactors);
            for (int i = 0; i < Math.min(50, rows.size()); i++) {
                double[] row = rows.get(i)[0];
                double tribuo = model.predict(example(WIN, names, row, 1)).getOutputScores().get(WIN.getLabel()).getScore();
                if (Math.abs(tribuo - read.seatProbability(row)) > 1e-3) {
                    throw new IllegalStateException("the factorization machine's chance " + tribuo + " read back as " + read.seatProbability(row));
                }
            }
            trainer = "Tribuo 4.3.2 FMClassificationTrainer, LogMulticlass, AdaGrad(0.1, 0.1), minibatch 1, " + factors + " factors, variance "
                    + FACTOR_VARIANCE;
        }

        double[][] raw = new double[samples.size()][];
        EvaluatorModel unsharpened = new EvaluatorModel(game.ruleSet().id(), features, weights, bias[0], 1, Map.of(), winFactors, loseFactors);
        for (int i = 0; i < samples.size(); i++) {
            raw[i] = new double[rows.get(i).length];
            for (int s = 0; s < raw[i].length; s++) raw[i][s] = unsharpened.seatProbability(rows.get(i)[s]);
        }
        double exponent = bestExponent(raw, samples);

        Map<String, Object> training = new LinkedHashMap<>();
        boolean seesHands = features.equals(SeatFeatures.ALL_SEEING) || features.equals(SeatFeatures.allSeeing(game.ruleSet()));
        training.put("view", seesHands ? "all-seeing" : "public");
        training.put("bots", String.join(",", lineup));
        training.put("players", lineup.size());
        training.put("games", games);
        training.put("seed", seed);
        training.put("positions", samples.size());
        training.put("examples", examples);
        training.put("epochs", EPOCHS);
        if (factors > 0) training.put("factors", factors);
        training.put("trainer", trainer);
        return new EvaluatorModel(game.ruleSet().id(), features, weights, bias[0], exponent, training, winFactors, loseFactors);
    }

    /** The example with its non-zero features only (Tribuo reads a missing feature as 0), so the staged rows stay small. */
    private static ArrayExample<Label> example(Label label, String[] names, double[] row, double weight) {
        int nonZero = 0;
        for (double x : row) if (x != 0) nonZero++;
        String[] kept = new String[nonZero];
        double[] values = new double[nonZero];
        for (int i = 0, j = 0; i < row.length; i++) {
            if (row[i] == 0) continue;
            kept[j] = names[i];
            values[j++] = row[i];
        }
        ArrayExample<Label> e = new ArrayExample<>(label, kept, values);
        e.setWeight((float) weight);
        return e;
    }

    /**
     * The logistic weights of "win" over "lose" from the two-class model: Tribuo keeps a row of
     * weights per label with the bias in the last column, and a two-class softmax is the logistic of
     * the rows' difference. Rounded to six decimals, so the model file stays short and readable.
     */
    static void winMinusLose(LinearSGDModel model, String[] names, double[] weights, double[] bias) {
        DenseMatrix w = model.getWeightsCopy();
        int win = model.getOutputIDInfo().getID(WIN);
        int lose = model.getOutputIDInfo().getID(LOSE);
        ImmutableFeatureMap features = model.getFeatureIDMap();
        if (w.getDimension2Size() != features.size() + 1) {
            throw new IllegalStateException("Tribuo's weights are " + w.getDimension2Size() + " columns for " + features.size() + " features");
        }
        for (int i = 0; i < names.length; i++) {
            int id = features.getID(names[i]);
            weights[i] = id < 0 ? 0 : round(w.get(win, id) - w.get(lose, id));
        }
        bias[0] = round(w.get(win, features.size()) - w.get(lose, features.size()));
    }

    /**
     * The factorization machine's linear part as {@link #winMinusLose(LinearSGDModel, String[], double[], double[])},
     * and each class's factors (Tribuo keeps a factors-by-features matrix per label), rounded to six decimals.
     */
    static void winMinusLose(FMClassificationModel model, String[] names, double[] weights, double[] bias, double[][] winFactors,
            double[][] loseFactors) {
        DenseMatrix w = model.getLinearWeightsCopy();
        DenseVector b = model.getBiasesCopy();
        Tensor[] v = model.getFactorsCopy();
        int win = model.getOutputIDInfo().getID(WIN);
        int lose = model.getOutputIDInfo().getID(LOSE);
        ImmutableFeatureMap features = model.getFeatureIDMap();
        DenseMatrix vWin = (DenseMatrix) v[win];
        DenseMatrix vLose = (DenseMatrix) v[lose];
        int k = winFactors.length == 0 ? 0 : winFactors[0].length;
        if (w.getDimension2Size() != features.size() || vWin.getDimension1Size() != k || vWin.getDimension2Size() != features.size()) {
            throw new IllegalStateException("Tribuo's weights are " + w.getDimension2Size() + " columns and its factors "
                    + vWin.getDimension1Size() + " by " + vWin.getDimension2Size() + " for " + features.size() + " features and " + k + " factors");
        }
        for (int i = 0; i < names.length; i++) {
            int id = features.getID(names[i]);
            weights[i] = id < 0 ? 0 : round(w.get(win, id) - w.get(lose, id));
            for (int f = 0; f < k; f++) {
                winFactors[i][f] = id < 0 ? 0 : round(vWin.get(f, id));
                loseFactors[i][f] = id < 0 ? 0 : round(vLose.get(f, id));
            }
        }
        bias[0] = round(b.get(win) - b.get(lose));
    }

    private static double round(double x) {
        return Math.round(x * 1e6) / 1e6;
    }

    /** The exponent from 0.50 to 4.00 in steps of 0.05 whose normalised chances have the least log loss on the positions. */
    static double bestExponent(double[][] raw, List<SelfPlay.Sample> samples) {
        double best = 1;
        double bestLoss = Double.POSITIVE_INFINITY;
        for (int k = 10; k <= 80; k++) {
            double e = k * 0.05;
            double loss = 0;
            for (int i = 0; i < raw.length; i++) {
                double[] p = EvaluatorModel.normalise(raw[i], e);
                double[] won = samples.get(i).won();
                for (int s = 0; s < p.length; s++) if (won[s] > 0) loss -= won[s] * Math.log(Math.max(p[s], 1e-12));
            }
            if (loss < bestLoss - 1e-9) {
                bestLoss = loss;
                best = Math.round(e * 100) / 100.0;
            }
        }
        return best;
    }
}
