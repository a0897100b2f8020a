package org.roundhouse.engine.strippeddown;

import java.util.random.RandomGenerator;
import org.roundhouse.engine.WeightedDraw;
import org.roundhouse.engine.bots.Hidden;

/**
 * What a seat of the stripped-down variant cannot see: the company shares in the others'
 * hands (drawn from the deck's top; the UP shares in a hand are public, since every one came
 * from the deal or a pile), the others' first investments before they are revealed, and the
 * deck's order.
 */
public final class StrippedDownHidden implements Hidden<StrippedDownState> {
    /** A first investment chosen face down that the seat cannot see. */
    static final int HIDDEN_CHOICE = -3;

    @Override
    public StrippedDownState redact(StrippedDownState state, int seat) {
        StrippedDownState t = state.copy();
        t.script = null;
        t.scriptAt = 0;
        int up = state.board().unionPacific();
        t.hiddenCards = new int[t.n];
        for (int q = 0; q < t.n; q++) {
            if (q == seat) continue;
            for (int c = 0; c < up; c++) {
                t.pool[c] += t.hand[q][c];
                t.hiddenCards[q] += t.hand[q][c];
                t.hand[q][c] = 0;
            }
            if (t.pendingInitial[q] >= 0) t.pendingInitial[q] = HIDDEN_CHOICE;
        }
        return t;
    }

    @Override
    public StrippedDownState determinize(StrippedDownState redacted, int seat, RandomGenerator rng) {
        StrippedDownState t = redacted.copy();
        if (t.hiddenCards != null) {
            for (int q = 0; q < t.n; q++) {
                for (int i = 0; i < t.hiddenCards[q]; i++) {
                    int c = WeightedDraw.index(t.pool, rng);
                    t.pool[c]--;
                    t.hand[q][c]++;
                }
            }
            t.hiddenCards = null;
        }
        for (int q = 0; q < t.n; q++) if (t.pendingInitial[q] == HIDDEN_CHOICE) t.pendingInitial[q] = WeightedDraw.index(t.hand[q], rng);
        return t;
    }

    @Override
    public StrippedDownState allSeeing(StrippedDownState state, RandomGenerator rng) {
        StrippedDownState t = state.copy();
        t.script = null;
        t.scriptAt = 0;
        return t;
    }
}
