package org.roundhouse.record;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.WeakHashMap;
import org.roundhouse.board.Board;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;

/**
 * Turns a record into positions: the {@link GameState} after any node of its move tree.
 *
 * <pre>{@code
 * Replay replay = Replay.of(record);
 * GameState start = replay.initialState();          // after the deal
 * for (MoveNode node : replay.mainLine()) {
 *     GameState after = replay.stateAt(node);       // after the node's turn
 * }
 * List<MoveNode> path = replay.line(someVariationNode); // initial investments .. node
 * }</pre>
 *
 * <p>States are immutable, so each is computed once per node and cached (weakly: nodes
 * removed from the tree are forgotten). A position is found by walking up to the nearest
 * cached ancestor and playing the turns from there. The cache is safe to use from several
 * threads.
 *
 * <p>The record is read, never changed, except by {@link #addTurn}, which checks a turn
 * with the rules before adding it. Changing the setup needs a new Replay.
 */
public final class Replay {
    private final GameRecord record;
    private final Game game;
    private final GameState initial;
    private final Map<MoveNode, GameState> cache = new WeakHashMap<>();

    private Replay(GameRecord record) {
        this.record = record;
        this.game = record.setup().game();
        this.initial = game.newGame(record.setup().deal());
    }

    /**
     * The replay of a record.
     *
     * @throws IllegalArgumentException when the setup names an unknown board, rule set or
     *     recipe, or the deal is impossible (the message says why)
     */
    public static Replay of(GameRecord record) {
        return new Replay(record);
    }

    public GameRecord record() {
        return record;
    }

    /** The rules the record is played by. */
    public Game game() {
        return game;
    }

    public Board board() {
        return game.board();
    }

    /** Player names in seat order. */
    public List<String> playerNames() {
        return record.setup().players();
    }

    public String playerName(int seat) {
        return record.setup().players().get(seat);
    }

    /** The position after the deal, before the initial investments (= {@code stateAt(root)}). */
    public GameState initialState() {
        return initial;
    }

    /**
     * The position after the node's turn; for the root, the position after the deal.
     *
     * @throws ReplayException if a turn on the way is refused by the rules (only possible
     *     in a tree edited without {@link #addTurn})
     */
    public GameState stateAt(MoveNode node) {
        if (node.isRoot()) return initial;
        List<MoveNode> todo = new ArrayList<>();
        GameState s;
        synchronized (cache) {
            MoveNode n = node;
            s = null;
            while (!n.isRoot()) {
                s = cache.get(n);
                if (s != null) break;
                todo.add(n);
                n = n.parent().orElseThrow();
            }
            if (s == null) s = initial;
        }
        for (int i = todo.size() - 1; i >= 0; i--) {
            MoveNode n = todo.get(i);
            List<GameState> states = play(s, n);
            s = states.get(states.size() - 1);
            synchronized (cache) {
                cache.put(n, s);
            }
        }
        return s;
    }

    /** The position before the node's turn (after its parent). */
    public GameState stateBefore(MoveNode node) {
        return stateAt(node.parent().orElseThrow(() -> new IllegalArgumentException("the root has no turn")));
    }

    /** The position after each step of the node's turn, in order; empty for the root. */
    public List<GameState> stepStates(MoveNode node) {
        if (node.isRoot()) return List.of();
        return play(stateBefore(node), node);
    }

    /** True when the node's turn is finished (every node but the last of a line should be). */
    public boolean isComplete(MoveNode node) {
        return node.isRoot() || game.turnEnded(stateBefore(node), stateAt(node));
    }

    private List<GameState> play(GameState before, MoveNode n) {
        try {
            List<GameState> states = TurnRules.play(game, before, n.turn().steps());
            if (n.hasChildren() && !game.turnEnded(before, states.get(states.size() - 1))) {
                throw new ReplayException(n, -1, WORDS.text("record.unfinishedGoesOn", label(n),
                        game.expected(states.get(states.size() - 1))));
            }
            return states;
        } catch (TurnRules.StepException e) {
            throw new ReplayException(n, e.step(), label(n) + ": " + e.getMessage());
        }
    }

    /**
     * The nodes from the initial investments down to the node, in order (the root is not
     * included; an empty list for the root).
     */
    public List<MoveNode> line(MoveNode node) {
        List<MoveNode> path = new ArrayList<>();
        for (MoveNode n = node; !n.isRoot(); n = n.parent().orElseThrow()) path.add(n);
        Collections.reverse(path);
        return path;
    }

    /** The main line, from the initial investments on (the root not included). */
    public List<MoveNode> mainLine() {
        return record.mainLine();
    }

    /** The position at the end of the main line. */
    public GameState finalState() {
        return stateAt(record.mainLineEnd());
    }

    /** Why the turn cannot follow the node, or empty if it can. */
    public Optional<String> explainIllegal(MoveNode parent, Turn turn) {
        if (!isComplete(parent)) return Optional.of(WORDS.text("record.unfinished", label(parent)));
        GameState before = stateAt(parent);
        try {
            TurnRules.play(game, before, turn.steps());
            return Optional.empty();
        } catch (TurnRules.StepException e) {
            return Optional.of(WORDS.text("record.step", e.step() + 1, e.getMessage()));
        }
    }

    /**
     * Adds the turn after the node (as its main continuation when it has none, otherwise as
     * a new variation) after checking it with the rules.
     *
     * @throws IllegalArgumentException with the reason when the turn is refused
     */
    public MoveNode addTurn(MoveNode parent, Turn turn) {
        Optional<String> why = explainIllegal(parent, turn);
        if (why.isPresent()) throw new IllegalArgumentException(why.get());
        return parent.addChild(turn);
    }

    /**
     * "move 17 (Anna)", "move 0 (initial investments)" or "the start": how messages name a
     * node.
     */
    public String label(MoveNode node) {
        if (node.isRoot()) return WORDS.text("record.start");
        int number = node.moveNumber();
        Turn t = node.turn();
        return WORDS.text("record.move.player", number, t.isInitial() ? WORDS.text("record.initial") : playerName(t.player()));
    }
}
