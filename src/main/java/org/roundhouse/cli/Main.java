package org.roundhouse.cli;

import java.util.Locale;
import java.util.ResourceBundle;
import java.util.concurrent.Callable;
import org.roundhouse.text.Messages;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;

/** The one entry point: no arguments opens the workbench, sub-commands work without a display. */
// Help texts: the first description line is what the command list shows, so it is one whole sentence;
// each further line is a paragraph that picocli wraps (no line breaks inside sentences).
@Command(name = "roundhouse", mixinStandardHelpOptions = true, version = "Roundhouse 0.1", usageHelpAutoWidth = true,
        description = {"A workbench for the board game Union Pacific.",
            "Without a command it opens the workbench on the file given, or on a bundled sample game."},
        commandListHeading = "%nCommands (roundhouse COMMAND --help for more):%n",
        subcommands = {BenchCommand.class, ValidateCommand.class, SummaryCommand.class, ConvertCommand.class, PlayCommand.class, ChartCommand.class,
            TournamentCommand.class, EvaluateCommand.class, ReviewCommand.class, CalibrateCommand.class, TrainCommand.class,
            SimulateCommand.class})
public final class Main implements Callable<Integer> {
    @CommandLine.Parameters(arity = "0..1", paramLabel = "FILE", description = "A game record to open in the workbench.")
    private java.nio.file.Path file;

    /** The usage help in Italian (English stays in the annotations): docs/i18n.md. */
    static final String HELP_BUNDLE = "org.roundhouse.cli.help";

    @CommandLine.Spec
    private CommandSpec spec;

    /**
     * {@code --lang it|en}: the language of the help and of the words (move descriptions, refusals,
     * messages) from here on; before a command's name, as in {@code roundhouse --lang it play --help}.
     */
    @CommandLine.Option(names = "--lang", paramLabel = "LANG", description = "Language of the help and the messages: en or it (default: the system's).")
    void setLanguage(String tag) {
        try {
            Messages.setLocale(Messages.parseLanguage(tag));
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        speakTheLanguage(spec.commandLine());
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs a command line and returns its exit status. */
    public static int run(String... args) {
        return commandLine().execute(args);
    }

    /** The command line, its usage help and its parse errors ({@link ParseErrors}) in the current language. */
    static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.setParameterExceptionHandler(new ParseErrors());
        return speakTheLanguage(cl);
    }

    /** Gives the command line and all its commands the usage help of the current language ({@link Messages#locale()}). */
    static CommandLine speakTheLanguage(CommandLine cl) {
        Locale l = Messages.locale();
        cl.setResourceBundle(l.equals(Locale.ENGLISH) ? null : helpBundle(l));
        return cl;
    }

    /** The usage help's bundle for a language other than English (whose help is the annotations'). */
    static ResourceBundle helpBundle(Locale l) {
        return ResourceBundle.getBundle(HELP_BUNDLE, l, Main.class.getClassLoader(),
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    @Override
    public Integer call() {
        return Workbench.open(file);
    }
}
