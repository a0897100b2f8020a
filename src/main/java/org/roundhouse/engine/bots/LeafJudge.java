package org.roundhouse.engine.bots;

import java.util.Optional;
import java.util.ServiceLoader;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;

/**
 * Each seat's chance to win at a position a search reached, judged at once instead of played to
 * the end: the analysis layer's learned evaluator (docs/bots.md § The position evaluator). The
 * engine does not depend on the analysis layer, so the evaluator comes as a service
 * ({@link Provider}, listed in {@code META-INF/services}).
 */
public interface LeafJudge {
    /** Each seat's chance to win (the seats only, summing to 1), or null where it cannot judge the position. */
    double[] chances(GameState position);

    /**
     * The same kind of judge with a model learned from the games of other bots ({@code "heuristic2"}),
     * where one ships beside the rule set's own; empty where none does.
     */
    default Optional<LeafJudge> trainedOn(String bots) {
        return Optional.empty();
    }

    /** Makes a judge for the positions of a configured game, where it has one for its rule set. */
    interface Provider {
        Optional<LeafJudge> judge(Game game);
    }

    /** The first judge a provider has for the game's positions. */
    static Optional<LeafJudge> of(Game game) {
        for (Provider p : ServiceLoader.load(Provider.class, LeafJudge.class.getClassLoader())) {
            Optional<LeafJudge> judge = p.judge(game);
            if (judge.isPresent()) return judge;
        }
        return Optional.empty();
    }
}
