package org.roundhouse.text;

import java.text.MessageFormat;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.Objects;
import java.util.ResourceBundle;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The words a user reads, from {@link ResourceBundle}s of UTF-8 properties files in
 * {@code org/roundhouse/text/} (docs/i18n.md): English in the bundle without a suffix, Italian in
 * {@code _it}. A pattern's parameters are {@link MessageFormat}'s ({@code {0}}, {@code {1}}; an
 * apostrophe is written {@code ''}). Whole numbers given as parameters are written as plain digits,
 * as string concatenation would write them, so a text moved into a bundle reads byte for byte as
 * before; {@link #number} and {@link #money} group digits for the language.
 *
 * <p>One language for the whole program, {@link #locale()}: the system's (Italian when the system
 * speaks Italian, English otherwise) until {@link #setLocale} changes it ({@code --lang}, the
 * workbench's View ▸ Language). Usable from every layer: it depends on the JDK only.
 */
public final class Messages {
    /** The languages Roundhouse speaks, English first (the bundles without suffix). */
    public static final List<Locale> LANGUAGES = List.of(Locale.ENGLISH, Locale.ITALIAN);

    /** Move descriptions and refusal reasons of the rule sets (engine). */
    public static final Messages WORDS = new Messages("org.roundhouse.text.words");
    /** The command line's messages (its usage help is picocli's bundle {@code org.roundhouse.cli.help}). */
    public static final Messages CLI = new Messages("org.roundhouse.text.cli");
    /** The workbench's menus and status bar. */
    public static final Messages UI = new Messages("org.roundhouse.text.ui");

    /** Finds "words_it" for Italian and the bundle without suffix for English, never the system's language instead. */
    private static final ResourceBundle.Control NO_FALLBACK = ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private static volatile Locale locale = fromSystem();
    /** The language of this thread's texts while {@link #in} runs work in another; null for the program's. */
    private static final ThreadLocal<Locale> HERE = new ThreadLocal<>();

    private final String baseName;
    private final ConcurrentHashMap<String, Pattern> formats = new ConcurrentHashMap<>();

    /**
     * A bundle text made ready: its MessageFormat, and for a pattern whose parameters are plain
     * {@code {n}} or choices of plain words ({@code {0,choice,0#shares|1#share|1<shares}}) the
     * literal pieces between them, so that the rules' refusals, built by the thousand inside
     * legal-move checks, are joined without MessageFormat. {@link #join} gives exactly what
     * MessageFormat writes, or null where it cannot be sure (then MessageFormat writes it).
     */
    private record Pattern(MessageFormat format, String[] pieces, int[] arguments, java.text.ChoiceFormat[] choices,
                           boolean[] typed) {
        static Pattern of(MessageFormat f) {
            java.text.Format[] byElement = f.getFormats();
            java.text.ChoiceFormat[] choices = new java.text.ChoiceFormat[byElement.length];
            for (int i = 0; i < byElement.length; i++) {
                if (byElement[i] == null) continue;
                if (!(byElement[i] instanceof java.text.ChoiceFormat c)) return new Pattern(f, null, null, null, null);
                for (Object word : c.getFormats()) if (word.toString().indexOf('{') >= 0) return new Pattern(f, null, null, null, null);
                choices[i] = c;
            }
            java.text.Format[] byArgument = f.getFormatsByArgumentIndex();
            boolean[] typed = new boolean[byArgument.length];
            for (int i = 0; i < typed.length; i++) typed[i] = byArgument[i] != null;
            MessageFormat bare = (MessageFormat) f.clone();
            bare.setFormats(new java.text.Format[byElement.length]);
            Object[] marks = new Object[byArgument.length];
            for (int i = 0; i < marks.length; i++) marks[i] = "" + MARK + i + END;
            String joined = bare.format(marks);
            List<String> pieces = new ArrayList<>();
            List<Integer> arguments = new ArrayList<>();
            int from = 0;
            for (int at = joined.indexOf(MARK); at >= 0; at = joined.indexOf(MARK, from)) {
                int end = joined.indexOf(END, at);
                pieces.add(joined.substring(from, at));
                arguments.add(Integer.parseInt(joined.substring(at + 1, end)));
                from = end + 1;
            }
            pieces.add(joined.substring(from));
            if (arguments.size() != byElement.length) return new Pattern(f, null, null, null, null);
            return new Pattern(f, pieces.toArray(String[]::new), arguments.stream().mapToInt(Integer::intValue).toArray(), choices,
                    typed);
        }

        /** The text as MessageFormat writes it (whole numbers as {@link #plain} gives them), or null to leave it to MessageFormat. */
        String join(Object[] args) {
            if (pieces == null || args.length < typed.length) return null;
            StringBuilder b = new StringBuilder(pieces[0]);
            for (int i = 0; i < arguments.length; i++) {
                Object a = args[arguments[i]];
                boolean whole = whole(a);
                if (choices[i] != null) {
                    if (!(a instanceof Number)) return null;
                    b.append(choices[i].format(a));
                } else if (whole) {
                    long n = ((Number) a).longValue();
                    // an argument a choice formats too is written by the language's NumberFormat: the same digits below 1,000
                    if (typed[arguments[i]] && Math.abs(n) >= 1000) return null;
                    b.append(n);
                } else if (a instanceof Number || a instanceof java.util.Date) {
                    return null;
                } else {
                    b.append(a);
                }
                b.append(pieces[i + 1]);
            }
            return b.toString();
        }
    }

    private static final char MARK = '\uE000';
    private static final char END = '\uE001';

    private Messages(String baseName) {
        this.baseName = baseName;
    }

    /** The bundle's base name, e.g. {@code org.roundhouse.text.words}. */
    public String baseName() {
        return baseName;
    }

    /** The language of the system: Italian if it speaks Italian, otherwise English. */
    public static Locale fromSystem() {
        return supported(Locale.getDefault(Locale.Category.DISPLAY));
    }

    /** The supported language nearest to {@code l}: Italian for any Italian locale, otherwise English. */
    public static Locale supported(Locale l) {
        for (Locale s : LANGUAGES) {
            if (s.getLanguage().equals(l.getLanguage())) return s;
        }
        return Locale.ENGLISH;
    }

    /** The language of every text from now on (on a thread inside {@link #in}, that call's language). */
    public static Locale locale() {
        Locale here = HERE.get();
        return here != null ? here : locale;
    }

    /** Work that may throw {@code E}, for {@link #in}. */
    public interface Work<T, E extends Exception> {
        T get() throws E;
    }

    /**
     * What {@code work} makes with every text of this thread in {@code language}: the words a CSV or
     * JSON file keeps, which are the same in every language (docs/i18n.md). Only the calling thread
     * is affected: the program's language and its other threads (a progress line printed meanwhile,
     * the workbench's event thread) keep theirs.
     */
    public static <T, E extends Exception> T in(Locale language, Work<T, E> work) throws E {
        Locale was = HERE.get();
        HERE.set(supported(Objects.requireNonNull(language)));
        try {
            return work.get();
        } finally {
            if (was == null) HERE.remove();
            else HERE.set(was);
        }
    }

    public static void setLocale(Locale l) {
        locale = supported(Objects.requireNonNull(l));
    }

    /**
     * "it" or "en" (any case) as a language; anything else is refused with the languages there are.
     *
     * @throws IllegalArgumentException for a language Roundhouse does not speak
     */
    public static Locale parseLanguage(String tag) {
        String t = tag == null ? "" : tag.trim().toLowerCase(Locale.ROOT);
        for (Locale s : LANGUAGES) {
            if (s.getLanguage().equals(t)) return s;
        }
        throw new IllegalArgumentException(CLI.text("lang.unknown", tag, String.join(", ", LANGUAGES.stream().map(Locale::getLanguage).toList())));
    }

    /** The text of {@code key} in the current language, its parameters filled in. */
    public String text(String key, Object... args) {
        return text(locale(), key, args);
    }

    /**
     * The text of {@code key} in {@code language}, its parameters filled in.
     *
     * @throws MissingResourceException if the key is in no bundle (a programming error the bundle tests catch)
     */
    public String text(Locale language, String key, Object... args) {
        Locale l = supported(language);
        Pattern p = formats.computeIfAbsent(l.getLanguage() + '\u0000' + key,
                k -> Pattern.of(new MessageFormat(bundle(l).getString(key), l)));
        String joined = p.join(args);
        if (joined != null) return joined;
        // a MessageFormat is not safe to share between threads: each use formats with its own copy
        MessageFormat copy = (MessageFormat) p.format().clone();
        return copy.format(plain(copy, args));
    }

    /** Whether the bundle has {@code key} (in English, the bundle every key is in). */
    public boolean has(String key) {
        return bundle(Locale.ENGLISH).containsKey(key);
    }

    /** The bundle of {@code language} as Java finds it (its parent chain included). */
    public ResourceBundle bundle(Locale language) {
        return ResourceBundle.getBundle(baseName, supported(language), Messages.class.getClassLoader(), NO_FALLBACK);
    }

    /** The arguments with every whole number that the pattern does not format itself ({@code {0,choice,…}}) as plain digits. */
    private static Object[] plain(MessageFormat f, Object[] args) {
        Object[] out = args.clone();
        java.text.Format[] formats = f.getFormatsByArgumentIndex();
        for (int i = 0; i < out.length; i++) {
            if (i < formats.length && formats[i] != null) continue;
            if (whole(out[i])) out[i] = out[i].toString();
        }
        return out;
    }

    /** Whether {@code a} is a whole number that {@link #plain} writes as plain digits. */
    private static boolean whole(Object a) {
        return a instanceof Integer || a instanceof Long || a instanceof Short || a instanceof Byte;
    }

    /** A whole number with the language's digit grouping: 12,500 or 12.500. */
    public static String number(long n) {
        return NumberFormat.getIntegerInstance(locale()).format(n);
    }

    /** A sum in millions of dollars as the language writes it: $12M, or 12 M$ in Italian. */
    public static String money(long millions) {
        return WORDS.text("money.millions", number(millions));
    }

    /**
     * A decimal with {@code digits} after the point, in the language's way: 0.25 or 0,25; rounded
     * half up, as {@code String.format("%.1f")} rounds, so English reads as the formats it replaced.
     */
    public static String decimal(double x, int digits) {
        NumberFormat f = NumberFormat.getNumberInstance(locale());
        f.setMinimumFractionDigits(digits);
        f.setMaximumFractionDigits(digits);
        f.setGroupingUsed(false);
        f.setRoundingMode(java.math.RoundingMode.HALF_UP);
        return f.format(x);
    }
}
