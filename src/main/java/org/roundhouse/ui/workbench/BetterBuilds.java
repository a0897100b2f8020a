package org.roundhouse.ui.workbench;

import static org.roundhouse.text.Messages.UI;

import java.util.List;
import java.util.Optional;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.StepWords;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.ReviewedStep;
import org.roundhouse.text.Messages;
import org.roundhouse.ui.map.MapContent;

/**
 * The build the move review found better than the move played at a node, for the map: of the
 * node's reviewed decisions that lost something, the costliest whose best move lays a train
 * ({@link Game#built}, so every rule set with a map is read alike) and is not the move played.
 */
final class BetterBuilds {
    private BetterBuilds() {
    }

    /** The better build of the node's decisions, or empty when none was reviewed, none lost anything, or none's best is a build. */
    static Optional<MapContent.BetterBuild> at(Game game, MoveNode node, List<String> names) {
        ReviewedStep worst = null;
        Game.Built where = null;
        for (ReviewedStep d : node.reviewedSteps().values()) {
            if (!(d.loss() > 0)) continue;
            Move best = d.best().get(0).move();
            if (best.equals(d.played())) continue;
            Optional<Game.Built> built = game.built(best);
            if (built.isEmpty()) continue;
            if (worst == null || d.loss() > worst.loss()) {
                worst = d;
                where = built.get();
            }
        }
        if (worst == null) return Optional.empty();
        Move best = worst.best().get(0).move();
        String words = game.words().steps(List.of(best), StepWords.ALL_SEEING, names::get).get(0);
        String label = UI.text("review.betterBuild", words, Messages.decimal(100 * worst.loss(), 1));
        return Optional.of(new MapContent.BetterBuild(where.section(), where.company(), label));
    }
}
