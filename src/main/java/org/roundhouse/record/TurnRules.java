package org.roundhouse.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.roundhouse.engine.IllegalMoveException;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.base.Phase;

/** Where turns begin and end, and how a turn's steps are checked against the rules. */
public final class TurnRules {
    private TurnRules() {
    }

    /** A step the rules refuse, with its index in the turn and the engine's reason. */
    public static final class StepException extends Exception {
        private final int step;
        private final transient BaseState at;

        public StepException(int step, String reason, BaseState at) {
            super(reason);
            this.step = step;
            this.at = at;
        }

        /** Index of the refused step in the turn's steps. */
        public int step() {
            return step;
        }

        /** The position the step was refused at. */
        public BaseState at() {
            return at;
        }
    }

    /** True when the turn that started at {@code start} is over at {@code now}. */
    public static boolean ended(BaseState start, BaseState now) {
        if (start.phase() == Phase.INITIAL_INVESTMENT) return now.phase() != Phase.INITIAL_INVESTMENT;
        return now.isOver() || now.turn() != start.turn();
    }

    /**
     * Plays the steps from {@code start}, checking each with the rules.
     *
     * @return the state after each step
     * @throws StepException at the first step that is refused or that comes after the turn ended
     */
    public static List<BaseState> play(BaseGame game, BaseState start, List<BaseMove> steps) throws StepException {
        List<BaseState> states = new ArrayList<>(steps.size());
        BaseState s = start;
        for (int i = 0; i < steps.size(); i++) {
            BaseMove m = steps.get(i);
            if (i > 0 && ended(start, s)) {
                throw new StepException(i, s.isOver() ? "the game is over"
                        : m instanceof BaseMove.Exchange && s.unionPacificLeft() == 0 ? BaseGame.NO_UNION_PACIFIC_TO_EXCHANGE
                        : "the turn is over; the next turn starts with a track draw", s);
            }
            Optional<String> why = game.explainIllegal(s, m);
            if (why.isPresent()) throw new StepException(i, why.get(), s);
            try {
                s = game.apply(s, m);
            } catch (IllegalMoveException e) {
                throw new StepException(i, e.getMessage(), s);
            }
            states.add(s);
        }
        return states;
    }

    /**
     * The steps with a closing {@link BaseMove.Exchange#keep} appended when the turn
     * stands at the optional exchange after {@code steps}; the notation leaves it out.
     */
    public static List<BaseMove> withImplicitKeep(BaseState after, List<BaseMove> steps) {
        if (after.phase() != Phase.EXCHANGE || steps.isEmpty()) return steps;
        List<BaseMove> all = new ArrayList<>(steps);
        all.add(BaseMove.Exchange.keep(after.currentPlayer()));
        return all;
    }

    /** What the rules expect next, for messages about unfinished turns. */
    public static String expected(BaseState s) {
        return switch (s.phase()) {
            case INITIAL_INVESTMENT -> "the initial investment of seat " + GameSetup.seatLetter(s.currentPlayer());
            case DRAW_TRACK -> "a track draw";
            case ACTION -> "a build, an investment or a pass";
            case TAKE_SHARE -> "a share take";
            case REVEAL -> "the card turned up from the share deck";
            case EXCHANGE -> "the exchange decision";
            case DISCARD -> "the track discard";
            case GAME_OVER -> "nothing (the game is over)";
        };
    }
}
