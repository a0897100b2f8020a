package org.roundhouse.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;

/**
 * A game record: header data, the setup, and the move tree. The tree's {@link #root()}
 * is the position after the deal; the main line runs through the first children.
 * Records are edited in place (comments, marks, new variations); {@link Replay} turns
 * them into positions.
 */
public final class GameRecord {
    private Header header;
    private GameSetup setup;
    private final MoveNode root = MoveNode.newRoot();
    private UnreadRest unread;
    private Evaluation evaluation;
    private Review review;

    public GameRecord(Header header, GameSetup setup) {
        this.header = Objects.requireNonNull(header, "header");
        this.setup = Objects.requireNonNull(setup, "setup");
    }

    /**
     * A record whose main line is the given steps, cut into turns where the rules end them
     * (the initial investments form the first node).
     *
     * @throws IllegalArgumentException when a step is illegal (the message says which and why)
     */
    public static GameRecord fromSteps(Header header, GameSetup setup, List<Move> steps) {
        GameRecord record = new GameRecord(header, setup);
        Game game = setup.game();
        GameState state = game.newGame(setup.deal());
        MoveNode node = record.root;
        GameState turnStart = state;
        List<Move> turn = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            Move m = steps.get(i);
            String why = game.refusal(state, m).map(r -> r.sentence()).orElse(null);
            if (why != null) throw new IllegalArgumentException("step " + (i + 1) + " (" + m + "): " + why);
            state = game.applyLegal(state, m);
            turn.add(m);
            if (game.turnEnded(turnStart, state)) {
                node = node.addChild(turn.get(0).isSimultaneous()
                        ? Turn.initial(turn) : new Turn(m.player(), turn));
                turn = new ArrayList<>();
                turnStart = state;
            }
        }
        if (!turn.isEmpty()) {
            List<Move> all = game.closeTurn(state, turn);
            node.addChild(all.get(0).isSimultaneous()
                    ? Turn.initial(all) : new Turn(all.get(0).player(), all));
        }
        return record;
    }

    public Header header() {
        return header;
    }

    public void setHeader(Header header) {
        this.header = Objects.requireNonNull(header, "header");
    }

    public GameSetup setup() {
        return setup;
    }

    /**
     * Replaces the setup, e.g. to fill in hand cards that were left unknown. The moves are
     * not checked here and every {@link Replay} of the record is out of date afterwards:
     * check the tree with a replay of the new setup first, then make a new one. A setup that
     * differs in more than the player names drops the win chances ({@link #evaluation()}).
     */
    public void setSetup(GameSetup setup) {
        Objects.requireNonNull(setup, "setup");
        // another deal or other rules are other positions: the win chances kept for the old ones no longer hold
        boolean renamedOnly = setup.playerCount() == this.setup.playerCount() && setup.withPlayers(this.setup.players()).equals(this.setup);
        if (!renamedOnly) {
            setEvaluation(null);
            setReview(null);
        }
        this.setup = setup;
    }

    /**
     * The rest of the file this record was read from that could not be read (from the
     * first bad move on), kept so that saving writes it back; empty for a record read whole.
     */
    public java.util.Optional<UnreadRest> unread() {
        return java.util.Optional.ofNullable(unread);
    }

    /** Sets or (with null) drops the unread rest. */
    public void setUnread(UnreadRest unread) {
        this.unread = unread;
    }

    /**
     * How the win chances the nodes carry ({@link MoveNode#winChances()}) were estimated; empty
     * when the record keeps none.
     */
    public java.util.Optional<Evaluation> evaluation() {
        return java.util.Optional.ofNullable(evaluation);
    }

    /**
     * Sets how the nodes' win chances were estimated; with null, drops the evaluation and the
     * chances of every node (chances of another evaluation must not stay under new settings).
     */
    public void setEvaluation(Evaluation evaluation) {
        this.evaluation = evaluation;
        if (evaluation == null) {
            List<MoveNode> stack = new ArrayList<>(List.of(root));
            while (!stack.isEmpty()) {
                MoveNode n = stack.remove(stack.size() - 1);
                n.setWinChances(null);
                stack.addAll(n.children());
            }
        }
    }

    /**
     * How the decisions the nodes carry ({@link MoveNode#reviewedSteps()}) were reviewed, with
     * each player's luck; empty when the record keeps no review.
     */
    public java.util.Optional<Review> review() {
        return java.util.Optional.ofNullable(review);
    }

    /**
     * Sets how the nodes' decisions were reviewed; with null, drops the review and the reviewed
     * decisions of every node.
     */
    public void setReview(Review review) {
        this.review = review;
        if (review == null) {
            List<MoveNode> stack = new ArrayList<>(List.of(root));
            while (!stack.isEmpty()) {
                MoveNode n = stack.remove(stack.size() - 1);
                n.setReviewedSteps(java.util.Map.of());
                stack.addAll(n.children());
            }
        }
    }

    /** The position after the deal; its comment is the comment on the whole game. */
    public MoveNode root() {
        return root;
    }

    /** Every node of the tree, the root and every variation included (depth first, a node's last child first). */
    public List<MoveNode> allNodes() {
        List<MoveNode> all = new ArrayList<>();
        List<MoveNode> stack = new ArrayList<>(List.of(root));
        while (!stack.isEmpty()) {
            MoveNode n = stack.remove(stack.size() - 1);
            all.add(n);
            stack.addAll(n.children());
        }
        return all;
    }

    /** The nodes of the main line, from the initial investments on (the root excluded). */
    public List<MoveNode> mainLine() {
        List<MoveNode> line = new ArrayList<>();
        for (MoveNode n = root; n.hasChildren(); ) {
            n = n.children().get(0);
            line.add(n);
        }
        return line;
    }

    /** The last node of the main line (the root when there are no moves). */
    public MoveNode mainLineEnd() {
        MoveNode n = root;
        while (n.hasChildren()) n = n.children().get(0);
        return n;
    }

    /** All nodes of the tree but the root. */
    public int nodeCount() {
        return root.countDescendants();
    }

    /**
     * A deep copy: the same header and setup, and a tree of new nodes with the same turns,
     * comments, marks, names, sampled steps and win chances, and the same unread rest and evaluation (e.g. a snapshot to save in the background
     * while the original goes on being edited).
     */
    public GameRecord copy() {
        GameRecord c = new GameRecord(header, setup);
        c.unread = unread;
        c.evaluation = evaluation;
        c.review = review;
        c.root.copyAnnotationsFrom(root);
        List<MoveNode[]> stack = new ArrayList<>();
        stack.add(new MoveNode[] {root, c.root});
        while (!stack.isEmpty()) {
            MoveNode[] pair = stack.remove(stack.size() - 1);
            for (MoveNode child : pair[0].children()) {
                MoveNode copy = pair[1].addChild(child.turn());
                copy.copyAnnotationsFrom(child);
                stack.add(new MoveNode[] {child, copy});
            }
        }
        return c;
    }

    /** Same header, setup, tree content and unread rest. */
    public boolean sameContent(GameRecord other) {
        return header.equals(other.header) && setup.equals(other.setup) && Objects.equals(unread, other.unread)
                && Objects.equals(evaluation, other.evaluation) && Objects.equals(review, other.review)
                && root.sameContent(other.root);
    }

    @Override
    public String toString() {
        return "GameRecord[" + setup.players() + ", " + nodeCount() + " nodes]";
    }
}
