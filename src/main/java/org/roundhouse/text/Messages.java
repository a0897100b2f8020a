package org.roundhouse.text;

import java.text.MessageFormat;
import java.text.NumberFormat;
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

    private final String baseName;
    private final ConcurrentHashMap<String, MessageFormat> formats = new ConcurrentHashMap<>();

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

    /** The language of every text from now on. */
    public static Locale locale() {
        return locale;
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
        return text(locale, key, args);
    }

    /**
     * The text of {@code key} in {@code language}, its parameters filled in.
     *
     * @throws MissingResourceException if the key is in no bundle (a programming error the bundle tests catch)
     */
    public String text(Locale language, String key, Object... args) {
        Locale l = supported(language);
        MessageFormat f = formats.computeIfAbsent(l.getLanguage() + '\u0000' + key,
                k -> new MessageFormat(bundle(l).getString(key), l));
        // a MessageFormat is not safe to share between threads: each use formats with its own copy
        MessageFormat copy = (MessageFormat) f.clone();
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
            if (out[i] instanceof Integer || out[i] instanceof Long || out[i] instanceof Short || out[i] instanceof Byte) {
                out[i] = out[i].toString();
            }
        }
        return out;
    }

    /** A whole number with the language's digit grouping: 12,500 or 12.500. */
    public static String number(long n) {
        return NumberFormat.getIntegerInstance(locale).format(n);
    }

    /** A sum in millions of dollars as the language writes it: $12M, or 12 M$ in Italian. */
    public static String money(long millions) {
        return WORDS.text("money.millions", number(millions));
    }

    /** A decimal with {@code digits} after the point, in the language's way: 0.25 or 0,25. */
    public static String decimal(double x, int digits) {
        NumberFormat f = NumberFormat.getNumberInstance(locale);
        f.setMinimumFractionDigits(digits);
        f.setMaximumFractionDigits(digits);
        f.setGroupingUsed(false);
        return f.format(x);
    }
}
