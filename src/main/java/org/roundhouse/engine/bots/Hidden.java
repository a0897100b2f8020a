package org.roundhouse.engine.bots;

import java.util.random.RandomGenerator;
import org.roundhouse.engine.GameState;

/**
 * What a rule set hides from a seat, and how to fill it back in. A bot is only ever handed
 * {@link #redact redacted} states; a search bot {@link #determinize determinizes} them to
 * play its trials on.
 *
 * @param <S> the rule set's state type
 */
public interface Hidden<S extends GameState> {
    /**
     * The same state as {@code seat} sees it: of the type the rules accept, with everything the
     * seat cannot see made unknown (the others' cards, the deck orders, choices still face
     * down). Two states the seat cannot tell apart give equal redactions.
     */
    S redact(S state, int seat);

    /**
     * A concrete position drawn at random among those consistent with a redacted state, each
     * unseen card equally likely to be anywhere it could be. Cards not yet drawn stay in
     * unordered pools: the rule set's chance steps draw them in proportion to what is left,
     * which is a uniformly shuffled deck.
     */
    S determinize(S redacted, int seat, RandomGenerator rng);

    /**
     * The position as the all-seeing eye knows it at the table: every hand and face-down card
     * as the state holds it, but the deck orders forgotten (the cards to come are chance, even
     * where a record wrote their order down), and any card the state leaves unknown (a hand a
     * record did not write down) drawn at random among the unseen cards.
     */
    S allSeeing(S state, RandomGenerator rng);
}
