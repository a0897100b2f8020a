package org.roundhouse.engine.base;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.roundhouse.engine.WeightedDraw;
import org.roundhouse.engine.bots.Hidden;

/**
 * What a seat of the base game cannot see, expressed with the engine's own unknown cards
 * (see docs/bots.md). A redacted state is a {@link BaseState} in which:
 * <ul>
 * <li>the others' company shares in hand are unknown cards ({@link BaseState#hiddenShares}),
 *     back in the pool of unseen shares; their Union Pacific shares stay known, as everybody
 *     sees them taken;</li>
 * <li>the others' track cards are unknown cards, back in the pool of unseen track cards;</li>
 * <li>the shares the others gave for Union Pacific shares are back in the pool of unseen
 *     shares (they are out of the game, but nobody knows which they were); a Union Pacific
 *     share given for another counts as one of those, the seat keeping it in hand, since
 *     the others cannot tell it from a company share given face down;</li>
 * <li>a first investment another seat has laid face down is {@link #UNKNOWN_INITIAL}, its card
 *     back in that seat's hand as an unknown card;</li>
 * <li>neither deck order is known: cards come out of the pools in proportion to what is left.</li>
 * </ul>
 */
public final class BaseHidden implements Hidden<BaseState> {
    /** In a redacted state: another seat's first investment, chosen but not yet seen. */
    public static final int UNKNOWN_INITIAL = -2;

    @Override
    public BaseState redact(BaseState state, int seat) {
        if (seat < 0 || seat >= state.n) throw new IllegalArgumentException("no seat " + seat);
        BaseState r = state.copy();
        int k = r.k;
        int t = r.t;
        int companies = r.board.companyCount();
        int up = companies;
        BaseTable.forgetDeckOrders(r);
        for (int q = 0; q < r.n; q++) {
            if (q == seat) continue;
            int pending = r.pendingInitial[q];
            if (pending >= 0) {
                r.pendingInitial[q] = UNKNOWN_INITIAL;
                if (pending == up) {
                    r.hand[q * k + up]++;
                } else {
                    r.hiddenShares[q]++;
                    r.pool[pending]++;
                }
            }
            int heldShares = 0;
            for (int c = 0; c < companies; c++) {
                int held = r.hand[q * k + c];
                heldShares += held;
                r.hand[q * k + c] = 0;
                r.hiddenShares[q] += held;
                r.pool[c] += held + r.exchanged[q * k + c];
            }
            // A Union Pacific share given for another looks like any share given face down:
            // as far as the others can tell, the seat still holds it and gave one of its
            // hidden shares instead (unless it has too few hidden shares for that to be so).
            int gaveUp = r.exchanged[q * k + up];
            int looksLikeAShare = Math.min(gaveUp, heldShares);
            r.hand[q * k + up] += looksLikeAShare;
            r.hiddenShares[q] -= looksLikeAShare;
            Arrays.fill(r.exchanged, q * k, q * k + k, 0);
            r.exchanged[q * k + up] = gaveUp - looksLikeAShare;
            for (int kind = 0; kind < t; kind++) {
                int held = r.track[q * t + kind];
                r.track[q * t + kind] = 0;
                r.hiddenTrack[q] += held;
                r.trackDeck[kind] += held;
            }
        }
        return r;
    }

    @Override
    public BaseState determinize(BaseState redacted, int seat, RandomGenerator rng) {
        BaseState d = redacted.copy();
        int k = d.k;
        int t = d.t;
        // The unseen shares beyond the deck and the unknown hands are the ones given for Union
        // Pacific shares: out of the game, drawn like any other unseen card.
        int deckShares = 0;
        for (int i = d.stack; i < d.stackShares.length; i++) deckShares += d.stackShares[i];
        int extra = Arrays.stream(d.pool).sum() - deckShares - Arrays.stream(d.hiddenShares).sum();
        // Which seat gave which is not kept (play never reads it): they are put with the next seat's.
        int giver = (seat + 1) % d.n;
        for (int i = 0; i < extra; i++) {
            int c = WeightedDraw.take(d.pool, rng);
            d.exchanged[giver * k + c]++;
        }
        for (int q = 0; q < d.n; q++) {
            for (int i = d.hiddenShares[q]; i > 0; i--) {
                int c = WeightedDraw.take(d.pool, rng);
                d.hand[q * k + c]++;
            }
            d.hiddenShares[q] = 0;
            for (int i = d.hiddenTrack[q]; i > 0; i--) {
                int kind = WeightedDraw.take(d.trackDeck, rng);
                d.track[q * t + kind]++;
            }
            d.hiddenTrack[q] = 0;
            if (d.pendingInitial[q] == UNKNOWN_INITIAL) {
                // which card it was is a choice, not a draw: any card of the hand, equally likely
                int c = WeightedDraw.index(Arrays.copyOfRange(d.hand, q * k, q * k + k), rng);
                d.hand[q * k + c]--;
                d.pendingInitial[q] = c;
            }
        }
        return d;
    }

    @Override
    public BaseState allSeeing(BaseState state, RandomGenerator rng) {
        BaseState r = state.copy();
        BaseTable.forgetDeckOrders(r);
        boolean unknown = false;
        for (int q = 0; q < r.n; q++) unknown |= r.hiddenShares[q] > 0 || r.hiddenTrack[q] > 0;
        return unknown ? determinize(r, 0, rng) : r;
    }
}
