package org.roundhouse.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.IllegalMoveException;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Refusal;

/** How a turn's steps are checked against the rules; where a turn ends is the rule set's to say. */
public final class TurnRules {
    private TurnRules() {
    }

    /** A step the rules refuse, with its index in the turn and the rule set's reason. */
    public static final class StepException extends Exception {
        private final int step;
        private final transient GameState at;
        private final transient Refusal refusal;

        public StepException(int step, Refusal refusal, GameState at) {
            super(refusal.sentence());
            this.step = step;
            this.at = at;
            this.refusal = refusal;
        }

        /** Index of the refused step in the turn's steps. */
        public int step() {
            return step;
        }

        /** The position the step was refused at. */
        public GameState at() {
            return at;
        }

        /** Why, with the rule set's code. */
        public Refusal refusal() {
            return refusal;
        }
    }

    /**
     * Plays the steps from {@code start}, checking each with the rules.
     *
     * @return the state after each step
     * @throws StepException at the first step that is refused or that comes after the turn ended
     */
    public static List<GameState> play(Game game, GameState start, List<Move> steps) throws StepException {
        List<GameState> states = new ArrayList<>(steps.size());
        GameState s = start;
        for (int i = 0; i < steps.size(); i++) {
            Move m = steps.get(i);
            if (i > 0 && game.turnEnded(start, s)) throw new StepException(i, game.afterTurnEnd(s, m), s);
            Optional<Refusal> why = game.refusal(s, m);
            if (why.isPresent()) throw new StepException(i, why.get(), s);
            try {
                s = game.apply(s, m);
            } catch (IllegalMoveException e) {
                throw new StepException(i, new Refusal("illegal", e.getMessage()), s);
            }
            states.add(s);
        }
        return states;
    }
}
