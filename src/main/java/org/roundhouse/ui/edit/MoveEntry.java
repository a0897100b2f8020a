package org.roundhouse.ui.edit;

import static org.roundhouse.text.Messages.UI;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;

import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.Refusal;
import org.roundhouse.record.ChanceSampler;
import org.roundhouse.record.KnownDeck;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Replay;
import org.roundhouse.record.Turn;
import org.roundhouse.ui.doc.Edit;
import org.roundhouse.ui.doc.GameDocument;

/**
 * Making moves at the cursor of a document, one step at a time, as the rules allow: what
 * can be done now, and the edits that do it. Rule-set neutral: it speaks the seam's
 * {@link Game}, {@link GameState} and {@link Move}; what a step looks like on screen is the
 * rule set's entry plugin's ({@code org.roundhouse.ui.rules}).
 *
 * <p>The cursor stands after a node. When that node's turn is finished (or at the start),
 * a step begins a new turn: the node's main continuation if it has none, otherwise a new
 * variation. When the node's turn is unfinished (the last move of a line, entered step by
 * step), a step extends it. Every step is one undoable {@link TurnEdit}. A turn that stops
 * where the rules imply a closing step ({@link Game#closeTurn}: the base game's optional
 * Union Pacific exchange) is closed with that step at once, so that it is complete;
 * {@link #closeInstead} replaces the closing step with another one allowed there while
 * nothing follows. A turn completed step by step that equals a move the record already
 * holds there is not added twice: the cursor goes to that move.
 *
 * <p>At a draw, the card the deck holds is known where the main line (or the setup) shows
 * it ({@link KnownDeck}): {@link #knownCard()}. Otherwise the user picks one of the cards
 * that can come ({@link #chanceOutcomes()}), or {@link #sample} draws one with a recorded
 * seed.
 *
 * <p>Immutable snapshot of one position; make a new one when the document changes. Event
 * dispatch thread.
 */
public final class MoveEntry {
    private final GameDocument document;
    private final Replay replay;
    private final Game game;
    private final MoveNode at;
    /** The node the next step's turn follows. */
    private final MoveNode parent;
    /** The unfinished node the next step extends, or null when the next step begins a turn. */
    private final MoveNode extending;
    private final GameState state;
    private final Function<Move, String> stepNames;

    private MoveEntry(GameDocument document, Function<Move, String> stepNames) {
        this.document = document;
        this.replay = document.replay();
        this.game = replay.game();
        this.at = document.cursor();
        this.state = replay.stateAt(at);
        this.stepNames = stepNames;
        if (!at.isRoot() && !replay.isComplete(at) && !at.hasChildren()) {
            extending = at;
            parent = at.parent().orElseThrow();
        } else {
            extending = null;
            parent = at;
        }
    }

    /** What can be entered at the document's cursor now; the undo menu calls every step "Step". */
    public static MoveEntry at(GameDocument document) {
        return new MoveEntry(document, m -> UI.text("edit.name.step"));
    }

    /**
     * What can be entered at the document's cursor now.
     *
     * @param stepNames what the undo menu calls a step, in title case ("Share Take"): the rule set's plugin knows
     */
    public static MoveEntry at(GameDocument document, Function<Move, String> stepNames) {
        return new MoveEntry(document, stepNames);
    }

    public GameDocument document() {
        return document;
    }

    /** The rules the document is played by. */
    public Game game() {
        return game;
    }

    /** The position the next step is made in. */
    public GameState state() {
        return state;
    }

    /** The seat to act (for draws: whose draw it is). */
    public int seat() {
        return state.currentPlayer();
    }

    public boolean isOver() {
        return state.isOver();
    }

    /** True when the next step begins a turn (rather than continuing one entered step by step). */
    public boolean beginsTurn() {
        return extending == null;
    }

    /**
     * True when a move made now opens a new variation, because the record already goes on
     * from here.
     */
    public boolean opensVariation() {
        return extending == null && parent.hasChildren();
    }

    /** The steps of the turn entered so far (empty when the next step begins a turn). */
    public List<Move> stepsSoFar() {
        return extending == null ? List.of() : extending.turn().steps();
    }

    /** The steps the rules allow now; at a draw, the cards that can come up. Empty when the game is over. */
    public List<Move> legalSteps() {
        return game.legalMoves(state);
    }

    /** Why the rules refuse the step here, with the rule set's code, or empty when it is allowed. */
    public Optional<Refusal> refusal(Move step) {
        return game.refusal(state, step).map(r -> r.named(replay::playerName));
    }

    /** Why the step cannot be made now, in the rule set's words; empty when it can. */
    public Optional<String> whyNot(Move step) {
        return refusal(step).map(Refusal::sentence);
    }

    /** True at a draw (a card to be turned up: chance decides). */
    public boolean isDraw() {
        return state.isChanceNode();
    }

    /** At a draw: the cards that can come up (only cards the deck can still hold), with their weights. */
    public List<Outcome<Move>> chanceOutcomes() {
        return isDraw() ? game.chanceOutcomes(state) : List.of();
    }

    /**
     * At a draw: the card the deck holds, when the record knows it: the setup wrote the deck
     * order down, or the main line shows what came next (a what-if line draws the cards the
     * deck really held), or only one card can come.
     */
    public Optional<Move> knownCard() {
        if (!isDraw()) return Optional.empty();
        GameState known = KnownDeck.laidOn(game, state, KnownDeck.upcoming(replay, at));
        List<Outcome<Move>> outcomes = game.chanceOutcomes(known);
        return outcomes.size() == 1 ? Optional.of(outcomes.get(0).move()) : Optional.empty();
    }

    /**
     * The steps that could replace the closing step the rules implied at the end of the
     * cursor's move (the base game's "keep" at the exchange: the exchanges), while nothing
     * follows the move; empty when there is none to replace.
     */
    public List<Move> closeAlternatives() {
        Optional<GameState> before = closeState();
        if (before.isEmpty()) return List.of();
        List<Move> steps = at.turn().steps();
        Move closing = steps.get(steps.size() - 1);
        return game.legalMoves(before.get()).stream().filter(m -> !m.equals(closing)).toList();
    }

    /** The position before the cursor move's implied closing step, when it may be amended. */
    private Optional<GameState> closeState() {
        if (at.isRoot() || at.hasChildren()) return Optional.empty();
        List<Move> steps = at.turn().steps();
        if (steps.size() < 2) return Optional.empty();
        List<GameState> states = replay.stepStates(at);
        if (states.size() != steps.size()) return Optional.empty();
        GameState before = states.get(states.size() - 2);
        List<Move> open = steps.subList(0, steps.size() - 1);
        // the last step is the one the rules add when the turn stops there
        return game.closeTurn(before, open).equals(steps) ? Optional.of(before) : Optional.empty();
    }

    // ---- making steps

    /**
     * The edit that makes the step (a move the record already holds: the cursor goes there).
     *
     * @throws IllegalArgumentException with the rule set's reason when the step is not allowed now
     */
    public Optional<Edit> edit(Move step) {
        return edit(step, null);
    }

    private Optional<Edit> edit(Move step, Long seed) {
        whyNot(step).ifPresent(why -> {
            throw new IllegalArgumentException(why);
        });
        List<Move> steps = new ArrayList<>(stepsSoFar());
        steps.add(step);
        Map<Integer, Long> sampled = new HashMap<>(extending == null ? Map.of() : extending.sampledSteps());
        if (seed != null) sampled.put(steps.size() - 1, seed);
        GameState start = replay.stateAt(parent);
        GameState after = game.applyLegal(state, step);
        if (!game.turnEnded(start, after)) {
            List<Move> closed = game.closeTurn(after, steps);
            for (Move m : closed.subList(steps.size(), closed.size())) after = game.applyLegal(after, m);
            steps = new ArrayList<>(closed);
        }
        Turn turn = start.isSimultaneous() ? Turn.initial(steps) : Turn.of(steps.get(0).player(), steps);
        return put(stepNames.apply(step), parent, extending, turn, sampled, game.turnEnded(start, after));
    }

    /** The edit that puts the turn in (or follows the equal move the record holds when the turn is complete). */
    private Optional<Edit> put(String name, MoveNode parent, MoveNode replaced, Turn turn, Map<Integer, Long> sampled,
                               boolean complete) {
        if (complete) {
            for (MoveNode c : parent.children()) {
                if (c != replaced && c.turn().equals(turn)) {
                    if (replaced == null) {
                        document.setCursor(c);
                        return Optional.empty();
                    }
                    return Optional.of(new FollowEdit(replaced, c));
                }
            }
        }
        return Optional.of(new TurnEdit(name, parent, replaced, turn, sampled));
    }

    /**
     * Makes the step (or goes to the move the record already holds).
     *
     * @throws IllegalArgumentException with the rule set's reason when the step is not allowed now
     */
    public void play(Move step) {
        edit(step).ifPresent(document::execute);
    }

    /**
     * At a draw whose card nobody saw: draws one of the cards that can come, at random, with
     * a seed kept in the record so the line replays identically.
     *
     * @return the card drawn
     * @throws IllegalStateException when no card is drawn now
     */
    public Move sample(SplittableRandom rng) {
        if (!isDraw()) throw new IllegalStateException("no card is drawn now");
        long seed = ChanceSampler.newSeed(rng);
        Move card = ChanceSampler.sample(game, state, seed);
        edit(card, seed).ifPresent(document::execute);
        return card;
    }

    /**
     * Replaces the closing step of the cursor's move (the rules implied it) with another
     * step allowed there: for the base game, an exchange instead of keeping.
     *
     * @throws IllegalArgumentException when that is not possible (the reason says why)
     */
    public void closeInstead(Move step) {
        GameState s = closeState().orElseThrow(() -> new IllegalArgumentException("the move does not end with a step the rules implied"));
        game.refusal(s, step).ifPresent(why -> {
            throw new IllegalArgumentException(why.sentence());
        });
        List<Move> steps = new ArrayList<>(at.turn().steps());
        steps.set(steps.size() - 1, step);
        GameState after = game.applyLegal(s, step);
        if (!game.turnEnded(replay.stateAt(at.parent().orElseThrow()), after)) {
            throw new IllegalArgumentException("the turn would not be over after it");
        }
        MoveNode p = at.parent().orElseThrow();
        put(stepNames.apply(step), p, at, Turn.of(at.turn().player(), steps), at.sampledSteps(), true).ifPresent(document::execute);
    }
}
