package org.roundhouse.analysis.evaluator;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.record.Json;

/**
 * A rule set's learned position evaluator: a logistic model of "this seat wins" over
 * {@link SeatFeatures}, trained by Tribuo ({@link EvaluatorTraining}), kept as its weights in a
 * small JSON file. A seat's chance is its model probability raised to {@link #exponent} and
 * normalised over the seats, so the seats' chances sum to 1. Reading a model needs no Tribuo.
 *
 * @param rules     the rule set's id
 * @param features  the feature names: {@link SeatFeatures#ALL_SEEING} or {@link SeatFeatures#PUBLIC}, or either with
 *                  the rule set's own facts ({@link SeatFeatures#allSeeing(org.roundhouse.engine.RuleSet)},
 *                  {@link SeatFeatures#publicOf})
 * @param weights   a weight per feature
 * @param bias      the intercept
 * @param exponent  the sharpening of the normalised chances, fitted on the training positions
 * @param training  how it was trained, for people: games, seed, bots, players, positions, epochs
 * @param winFactors  null for a linear model; for a factorization machine, a row of factors per
 *                    feature, whose pairwise interactions add to the seat's score
 * @param loseFactors null, or the factors whose interactions subtract from it (Tribuo's "lose" class)
 */
public record EvaluatorModel(String rules, List<String> features, double[] weights, double bias, double exponent,
                             Map<String, Object> training, double[][] winFactors, double[][] loseFactors) {
    public static final String FORMAT = "roundhouse-evaluator 1";

    public EvaluatorModel {
        features = List.copyOf(features);
        weights = weights.clone();
        training = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(training));
        if (features.size() != weights.length) throw new IllegalArgumentException(features.size() + " features, " + weights.length + " weights");
        if ((winFactors == null) != (loseFactors == null)) throw new IllegalArgumentException("factors for one class only");
        if (winFactors != null) {
            winFactors = deepCopy(winFactors, features.size());
            loseFactors = deepCopy(loseFactors, features.size());
        }
    }

    /** A linear model. */
    public EvaluatorModel(String rules, List<String> features, double[] weights, double bias, double exponent, Map<String, Object> training) {
        this(rules, features, weights, bias, exponent, training, null, null);
    }

    private static double[][] deepCopy(double[][] factors, int features) {
        if (factors.length != features) throw new IllegalArgumentException(features + " features, " + factors.length + " rows of factors");
        double[][] copy = new double[factors.length][];
        for (int i = 0; i < factors.length; i++) {
            if (factors[i].length != factors[0].length) throw new IllegalArgumentException("rows of factors of unequal length");
            copy[i] = factors[i].clone();
        }
        return copy;
    }

    /**
     * The model shipped under this name, or empty where none ships: a rule set's id for its own
     * model, {@code <id>-<bots>} for one learned from other bots' games ({@code stripped-down-heuristic2}).
     */
    public static Optional<EvaluatorModel> shipped(String name) {
        String resource = "/org/roundhouse/analysis/evaluator/" + name + ".json";
        try (InputStream in = EvaluatorModel.class.getResourceAsStream(resource)) {
            if (in == null) return Optional.empty();
            return Optional.of(read(new String(in.readAllBytes(), StandardCharsets.UTF_8), resource));
        } catch (IOException e) {
            throw new IllegalStateException(resource + ": could not be read: " + e.getMessage(), e);
        }
    }

    /** The seat's model probability before normalisation. */
    double seatProbability(double[] row) {
        double z = bias;
        for (int i = 0; i < weights.length; i++) z += weights[i] * row[i];
        if (winFactors != null) z += interactions(winFactors, row) - interactions(loseFactors, row);
        return 1 / (1 + Math.exp(-z));
    }

    /** The sum over pairs of features of (v_i . v_j) x_i x_j, in the factorization machine's linear time. */
    private static double interactions(double[][] v, double[] row) {
        int k = v[0].length;
        double total = 0;
        for (int f = 0; f < k; f++) {
            double sum = 0;
            double squares = 0;
            for (int i = 0; i < row.length; i++) {
                if (row[i] == 0) continue;
                double t = v[i][f] * row[i];
                sum += t;
                squares += t * t;
            }
            total += sum * sum - squares;
        }
        return total / 2;
    }

    /**
     * Each seat's chance to win at the position, summing to 1.
     *
     * @throws IllegalArgumentException for a game of another rule set, or one where a house is ranked beside the seats
     */
    public double[] chances(Game game, GameState position) {
        if (!game.ruleSet().id().equals(rules)) {
            throw new IllegalArgumentException("the evaluator of '" + rules + "' cannot judge a game of '" + game.ruleSet().id() + "'");
        }
        if (game.housePlays(position.players())) {
            throw new IllegalArgumentException("the evaluator does not yet judge the house of the two-player rules");
        }
        double[][] rows = SeatFeatures.of(game, position, features);
        double[] raw = new double[rows.length];
        for (int s = 0; s < rows.length; s++) raw[s] = seatProbability(rows[s]);
        return normalise(raw, exponent);
    }

    /** p^e, normalised to sum 1. */
    static double[] normalise(double[] raw, double e) {
        double[] p = new double[raw.length];
        double sum = 0;
        for (int i = 0; i < p.length; i++) {
            p[i] = Math.pow(Math.max(raw[i], 1e-12), e);
            sum += p[i];
        }
        for (int i = 0; i < p.length; i++) p[i] /= sum;
        return p;
    }

    /** The model as its file holds it: the same model gives the same bytes. */
    public String toJson() {
        return Json.write(g -> {
            g.writeStartObject();
            g.writeStringProperty("format", FORMAT);
            g.writeStringProperty("rules", rules);
            g.writeName("training");
            g.writeStartObject();
            for (Map.Entry<String, Object> e : training.entrySet()) {
                g.writeName(e.getKey());
                // whole numbers as such, also when read back as doubles
                if (e.getValue() instanceof Number n) {
                    g.writeNumber(n.doubleValue() == Math.rint(n.doubleValue()) ? Long.toString(n.longValue()) : n.toString());
                }
                else g.writeString(String.valueOf(e.getValue()));
            }
            g.writeEndObject();
            g.writeName("bias");
            Json.number(g, bias);
            g.writeName("exponent");
            Json.number(g, exponent);
            g.writeName("weights");
            g.writeStartObject();
            for (int i = 0; i < weights.length; i++) {
                g.writeName(features.get(i));
                Json.number(g, weights[i]);
            }
            g.writeEndObject();
            if (winFactors != null) {
                g.writeName("factors");
                g.writeStartObject();
                writeFactors(g, "win", winFactors);
                writeFactors(g, "lose", loseFactors);
                g.writeEndObject();
            }
            g.writeEndObject();
        });
    }

    private void writeFactors(tools.jackson.core.JsonGenerator g, String name, double[][] factors) {
        g.writeName(name);
        g.writeStartObject();
        for (int i = 0; i < factors.length; i++) {
            g.writeName(features.get(i));
            g.writeStartArray();
            for (double d : factors[i]) Json.number(g, d);
            g.writeEndArray();
        }
        g.writeEndObject();
    }

    private static double[][] readFactors(Object tree, List<String> names, String which) {
        if (!(tree instanceof Map<?, ?> m)) throw new IllegalArgumentException("no factors '" + which + "'");
        if (!new ArrayList<>(m.keySet()).equals(names)) throw new IllegalArgumentException("the factors '" + which + "' are not of the weights' features");
        double[][] v = new double[names.size()][];
        int i = 0;
        for (Map.Entry<?, ?> e : m.entrySet()) {
            if (!(e.getValue() instanceof List<?> l) || l.isEmpty()) throw new IllegalArgumentException("the factors of " + e.getKey() + " are no list of numbers");
            v[i] = new double[l.size()];
            for (int f = 0; f < l.size(); f++) {
                if (!(l.get(f) instanceof Double d) || !Double.isFinite(d)) throw new IllegalArgumentException("the factors of " + e.getKey() + " are no list of numbers");
                v[i][f] = d;
            }
            if (v[i].length != v[0].length) throw new IllegalArgumentException("the factors of " + e.getKey() + " are " + v[i].length + ", not " + v[0].length);
            i++;
        }
        return v;
    }

    /**
     * Reads a model file.
     *
     * @param where the file's name, for messages
     * @throws IllegalArgumentException "where: why" for a file that is not a model of this version
     */
    public static EvaluatorModel read(String text, String where) {
        try {
            Object tree = Json.read(text);
            if (!(tree instanceof Map<?, ?> m)) throw new IllegalArgumentException("not a JSON object");
            if (!FORMAT.equals(m.get("format"))) throw new IllegalArgumentException("not a model of format '" + FORMAT + "'");
            if (!(m.get("rules") instanceof String rules)) throw new IllegalArgumentException("no rule set named");
            if (!(m.get("weights") instanceof Map<?, ?> w)) throw new IllegalArgumentException("no weights");
            List<String> names = new ArrayList<>();
            double[] weights = new double[w.size()];
            int i = 0;
            for (Map.Entry<?, ?> e : w.entrySet()) {
                if (!(e.getValue() instanceof Double d)) throw new IllegalArgumentException("the weight of " + e.getKey() + " is no number");
                names.add(String.valueOf(e.getKey()));
                weights[i++] = d;
            }
            java.util.Optional<org.roundhouse.engine.RuleSet> ruleSet = org.roundhouse.engine.registry.RuleSets.byId(rules);
            boolean readable = ruleSet.isPresent() ? SeatFeatures.readable(ruleSet.get(), names)
                    : names.equals(SeatFeatures.ALL_SEEING) || names.equals(SeatFeatures.PUBLIC);
            if (!readable) {
                throw new IllegalArgumentException("its features " + names + " are neither this version's all-seeing "
                        + ruleSet.map(SeatFeatures::allSeeing).orElse(SeatFeatures.ALL_SEEING) + " nor its public ones; train it again");
            }
            double bias = number(m, "bias");
            double exponent = number(m, "exponent");
            Map<String, Object> training = new java.util.LinkedHashMap<>();
            if (m.get("training") instanceof Map<?, ?> t) for (Map.Entry<?, ?> e : t.entrySet()) training.put(String.valueOf(e.getKey()), e.getValue());
            double[][] win = null;
            double[][] lose = null;
            if (m.containsKey("factors")) {
                if (!(m.get("factors") instanceof Map<?, ?> f)) throw new IllegalArgumentException("no factors 'win' and 'lose'");
                win = readFactors(f.get("win"), names, "win");
                lose = readFactors(f.get("lose"), names, "lose");
                if (win[0].length != lose[0].length) throw new IllegalArgumentException("the factors 'win' and 'lose' are of unequal length");
            }
            return new EvaluatorModel(rules, names, weights, bias, exponent, training, win, lose);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
        }
    }

    private static double number(Map<?, ?> m, String key) {
        if (!(m.get(key) instanceof Double d) || !Double.isFinite(d)) throw new IllegalArgumentException("no number '" + key + "'");
        return d;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof EvaluatorModel e && e.toJson().equals(toJson());
    }

    @Override
    public int hashCode() {
        return toJson().hashCode();
    }
}
