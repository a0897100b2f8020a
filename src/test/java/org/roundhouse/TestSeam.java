package org.roundhouse;

import java.util.List;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseRuleSet;
import org.roundhouse.engine.base.BaseSetup;
import org.roundhouse.engine.base.BaseState;

/** Tests of base-game behaviour read the base game's own types behind the seam's. */
public final class TestSeam {
    private TestSeam() {
    }

    /** A base-game setup on the Union Pacific board with the deck recipe and the two rules switches. */
    public static org.roundhouse.record.GameSetup baseSetup(String recipe, boolean twoPlayerRules, boolean deadTrackRule,
                                                           List<String> names, Deal deal) {
        return org.roundhouse.record.GameSetup.of("base", java.util.Map.of("Recipe", recipe, "TwoPlayerRules", twoPlayerRules ? "yes" : "no",
                "DeadTrackRule", deadTrackRule ? "yes" : "no"), names, deal);
    }

    /** The row of the two-player rules' last payment the setup names. */
    public static org.roundhouse.engine.base.TwoPlayerLastRow lastRow(org.roundhouse.record.GameSetup setup) {
        return org.roundhouse.engine.base.TwoPlayerLastRow.byWord(setup.option("TwoPlayerLastRow")).orElseThrow();
    }

    public static BaseState state(GameState s) {
        return (BaseState) s;
    }

    public static BaseGame engine(Game game) {
        return BaseRuleSet.INSTANCE.typed(game);
    }

    public static Game rules(BaseGame game) {
        return BaseRuleSet.INSTANCE.configure(game.board(), game.options());
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
}
