package org.roundhouse.record;

import static org.roundhouse.text.Messages.WORDS;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How both formats write a record's evaluation: its settings as {@code name=value} words, the
 * chances of a node as numbers, and which node as a path (docs/notation.md, "Win chances").
 *
 * <p>A path names a node of the tree from the start: {@code start} is the position after the
 * deal; {@code 40} is main-line move 40; {@code 23:1} is the first move of the first variation
 * played instead of move 23, and {@code 23:1/25} move 25 of that variation's line. Each
 * {@code N:k} segment follows the main continuation to the position before move N and takes
 * its k-th variation; a last plain {@code N} follows the main continuation to move N.
 */
public final class WinChancesText {
    private static final Pattern PATH = Pattern.compile("start|(?:\\d{1,7}:\\d{1,4}/)*\\d{1,7}(?::\\d{1,4})?");
    private static final Pattern SEGMENT = Pattern.compile("(\\d{1,7})(?::(\\d{1,4}))?");

    private WinChancesText() {
    }

    /** The path of a node. */
    public static String path(MoveNode node) {
        if (node.isRoot()) return "start";
        List<MoveNode> chain = new ArrayList<>();
        for (MoveNode n = node; !n.isRoot(); n = n.parent().orElseThrow()) chain.add(0, n);
        List<String> segments = new ArrayList<>();
        MoveNode lastSegment = null;
        for (MoveNode n : chain) {
            MoveNode parent = n.parent().orElseThrow();
            int k = parent.indexOf(n);
            if (k > 0) {
                segments.add(n.moveNumber() + ":" + k);
                lastSegment = n;
            }
        }
        if (lastSegment != node) segments.add(String.valueOf(node.moveNumber()));
        return String.join("/", segments);
    }

    /**
     * The node of the draft's tree a path names.
     *
     * @throws IllegalArgumentException saying why there is none
     */
    public static Draft.Node resolve(Draft.Node root, String path) {
        if (!PATH.matcher(path).matches()) {
            throw new IllegalArgumentException(WORDS.text("winChances.notPosition", path));
        }
        if (path.equals("start")) return root;
        Draft.Node node = root;
        int depth = 0;
        String[] parts = path.split("/");
        for (int i = 0; i < parts.length; i++) {
            Matcher m = SEGMENT.matcher(parts[i]);
            if (!m.matches()) throw new AssertionError(parts[i]);
            int move = Integer.parseInt(m.group(1));
            boolean variation = m.group(2) != null;
            int target = variation ? move : move + 1; // the depth to reach along the main continuation
            if (target < depth) {
                throw new IllegalArgumentException(WORDS.text("winChances.before", path, move));
            }
            while (depth < target) {
                if (node.children.isEmpty()) {
                    throw new IllegalArgumentException(WORDS.text("winChances.lineEnds", path, move));
                }
                node = node.children.get(0);
                depth++;
            }
            if (variation) {
                int k = Integer.parseInt(m.group(2));
                if (k < 1 || k >= node.children.size()) {
                    throw new IllegalArgumentException(WORDS.text("winChances.noVariation", path, move, k));
                }
                node = node.children.get(k);
                depth++;
            }
        }
        return node;
    }

    /**
     * How far the chances of a position may add up from one: the formats write six decimals, so
     * each of up to seven recipients' chances may be off by half a millionth after rounding.
     */
    public static final double SUM_TOLERANCE = 0.00001;

    /**
     * {@code bot=heuristic playouts=1000 precision=0 seed=1 view=all} (and {@code eval-after=50}) back into settings,
     * checked against the game they are about: the view a seat it has, the bot one its rule set knows, judged
     * playouts only where an evaluator ships for it.
     *
     * @throws IllegalArgumentException saying what is wrong
     */
    public static Evaluation evaluation(Map<String, String> words, GameSetup setup) {
        Evaluation e = evaluation(words);
        check(e, setup);
        return e;
    }

    /**
     * Checks an evaluation against the game it is about.
     *
     * @throws IllegalArgumentException for a view of a seat the game does not have, a bot its rule set does not know, or
     *     judged playouts where no evaluator ships for it
     */
    public static void check(Evaluation e, GameSetup setup) {
        int players = setup.playerCount();
        if (e.viewer() >= players) {
            throw new IllegalArgumentException(WORDS.text("winChances.view", e.viewText(), players, String.valueOf(GameSetup.seatLetter(players - 1))));
        }
        var game = setup.game();
        var arena = org.roundhouse.engine.registry.RuleSets.arena(game);
        if (arena.isPresent()) {
            try {
                arena.get().checkBot(e.bot());
            } catch (IllegalArgumentException ex) {
                throw new IllegalArgumentException("bot=" + e.bot() + ": " + game.ruleSet().title() + ": " + ex.getMessage(), ex);
            }
        } else if (!e.bot().equals("random")) {
            throw new IllegalArgumentException(WORDS.text("winChances.onlyRandom", e.bot(), game.ruleSet().title()));
        }
        if (e.judged() && org.roundhouse.engine.bots.LeafJudge.of(game).isEmpty()) {
            throw new IllegalArgumentException(WORDS.text("winChances.noJudge", e.judgedAfterTurns(), game.ruleSet().title()));
        }
    }

    /** The settings an evaluation may have; all but {@link Evaluation#JUDGED_AFTER} must be given. */
    private static final List<String> SETTINGS = List.of("bot", "playouts", "precision", "seed", "view", Evaluation.JUDGED_AFTER);

    /** {@code bot=heuristic playouts=1000 precision=0 seed=1 view=all}, and {@code eval-after=50} where given, back into settings. */
    public static Evaluation evaluation(Map<String, String> words) {
        for (String key : words.keySet()) {
            if (!SETTINGS.contains(key)) {
                throw new IllegalArgumentException(WORDS.text("winChances.noSetting", key));
            }
        }
        for (String key : List.of("bot", "playouts", "precision", "seed", "view")) {
            if (!words.containsKey(key)) throw new IllegalArgumentException(WORDS.text("winChances.missing", key));
        }
        int playouts = integer(words.get("playouts"), "playouts", 100_000_000);
        long seed;
        try {
            seed = Long.parseLong(words.get("seed"));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(WORDS.text("settings.seedText", String.valueOf(words.get("seed"))));
        }
        int judgedAfter = 0;
        String turns = words.get(Evaluation.JUDGED_AFTER);
        if (turns != null) {
            // left out for playouts played to the end, so 0 is not written either: one way to say each
            if (!turns.matches("[1-9]\\d{0,3}") || Integer.parseInt(turns) > Evaluation.MAX_JUDGED_AFTER) {
                throw new IllegalArgumentException(WORDS.text("winChances.evalAfter", turns, Evaluation.MAX_JUDGED_AFTER));
            }
            judgedAfter = Integer.parseInt(turns);
        }
        return new Evaluation(words.get("bot"), playouts, Evaluation.Numbers.parseUnit(words.get("precision")), seed,
                Evaluation.parseView(words.get("view")), judgedAfter);
    }

    /**
     * Chances from their texts: the playouts, and a chance and an error for each recipient; the
     * chances add up to one ({@link #SUM_TOLERANCE}).
     *
     * @param house true when the house is the last recipient
     * @throws IllegalArgumentException saying what is wrong
     */
    public static WinChances chances(String playouts, List<String> p, List<String> se, int recipients, boolean house) {
        if (p.size() != recipients || se.size() != recipients) {
            String whom = house ? WORDS.text("winChances.whomHouse", recipients - 1, recipients) : WORDS.text("winChances.whom", recipients);
            String found = p.size() == se.size() ? WORDS.text("winChances.pairs", p.size()) : WORDS.text("winChances.chancesErrors", p.size(), se.size());
            throw new IllegalArgumentException(WORDS.text("winChances.count", whom, found));
        }
        double[] pv = new double[recipients];
        double[] sv = new double[recipients];
        java.math.BigDecimal sum = java.math.BigDecimal.ZERO;
        for (int i = 0; i < recipients; i++) {
            pv[i] = Evaluation.Numbers.parseUnit(p.get(i));
            sv[i] = Evaluation.Numbers.parseUnit(se.get(i));
            sum = sum.add(new java.math.BigDecimal(p.get(i)));
        }
        if (sum.subtract(java.math.BigDecimal.ONE).abs().doubleValue() > SUM_TOLERANCE) {
            throw new IllegalArgumentException(WORDS.text("winChances.sum", sum.stripTrailingZeros().toPlainString(),
                    Evaluation.Numbers.format(SUM_TOLERANCE)));
        }
        return new WinChances(integer(playouts, "playouts", 100_000_000), pv, sv);
    }

    private static int integer(String text, String what, int max) {
        if (text == null || !text.matches("\\d{1,9}") || Integer.parseInt(text) > max) {
            throw new IllegalArgumentException(WORDS.text("settings.wholeNumber", what, max, String.valueOf(text)));
        }
        return Integer.parseInt(text);
    }

    /** The recipients of a setup's game: its players, and the house where the two-player rules rank one. */
    public static int recipients(GameSetup setup) {
        int n = setup.playerCount();
        return n + (housePlays(setup) ? 1 : 0);
    }

    /** True when the two-player rules of the setup's game rank a house among the recipients. */
    public static boolean housePlays(GameSetup setup) {
        return setup.game().housePlays(setup.playerCount());
    }

    /** Every node of the record with chances, the root first, then the tree in order (main continuation before variations). */
    public static List<MoveNode> nodesWithChances(GameRecord record) {
        List<MoveNode> out = new ArrayList<>();
        List<MoveNode> stack = new ArrayList<>(List.of(record.root()));
        while (!stack.isEmpty()) {
            MoveNode n = stack.remove(stack.size() - 1);
            if (n.winChances().isPresent()) out.add(n);
            List<MoveNode> children = n.children();
            for (int i = children.size() - 1; i >= 0; i--) stack.add(children.get(i));
        }
        return out;
    }
}
