package org.roundhouse.ui.edit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

import org.roundhouse.engine.Outcome;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.base.Phase;
import org.roundhouse.record.ChanceSampler;
import org.roundhouse.record.KnownDeck;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Replay;
import org.roundhouse.record.Turn;
import org.roundhouse.ui.StageFour;
import org.roundhouse.ui.doc.Edit;
import org.roundhouse.ui.doc.GameDocument;

/**
 * Making moves at the cursor of a document, one step at a time, as the rules allow: what
 * can be done now, and the edits that do it.
 *
 * <p>The cursor stands after a node. When that node's turn is finished (or at the start),
 * a step begins a new turn: the node's main continuation if it has none, otherwise a new
 * variation. When the node's turn is unfinished (the last move of a line, entered step by
 * step), a step extends it. Every step is one undoable {@link TurnEdit}. A turn that stops
 * at the optional Union Pacific exchange is closed with "keep" at once, so that it is
 * complete; {@link #exchangeInstead} turns the keep into an exchange while nothing follows.
 * A turn completed step by step that equals a move the record already holds there is not
 * added twice: the cursor goes to that move.
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
    private final BaseGame game;
    private final MoveNode at;
    /** The node the next step's turn follows. */
    private final MoveNode parent;
    /** The unfinished node the next step extends, or null when the next step begins a turn. */
    private final MoveNode extending;
    private final BaseState state;

    private MoveEntry(GameDocument document) {
        this.document = document;
        this.replay = document.replay();
        this.game = StageFour.engine(replay.game());
        this.at = document.cursor();
        this.state = StageFour.state(replay.stateAt(at));
        if (!at.isRoot() && !replay.isComplete(at) && !at.hasChildren()) {
            extending = at;
            parent = at.parent().orElseThrow();
        } else {
            extending = null;
            parent = at;
        }
    }

    /** What can be entered at the document's cursor now. */
    public static MoveEntry at(GameDocument document) {
        return new MoveEntry(document);
    }

    public GameDocument document() {
        return document;
    }

    public BaseGame game() {
        return game;
    }

    /** The position the next step is made in. */
    public BaseState state() {
        return state;
    }

    public Phase phase() {
        return state.phase();
    }

    /** The seat to act (for draws: whose draw it is). */
    public int seat() {
        return state.currentPlayer();
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
    public List<BaseMove> stepsSoFar() {
        return extending == null ? List.of() : StageFour.steps(extending.turn().steps());
    }

    /** The steps the rules allow now; at a draw, the cards that can come up. Empty when the game is over. */
    public List<BaseMove> legalSteps() {
        return game.legalMoves(state);
    }

    /** Why the step cannot be made now, in the engine's words; empty when it can. */
    public Optional<String> whyNot(BaseMove step) {
        return game.explainIllegal(state, step);
    }

    /** Why the rules refuse the step here, with the rule set's code, or empty when it is allowed. */
    public Optional<org.roundhouse.engine.Refusal> refusal(BaseMove step) {
        return replay.game().refusal(state, step);
    }

    /** True at a draw (a track card, or a card turned up from the share deck). */
    public boolean isDraw() {
        return state.isChanceNode();
    }

    /** At a draw: the cards that can come up (only cards the deck can still hold), with their weights. */
    public List<Outcome<BaseMove>> chanceOutcomes() {
        return isDraw() ? game.chanceOutcomes(state) : List.of();
    }

    /**
     * At a draw: the card the deck holds, when the record knows it: the setup wrote the deck
     * order down, or the main line shows what came next (a what-if line draws the cards the
     * deck really held), or only one card can come.
     */
    public Optional<BaseMove> knownCard() {
        if (!isDraw()) return Optional.empty();
        BaseState known = StageFour.state(KnownDeck.laidOn(replay.game(), state, KnownDeck.upcoming(replay, at)));
        List<Outcome<BaseMove>> outcomes = game.chanceOutcomes(known);
        return outcomes.size() == 1 ? Optional.of(outcomes.get(0).move()) : Optional.empty();
    }

    /**
     * True when the cursor's move ends with a "keep" at the exchange that an exchange could
     * replace: nothing follows the move yet.
     */
    public boolean canExchangeInstead() {
        return exchangeState().isPresent();
    }

    /** The companies the seat could give for a Union Pacific share instead of keeping. */
    public List<Integer> exchangeChoices() {
        List<Integer> out = new ArrayList<>();
        exchangeState().ifPresent(s -> {
            for (BaseMove m : game.legalMoves(s)) {
                if (m instanceof BaseMove.Exchange x && !x.keeps()) out.add(x.company());
            }
        });
        return out;
    }

    /** The position before the cursor move's closing keep, when it may be amended. */
    private Optional<BaseState> exchangeState() {
        if (at.isRoot() || at.hasChildren()) return Optional.empty();
        List<BaseMove> steps = StageFour.steps(at.turn().steps());
        if (!(steps.get(steps.size() - 1) instanceof BaseMove.Exchange x) || !x.keeps() || steps.size() < 2) return Optional.empty();
        List<BaseState> states = StageFour.states(replay.stepStates(at));
        BaseState before = states.get(states.size() - 2);
        return before.phase() == Phase.EXCHANGE && before.unionPacificLeft() > 0 ? Optional.of(before) : Optional.empty();
    }

    // ---- making steps

    /**
     * The edit that makes the step (a move the record already holds: the cursor goes there).
     *
     * @throws IllegalArgumentException with the engine's reason when the step is not allowed now
     */
    public Optional<Edit> edit(BaseMove step) {
        return edit(step, null);
    }

    private Optional<Edit> edit(BaseMove step, Long seed) {
        whyNot(step).ifPresent(why -> {
            throw new IllegalArgumentException(why);
        });
        List<BaseMove> steps = new ArrayList<>(stepsSoFar());
        steps.add(step);
        Map<Integer, Long> sampled = new HashMap<>(extending == null ? Map.of() : extending.sampledSteps());
        if (seed != null) sampled.put(steps.size() - 1, seed);
        BaseState start = StageFour.state(replay.stateAt(parent));
        BaseState after = game.applyLegal(state, step);
        if (after.phase() == Phase.EXCHANGE && !replay.game().turnEnded(start, after)) {
            steps.add(BaseMove.Exchange.keep(after.currentPlayer()));
            after = game.applyLegal(after, steps.get(steps.size() - 1));
        }
        Turn turn = start.phase() == Phase.INITIAL_INVESTMENT ? Turn.initial(steps) : Turn.of(steps.get(0).player(), steps);
        return put(stepName(step), parent, extending, turn, sampled, replay.game().turnEnded(start, after));
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
     * @throws IllegalArgumentException with the engine's reason when the step is not allowed now
     */
    public void play(BaseMove step) {
        edit(step).ifPresent(document::execute);
    }

    /**
     * At a draw whose card nobody saw: draws one of the cards that can come, at random, with
     * a seed kept in the record so the line replays identically.
     *
     * @return the card drawn
     * @throws IllegalStateException when no card is drawn now
     */
    public BaseMove sample(SplittableRandom rng) {
        if (!isDraw()) throw new IllegalStateException("no card is drawn now");
        long seed = ChanceSampler.newSeed(rng);
        BaseMove card = StageFour.step(ChanceSampler.sample(replay.game(), state, seed));
        edit(card, seed).ifPresent(document::execute);
        return card;
    }

    /**
     * Replaces the closing keep of the cursor's move with giving a share of the company for a
     * Union Pacific share.
     *
     * @throws IllegalArgumentException when that is not possible (the reason says why)
     */
    public void exchangeInstead(int company) {
        BaseState s = exchangeState().orElseThrow(() -> new IllegalArgumentException("the move does not end with keeping at the exchange"));
        BaseMove x = new BaseMove.Exchange(s.currentPlayer(), company);
        game.explainIllegal(s, x).ifPresent(why -> {
            throw new IllegalArgumentException(why);
        });
        List<BaseMove> steps = new ArrayList<>(StageFour.steps(at.turn().steps()));
        steps.set(steps.size() - 1, x);
        MoveNode p = at.parent().orElseThrow();
        put("Exchange", p, at, Turn.of(at.turn().player(), steps), at.sampledSteps(), true).ifPresent(document::execute);
    }

    /** Words for the Undo menu, in title case: "Undo Share Take". */
    static String stepName(BaseMove m) {
        StringBuilder b = new StringBuilder();
        for (String word : m.kindOfStep().split(" ")) {
            if (b.length() > 0) b.append(' ');
            b.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
        }
        return b.toString();
    }
}
