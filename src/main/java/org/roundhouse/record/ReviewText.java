package org.roundhouse.record;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.NotationException;
import org.roundhouse.engine.StepNotation;

/**
 * How both formats write a record's review (docs/notation.md, "Best moves"): its settings as
 * {@code name=value} words, and each decision as the position (a path, as for win chances), the
 * step of its turn, the seat, the moves in the notation with their chances, the loss and the mark.
 */
public final class ReviewText {
    private static final List<String> SETTINGS = List.of("bot", "playouts", "screening", "best", "thresholds", "seed", "luck");

    private ReviewText() {
    }

    /** {@code bot=heuristic playouts=200 screening=400 best=3 thresholds=5,10,20 seed=1 luck=0.03,-0.03}. */
    public static String attributes(Review r) {
        return "bot=" + r.bot() + " playouts=" + r.playouts() + " screening=" + r.screening() + " best=" + r.best() + " thresholds="
                + thresholds(r) + " seed=" + r.seed() + " luck=" + luck(r) + (r.isPartial() ? " moves=" + moves(r) : "");
    }

    /** {@code 40-60}: the moves a partial review covers. */
    public static String moves(Review r) {
        return r.fromMove() + "-" + r.toMove();
    }

    /** {@code 5,10,20}: the thresholds in points. */
    public static String thresholds(Review r) {
        return Evaluation.Numbers.format(100 * r.inaccuracy()) + "," + Evaluation.Numbers.format(100 * r.mistake()) + ","
                + Evaluation.Numbers.format(100 * r.blunder());
    }

    /** {@code 0.03,-0.03}: each player's luck in seat order. */
    public static String luck(Review r) {
        List<String> s = new ArrayList<>();
        for (double l : r.luck()) s.add(Evaluation.Numbers.format(l));
        return String.join(",", s);
    }

    /**
     * The settings back into a review, checked against the game: a bot its rule set knows, a luck for each player.
     *
     * @throws IllegalArgumentException saying what is wrong
     */
    public static Review review(Map<String, String> words, GameSetup setup) {
        for (String key : words.keySet()) {
            if (!SETTINGS.contains(key) && !key.equals("moves")) {
                throw new IllegalArgumentException(WORDS.text("reviewText.noSetting", key, String.join(", ", SETTINGS) + ", moves"));
            }
        }
        for (String key : SETTINGS) if (!words.containsKey(key)) throw new IllegalArgumentException(WORDS.text("reviewText.missing", key));
        int playouts = integer(words.get("playouts"), "playouts", 100_000_000);
        int screening = integer(words.get("screening"), "screening", 100_000_000);
        int best = integer(words.get("best"), "best", 100);
        long seed = seed(words.get("seed"));
        String[] t = words.get("thresholds").split(",", -1);
        if (t.length != 3) throw new IllegalArgumentException(WORDS.text("reviewText.thresholds", words.get("thresholds")));
        double[] th = new double[3];
        for (int i = 0; i < 3; i++) {
            if (!t[i].matches("\\d{1,3}(\\.\\d{1,6})?")) {
                throw new IllegalArgumentException(WORDS.text("reviewText.thresholds", words.get("thresholds")));
            }
            th[i] = Double.parseDouble(t[i]) / 100;
        }
        String[] l = words.get("luck").split(",", -1);
        if (l.length != setup.playerCount()) {
            throw new IllegalArgumentException(WORDS.text("reviewText.luckCount", setup.playerCount(), l.length));
        }
        List<Double> luck = new ArrayList<>();
        for (String s : l) {
            if (!s.matches("-?\\d{1,4}(\\.\\d{1,12})?")) throw new IllegalArgumentException(WORDS.text("reviewText.luck", s));
            luck.add(Double.parseDouble(s));
        }
        int from = -1;
        int to = -1;
        String moves = words.get("moves");
        if (moves != null) {
            if (!moves.matches("\\d{1,6}-\\d{1,6}")) throw new IllegalArgumentException(WORDS.text("reviewText.moves", moves));
            from = Integer.parseInt(moves.substring(0, moves.indexOf('-')));
            to = Integer.parseInt(moves.substring(moves.indexOf('-') + 1));
            if (from > to) throw new IllegalArgumentException(WORDS.text("reviewText.moves", moves));
        }
        Review r = new Review(words.get("bot"), playouts, screening, best, th[0], th[1], th[2], seed, luck, from, to);
        WinChancesText.check(new Evaluation(r.bot(), 1, 0, 0, -1), setup);
        return r;
    }

    /** The token of a move in the notation, as a review writes it. */
    public static String token(GameSetup setup, Move m) {
        return setup.game().notation().write(m, 0);
    }

    /**
     * One decision read into the draft: its node and step, checked against the record and the review.
     *
     * @param step  the step of the turn, from 1
     * @param mark  {@code ?!}, {@code ?}, {@code ??}, or "" for none
     * @param best  the best moves and their chances, alternately
     * @return the node the decision was put on
     * @throws IllegalArgumentException saying what is wrong
     */
    public static Draft.Node decision(Draft draft, Review review, String at, String step, String seat, String choices, String played,
                                      String chance, String loss, String mark, List<String> best) {
        Draft.Node node = WinChancesText.resolve(draft.root, at);
        if (node == draft.root) throw new IllegalArgumentException(WORDS.text("reviewText.start"));
        int s = integer(step, WORDS.text("reviewText.theStep"), 10_000);
        StepNotation notation = draft.setup.game().notation();
        boolean opening = draft.root.children.stream().anyMatch(c -> c == node);
        int players = draft.setup.playerCount();
        if (s < 1 || s > node.steps.size() + 1) {
            throw new IllegalArgumentException(WORDS.text("reviewText.steps", node.steps.size(), s));
        }
        if (node.reviewed.containsKey(s - 1)) throw new IllegalArgumentException(WORDS.text("reviewText.twice", s));
        List<Move> before = new ArrayList<>();
        for (int i = 0; i < s - 1; i++) before.add(node.steps.get(i).move());
        StepNotation.Context context = new StepNotation.Context(node.player, opening, players, before);
        Move mine = move(notation, played, context);
        if (s <= node.steps.size() ? !node.steps.get(s - 1).move().equals(mine) : !notation.omittedAtEnd(mine)) {
            throw new IllegalArgumentException(s <= node.steps.size()
                    ? WORDS.text("reviewText.notPlayedHas", played, s, notation.write(node.steps.get(s - 1).move(), 0))
                    : WORDS.text("reviewText.notPlayed", played, s));
        }
        if (seat.length() != 1 || seat.charAt(0) < 'A' || seat.charAt(0) >= 'A' + players) {
            throw new IllegalArgumentException(WORDS.text("reviewText.seat", String.valueOf(GameSetup.seatLetter(players - 1)), seat));
        }
        if (best.isEmpty() || best.size() % 2 != 0) throw new IllegalArgumentException(WORDS.text("reviewText.bestPairs"));
        if (best.size() / 2 > review.best()) throw new IllegalArgumentException(WORDS.text("reviewText.tooMany", review.best()));
        List<ReviewedStep.Alternative> alternatives = new ArrayList<>();
        for (int i = 0; i < best.size(); i += 2) {
            double c = Evaluation.Numbers.parseUnit(best.get(i + 1));
            if (!alternatives.isEmpty() && c > alternatives.get(alternatives.size() - 1).chance()) {
                throw new IllegalArgumentException(WORDS.text("reviewText.order", best.get(i)));
            }
            alternatives.add(new ReviewedStep.Alternative(move(notation, best.get(i), context), c));
        }
        double lost = Evaluation.Numbers.parseUnit(loss);
        String expected = review.mark(Review.round(lost));
        if (!expected.equals(mark)) {
            throw new IllegalArgumentException(WORDS.text("reviewText.mark", loss, expected.isEmpty() ? "-" : expected, thresholds(review),
                    mark.isEmpty() ? "-" : mark));
        }
        node.reviewed.put(s - 1, new ReviewedStep(seat.charAt(0) - 'A', integer(choices, "choices", 100_000), mine,
                Evaluation.Numbers.parseUnit(chance), lost, alternatives));
        return node;
    }

    private static Move move(StepNotation notation, String token, StepNotation.Context context) {
        try {
            return notation.read(token, context).step();
        } catch (NotationException e) {
            throw new IllegalArgumentException("'" + token + "': " + e.getMessage());
        }
    }

    /** Every node of the record with reviewed decisions, the root first, then the tree in order (main continuation before variations). */
    public static List<MoveNode> nodesReviewed(GameRecord record) {
        List<MoveNode> out = new ArrayList<>();
        List<MoveNode> stack = new ArrayList<>(List.of(record.root()));
        while (!stack.isEmpty()) {
            MoveNode n = stack.remove(stack.size() - 1);
            if (!n.reviewedSteps().isEmpty()) out.add(n);
            List<MoveNode> children = n.children();
            for (int i = children.size() - 1; i >= 0; i--) stack.add(children.get(i));
        }
        return out;
    }

    private static int integer(String text, String what, int max) {
        if (text == null || !text.matches("\\d{1,9}") || Integer.parseInt(text) > max) {
            throw new IllegalArgumentException(WORDS.text("settings.wholeNumber", what, max, String.valueOf(text)));
        }
        return Integer.parseInt(text);
    }

    private static long seed(String text) {
        if (text == null || !text.matches("[0-9]{1,18}")) throw new IllegalArgumentException(WORDS.text("settings.seedText", String.valueOf(text)));
        return Long.parseLong(text);
    }
}
