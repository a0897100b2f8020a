package org.roundhouse.engine.bots;

import org.roundhouse.engine.GameState;

/** What a finished game is worth to a seat, for a search to maximise. */
@FunctionalInterface
public interface Reward<S extends GameState> {
    double of(S end, int seat);

    /**
     * A win (1, split evenly on a tie for the most cash) plus a small part for the margin to the
     * best other seat, so that among trials that all win or all lose the better finish counts.
     */
    static <S extends GameState> Reward<S> winShare() {
        return (end, seat) -> {
            int best = Integer.MIN_VALUE;
            int bestOther = Integer.MIN_VALUE;
            int tied = 0;
            for (int p = 0; p < end.players(); p++) {
                int c = end.cash(p);
                if (c > best) {
                    best = c;
                    tied = 1;
                } else if (c == best) {
                    tied++;
                }
                if (p != seat) bestOther = Math.max(bestOther, c);
            }
            int mine = end.cash(seat);
            double win = mine == best ? 1.0 / tied : 0;
            return 0.9 * win + 0.1 * (0.5 + 0.5 * Math.tanh((mine - bestOther) / 20.0));
        };
    }
}
