package org.roundhouse.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** One run of the command line in the test's process: its exit status and what it printed. */
record CliRun(int status, String out, String err) {
    /** The command line run with {@code --lang it} before the arguments. */
    static CliRun italian(String... args) {
        String[] all = new String[args.length + 2];
        all[0] = "--lang";
        all[1] = "it";
        System.arraycopy(args, 0, all, 2, args.length);
        return of(all);
    }

    static CliRun of(String... args) {
        return of(Main.commandLine(), args);
    }

    static CliRun of(CommandLine cl, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int status = cl.execute(args);
        return new CliRun(status, out.toString(), err.toString());
    }
}
