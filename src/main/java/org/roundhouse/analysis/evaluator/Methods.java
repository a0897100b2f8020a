package org.roundhouse.analysis.evaluator;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;

/**
 * The methods calibration compares, by name: {@code baseline}; {@code evaluator} (the rule set's
 * shipped model) or {@code evaluator:FILE} (a model {@code train} wrote); {@code playouts:BOT:N}
 * ({@code N} playouts a position by the named bot, e.g. {@code playouts:heuristic:100},
 * {@code playouts:search:50:100}; without {@code N}, {@value #DEFAULT_PLAYOUTS});
 * {@code playouts-eval:BOT:N:K} (the same playouts, each stopped when the Kth turn after the
 * position's begins and judged there by the shipped evaluator, e.g. {@code playouts-eval:heuristic:20:4}).
 */
public final class Methods {
    public static final int DEFAULT_PLAYOUTS = 100;

    private Methods() {
    }

    /**
     * The method the name stands for.
     *
     * @param seed the seed of playouts
     * @throws IllegalArgumentException naming what is wrong with the name
     */
    public static ChanceMethod parse(String spec, Game game, int players, long seed) {
        String s = spec.trim();
        if (s.equals("baseline")) return new Baseline(game);
        if (s.equals("evaluator")) {
            EvaluatorModel model = EvaluatorModel.shipped(game.ruleSet().id())
                    .orElseThrow(() -> new IllegalArgumentException(org.roundhouse.text.Messages.WORDS.text("analysis.noEvaluator",
                            game.ruleSet().title())));
            return evaluator("evaluator", model, game, players);
        }
        if (s.startsWith("evaluator:")) {
            Path file = Path.of(s.substring("evaluator:".length()));
            String text;
            try {
                text = Files.readString(file);
            } catch (IOException e) {
                throw new IllegalArgumentException(org.roundhouse.text.Messages.WORDS.text("analysis.evaluatorUnreadable", file,
                        org.roundhouse.text.FileReasons.message(e)), e);
            }
            return evaluator(s, EvaluatorModel.read(text, file.toString()), game, players);
        }
        if (s.startsWith("playouts-eval:")) {
            String rest = s.substring("playouts-eval:".length());
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("(.+):(\\d{1,9}):(\\d{1,4})").matcher(rest);
            if (!m.matches()) {
                throw new IllegalArgumentException("'" + spec + "': name the bot, the playouts and the turns, e.g. playouts-eval:heuristic:20:4");
            }
            int turns = Integer.parseInt(m.group(3));
            if (turns < 1) throw new IllegalArgumentException("'" + spec + "': a playout is judged after at least one turn");
            return new PlayoutMethod(game, players, m.group(1), Integer.parseInt(m.group(2)), turns, seed);
        }
        if (s.startsWith("playouts:")) {
            String rest = s.substring("playouts:".length());
            int count = DEFAULT_PLAYOUTS;
            int colon = rest.lastIndexOf(':');
            if (colon > 0 && rest.substring(colon + 1).matches("\\d{1,9}")) {
                count = Integer.parseInt(rest.substring(colon + 1));
                rest = rest.substring(0, colon);
            }
            if (rest.isBlank()) throw new IllegalArgumentException("'" + spec + "': name the bot, e.g. playouts:heuristic:100");
            return new PlayoutMethod(game, players, rest, count, seed);
        }
        throw new IllegalArgumentException("no method '" + spec + "'; known: baseline, evaluator, evaluator:FILE, playouts:BOT:N, playouts-eval:BOT:N:K");
    }

    private static ChanceMethod evaluator(String name, EvaluatorModel model, Game game, int players) {
        if (!model.rules().equals(game.ruleSet().id())) {
            throw new IllegalArgumentException(name + ": a model of '" + model.rules() + "', not of '" + game.ruleSet().id() + "'");
        }
        if (game.housePlays(players)) {
            throw new IllegalArgumentException(name + ": the evaluator does not yet judge the house of the two-player rules");
        }
        return new ChanceMethod() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public double[] chances(GameState position, long key) {
                return model.chances(game, position);
            }
        };
    }
}
