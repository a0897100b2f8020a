package org.roundhouse.engine.upfortwo;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Deal;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.IllegalMoveException;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.Refusal;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.StepNotation;
import org.roundhouse.engine.base.BaseMove;

/**
 * "Union Pacific for two" through the seam. Its notation is not written yet (the next step
 * of issue #10): {@link #notation} says so rather than writing something records would
 * later have to unlearn.
 */
public final class UpForTwoRules implements Game {
    private final RuleSet ruleSet;
    private final UpForTwo game;
    private final Map<String, String> options;

    UpForTwoRules(RuleSet ruleSet, UpForTwo game, Map<String, String> options) {
        this.ruleSet = ruleSet;
        this.game = game;
        this.options = Collections.unmodifiableMap(new java.util.LinkedHashMap<>(options));
    }

    public UpForTwo engine() {
        return game;
    }

    @Override
    public RuleSet ruleSet() {
        return ruleSet;
    }

    @Override
    public Board board() {
        return game.board();
    }

    @Override
    public Map<String, String> options() {
        return options;
    }

    @Override
    public int minPlayers() {
        return UpForTwo.PLAYERS;
    }

    @Override
    public int maxPlayers() {
        return UpForTwo.PLAYERS;
    }

    private static UpForTwoState state(GameState s) {
        if (s instanceof UpForTwoState u) return u;
        throw new IllegalArgumentException("not a position of Union Pacific for two: " + s.getClass().getSimpleName());
    }

    @Override
    public UpForTwoState newGame(Deal deal) {
        if (!(deal instanceof UpForTwoSetup setup)) {
            throw new IllegalArgumentException("the deal is not one of Union Pacific for two (" + deal.getClass().getSimpleName() + ")");
        }
        return game.newGame(setup);
    }

    @Override
    public UpForTwoSetup randomDeal(int players, RandomGenerator rng) {
        if (players != UpForTwo.PLAYERS) throw new IllegalArgumentException("Union Pacific for two is for 2 players, not " + players);
        return game.randomSetup(rng);
    }

    @Override
    public List<Move> legalMoves(GameState state) {
        return Collections.unmodifiableList(game.legalMoves(state(state)));
    }

    @Override
    public Optional<Refusal> refusal(GameState state, Move step) {
        UpForTwoState s = state(state);
        return game.explainIllegal(s, step).map(sentence -> new Refusal(
                s.isOver() ? Refusal.GAME_OVER : step.player() != s.currentPlayer() ? Refusal.NOT_YOUR_TURN : "illegal-step",
                sentence));
    }

    @Override
    public UpForTwoState apply(GameState state, Move step) throws IllegalMoveException {
        return game.apply(state(state), step);
    }

    @Override
    public List<Outcome<Move>> chanceOutcomes(GameState state) {
        return game.chanceOutcomes(state(state));
    }

    @Override
    public Move sampleChance(GameState state, RandomGenerator rng) {
        return game.sampleChance(state(state), rng);
    }

    @Override
    public boolean turnEnded(GameState turnStart, GameState now) {
        UpForTwoState start = state(turnStart);
        UpForTwoState s = state(now);
        if (start.phase() == UpForTwoPhase.INITIAL_INVESTMENT) return s.phase() != UpForTwoPhase.INITIAL_INVESTMENT;
        return s.isOver() || s.turn() != start.turn();
    }

    @Override
    public Refusal afterTurnEnd(GameState now, Move step) {
        if (now.isOver()) return new Refusal(Refusal.GAME_OVER, "the game is over");
        return new Refusal(Refusal.TURN_OVER, "the turn is over; the next turn starts with a track draw");
    }

    @Override
    public List<Move> closeTurn(GameState after, List<Move> steps) {
        UpForTwoState s = state(after);
        if (s.phase() != UpForTwoPhase.EXCHANGE || steps.isEmpty()) return steps;
        List<Move> all = new ArrayList<>(steps);
        all.add(BaseMove.Exchange.keep(s.currentPlayer()));
        return all;
    }

    @Override
    public String expected(GameState state) {
        return switch (state(state).phase()) {
            case INITIAL_INVESTMENT -> "the initial investment of seat " + (char) ('A' + state.currentPlayer());
            case THREE_OF_A_KIND -> "showing three of a kind or keeping them";
            case DRAW_TRACK -> "a track draw";
            case ACTION -> "a build, an investment or a pass";
            case DISCARD -> "the track discard";
            case TAKE_SHARE -> "a share draw: face up, from the main deck or from the personal deck";
            case REVEAL -> "the card turned up from the main deck";
            case PERSONAL_REVEAL -> "the card drawn from the personal deck";
            case EXCHANGE -> "the trade decision";
            case GAME_OVER -> "nothing (the game is over)";
        };
    }

    @Override
    public StepNotation notation() {
        throw new UnsupportedOperationException("records of Union Pacific for two cannot be written or read yet");
    }

    @Override
    public String toString() {
        return ruleSet.id() + " " + options;
    }
}
