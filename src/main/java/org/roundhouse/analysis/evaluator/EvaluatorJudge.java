package org.roundhouse.analysis.evaluator;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.bots.LeafJudge;

/**
 * The shipped evaluator as a search's judge of the positions it stops at ({@code ismcts-eval},
 * docs/bots.md): found by the engine as a {@link LeafJudge.Provider} service. It does not judge a
 * game whose house is ranked beside the seats; there the search plays to the end.
 */
public final class EvaluatorJudge implements LeafJudge.Provider {
    /** Each rule set's shipped model, read once (empty where none ships). */
    private static final Map<String, Optional<EvaluatorModel>> MODELS = new ConcurrentHashMap<>();

    @Override
    public Optional<LeafJudge> judge(Game game) {
        return MODELS.computeIfAbsent(game.ruleSet().id(), EvaluatorModel::shipped)
                .map(model -> position -> game.housePlays(position.players()) ? null : model.chances(game, position));
    }
}
