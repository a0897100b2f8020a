package org.roundhouse.engine;

import static org.roundhouse.text.Messages.WORDS;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.roundhouse.board.Board;

/**
 * A rule set's {@link TypedGame} as the seam's {@link Game}: the one place where a
 * {@link GameState}, {@link Move} or {@link Deal} is cast back to the rule set's own type. A
 * step of another class is refused ({@value #FOREIGN_STEP}), a position or deal of another
 * class is a programming error and throws.
 */
public final class ErasedGame<S extends GameState, M extends Move, D extends Deal> implements Game {
    /** The refusal code of a step that is no step of this rule set at all. */
    public static final String FOREIGN_STEP = "foreign-step";

    private final RuleSet ruleSet;
    private final TypedGame<S, M, D> rules;
    private final Map<String, String> options;

    public ErasedGame(RuleSet ruleSet, TypedGame<S, M, D> rules, Map<String, String> options) {
        this.ruleSet = ruleSet;
        this.rules = rules;
        this.options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    /** The typed rules behind it. */
    public TypedGame<S, M, D> rules() {
        return rules;
    }

    private S state(GameState s) {
        if (rules.stateType().isInstance(s)) return rules.stateType().cast(s);
        throw new IllegalArgumentException(WORDS.text("erased.notPosition", ruleSet.title(), s == null ? "null" : s.getClass().getSimpleName()));
    }

    private D deal(Deal d) {
        if (rules.dealType().isInstance(d)) return rules.dealType().cast(d);
        throw new IllegalArgumentException(WORDS.text("erased.notDeal", ruleSet.title(), d == null ? "null" : d.getClass().getSimpleName()));
    }

    private M step(Move m) {
        if (rules.moveType().isInstance(m)) return rules.moveType().cast(m);
        throw new IllegalArgumentException(WORDS.text("erased.notStep", ruleSet.title(), m == null ? "null" : m.getClass().getSimpleName()));
    }

    private boolean ours(Move m) {
        return rules.moveType().isInstance(m);
    }

    private Refusal foreign(Move m) {
        return new Refusal(FOREIGN_STEP, WORDS.text("refusal.foreignStep", m, ruleSet.title()));
    }

    @Override
    public RuleSet ruleSet() {
        return ruleSet;
    }

    @Override
    public Board board() {
        return rules.board();
    }

    @Override
    public Map<String, String> options() {
        return options;
    }

    @Override
    public int minPlayers() {
        return rules.minPlayers();
    }

    @Override
    public int maxPlayers() {
        return rules.maxPlayers();
    }

    @Override
    public GameState newGame(Deal deal) {
        return rules.newGame(deal(deal));
    }

    @Override
    public Deal randomDeal(int players, RandomGenerator rng) {
        return rules.randomDeal(players, rng);
    }

    @Override
    public Deal pairedDeal(int players, long seed) {
        return rules.pairedDeal(players, seed);
    }

    @Override
    public List<Move> legalMoves(GameState state) {
        return Collections.unmodifiableList(rules.legalMoves(state(state)));
    }

    @Override
    public Optional<Refusal> refusal(GameState state, Move step) {
        S s = state(state);
        if (!ours(step)) return Optional.of(foreign(step));
        return rules.refusal(s, step(step));
    }

    @Override
    public GameState apply(GameState state, Move step) throws IllegalMoveException {
        S s = state(state);
        if (!ours(step)) throw new IllegalMoveException(step, foreign(step).sentence());
        return rules.apply(s, step(step));
    }

    @Override
    public GameState applyLegal(GameState state, Move step) {
        return rules.applyLegal(state(state), step(step));
    }

    @Override
    @SuppressWarnings("unchecked")
    public List<Outcome<Move>> chanceOutcomes(GameState state) {
        return (List<Outcome<Move>>) (List<?>) rules.chanceOutcomes(state(state));
    }

    @Override
    public Move sampleChance(GameState state, RandomGenerator rng) {
        return rules.sampleChance(state(state), rng);
    }

    @Override
    public boolean turnEnded(GameState turnStart, GameState now) {
        return rules.turnEnded(state(turnStart), state(now));
    }

    @Override
    public Refusal afterTurnEnd(GameState now, Move step) {
        return rules.afterTurnEnd(state(now), step);
    }

    @Override
    public List<Move> closeTurn(GameState after, List<Move> steps) {
        return rules.closeTurn(state(after), steps);
    }

    @Override
    public boolean belongsHere(GameState state, Move step) {
        return ours(step) && rules.belongsHere(state(state), step(step));
    }

    @Override
    public String expected(GameState state) {
        return rules.expected(state(state));
    }

    @Override
    public Optional<Drawn> drawn(Move step) {
        return ours(step) ? rules.drawn(step(step)) : Optional.empty();
    }

    @Override
    public int deckSize(GameState state, String deck) {
        return rules.deckSize(state(state), deck);
    }

    @Override
    public boolean knowsDeckOrder(GameState state, String deck) {
        return rules.knowsDeckOrder(state(state), deck);
    }

    @Override
    public GameState withDeckOrder(GameState state, String deck, List<Integer> upcoming) {
        return rules.withDeckOrder(state(state), deck, upcoming);
    }

    @Override
    public List<HandCard> shownHandCards(GameState before, Move step) {
        return ours(step) ? rules.shownHandCards(state(before), step(step)) : List.of();
    }

    @Override
    public Playout randomPlay(Deal deal, long seed) {
        return rules.randomPlay(deal(deal), seed);
    }

    @Override
    public boolean housePlays(int players) {
        return rules.housePlays(players);
    }

    @Override
    public int[] unionPacificRow(int dividend, int players) {
        return rules.unionPacificRow(dividend, players);
    }

    @Override
    public PublicView view(GameState state) {
        return rules.view(state(state));
    }

    @Override
    public PositionFacts facts(GameState state, int viewer) {
        return rules.facts(state(state), viewer);
    }

    @Override
    public List<SeriesSpec> extraSeries() {
        return rules.extraSeries();
    }

    @Override
    public BoardPicture boardPicture() {
        return rules.boardPicture();
    }

    @Override
    public Optional<Built> built(Move step) {
        return ours(step) ? rules.built(step(step)) : Optional.empty();
    }

    @Override
    public String describeOptions(int players) {
        return rules.describeOptions(players);
    }

    @Override
    public String rulesInBrief(int players) {
        return rules.rulesInBrief(players);
    }

    @Override
    public StepWords words() {
        return rules.words();
    }

    @Override
    public StepNotation notation() {
        return rules.notation();
    }

    @Override
    public StepXml xml() {
        return rules.xml();
    }

    @Override
    public String toString() {
        return ruleSet.id() + " " + options;
    }
}
