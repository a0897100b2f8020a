package org.roundhouse.analysis.winprob;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.record.Evaluation;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.Json;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.Replay;
import org.roundhouse.record.Turn;
import org.roundhouse.text.Messages;
import tools.jackson.core.JsonGenerator;

/**
 * Each player's chance to win at every position of a line (the start, then after each
 * turn), and the biggest swings between consecutive positions, each split into the part of
 * the player's own decisions and the part of the cards that came up (docs/bots.md, "Win
 * probability").
 */
public final class LineAnalysis {
    /**
     * A position of the line: the start ({@code node} the root, {@code moveNumber} -1) or the
     * position after a turn, with that turn in words (in the language of the analysis).
     */
    public record Point(int index, MoveNode node, int moveNumber, int mover, String words, Estimate estimate) {
    }

    /**
     * A swing: the turn ({@code moveNumber}, made by {@code mover}, {@link Turn#ALL_SEATS} for
     * the first investments) moved {@code seat}'s chance from {@code before} to {@code after};
     * {@code decision} of it came while players decided, {@code chance} while cards came up
     * (the two add up to the change).
     */
    public record Swing(int moveNumber, int mover, int seat, String words, double before, double after, double decision,
                        double chance) {
        public double change() {
            return after - before;
        }
    }

    private final List<String> names;
    private final List<Point> points;
    private final List<Swing> swings;
    /** The points' turns in English, for the CSV and JSON, which are the same in every language. */
    private final List<String> turnsForFiles;
    /** The point of each swing. */
    private final List<Integer> swingPoints;
    private final String bot;
    private final Settings settings;

    private final int reused;
    private final long played;
    private final int splitPositions;
    private final long splitPlayed;
    private final boolean instant;

    private LineAnalysis(List<String> names, List<Point> points, List<String> turnsForFiles, List<Swing> swings,
                         List<Integer> swingPoints, String bot, Settings settings, int reused, long played, int splitPositions,
                         long splitPlayed, boolean instant) {
        this.instant = instant;
        this.reused = reused;
        this.played = played;
        this.splitPositions = splitPositions;
        this.splitPlayed = splitPlayed;
        this.names = List.copyOf(names);
        this.points = List.copyOf(points);
        this.swings = List.copyOf(swings);
        this.turnsForFiles = List.copyOf(turnsForFiles);
        this.swingPoints = List.copyOf(swingPoints);
        this.bot = bot;
        this.settings = settings;
    }

    /**
     * The line with chances given at once for every position (the evaluator's instant graph):
     * no playouts (each estimate counts 0 and has no sampling error), no swings, the method's
     * name in place of the playouts' bot.
     *
     * @param chances each seat's chance at the start and after every turn of {@code line}
     */
    public static LineAnalysis instant(Replay replay, List<MoveNode> line, Settings settings, String method,
                                       List<double[]> chances) {
        if (chances.size() != line.size() + 1) throw new IllegalArgumentException("one chance per position of the line");
        List<String> names = new ArrayList<>(replay.playerNames());
        MoveNode root = line.isEmpty() ? replay.record().root() : line.get(0).parent().orElseThrow();
        List<Point> points = new ArrayList<>();
        List<String> forFiles = new ArrayList<>();
        for (int i = 0; i <= line.size(); i++) {
            double[] p = chances.get(i);
            Estimate e = new Estimate(0, p, new double[p.length]);
            if (i == 0) {
                points.add(new Point(0, root, root.moveNumber(), -1, Messages.WORDS.text("analysis.start"), e));
                forFiles.add(Messages.WORDS.text(Locale.ENGLISH, "analysis.start"));
            } else {
                MoveNode n = line.get(i - 1);
                points.add(new Point(i, n, n.moveNumber(), n.turn().player(), words(replay, n, settings.viewer()), e));
                forFiles.add(wordsForFiles(replay, n, settings.viewer(), points.get(i).words()));
            }
        }
        return new LineAnalysis(names, points, forFiles, List.of(), List.of(), method, settings, 0, 0, 0, 0, true);
    }

    /** Who the recipients are: the player names, then "house" where one is ranked. */
    public List<String> names() {
        return names;
    }

    public List<Point> points() {
        return points;
    }

    /** The biggest swings, biggest first. */
    public List<Swing> swings() {
        return swings;
    }

    /** The bot the playouts used. */
    public String bot() {
        return bot;
    }

    public Settings settings() {
        return settings;
    }

    /** The key of the position after {@code steps} steps of the turn at {@code depth} (0 steps: before it). */
    static long key(int depth, int steps) {
        return depth * 4096L + steps;
    }

    /**
     * Evaluates the line and splits its {@code swingCount} biggest swings.
     *
     * @param line the nodes from the first investments on (as {@link Replay#line} gives them); may end early
     * @throws java.util.concurrent.CancellationException when {@code cancelled} turns true
     * @throws IllegalArgumentException for a bot or view the rule set does not have
     */
    public static LineAnalysis of(Replay replay, List<MoveNode> line, Settings settings, int swingCount,
                                  WinProbability.Listener listener, BooleanSupplier cancelled) throws InterruptedException {
        Game game = replay.game();
        int players = replay.playerNames().size();
        WinProbability wp = new WinProbability(game, players, settings);
        List<String> names = new ArrayList<>(replay.playerNames());
        if (wp.recipients() > players) names.add("house");
        int viewer = settings.viewer();

        MoveNode root = line.isEmpty() ? replay.record().root() : line.get(0).parent().orElseThrow();
        List<MoveNode> nodes = new ArrayList<>();
        nodes.add(root);
        nodes.addAll(line);
        // chances the record keeps from an evaluation with these very settings are the same figures: not played again
        // (the turns after which playouts are judged are one of the settings: judged chances are never taken for full ones)
        boolean reuse = replay.record().evaluation().map(e -> e.equals(settings.kept(wp.bot()))).orElse(false);
        List<GameState> states = new ArrayList<>();
        List<Long> keys = new ArrayList<>();
        List<Integer> todo = new ArrayList<>();
        Estimate[] all = new Estimate[nodes.size()];
        int reused = 0;
        for (int i = 0; i < nodes.size(); i++) {
            MoveNode n = nodes.get(i);
            var kept = n.winChances();
            if (reuse && kept.isPresent() && kept.get().recipients() == wp.recipients()) {
                all[i] = Estimate.of(kept.get());
                reused++;
                continue;
            }
            todo.add(i);
            states.add(replay.stateAt(n));
            keys.add(i == 0 ? key(root.depth(), 0) : key(n.depth() + 1, 0));
        }
        List<Estimate> computed = wp.estimateAll(states, keys, listener, cancelled);
        for (int j = 0; j < todo.size(); j++) all[todo.get(j)] = computed.get(j);
        List<Estimate> estimates = List.of(all);
        List<Point> points = new ArrayList<>();
        List<String> forFiles = new ArrayList<>();
        points.add(new Point(0, root, root.moveNumber(), -1, Messages.WORDS.text("analysis.start"), estimates.get(0)));
        forFiles.add(Messages.WORDS.text(Locale.ENGLISH, "analysis.start"));
        for (int i = 0; i < line.size(); i++) {
            MoveNode n = line.get(i);
            points.add(new Point(i + 1, n, n.moveNumber(), n.turn().player(), words(replay, n, viewer), estimates.get(i + 1)));
            forFiles.add(wordsForFiles(replay, n, viewer, points.get(i + 1).words()));
        }

        // the biggest change of any one seat's chance at each turn, biggest turns first
        record Candidate(int index, int seat, double change) {
        }
        List<Candidate> candidates = new ArrayList<>();
        for (int i = 1; i < points.size(); i++) {
            int best = -1;
            double change = 0;
            for (int s = 0; s < players; s++) {
                double d = points.get(i).estimate().p(s) - points.get(i - 1).estimate().p(s);
                if (best < 0 || Math.abs(d) > Math.abs(change)) {
                    best = s;
                    change = d;
                }
            }
            candidates.add(new Candidate(i, best, change));
        }
        candidates.sort(Comparator.comparingDouble((Candidate c) -> -Math.abs(c.change())).thenComparingInt(Candidate::index));
        List<Candidate> chosen = candidates.subList(0, Math.min(swingCount, candidates.size()));

        // within each chosen turn, the positions where its steps switch between decisions and chance
        List<GameState> inner = new ArrayList<>();
        List<Long> innerKeys = new ArrayList<>();
        List<List<int[]>> segments = new ArrayList<>(); // per chosen turn: {index into inner or -1 for an end, isChance}
        for (Candidate c : chosen) {
            MoveNode n = line.get(c.index() - 1);
            List<Move> steps = n.turn().steps();
            List<GameState> after = replay.stepStates(n);
            List<int[]> segs = new ArrayList<>();
            for (int j = 0; j < steps.size(); j++) {
                boolean lastOfRun = j == steps.size() - 1 || steps.get(j).isChance() != steps.get(j + 1).isChance();
                if (!lastOfRun) continue;
                int at = -1;
                if (j < steps.size() - 1) {
                    at = inner.size();
                    inner.add(after.get(j));
                    innerKeys.add(key(n.depth(), j + 1));
                }
                segs.add(new int[] {at, steps.get(j).isChance() ? 1 : 0});
            }
            segments.add(segs);
        }
        if (!inner.isEmpty()) listener.splittingSwings(chosen.size(), inner.size());
        List<Estimate> innerEstimates = inner.isEmpty() ? List.of() : wp.estimateAll(inner, innerKeys, listener, cancelled);

        List<Swing> swings = new ArrayList<>();
        List<Integer> swingPoints = new ArrayList<>();
        for (int k = 0; k < chosen.size(); k++) {
            Candidate c = chosen.get(k);
            Point before = points.get(c.index() - 1);
            Point after = points.get(c.index());
            double decision = 0;
            double chance = 0;
            double from = before.estimate().p(c.seat());
            for (int[] seg : segments.get(k)) {
                double to = seg[0] < 0 ? after.estimate().p(c.seat()) : innerEstimates.get(seg[0]).p(c.seat());
                if (seg[1] == 1) chance += to - from;
                else decision += to - from;
                from = to;
            }
            swings.add(new Swing(after.moveNumber(), after.mover(), c.seat(), after.words(), before.estimate().p(c.seat()),
                    after.estimate().p(c.seat()), decision, chance));
            swingPoints.add(c.index());
        }
        return new LineAnalysis(names, points, forFiles, swings, swingPoints, wp.bot(), settings, reused, playouts(computed),
                inner.size(), playouts(innerEstimates), false);
    }

    private static long playouts(List<Estimate> estimates) {
        long n = 0;
        for (Estimate e : estimates) n += e.playouts();
        return n;
    }

    /** How many positions took their chances from the record instead of playouts. */
    public int reused() {
        return reused;
    }

    /** Playouts played for the positions of the line in this run (none for those taken from the record). */
    public long played() {
        return played;
    }

    /** Positions inside the swings' turns played to split them. */
    public int splitPositions() {
        return splitPositions;
    }

    /** Playouts played at those positions. */
    public long splitPlayed() {
        return splitPlayed;
    }

    /**
     * Keeps the chances in the record: its evaluation becomes these settings, every node of the
     * line (and the start) gets its chances; chances of an evaluation with other settings are
     * dropped first, chances of other lines with the same settings stay.
     */
    public void store(GameRecord record) {
        Evaluation e = settings.kept(bot);
        if (!record.evaluation().map(e::equals).orElse(false)) record.setEvaluation(null);
        record.setEvaluation(e);
        for (Point p : points) p.node().setWinChances(p.estimate().kept());
    }

    private static String words(Replay replay, MoveNode n, int viewer) {
        GameState before = replay.stateBefore(n);
        return replay.game().words().turn(n.turn().steps(), before.dividendsDrawn(), viewer, replay::playerName);
    }

    /** The turn in English, as the files keep it; {@code inLanguage} where the analysis speaks English already. */
    private static String wordsForFiles(Replay replay, MoveNode n, int viewer, String inLanguage) {
        if (Messages.locale().getLanguage().equals(Locale.ENGLISH.getLanguage())) return inLanguage;
        return Messages.in(Locale.ENGLISH, () -> words(replay, n, viewer));
    }

    /** "move 34, Ben builds DM Denver–Casper: Ben 41% → 19% (decision -15 points, cards -7)", in the language. */
    public String describe(Swing s) {
        return describe(Messages.locale(), s, s.words());
    }

    /**
     * The swing without its move number, in the language: "Ben builds DM Denver–Casper: Ben 41% → 19%
     * (decision -15 points, cards -7)", as the Win chances tab writes it into the move's comment.
     */
    public String withoutMove(Swing s) {
        return s.words() + ": " + figures(Messages.locale(), s);
    }

    private String describe(Locale language, Swing s, String turn) {
        return String.format(Locale.ROOT, Messages.WORDS.text(language, "analysis.swing"), s.moveNumber(), turn, figures(language, s));
    }

    private String figures(Locale language, Swing s) {
        return String.format(Locale.ROOT, Messages.WORDS.text(language, "analysis.swing.figures"), names.get(s.seat()),
                100 * s.before(), 100 * s.after(), 100 * s.decision(), 100 * s.chance());
    }

    /**
     * The estimates as CSV, a row per position: {@code index,move,mover,turn,playouts}, then
     * {@code p NAME,se NAME} for each player (and the house); {@code move} is -1 and {@code mover}
     * empty at the start, {@code mover} is {@code all} for the first investments.
     */
    public String toCsv() {
        StringBuilder b = new StringBuilder("index,move,mover,turn,playouts");
        for (String n : names) b.append(",p ").append(csv(n)).append(",se ").append(csv(n));
        b.append('\n');
        for (Point p : points) {
            b.append(p.index()).append(',').append(p.moveNumber()).append(',').append(csv(moverName(p.mover(), p.index())))
                    .append(',').append(csv(turnsForFiles.get(p.index()))).append(',').append(p.estimate().playouts());
            for (int r = 0; r < names.size(); r++) {
                b.append(',').append(num(p.estimate().p(r))).append(',').append(num(p.estimate().se(r)));
            }
            b.append('\n');
        }
        return b.toString();
    }

    /** The settings, the estimates and the swings as JSON (docs/cli.md, "evaluate"). */
    public String toJson(String source) {
        return Json.write(j -> {
            j.writeStartObject();
            j.writeStringProperty("file", source);
            j.writeStringProperty("bot", bot);
            j.writeNumberProperty("playouts", instant ? 0 : settings.playouts());
            j.writeName("precision");
            Json.number(j, settings.precision());
            j.writeNumberProperty("seed", settings.seed());
            if (settings.judgedAfterTurns() > 0) j.writeNumberProperty("judgedAfterTurns", settings.judgedAfterTurns());
            j.writeStringProperty("view", settings.viewer() < 0 ? "all" : names.get(settings.viewer()));
            j.writeArrayPropertyStart("names");
            for (String n : names) j.writeString(n);
            j.writeEndArray();
            j.writeArrayPropertyStart("positions");
            for (Point p : points) {
                j.writeStartObject();
                j.writeNumberProperty("index", p.index());
                j.writeNumberProperty("move", p.moveNumber());
                j.writeStringProperty("mover", moverName(p.mover(), p.index()));
                j.writeStringProperty("turn", turnsForFiles.get(p.index()));
                j.writeNumberProperty("playouts", p.estimate().playouts());
                j.writeArrayPropertyStart("p");
                for (int r = 0; r < names.size(); r++) Json.number(j, round(p.estimate().p(r)));
                j.writeEndArray();
                j.writeArrayPropertyStart("se");
                for (int r = 0; r < names.size(); r++) Json.number(j, round(p.estimate().se(r)));
                j.writeEndArray();
                j.writeEndObject();
            }
            j.writeEndArray();
            j.writeArrayPropertyStart("swings");
            for (int k = 0; k < swings.size(); k++) {
                Swing s = swings.get(k);
                String turn = turnsForFiles.get(swingPoints.get(k));
                j.writeStartObject();
                j.writeNumberProperty("move", s.moveNumber());
                j.writeStringProperty("mover", moverName(s.mover(), 1));
                j.writeStringProperty("player", names.get(s.seat()));
                j.writeStringProperty("turn", turn);
                number(j, "before", s.before());
                number(j, "after", s.after());
                number(j, "decision", s.decision());
                number(j, "chance", s.chance());
                j.writeStringProperty("text", describe(Locale.ENGLISH, s, turn));
                j.writeEndObject();
            }
            j.writeEndArray();
            j.writeEndObject();
        });
    }

    private static void number(JsonGenerator j, String name, double x) {
        j.writeName(name);
        Json.number(j, round(x));
    }

    private String moverName(int mover, int index) {
        if (index == 0) return "";
        return mover == Turn.ALL_SEATS ? "all" : names.get(mover);
    }

    private static double round(double x) {
        return Math.round(x * 1e6) / 1e6;
    }

    /** As records keep the figures: at most 6 decimals, so that chances read from a record print alike. */
    private static String num(double x) {
        return Evaluation.Numbers.format(x);
    }

    private static String csv(String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0) return s;
        return '"' + s.replace("\"", "\"\"") + '"';
    }
}
