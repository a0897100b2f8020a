package org.roundhouse.ui;

import java.util.List;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseRules;
import org.roundhouse.engine.base.BaseState;

/**
 * seam: stage 4. The workbench still reads the base game's own positions, steps and deal;
 * the record layer hands it the seam's {@link GameState}, {@link Move} and {@link Deal}.
 * Every cast back lives here, so each use of this class is a place stage 4 of issue #10
 * moves onto the seam (PublicView for panels and charts, StepWords for the move tree,
 * a per-rule-set table view; move entry has its own plugins, {@code ui.rules}). Delete it when none is left.
 */
public final class StageFour {
    private StageFour() {
    }

    public static BaseState state(GameState s) {
        return (BaseState) s;
    }

    public static BaseGame engine(Game game) {
        return ((BaseRules) game).engine();
    }

    public static List<BaseMove> steps(List<Move> steps) {
        return steps.stream().map(BaseMove.class::cast).toList();
    }
}
