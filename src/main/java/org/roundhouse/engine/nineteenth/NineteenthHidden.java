package org.roundhouse.engine.nineteenth;

import java.util.random.RandomGenerator;
import org.roundhouse.engine.bots.Hidden;

/**
 * What the nineteenth-century variant hides: only the order of the cards under the face-up track
 * cards, from every seat alike. A redaction forgets the deck orders; the chance steps then turn up
 * cards in proportion to what the decks can still hold, which is a uniformly shuffled deck.
 */
public final class NineteenthHidden implements Hidden<NineteenthState> {
    @Override
    public NineteenthState redact(NineteenthState state, int seat) {
        return state.knowsDeckOrders() ? state.game().withoutDeckOrders(state) : state;
    }

    @Override
    public NineteenthState determinize(NineteenthState redacted, int seat, RandomGenerator rng) {
        // nothing to draw; a copy, so that a search may play its iterations on it in place
        return redacted.copy();
    }

    @Override
    public NineteenthState allSeeing(NineteenthState state, RandomGenerator rng) {
        return redact(state, 0);
    }
}
