package org.roundhouse.engine.bots;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.Rules;

/**
 * Information-set Monte Carlo tree search (after Cowling, Powley and Whitehouse 2012; OpenSpiel's
 * {@code is_mcts}; the Tabletop Games Framework's MCTS) for any rule set, through the seam:
 * {@link Rules}, {@link Hidden}, a {@link MoveScorer} as its prior and a playout {@link Bot}.
 *
 * <ul>
 * <li>One tree over the decisions that follow the seat's view: every iteration draws a fresh
 * determinization of the view ({@link Hidden#determinize}) and walks the tree on it. A node is
 * the sequence of decisions from the root (and the seat to act); chance steps are drawn in the
 * determinization and do not split the tree ("open loop"), and the face-down choices of other
 * seats (simultaneous steps) are made by the playout bot, since the seat cannot see them.</li>
 * <li>Availability: at a node only the moves legal in this determinization compete, and a
 * child's exploration term counts the iterations in which it was available.</li>
 * <li>Max^n: a node's statistics are the rewards of the seat to act there, so every seat in the
 * tree plays for itself; the reward is the rule set's ({@link Reward}).</li>
 * <li>Progressive widening: a node offers {@code widening × (visits + 1)^power} moves (at least
 * one), added in the prior's order as its visits grow; progressive bias: a child gets
 * {@code bias × prior / (visits + 1)}, with prior 1 for the prior's best move, 1/2 for the
 * second and so on.</li>
 * <li>One new node an iteration; below it the playout bot plays every seat to the end.</li>
 * </ul>
 *
 * <p>Deterministic with a seed on any number of threads: the iterations are split between
 * {@value #TREES} trees with a seed each (root parallelism), whatever the number of threads, and
 * their root statistics are added in tree order; the move visited most is played. A budget in
 * iterations is reproducible; one in milliseconds only caps the time.
 */
public final class IsmctsBot<S extends GameState, M extends Move> extends SeededSearch<S, M> {
    /** Turns a judged playout ({@code ismcts-eval}) plays before its position is judged. */
    public static final int JUDGED_AFTER_TURNS = 1;

    /** Independent trees, each with its own seed; threads beyond this many have nothing to do. */
    public static final int TREES = 2;

    /**
     * The search's constants.
     *
     * @param exploration  UCB1's constant (rewards are in [0, 1])
     * @param bias         the weight of the prior's bonus, which fades as 1 / (visits + 1)
     * @param widening     moves a node offers after its first visit, before the power
     * @param power        how fast a node widens with its visits
     * @param anchor       0: play the root move visited most; above 0: play the prior's best move unless another
     *                     root move's mean reward beats it by more than {@code anchor} standard errors (of a win
     *                     share's difference, at its visits), so that a small budget does not trade the prior's
     *                     judgement for a few noisy playouts; among such moves the one visited most
     */
    public record Settings(double exploration, double bias, double widening, double power, double anchor) {
        public static final Settings DEFAULT = new Settings(0.7, 0.5, 1.0, 0.5, 0);
        /** {@link #DEFAULT} anchored to the prior's best move at about two standard errors ({@code ismcts2}). */
        public static final Settings ANCHORED = new Settings(0.7, 0.5, 1.0, 0.5, 2);
    }

    private final String name;
    private final Hidden<S> hidden;
    private final Stepper<S, M> stepper;
    private final Bot<S, M> playout;
    private final MoveScorer<S, M> prior;
    private final Reward<S> reward;
    private final int threads;
    private final Settings settings;
    /** Judges a playout's position once {@link #judgeAfterTurns} turns have begun in it; null: play every playout to the end. */
    private final LeafJudge judge;
    private final int judgeAfterTurns;
    private long done;
    private List<MoveStats<M>> last = List.of();

    /** A move of the last decision's root: the iterations that tried it over all trees, and its mean reward for the seat. */
    public record MoveStats<M>(M move, int visits, double mean) {
    }

    /**
     * @param stepper    the path the trials are played on ({@link Stepper#checked}, or a rule set's fast path)
     * @param prior      orders and biases the moves of a node; null adds them in random order, without bias
     * @param iterations iterations per decision, 0 for no limit (then {@code millis} must be set)
     * @param millis     a cap on the time per decision, 0 for none
     */
    public IsmctsBot(String name, Rules<S, M> rules, Hidden<S> hidden, Stepper<S, M> stepper, Bot<S, M> playout,
                     MoveScorer<S, M> prior, Reward<S> reward, int iterations, long millis, int threads, Settings settings) {
        super(rules, iterations, millis, "ismcts", "iteration");
        if (threads < 1) throw new IllegalArgumentException(WORDS.text("bots.search.threads"));
        this.name = name;
        this.hidden = hidden;
        this.stepper = stepper;
        this.playout = playout;
        this.prior = prior;
        this.reward = reward;
        this.threads = threads;
        this.settings = settings;
        this.judge = null;
        this.judgeAfterTurns = 0;
    }

    private IsmctsBot(IsmctsBot<S, M> search, LeafJudge judge, int turns) {
        super(search.rules, search.iterations, search.millis, "ismcts", "iteration");
        if (turns < 1) throw new IllegalArgumentException("a playout is judged after at least one turn");
        this.name = search.name;
        this.hidden = search.hidden;
        this.stepper = search.stepper;
        this.playout = search.playout;
        this.prior = search.prior;
        this.reward = search.reward;
        this.threads = search.threads;
        this.settings = search.settings;
        this.judge = judge;
        this.judgeAfterTurns = turns;
    }

    /**
     * The same search whose playouts stop when the {@code turns}th turn after the new node begins
     * and take the judge's chances as the seats' rewards (where it judges the position; otherwise
     * they play on to the end). A position at a turn's start is what the evaluator learned from.
     */
    public IsmctsBot<S, M> judgedBy(LeafJudge judge, int turns) {
        return new IsmctsBot<>(this, judge, turns);
    }

    /**
     * The search a roster line names: its budget from {@code spec}, its playouts by the roster's
     * bot {@code playoutBot} and its prior by the roster's bot {@code priorBot} (which must score
     * moves), so that a stronger heuristic can be plugged in by name.
     */
    public static <S extends GameState, M extends Move> IsmctsBot<S, M> of(BotSpec spec, Roster<S, M> roster, Rules<S, M> rules,
            Hidden<S> hidden, Stepper<S, M> stepper, Reward<S> reward, String playoutBot, String priorBot) {
        return of(spec, roster, rules, hidden, stepper, reward, playoutBot, priorBot, Settings.DEFAULT);
    }

    /** As {@link #of(BotSpec, Roster, Rules, Hidden, Stepper, Reward, String, String)}, with the search's constants. */
    public static <S extends GameState, M extends Move> IsmctsBot<S, M> of(BotSpec spec, Roster<S, M> roster, Rules<S, M> rules,
            Hidden<S> hidden, Stepper<S, M> stepper, Reward<S> reward, String playoutBot, String priorBot, Settings settings) {
        Bot<S, M> play = roster.create(playoutBot);
        Bot<S, M> judge = roster.create(priorBot);
        if (!(judge instanceof MoveScorer)) throw new IllegalArgumentException("the bot '" + priorBot + "' does not score moves, so it cannot be a prior");
        @SuppressWarnings("unchecked")
        MoveScorer<S, M> scorer = (MoveScorer<S, M>) judge;
        return new IsmctsBot<>(spec.name(), rules, hidden, stepper, play, scorer, reward, spec.iterations(), spec.millis(),
                spec.threads(), settings);
    }

    @Override
    public String name() {
        return name;
    }

    /** The moves the last decision tried, most visited first (the prior's order among equals). */
    public synchronized List<MoveStats<M>> lastDecision() {
        return last;
    }

    /** Iterations run so far, over all decisions (for benchmarks). */
    public synchronized long iterations() {
        return done;
    }

    @Override
    synchronized void onlyMove() {
        last = List.of();
    }

    @Override
    M search(S view, List<M> moves, long seed) {
        int me = view.currentPlayer();
        // the root's moves are the view's (the seat's own hand is known), ranked once by the prior on the view
        Map<M, Integer> rootRank = new HashMap<>();
        List<M> ranked = ranked(view, moves, new SplittableRandom(Match.mix(seed, -1)));
        for (int i = 0; i < ranked.size(); i++) rootRank.put(ranked.get(i), i);
        long deadline = deadline();
        List<Tree> trees = new ArrayList<>();
        for (int t = 0; t < TREES; t++) trees.add(new Tree(view, me, ranked, rootRank, new SplittableRandom(Match.mix(seed, t)), quota(t, TREES)));
        run(trees, Math.min(threads, TREES), deadline);
        Map<M, double[]> merged = new LinkedHashMap<>();
        long count = 0;
        for (Tree tree : trees) {
            for (Child<M> c : tree.root.children.values()) {
                double[] v = merged.computeIfAbsent(c.move, m -> new double[2]);
                v[0] += c.visits;
                v[1] += c.total;
            }
            count += tree.done;
        }
        synchronized (this) {
            done += count;
        }
        List<MoveStats<M>> stats = new ArrayList<>();
        for (M m : ranked) {
            double[] v = merged.get(m);
            if (v != null) stats.add(new MoveStats<>(m, (int) v[0], v[0] == 0 ? 0 : v[1] / v[0]));
        }
        stats.sort((a, b) -> Integer.compare(b.visits(), a.visits()));
        synchronized (this) {
            last = List.copyOf(stats);
        }
        if (settings.anchor() > 0) return anchored(ranked, merged);
        M best = null;
        double[] bestStats = null;
        for (M m : ranked) {
            double[] v = merged.getOrDefault(m, new double[2]);
            // most visits; among equals the better mean; among equals still the prior's choice
            if (best == null || v[0] > bestStats[0] || v[0] == bestStats[0] && v[0] > 0 && v[1] / v[0] > bestStats[1] / bestStats[0]) {
                best = m;
                bestStats = v;
            }
        }
        return best;
    }

    /**
     * The prior's best move, unless another root move's mean reward is ahead of it by more than
     * {@code anchor} standard errors of the difference (rewards in [0, 1], a variance of at most 1/4
     * a playout); among those the one visited most, then the better mean, then the prior's order.
     */
    private M anchored(List<M> ranked, Map<M, double[]> merged) {
        M first = ranked.get(0);
        double[] f = merged.getOrDefault(first, new double[2]);
        if (f[0] == 0) return first;
        double firstMean = f[1] / f[0];
        M best = first;
        double[] bestStats = null;
        for (M m : ranked) {
            if (m == first) continue;
            double[] v = merged.get(m);
            if (v == null || v[0] == 0) continue;
            double mean = v[1] / v[0];
            double error = Math.sqrt(0.25 / v[0] + 0.25 / f[0]);
            if (mean - firstMean <= settings.anchor() * error) continue;
            if (bestStats == null || v[0] > bestStats[0] || v[0] == bestStats[0] && mean > bestStats[1] / bestStats[0]) {
                best = m;
                bestStats = v;
            }
        }
        return best;
    }

    /** The moves from the prior's best to its worst (ties in the moves' order); in random order without a prior. */
    private List<M> ranked(S s, List<M> moves, RandomGenerator rng) {
        List<M> out = new ArrayList<>(moves);
        if (prior == null) {
            for (int i = out.size() - 1; i > 0; i--) {
                int j = rng.nextInt(i + 1);
                out.set(j, out.set(i, out.get(j)));
            }
            return out;
        }
        double[] score = prior.scores(s, moves);
        Integer[] order = new Integer[moves.size()];
        for (int i = 0; i < order.length; i++) order[i] = i;
        java.util.Arrays.sort(order, (a, b) -> score[a] != score[b] ? Double.compare(score[b], score[a]) : Integer.compare(a, b));
        for (int i = 0; i < order.length; i++) out.set(i, moves.get(order[i]));
        return out;
    }

    /** A move of a node: how often it was tried, what it brought the seat to act, how often it could have been tried. */
    private static final class Child<M> {
        final M move;
        final double prior;
        int visits;
        int available;
        double total;
        /** The node after this move, by the seat to act there (chance may hand the turn to different seats). */
        Node<M>[] next;

        Child(M move, double prior) {
            this.move = move;
            this.prior = prior;
        }

        double value(double exploration, double bias) {
            return total / visits + exploration * Math.sqrt(Math.log(available) / visits) + bias * prior / (visits + 1);
        }
    }

    /** A decision of one seat after a sequence of decisions from the root. */
    private static final class Node<M> {
        final Map<M, Child<M>> children = new HashMap<>();
        int visits;
    }

    @SuppressWarnings("unchecked")
    private static <M> Node<M>[] newNodes(int seats) {
        return (Node<M>[]) new Node<?>[seats];
    }

    /** One seeded tree and its iterations. */
    private final class Tree implements Share {
        final S view;
        final int me;
        final List<M> rootMoves;
        final Map<M, Integer> rootRank;
        final SplittableRandom rng;
        final int quota;
        final Node<M> root = new Node<>();
        final List<Node<M>> pathNodes = new ArrayList<>();
        final List<Child<M>> pathChildren = new ArrayList<>();
        int done;

        Tree(S view, int me, List<M> rootMoves, Map<M, Integer> rootRank, SplittableRandom rng, int quota) {
            this.view = view;
            this.me = me;
            this.rootMoves = rootMoves;
            this.rootRank = rootRank;
            this.rng = rng;
            this.quota = quota;
        }

        @Override
        public boolean full() {
            return done >= quota;
        }

        @Override
        public void step() {
            S s = hidden.determinize(view, me, rng);
            pathNodes.clear();
            pathChildren.clear();
            Node<M> node = root;
            while (node != null && !s.isOver()) {
                if (s.isChanceNode()) {
                    s = stepper.apply(s, stepper.chance(s, rng));
                    continue;
                }
                int seat = s.currentPlayer();
                if (node != root && s.isSimultaneous() && seat != me) {
                    s = stepper.apply(s, playout.choose(s, rng));
                    continue;
                }
                List<M> legal = rules.legalMoves(s);
                if (node == root) {
                    legal = new ArrayList<>(legal);
                    legal.retainAll(rootRank.keySet());
                }
                if (legal.isEmpty()) break; // only where the record left the seat's own hand unknown
                Child<M> c = select(node, s, legal, node == root);
                pathNodes.add(node);
                pathChildren.add(c);
                s = stepper.apply(s, c.move);
                if (c.next == null) c.next = newNodes(s.players());
                int after = s.isOver() ? 0 : s.currentPlayer();
                Node<M> next = c.next[after];
                if (next == null) {
                    c.next[after] = new Node<>();
                    // one new node an iteration; a forced move does not count
                    node = legal.size() > 1 ? null : c.next[after];
                } else {
                    node = next;
                }
            }
            double[] r = null;
            int turn = s.turn();
            int turnsToGo = judgeAfterTurns;
            while (!s.isOver()) {
                if (judge != null && s.turn() != turn) {
                    turn = s.turn();
                    if (--turnsToGo <= 0 && (r = judge.chances(s)) != null) break;
                }
                M m = s.isChanceNode() ? stepper.chance(s, rng) : playout.choose(s, rng);
                s = stepper.apply(s, m);
            }
            if (r == null) {
                r = new double[s.players()];
                for (int p = 0; p < r.length; p++) r[p] = reward.of(s, p);
            }
            for (int i = 0; i < pathNodes.size(); i++) {
                Node<M> n = pathNodes.get(i);
                Child<M> c = pathChildren.get(i);
                n.visits++;
                c.visits++;
                c.total += r[c.move.player()]; // max^n: the reward of the seat that chose it
            }
            done++;
        }

        /** The move to try at {@code node} in this determinization: a new one while the node may widen, else by UCB1 with bias. */
        Child<M> select(Node<M> node, S s, List<M> legal, boolean atRoot) {
            List<Child<M>> available = new ArrayList<>();
            for (M m : legal) {
                Child<M> c = node.children.get(m);
                if (c != null) available.add(c);
            }
            int allowed = Math.max(1, (int) Math.ceil(settings.widening() * Math.pow(node.visits + 1, settings.power())));
            Child<M> chosen = null;
            if (available.size() < Math.min(allowed, legal.size())) {
                List<M> order = atRoot ? rootMoves : ranked(s, legal, rng);
                int rank = 0;
                for (M m : order) {
                    if (atRoot && !legal.contains(m)) continue;
                    if (!node.children.containsKey(m)) {
                        chosen = new Child<>(m, prior == null ? 0 : 1.0 / (1 + rank));
                        node.children.put(m, chosen);
                        break;
                    }
                    rank++;
                }
            }
            for (Child<M> c : available) c.available++;
            if (chosen != null) {
                chosen.available++;
                return chosen;
            }
            double best = Double.NEGATIVE_INFINITY;
            for (Child<M> c : available) {
                if (c.visits == 0) return c;
                double v = c.value(settings.exploration(), settings.bias());
                if (v > best) {
                    best = v;
                    chosen = c;
                }
            }
            return chosen;
        }
    }
}
