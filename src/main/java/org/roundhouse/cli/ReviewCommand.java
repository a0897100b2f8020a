package org.roundhouse.cli;

import static org.roundhouse.text.Messages.CLI;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.roundhouse.analysis.review.LineReview;
import org.roundhouse.analysis.review.MoveReview;
import org.roundhouse.analysis.review.ReviewFiles;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.StepWords;
import org.roundhouse.engine.registry.RuleSets;
import org.roundhouse.record.AtomicFiles;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordSaver;
import org.roundhouse.record.Replay;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code review FILE}: the best moves at every decision of a line, what each move played cost, and a scorecard per player. */
@Command(name = "review", mixinStandardHelpOptions = true, sortOptions = false, usageHelpAutoWidth = true,
        description = {"Review every decision of a game: the best few moves by playouts, each with its chance to win, and how"
                + " much the move played lost against the best, in points of win chance; marked ?! (inaccuracy), ? (mistake)"
                + " and ?? (blunder) from the thresholds. Then a scorecard per player: decisions, mean loss, the marks, and"
                + " the luck, which is how far the cards drawn moved the player's chance to win.",
            "Each move is judged on playouts from the hidden cards as its player saw them. The same seed gives the same"
                    + " review on any number of threads. Without --out the moves marked and the scorecards are printed;"
                    + " --out X.csv writes a row per decision, X.json the settings, decisions and scorecards"
                    + " (the method and the thresholds are in docs/bots.md); --store keeps the review in the record.", ""},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:the review was printed or written", "1:the record could not be read or the file not written",
            "2:wrong arguments"})
final class ReviewCommand implements Callable<Integer> {
    private static final List<String> FORMATS = List.of("csv", "json");

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "A record (.upn or .xml).")
    Path file;

    @Option(names = {"-o", "--out"}, paramLabel = "OUT", description = "The file to write: .csv or .json.")
    Path out;

    @Option(names = "--store",
            description = "Keep the review in the record: FILE is saved again, in its format, with the best moves and chances of"
                    + " each decision, the loss and mark of the move played, and the luck of each player, in place of any review it kept.")
    boolean store;

    @Option(names = "--playouts", paramLabel = "N", defaultValue = "200",
            description = "Playouts for each of the best moves and the move played (default: ${DEFAULT-VALUE}).")
    int playouts;

    @Option(names = "--screening", paramLabel = "N", defaultValue = "400",
            description = "Playouts to screen all the legal moves of a decision, by sequential halving (default: ${DEFAULT-VALUE}).")
    int screening;

    @Option(names = "--best", paramLabel = "K", defaultValue = "3", description = "Best moves to list (default: ${DEFAULT-VALUE}).")
    int best;

    @Option(names = "--screen", paramLabel = "HOW", defaultValue = "playouts",
            description = "How the legal moves are screened down to the finalists: playouts (sequential halving, --screening"
                    + " playouts) or evaluator (the rule set's learned evaluator, no playouts: about a quarter less time; docs/bots.md)"
                    + " (default: ${DEFAULT-VALUE}).")
    String screen;

    @Option(names = "--thresholds", paramLabel = "I,M,B", defaultValue = "5,10,20",
            description = "Points of win chance lost that make a move an inaccuracy, a mistake, a blunder (default ${DEFAULT-VALUE}).")
    String thresholds;

    @Option(names = "--bot", paramLabel = "NAME", description = "The bot that plays the playouts (default: the rule set's own).")
    String bot;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the playouts (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1", description = "Decisions reviewed at once (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--line", paramLabel = "LINE", defaultValue = "main", description = "The line: main (default) or MOVE:N, as for chart.")
    String line;

    @Option(names = "--all", description = "Print every decision, not only those marked.")
    boolean all;

    @Option(names = "--from", paramLabel = "N",
            description = "Review from move N of the line (default: its first move). With --store, a review of some moves is merged"
                    + " with the review kept when that was made the same way on the same line (docs/bots.md), else replaces it.")
    Integer from;

    @Option(names = "--to", paramLabel = "M", description = "Review up to move M of the line, included (default: its last move).")
    Integer to;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter o = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String format = "";
        if (out != null) {
            format = OutFile.format(out, FORMATS);
            if (format == null) return usage(err, OutFile.formatRefusal(out, FORMATS));
            if (OutFile.folderRefusal(out) != null) return usage(err, OutFile.folderRefusal(out));
        }
        if (threads < 1 || threads > 64) return usage(err, CLI.text("train.threads"));
        if (seed < 0) return usage(err, CLI.text("train.seed", seed));
        MoveReview.Settings settings;
        try {
            String[] t = thresholds.split(",");
            if (t.length != 3) throw new IllegalArgumentException(CLI.text("review.thresholds.three"));
            settings = new MoveReview.Settings(playouts, screening, best, new MoveReview.Thresholds(
                    Double.parseDouble(t[0].trim()) / 100, Double.parseDouble(t[1].trim()) / 100, Double.parseDouble(t[2].trim()) / 100));
        } catch (NumberFormatException e) {
            return usage(err, CLI.text("review.thresholds.numbers", thresholds));
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
        MoveReview.Screen how = screen(screen);
        if (how == null) return usage(err, CLI.text("review.screen", screen));
        if (how == MoveReview.Screen.EVALUATOR && store) return usage(err, CLI.text("review.screenStore"));
        settings = settings.withScreen(how);
        Optional<GameRecord> loaded = RecordFile.load(file, err, false);
        if (loaded.isEmpty()) return 1;
        GameRecord record = loaded.get();
        Replay replay;
        List<MoveNode> nodes;
        try {
            replay = Replay.of(record);
            nodes = ChartCommand.line(record, line);
            if (bot != null) RuleSets.arena(replay.game()).orElseThrow(
                    () -> new IllegalArgumentException(CLI.text("review.noBots", replay.game().ruleSet().title()))).checkBot(bot);
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
        LineReview.Line flat = LineReview.of(replay, nodes);
        String botName = bot != null ? bot : RuleSets.arena(replay.game()).map(a -> a.defaultPlayoutBot()).orElse("random");
        LineReview.Plan plan;
        try {
            plan = LineReview.plan(record, flat, LineReview.settingsOf(settings, botName, seed, replay.playerNames().size()), from, to);
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
        ReviewFiles.Moves moves = from == null && to == null ? null
                : new ReviewFiles.Moves(from == null ? flat.firstMove() : from, to == null ? flat.lastMove() : to, flat.lastMove());
        List<Move> steps = flat.steps();
        List<ReviewFiles.Step> where = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            // the opening investments belong to every seat: each step names its own
            MoveNode n = flat.nodes().get(i);
            int seat = n.turn().player() >= 0 ? n.turn().player() : steps.get(i).player();
            where.add(new ReviewFiles.Step(n.moveNumber(), seat >= 0 && seat < replay.playerNames().size() ? replay.playerName(seat) : null));
        }
        List<String> names = replay.playerNames();
        StepWords words = replay.game().words();
        Function<Move, String> say = m -> words.steps(List.of(m), StepWords.ALL_SEEING, names::get).get(0);
        long start = System.nanoTime();
        long[] shown = {start};
        int total = plan.decide().to() - plan.decide().from();
        LineReview.Result result;
        try {
            result = LineReview.review(replay.game(), names.size(), flat, bot, settings, seed, threads, done -> {
                long now = System.nanoTime();
                synchronized (shown) {
                    if (now - shown[0] < 2_000_000_000L) return;
                    shown[0] = now;
                    double secs = (now - start) / 1e9;
                    err.printf(CliText.numbers(), CLI.text("review.progress"), done, total, secs,
                            secs / done * (total - done));
                    err.flush();
                }
            }, () -> false, plan);
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
        if (store) LineReview.store(record, flat, result, settings, botName, seed, plan); // in memory: saved after --out is written
        Path target = out;
        try {
            if (out == null) {
                o.print(ReviewFiles.text(result, where, say, names, all, moves));
                o.flush();
            } else {
                String text = format.equals("csv") ? ReviewFiles.csv(result, where, say, moves)
                        : ReviewFiles.json(result, where, say, names, settings, botName, seed, moves);
                AtomicFiles.writeString(out, text);
                o.printf(CliText.numbers(), CLI.text("review.wrote"), out,
                        result.decisions().stream().filter(java.util.Objects::nonNull).count(), (System.nanoTime() - start) / 1e9);
                o.flush();
            }
            if (store) {
                target = file;
                RecordSaver.save(record, file);
                o.println(CliText.escape(CLI.text("review.kept", file, result.decisions().stream().filter(java.util.Objects::nonNull).count())));
                if (plan.keeping() == LineReview.Keeping.MERGED) o.println(CliText.escape(CLI.text("review.merged")));
                if (plan.keeping() == LineReview.Keeping.REPLACED) o.println(CliText.escape(CLI.text("review.replaced")));
                o.flush();
            }
        } catch (java.io.IOException e) {
            err.println(CliText.escape(target + ": " + org.roundhouse.text.FileReasons.message(e)));
            err.flush();
            return 1;
        }
        return 0;
    }

    /** {@code playouts} or {@code evaluator} (any case), or null. */
    static MoveReview.Screen screen(String name) {
        for (MoveReview.Screen s : MoveReview.Screen.values()) if (s.name().equalsIgnoreCase(name)) return s;
        return null;
    }

    private static int usage(PrintWriter err, String message) {
        return CliText.usage(err, "review", message);
    }
}
