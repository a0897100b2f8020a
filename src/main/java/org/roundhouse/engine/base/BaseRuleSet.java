package org.roundhouse.engine.base;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.StepCodec;
import org.roundhouse.engine.RecipeBook;
import org.roundhouse.engine.Recipes;
import org.roundhouse.engine.TypedRuleSet;

/** The base game as the registry lists it: its options are the deck recipe, the two-player rules and the later dead-track rule. */
public final class BaseRuleSet extends TypedRuleSet<BaseGame> implements org.roundhouse.engine.bots.WithBots {
    public static final String RECIPE = "Recipe";
    public static final String TWO_PLAYER_RULES = "TwoPlayerRules";
    public static final String TWO_PLAYER_LAST_ROW = "TwoPlayerLastRow";
    public static final String DEAD_TRACK_RULE = "DeadTrackRule";

    private static final List<RuleOption> OPTIONS = List.of(
            RuleOption.deckRecipe(RECIPE, "recipe", "option.recipe", Recipes.standard().id()),
            RuleOption.yesNo(TWO_PLAYER_RULES, "two-player-rules", "option.twoPlayerRules", true),
            new RuleOption(TWO_PLAYER_LAST_ROW, "two-player-last-row", "option.twoPlayerLastRow",
                    List.of(TwoPlayerLastRow.THIRD.word(), TwoPlayerLastRow.FOURTH.word()), TwoPlayerLastRow.THIRD.word(), false,
                    "option.twoPlayerLastRow.meaning"),
            RuleOption.yesNo(DEAD_TRACK_RULE, "dead-track-rule", "option.deadTrackRule", false));

    public static final BaseRuleSet INSTANCE = new BaseRuleSet();

    private BaseRuleSet() {
        super(BaseGame.ID, "ruleset.base", OPTIONS);
    }

    @Override
    protected StepCodec codec() {
        return BaseCodec.CODEC;
    }

    @Override
    protected BaseGame create(Board board, Map<String, String> all, RecipeBook recipes) {
        return new BaseGame(board, baseOptions(all, recipes));
    }

    /** The base game with these options, through the seam. */
    public Game configure(Board board, BaseOptions options) {
        return configure(board, optionsOf(options));
    }

    /** The base game's engine with these options, as {@link #configure} shares it. */
    public BaseGame typed(Board board, BaseOptions options) {
        return typed(board, optionsOf(options));
    }

    /** The options as the seam names them (tag to canonical value, in order). */
    public static Map<String, String> optionsOf(BaseOptions o) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put(RECIPE, o.recipe().id());
        m.put(TWO_PLAYER_RULES, o.twoPlayerRules() ? RuleOption.YES : RuleOption.NO);
        m.put(TWO_PLAYER_LAST_ROW, o.twoPlayerLastRow().word());
        m.put(DEAD_TRACK_RULE, o.deadTrackRule() ? RuleOption.YES : RuleOption.NO);
        return m;
    }

    /** The engine's options from the seam's (complete, canonical). */
    static BaseOptions baseOptions(Map<String, String> all, RecipeBook recipes) {
        return new BaseOptions(recipes.require(all.get(RECIPE)), yes(all, TWO_PLAYER_RULES), yes(all, DEAD_TRACK_RULE),
                TwoPlayerLastRow.byWord(all.get(TWO_PLAYER_LAST_ROW)).orElseThrow(() -> new IllegalArgumentException(
                        TWO_PLAYER_LAST_ROW + " " + OPTIONS.get(2).problem(all.get(TWO_PLAYER_LAST_ROW)))));
    }

    @Override
    public org.roundhouse.engine.bots.Arena arena(Game game) {
        return BaseBots.arena(typed(game), org.roundhouse.engine.bots.LeafJudge.of(game));
    }
}
