package org.roundhouse.engine.strippeddown;

import java.util.List;
import java.util.Map;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.RecipeBook;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.StepCodec;
import org.roundhouse.engine.TypedRuleSet;
import org.roundhouse.engine.bots.Arena;
import org.roundhouse.engine.bots.WithBots;

/** The stripped-down variant as the registry lists it. */
public final class StrippedDownRuleSet extends TypedRuleSet<StrippedDown> implements WithBots {
    /** {@code yes}: a row holds at most the company's trains in the box; {@code no}: rows have no limit. */
    public static final String TRAIN_LIMIT = "TrainLimit";
    /** {@code yes}: four face-up shares of one company are removed and the piles refilled; {@code no}: they stay. */
    public static final String FOUR_OF_A_KIND = "FourOfAKind";

    private static final List<RuleOption> OPTIONS = List.of(
            RuleOption.yesNo(TRAIN_LIMIT, "train-limit", "option.trainLimit", true),
            new RuleOption(FOUR_OF_A_KIND, "four-of-a-kind", "option.fourOfAKind",
                    List.of(RuleOption.YES, RuleOption.NO), RuleOption.NO, false, ""));

    public static final StrippedDownRuleSet INSTANCE = new StrippedDownRuleSet();

    private StrippedDownRuleSet() {
        super(StrippedDown.ID, "ruleset.strippedDown", OPTIONS);
    }

    @Override
    protected StepCodec codec() {
        return StrippedDownCodec.CODEC;
    }

    @Override
    protected StrippedDown create(Board board, Map<String, String> all, RecipeBook recipes) {
        return new StrippedDown(board, yes(all, TRAIN_LIMIT), yes(all, FOUR_OF_A_KIND));
    }

    @Override
    public Arena arena(Game game) {
        return StrippedDownBots.arena(typed(game), org.roundhouse.engine.bots.LeafJudge.of(game));
    }
}
