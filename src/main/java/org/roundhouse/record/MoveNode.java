package org.roundhouse.record;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A node of a record's move tree. The root stands for the position after the deal and
 * has no turn; every other node holds one {@link Turn}. Children are the possible
 * continuations: the first child is the main continuation, the others are variations
 * (alternatives to the first child), in the order they were added.
 *
 * <p>A node's turn and its parent never change, so the position after a node never
 * changes either ({@link Replay} caches it per node). Comments, marks and children may
 * be changed by the workbench. Nodes compare by identity; {@link #sameContent} compares
 * subtrees by content.
 */
public final class MoveNode {
    private final MoveNode parent;
    private final Turn turn;
    private final List<MoveNode> children = new ArrayList<>(1);
    private String comment = "";
    private MoveMark mark;
    private List<PositionMark> positionMarks = List.of();
    private String name = "";
    private SortedMap<Integer, Long> sampled = Collections.emptySortedMap();
    private WinChances winChances;
    private SortedMap<Integer, ReviewedStep> reviewed = Collections.emptySortedMap();

    private MoveNode(MoveNode parent, Turn turn) {
        this.parent = parent;
        this.turn = turn;
    }

    /** A new root: the position after the deal. */
    static MoveNode newRoot() {
        return new MoveNode(null, null);
    }

    public boolean isRoot() {
        return parent == null;
    }

    /** The turn of this node; the root has none. */
    public Turn turn() {
        if (turn == null) throw new IllegalStateException("the root node has no turn");
        return turn;
    }

    /** The turn, or empty at the root. */
    public Optional<Turn> turnIfAny() {
        return Optional.ofNullable(turn);
    }

    /** The parent, or empty at the root. */
    public Optional<MoveNode> parent() {
        return Optional.ofNullable(parent);
    }

    /** All continuations; the first is the main one. Unmodifiable. */
    public List<MoveNode> children() {
        return Collections.unmodifiableList(children);
    }

    public boolean hasChildren() {
        return !children.isEmpty();
    }

    /** The main continuation, if any. */
    public Optional<MoveNode> next() {
        return children.isEmpty() ? Optional.empty() : Optional.of(children.get(0));
    }

    /** The alternatives to the main continuation: children after the first. */
    public List<MoveNode> variations() {
        return children.size() <= 1 ? List.of() : Collections.unmodifiableList(children.subList(1, children.size()));
    }

    /**
     * Adds a continuation: the main one if this node has none yet, otherwise a new
     * variation after the existing ones. The turn is not checked here; use
     * {@link Replay#addTurn} to add only legal turns.
     */
    public MoveNode addChild(Turn turn) {
        MoveNode child = new MoveNode(this, Objects.requireNonNull(turn, "turn"));
        children.add(child);
        return child;
    }

    /**
     * Adds a continuation at a place among the children (0 makes it the main one; the
     * others move one place on). The turn is not checked here.
     *
     * @throws IndexOutOfBoundsException unless {@code 0 <= index <= children().size()}
     */
    public MoveNode insertChild(int index, Turn turn) {
        if (index < 0 || index > children.size()) throw new IndexOutOfBoundsException("no place " + index + " among " + children.size());
        MoveNode child = new MoveNode(this, Objects.requireNonNull(turn, "turn"));
        children.add(index, child);
        return child;
    }

    /**
     * Puts back a child that was removed from this node ({@link #removeChild}), with its
     * subtree, at a place among the children: how an undone deletion is taken back.
     *
     * @throws IllegalArgumentException when the node is not this node's (removed) child
     */
    public void reattach(int index, MoveNode child) {
        if (child.parent != this) throw new IllegalArgumentException("not a child of this node");
        if (children.contains(child)) throw new IllegalArgumentException("already a child of this node");
        if (index < 0 || index > children.size()) throw new IndexOutOfBoundsException("no place " + index + " among " + children.size());
        children.add(index, child);
    }

    /** The child's place among the children (0 = the main continuation), or -1. */
    public int indexOf(MoveNode child) {
        return children.indexOf(child);
    }

    /** True while the node hangs in its tree: every node from it up to the root is a child of its parent. */
    public boolean isAttached() {
        for (MoveNode n = this; n.parent != null; n = n.parent) {
            if (!n.parent.children.contains(n)) return false;
        }
        return true;
    }

    /** Removes a child with its subtree; returns false if it is not a child of this node. */
    public boolean removeChild(MoveNode child) {
        return children.remove(child);
    }

    /** Makes the child the main continuation; the former main one becomes the first variation. */
    public void promote(MoveNode child) {
        int i = children.indexOf(child);
        if (i < 0) throw new IllegalArgumentException("not a child of this node");
        children.remove(i);
        children.add(0, child);
    }

    /** Number of turns from the root: 0 at the root, 1 for the initial investments. */
    public int depth() {
        int d = 0;
        for (MoveNode n = this; n.parent != null; n = n.parent) d++;
        return d;
    }

    /**
     * The move number as records write it: 0 for the initial investments, then 1, 2, ...
     * for the turns; -1 at the root.
     */
    public int moveNumber() {
        return depth() - 1;
    }

    /** True when every node from the root to this one is a first child. */
    public boolean isMainLine() {
        for (MoveNode n = this; n.parent != null; n = n.parent) {
            if (n.parent.children.get(0) != n) return false;
        }
        return true;
    }

    /** The comment, or "" when there is none. */
    public String comment() {
        return comment;
    }

    /**
     * Sets the comment. Line ends become {@code \n}; other control characters except
     * tab are dropped (no format could keep them). {@code null} or "" removes it.
     */
    public void setComment(String comment) {
        this.comment = normalizeComment(comment);
    }

    /** The comment as {@link #setComment} would store it. */
    public static String normalizeComment(String comment) {
        if (comment == null || comment.isEmpty()) return "";
        String s = comment.replace("\r\n", "\n").replace('\r', '\n');
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\n' || c == '\t' || (c >= 0x20 && c != 0x7F && !(c >= 0x80 && c < 0xA0) && c != 0xFFFE && c != 0xFFFF)) {
                if (Character.isSurrogate(c)) {
                    if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                        b.append(c).append(s.charAt(++i));
                    }
                    continue;
                }
                b.append(c);
            }
        }
        return b.toString();
    }

    public Optional<MoveMark> mark() {
        return Optional.ofNullable(mark);
    }

    /** Sets or ({@code null}) removes the move mark. */
    public void setMark(MoveMark mark) {
        this.mark = mark;
    }

    /** Board highlights for the position after this node. */
    public List<PositionMark> positionMarks() {
        return positionMarks;
    }

    public void setPositionMarks(List<PositionMark> marks) {
        this.positionMarks = List.copyOf(marks);
    }

    /**
     * The name of the line that starts here ("Aggressive DM"), or "" when it has none.
     * Names are given to variations; a name stays with its node when the node is promoted.
     */
    public String name() {
        return name;
    }

    /**
     * Sets the name: one line, trimmed, at most {@value #MAX_NAME} characters; {@code null} or "" removes it.
     *
     * @throws IllegalArgumentException for a name on the root
     */
    public void setName(String name) {
        String n = normalizeName(name);
        if (parent == null && !n.isEmpty()) throw new IllegalArgumentException(WORDS.text("node.rootName"));
        this.name = n;
    }

    /** Longest name kept. */
    public static final int MAX_NAME = 120;

    /** The name as {@link #setName} would store it. */
    public static String normalizeName(String name) {
        if (name == null) return "";
        String s = Header.clean(normalizeComment(name).replace('\n', ' ').replace('\t', ' '));
        if (s.length() > MAX_NAME) s = s.substring(0, MAX_NAME).trim();
        return s;
    }

    /**
     * The chance steps of this node's turn whose card Roundhouse drew at random, by step
     * index, with the seed it drew with: the card is what
     * {@link ChanceSampler#sample} gives for the seed at the position before the step. The
     * card itself is in the turn as well, so the line replays identically; the seed says
     * the card was sampled rather than seen, and how. Empty for cards seen or picked.
     */
    public SortedMap<Integer, Long> sampledSteps() {
        return sampled;
    }

    /**
     * Sets the sampled steps (indices into the turn's steps, seeds at least 0).
     *
     * @throws IllegalArgumentException for an index outside the turn or a negative seed
     */
    public void setSampledSteps(java.util.Map<Integer, Long> steps) {
        if (steps.isEmpty()) {
            sampled = Collections.emptySortedMap();
            return;
        }
        int size = turn == null ? 0 : turn.steps().size();
        TreeMap<Integer, Long> copy = new TreeMap<>();
        for (java.util.Map.Entry<Integer, Long> e : steps.entrySet()) {
            int i = e.getKey();
            long seed = e.getValue();
            if (i < 0 || i >= size) throw new IllegalArgumentException(WORDS.text("node.noStep", String.valueOf(i)));
            if (!turn.steps().get(i).isChance()) throw new IllegalArgumentException(WORDS.text("node.notDrawn", String.valueOf(i)));
            if (seed < 0) throw new IllegalArgumentException(WORDS.text("settings.seed"));
            copy.put(i, seed);
        }
        sampled = Collections.unmodifiableSortedMap(copy);
    }

    /**
     * Each player's chance to win at the position after this node, as the record's
     * {@link GameRecord#evaluation() evaluation} estimated it; empty where it did not.
     */
    public Optional<WinChances> winChances() {
        return Optional.ofNullable(winChances);
    }

    /** Sets or ({@code null}) removes the win chances. */
    public void setWinChances(WinChances chances) {
        this.winChances = chances;
    }

    /**
     * The decisions of this node's turn as the record's {@link GameRecord#review() review} judged
     * them, by step index; empty where it did not.
     */
    public SortedMap<Integer, ReviewedStep> reviewedSteps() {
        return reviewed;
    }

    /**
     * Sets the reviewed decisions (indices into the turn's steps, each the step the turn made).
     *
     * @throws IllegalArgumentException for an index outside the turn, or a decision of another move than the turn's
     */
    public void setReviewedSteps(java.util.Map<Integer, ReviewedStep> steps) {
        if (steps.isEmpty()) {
            reviewed = Collections.emptySortedMap();
            return;
        }
        int size = turn == null ? 0 : turn.steps().size();
        TreeMap<Integer, ReviewedStep> copy = new TreeMap<>();
        for (java.util.Map.Entry<Integer, ReviewedStep> e : steps.entrySet()) {
            int i = e.getKey();
            if (i < 0 || i >= size) throw new IllegalArgumentException(WORDS.text("node.moveNoStep", moveNumber(), i + 1));
            if (!turn.steps().get(i).equals(e.getValue().played())) {
                throw new IllegalArgumentException(WORDS.text("node.notPlayed", i + 1, moveNumber()));
            }
            copy.put(i, e.getValue());
        }
        reviewed = Collections.unmodifiableSortedMap(copy);
    }

    /**
     * Copies the comment, marks, name and sampled steps of another node onto this one, and its
     * win chances and reviewed decisions when the two turns are the same (a changed turn is another position).
     */
    public void copyAnnotationsFrom(MoveNode other) {
        winChances = Objects.equals(turn, other.turn) ? other.winChances : null;
        reviewed = Objects.equals(turn, other.turn) ? other.reviewed : Collections.emptySortedMap();
        comment = other.comment;
        mark = other.mark;
        positionMarks = other.positionMarks;
        name = other.name;
        java.util.Map<Integer, Long> keep = new TreeMap<>();
        int size = turn == null || other.turn == null ? 0 : Math.min(turn.steps().size(), other.turn.steps().size());
        for (java.util.Map.Entry<Integer, Long> e : other.sampled.entrySet()) {
            if (e.getKey() < size && turn.steps().get(e.getKey()).equals(other.turn.steps().get(e.getKey()))) keep.put(e.getKey(), e.getValue());
        }
        setSampledSteps(keep);
    }

    /** Counts the nodes of the subtree below this one (this one excluded). */
    public int countDescendants() {
        int count = 0;
        List<MoveNode> stack = new ArrayList<>(children);
        while (!stack.isEmpty()) {
            MoveNode n = stack.remove(stack.size() - 1);
            count++;
            stack.addAll(n.children);
        }
        return count;
    }

    /**
     * True when the two subtrees hold the same turns, comments, marks and children in the
     * same order. Iterative, so very long lines do not overflow the stack.
     */
    public boolean sameContent(MoveNode other) {
        List<MoveNode[]> stack = new ArrayList<>();
        stack.add(new MoveNode[] {this, other});
        while (!stack.isEmpty()) {
            MoveNode[] pair = stack.remove(stack.size() - 1);
            MoveNode a = pair[0];
            MoveNode b = pair[1];
            if (!Objects.equals(a.turn, b.turn) || !a.comment.equals(b.comment) || a.mark != b.mark
                    || !a.positionMarks.equals(b.positionMarks) || !a.name.equals(b.name) || !a.sampled.equals(b.sampled)
                    || !Objects.equals(a.winChances, b.winChances) || !a.reviewed.equals(b.reviewed)
                    || a.children.size() != b.children.size()) {
                return false;
            }
            for (int i = 0; i < a.children.size(); i++) stack.add(new MoveNode[] {a.children.get(i), b.children.get(i)});
        }
        return true;
    }

    @Override
    public String toString() {
        return isRoot() ? "MoveNode[root]" : "MoveNode[move " + moveNumber() + ", " + turn.steps() + "]";
    }
}
