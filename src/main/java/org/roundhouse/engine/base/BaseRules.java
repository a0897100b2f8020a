package org.roundhouse.engine.base;

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

/**
 * The base game through the seam: a {@link BaseGame} with its options, answering in
 * {@link GameState} and {@link Move}. The only place the seam's values are cast to the base
 * game's own types.
 *
 * <p>Refusal codes, besides the common ones of {@link Refusal}: {@value #NO_UNION_PACIFIC_LEFT}
 * (an exchange with the Union Pacific stack empty) and {@code illegal-<kind>}, e.g.
 * {@code illegal-build}, {@code illegal-investment}, for a step of the right kind at the
 * right time that the rules still refuse (the sentence says why).
 */
public final class BaseRules implements Game {
    public static final String NO_UNION_PACIFIC_LEFT = "no-union-pacific-left";

    private final RuleSet ruleSet;
    private final BaseGame game;
    private final Map<String, String> options;
    private final BaseNotation notation;

    BaseRules(RuleSet ruleSet, BaseGame game, Map<String, String> options) {
        this.ruleSet = ruleSet;
        this.game = game;
        this.options = Collections.unmodifiableMap(new java.util.LinkedHashMap<>(options));
        this.notation = new BaseNotation(game.board());
    }

    /** The engine behind the seam, for the base game's own package neighbours (its table view, its bots). */
    public BaseGame engine() {
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
        return BaseGame.MIN_PLAYERS;
    }

    @Override
    public int maxPlayers() {
        return BaseGame.MAX_PLAYERS;
    }

    private static BaseState state(GameState s) {
        if (s instanceof BaseState b) return b;
        throw new IllegalArgumentException("not a position of the base game: " + s.getClass().getSimpleName());
    }

    private static BaseMove step(Move m) {
        if (m instanceof BaseMove b) return b;
        throw new IllegalArgumentException("not a step of the base game: " + m);
    }

    @Override
    public BaseState newGame(Deal deal) {
        if (!(deal instanceof BaseSetup setup)) {
            throw new IllegalArgumentException("the deal is not one of the base game (" + deal.getClass().getSimpleName() + ")");
        }
        return game.newGame(setup);
    }

    @Override
    public BaseSetup randomDeal(int players, RandomGenerator rng) {
        return game.randomSetup(players, rng);
    }

    @Override
    public List<Move> legalMoves(GameState state) {
        return Collections.unmodifiableList(game.legalMoves(state(state)));
    }

    @Override
    public Optional<Refusal> refusal(GameState state, Move step) {
        if (!(step instanceof BaseMove m)) return Optional.of(new Refusal(Refusal.OUT_OF_PLACE, "not a step of the base game"));
        BaseState s = state(state);
        Optional<String> why = game.explainIllegal(s, m);
        if (why.isEmpty()) return Optional.empty();
        String sentence = why.get();
        String code;
        List<Object> args = List.of();
        if (s.isOver()) {
            code = Refusal.GAME_OVER;
        } else if (m.player() != s.currentPlayer()) {
            code = Refusal.NOT_YOUR_TURN;
            args = List.of(s.currentPlayer(), m.player());
        } else if (BaseGame.NO_UNION_PACIFIC_TO_EXCHANGE.equals(sentence)) {
            code = NO_UNION_PACIFIC_LEFT;
        } else if (m.phase() != s.phase()) {
            code = Refusal.OUT_OF_PLACE;
        } else {
            code = "illegal-" + m.kindOfStep().replace(' ', '-');
        }
        return Optional.of(new Refusal(code, sentence, args));
    }

    @Override
    public BaseState apply(GameState state, Move step) throws IllegalMoveException {
        return game.apply(state(state), step(step));
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public List<Outcome<Move>> chanceOutcomes(GameState state) {
        // an outcome is an immutable value: a list of outcomes of base steps is one of outcomes of steps
        return (List) Collections.unmodifiableList(game.chanceOutcomes(state(state)));
    }

    @Override
    public Move sampleChance(GameState state, RandomGenerator rng) {
        return game.sampleChance(state(state), rng);
    }

    @Override
    public boolean turnEnded(GameState turnStart, GameState now) {
        BaseState start = state(turnStart);
        BaseState s = state(now);
        if (start.phase() == Phase.INITIAL_INVESTMENT) return s.phase() != Phase.INITIAL_INVESTMENT;
        return s.isOver() || s.turn() != start.turn();
    }

    @Override
    public Refusal afterTurnEnd(GameState now, Move step) {
        BaseState s = state(now);
        if (s.isOver()) return new Refusal(Refusal.GAME_OVER, "the game is over");
        if (step instanceof BaseMove.Exchange && s.unionPacificLeft() == 0) {
            return new Refusal(NO_UNION_PACIFIC_LEFT, BaseGame.NO_UNION_PACIFIC_TO_EXCHANGE);
        }
        return new Refusal(Refusal.TURN_OVER, "the turn is over; the next turn starts with a track draw");
    }

    @Override
    public List<Move> closeTurn(GameState after, List<Move> steps) {
        BaseState s = state(after);
        if (s.phase() != Phase.EXCHANGE || steps.isEmpty()) return steps;
        List<Move> all = new ArrayList<>(steps);
        all.add(BaseMove.Exchange.keep(s.currentPlayer()));
        return all;
    }

    @Override
    public String expected(GameState state) {
        BaseState s = state(state);
        return switch (s.phase()) {
            case INITIAL_INVESTMENT -> "the initial investment of seat " + (char) ('A' + s.currentPlayer());
            case DRAW_TRACK -> "a track draw";
            case ACTION -> "a build, an investment or a pass";
            case TAKE_SHARE -> "a share take";
            case REVEAL -> "the card turned up from the share deck";
            case EXCHANGE -> "the exchange decision";
            case DISCARD -> "the track discard";
            case GAME_OVER -> "nothing (the game is over)";
        };
    }

    @Override
    public StepNotation notation() {
        return notation;
    }

    @Override
    public String toString() {
        return ruleSet.id() + " " + options;
    }
}
