package org.roundhouse.analysis.evaluator;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Replay;
import org.roundhouse.record.ReplayException;

/**
 * A first graph of the win chances from the rule set's learned evaluator, without a single
 * playout: each seat's chance at the start and after every turn of a line, in the order the
 * playout graph takes them ({@code LineAnalysis}), for the workbench to show at once while the
 * playouts run. Where the game is over the winners' shares are shown, as the playouts do.
 */
public final class InstantChances {
    private InstantChances() {
    }

    /**
     * The chances along the line, or empty where no evaluator ships for the rule set or the
     * game ranks a house (the evaluator does not judge it yet).
     *
     * @param line the nodes from the first investments on (as {@link Replay#line} gives them)
     * @throws ReplayException where a step of the line cannot be replayed
     */
    public static Optional<List<double[]>> of(Replay replay, List<MoveNode> line) {
        Game game = replay.game();
        int players = replay.playerNames().size();
        Optional<EvaluatorModel> model = EvaluatorModel.shipped(game.ruleSet().id());
        if (model.isEmpty() || game.housePlays(players)) return Optional.empty();
        MoveNode root = line.isEmpty() ? replay.record().root() : line.get(0).parent().orElseThrow();
        List<double[]> chances = new ArrayList<>();
        chances.add(at(model.get(), game, replay.stateAt(root)));
        for (MoveNode n : line) chances.add(at(model.get(), game, replay.stateAt(n)));
        return Optional.of(chances);
    }

    private static double[] at(EvaluatorModel model, Game game, GameState s) {
        return s.isOver() ? SelfPlay.outcome(game, s) : model.chances(game, s);
    }
}
