package org.roundhouse.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.roundhouse.board.Board;

/** What every rule set's {@link Game} holds the same way: the rule set, the board and the options it was made for. */
public abstract class ConfiguredGame implements Game {
    private final RuleSet ruleSet;
    private final Board board;
    private final Map<String, String> options;

    protected ConfiguredGame(RuleSet ruleSet, Board board, Map<String, String> options) {
        this.ruleSet = ruleSet;
        this.board = board;
        this.options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    @Override
    public final RuleSet ruleSet() {
        return ruleSet;
    }

    @Override
    public final Board board() {
        return board;
    }

    @Override
    public final Map<String, String> options() {
        return options;
    }

    @Override
    public String toString() {
        return ruleSet.id() + " " + options;
    }

    /**
     * The first investments end once no seat is choosing any more; any other turn when the
     * next one begins or the game is over. A rule set whose turns end otherwise says so.
     */
    @Override
    public boolean turnEnded(GameState turnStart, GameState now) {
        if (turnStart.isSimultaneous()) return !now.isSimultaneous();
        return now.isOver() || now.turn() != turnStart.turn();
    }
}
