package org.roundhouse.analysis.evaluator;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.bots.LeafJudge;

/**
 * The shipped evaluator as a search's judge of the positions it stops at ({@code ismcts-eval},
 * docs/bots.md): found by the engine as a {@link LeafJudge.Provider} service. It does not judge a
 * game whose house is ranked beside the seats; there the search plays to the end. A rule set may
 * ship further models learned from other bots' games ({@code <rule set>-<bots>.json}, such as
 * {@code stripped-down-heuristic2.json}), which {@link LeafJudge#trainedOn} offers.
 */
public final class EvaluatorJudge implements LeafJudge.Provider {
    /** Each shipped model by its resource's name, read once (empty where none ships). */
    private static final Map<String, Optional<EvaluatorModel>> MODELS = new ConcurrentHashMap<>();

    @Override
    public Optional<LeafJudge> judge(Game game) {
        return judge(game, game.ruleSet().id());
    }

    private static Optional<LeafJudge> judge(Game game, String resource) {
        return MODELS.computeIfAbsent(resource, EvaluatorModel::shipped).map(model -> new Judge(game, model));
    }

    private record Judge(Game game, EvaluatorModel model) implements LeafJudge {
        @Override
        public double[] chances(GameState position) {
            return game.housePlays(position.players()) ? null : model.chances(game, position);
        }

        @Override
        public Optional<LeafJudge> trainedOn(String bots) {
            return judge(game, game.ruleSet().id() + "-" + bots);
        }
    }
}
