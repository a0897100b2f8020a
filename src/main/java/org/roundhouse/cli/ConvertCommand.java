package org.roundhouse.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.roundhouse.record.LoadResult;
import org.roundhouse.record.RecordFormat;
import org.roundhouse.record.RecordLoader;
import org.roundhouse.record.RecordSaver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code convert IN OUT}: between XML and notation, by extension. */
@Command(name = "convert", mixinStandardHelpOptions = true,
        usageHelpAutoWidth = true,
        description = {"Convert a game record between XML (.xml) and notation (.upn), by file extension.",
            "The input must load without error. An existing OUT is kept as OUT.bak."})
public final class ConvertCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "IN", description = "The record to read (.upn or .xml).")
    private Path in;

    @Parameters(index = "1", paramLabel = "OUT", description = "The file to write (.upn or .xml).")
    private Path out;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        if (RecordFormat.forPath(out).isEmpty()) {
            err.println(out + ": unknown kind of file: records end in .xml or .upn");
            err.flush();
            return 1;
        }
        LoadResult r = RecordLoader.load(in);
        if (!r.isOk()) {
            err.println(r.error().orElseThrow());
            err.println("  nothing written");
            err.flush();
            return 1;
        }
        try {
            RecordSaver.save(r.record().orElseThrow(), out);
        } catch (IOException e) {
            err.println(out + ": " + e.getMessage());
            err.flush();
            return 1;
        }
        spec.commandLine().getOut().println(in + " -> " + out);
        spec.commandLine().getOut().flush();
        return 0;
    }
}
