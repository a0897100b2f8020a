package org.roundhouse.engine;

import static org.roundhouse.text.Messages.WORDS;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * One option of a rule set, as records and the New Game dialog see it. Its value is a
 * word: "yes"/"no" for a switch, one of {@link #values} for a choice. A record without
 * the option means {@link #absentMeans}: the default, so that records written before an option
 * existed keep their meaning; for an option whose default changed, the default the records
 * without it were written under, so that they keep theirs too (records then name the option
 * whenever it is not that value).
 *
 * @param tag the notation header tag, e.g. {@code TwoPlayerRules}
 * @param attribute the XML setup attribute, e.g. {@code two-player-rules}
 * @param label what the New Game dialog calls it: a key of the {@code words} bundle ({@link #label()} gives the text in
 *     the current language), or the text itself for an option of a rule set without keys
 * @param values the allowed values; {@code yes}, {@code no} for a switch; empty when the rule set
 *     checks the value itself (a deck recipe id, say) when it is configured
 * @param defaultValue the value a new game takes unless told otherwise
 * @param writtenWhenDefault whether records name the option even at its default (the
 *     options older than the rule to leave defaults out are always written)
 * @param meaning what the value says, for the message about a wrong one; may be empty; a key or the text, as {@code label}
 * @param kind what the option is to the layers above the engine, which find an option by its kind, never by its tag
 * @param absentMeans the value a record (or a simulation's file) without the option means: the default, unless the
 *     default changed after such records were written
 * @param addedAfterRecords the option came after records that do not name it: at {@code absentMeans}, the value
 *     those records mean, summaries leave it out as they did before it existed
 */
public record RuleOption(String tag, String attribute, String label, List<String> values, String defaultValue,
                         boolean writtenWhenDefault, String meaning, Kind kind, String absentMeans, boolean addedAfterRecords) {
    public static final String YES = "yes";
    public static final String NO = "no";
    /** The values of a switch. */
    public static final List<String> YES_NO = List.of(YES, NO);

    /** What an option is to the layers above the engine. */
    public enum Kind {
        /** A rule of the rule set's own, offered as it is. */
        RULE,
        /** The deck recipe (the id of a {@link DeckRecipe}): chosen from the recipes, swept by simulations. */
        DECK_RECIPE
    }

    public RuleOption {
        Objects.requireNonNull(tag, "tag");
        Objects.requireNonNull(attribute, "attribute");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(absentMeans, "absentMeans");
        values = List.copyOf(values);
        if (!values.isEmpty() && !values.contains(defaultValue)) throw new IllegalArgumentException("option " + tag + ": default not allowed");
        if (!values.isEmpty() && !values.contains(absentMeans)) {
            throw new IllegalArgumentException("option " + tag + ": the value of a record without it is not allowed");
        }
    }

    /** An option whose records without it mean its default. */
    public RuleOption(String tag, String attribute, String label, List<String> values, String defaultValue, boolean writtenWhenDefault,
            String meaning, Kind kind) {
        this(tag, attribute, label, values, defaultValue, writtenWhenDefault, meaning, kind, defaultValue, false);
    }

    /**
     * The option as it is now, its default having been {@code oldDefault} before: records (and simulation
     * files) that do not name it keep meaning the old default.
     */
    public RuleOption defaultChangedFrom(String oldDefault) {
        return new RuleOption(tag, attribute, label, values, defaultValue, writtenWhenDefault, meaning, kind, oldDefault, false);
    }

    /**
     * The option as a new one whose default is not what the rule set did before it existed
     * ({@code before}): records that do not name it were written before and mean {@code before}.
     */
    public RuleOption addedLater(String before) {
        return new RuleOption(tag, attribute, label, values, defaultValue, writtenWhenDefault, meaning, kind, before, true);
    }

    /** True when a summary lists the option at the value: not for an option added later at what the records before it mean. */
    public boolean summarised(String value) {
        return !(addedAfterRecords && value.equals(absentMeans));
    }

    /** True when a record must name the option to say the value: it is not what a record without it means. */
    public boolean writtenFor(String value) {
        return writtenWhenDefault || !value.equals(absentMeans);
    }

    /** What the New Game dialog calls the option, in the current language. */
    @Override
    public String label() {
        return inLanguage(label);
    }

    /** What the value says, in the current language; empty when nothing. */
    @Override
    public String meaning() {
        return inLanguage(meaning);
    }

    private static String inLanguage(String keyOrText) {
        return !keyOrText.isEmpty() && WORDS.has(keyOrText) ? WORDS.text(keyOrText) : keyOrText;
    }

    /** A rule of the rule set's own. */
    public RuleOption(String tag, String attribute, String label, List<String> values, String defaultValue, boolean writtenWhenDefault,
            String meaning) {
        this(tag, attribute, label, values, defaultValue, writtenWhenDefault, meaning, Kind.RULE);
    }

    /** The deck recipe option: any recipe id, checked when the rule set is configured; always written. */
    public static RuleOption deckRecipe(String tag, String attribute, String label, String dflt) {
        return new RuleOption(tag, attribute, label, List.of(), dflt, true, "", Kind.DECK_RECIPE);
    }

    public boolean isDeckRecipe() {
        return kind == Kind.DECK_RECIPE;
    }

    /**
     * A rule of the rule set's own that records name only when it is not at its default, as the
     * options made after records began to leave defaults out; {@link #YES_NO} for a switch.
     */
    public static RuleOption choice(String tag, String attribute, String label, List<String> values, String dflt, String meaning) {
        return new RuleOption(tag, attribute, label, values, dflt, false, meaning);
    }

    /** A yes/no option. */
    public static RuleOption yesNo(String tag, String attribute, String label, boolean dflt) {
        return new RuleOption(tag, attribute, label, YES_NO, dflt ? YES : NO, true, "");
    }

    public boolean isYesNo() {
        return values.equals(YES_NO);
    }

    /**
     * The option's value as written in a record, made canonical: a switch also takes
     * on/off and true/false in any case; empty when it is none of the allowed values.
     */
    public Optional<String> canonical(String written) {
        if (isYesNo()) {
            return switch (written.toLowerCase(Locale.ROOT)) {
                case "yes", "on", "true" -> Optional.of(YES);
                case "no", "off", "false" -> Optional.of(NO);
                default -> Optional.empty();
            };
        }
        return values.isEmpty() || values.contains(written) ? Optional.of(written) : Optional.empty();
    }

    /** "must be "yes" or "no", not "maybe"": what is wrong with a value, without saying where. */
    public String problem(String written) {
        StringBuilder head = new StringBuilder();
        for (int i = 0; i < values.size() - 1; i++) {
            if (i > 0) head.append(", ");
            head.append('"').append(values.get(i)).append('"');
        }
        String last = values.isEmpty() ? "" : '"' + values.get(values.size() - 1) + '"';
        String allowed = values.size() > 1 ? WORDS.text("option.eitherOr", head, last) : last;
        String m = meaning();
        return m.isEmpty() ? WORDS.text("option.mustBe", allowed, written) : WORDS.text("option.mustBe.meaning", allowed, m, written);
    }
}
