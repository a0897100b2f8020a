package org.roundhouse.record;

import org.roundhouse.TestSeam;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.roundhouse.engine.Recipes;
import org.roundhouse.engine.base.BaseGame;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseState;
import org.roundhouse.engine.base.RandomPlayer;

/** Generated records for tests: real games by the random player, with random annotations and variations. */
final class Fixtures {
    private Fixtures() {
    }

    static final List<String> RECIPES = Recipes.all().stream().map(r -> r.id()).toList();
    private static final String[] WORDS = {"build", "DM", "{", "}", "\\", "(", ")", "\"", "<", ">", "&", "]]>",
        "'", "*", "#R:DEN", "!?", "^$1", "é", "漢字", "\uD83D\uDE82", "\t", "\n", "  ", ";", "[Event \"x\"]", "0.", "12.C"};

    /** A random game on the given seed with random options, names and header. */
    static GameRecord game(long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int players = 2 + rng.nextInt(5);
        String recipe = RECIPES.get(rng.nextInt(RECIPES.size()));
        List<String> names = new ArrayList<>();
        for (int p = 0; p < players; p++) names.add(rng.nextInt(3) == 0 ? text(rng, 3).replace('\n', ' ').strip() + "x" : "Player " + p);
        // the last-payment row comes from the seed, not the generator, so the other choices stay as they were
        GameRecord r = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(players, recipe, rng.nextBoolean(), rng.nextInt(4) == 0,
                names.stream().map(Header::clean).map(n -> n.isEmpty() ? "x" : n).toList())
                .withOption("TwoPlayerLastRow", seed % 3 == 0 ? "fourth" : "third"), seed);
        if (rng.nextInt(3) == 0) {
            GameRecord table = new GameRecord(r.header(), r.setup().withDeal(r.setup().deal().withoutDeckOrders()));
            MoveNode n = table.root();
            for (MoveNode m : r.mainLine()) n = n.addChild(m.turn());
            r = table;
        }
        r.setHeader(new Header(text(rng, 2), rng.nextBoolean() ? "2025-03-14" : "", text(rng, 1), r.header().result(),
                text(rng, 1)));
        return r;
    }

    /** A random game with random comments, marks, position marks and nested variations. */
    static GameRecord annotated(long seed) {
        GameRecord r = game(seed);
        SplittableRandom rng = new SplittableRandom(seed * 31 + 7);
        Replay replay = Replay.of(r);
        annotate(replay, r.root(), rng);
        List<MoveNode> main = r.mainLine();
        int variations = rng.nextInt(6);
        for (int i = 0; i < variations && !main.isEmpty(); i++) {
            MoveNode at = main.get(rng.nextInt(main.size()));
            addVariation(replay, at, rng, 0);
        }
        for (MoveNode n : main) {
            if (rng.nextInt(6) == 0) annotate(replay, n, rng);
        }
        return r;
    }

    /**
     * {@link #annotated} with what notation and XML version 2 added: some hand cards of the
     * deal unknown, names on some lines, seeds on some cards drawn.
     */
    static GameRecord annotatedV2(long seed) {
        GameRecord r = annotated(seed);
        SplittableRandom rng = new SplittableRandom(seed * 131 + 3);
        var deal = TestSeam.deal(r.setup().deal());
        List<List<Integer>> tracks = new ArrayList<>();
        List<List<Integer>> shares = new ArrayList<>();
        for (int p = 0; p < deal.players(); p++) {
            tracks.add(maybeUnknown(deal.trackHands().get(p), rng));
            shares.add(maybeUnknown(deal.shareHands().get(p), rng));
        }
        var unknownDeal = new org.roundhouse.engine.base.BaseSetup(deal.players(), tracks, shares, deal.display(),
                deal.shareDeck(), deal.trackDeck());
        GameRecord copy = new GameRecord(r.header(), r.setup().withDeal(unknownDeal));
        copyTree(r.root(), copy.root());
        List<MoveNode> stack = new ArrayList<>(copy.root().children());
        while (!stack.isEmpty()) {
            MoveNode n = stack.remove(stack.size() - 1);
            stack.addAll(n.children());
            if (!n.isMainLine() && n.parent().orElseThrow().indexOf(n) > 0 && rng.nextInt(2) == 0) {
                n.setName(rng.nextInt(3) == 0 ? text(rng, 2) + "x" : "Line " + rng.nextInt(100));
            }
            java.util.Map<Integer, Long> seeds = new java.util.TreeMap<>();
            List<BaseMove> steps = TestSeam.steps(n.turn().steps());
            for (int i = 0; i < steps.size(); i++) {
                if (steps.get(i).isChance() && rng.nextInt(4) == 0) seeds.put(i, rng.nextLong() & Long.MAX_VALUE);
            }
            n.setSampledSteps(seeds);
        }
        return copy;
    }

    private static List<Integer> maybeUnknown(List<Integer> hand, SplittableRandom rng) {
        List<Integer> out = new ArrayList<>(hand);
        for (int i = 0; i < out.size(); i++) {
            if (rng.nextInt(3) == 0) out.set(i, BaseMove.UNKNOWN);
        }
        return out;
    }

    /** Copies the tree below {@code from} (turns and annotations) below {@code to}. */
    static void copyTree(MoveNode from, MoveNode to) {
        to.copyAnnotationsFrom(from);
        List<MoveNode[]> stack = new ArrayList<>();
        stack.add(new MoveNode[] {from, to});
        while (!stack.isEmpty()) {
            MoveNode[] pair = stack.remove(stack.size() - 1);
            for (MoveNode child : pair[0].children()) {
                MoveNode c = pair[1].addChild(child.turn());
                c.copyAnnotationsFrom(child);
                stack.add(new MoveNode[] {child, c});
            }
        }
    }

    /** Adds a random variation replacing {@code node}, a few turns long, maybe with variations inside. */
    static void addVariation(Replay replay, MoveNode node, SplittableRandom rng, int depth) {
        MoveNode parent = node.parent().orElseThrow();
        BaseState s = TestSeam.state(replay.stateAt(parent));
        if (s.isOver()) return;
        MoveNode v = parent;
        int turns = 1 + rng.nextInt(4);
        List<MoveNode> added = new ArrayList<>();
        for (int t = 0; t < turns && !s.isOver(); t++) {
            Turn turn = randomTurn(replay.game(), s, rng);
            v = replay.addTurn(v, turn);
            s = TestSeam.state(replay.stateAt(v));
            added.add(v);
            if (rng.nextInt(3) == 0) annotate(replay, v, rng);
        }
        if (depth < 3 && rng.nextInt(3) == 0 && !added.isEmpty()) {
            addVariation(replay, added.get(rng.nextInt(added.size())), rng, depth + 1);
        }
    }

    /** One complete random turn from a position at a turn boundary. */
    static Turn randomTurn(org.roundhouse.engine.Game rules, org.roundhouse.engine.GameState startState, SplittableRandom rng) {
        BaseGame game = TestSeam.engine(rules);
        BaseState start = TestSeam.state(startState);
        RandomPlayer player = new RandomPlayer(game, rng.nextLong());
        List<BaseMove> steps = new ArrayList<>();
        BaseState s = start;
        boolean initial = start.phase() == org.roundhouse.engine.base.Phase.INITIAL_INVESTMENT;
        do {
            BaseMove m = player.next(s);
            steps.add(m);
            s = game.applyLegal(s, m);
        } while (!rules.turnEnded(start, s));
        return initial ? Turn.initial(steps) : Turn.of(steps.get(0).player(), steps);
    }

    static void annotate(Replay replay, MoveNode n, SplittableRandom rng) {
        if (rng.nextBoolean()) n.setComment(text(rng, 1 + rng.nextInt(8)));
        if (!n.isRoot() && rng.nextInt(3) == 0) n.setMark(MoveMark.values()[rng.nextInt(MoveMark.values().length)]);
        if (rng.nextInt(4) == 0) {
            var board = replay.board();
            List<PositionMark> marks = new ArrayList<>();
            for (int i = rng.nextInt(3); i >= 0; i--) {
                PositionMark.Colour c = PositionMark.Colour.values()[rng.nextInt(4)];
                marks.add(rng.nextBoolean()
                        ? new PositionMark(board.city(rng.nextInt(board.cities().size())).code(), c)
                        : new PositionMark(board.sectionCode(rng.nextInt(board.sections().size())), c));
            }
            n.setPositionMarks(marks);
        }
    }

    static String text(SplittableRandom rng, int words) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < words; i++) {
            if (i > 0) b.append(' ');
            b.append(rng.nextInt(3) == 0 ? WORDS[rng.nextInt(WORDS.length)] : "word" + rng.nextInt(100));
        }
        return b.toString();
    }
}
