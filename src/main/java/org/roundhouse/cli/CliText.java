package org.roundhouse.cli;

/**
 * Text from a record (names, tokens, reasons, file names) made safe to print on a terminal:
 * every control character but the line break and the tab is shown as {@code \}{@code u} and four
 * lower-case hex digits, as the JSON outputs write it ({@code \}{@code u001b} for ESC,
 * {@code \}{@code u0007} for BEL), so that no escape sequence in a file reaches the terminal
 * raw (docs/cli.md). Text without such characters is returned as it is.
 */
final class CliText {
    private CliText() {
    }

    /**
     * A writer that prints through {@code out} with every text escaped as {@link #escape} does, for
     * commands whose every line may carry a record's or a file's text (the user's own file names too).
     */
    static java.io.PrintWriter escaping(java.io.PrintWriter out) {
        return new java.io.PrintWriter(out) {
            @Override
            public void write(String s, int off, int len) {
                String safe = escape(s.substring(off, off + len));
                super.write(safe, 0, safe.length());
            }

            @Override
            public void write(char[] buf, int off, int len) {
                write(new String(buf, off, len), 0, len);
            }

            @Override
            public void write(int c) {
                write(String.valueOf((char) c), 0, 1);
            }
        };
    }

    /**
     * Prints {@code command: message} on {@code err}, escaped: the command's name is the same in
     * every language, the message comes from a bundle or a record.
     */
    static void complain(java.io.PrintWriter err, String command, String message) {
        err.println(escape(command + ": " + message));
    }

    /**
     * Refuses the command's arguments: {@link #complain} with the message, then {@link #tryHelp};
     * returns 2, the exit status of wrong arguments.
     */
    static int usage(java.io.PrintWriter err, String command, String message) {
        complain(err, command, message);
        tryHelp(err, command);
        err.flush();
        return 2;
    }

    /** "Try 'roundhouse COMMAND --help'." in the language. */
    static void tryHelp(java.io.PrintWriter err, String command) {
        err.println(org.roundhouse.text.Messages.CLI.text("cli.tryHelp", command));
    }

    /**
     * The locale of numbers a command prints for people: {@link java.util.Locale#ROOT} in English (as
     * they always were: "12.5", "1,250"), the language's own otherwise ("12,5", "1.250").
     */
    static java.util.Locale numbers() {
        return numbers(org.roundhouse.text.Messages.locale());
    }

    /** {@link #numbers()} for {@code language}. */
    static java.util.Locale numbers(java.util.Locale language) {
        return language.getLanguage().equals(java.util.Locale.ENGLISH.getLanguage()) ? java.util.Locale.ROOT : language;
    }

    /** "thread" or "threads" after a count, in the language. */
    static String threads(int n) {
        return org.roundhouse.text.Messages.CLI.text(n == 1 ? "cli.thread.one" : "cli.thread.many");
    }

    static String escape(Object text) {
        String s = String.valueOf(text);
        int first = firstToEscape(s);
        if (first < 0) return s;
        StringBuilder out = new StringBuilder(s.length() + 16).append(s, 0, first);
        for (int i = first; i < s.length(); i++) {
            char c = s.charAt(i);
            if (mustEscape(c)) out.append(String.format("\\u%04x", (int) c));
            else out.append(c);
        }
        return out.toString();
    }

    private static int firstToEscape(String s) {
        for (int i = 0; i < s.length(); i++) if (mustEscape(s.charAt(i))) return i;
        return -1;
    }

    /** C0 and C1 controls and DEL, but the line break and the tab. */
    private static boolean mustEscape(char c) {
        return Character.isISOControl(c) && c != '\n' && c != '\t';
    }
}
