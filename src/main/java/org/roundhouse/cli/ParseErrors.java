package org.roundhouse.cli;

import static org.roundhouse.text.Messages.CLI;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.roundhouse.text.Messages;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Picocli's own parse errors (unknown option, missing parameter, bad value) in the language of the
 * run (docs/i18n.md). Picocli writes them in English, whole, in its code; this handler prints what
 * picocli's default prints (the message, then the suggestions or the usage help) with the message
 * read back into its parts and said again through the {@code cli} bundle. In English it prints
 * picocli's own text unchanged; a message it does not know (a command's own, already in the
 * language) is printed as it is.
 */
final class ParseErrors implements CommandLine.IParameterExceptionHandler {
    /** What picocli says of an option or positional parameter ({@code optionDescription}). */
    private static final String WHAT = "(option '[^']*'(?: at index \\d+)?(?: \\([^)]*\\))?|positional parameter at index \\d+ \\([^)]*\\))";
    private static final Pattern OPTION = Pattern.compile("option '([^']*)'(?: at index (\\d+))?(?: \\(([^)]*)\\))?");
    private static final Pattern POSITIONAL = Pattern.compile("positional parameter at index (\\d+) \\(([^)]*)\\)");

    private static final Pattern UNKNOWN_AND_EXPECTED = Pattern.compile("Unknown option: '(.*)'; Expected parameter for " + WHAT + " but found '(.*)'");
    private static final Pattern UNKNOWN = Pattern.compile("Unknown option(s?): (.*)");
    private static final Pattern UNMATCHED = Pattern.compile("Unmatched argument(s?) (?:at|from) index (\\d+): (.*)");
    private static final Pattern MISSING = Pattern.compile("Missing required (option|options|parameter|parameters|options and parameters): (.*)");
    private static final Pattern MISSING_VALUE = Pattern.compile("Missing required parameter for " + WHAT);
    private static final Pattern EXPECTED = Pattern.compile("Expected parameter for " + WHAT + " but found '(.*)'");
    private static final Pattern INVALID = Pattern.compile("Invalid value for " + WHAT + ": (.*)");
    private static final Pattern ONCE = Pattern.compile(WHAT + " should be specified only once");
    private static final Pattern UNKNOWN_COMMAND = Pattern.compile("Unknown subcommand '(.*)'\\.");
    private static final Pattern NOT_A = Pattern.compile("'(.*)' is not an? (int|long|double|float|short|byte|boolean|single character)");
    private static final Pattern CANNOT_CONVERT = Pattern.compile("cannot convert '(.*)' to ([^ ]+) \\(.*\\)");
    private static final Pattern ONE_OF = Pattern.compile("expected one of \\[(.*)\\] \\(case-(?:in)?sensitive\\) but was '(.*)'");

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        CommandLine cl = ex.getCommandLine();
        PrintWriter err = cl.getErr();
        CommandLine.Help.ColorScheme colors = cl.getColorScheme();
        err.println(colors.errorText(say(ex.getMessage())));
        if (!suggest(ex, err)) cl.usage(err, colors);
        err.flush();
        return cl.getExitCodeExceptionMapper() != null ? cl.getExitCodeExceptionMapper().getExitCode(ex)
                : cl.getCommandSpec().exitCodeOnInvalidInput();
    }

    /** Picocli's "Did you mean" and "Possible solutions", in the language. */
    private static boolean suggest(ParameterException ex, PrintWriter err) {
        if (!(ex instanceof UnmatchedArgumentException u)) return false;
        if (english()) return UnmatchedArgumentException.printSuggestions(ex, err);
        List<String> suggestions = u.getSuggestions();
        if (suggestions.isEmpty()) return false;
        if (u.isUnknownOption()) {
            err.println(CLI.text("parse.solutions", String.join(", ", suggestions)));
        } else {
            String name = u.getCommandLine().getCommandSpec().name();
            err.println(CLI.text("parse.didYouMean", String.join(CLI.text("parse.or"),
                    suggestions.stream().map(s -> name == null || name.isBlank() ? s : name + " " + s).toList())));
        }
        err.flush();
        return true;
    }

    private static boolean english() {
        return Messages.locale().getLanguage().equals(Locale.ENGLISH.getLanguage());
    }

    /** Picocli's message in the language of the run; picocli's own in English, and a message it does not know as it is. */
    static String say(String message) {
        if (message == null || english()) return message;
        Matcher m;
        if ((m = UNKNOWN_AND_EXPECTED.matcher(message)).matches()) {
            return CLI.text("parse.unknownOption", "'" + m.group(1) + "'") + "; " + CLI.text("parse.expected", what(m.group(2)), m.group(3));
        }
        if ((m = UNKNOWN.matcher(message)).matches()) {
            return CLI.text(m.group(1).isEmpty() ? "parse.unknownOption" : "parse.unknownOptions", m.group(2));
        }
        if ((m = UNMATCHED.matcher(message)).matches()) {
            return CLI.text(m.group(1).isEmpty() ? "parse.unmatched" : "parse.unmatchedFrom", m.group(2), m.group(3));
        }
        if ((m = MISSING_VALUE.matcher(message)).matches()) return CLI.text("parse.missingValue", what(m.group(1)));
        if ((m = MISSING.matcher(message)).matches()) {
            String key = switch (m.group(1)) {
                case "option" -> "parse.missingOption";
                case "options" -> "parse.missingOptions";
                case "parameter" -> "parse.missingParameter";
                case "parameters" -> "parse.missingParameters";
                default -> "parse.missingOptionsAndParameters";
            };
            return CLI.text(key, m.group(2));
        }
        if ((m = EXPECTED.matcher(message)).matches()) return CLI.text("parse.expected", what(m.group(1)), m.group(2));
        if ((m = INVALID.matcher(message)).matches()) return CLI.text("parse.invalid", what(m.group(1)), why(m.group(2)));
        if ((m = ONCE.matcher(message)).matches()) return CLI.text("parse.once", what(m.group(1)));
        if ((m = UNKNOWN_COMMAND.matcher(message)).matches()) return CLI.text("parse.unknownCommand", m.group(1));
        if (message.equals("Missing required subcommand")) return CLI.text("parse.missingCommand");
        return message;
    }

    /** "option '--seed' (N)" or "positional parameter at index 0 (FILE)", in the language. */
    private static String what(String english) {
        Matcher m = OPTION.matcher(english);
        if (m.matches()) {
            String option = CLI.text("parse.option", m.group(1));
            if (m.group(2) != null) option = CLI.text("parse.atIndex", option, m.group(2));
            return m.group(3) == null ? option : option + " (" + m.group(3) + ")";
        }
        m = POSITIONAL.matcher(english);
        if (m.matches()) return CLI.text("parse.positional", m.group(1), m.group(2));
        return english;
    }

    /** Why a value was refused: picocli's conversions, in the language; a converter's own reason as it is. */
    private static String why(String english) {
        Matcher m = NOT_A.matcher(english);
        if (m.matches()) {
            String key = switch (m.group(2)) {
                case "int", "long", "short", "byte" -> "parse.notWhole";
                case "double", "float" -> "parse.notNumber";
                case "boolean" -> "parse.notBoolean";
                default -> "parse.notCharacter";
            };
            return CLI.text(key, m.group(1));
        }
        if ((m = CANNOT_CONVERT.matcher(english)).matches()) return CLI.text("parse.cannotConvert", m.group(1));
        if ((m = ONE_OF.matcher(english)).matches()) return CLI.text("parse.oneOf", m.group(1), m.group(2));
        return english;
    }
}
