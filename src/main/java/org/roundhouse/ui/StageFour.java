package org.roundhouse.ui;

import java.util.List;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseRules;
import org.roundhouse.engine.base.BaseSetup;
import org.roundhouse.engine.base.BaseState;

/**
 * seam: stage 4. The workbench still reads the base game's own positions, steps and deal;
 * the record layer hands it the seam's {@link GameState}, {@link Move} and {@link Deal}.
 * Every cast back lives here, so each use of this class is a place stage 4 of issue #10
 * moves onto the seam (PublicView for panels and charts, StepWords for the move tree,
 * Refusal for Why Not, a per-rule-set table view and move entry). Delete it when none is left.
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

    public static BaseSetup deal(Deal deal) {
        return (BaseSetup) deal;
    }

    public static BaseMove step(Move m) {
        return (BaseMove) m;
    }

    public static List<BaseMove> steps(List<Move> steps) {
        return steps.stream().map(BaseMove.class::cast).toList();
    }

    public static List<BaseState> states(List<GameState> states) {
        return states.stream().map(BaseState.class::cast).toList();
    }

    /** The base game's rules through the seam, for the few places that hand a base engine back. */
    public static Game rules(BaseGame game) {
        return org.roundhouse.engine.base.BaseRuleSet.INSTANCE.configure(game.board(), game.options());
    }
}
