package org.roundhouse.cli;

import static org.roundhouse.text.Messages.CLI;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.roundhouse.record.GameRecord;
import org.roundhouse.record.LoadError;
import org.roundhouse.record.LoadResult;
import org.roundhouse.record.MoveNode;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.Replay;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code validate FILE...}: loads each record with every move checked by the rules. */
@Command(name = "validate", mixinStandardHelpOptions = true,
        usageHelpAutoWidth = true,
        description = {"Check game records: every move is checked by the rule engine.",
            "Prints OK or the first error of each file (with how far the file is valid).",
            "Exit status: 0 when every file is valid, 1 when any has an error."})
public final class ValidateCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Records (.upn or .xml).")
    private List<Path> files;

    @Override
    public Integer call() {
        // every line names a file and may carry its text: nothing of either reaches the terminal raw
        PrintWriter out = CliText.escaping(spec.commandLine().getOut());
        PrintWriter err = CliText.escaping(spec.commandLine().getErr());
        int failed = 0;
        for (Path file : files) {
            LoadResult r = RecordLoader.load(file);
            if (r.isOk()) {
                GameRecord record = r.record().orElseThrow();
                out.println(CLI.text("validate.ok", String.valueOf(file), describe(record)));
            } else {
                failed++;
                LoadError e = r.error().orElseThrow();
                // named by the path given, like the OK lines (two files may share a name)
                err.println(new LoadError(file.toString(), e.line(), e.moveNumber(), e.player(), e.reason()));
                r.record().ifPresent(record -> {
                    err.println("  " + CLI.text("validate.validUpTo", String.valueOf(file), reached(record)));
                    record.unread().ifPresent(rest -> err.println("  " + CLI.text("validate.restUnread", String.valueOf(file),
                            lines(rest.lineCount()), e.line() - rest.errorLine())));
                });
            }
            // what the file holds that the record does not keep (an XML comment): a save drops it
            for (LoadError w : r.warnings()) err.println(CLI.text("validate.warning", file + (w.line() > 0 ? ":" + w.line() : ""), w.reason()));
        }
        out.flush();
        err.flush();
        return failed == 0 ? 0 : 1;
    }

    static String describe(GameRecord record) {
        int players = record.setup().playerCount();
        MoveNode end = record.mainLineEnd();
        int variations = countVariations(record.root());
        String finished;
        try {
            finished = Replay.of(record).stateAt(end).isOver() ? CLI.text("validate.finished") : CLI.text("validate.notFinished");
        } catch (RuntimeException e) {
            finished = CLI.text("validate.notReplayable");
        }
        return CLI.text(variations == 1 ? "validate.describe.oneVariation" : "validate.describe", players, Math.max(0, end.moveNumber()),
                variations, finished);
    }

    private static int countVariations(MoveNode root) {
        int count = 0;
        java.util.ArrayDeque<MoveNode> stack = new java.util.ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            MoveNode n = stack.pop();
            count += n.variations().size();
            n.children().forEach(stack::push);
        }
        return count;
    }

    static String reached(GameRecord record) {
        MoveNode end = record.mainLineEnd();
        if (end.isRoot()) return CLI.text("validate.reached.setup");
        return CLI.text("validate.reached.move", end.moveNumber(), record.nodeCount());
    }

    /** "1 line", "12 lines". */
    static String lines(int count) {
        return count == 1 ? CLI.text("lines.one") : CLI.text("lines.many", count);
    }
}
