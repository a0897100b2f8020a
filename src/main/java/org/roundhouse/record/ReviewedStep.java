package org.roundhouse.record;

import java.util.List;
import org.roundhouse.engine.Move;

/**
 * One decision of a turn as a review left it in the record ({@link GameRecord#review()}): the
 * seat that decided, how many legal moves it had, the move it made with its chance to win,
 * what that cost against the best in points of win chance (0 to 1), and the best moves found,
 * best first, each with its chance. Figures are kept to 6 decimals.
 */
public record ReviewedStep(int seat, int choices, Move played, double chance, double loss, List<Alternative> best) {
    /** A move the seat could have made, with its chance to win. */
    public record Alternative(Move move, double chance) {
        public Alternative {
            chance = unit(Review.round(chance), "a chance");
        }
    }

    public ReviewedStep {
        if (seat < 0 || seat > 5) throw new IllegalArgumentException("the seat is 0 to 5");
        if (choices < 1) throw new IllegalArgumentException("a decision has at least one legal move");
        chance = unit(Review.round(chance), "a chance");
        loss = unit(Review.round(loss), "a loss");
        best = List.copyOf(best);
        if (best.isEmpty()) throw new IllegalArgumentException("a decision keeps at least its best move");
    }

    private static double unit(double x, String what) {
        if (!(x >= 0 && x <= 1)) throw new IllegalArgumentException(what + " is from 0 to 1, not " + x);
        return x;
    }
}
