package org.roundhouse.cli;

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
                out.println(file + ": OK (" + describe(record) + ")");
            } else {
                failed++;
                LoadError e = r.error().orElseThrow();
                // named by the path given, like the OK lines (two files may share a name)
                err.println(new LoadError(file.toString(), e.line(), e.moveNumber(), e.player(), e.reason()));
                r.record().ifPresent(record -> {
                    err.println("  " + file + ": valid up to " + reached(record));
                    record.unread().ifPresent(rest -> err.println("  " + file + ": the rest ("
                            + (rest.lineCount() == 1 ? "1 line" : rest.lineCount() + " lines") + " from line "
                            + (e.line() - rest.errorLine()) + ") is not read; saving the record keeps it unread"));
                });
            }
            // what the file holds that the record does not keep (an XML comment): a save drops it
            for (LoadError w : r.warnings()) err.println(file + (w.line() > 0 ? ":" + w.line() : "") + ": warning: " + w.reason());
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
            finished = Replay.of(record).stateAt(end).isOver() ? "finished" : "not finished";
        } catch (RuntimeException e) {
            finished = "not replayable";
        }
        return players + " players, " + Math.max(0, end.moveNumber()) + " moves, " + variations
                + (variations == 1 ? " variation, " : " variations, ") + finished;
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
        if (end.isRoot()) return "the setup (no move loaded)";
        return "move " + end.moveNumber() + " of the main line (" + record.nodeCount() + " moves loaded in all)";
    }
}
