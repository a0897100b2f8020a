package org.roundhouse.engine.fifthtest;

import java.util.random.RandomGenerator;
import org.roundhouse.engine.base.BaseHidden;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.bots.Hidden;

/** What a seat cannot see: exactly the base game's (the contract test looks for one {@link Hidden} in a rule set's package). */
public final class FlatDividendHidden implements Hidden<BaseState> {
    private final BaseHidden base = new BaseHidden();

    @Override
    public BaseState redact(BaseState state, int seat) {
        return base.redact(state, seat);
    }

    @Override
    public BaseState determinize(BaseState redacted, int seat, RandomGenerator rng) {
        return base.determinize(redacted, seat, rng);
    }

    @Override
    public BaseState allSeeing(BaseState state, RandomGenerator rng) {
        return base.allSeeing(state, rng);
    }
}
