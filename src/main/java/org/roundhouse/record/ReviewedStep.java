package org.roundhouse.record;

import static org.roundhouse.text.Messages.WORDS;

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
            chance = unit(Review.round(chance), "reviewedStep.chance");
        }
    }

    public ReviewedStep {
        if (seat < 0 || seat > 5) throw new IllegalArgumentException("the seat is 0 to 5");
        if (choices < 1) throw new IllegalArgumentException(WORDS.text("reviewedStep.choices"));
        chance = unit(Review.round(chance), "reviewedStep.chance");
        loss = unit(Review.round(loss), "reviewedStep.loss");
        best = List.copyOf(best);
        if (best.isEmpty()) throw new IllegalArgumentException(WORDS.text("reviewedStep.best"));
    }

    private static double unit(double x, String whatKey) {
        if (!(x >= 0 && x <= 1)) throw new IllegalArgumentException(WORDS.text("reviewedStep.unit", WORDS.text(whatKey), String.valueOf(x)));
        return x;
    }
}
